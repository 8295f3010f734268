#include "observed.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *copy_of(const void *src, size_t bytes) {
    if (src == NULL || bytes == 0) return NULL;
    void *dst = malloc(bytes);
    if (dst == NULL) { fputs("observed: out of memory\n", stderr); exit(2); }
    memcpy(dst, src, bytes);
    return dst;
}

void observed_take(observed *out, const flow_layout_t *layout) {
    memset(out, 0, sizeof *out);
    /* Sentinels: a getter that fails must leave its out-parameter alone, so an unchanged
     * sentinel is part of what is compared. */
    out->size = (flow_size){-7.0f, -7.0f};
    out->content = (flow_size){-7.0f, -7.0f};
    out->size_status = flow_layout_get_size(layout, &out->size);
    out->content_status = flow_layout_get_content_size(layout, &out->content);
    out->visible = flow_layout_visible_count(layout);
    out->frame_count = (size_t)-1;
    out->line_count = (size_t)-1;
    const flow_rect *frames = flow_layout_frames(layout, &out->frame_count);
    const flow_line *lines = flow_layout_lines(layout, &out->line_count);
    out->frames_null = frames == NULL;
    out->lines_null = lines == NULL;
    if (frames != NULL) out->frames = copy_of(frames, out->frame_count * sizeof *frames);
    if (lines != NULL) out->lines = copy_of(lines, out->line_count * sizeof *lines);
    out->overflow = (flow_rect){-7.0f, -7.0f, -7.0f, -7.0f};
    out->overflow_status = flow_layout_overflow_frame(layout, &out->overflow);
    out->separator_count = (size_t)-1;
    const flow_rect *separators = flow_layout_separators(layout, &out->separator_count);
    out->separators_null = separators == NULL;
    if (separators != NULL) out->separators = copy_of(separators, out->separator_count * sizeof *separators);
}

void observed_free(observed *o) {
    free(o->frames);
    free(o->lines);
    free(o->separators);
    o->frames = NULL;
    o->lines = NULL;
    o->separators = NULL;
}

int observed_equal(const observed *a, const observed *b, char *why) {
#define DIFFERS(...) do { snprintf(why, 160, __VA_ARGS__); return 0; } while (0)
    if (a->size_status != b->size_status)
        DIFFERS("get_size status %d vs %d", a->size_status, b->size_status);
    if (a->content_status != b->content_status)
        DIFFERS("get_content_size status %d vs %d", a->content_status, b->content_status);
    if (memcmp(&a->size, &b->size, sizeof a->size) != 0)
        DIFFERS("size %gx%g vs %gx%g", a->size.width, a->size.height, b->size.width, b->size.height);
    if (memcmp(&a->content, &b->content, sizeof a->content) != 0)
        DIFFERS("content size %gx%g vs %gx%g", a->content.width, a->content.height,
                b->content.width, b->content.height);
    if (a->visible != b->visible) DIFFERS("visible_count %zu vs %zu", a->visible, b->visible);
    if (a->frame_count != b->frame_count)
        DIFFERS("frame count %zu vs %zu", a->frame_count, b->frame_count);
    if (a->line_count != b->line_count) DIFFERS("line count %zu vs %zu", a->line_count, b->line_count);
    if (a->frames_null != b->frames_null) DIFFERS("frames pointer NULL in one capture only");
    if (a->lines_null != b->lines_null) DIFFERS("lines pointer NULL in one capture only");
    for (size_t i = 0; a->frames != NULL && b->frames != NULL && i < a->frame_count; i++) {
        const flow_rect *p = &a->frames[i], *q = &b->frames[i];
        if (memcmp(p, q, sizeof *p) != 0)
            DIFFERS("frame %zu {%g,%g,%g,%g} vs {%g,%g,%g,%g}", i, p->x, p->y, p->width, p->height,
                    q->x, q->y, q->width, q->height);
    }
    for (size_t i = 0; a->lines != NULL && b->lines != NULL && i < a->line_count; i++) {
        const flow_line *p = &a->lines[i], *q = &b->lines[i];
        if (memcmp(p, q, sizeof *p) != 0)
            DIFFERS("line %zu {%u,%u,%g,%g,%g} vs {%u,%u,%g,%g,%g}", i, p->first_item, p->item_count,
                    p->main_size, p->cross_offset, p->cross_size, q->first_item, q->item_count,
                    q->main_size, q->cross_offset, q->cross_size);
    }
    if (a->overflow_status != b->overflow_status)
        DIFFERS("overflow_frame status %d vs %d", a->overflow_status, b->overflow_status);
    if (memcmp(&a->overflow, &b->overflow, sizeof a->overflow) != 0)
        DIFFERS("overflow frame {%g,%g,%g,%g} vs {%g,%g,%g,%g}", a->overflow.x, a->overflow.y, a->overflow.width,
                a->overflow.height, b->overflow.x, b->overflow.y, b->overflow.width, b->overflow.height);
    if (a->separator_count != b->separator_count)
        DIFFERS("separator count %zu vs %zu", a->separator_count, b->separator_count);
    if (a->separators_null != b->separators_null) DIFFERS("separators pointer NULL in one capture only");
    for (size_t i = 0; a->separators != NULL && b->separators != NULL && i < a->separator_count; i++) {
        const flow_rect *p = &a->separators[i], *q = &b->separators[i];
        if (memcmp(p, q, sizeof *p) != 0)
            DIFFERS("separator %zu {%g,%g,%g,%g} vs {%g,%g,%g,%g}", i, p->x, p->y, p->width, p->height, q->x, q->y,
                    q->width, q->height);
    }
    return 1;
#undef DIFFERS
}
