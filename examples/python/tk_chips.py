"""Tkinter: tag buttons that wrap with the window's width, two lines at most, then "+N more".

    xvfb-run python examples/python/tk_chips.py -o tk_chips.png    (or without -o: a window)

``flowlayout.tk.FlowFrame`` is a ``tkinter.Frame`` that places its children in wrapping lines:
make widgets in it, pack the frame with ``fill="x"``, and it asks for the height its lines need.
The screenshot (``-o``) needs Pillow and an X display (exit status 3 without one).
"""

from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence

TAGS = ["swift", "layout", "c-abi", "python", "flexbox", "wrap", "chips", "tags", "toolbar", "gallery",
        "paragraph", "breadcrumbs", "rtl", "baseline", "columns", "embedded", "wasm", "cmake"]


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--output", help="write a screenshot here (PNG) instead of opening a window")
    args = parser.parse_args(argv)
    import tkinter

    from flowlayout.tk import FlowFrame

    try:
        root = tkinter.Tk()
    except tkinter.TclError as error:
        print(f"no display for Tk: {error}", file=sys.stderr)
        return 3
    root.configure(background="white")
    root.geometry("440x190+0+0")
    for direction in ("ltr", "rtl"):
        title = tkinter.Label(root, text="left to right" if direction == "ltr" else "right to left",
                              background="white", anchor="w" if direction == "ltr" else "e")
        title.pack(fill="x", padx=10)
        chips = FlowFrame(root, item_spacing=6, line_spacing=6, max_lines=2, direction=direction,
                          overflow=lambda frame: tkinter.Label(frame, foreground="#4e79a7", background="white"),
                          frame={"background": "white"})
        for tag in TAGS:
            tkinter.Label(chips, text=tag, background="#e4eee4", foreground="#1e3c1e", relief="solid",
                          borderwidth=1, padx=8, pady=2)
        chips.pack(fill="x", padx=10, pady=(0, 10))
    if not args.output:
        root.mainloop()
        return 0
    for _ in range(5):
        root.update_idletasks()
        root.update()
    from PIL import ImageGrab

    x, y = root.winfo_rootx(), root.winfo_rooty()
    image = ImageGrab.grab(bbox=(x, y, x + root.winfo_width(), y + root.winfo_height()))
    image.save(args.output)
    root.destroy()
    return 0


if __name__ == "__main__":
    sys.exit(main())
