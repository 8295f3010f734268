/*
 * flowlayout.h — the C interface of libflowlayout, a flow-layout engine.
 *
 * CONTENTS
 *   This comment is the manual: INTRODUCTION (lifecycle, an example, units, axes, errors,
 *   ownership, threading, versioning, linking), THE ALGORITHM, THE FLEX ITEM MODEL, LINE FEATURES.
 *   The declarations follow, by concept:
 *     1. Version and limits ........ FLOWLAYOUT_VERSION*, FLOWLAYOUT_MAX_*, flow_layout_version
 *     2. Types ..................... flow_layout_t, flow_size, flow_rect, flow_edges
 *     3. Handles, errors, memory ... create, destroy, status codes, last_error, allocators
 *     4. Options ................... every option with its values, each line feature beside the
 *                                    option it modifies (separator, pretty breaking, "+N more",
 *                                    last-line justification, line fill), the flex item model's
 *                                    padding and reverse; lanes (masonry): set_lanes,
 *                                    set_lane_tolerance
 *     5. Items ..................... set_items, set_measure, set_measure_range, invalidate_item
 *     6. Per-item inputs ........... flags, grow, baselines, guides, spacing preferences; margins,
 *                                    limits, shrink, align-self of the flex item model; lane spans
 *     7. Arranging ................. size_that_fits, arrange, first_fitting
 *     8. Results ................... sizes, frames, lines, visible count, overflow frame,
 *                                    separators; lanes (flow_lane, flow_layout_lanes,
 *                                    lane_of_item); item_at, line_of_item, lines_in_range;
 *                                    navigation and drag: FLOW_NAV_*, neighbor, insertion_point
 *     9. Embedding ................. set_measure_ex, set_item_size, arrange_into, arrange_batch
 *
 * ===================================================================================================
 * INTRODUCTION
 * ===================================================================================================
 *
 * A flow layout puts a sequence of boxes ("items") into lines that wrap: chips and tags, toolbars,
 * photo galleries, inline boxes, word boxes. It is CSS `flex-wrap` for fixed-size or measured items,
 * SwiftUI's wrapping HStack and its vertical twin. Options also make it a plain one-line stack
 * (FLOW_WRAP_NONE), a "balanced" stack whose items all take the size of the largest one
 * (flow_layout_set_uniform_size), and a chooser of the first of several layouts that fits
 * (flow_layout_first_fitting).
 *
 * Lifecycle of a handle
 *   1. flow_layout_t *h = flow_layout_create();            one handle per container
 *   2. flow_layout_set_axis(h, ...), ..._set_spacing(...)   options (every option has a default)
 *   3. flow_layout_set_items(h, sizes, n)                   or flow_layout_set_measure(h, n, fn, ud)
 *      flow_layout_set_item_grow(h, ...), ...               optional per-item inputs
 *   4. flow_layout_arrange(h, width, height)                computes the layout
 *   5. flow_layout_frames(h, &n), flow_layout_lines(h, &n), flow_layout_get_size(h, &size)
 *   6. repeat 2-5 as the container or its items change; arranging again with unchanged inputs
 *      and bounds costs O(1); for one changed item, flow_layout_set_item_size lets the next
 *      arrange keep the lines before it (see flow_layout_set_item_size for when)
 *   7. flow_layout_destroy(h)
 *
 * Example: three 40x20 tags in a row 100 points wide, 8-point gaps (the defaults)
 *     flow_size tags[3] = {{40, 20}, {40, 20}, {40, 20}};
 *     flow_layout_t *row = flow_layout_create();
 *     if (flow_layout_set_items(row, tags, 3) != FLOW_OK || flow_layout_arrange(row, 100, NAN) != FLOW_OK)
 *         fprintf(stderr, "%s\n", flow_layout_last_error(row));
 *     size_t n;
 *     const flow_rect *frames = flow_layout_frames(row, &n);
 *     // frames: {0,0,40,20} {48,0,40,20} {0,28,40,20}  (the third tag wraps to a second line)
 *     flow_layout_destroy(row);
 *
 * Units and coordinates
 *   All lengths are floats in points (any unit you like, as long as it is the same everywhere).
 *   Frames are in the container's coordinate system: the origin is the container's top-left
 *   corner, x grows to the right and y grows down. Bounds: a width or height that is NaN or
 *   +infinity means "unspecified" (the layout takes the size of its content along that axis);
 *   negative values and -infinity are invalid.
 *
 * Same results on every machine
 *   The same calls give the same results, bit for bit, on every machine the library is built for:
 *   Linux on x86-64 and on aarch64, and wasm32 (the JavaScript binding's flowlayout.wasm). Every
 *   float and double operation is rounded as IEEE 754 prescribes, in an order fixed by the source:
 *   no fused multiply-add, no C-library math, nothing that depends on the processor. Callbacks
 *   that answer the same make the same layouts everywhere. (The tests compare every result of
 *   thousands of random layouts across the three machines.)
 *
 * Main and cross axis
 *   Items flow along the *main* axis inside a line: x for FLOW_AXIS_HORIZONTAL (rows), y for
 *   FLOW_AXIS_VERTICAL (columns). Lines stack along the *cross* axis, the other one. The
 *   descriptions below speak of main/cross; "start" along the main axis is the left edge in rows
 *   (right edge with FLOW_DIRECTION_RTL) and the top edge in columns; "cross-start" is the top of a
 *   row and the left of a column (mirrored by FLOW_WRAP_REVERSE and, for columns, by RTL).
 *
 * Errors
 *   Every function that returns `int` returns a status: FLOW_OK (0) or one of the FLOW_ERROR_*
 *   codes. A failed call changes nothing: the handle keeps its previous options, items and
 *   results. It records a message that says what was wrong, readable with
 *   flow_layout_last_error(); flow_status_string() names a status. No input, however bad,
 *   crashes or aborts the host process: NULL pointers, NaN, infinities, negative sizes, unknown
 *   enum values, mismatched or absurd counts are all reported as statuses, and so is running out
 *   of memory (FLOW_ERROR_OUT_OF_MEMORY; the handle keeps everything and works again once memory
 *   is back). A destroyed handle is refused with FLOW_ERROR_INVALID_ARGUMENT where it can be told
 *   (see "Memory and handle lifetime" below for exactly when). Other pointers that are not NULL
 *   but do not point to what the function expects (an array shorter than its count, a pointer that
 *   never was a handle) cannot be detected and are undefined behaviour, as everywhere in C.
 *
 * Ownership of results
 *   Arrays returned by the library (flow_layout_frames, flow_layout_lines) and strings returned by
 *   flow_layout_last_error are owned by the handle. They stay valid and unchanged until the next
 *   call that takes the handle as a non-const `flow_layout_t *` (or flow_layout_destroy); copy
 *   them if you need them longer. Functions that take a `const flow_layout_t *` never change the
 *   handle. Arrays you pass in are copied before the call returns; you keep ownership of them.
 *
 * Threading
 *   A handle is not thread-safe: calls that modify it must not run at the same time as any other
 *   call on it. Several threads may call the const functions on one handle at once while no
 *   thread modifies it. Handles share no state: different handles may be used from different
 *   threads at the same time without locking. The library has no global mutable state.
 *
 * Versioning
 *   FLOWLAYOUT_VERSION is the version of this header, flow_layout_version() the version of the
 *   library loaded at run time, both as major*10000 + minor*100 + patch. Libraries with the same
 *   major version are ABI compatible: a program built against x.y runs with any x.z where z >= y.
 *   Names, enum values and status codes never change meaning; new ones are only appended. The
 *   shared library's soname carries the major version (libflowlayout.so.1 for 1.y.z).
 *
 * Linking
 *   libflowlayout.so needs nothing but the C library, glibc 2.17 or later, and exports only the
 *   flow_* functions (pkg-config flowlayout; CMake FlowLayout::flowlayout). libflowlayout.a is one
 *   object whose only global symbols are flow_*, so nothing in it clashes with a program's own
 *   names; it needs only the C library, also in fully static programs (pkg-config --static
 *   flowlayout; CMake FlowLayout::flowlayout_static).
 *
 * ===================================================================================================
 * THE ALGORITHM — what a layout does
 * ===================================================================================================
 *
 * Sizes
 *   Each item has a size (main m, cross c), from flow_layout_set_items or from the measure
 *   callback (see "Measuring" below). With uniform size on, every item takes the largest width and
 *   the largest height found among all items.
 *
 * Line breaking (FLOW_BREAK_GREEDY, the default)
 *   Items are walked in order; each line takes as many items as fit. Item i starts a new line when
 *   the current line is not empty and any of these holds:
 *     - the line's length + gap + m_i exceeds the main bound (an exact fit stays on the line; a
 *       tiny tolerance absorbs rounding);
 *     - item i has FLOW_ITEM_BREAK_BEFORE, or item i-1 has FLOW_ITEM_BREAK_AFTER;
 *     - the line already holds max_items_per_line items.
 *   A line always takes at least one item: an item longer than the main bound sits alone on its
 *   line and overflows. With an unspecified main bound, only flags and max_items_per_line break
 *   lines. With FLOW_WRAP_NONE everything is one line, whatever the flags and max_items_per_line.
 *   Lines past max_lines are dropped: their items are hidden and get the frame {0, 0, 0, 0}. The
 *   visible items are always a prefix of the items; flow_layout_visible_count() says how many.
 *
 * Balanced line breaking (FLOW_BREAK_BALANCE, min_lines)
 *   With FLOW_BREAK_BALANCE (CSS Flexbox 2 `flex-wrap: balance`) lines are made even instead of
 *   greedy. Among all the ways to break the items into lines that fit the main bound, the engine
 *   picks the one with the smallest sum, over every line including the last, of the squared
 *   slack (bound - line length)^2, where a line's length counts its items and the gaps between
 *   them; an item longer than the bound may sit alone at no cost. Ties go to the latest breaks
 *   (the last line as short as possible, then the one before it...); costs are exact on a grid of
 *   1/64 point, so lengths that are multiples of 1/64 tie exactly. The result has had greedy's
 *   number of lines in every case tried. With min_lines N > 0, when greedy breaking needs fewer than
 *   K = min(N, item count) lines, the bound is replaced by the smallest length at which the items
 *   can be broken into K lines, and the items are balanced into exactly K lines against it.
 *   Forced breaks (flags) split the items into segments balanced separately, max_items_per_line
 *   limits which lines fit, and max_lines hides lines after breaking, as with greedy breaking.
 *   With an unspecified main bound the lines are greedy's (one per segment), but min_lines still
 *   applies. Growth, justification, alignment and mirroring then apply to the lines as usual.
 *   When every item has one length and every gap another (as the costs measure them), the lines
 *   hold floor(n / k) or one more items each, the longer lines first. Cost: O(n log m) for n items
 *   and at most m items per line, plus a search for the narrowest length when min_lines asks for
 *   more lines than greedy breaking makes.
 *
 * Growth
 *   In each line, free = main bound - (sum of m + gaps). When free > 0 and the grow weights of
 *   the line's items sum to G > 0, item i grows by free * grow_i / max(1, G), as CSS
 *   `flex-grow` (weights summing to less than 1 leave part of the space free). With an
 *   unspecified main bound the layout is as long as its longest line, and shorter lines (made by
 *   forced breaks, max_items_per_line or min_lines) grow to that length, as browsers do; a
 *   single line does not grow.
 *
 * Justification (main axis, per line, on the space left after growth)
 *   start, center, end, space-between, space-around, space-evenly as CSS `justify-content`.
 *   Fallbacks: space-between with one item or no free space acts as start; space-around and
 *   space-evenly with one item act as center, and with negative free space (an overflowing line)
 *   the line starts at the container's start edge and overflows at its end ("safe" center).
 *   `center` itself is not safe: an overflowing centered line sticks out on both sides.
 *
 * Alignment inside a line (cross axis)
 *   Each item has a *guide*, an offset from its cross-start edge: 0 for start, c/2 for center, c
 *   for end, its first baseline for first-baseline, its last baseline for last-baseline. Guides
 *   can be overridden per item (flow_layout_set_item_guides). The items of a line are placed so
 *   that their guides line up; the line's cross size is max(guide) + max(c - guide), the union of
 *   the aligned boxes. Baselines are offsets from the item's physical top edge (left edge in
 *   columns); an item without a baseline uses its bottom (right) edge, as CSS does for a box
 *   without text, and a baseline may lie outside its box. When a line is taller than its aligned
 *   group (align-content stretch), the group sits at the line's cross-start for start and
 *   first-baseline, in its middle for center, and at its cross-end for end and last-baseline.
 *   FLOW_ALIGN_STRETCH: the line's cross size is the largest c and every item takes that cross
 *   size.
 *
 * Lines in the container (align-content, cross axis)
 *   The content's cross size is the sum of the lines' cross sizes plus the line gaps. With a
 *   specified cross bound, the free space (bound - content) is distributed as CSS
 *   `align-content`: start, center, end, space-between, space-around, space-evenly, stretch
 *   (extra space shared equally by the lines; items then align inside their taller line).
 *   Fallbacks: space-between with one line or no free space, and stretch with negative free
 *   space, act as start; space-around and space-evenly with negative free space put the lines at
 *   the container's physical start edge (the top for rows; for columns the left edge, or the
 *   right one with RTL), even under FLOW_WRAP_REVERSE. A wrapping layout with one line is still
 *   multi-line: align-content applies and the line keeps its own cross size. With FLOW_WRAP_NONE
 *   and a specified cross bound, the single line's cross size is the bound (as a CSS single-line
 *   flex container). With an unspecified cross bound there is no free space.
 *
 * Mirrors
 *   FLOW_WRAP_REVERSE flips the cross axis: lines stack from the cross end, and each line's
 *   cross-start is its far side, so start and end alignment swap (CSS `wrap-reverse`). Baselines
 *   are not flipped: baseline-aligned items still line up their baselines; the group packs toward
 *   the line's flipped cross-start (the bottom of a row) for first-baseline and toward its
 *   cross-end for last-baseline. FLOW_DIRECTION_RTL mirrors the x axis: rows run right to left and
 *   columns stack from the right (CSS `direction: rtl`). Baselines of columns stay measured from
 *   the item's physical left edge under RTL (as Chromium does); the baseline group then packs
 *   toward the line's right (cross-start) edge.
 *
 * Spacing
 *   item_spacing is the gap between neighbours in a line, line_spacing the gap between lines
 *   (8 points each by default). NaN makes a gap automatic: it comes from the items' spacing
 *   preferences (flow_layout_set_item_spacing), and is 8 points when none were given. Each item
 *   prefers some space on each side: leading and trailing are its sides along x as the direction
 *   reads them (leading is the left side, the right side with FLOW_DIRECTION_RTL), top and bottom
 *   its sides along y. A gap is the larger of the preferences that face each other across it:
 *   between neighbours in a row, the first item's trailing and the second's leading; in a column,
 *   the first's bottom and the second's top. Between two lines, the largest preference of any
 *   item of either line on the facing sides (the upper row's bottoms and the lower row's tops;
 *   for columns, their leading and trailing sides), facing physically under FLOW_WRAP_REVERSE.
 *
 * Pixel snapping
 *   With a pixel scale s > 0 (e.g. 2 for a 2x display), every edge is rounded to the nearest
 *   multiple of 1/s, and a frame's size is its rounded far edge minus its rounded near edge, so
 *   neighbours never gain or lose a pixel between them. 0 turns snapping off.
 *
 * Measuring (items whose size depends on the space offered: text, images)
 *   flow_layout_set_measure() gives the item count and a callback instead of sizes. The engine
 *   first asks each item its ideal size with the proposal NaN x NaN (both unspecified). When an
 *   item's ideal main size exceeds a specified main bound, it is asked again with the proposal's
 *   main component set to the bound (and the cross one NaN), so text can wrap. Each item's ideal
 *   size is cached, and so are its answers to the last two bounds it was asked with, until the
 *   items are set again or flow_layout_invalidate_item() names it: changing only the bounds asks
 *   again only the items whose ideal main size exceeds the new bound and that were not asked with
 *   it among their last two (so a resize and back asks nothing again). An answer that is NaN,
 *   negative or infinite fails the arrange with FLOW_ERROR_MEASURE, naming the item.
 *   flow_layout_set_measure_range() takes a callback that answers a run of items in one call
 *   (the first arrange asks the ideal sizes 4,096 items a call): the same questions, fewer calls.
 *
 * Sizing (as SwiftUI's Layout)
 *   flow_layout_size_that_fits(W, H) reports the size the layout wants: along main, the larger of
 *   the main bound and the longest line when the bound is specified, the longest line otherwise;
 *   along cross, the content's cross size. flow_layout_arrange(W, H) places the items in the
 *   bounds (W, H); its size (flow_layout_get_size) is the bounds with unspecified parts replaced
 *   by the content's size. flow_layout_get_content_size is the extent of the lines themselves.
 *
 * Caching
 *   Arranging again with the same inputs and bounds does no work. Changing only the bounds
 *   re-measures nothing that is cached.
 *
 * ===================================================================================================
 * THE FLEX ITEM MODEL — padding, margins, min/max limits, shrink, align-self, hidden, reverse
 * ===================================================================================================
 *
 * CSS flexbox for one container, checked against Chromium (box-sizing: border-box items; the
 * sizes you give are border boxes). Every input below has a default that keeps the results
 * described in "THE ALGORITHM" above, bit for bit: a layout that sets none of them, or sets them
 * to their defaults (margins 0, no limits, shrink 0, FLOW_ALIGN_AUTO, no hidden or no-stretch
 * flags, padding 0, reverse 0), gives exactly the results of one that never set them.
 * With any of them set, an arrange runs these steps:
 *
 *   1. Content box. The bounds minus the padding (never below 0) are the bounds the algorithm
 *      above works in; frames, lines, separators and the overflow indicator's frame are then
 *      offset by the left and top padding (a float addition to each coordinate; with pixel
 *      snapping, before the edges are snapped), and the sizes reported (size_that_fits,
 *      get_size) include the padding. An unspecified bound is content + padding.
 *      flow_layout_get_content_size stays the extent of the lines (without padding). Padding
 *      alone costs one pass over the results.
 *   2. Outer hypothetical sizes. Each item's size is clamped to its limits (a minimum above the
 *      maximum wins); its margins are added (auto margins count 0). Hidden items (FLOW_ITEM_HIDDEN,
 *      CSS display: none) take no part: no space, no gap, no line; their frame is {0, 0, 0, 0}.
 *      A hidden item belongs to the line of the nearest visible item before it (items before the
 *      first visible one belong to the first line); its break flags are ignored. When every item
 *      is hidden there is no line (flow_layout_lines gives 0; the visible count is the item count).
 *   3. Lines are broken on the outer sizes, as above (greedy, balanced or pretty; flags;
 *      limits). Balanced and pretty breaking search over outer sizes clamped to 0 (a negative
 *      margin can make one negative); the lines they make fit the content box all the same,
 *      and flow_line.main_size is measured from the real outer sizes.
 *   4. Resolve flexible lengths (CSS flexbox §9.7), per line. When the outer sizes leave room the
 *      items grow by their grow weights, else they shrink by shrink weight x given main size;
 *      an item that its min or max stops is frozen there and the others are flexed again. When
 *      the weights of the unfrozen items sum below 1, only that share of the line's initial free
 *      space is distributed.
 *   5. Main-axis auto margins share the line's remaining positive free space equally; then
 *      justification applies to what is left (none when an auto margin took it). With free space
 *      <= 0 auto margins are 0.
 *   6. Cross axis, per item (align-self, or the layout's align-items for FLOW_ALIGN_AUTO): the
 *      line's cross size is the largest of each baseline group's (largest ascent + largest
 *      descent, measured on the margin box: margin-top + baseline), the guide-override group's,
 *      and every other item's outer cross size. Other items align alone in the line: start,
 *      center, end on their margin boxes; stretch takes the line's cross size minus the cross
 *      margins, clamped by the limits (items with FLOW_ITEM_NO_STRETCH, whose cross size is
 *      definite, stay at start). Cross auto margins override the alignment (and take the item out
 *      of baseline groups): they share the free space, or with none the item sits at the line's
 *      cross-start edge (top; for columns left, or right in RTL). Item baselines are measured
 *      from the item's border-box top (left in columns); a missing one is its clamped cross size.
 *   7. Reverse (CSS row-reverse / column-reverse): lines fill in item order as always, but each
 *      line runs from the main end: main-start and main-end swap for justification, margins and
 *      growth order. The overflow fallback of space-around and space-evenly still starts at the
 *      physical start (left, right in RTL, top). Then wrap-reverse and RTL mirror as above,
 *      padding offsets, and pixel snapping rounds the final edges.
 *
 * flow_line.main_size counts the items' outer sizes after flexing plus the gaps (separators
 * included). The line features (pretty breaking, last-line justification, scale fill, the
 * overflow indicator, separators) apply as well: see "With the flex item model" in LINE FEATURES.
 *
 * ===================================================================================================
 * LINE FEATURES — pretty breaking, last-line justification, scale fill, "+N more", separators
 * ===================================================================================================
 *
 * Each is off by default; a layout that uses none of them gives exactly the results it gave
 * before they existed. Every one of them applies to layouts that use the flex item model too
 * (see "With the flex item model" below).
 *
 * Pretty line breaking (FLOW_BREAK_PRETTY; paragraph quality, CSS `text-wrap: pretty` in spirit)
 *   Balanced breaking counts the last line's emptiness, so it makes every other line ragged to
 *   fill the last one. Pretty breaking minimises the sum over every line but the last of
 *   (M - L)^2, plus max(0, M/3 - L)^2 for the last line: a last line at least a third full costs
 *   nothing. M is the main bound, L a line's items plus the gaps between them. Everything else is
 *   as for FLOW_BREAK_BALANCE: only lines that fit are considered (an item longer than M sits
 *   alone at no cost), ties go to the latest break, lengths are exact on the 1/64-point grid (the
 *   M/3 comparison too, as 3 L against M in integers), max_items_per_line limits lines, and
 *   forced breaks split the items into segments broken separately, each with its own last line.
 *   The number of lines is free (min_lines does not apply); an unspecified main bound gives
 *   greedy's lines. With items of one length and gaps of one length, the lines before the last
 *   hold floor(r / k) or one more of their r items, the longer first, and the last the count that
 *   costs least. Cost: O(n log m) for n items and at most m per line, as balance.
 *
 * Which line is "last"
 *   The line holding the last item (with the overflow indicator shown, the indicator's line).
 *   When max_lines hides it, no visible line is last. A line is "forced-ended" when a flag
 *   separates it from the next item (FLOW_ITEM_BREAK_AFTER on its last item or
 *   FLOW_ITEM_BREAK_BEFORE on the next). With FLOW_WRAP_NONE the single line is the last line.
 *
 * With the flex item model (padding, margins, limits, shrink, align-self, hidden items, reverse)
 *   The line features work on the items' margin boxes, as if a separator or the indicator were
 *   one more box in the flex line:
 *   - Hidden items (FLOW_ITEM_HIDDEN) are not items for the line features: no separator or gap
 *     beside them, their break flags end no line, the last item is the last one not hidden, and
 *     the indicator's hidden_count counts only the items it hides that are not FLOW_ITEM_HIDDEN.
 *   - Separators: the gap between the margin boxes of neighbours becomes g + separator + g (for
 *     line breaking too). Each rect is centred along main between the two margin boxes as placed
 *     (an auto margin belongs to its item's margin box, so the separator stays beside the
 *     neighbour on that margin's side; the boxes are the frames as placed and snapped, widened
 *     by the margins) and across in the line's cross extent; reverse and RTL mirror it with the
 *     items.
 *   - Last-line justification: the line's items flex first (grow, shrink, limits), main-axis auto
 *     margins take the free space next, as on every line, and justify_last places what is left.
 *   - Scale fill: line j's items are scaled by s_j = (M - gaps_j - the sum of their main margins)
 *     / (the sum of their hypothetical main sizes, the sizes clamped to their min and max), along
 *     both axes: the hypothetical main size, the clamped cross size, and the baselines and guide
 *     overrides (measured from the margin edge, which stays where it is). Margins and padding are
 *     not scaled; auto margins count as 0. Nothing grows or shrinks in this mode, and the limits
 *     are not applied again after scaling (a scaled item may end below its min or above its max),
 *     but a stretched item still stretches to its line within its cross limits. A line whose s_j
 *     exceeds max_scale keeps its sizes; auto margins and justification then place its free space.
 *   - Overflow indicator: n and k count the items not hidden. The indicator is laid out as one
 *     more item after item k-1: no margins, no limits, growth and shrink 0, align-self auto (the
 *     layout's align_items with default guides; FLOW_ALIGN_STRETCH stretches it), no flags. Under
 *     reverse it sits at the line's main end, as a last item does. flow_layout_visible_count() is
 *     the index of the first item it hides, so hidden items just before that stay with the last
 *     line (and count in its item_count).
 */
