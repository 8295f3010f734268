#!/bin/sh
# flowlayout.hpp compiled as C++14 must fail with exactly one error: its own message.
# Usage: check-cxx14-refused.sh <c++ compiler> <include dir> <source including flowlayout.hpp>
set -u
compiler=$1 include=$2 source=$3
if output=$("$compiler" -std=c++14 -I"$include" -fsyntax-only "$source" 2>&1); then
    echo "FAIL: flowlayout.hpp compiled as C++14" >&2
    exit 1
fi
errors=$(printf '%s\n' "$output" | grep -c 'error')
if ! printf '%s\n' "$output" | grep -q 'flowlayout.hpp needs C++17 or later'; then
    echo "FAIL: no clear message below C++17:" >&2
    printf '%s\n' "$output" >&2
    exit 1
fi
# The #error line is quoted once in the diagnostic and once in the source excerpt.
if [ "$errors" -gt 2 ]; then
    echo "FAIL: $errors error lines below C++17, expected only the #error:" >&2
    printf '%s\n' "$output" >&2
    exit 1
fi
echo "C++14: refused with \"flowlayout.hpp needs C++17 or later\" alone"
