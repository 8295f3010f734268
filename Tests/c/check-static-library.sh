#!/bin/sh
# Checks the shape of libflowlayout.a: one relocatable object whose only global symbols are the
# functions the header declares (the Swift runtime and every internal name are local, so nothing
# clashes with a program's own symbols), and which needs nothing but the C library.
# Usage: check-static-library.sh <libflowlayout.a> <flowlayout.h>
# NM and CC (default nm, cc) name the target's tools for a library of another architecture.
set -eu
archive=$1 header=$2
status=0
fail() { echo "FAIL: $*" >&2; status=1; }

nm=${NM:-nm} cc=${CC:-cc}
members=$(ar t "$archive")
echo "members: $(echo $members)"
[ "$(printf '%s\n' "$members" | wc -l)" -eq 1 ] || fail "expected one object in $archive"

# Global (and weak) defined symbols: exactly the header's functions.
globals=$("$nm" -g --defined-only "$archive" | awk 'NF == 3 {print $3}' | sort)
declared=$(grep -vE '^[[:space:]*#/]|^typedef' "$header" | grep -oE '\bflow_[a-z_]+\(' | tr -d '(' | sort -u)
echo "global symbols: $(echo "$globals" | wc -l), header declares $(echo "$declared" | wc -l) functions"
for sym in $globals; do
    case "$sym" in flow_*) ;; *) fail "global non-flow_ symbol $sym" ;; esac
done
[ "$globals" = "$declared" ] || fail "global symbols differ from the header's declarations"

# Undefined symbols: C library functions only (checked by name against the C library's exports).
libc=$("$cc" -print-file-name=libc.so.6)
[ -f "$libc" ] || libc=$(ldd /bin/sh | awk '/libc\.so/ {print $3}')
undefined=$("$nm" -u "$archive" | awk 'NF == 2 {print $2}' | sort -u)
echo "needs from the C library: $(echo $undefined)"
# The C library's symbols, with its dynamic loader's beside it (aarch64's glibc defines
# __stack_chk_guard in ld-linux-aarch64.so.1; libc.a has it for static programs).
provided=$(for file in "$libc" "$(dirname "$libc")"/ld-linux*.so*; do
    [ -f "$file" ] && "$nm" -D --defined-only "$file" | awk '{print $3}' | sed 's/@.*//'
done | sort -u)
for sym in $undefined; do
    printf '%s\n' "$provided" | grep -qx "$sym" || fail "needs $sym, which the C library ($libc) does not define"
done
exit $status
