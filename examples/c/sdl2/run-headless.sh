#!/bin/sh
# Runs the SDL2 example without a display and checks its pictures: narrow (the toolbar wraps, the
# mouse over a button) and wide (fewer lines: the layouts follow the resize; the mouse over a slot).
# Usage: run-headless.sh <flowlayout-sdl2-toolbar> <python3> <check_screenshot.py> <output dir>
# The narrow picture is the one examples/c/sdl2/toolbar.png shows.
set -eu
program=$1 python=$2 checker=$3 out=$4
run() {
    # The offscreen driver renders without a display; older SDL builds only have the dummy one.
    SDL_VIDEODRIVER=offscreen "$program" "$@" 2>"$out/sdl2-stderr.txt" \
        || SDL_VIDEODRIVER=dummy "$program" "$@" || { cat "$out/sdl2-stderr.txt" >&2; return 1; }
}
run --screenshot "$out/toolbar.png" --width 480 --height 300 --mouse 60,30
"$python" "$checker" "$out/toolbar.png" --mouse 60,30 --min-lines 3
run --screenshot "$out/toolbar-wide.png" --width 900 --height 260 --mouse 330,130
"$python" "$checker" "$out/toolbar-wide.png" --mouse 330,130 --max-lines 2
