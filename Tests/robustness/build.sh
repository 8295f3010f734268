# Builds the robustness tests (sourced by scripts/test-robustness and scripts/fuzz).
#
# The engine (Sources/FlowLayout) and its C ABI layer (Sources/CFlowLayout) are compiled as the
# shipped library is -- one Embedded Swift module -- once per instrumentation, and linked
# statically with the C tests:
#   asan   Swift with AddressSanitizer, C with AddressSanitizer + UndefinedBehaviorSanitizer
#   tsan   Swift and C with ThreadSanitizer
#   fuzz   Swift with libFuzzer coverage + AddressSanitizer, C also with UBSan
#   plain  no instrumentation, DWARF 4 debug info (for valgrind 3.19)
# Outputs go to $RB_OUT/<variant>/.

RB_SRC=Tests/robustness
mapfile -t RB_SWIFT_SOURCES < <(find Sources/FlowLayout Sources/CFlowLayout -name '*.swift' | LC_ALL=C sort)
# The toolchain's own clang and LLVM tools: their sanitizer runtimes and profile formats match swiftc's.
RB_TOOLS="$(dirname "$(command -v swiftc)")"
RB_SWIFT_LIB_DIR="$RB_TOOLS/../lib/swift/linux"
RB_CFLAGS=(-fuse-ld=lld -std=c11 -g -O1 -fno-omit-frame-pointer -Wall -Wextra -pedantic -Werror -Iinclude -I"$RB_SRC")

# rb_swift VARIANT SWIFTC-FLAGS...: the engine and ABI layer as one object, $RB_OUT/VARIANT/flowlayout.o
rb_swift() {
    local variant=$1; shift
    mkdir -p "$RB_OUT/$variant"
    swiftc -enable-experimental-feature Embedded -enable-experimental-feature Extern \
        -wmo -parse-as-library -module-name FlowLayout -D FLOWLAYOUT_SINGLE_MODULE \
        -Iinclude -module-cache-path "$RB_OUT/module-cache" -g "$@" \
        -c "${RB_SWIFT_SOURCES[@]}" -o "$RB_OUT/$variant/flowlayout.o"
}

# The swiftc flags of each variant's object.
rb_swift_flags() {
    case $1 in
        asan) echo -Onone -sanitize=address ;;
        tsan) echo -O -sanitize=thread ;;
        fuzz) echo -O -sanitize=fuzzer,address ;;
        plain) echo -O -debug-info-format=dwarf -dwarf-version=4 ;;
    esac
}

# rb_swift_objects VARIANT...: the variants' objects, two compiles at a time (a whole-module
# compile keeps one core busy), so that the rb_build_* after it only link (RB_PREBUILT).
rb_swift_objects() {
    local pids=() variant status=0
    for variant in "$@"; do
        # shellcheck disable=SC2046
        rb_swift "$variant" $(rb_swift_flags "$variant") &
        pids+=($!)
        if [ "${#pids[@]}" -ge 2 ]; then
            wait "${pids[0]}" || status=1
            pids=("${pids[@]:1}")
        fi
    done
    for variant in "${pids[@]}"; do wait "$variant" || status=1; done
    [ "$status" -eq 0 ] && RB_PREBUILT=1
    return "$status"
}

# rb_object VARIANT: the variant's object, unless rb_swift_objects built it.
rb_object() {
    # shellcheck disable=SC2046
    [ -n "${RB_PREBUILT:-}" ] || rb_swift "$1" $(rb_swift_flags "$1")
}

# rb_link VARIANT PROGRAM CFLAGS... -- C-SOURCES...: links C sources with the variant's object.
rb_link() {
    local variant=$1 program=$2; shift 2
    local flags=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    "$RB_TOOLS/clang" "${RB_CFLAGS[@]}" "${flags[@]}" "$@" "$RB_OUT/$variant/flowlayout.o" -lm \
        -o "$RB_OUT/$variant/$program"
}

rb_build_asan() {
    local san=(-fsanitize=address,undefined -fno-sanitize-recover=all)
    rb_object asan
    rb_link asan bad_inputs "${san[@]}" -- "$RB_SRC/bad_inputs.c" "$RB_SRC/observed.c"
    rb_link asan thread_stress "${san[@]}" -pthread -- "$RB_SRC/thread_stress.c" "$RB_SRC/invariants.c"
    rb_link asan fuzz_replay "${san[@]}" -- "$RB_SRC/fuzz_replay.c" "$RB_SRC/fuzz_calls.c" \
        "$RB_SRC/invariants.c" "$RB_SRC/observed.c" "$RB_SRC/replica.c"
}

