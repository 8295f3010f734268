#!/bin/sh
# Compiles and runs the C example of README.md, so it cannot drift from the library: it must build
# as strict C99 and print the frames its comment shows.
# Usage: check-readme-example.sh <README.md> <include dir> <library dir> <scratch dir>
# CC names the compiler (default cc); RUN, when set, runs the program (an emulator: qemu-aarch64 -L ...).
set -eu
readme=$1 include=$2 libdir=$3 out=$4
mkdir -p "$out"
# The first ```c block.
awk '/^```c$/{on=1; next} /^```$/{if (on) exit} on' "$readme" >"$out/readme_example.c"
${CC:-cc} -std=c99 -Wall -Wextra -pedantic -Werror -I"$include" "$out/readme_example.c" \
    -L"$libdir" -lflowlayout -lm -o "$out/readme_example"
# shellcheck disable=SC2086  # RUN is a command with its arguments
LD_LIBRARY_PATH=$libdir ${RUN:-} "$out/readme_example" >"$out/output.txt"
# The frames its comment shows: "/* prints 0 50 100 50 / 108 0 50 100 / ... */", one line each.
sed -n 's|.*/\* prints \(.*\) \*/.*|\1|p' "$out/readme_example.c" | sed 's| / |\n|g' >"$out/expected.txt"
[ -s "$out/expected.txt" ] || { echo "FAIL: README's C example has no 'prints ...' comment" >&2; exit 1; }
diff "$out/expected.txt" "$out/output.txt"
echo "README's C example builds and prints the frames its comment shows"
