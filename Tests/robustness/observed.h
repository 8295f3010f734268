/* Everything a caller can observe about a handle's results, captured so that two moments (or two
 * handles) can be compared bit for bit. Used to prove that a failed call changed nothing and that
 * concurrent runs give the single-threaded answer. */
#ifndef ROBUSTNESS_OBSERVED_H
#define ROBUSTNESS_OBSERVED_H

#include <stddef.h>
#include "flowlayout.h"

typedef struct {
    int size_status, content_status;
    flow_size size, content;
    size_t visible;
    size_t frame_count, line_count;
    flow_rect *frames; /* copies, owned by the snapshot */
    flow_line *lines;
    int frames_null, lines_null;
    /* The line features' results: the overflow indicator's frame and the separators. */
    int overflow_status;
    flow_rect overflow;
    size_t separator_count;
    flow_rect *separators;
    int separators_null;
    /* Lanes mode's lanes (flow_layout_lanes). */
    size_t lane_count;
    flow_lane *lanes;
    int lanes_null;
} observed;

/* Captures the results of the last arrange (or their absence). */
void observed_take(observed *out, const flow_layout_t *layout);
void observed_free(observed *o);
/* 1 when both captures are identical, bit for bit. On a difference, writes what differs to
 * `why` (at least 160 bytes) and returns 0. */
int observed_equal(const observed *a, const observed *b, char *why);

/* The query readers of the last arrange, asked of both handles at the same places, chosen from
 * a's results: flow_layout_line_of_item for every index (and the first ones past the items),
 * flow_layout_item_at inside every frame (corners, centre), on and just past its far edges, in the
 * gaps between neighbours, on the separators and the overflow indicator, and around and outside
 * the container; flow_layout_lines_in_range over every line's extent, empty and partial ranges,
 * the gaps between lines and the whole axis. Statuses and answers must be identical. On a
 * difference, writes what differs to `why` (at least 160 bytes), starting with the reader's name,
 * and returns 0. */
int observed_queries_equal(const flow_layout_t *a, const flow_layout_t *b, char *why);

#endif
