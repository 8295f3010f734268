/* The reference every library figure is compared with: the simplest greedy row wrap a C
 * programmer would write by hand. Rows left to right, a fixed gap between items and between
 * rows, every item at the top of its row. */
#ifndef FLOWBENCH_REFERENCE_WRAP_H
#define FLOWBENCH_REFERENCE_WRAP_H

#include <stddef.h>
#include <flowlayout.h>

/* Places `count` items of `sizes` in rows no wider than `width` (an item wider than `width` sits
 * alone), writing one frame per item into `frames` and each row's height into `row_heights`
 * (room for `count` rows). Returns the number of rows. */
size_t reference_wrap(const flow_size *sizes, size_t count, float width, float gap,
                      flow_rect *frames, float *row_heights);

/* reference_wrap's signature, which the breaking studies' wraps share (what they time). */
typedef size_t (*wrap_fn)(const flow_size *sizes, size_t count, float width, float gap, flow_rect *frames,
                          float *row_heights);

#endif