#ifndef FLOWLAYOUT_H
#define FLOWLAYOUT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ============================================================================================== */
/* 1. Version and limits                                                                          */
/* ============================================================================================== */

#define FLOWLAYOUT_VERSION_MAJOR 1
#define FLOWLAYOUT_VERSION_MINOR 0
#define FLOWLAYOUT_VERSION_PATCH 0
/** This header's version: major*10000 + minor*100 + patch. Compare with flow_layout_version(). */
#define FLOWLAYOUT_VERSION \
    (FLOWLAYOUT_VERSION_MAJOR * 10000 + FLOWLAYOUT_VERSION_MINOR * 100 + FLOWLAYOUT_VERSION_PATCH)

/**
 * The largest item count a layout accepts (2^26 = 67,108,864 items). Larger counts fail with
 * FLOW_ERROR_OUT_OF_MEMORY without allocating anything.
 */
#define FLOWLAYOUT_MAX_ITEMS 67108864u

/**
 * The most items a range measure callback (flow_measure_range_fn) is asked in one call: 4,096,
 * 32 KB of answers, still in cache when the engine checks them and lays them out.
 */
#define FLOWLAYOUT_MAX_MEASURE_RUN 4096u

/**
 * The largest length accepted as an input, in points (1e9): sizes, spacing, baselines and guides
 * (in magnitude), grow weights, pixel scale. Larger values fail with FLOW_ERROR_INVALID_ARGUMENT,
 * as do sizes the measure callback answers (FLOW_ERROR_MEASURE). Bounds may be larger.
 *
 * Largest coordinate. Positions are computed in double precision and stored once as floats, so
 * a frame is as exact as a float allows where it lies: to 1/64 point up to 131,072 points from
 * the origin, and to 24 significant bits beyond (a million items of 100 points end near 1e8,
 * exact to 8 points). Bounds above about 1e15 points make positions measured from the far edge
 * (right to left, end, center) lose their fractions even in double precision; keep bounds below
 * that.
 */
