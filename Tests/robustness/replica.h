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

    size_t count;
    flow_size *sizes;          /* the items' sizes, or NULL when measured */
    flow_measure_fn measure;   /* the callback, or NULL */
    void *user_data;

    /* Per-item inputs, each NULL (not set) or `count` values (4 per item for spacing). */
    float *grow, *first_baselines, *last_baselines, *guides, *spacing;
    uint32_t *flags;
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

/* A new handle given everything recorded, in a fixed order; NULL if the library refused any of it
 * (which is itself a failure: the original handle accepted the same values). */
flow_layout_t *replica_build(const replica *r);

#endif
