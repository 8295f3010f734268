# Shared helpers for the scripts in this folder.

# Prints a step's title, and how long the script's previous step took (to keep the test command's
# time in view: the steps' own seconds, not the machine's clock).
step() {
    [ -z "${_step_started:-}" ] || printf -- '-- (%ss)\n' "$((SECONDS - _step_started))"
    _step_started=$SECONDS
    printf '\n==> %s\n' "$*"
}

# --- Work beside a step ---------------------------------------------------------------------------
# A whole-module compile keeps one core of two busy; scripts/test runs some beside steps that leave
# the other idle. `beside LOG COMMAND...` starts COMMAND in the background, its output in LOG, and
# sets $beside_pid; `waited PID` waits for it and returns its status; `joined PID LOG WHAT` does so
# and, should it fail, shows LOG, tallies one failure and returns 1; `stop_beside` (on exit) stops
# what is still running and was not waited for, children included.
beside_pids=()
beside() {
    local log=$1; shift
    "$@" >"$log" 2>&1 &
    beside_pid=$!
    beside_pids+=("$beside_pid")
}
waited() {
    local status=0 pid kept=()
    wait "$1" || status=$?
    # Forgotten once waited for: its number may later belong to another process.
    for pid in "${beside_pids[@]}"; do [ "$pid" = "$1" ] || kept+=("$pid"); done
    beside_pids=("${kept[@]}")
    return "$status"
}
joined() {
    waited "$1" && return 0
    cat "$2"
    tally 0 1 "$3"
    return 1
}
stop_tree() {
    local child
    for child in $(pgrep -P "$1" 2>/dev/null); do stop_tree "$child"; done
    kill "$1" 2>/dev/null || true
}
stop_beside() {
    local pid
    for pid in "${beside_pids[@]}"; do stop_tree "$pid"; done
}

# Installs Debian packages that are missing (as root, or through sudo when available).
need_apt() {
    local missing=()
    for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# --- Test counts --------------------------------------------------------------------------------
# scripts/test ends with one total over every step, a line "N passed, M failed". It points
# FLOWLAYOUT_TALLY at a file; every step appends one line per test run to it, "PASSED FAILED WHAT":
#   tally PASSED FAILED WHAT          a count the step made itself (checks of a shell script, ...);
#   counted KIND COMMAND...           runs COMMAND, shows its output and tallies what its summary
#                                     line says (KIND: pytest, ctest, swift-testing, checks);
#   tally_log KIND LOGFILE WHAT       the same for output already saved in LOGFILE.
# A new step adds its tests to the total by running them through one of these. Outside scripts/test
# (FLOWLAYOUT_TALLY unset) they only run the command.
tally() {
    [ -n "${FLOWLAYOUT_TALLY:-}" ] || return 0
    echo "$1 $2 $3" >>"$FLOWLAYOUT_TALLY"
}

# The "PASSED FAILED" a tool's summary reports:
#   pytest         "1560 passed, 3 xfailed in 9.1s", "2 failed, 10 passed, 1 error in ..."
#   ctest          "100% tests passed, 0 tests failed out of 23"
#   swift-testing  "Test run with 250 tests in 30 suites passed after ...", failures: "Test name() failed after ..."
#   checks         "<name>: 1900 checks, 0 failures" (the C test programs' own summaries, summed)
tally_counts() {
    local kind=$1 log=$2
    case "$kind" in
        pytest)
            grep -E '[0-9]+ (passed|failed|errors?)' "$log" | tail -n 1 | awk '{
                p = 0; f = 0
                for (i = 2; i <= NF; i++) {
                    word = $i; gsub(/[^a-z]/, "", word); n = $(i - 1) + 0
                    if (word == "passed") p = n; else if (word == "failed" || word == "error" || word == "errors") f += n
                }
                print p, f }' ;;
        ctest)
            sed -nE 's/.*tests passed, ([0-9]+) tests? failed out of ([0-9]+).*/\2 \1/p' "$log" | tail -n 1 \
                | awk '{print $1 - $2, $2}' ;;
        swift-testing)
            awk '/Test run with [0-9]+ tests?/ { for (i = 1; i < NF; i++) if ($i == "with") { total = $(i + 1); break } }
                 /Test .* failed after/ && !/Test run with/ { failed++ }
                 END { if (total != "") print total - failed, failed + 0 }' "$log" ;;
        checks)
            sed -nE 's/.*: ([0-9]+) checks, ([0-9]+) failures?.*/\1 \2/p' "$log" \
                | awk '{p += $1 - $2; f += $2} END {print p + 0, f + 0}' ;;
        *) echo "tally_counts: unknown kind $kind" >&2; return 1 ;;
    esac
}

tally_log() {
    local counts
    counts=$(tally_counts "$1" "$2")
    [ -n "$counts" ] || counts="0 1"  # no summary line: the run did not finish
    # shellcheck disable=SC2086  # two numbers
    tally $counts "$3"
}

counted() {
    local kind=$1; shift
    local log status=0
    log=$(mktemp "${TMPDIR:-/tmp}/flowlayout-counted.XXXXXX")
    "$@" 2>&1 | tee "$log" || status=$?
    tally_log "$kind" "$log" "$(basename "$1") ${2:-}"
    rm -f "$log"
    return "$status"
}
