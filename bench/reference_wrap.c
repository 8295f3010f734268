#include "reference_wrap.h"

/* One pass: an item's y is known when its row starts because rows are top-aligned, so nothing
 * is written twice. The row's height is final when the next row starts. */
size_t reference_wrap(const flow_size *sizes, size_t count, float width, float gap,
                      flow_rect *frames, float *row_heights)
{
    size_t rows = 0, row_start = 0;
    float x = 0, y = 0, row_height = 0;
    for (size_t i = 0; i < count; i++) {
        float w = sizes[i].width, h = sizes[i].height;
        if (i > row_start && x + w > width) {
            row_heights[rows++] = row_height;
            y += row_height + gap;
            x = 0;
            row_height = 0;
            row_start = i;
        }
        frames[i].x = x;
        frames[i].y = y;
        frames[i].width = w;
        frames[i].height = h;
        x += w + gap;
        if (h > row_height) row_height = h;
    }
    if (count > 0) row_heights[rows++] = row_height;
    return rows;
}