# The out-of-memory injection suite: under ASan + UBSan, and uninstrumented with the LD_PRELOAD
# interposer that makes the C library's posix_memalign fail on command.
rb_build_oom() {
    local san=(-fsanitize=address,undefined -fno-sanitize-recover=all)
    [ -f "$RB_OUT/asan/flowlayout.o" ] || rb_object asan
    [ -f "$RB_OUT/plain/flowlayout.o" ] || rb_object plain
    rb_link asan oom_injection "${san[@]}" -- "$RB_SRC/oom_injection.c" "$RB_SRC/observed.c"
    rb_link plain oom_injection -gdwarf-4 -- "$RB_SRC/oom_injection.c" "$RB_SRC/observed.c"
    "$RB_TOOLS/clang" "${RB_CFLAGS[@]}" -shared -fPIC "$RB_SRC/oom_interposer.c" -ldl \
        -o "$RB_OUT/plain/oom_interposer.so"
}

rb_build_tsan() {
    # The TSan runtime refers to libdispatch and the blocks runtime, which ship with Swift.
    rb_object tsan
    rb_link tsan thread_stress -fsanitize=thread -pthread -L"$RB_SWIFT_LIB_DIR" -ldispatch -lBlocksRuntime \
        -Wl,-rpath,"$RB_SWIFT_LIB_DIR" -- "$RB_SRC/thread_stress.c" "$RB_SRC/invariants.c"
}

rb_build_fuzz() {
    rb_object fuzz
    rb_link fuzz fuzz_calls -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -- \
        "$RB_SRC/fuzz_calls.c" "$RB_SRC/invariants.c" "$RB_SRC/observed.c" "$RB_SRC/replica.c"
}

rb_build_plain() {
    rb_object plain
    local flags=(-gdwarf-4)
    rb_link plain bad_inputs "${flags[@]}" -- "$RB_SRC/bad_inputs.c" "$RB_SRC/observed.c"
    rb_link plain thread_stress "${flags[@]}" -pthread -- "$RB_SRC/thread_stress.c" "$RB_SRC/invariants.c"
    rb_link plain fuzz_replay "${flags[@]}" -- "$RB_SRC/fuzz_replay.c" "$RB_SRC/fuzz_calls.c" \
        "$RB_SRC/invariants.c" "$RB_SRC/observed.c" "$RB_SRC/replica.c"
}

# Prints libFuzzer's figures from its log: executions, time, speed, coverage, corpus.
rb_fuzz_figures() {
    local log=$1
    # (A log of -fork runs lacks some of these lines: their figures print as "?".)
    local runs speed cov ft corp seed secs
    seed=$(sed -n 's/^INFO: Seed: *//p' "$log" | head -n1 || true)
    secs=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | tail -n1 | awk '{print $5}' || true)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1 || true)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n1 || true)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n1 | cut -d' ' -f2 || true)
    ft=$(grep -o 'ft: [0-9]*' "$log" | tail -n1 | cut -d' ' -f2 || true)
    corp=$(grep -o 'corp: [0-9]*' "$log" | tail -n1 | cut -d' ' -f2 || true)
    echo "fuzzing: ${runs:-?} executions in ${secs:-?} s (${speed:-?}/s, seed ${seed:-?}), coverage ${cov:-?} edges," \
        "${ft:-?} features, corpus ${corp:-?} inputs"
}

# A replay build that prints every decoded call and its status (with ASan + UBSan).
rb_build_trace() {
    [ -f "$RB_OUT/asan/flowlayout.o" ] || rb_object asan
    rb_link asan fuzz_trace -fsanitize=address,undefined -fno-sanitize-recover=all -DFUZZ_TRACE -- \
        "$RB_SRC/fuzz_replay.c" "$RB_SRC/fuzz_calls.c" "$RB_SRC/invariants.c" "$RB_SRC/observed.c" "$RB_SRC/replica.c"
}

# A replay build with source-based coverage of the Swift code (llvm-cov), to measure what a
# corpus reaches.
rb_build_coverage() {
    rb_swift coverage -Onone -profile-generate -profile-coverage-mapping
    rb_link coverage fuzz_replay -fprofile-instr-generate -fcoverage-mapping -- "$RB_SRC/fuzz_replay.c" \
        "$RB_SRC/fuzz_calls.c" "$RB_SRC/invariants.c" "$RB_SRC/observed.c" "$RB_SRC/replica.c"
}
