#!/bin/sh
# Runs the SDL2 example without a display and checks its pictures: narrow (the toolbar wraps, the
# mouse over a button), wide (fewer lines: the layouts follow the resize; the mouse over a slot), and
# narrow again with a slot dragged to another place and the focus moved with the keys.
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
# Drag the first slot to between the third and the fourth of the second line, then move the focus
# with the arrow keys and Tab (the slots' positions come from the 480-pixel picture's geometry).
drag=$("$python" -c '
import json, sys
slots = [s["frame"] for s in json.load(open(sys.argv[1]))["slots"]]
second = [f for f in slots if f[1] > slots[0][1]]
a, b = second[2], second[3]
print(f"{slots[0][0] + 5},{slots[0][1] + 5}:{(a[0] + a[2] + b[0]) // 2},{a[1] + a[3] // 2}")' "$out/toolbar.png.json")
keys=right,right,down,left,up,up,tab,down,right,right,right,right,right,right,down
run --screenshot "$out/inventory-keys.png" --width 480 --height 300 --drag "$drag" --keys "$keys"
"$python" "$checker" "$out/inventory-keys.png" --min-lines 3 --drag "$drag" --keys "$keys"
