#!/bin/sh
# Compiles and runs every C example of README.md (each ```c block), so none can drift from the
# library: each must build as strict C99 and print the frames its comment shows.
# Usage: check-readme-example.sh <README.md> <include dir> <library dir> <scratch dir>
# CC names the compiler (default cc); RUN, when set, runs the program (an emulator: qemu-aarch64 -L ...).
set -eu
readme=$1 include=$2 libdir=$3 out=$4
mkdir -p "$out"
blocks=$(grep -c '^```c$' "$readme" || true)
[ "$blocks" -ge 1 ] || { echo "FAIL: README.md has no \`\`\`c block" >&2; exit 1; }
n=0
while [ "$n" -lt "$blocks" ]; do
    n=$((n + 1))
    source_file="$out/readme_example_$n.c"
    # The n-th ```c block.
    awk -v want="$n" '/^```c$/{seen++; if (seen == want) {on=1; next}} /^```$/{if (on) exit} on' "$readme" >"$source_file"
    ${CC:-cc} -std=c99 -Wall -Wextra -pedantic -Werror -I"$include" "$source_file" \
        -L"$libdir" -lflowlayout -lm -o "$out/readme_example_$n"
    # shellcheck disable=SC2086  # RUN is a command with its arguments
    LD_LIBRARY_PATH=$libdir ${RUN:-} "$out/readme_example_$n" >"$out/output_$n.txt"
    # The frames its comment shows: "/* prints 0 50 100 50 / 108 0 50 100 / ... */", one line each.
    sed -n 's|.*/\* prints \(.*\) \*/.*|\1|p' "$source_file" | sed 's| / |\n|g' >"$out/expected_$n.txt"
    [ -s "$out/expected_$n.txt" ] || { echo "FAIL: README's C example $n has no 'prints ...' comment" >&2; exit 1; }
    diff "$out/expected_$n.txt" "$out/output_$n.txt"
done
echo "README's $blocks C examples build and print the frames their comments show"
