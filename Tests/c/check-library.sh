#!/bin/sh
# Checks the shape of the built library: it depends on the C library alone, needs no symbol version
# newer than GLIBC_2.17 (so it loads on every glibc since 2.17), exports exactly the functions the
# header declares (all flow_*), and its soname carries the major version.
# Usage: check-library.sh <libflowlayout.so> <flowlayout.h> <major version>
# Reads the file with readelf, NM (default nm) and OBJDUMP (default objdump): a cross build passes
# the target's binutils (aarch64-linux-gnu-nm, ...), so it checks a library of any architecture.
set -eu
lib=$1 header=$2 major=$3
status=0
fail() { echo "FAIL: $*" >&2; status=1; }

nm=${NM:-nm} objdump=${OBJDUMP:-objdump}
# 1. Dependencies (DT_NEEDED, as the file itself records them): the C library and the loader only.
deps=$(readelf -dW "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\].*/\1/p')
echo "needs: $(echo $deps)"
[ -n "$deps" ] || fail "readelf -d shows no needed library"
for dep in $deps; do
    case "$dep" in
        libc.so.*|ld-linux*) ;;
        *) fail "depends on $dep" ;;
    esac
done

# 2. Exports: exactly the header's function declarations.
exported=$("$nm" -D --defined-only "$lib" | awk '{print $3}' | sort)
declared=$(grep -vE '^[[:space:]*#/]|^typedef' "$header" | grep -oE '\bflow_[a-z_]+\(' | tr -d '(' | sort -u)
echo "exports: $(echo "$exported" | wc -l) symbols, header declares $(echo "$declared" | wc -l) functions"
for sym in $exported; do
    case "$sym" in flow_*) ;; *) fail "exports non-flow_ symbol $sym" ;; esac
done
[ "$exported" = "$declared" ] || {
    fail "exports differ from the header's declarations:"
    printf '%s\n' "$exported" > /tmp/flowlayout-exported.$$
    printf '%s\n' "$declared" | diff - /tmp/flowlayout-exported.$$ >&2 || true
    rm -f /tmp/flowlayout-exported.$$
}

# 2b. Symbol versions: the newest GLIBC_x.y any imported symbol asks for must be at most 2.17.
versions=$("$objdump" -T "$lib" | grep -oE 'GLIBC_[0-9]+(\.[0-9]+)+' | sort -u -t. -k1,1 -k2,2n -k3,3n)
newest=$(printf '%s\n' "$versions" | sort -V | tail -n 1)
echo "glibc symbol versions: $(echo $versions) (newest $newest)"
[ -n "$newest" ] || fail "objdump -T shows no GLIBC symbol version (not a glibc library?)"
if [ "$(printf '%s\n%s\n' "$newest" GLIBC_2.17 | sort -V | tail -n 1)" != GLIBC_2.17 ]; then
    fail "needs $newest, newer than GLIBC_2.17:"
    "$objdump" -T "$lib" | grep -E 'GLIBC_' | grep -vE 'GLIBC_2\.([0-9]|1[0-7])([^0-9]|$)' >&2 || true
fi

# 3. Soname.
soname=$(readelf -d "$lib" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
echo "soname: $soname"
[ "$soname" = "libflowlayout.so.$major" ] || fail "soname is '$soname', expected libflowlayout.so.$major"

exit $status
