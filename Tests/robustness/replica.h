/* What a handle has been told, kept on the side: every accepted option, the items (or the measure
 * callback) and the per-item inputs, following the header's rules (per-item inputs are cleared
 * when the item count changes; a NULL array clears one input). From it, a fresh handle with the
 * same inputs can be built: arranging both must give identical results, whatever the history of
 * the first one (its caches, reused buffers, earlier failures). */
#ifndef ROBUSTNESS_REPLICA_H
#define ROBUSTNESS_REPLICA_H

#include <stddef.h>
#include <stdint.h>
#include "flowlayout.h"

typedef struct {
    int axis, wrap, direction, justify, align_items, align_content, line_breaking, uniform;
    float item_spacing, line_spacing, pixel_scale;
    uint32_t max_lines, max_items, min_lines;
    /* The flex item model's container inputs and the line features. */
    flow_edges padding;
    int reverse, justify_last, fill_mode;
    float max_scale;
    flow_size separator;
    flow_overflow_fn indicator;
    void *indicator_data;
    /* Lanes (flow_layout_set_lanes, set_lane_tolerance). */
    uint32_t lane_count;
    float min_lane_length, lane_tolerance;

    size_t count;
    flow_size *sizes;          /* the items' sizes, or NULL when measured */
    flow_measure_fn measure;   /* the callback, or NULL */
    flow_measure_ex_fn measure_ex; /* the callback with baselines, or NULL */
    flow_measure_range_fn measure_range; /* the callback that answers runs of items, or NULL */
    void *user_data;

    /* Per-item inputs, each NULL (not set) or `count` values (4 per item for spacing). */
    float *grow, *first_baselines, *last_baselines, *guides, *spacing;
    uint32_t *flags;
    /* The item model's per-item inputs, each NULL or `count` values. */
    flow_edges *margins;
    flow_size *min, *max;
    float *shrink;
    int *align;
    uint32_t *lane_spans;
} replica;

/* A fresh handle's state: the documented defaults. */
void replica_init(replica *r);
void replica_free(replica *r);

/* Records a call that succeeded. */
void replica_set_items(replica *r, const flow_size *sizes, size_t count);
void replica_set_measure(replica *r, size_t count, flow_measure_fn fn, void *user_data);
void replica_set_grow(replica *r, const float *values);
void replica_set_flags(replica *r, const uint32_t *values);
void replica_set_baselines(replica *r, const float *first, const float *last);
void replica_set_guides(replica *r, const float *values);
void replica_set_spacing(replica *r, const float *values);
void replica_set_measure_ex(replica *r, size_t count, flow_measure_ex_fn fn, void *user_data);
void replica_set_measure_range(replica *r, size_t count, flow_measure_range_fn fn, void *user_data);
void replica_set_item_size(replica *r, size_t index, flow_size size);
void replica_set_margins(replica *r, const flow_edges *values);
void replica_set_limits(replica *r, const flow_size *min, const flow_size *max);
void replica_set_shrink(replica *r, const float *values);
void replica_set_align(replica *r, const int *values);
void replica_set_lane_spans(replica *r, const uint32_t *values);

/* A new handle given everything recorded, in a fixed order; NULL if the library refused any of it
 * (which is itself a failure: the original handle accepted the same values). */
flow_layout_t *replica_build(const replica *r);

#endif
