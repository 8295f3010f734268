#!/bin/sh
# Compiles and runs the example in flowlayout.h's introduction, so it cannot drift from the
# library: it must build as strict C99 and produce the frames its comment shows.
# Usage: check-header-example.sh <include dir> <library dir> <scratch dir>
# CC names the compiler (default cc); RUN, when set, runs the program (an emulator: qemu-aarch64 -L ...).
set -eu
include=$1 libdir=$2 out=$3
mkdir -p "$out"
{
    printf '#include <flowlayout.h>\n#include <math.h>\n#include <stdio.h>\nint main(void) {\n'
    # The example: the indented lines after "Example:", up to the first empty comment line.
    sed -n '/^ \* Example:/,/^ \*$/p' "$include/flowlayout.h" | sed -n 's/^ \*     //p' \
        | sed 's|^\(.*\)flow_layout_destroy(row);|if (n != 3 \|\| frames[2].x != 0 \|\| frames[2].y != 28 \|\| frames[1].x != 48) return 1;\n&|'
    printf 'return 0;\n}\n'
} >"$out/header_example.c"
${CC:-cc} -std=c99 -Wall -Wextra -pedantic -Werror -Wno-declaration-after-statement -I"$include" \
    "$out/header_example.c" -L"$libdir" -lflowlayout -lm -o "$out/header_example"
# shellcheck disable=SC2086  # RUN is a command with its arguments
LD_LIBRARY_PATH=$libdir ${RUN:-} "$out/header_example"
echo "the header's example builds and gives the frames it shows"
