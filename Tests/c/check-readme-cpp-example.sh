#!/bin/sh
# Compiles and runs the C++ example of README.md (its first ```cpp block), so it cannot drift from
# the wrapper: it must build as strict C++17 and print what its "// prints: a / b" comments show,
# one line per " / "-separated part, in order.
# Usage: check-readme-cpp-example.sh <README.md> <include dir> <library dir> <scratch dir>
# CXX names the compiler (default c++); RUN, when set, runs the program (an emulator: qemu-aarch64 -L ...).
set -eu
readme=$1 include=$2 libdir=$3 out=$4
mkdir -p "$out"
awk '/^```cpp$/{on=1; next} /^```$/{if (on) exit} on' "$readme" >"$out/readme_example.cpp"
[ -s "$out/readme_example.cpp" ] || { echo "FAIL: README.md has no \`\`\`cpp block" >&2; exit 1; }
${CXX:-c++} -std=c++17 -Wall -Wextra -pedantic -Werror -I"$include" "$out/readme_example.cpp" \
    -L"$libdir" -lflowlayout -lm -o "$out/readme_example"
# shellcheck disable=SC2086  # RUN is a command with its arguments
LD_LIBRARY_PATH=$libdir ${RUN:-} "$out/readme_example" >"$out/output.txt"
sed -n 's|^ *// prints: \(.*\)$|\1|p' "$out/readme_example.cpp" | sed 's| / |\n|g' >"$out/expected.txt"
[ -s "$out/expected.txt" ] || { echo "FAIL: README's C++ example has no '// prints:' comment" >&2; exit 1; }
diff "$out/expected.txt" "$out/output.txt"
echo "README's C++ example builds and prints what its comments show ($(wc -l <"$out/expected.txt") lines)"