#define FLOWLAYOUT_MAX_LENGTH 1e9f

/**
 * The most lanes a layout has (flow_layout_set_lanes): a larger count fails with
 * FLOW_ERROR_INVALID_ARGUMENT, and auto-fill stops at this many.
 */
#define FLOWLAYOUT_MAX_LANES 65536u

/** The loaded library's version, major*10000 + minor*100 + patch (1.0.0 is 10000). */
uint32_t flow_layout_version(void);

/* ============================================================================================== */
/* 2. Types                                                                                       */
/* ============================================================================================== */

/** An opaque layout handle. Create with flow_layout_create, free with flow_layout_destroy. */
typedef struct flow_layout flow_layout_t;

/** A width and a height, in points. */
typedef struct flow_size {
    float width;
    float height;
} flow_size;

/** A box in container coordinates (origin top-left, y down), in points. */
typedef struct flow_rect {
    float x;
    float y;
    float width;
    float height;
} flow_rect;

/** Physical edge lengths (padding, margins), in points. */
typedef struct flow_edges {
    float top;
    float right;
    float bottom;
    float left;
} flow_edges;

/* ============================================================================================== */
/* 3. Handles, errors and memory                                                                  */
/* ============================================================================================== */

/* ---------------------------------------------------------------------------------------------- */
/* Handles                                                                                        */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Creates a layout with default options and no items: a wrapping row, 8-point gaps, everything
 * start-aligned, greedy breaking, no limits, no snapping.
 * Returns NULL only when memory is exhausted. Free it with flow_layout_destroy.
 */
flow_layout_t *flow_layout_create(void);

/**
 * Frees a handle and everything it owns (results, strings). NULL is a no-op. Called from inside
 * the handle's own measure callback, the destruction is deferred until the arrange returns.
 */
void flow_layout_destroy(flow_layout_t *layout);

/* ---------------------------------------------------------------------------------------------- */
/* Status codes (every `int` result). Values are stable; new codes are only appended.             */
/* ---------------------------------------------------------------------------------------------- */

enum {
    /** Success. */
    FLOW_OK = 0,
    /** A required pointer (the handle, an output, an array with a non-zero count, a callback) is NULL. */
    FLOW_ERROR_NULL = 1,
    /** A value is out of its domain: an unknown enum value, a negative, infinite or NaN length where
        a length is required, a count that does not match the item count, an index out of range. */
    FLOW_ERROR_INVALID_ARGUMENT = 2,
    /** Memory could not be allocated, or a count exceeds FLOWLAYOUT_MAX_ITEMS. */
    FLOW_ERROR_OUT_OF_MEMORY = 3,
    /** The measure callback answered a NaN, negative or infinite size. */
    FLOW_ERROR_MEASURE = 4,
    /** A result was asked for before the handle was arranged successfully. */
    FLOW_ERROR_NOT_ARRANGED = 5
};

/**
 * A static, NUL-terminated English name for a status, such as "FLOW_ERROR_NULL: a required
 * pointer is NULL". Unknown values give "unknown status". Never returns NULL; the string lives as
 * long as the library is loaded.
 */
const char *flow_status_string(int status);

/**
 * The message of the most recent failed call on this handle, e.g.
 * "flow_layout_set_items: item 3: sizes must be finite and non-negative".
 * Empty ("") when no call has failed yet; a successful call leaves it as it was. For a NULL
 * handle, a static message saying so. Never returns NULL. Owned by the handle: valid until the
 * next non-const call on it. Functions that take a const handle do not record messages.
 */
const char *flow_layout_last_error(const flow_layout_t *layout);

/* ---------------------------------------------------------------------------------------------- */
/* Memory and handle lifetime                                                                     */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Where a handle's memory comes from (flow_layout_create_with_allocator).
 *
 * allocate(context, size, alignment): return `size` bytes aligned to `alignment` (a power of two,
 *   at most 16), or NULL when there is no memory. `size` is never 0.
 * release(context, pointer, size): take back a block allocate returned; `size` is the size it was
 *   asked for (so arenas and budgets need no bookkeeping of their own).
 * context: passed to both, untouched.
 *
 * Both are called only during calls on a handle made with this allocator (create, setters,
 * arrange, size_that_fits, first_fitting, arrange_into, arrange_batch, destroy), on the thread
 * making the call.
 * The struct is copied by flow_layout_create_with_allocator; the functions and the context must
 * stay usable until the handle is destroyed.
 */
typedef struct {
    void *(*allocate)(void *context, size_t size, size_t alignment);
    void (*release)(void *context, void *pointer, size_t size);
    void *context;
} flow_allocator;

