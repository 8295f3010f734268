/* What every successful arrange must produce, whatever the inputs: the properties the fuzzer
 * checks after each arrange. */
#ifndef ROBUSTNESS_INVARIANTS_H
#define ROBUSTNESS_INVARIANTS_H

#include <stddef.h>
#include <stdint.h>
#include "flowlayout.h"
#include "replica.h"

/* Checks the results of the last arrange of `layout`, which holds `item_count` items, was
 * configured with `axis` and `direction` (the main axis and its order) and arranged in bounds
 * (width, height). Returns 1 when every invariant holds; otherwise writes the first broken one to
 * `why` (at least 200 bytes) and returns 0.
 *   - size and content size are finite and not negative
 *   - one frame per item; every frame finite with a non-negative width and height
 *   - visible items are a prefix; hidden items have the zero frame
 *   - the lines cover the visible items exactly, in order, each with at least one item
 *   - within a line, items keep their order along the main axis and do not overlap, up to the
 *     rounding of the arithmetic: a few float ulps of the frames, and 1e-14 of the bounds (the
 *     engine computes in double precision, so bounds of 1e20 blur positions by about 1e4) */
int invariants_hold(const flow_layout_t *layout, size_t item_count, int axis, int direction, float width,
                    float height, char *why);

/* The same for layouts that may use the flex item model and the line features:
 *   - `flags` (NULL or one per item): items with FLOW_ITEM_HIDDEN are left out of the order check;
 *   - `ordered` 0 (negative margins, which let neighbours overlap, or reverse, which runs lines
 *     from their main end): no order check within a line, and a line's main_size (the items'
 *     outer sizes plus gaps) may be negative;
 *   - a line may hold no item only when it is the last one and items are hidden (the overflow
 *     indicator's own line). */
int invariants_hold_model(const flow_layout_t *layout, size_t item_count, int axis, int direction, float width,
                          float height, const uint32_t *flags, int ordered, char *why);

/* The fit rule (every breaking mode): with wrapping and a definite (finite) main bound, no line
 * holding two or more boxes -- items not FLOW_ITEM_HIDDEN, plus the overflow indicator on the last
 * visible line when it is shown -- has a main_size longer than the content box (the main bound
 * minus the main-axis padding, never below 0), beyond a tolerance of 1/256 point plus 1e-6 of the
 * box, plus one grid step 1/scale with pixel snapping (both ends of a line are rounded). `told` holds the handle's inputs (replica.h: axis, wrap, padding, flags, indicator,
 * max_lines); (width, height) are the bounds of the arrange. Returns 1 when it holds; otherwise
 * writes the longest offending line to `why` (at least 200 bytes) and returns 0. */
int invariants_fit_rule(const flow_layout_t *layout, const replica *told, float width, float height, char *why);

#endif