/**
 * Creates a layout as flow_layout_create does, whose memory all comes from `allocator`: every
 * byte the handle ever uses, the handle itself included (one block for the handle, its error
 * message and its bookkeeping; then one block per input, cache, scratch and result array, grown
 * when the item count grows and reused otherwise; flow_layout_arrange_batch adds a scratch layout
 * of its own, kept until destroy). The library allocates nothing else, ever: no
 * global state, no hidden allocation by the language runtime. Everything goes back through
 * `release` by flow_layout_destroy, so after destroy the allocator has every block back.
 * flow_layout_first_fitting with more than 8 candidates borrows one temporary block from the first
 * candidate's allocator.
 *
 * Returns NULL when `allocator`, its allocate or its release is NULL, or when allocate returns NULL
 * for the handle's block.
 *
 * Out of memory, everywhere: when allocate returns NULL during a call, that call returns
 * FLOW_ERROR_OUT_OF_MEMORY (the message reads "<function>: out of memory...") and changes nothing —
 * the handle keeps its options, inputs and results bit for bit — and the same call succeeds once
 * allocate succeeds again. Never FLOW_OK with lost data. One block is optional: the record that
 * lets the next arrange after flow_layout_set_item_size redo only the lines from the changed item
 * on; a call that arranges and cannot get it still succeeds with the same results, and that next
 * arrange redoes every line. flow_layout_create uses the C library (posix_memalign and free) with
 * the same guarantees.
 */
flow_layout_t *flow_layout_create_with_allocator(const flow_allocator *allocator);

/*
 * Destroyed handles (best effort). Each handle's block carries a tag that flow_layout_destroy
 * overwrites just before the block goes back to the allocator. Every function that takes a handle
 * checks it first, so a call on a destroyed handle
 *   - returns FLOW_ERROR_INVALID_ARGUMENT (status functions), NULL with *count = 0
 *     (flow_layout_frames, flow_layout_lines) or 0 (flow_layout_visible_count), and never FLOW_OK;
 *   - flow_layout_last_error answers "destroyed handle: ...";
 *   - flow_layout_destroy again is a no-op (no double free);
 *   - a destroyed handle among flow_layout_first_fitting's candidates fails the call with
 *     FLOW_ERROR_INVALID_ARGUMENT.
 * This holds while the allocator has not handed the block out again. Once it has, the pointer
 * points into someone else's memory: if that memory is a new handle, calls act on the new handle;
 * otherwise the tag is almost surely wrong and the call is refused, but nothing is guaranteed.
 * The check reads memory already given back, so memory checkers (AddressSanitizer, valgrind)
 * report such a call as a use after free: it is a bug in the caller that the library survives,
 * not a supported way to use a handle.
 *
 * Callbacks and longjmp. Leaving a measure callback other than by returning (longjmp, a C++
 * exception, thread cancellation) is not supported: the handle stays marked as being arranged, so
 * every later call that would modify it fails with FLOW_ERROR_INVALID_ARGUMENT and
 * flow_layout_destroy on it only marks it for a destruction that never comes (its memory leaks);
 * other handles are unaffected. A C++ exception thrown through the library is undefined behaviour.
 */

/* ============================================================================================== */
/* 4. Options. Each returns FLOW_OK, FLOW_ERROR_NULL (NULL handle) or FLOW_ERROR_INVALID_ARGUMENT */
/* (value outside the listed ones); a failed call keeps the previous value. A new value takes     */
/* effect at the next arrange. Enum values are stable; new values are only appended. Each line    */
/* feature sits beside the option it modifies.                                                    */
/* ============================================================================================== */

/** Main axis: the direction items flow in a line. Default FLOW_AXIS_HORIZONTAL. */
enum {
    FLOW_AXIS_HORIZONTAL = 0, /**< rows: items flow along x, lines stack downwards */
    FLOW_AXIS_VERTICAL = 1    /**< columns: items flow along y, lines stack rightwards */
};

/** Main axis: FLOW_AXIS_HORIZONTAL (default) or FLOW_AXIS_VERTICAL. */
int flow_layout_set_axis(flow_layout_t *layout, int axis);

/** Wrapping. Default FLOW_WRAP. */
enum {
    FLOW_WRAP_NONE = 0,   /**< one line, whatever the bounds and flags */
    FLOW_WRAP = 1,        /**< lines stack from the cross start */
    FLOW_WRAP_REVERSE = 2 /**< lines stack from the cross end; each line's cross-start is its far side */
};

/** FLOW_WRAP (default), FLOW_WRAP_NONE or FLOW_WRAP_REVERSE. */
int flow_layout_set_wrap(flow_layout_t *layout, int wrap);

/** Direction of x. Default FLOW_DIRECTION_LTR. */
enum {
    FLOW_DIRECTION_LTR = 0, /**< rows run left to right; columns stack from the left */
    FLOW_DIRECTION_RTL = 1  /**< the x axis is mirrored: rows run right to left, columns stack from the right */
};

/** FLOW_DIRECTION_LTR (default) or FLOW_DIRECTION_RTL. */
int flow_layout_set_direction(flow_layout_t *layout, int direction);

/**
 * Non-zero: every line runs from its main end (CSS row-reverse / column-reverse). Default 0.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle).
 */
int flow_layout_set_reverse(flow_layout_t *layout, int reverse);

/**
 * The container's padding, physical, in points (CSS padding): each edge finite, >= 0 and at most
 * FLOWLAYOUT_MAX_LENGTH. Default all 0. Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle);
 * FLOW_ERROR_INVALID_ARGUMENT (an edge NaN, negative or infinite; the padding is unchanged).
 */
int flow_layout_set_padding(flow_layout_t *layout, flow_edges padding);

/**
 * Gaps in points: item_spacing between neighbours in a line, line_spacing between lines. NaN makes
 * a gap automatic (from the items' spacing preferences; 8 without them). Default 8 and 8.
 * FLOW_ERROR_INVALID_ARGUMENT for a negative or infinite value or one above FLOWLAYOUT_MAX_LENGTH;
 * neither gap changes then.
 */
int flow_layout_set_spacing(flow_layout_t *layout, float item_spacing, float line_spacing);

/**
 * Separators between neighbours (breadcrumbs "a · b · c", dividers): `size` is the separator's
 * physical size in points (width, height); its main extent is the width for rows and the height
 * for columns. {0, 0} (default) means none; {0, h} with h > 0 is a separator of zero width (the
 * gap becomes 2g). Between neighbours on one line the gap becomes g + separator main + g, where g
 * is the gap without separator (fixed or automatic); this wider gap is what line breaking uses.
 * None at line ends. Statuses: FLOW_OK; FLOW_ERROR_NULL; FLOW_ERROR_INVALID_ARGUMENT (a width or
 * height that is NaN, negative, infinite or above FLOWLAYOUT_MAX_LENGTH).
 */
int flow_layout_set_separator(flow_layout_t *layout, flow_size size);

/** Non-zero: every item takes the largest width and the largest height of all items. Default 0. */
int flow_layout_set_uniform_size(flow_layout_t *layout, int enabled);

/** Line-breaking strategy. Default GREEDY. */
enum {
    FLOW_BREAK_GREEDY = 0, /**< each line takes as many items as fit */
    FLOW_BREAK_BALANCE = 1, /**< lines of even length (see "balanced line breaking" above) */
    FLOW_BREAK_PRETTY = 2   /**< even lines, a last line a third full is free (see "LINE FEATURES") */
};

/** FLOW_BREAK_GREEDY (default), FLOW_BREAK_BALANCE or FLOW_BREAK_PRETTY. Statuses: FLOW_OK;
    FLOW_ERROR_NULL; FLOW_ERROR_INVALID_ARGUMENT (another value). */
int flow_layout_set_line_breaking(flow_layout_t *layout, int mode);

/** With FLOW_BREAK_BALANCE, at least this many lines when there are that many items. 0 (default) = none. */
int flow_layout_set_min_lines(flow_layout_t *layout, uint32_t min_lines);

/** A line holds at most this many items. 0 (default) = unlimited. */
int flow_layout_set_max_items_per_line(flow_layout_t *layout, uint32_t max_items);

/** Lines past this many are hidden (their items get zero frames). 0 (default) = unlimited. */
int flow_layout_set_max_lines(flow_layout_t *layout, uint32_t max_lines);

/**
 * The overflow indicator's size ("+N more") for `hidden_count` hidden items, in points, from
 * the indicator callback. It must answer a finite size >= 0 and <= FLOWLAYOUT_MAX_LENGTH.
 * It runs during an arrange (flow_layout_arrange, flow_layout_arrange_into, flow_layout_first_fitting)
 * or flow_layout_size_that_fits of the handle it is set on, and must not change that handle (such
 * calls fail with FLOW_ERROR_INVALID_ARGUMENT); a flow_layout_destroy of it from the callback takes
 * effect when that call returns, as from a measure callback.
 */
typedef flow_size (*flow_overflow_fn)(void *user_data, size_t hidden_count);

/**
 * Sets the overflow indicator callback; NULL removes it (the default: none). `user_data` is
 * passed to every call and must stay valid as long as the callback is set. (With the flex item
 * model, n, k and hidden_count count only items not FLOW_ITEM_HIDDEN: see "With the flex item
 * model" above.)
 *
 * The indicator is shown only with max_lines L > 0, a wrapping layout, and items that need
 * more than L lines. Then the visible count k is the largest k < n (n items) such that items
 * 0..k-1 followed by one more item of size fn(n - k) break, in the current breaking mode, into
 * at most L lines; items k..n-1 are hidden (frame {0,0,0,0}), flow_layout_visible_count() is k,
 * and the indicator is laid out as that extra item: justified with its line, growth 0, aligned by
 * align_items with default guides (no baselines of its own), on the last visible line (which is
 * then the "last line" for flow_layout_set_justify_last). It has no flags, but item k-1's
 * FLOW_ITEM_BREAK_AFTER still breaks before it; it counts toward max_items_per_line; a separator
 * goes before it like before any item; uniform size does not change its size; with automatic
 * item spacing the gap before it is item k-1's trailing preference. Its frame is read with
 * flow_layout_overflow_frame. The line holding it does not count it: in flow_line, item_count
 * counts only real items (a line holding only the indicator has item_count 0), main_size and
 * cross_size include it.
 *
 * Exact in one arrange, with no settling passes: candidates are tried from the longest prefix
 * greedy breaking allows down, and the callback is asked once per candidate tried (usually once
 * or twice; at most once per item of greedy's last allowed line, plus once). A size that is NaN, negative,
 * infinite or above FLOWLAYOUT_MAX_LENGTH fails that arrange with FLOW_ERROR_MEASURE ("the
 * overflow indicator callback returned ..."); the previous results are kept.
 * flow_layout_arrange_batch does not use the indicator (as it does not use the measure callback).
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle).
 */
int flow_layout_set_overflow_indicator(flow_layout_t *layout, flow_overflow_fn fn, void *user_data);

/** Distribution of a line's free main-axis space (CSS justify-content). Default START. */
enum {
    FLOW_JUSTIFY_START = 0,
    FLOW_JUSTIFY_CENTER = 1,
    FLOW_JUSTIFY_END = 2,
    FLOW_JUSTIFY_SPACE_BETWEEN = 3, /**< first and last items at the edges, equal space between */
    FLOW_JUSTIFY_SPACE_AROUND = 4,  /**< equal space around each item (half at the edges) */
    FLOW_JUSTIFY_SPACE_EVENLY = 5   /**< equal space between items and at the edges */
};

/** One of FLOW_JUSTIFY_*. Default FLOW_JUSTIFY_START. */
int flow_layout_set_justify(flow_layout_t *layout, int justify);

/** flow_layout_set_justify_last: use the value of flow_layout_set_justify (the default). */
enum { FLOW_JUSTIFY_AUTO = -1 };

/**
 * Justification of the last line and of every forced-ended line (CSS `text-align-last`): one of
 * FLOW_JUSTIFY_*, or FLOW_JUSTIFY_AUTO (default) for the same as flow_layout_set_justify. Other
 * lines keep flow_layout_set_justify's. Growth still applies to those lines first; justification
 * distributes what growth leaves, with the fallbacks of "Justification" above. Typical use:
 * justified text, FLOW_JUSTIFY_SPACE_BETWEEN with a last line at FLOW_JUSTIFY_START.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL; FLOW_ERROR_INVALID_ARGUMENT (another value).
 */
int flow_layout_set_justify_last(flow_layout_t *layout, int justify);

/** Line fill modes (flow_layout_set_line_fill). */
enum {
    FLOW_FILL_NONE = 0, /**< items keep their sizes (default) */
    FLOW_FILL_SCALE = 1 /**< each line's items scaled along both axes to fill the main bound */
};

/**
 * Line fill (justified galleries, as Flickr or Google Photos). FLOW_FILL_NONE (default) or
 * FLOW_FILL_SCALE: after breaking, every item of line j, its baselines and guide overrides are
 * scaled by s_j = (M - gaps_j) / (sum of the line's main sizes) along both axes (aspect ratios
 * kept), so the line fills the main bound M exactly; gaps_j are the gaps between its items
 * (with separators, gap + separator + gap). A line whose s_j would exceed `max_scale` keeps
 * s = 1 (the short last line of a gallery); max_scale <= 0 or NaN means no limit. So does a line
 * whose s_j would take an item's cross size, baseline or guide past FLOWLAYOUT_MAX_LENGTH (a
 * nearly empty line of tall items), so that every result stays finite. s < 1 for a
 * line that overflows (an item longer than M alone, or the one line of FLOW_WRAP_NONE), which
 * then fits; a line whose sizes sum to 0 keeps s = 1; when its gaps alone exceed M its items
 * become 0 long. Line breaking uses the sizes before scaling. Growth is not applied in this
 * mode. An unspecified main bound scales nothing. The overflow indicator scales like any item.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL; FLOW_ERROR_INVALID_ARGUMENT (an unknown mode). Every
 * max_scale is accepted: <= 0, NaN and +infinity all mean no limit.
 */
int flow_layout_set_line_fill(flow_layout_t *layout, int mode, float max_scale);

/** Cross-axis alignment of the items in a line (CSS align-items). Default START. */
enum {
    FLOW_ALIGN_START = 0,
    FLOW_ALIGN_CENTER = 1,
    FLOW_ALIGN_END = 2,
    FLOW_ALIGN_FIRST_BASELINE = 3, /**< first baselines line up (flow_layout_set_item_baselines) */
    FLOW_ALIGN_LAST_BASELINE = 4,  /**< last baselines line up */
    FLOW_ALIGN_STRETCH = 5         /**< every item takes the line's cross size */
};

/** One of FLOW_ALIGN_*. Default FLOW_ALIGN_START. */
int flow_layout_set_align_items(flow_layout_t *layout, int align);

/** Distribution of the container's free cross-axis space among lines (CSS align-content). Default START. */
enum {
    FLOW_CONTENT_START = 0,
    FLOW_CONTENT_CENTER = 1,
    FLOW_CONTENT_END = 2,
    FLOW_CONTENT_SPACE_BETWEEN = 3,
    FLOW_CONTENT_SPACE_AROUND = 4,
    FLOW_CONTENT_SPACE_EVENLY = 5,
    FLOW_CONTENT_STRETCH = 6 /**< extra space is shared equally by the lines */
};

/** One of FLOW_CONTENT_*. Default FLOW_CONTENT_START. */
int flow_layout_set_align_content(flow_layout_t *layout, int align);

/**
 * Pixel snapping: edges are rounded to multiples of 1/scale points. 0 (default) turns it off.
 * FLOW_ERROR_INVALID_ARGUMENT for a negative, NaN or infinite scale, or one above
 * FLOWLAYOUT_MAX_LENGTH. Every accepted scale gives finite results: a snapped edge that would
 * round past the largest float (a scale near FLT_MIN makes the grid step near FLT_MAX) is clamped
 * to +-FLT_MAX.
 */
int flow_layout_set_pixel_scale(flow_layout_t *layout, float scale);

/* ---------------------------------------------------------------------------------------------- */
/* Lanes (masonry, CSS display: grid-lanes)                                                       */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Lanes mode. Instead of lines, the items go into lanes of equal length: column lanes side by side
 * along x with items stacking downward (FLOW_AXIS_HORIZONTAL), or row lanes stacked along y with
 * items stacking rightward (FLOW_AXIS_VERTICAL; with FLOW_DIRECTION_RTL from the right). Each
 * item, in index order, goes to the lanes where it would start highest (nearest the lanes' start);
 * lanes within the tolerance (flow_layout_set_lane_tolerance) of that are tied, and the first of
 * them from the lane after the previous item's area wins (wrapping round to lane 0). In detail,
 * with every length truncated to a grid of 1/64 point first (as a browser's layout units):
 *   A    the bound across the lanes (the width for column lanes, the height for row lanes) minus
 *        padding, >= 0. That bound must be specified: arranging (size_that_fits, first_fitting,
 *        arrange_batch) with it NaN or +infinity fails with FLOW_ERROR_INVALID_ARGUMENT, the
 *        message naming it. The other bound may be unspecified: it becomes padding + S + padding.
 *        A bound above 2^40 points (about 1.1e12) counts as 2^40 (the grid's lengths are 64-bit).
 *   g, G the item spacing (the gap between lanes) and the line spacing (between items of a lane);
 *        NaN (automatic) means 8.
 *   n    `count`; or auto-fill: max(1, floor((A + g) / (m + g))) with m = min_lane_length (k lanes
 *        exactly when A = k*m + (k-1)*g), at most FLOWLAYOUT_MAX_LANES.
 *   L    each lane's length: (A - (n-1)*g) / n on the 1/64 grid, >= 0; in auto-fill at least m
 *        (a single lane of m > A overflows the box). Lane s starts s*(L + g) after the content
 *        box's start (from its right edge for column lanes in RTL). An item spanning lanes
 *        s..s+k-1 (flow_layout_set_item_lane_span) occupies k*L + (k-1)*g across from lane s.
 *   e    an item's size along its lane (its height for column lanes). The measure callback is
 *        asked with the area's length across as the proposal (its width for column lanes) and
 *        NaN along, and its answer's size along is e.
 *   placement: r[0..n-1] = 0, cursor = 0. For an item spanning k lanes: M(s) = max(r[s..s+k-1])
 *        for every start s in 0..n-k, u = min M(s); s is eligible when M(s) <= u + tolerance. The
 *        search starts at s0 = cursor (0 when cursor > n-k), visits s0..n-k then 0..s0-1, and takes
 *        the first eligible start. The item starts at M(s) along; r[t] = M(s) + e + G for every
 *        lane it spans; cursor = s + k.
 *   S    max(r) - G when any item is visible (a zero-size item still adds G), else 0.
 *   frames  column lanes: x = padding.left + lane offset, y = padding.top + M(s), width = the
 *        area's length across (stretched), height = e; with FLOW_ITEM_NO_STRETCH the item keeps its
 *        own width at its area's start (its right edge in RTL, overflowing left). Row lanes the
 *        same transposed; in RTL the items stack from the right edge of the content box (whose
 *        width is S when the width is unspecified). FLOW_ITEM_HIDDEN items get {0, 0, 0, 0} and
 *        take no lane, no gap and no turn of the cursor. Pixel snapping rounds every edge.
 * Honoured in lanes mode: axis, direction, spacing, padding, pixel_scale, FLOW_ITEM_HIDDEN,
 * FLOW_ITEM_NO_STRETCH, the measure callbacks (with their cache), set_item_size, item_at,
 * neighbor, insertion_point, arrange_into, arrange_batch, first_fitting and size_that_fits.
 * Ignored: wrap, reverse, justify, justify_last, line_fill, align_items, align_content,
 * line_breaking, min_lines, max_items_per_line, max_lines, the overflow indicator, separators,
 * uniform size, item grow, shrink, margins, limits, align-self, baselines, guides and spacing
 * preferences, FLOW_ITEM_BREAK_BEFORE/AFTER. flow_layout_lines gives 0 lines (line_of_item gives
 * SIZE_MAX, lines_in_range none), flow_layout_separators none, the overflow frame {0, 0, 0, 0};
 * flow_layout_get_content_size gives the lanes' total length across (n*L + (n-1)*g) and S along.
 *
 * count > 0: that many lanes of equal length (min_lane_length is then checked but not used);
 * count == 0 and min_lane_length > 0: auto-fill, as many lanes of at least min_lane_length as fit;
 * both 0 (default): lanes off, ordinary lines.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle); FLOW_ERROR_INVALID_ARGUMENT (min_lane_length NaN,
 * negative, infinite or above FLOWLAYOUT_MAX_LENGTH; count above FLOWLAYOUT_MAX_LANES; the message
 * names the argument); nothing changes on an error.
 */
int flow_layout_set_lanes(flow_layout_t *layout, uint32_t count, float min_lane_length);

/**
 * The lanes' tolerance (CSS flow-tolerance), in points, default 16: lanes where an item would start
 * within this of the highest start are tied (see flow_layout_set_lanes). 0 ties exact ones only.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL; FLOW_ERROR_INVALID_ARGUMENT (NaN, negative, infinite or above
 * FLOWLAYOUT_MAX_LENGTH); nothing changes on an error.
 */
int flow_layout_set_lane_tolerance(flow_layout_t *layout, float tolerance);

/* ============================================================================================== */
/* 5. Items: sizes, or a measure callback                                                         */
/* ============================================================================================== */

/**
 * Sets the items: `count` sizes in points, copied before the call returns. Replaces a measure
 * callback. When the item count changes, the per-item grow weights, flags, baselines, guides and
 * spacing preferences are cleared. `sizes` may be NULL when `count` is 0 (no items).
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle, or NULL sizes with count > 0);
 * FLOW_ERROR_INVALID_ARGUMENT (a width or height that is NaN, negative, infinite or larger than
 * FLOWLAYOUT_MAX_LENGTH; the message names the item); FLOW_ERROR_OUT_OF_MEMORY (count > FLOWLAYOUT_MAX_ITEMS, or allocation failed).
 */
int flow_layout_set_items(flow_layout_t *layout, const flow_size *sizes, size_t count);

/**
 * The measure callback: returns the size of item `index` (0-based) for a proposal, in points.
 * A proposal component that is NaN means "unspecified: answer your ideal size along this axis".
 * `user_data` is the pointer given to flow_layout_set_measure, passed through untouched.
 *
 * The callback runs on the thread that called flow_layout_arrange (or size_that_fits,
 * first_fitting), during that call. It may use other handles freely; calls on the handle being
 * arranged that modify it fail with FLOW_ERROR_INVALID_ARGUMENT while the callback runs, and
 * flow_layout_destroy on it is deferred until the arrange returns.
 * Answer with finite, non-negative sizes; anything else fails the arrange with FLOW_ERROR_MEASURE.
 */
typedef flow_size (*flow_measure_fn)(void *user_data, size_t index, flow_size proposal);

/**
 * Makes `count` items whose sizes come from `fn` (see flow_measure_fn and "Measuring" above).
 * Replaces sizes given with flow_layout_set_items and forgets every cached answer. When the item
 * count changes, the per-item inputs are cleared as with flow_layout_set_items. `user_data` is
 * passed to every call of `fn`; it must stay valid as long as the callback is set.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or NULL fn); FLOW_ERROR_OUT_OF_MEMORY
 * (count > FLOWLAYOUT_MAX_ITEMS, or allocation failed).
 */
int flow_layout_set_measure(flow_layout_t *layout, size_t count, flow_measure_fn fn, void *user_data);

/**
 * The range measure callback: answers the sizes of items `first` .. `first + count - 1`, all for
 * one proposal, writing the size of item `first + k` to `answers[k]` (k < count). `answers` is
 * valid during the call only; an answer left unwritten is NaN x NaN, which fails the arrange.
 * The same proposals, cache, thread and re-entrancy rules as flow_measure_fn: the ideal sizes the
 * cache lacks are asked in runs of consecutive items, at most FLOWLAYOUT_MAX_MEASURE_RUN a call
 * (the first arrange asks items 0 to 4,095 in one call, then 4,096 to 8,191, ...), each item
 * asked again with the main bound is a run of one. Lanes ask every visible item its answer to its
 * area's length across: where every lane is as long and no item spans lanes, the answers the
 * cache lacks are asked in runs of consecutive visible items; otherwise each is a run of one.
 * Answer with finite, non-negative sizes; anything else fails the arrange with FLOW_ERROR_MEASURE,
 * naming the first such item, and forgets the run's answers.
 */
typedef void (*flow_measure_range_fn)(void *user_data, size_t first, size_t count, flow_size proposal,
                                      flow_size *answers);

/**
 * As flow_layout_set_measure, with a callback that answers runs of items (flow_measure_range_fn):
 * one call for many items where a text shaper, an image table or another language's callback
 * answers them at once more cheaply than one call each. Statuses as flow_layout_set_measure.
 */
int flow_layout_set_measure_range(flow_layout_t *layout, size_t count, flow_measure_range_fn fn,
                                  void *user_data);

/**
 * Forgets the cached measurements of item `index`, so the next arrange asks the callback again
 * (call it when the item's content changed). With sizes from flow_layout_set_items it only makes
 * the next arrange recompute. Statuses: FLOW_OK; FLOW_ERROR_NULL; FLOW_ERROR_INVALID_ARGUMENT
 * (index >= item count).
 */
int flow_layout_invalidate_item(flow_layout_t *layout, size_t index);

/* ============================================================================================== */
/* 6. Per-item inputs                                                                             */
/* ============================================================================================== */

/*
 * Per-item inputs. Each takes an array of exactly `count` values, `count` equal to the current
 * item count, copied before the call returns; a NULL array clears the input (count is then
 * ignored). They are cleared automatically when the item count changes, so set them after the
 * items. Common statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle);
 * FLOW_ERROR_INVALID_ARGUMENT (count differs from the item count, or a value is invalid; the
 * message names the item); FLOW_ERROR_OUT_OF_MEMORY (allocation failed).
 */

/** Per-item flags (flow_layout_set_item_flags); combine with |. Other bits are invalid. */
enum {
    FLOW_ITEM_BREAK_BEFORE = 1, /**< the item starts a new line */
    FLOW_ITEM_BREAK_AFTER = 2   /**< the item ends its line */
};

/** More per-item flags (flow_layout_set_item_flags). */
enum {
    FLOW_ITEM_HIDDEN = 4,    /**< CSS display: none: zero frame, no space, no gap, no line */
    FLOW_ITEM_NO_STRETCH = 8 /**< the item's cross size is definite: FLOW_ALIGN_STRETCH leaves it as is */
};

/** Flags, FLOW_ITEM_BREAK_BEFORE | FLOW_ITEM_BREAK_AFTER, and FLOW_ITEM_HIDDEN | FLOW_ITEM_NO_STRETCH
    of the flex item model (above); other bits are invalid. Default 0. */
int flow_layout_set_item_flags(flow_layout_t *layout, const uint32_t *flags, size_t count);

/** Grow weights (CSS flex-grow): >= 0 and at most FLOWLAYOUT_MAX_LENGTH; 0 = does not grow.
    Default: none grows. */
int flow_layout_set_item_grow(flow_layout_t *layout, const float *grow, size_t count);

/**
 * First and last baselines in points, offsets from the item's top edge (left edge in columns),
 * used by FLOW_ALIGN_FIRST_BASELINE and FLOW_ALIGN_LAST_BASELINE. Finite, may lie outside the
 * item; NaN = the item's bottom (right) edge, the default. Either array may be NULL, which clears
 * that one only.
 */
int flow_layout_set_item_baselines(flow_layout_t *layout, const float *first, const float *last, size_t count);

/**
 * Guides in points: each item's alignment point for the current align-items, an offset from its
 * cross-start edge that replaces the one align-items would use (see "Alignment inside a line").
 * Finite, or NaN for the default. FLOW_ALIGN_STRETCH aligns no guides, so it ignores them.
 */
int flow_layout_set_item_guides(flow_layout_t *layout, const float *guides, size_t count);

/**
 * Spacing preferences, 4 floats per item in this order: leading, top, trailing, bottom (points,
 * finite and >= 0; see "Spacing" above for which sides they are and how gaps are chosen). They
 * decide only the gaps that are automatic (NaN in flow_layout_set_spacing). `prefs` holds
 * 4 * count floats.
 */
int flow_layout_set_item_spacing(flow_layout_t *layout, const float *prefs, size_t count);

/**
 * Margins per item (CSS margin), physical, in points: finite (negative allowed, magnitude at most
 * FLOWLAYOUT_MAX_LENGTH) or NaN for `auto`. Default all 0. A per-item input (statuses as above);
 * FLOW_ERROR_INVALID_ARGUMENT for an infinite edge.
 */
int flow_layout_set_item_margins(flow_layout_t *layout, const flow_edges *margins, size_t count);

/**
 * Minimum and maximum sizes per item (CSS min-width, min-height, max-width, max-height), physical,
 * in points. Either array may be NULL (no minimums / no maximums); both NULL clears both. A
 * minimum is NaN (0) or finite >= 0; a maximum is NaN or +infinity (none) or finite >= 0; a
 * minimum larger than its maximum wins, as in CSS. A per-item input (statuses as above).
 */
int flow_layout_set_item_limits(flow_layout_t *layout, const flow_size *min, const flow_size *max, size_t count);

/**
 * Shrink weights per item (CSS flex-shrink): finite, >= 0, at most FLOWLAYOUT_MAX_LENGTH.
 * Default 0 (no shrinking; CSS's default is 1). A line whose items overflow it shrinks them in
 * proportion to shrink x given main size, down to their minimums. Greedy breaking is unchanged,
 * so a line overflows only with one item, or with FLOW_WRAP_NONE. A per-item input.
 */
int flow_layout_set_item_shrink(flow_layout_t *layout, const float *shrink, size_t count);

/** align-self value meaning "use the layout's align-items" (flow_layout_set_item_align). */
enum { FLOW_ALIGN_AUTO = -1 };

/**
 * Cross alignment per item (CSS align-self): one of FLOW_ALIGN_* or FLOW_ALIGN_AUTO (-1, the
 * default: the layout's align-items). Guide overrides (flow_layout_set_item_guides) apply to the
 * items aligned as align-items. A per-item input; other values are FLOW_ERROR_INVALID_ARGUMENT.
 */
int flow_layout_set_item_align(flow_layout_t *layout, const int *align, size_t count);

/**
 * Each item's span in lanes mode (flow_layout_set_lanes): how many neighbouring lanes its area
 * covers, default 1; a span larger than the lane count is clamped to it at arrange. Copied. NULL
 * clears (every item spans 1). Cleared, like the other per-item inputs, when the item count changes.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle); FLOW_ERROR_INVALID_ARGUMENT (count differs from
 * the item count; a span of 0, the message naming the item); FLOW_ERROR_OUT_OF_MEMORY. Nothing
 * changes on an error.
 */
int flow_layout_set_item_lane_span(flow_layout_t *layout, const uint32_t *spans, size_t count);

/* ============================================================================================== */
/* 7. Arranging                                                                                   */
/* ============================================================================================== */

/**
 * The size the layout wants within bounds (width, height) (see "Sizing"), written to *out. Does
 * not change the results of the last arrange (frames and lines stay as they were).
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or out); FLOW_ERROR_INVALID_ARGUMENT (a negative
 * or -infinite bound); FLOW_ERROR_MEASURE (the callback answered an invalid size);
 * FLOW_ERROR_OUT_OF_MEMORY.
 */
int flow_layout_size_that_fits(flow_layout_t *layout, float width, float height, flow_size *out);

/**
 * Places the items in bounds (width, height), points; NaN or +infinity = unspecified. Afterwards
 * the results are available: flow_layout_get_size, flow_layout_get_content_size,
 * flow_layout_frames, flow_layout_lines, flow_layout_visible_count. Arranging again with the same
 * inputs and bounds costs O(1). A failed arrange keeps the previous results.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL; FLOW_ERROR_INVALID_ARGUMENT (a negative or -infinite bound);
 * FLOW_ERROR_MEASURE (the callback answered an invalid size; the message names the item);
 * FLOW_ERROR_OUT_OF_MEMORY.
 */
int flow_layout_arrange(flow_layout_t *layout, float width, float height);

/**
 * Chooses the first candidate layout that fits in (width, height) — the size it wants
 * (flow_layout_size_that_fits) is no larger than the bounds along every specified axis, and it
 * shows every item (a candidate whose max_lines hides items does not fit) —
 * arranges it there and writes its position in the array to *index. When none fits, the last candidate is chosen and arranged.
 * Typical use: the same items laid out as one row, then as a wrapping grid, then as a column.
 * Candidates are modified (arranged, measured); the same handle may appear more than once.
 * While the call runs, every candidate counts as being arranged: from a measure callback, calls
 * that would modify a candidate fail with FLOW_ERROR_INVALID_ARGUMENT, and flow_layout_destroy on
 * a candidate is deferred until the call returns.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL candidates, a NULL entry, or NULL index);
 * FLOW_ERROR_INVALID_ARGUMENT (count 0, or a bound is negative); FLOW_ERROR_MEASURE and
 * FLOW_ERROR_OUT_OF_MEMORY (from a candidate's arrange). The message of a failure is recorded on
 * the candidate it concerns; for a NULL entry or invalid bounds, on the first non-NULL candidate.
 */
int flow_layout_first_fitting(flow_layout_t *const *candidates, size_t count, float width, float height,
                              size_t *index);

/* ============================================================================================== */
/* 8. Results of the last arrange                                                                 */
/* ============================================================================================== */

/** One visible line of the last arrange. */
typedef struct flow_line {
    uint32_t first_item;  /**< index of the line's first item */
    uint32_t item_count;  /**< number of items in the line: at least 1, except 0 for a line holding
                               only the overflow indicator */
    float main_size;      /**< length used along main: items after growth plus the gaps between them */
    float cross_offset;   /**< position of the line's edge nearest the origin along cross
                               (its top for rows, its left for columns), in container coordinates */
    float cross_size;     /**< the line's extent along cross */
} flow_line;

/**
 * The size of the last arrange: its bounds, with unspecified parts replaced by the content's size.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or out); FLOW_ERROR_NOT_ARRANGED (never arranged
 * successfully). Records no message (const handle).
 */
int flow_layout_get_size(const flow_layout_t *layout, flow_size *out);

/**
 * The extent of the visible lines of the last arrange: along main the longest line, along cross
 * the lines and the gaps between them. Statuses as flow_layout_get_size.
 */
int flow_layout_get_content_size(const flow_layout_t *layout, flow_size *out);

/**
 * The frames of the last arrange, one per item in item order (hidden items: {0, 0, 0, 0}).
 * Writes the number of frames (the item count) to *count when count is not NULL. Returns NULL,
 * with *count = 0, for a NULL handle, a handle not arranged yet, or zero items.
 * The array is owned by the handle: valid until the next non-const call on it.
 */
const flow_rect *flow_layout_frames(const flow_layout_t *layout, size_t *count);

/**
 * The visible lines of the last arrange, in order along the cross axis from the lines' start
 * (lines past max_lines are not listed). Count, NULL cases and lifetime as flow_layout_frames.
 */
const flow_line *flow_layout_lines(const flow_layout_t *layout, size_t *count);

/** Number of visible items of the last arrange (a prefix of the items); 0 for NULL or not arranged. */
size_t flow_layout_visible_count(const flow_layout_t *layout);

/**
 * The overflow indicator's frame of the last arrange (flow_layout_set_overflow_indicator), written
 * to *out; {0, 0, 0, 0} when it was not shown.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or out); FLOW_ERROR_NOT_ARRANGED. Const handle:
 * records no message.
 */
int flow_layout_overflow_frame(const flow_layout_t *layout, flow_rect *out);

/**
 * The separators of the last arrange: one rect per pair of neighbours on each visible line, in
 * item order (the pair before the overflow indicator included), each of the separator's size,
 * centred along main in the gap between the two items as placed (after growth and
 * justification; from the first item's far edge to the second's near edge in the direction the
 * line runs on screen, so right to left and reverse included) and along cross in the line's
 * cross extent (flow_line cross_offset and cross_size); snapped like frames when pixel snapping
 * is on. Turning separators off (size {0, 0}) leaves none from an earlier arrange. Writes their number to *count
 * when count is not NULL. NULL with *count = 0 when there are none, for a NULL handle or one
 * not arranged. Owned by the handle, valid until the next non-const call on it.
 * (flow_layout_arrange_batch places its groups with the wider gaps but reports no separators.)
 */
const flow_rect *flow_layout_separators(const flow_layout_t *layout, size_t *count);

/** One lane of the last arrange in lanes mode (flow_layout_set_lanes). */
typedef struct flow_lane {
    float offset;        /**< the lane's edge nearest the origin across the lanes, container
                              coordinates: x of its left edge for column lanes (lane 0 is rightmost
                              in RTL, so its offset is the largest), y of its top edge for row lanes */
    float length;        /**< the lane's extent across the lanes (its width for column lanes) */
    float extent;        /**< how far its items stack along the lane, from the content start (after
                              padding) to the far edge of its last item, the trailing line_spacing
                              not counted; 0 for an empty lane */
    uint32_t item_count; /**< visible items whose area covers this lane (a spanning item counts in
                              every lane it covers) */
} flow_lane;

/**
 * The lanes of the last arrange, lane 0 first (the first at the lanes' start: left for column
 * lanes, right in RTL, top for row lanes). Writes their number to *count when count is not NULL.
 * NULL with *count = 0 when lanes are off, for a NULL handle or one not arranged. Owned by the
 * handle, valid until the next non-const call on it.
 */
const flow_lane *flow_layout_lanes(const flow_layout_t *layout, size_t *count);

/**
 * Writes to *lane the first (lowest-index) lane of item `index`'s area in the last arrange, and to
 * *span the number of lanes it covers (span may be NULL); SIZE_MAX and 0 when the item is hidden
 * or lanes are off.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or lane); FLOW_ERROR_INVALID_ARGUMENT (index >=
 * the number of items of the last arrange); FLOW_ERROR_NOT_ARRANGED. Records no message; *lane and
 * *span are written only on FLOW_OK.
 */
int flow_layout_lane_of_item(const flow_layout_t *layout, size_t index, size_t *lane, size_t *span);

/* ---------------------------------------------------------------------------------------------- */
/* Queries on the results                                                                         */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Hit-testing: writes to *index the first item, in index order, whose frame of the last arrange
 * contains the point (x, y), in container coordinates (points). Frames are half-open: a frame
 * {x0, y0, w, h} contains the points with x0 <= x < x0 + w and y0 <= y < y0 + h, so a point on an
 * edge shared by two neighbours belongs to the one to its right or below, and an empty frame
 * (hidden items, zero sizes) contains nothing. No item there: *index = SIZE_MAX. O(log n): a
 * binary search over the lines, then over the items of one line (hidden items in a line are
 * stepped over); with negative item margins, which let frames overlap, a scan over the frames;
 * in lanes mode (flow_layout_set_lanes) a scan over the frames, O(n).
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or index); FLOW_ERROR_INVALID_ARGUMENT (x or y is
 * NaN); FLOW_ERROR_NOT_ARRANGED (never arranged successfully). Records no message (const handle);
 * *index is written only on FLOW_OK.
 */
int flow_layout_item_at(const flow_layout_t *layout, float x, float y, size_t *index);

/**
 * Writes to *line the index (in flow_layout_lines) of the visible line of the last arrange that
 * holds item `index`; SIZE_MAX when the item is hidden (past max_lines, or FLOW_ITEM_HIDDEN).
 * O(log lines).
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or line); FLOW_ERROR_INVALID_ARGUMENT (index >=
 * the number of items of the last arrange); FLOW_ERROR_NOT_ARRANGED. Records no message; *line is
 * written only on FLOW_OK.
 */
int flow_layout_line_of_item(const flow_layout_t *layout, size_t index, size_t *line);

/**
 * For virtualised scrolling: the visible lines of the last arrange whose cross extent
 * [cross_offset, cross_offset + cross_size) meets [from, to) (points along the cross axis: y for
 * rows, x for columns). They are consecutive in flow_layout_lines: writes the first one's index to
 * *first and their number to *count, from the first line that meets the range to the last (a line
 * of zero cross size between them is included). None: *first = 0 and *count = 0, as for
 * from == to. from may be -infinity and to +infinity. O(log lines).
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle, first or count); FLOW_ERROR_INVALID_ARGUMENT
 * (from or to is NaN, or from > to); FLOW_ERROR_NOT_ARRANGED. Records no message; *first and *count
 * are written only on FLOW_OK.
 */
int flow_layout_lines_in_range(const flow_layout_t *layout, float from, float to, size_t *first, size_t *count);

/* ---------------------------------------------------------------------------------------------- */
/* Navigation and drag                                                                            */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Directions for flow_layout_neighbor. LEFT, RIGHT, UP and DOWN are physical: on screen, whatever
 * the axis, direction (RTL), reverse and wrap-reverse. NEXT and PREVIOUS follow item order.
 */
enum {
    FLOW_NAV_LEFT = 0,     /**< toward smaller x */
    FLOW_NAV_RIGHT = 1,    /**< toward larger x */
    FLOW_NAV_UP = 2,       /**< toward smaller y */
    FLOW_NAV_DOWN = 3,     /**< toward larger y */
    FLOW_NAV_NEXT = 4,     /**< the next visible item in index order */
    FLOW_NAV_PREVIOUS = 5  /**< the previous visible item in index order */
};

/**
 * For arrow keys, gamepads and focus: writes to *neighbor the visible item next to item `index`
 * in `direction` (a FLOW_NAV_* value) in the last arrange, or SIZE_MAX when there is none.
 * Reads the frames and lines of the last arrange; lays out nothing.
 *
 * Visible items: not FLOW_ITEM_HIDDEN and below flow_layout_visible_count (items past max_lines
 * are not visible; a zero-size item is; the overflow indicator is not an item).
 *   - Along the main axis (LEFT/RIGHT for rows, UP/DOWN for columns): the next visible item of the
 *     same line in that screen direction, RTL and reverse included; SIZE_MAX at the line's end.
 *   - Across lines (UP/DOWN for rows, LEFT/RIGHT for columns): on the nearest line in that screen
 *     direction (wrap-reverse and RTL columns included) that holds a visible item, the visible
 *     item whose main-axis centre (x + width / 2 for rows, y + height / 2 for columns, computed
 *     in double) is nearest to item `index`'s; a tie goes to the lower index. SIZE_MAX past the
 *     last line.
 *   - NEXT/PREVIOUS: the next/previous visible item in index order; SIZE_MAX past either end.
 * A hidden or past-max_lines `index` answers FLOW_OK with SIZE_MAX in every direction.
 * O(items of the line searched): it scans a line (and steps over hidden items).
 * In lanes mode (flow_layout_set_lanes) the lanes take the lines' place:
 *   - Along the lanes (UP/DOWN for column lanes, LEFT/RIGHT for row lanes): the next visible item,
 *     in that screen direction, whose area covers item `index`'s first lane (items of a lane stack
 *     in index order); SIZE_MAX at the lane's end.
 *   - Across (LEFT/RIGHT for column lanes, RTL included; UP/DOWN for row lanes): on the nearest
 *     lane in that screen direction beside item `index`'s area that a visible item covers, the
 *     item covering it whose centre along the lanes (y + height / 2 for column lanes, in double)
 *     is nearest to item `index`'s; a tie goes to the lower index. O(items).
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or neighbor); FLOW_ERROR_INVALID_ARGUMENT
 * (index >= the number of items of the last arrange, or an unknown direction);
 * FLOW_ERROR_NOT_ARRANGED (never arranged successfully). Records no message (const handle);
 * *neighbor is written only on FLOW_OK.
 */
int flow_layout_neighbor(const flow_layout_t *layout, size_t index, int direction, size_t *neighbor);

/**
 * For drag to reorder: where an item dropped at the point (x, y) (container coordinates, points)
 * would be inserted. Writes to *index the insertion index in item order, 0...n (n the number of
 * items of the last arrange; inserting at i puts the dropped item before item i), and to *caret
 * a zero-length rect on that boundary spanning the line's cross extent: {x, cross_offset, 0,
 * cross_size} for rows, {cross_offset, y, cross_size, 0} for columns.
 *   - The line: the visible line (flow_layout_lines) nearest to the point along cross — distance
 *     0 inside [cross_offset, cross_offset + cross_size], else to its nearer edge; a tie goes to
 *     the earlier line; a line without a visible item (only the overflow indicator) is passed
 *     over. A point beyond every line, infinitely far included, goes to the line reaching
 *     furthest toward it.
 *   - In it, the boundary between visible items nearest the point along main: the point goes
 *     before the first visible item, in index order, whose main-axis centre it lies before in the
 *     direction the line runs (right to left in rows with RTL or reverse but not both, bottom to
 *     top in columns with reverse), and after it otherwise; a point exactly on a centre goes after
 *     the item.
 *     *index is that item's index, or the line's last visible item + 1 when the point lies past
 *     every centre. (With hidden items between two visible items, any index between them would
 *     be right; this one is the later item's.)
 *   - The caret lies midway between the two items' frames (border boxes, as stored: the gap's
 *     centre, in double, rounded to float), or on the item's outer edge at a line end.
 *   - No visible item: *index = n and *caret = {x, y, 0, 0} at the content box's start corner,
 *     where the first item would start: x on the left padding edge, or on the right one for rows
 *     running right to left (as above) and for columns stacking right to left (RTL or
 *     wrap-reverse but not both); y on the top padding edge, or on the bottom one for rows with
 *     wrap-reverse and columns with reverse. Justification and align-content are not applied.
 * In lanes mode (flow_layout_set_lanes): the visible item whose frame is nearest to the point
 * (Euclidean distance in double, 0 inside it; a tie goes to the lower index); the point goes
 * before it (*index = that item) when it lies before the frame's centre along the lanes in the
 * direction its lane's items stack (down for column lanes; right for row lanes, left in RTL),
 * else after it (*index = that item + 1). The caret is the frame's edge on that side: zero length
 * along the lanes, the frame's length across ({x, y or y + height, width, 0} for column lanes).
 * No visible item: *index = n, *caret at the content box's top corner on the side the lanes or
 * items start from (the right one in RTL). O(items).
 * O(lines + items of one line). The outputs are values: nothing points into the handle.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle, index or caret); FLOW_ERROR_INVALID_ARGUMENT
 * (x or y is NaN; infinities are accepted); FLOW_ERROR_NOT_ARRANGED (never arranged
 * successfully). Records no message (const handle); *index and *caret are written only on
 * FLOW_OK.
 */
int flow_layout_insertion_point(const flow_layout_t *layout, float x, float y, size_t *index, flow_rect *caret);

/* ============================================================================================== */
/* 9. Embedding: measuring with baselines, changing one item, one-call arrange, batches           */
/* ============================================================================================== */

/* ---------------------------------------------------------------------------------------------- */
/* Measuring with baselines                                                                       */
/* ---------------------------------------------------------------------------------------------- */

/**
 * A measured item: its size and its first and last baselines, in points, offsets from the item's
 * top edge (left edge in columns) as with flow_layout_set_item_baselines. A baseline may lie
 * outside the box; NaN means "no baseline from the callback": the item's baseline given with
 * flow_layout_set_item_baselines is used, and without one the item's bottom (right) edge.
 */
typedef struct flow_measurement {
    flow_size size;
    float first_baseline;
    float last_baseline;
} flow_measurement;

/**
 * The measure callback with baselines: as flow_measure_fn (same proposals, same thread and
 * re-entrancy rules), answering a flow_measurement. The size must be finite and non-negative and
 * each baseline NaN or finite within FLOWLAYOUT_MAX_LENGTH in magnitude; anything else fails the
 * arrange with FLOW_ERROR_MEASURE, naming the item.
 */
typedef flow_measurement (*flow_measure_ex_fn)(void *user_data, size_t index, flow_size proposal);

/**
 * As flow_layout_set_measure, with a callback that also answers baselines (where the font is).
 * The baselines of the answer used for an item (its ideal one, or the one for the main bound when
 * it was asked again) replace the item's baselines for FLOW_ALIGN_FIRST_BASELINE and
 * FLOW_ALIGN_LAST_BASELINE; they are cached with the size. Unlike the per-item arrays, they
 * belong to the answers, so they stay right when the item count changes: a later
 * flow_layout_set_measure_ex with another count needs no new baselines.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle or NULL fn); FLOW_ERROR_INVALID_ARGUMENT (called
 * from the handle's own measure callback); FLOW_ERROR_OUT_OF_MEMORY (count > FLOWLAYOUT_MAX_ITEMS,
 * or allocation failed).
 */
int flow_layout_set_measure_ex(flow_layout_t *layout, size_t count, flow_measure_ex_fn fn, void *user_data);

/* ---------------------------------------------------------------------------------------------- */
/* Changing one item                                                                              */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Sets the size of item `index` (points) without re-sending the others: the results are exactly
 * those of flow_layout_set_items with that one size changed (the per-item inputs are kept, the
 * item count is unchanged). The next flow_layout_arrange in the same bounds redoes only what the
 * change can affect: with greedy breaking, the lines before the one holding item index-1 are
 * kept, so editing one item near the end of a long list costs about one line's work. This holds
 * for the common options: wrapping (not reversed), align-content start, a specified main bound,
 * no uniform size, no max_lines, no automatic line gaps from preferences, and for right-to-left
 * columns a specified width; otherwise the next arrange redoes everything (same results). In lanes
 * mode (flow_layout_set_lanes) with given sizes the next arrange in the same bounds takes the
 * placement up at the last checkpoint before the changed item (one every max(128, 2 * lanes)
 * items), so changing one of the last items costs a few hundred items' work; row lanes from the
 * right in an unspecified width place every item again (same results).
 * A size equal to the current one changes nothing.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle); FLOW_ERROR_INVALID_ARGUMENT (index >= item
 * count; a width or height that is NaN, negative, infinite or above FLOWLAYOUT_MAX_LENGTH; items
 * that come from a measure callback — call flow_layout_invalidate_item for those; called from the
 * handle's own measure callback).
 */
int flow_layout_set_item_size(flow_layout_t *layout, size_t index, flow_size size);

/* ---------------------------------------------------------------------------------------------- */
/* One-call arrange                                                                               */
/* ---------------------------------------------------------------------------------------------- */

/**
 * flow_layout_set_items, flow_layout_arrange and a copy of the frames, in one call: for callers
 * that pay for every call into the library (Python through ctypes, other FFIs).
 * Sets the `count` items of `sizes` (copied; as flow_layout_set_items, a measure callback is
 * replaced and the per-item inputs are cleared when the count changes), arranges them in bounds
 * (width, height) (points; NaN or +infinity = unspecified) and copies the `count` frames, in item
 * order, into `frames_out`: an array of at least `count` flow_rects that the caller owns. When
 * `size_out` is not NULL, the arranged size (flow_layout_get_size) is written there. Afterwards
 * every result reader works as after flow_layout_arrange.
 * Statuses: FLOW_OK; FLOW_ERROR_NULL (NULL handle, or NULL sizes or frames_out with count > 0);
 * FLOW_ERROR_INVALID_ARGUMENT (a size that is negative, NaN or infinite, or a negative or
 * -infinite bound); FLOW_ERROR_OUT_OF_MEMORY (count too large). A failed call changes nothing:
 * the handle keeps its items and results, and frames_out and size_out are not written.
 */
int flow_layout_arrange_into(flow_layout_t *layout, const flow_size *sizes, size_t count, float width,
                             float height, flow_rect *frames_out, flow_size *size_out);

/* ---------------------------------------------------------------------------------------------- */
/* Embedding: batches                                                                             */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Arranges `groups` independent layouts in one call, each with this handle's options, in bounds
 * (width, height) (points; NaN or +infinity = unspecified). Typical use: a chat list where every
 * message has its own row of reaction chips, or many small layouts from a language that pays for
 * every call into the library.
 *
 * Group g has counts[g] items whose sizes are consecutive in `sizes` (group 0 first), so `sizes`
 * holds counts[0] + ... + counts[groups-1] sizes. The frames of every group are written to
 * `frames_out` in the same order, one per item, each group's in its own coordinates (origin at
 * that group's top-left); `frames_out` must hold as many flow_rects as there are sizes. When
 * `sizes_out` is not NULL, the arranged size of group g (as flow_layout_get_size) is written to
 * sizes_out[g]; it must then hold `groups` flow_sizes. Every result is exactly what
 * flow_layout_set_items + flow_layout_arrange of that group alone would give on a handle with the
 * same options. A group may have 0 items.
 *
 * The handle's per-item inputs (grow, flags, baselines, guides, spacing preferences) belong to its
 * own items and do not apply; nor does its measure callback. The handle's own items and the results
 * of its last arrange are not changed (flow_layout_frames and friends still return them). All
 * buffers are the caller's; nothing is kept after the call returns.
 *
 * Statuses: FLOW_OK (also for groups = 0, when nothing is read or written); FLOW_ERROR_NULL (NULL
 * handle; NULL counts with groups > 0; NULL sizes or frames_out while the groups hold items);
 * FLOW_ERROR_INVALID_ARGUMENT (a size that is NaN, negative, infinite or larger than
 * FLOWLAYOUT_MAX_LENGTH, the message naming its index in `sizes`; a negative or -infinite bound;
 * called from the handle's own measure callback); FLOW_ERROR_OUT_OF_MEMORY (groups or a count above
 * FLOWLAYOUT_MAX_ITEMS, or allocation failed). Every input is checked, and the memory for the
 * largest group reserved, before anything is written: a call refused for bad input or for lack of
 * memory writes nothing to frames_out or sizes_out.
 */
int flow_layout_arrange_batch(flow_layout_t *layout, const flow_size *sizes, const size_t *counts, size_t groups,
                              float width, float height, flow_rect *frames_out, flow_size *sizes_out);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* FLOWLAYOUT_H */
