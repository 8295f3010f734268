#include "observed.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>
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
    out->lane_count = (size_t)-1;
    const flow_lane *lanes = flow_layout_lanes(layout, &out->lane_count);
    out->lanes_null = lanes == NULL;
    if (lanes != NULL) out->lanes = copy_of(lanes, out->lane_count * sizeof *lanes);
}

void observed_free(observed *o) {
    free(o->frames);
    free(o->lines);
    free(o->separators);
    free(o->lanes);
    o->lanes = NULL;
    o->frames = NULL;
    o->lines = NULL;
    o->separators = NULL;
}

int observed_equal(const observed *a, const observed *b, char *why) {
    char text[400];
#define DIFFERS(...) do { snprintf(text, sizeof text, __VA_ARGS__); snprintf(why, 160, "%.159s", text); return 0; } while (0)
    if (a->size_status != b->size_status)
        DIFFERS("get_size status %d vs %d", a->size_status, b->size_status);
    if (a->content_status != b->content_status)
        DIFFERS("get_content_size status %d vs %d", a->content_status, b->content_status);
    if (memcmp(&a->size, &b->size, sizeof a->size) != 0)
        DIFFERS("size %.9gx%.9g vs %.9gx%.9g", a->size.width, a->size.height, b->size.width, b->size.height);
    if (memcmp(&a->content, &b->content, sizeof a->content) != 0)
        DIFFERS("content size %.9gx%.9g vs %.9gx%.9g", a->content.width, a->content.height,
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
            DIFFERS("frame %zu {%.9g,%.9g,%.9g,%.9g} vs {%.9g,%.9g,%.9g,%.9g}", i, p->x, p->y, p->width, p->height,
                    q->x, q->y, q->width, q->height);
    }
    for (size_t i = 0; a->lines != NULL && b->lines != NULL && i < a->line_count; i++) {
        const flow_line *p = &a->lines[i], *q = &b->lines[i];
        if (memcmp(p, q, sizeof *p) != 0)
            DIFFERS("line %zu {%u,%u,%.9g,%.9g,%.9g} vs {%u,%u,%.9g,%.9g,%.9g}", i, p->first_item, p->item_count,
                    p->main_size, p->cross_offset, p->cross_size, q->first_item, q->item_count,
                    q->main_size, q->cross_offset, q->cross_size);
    }
    if (a->overflow_status != b->overflow_status)
        DIFFERS("overflow_frame status %d vs %d", a->overflow_status, b->overflow_status);
    if (memcmp(&a->overflow, &b->overflow, sizeof a->overflow) != 0)
        DIFFERS("overflow frame {%.9g,%.9g,%.9g,%.9g} vs {%.9g,%.9g,%.9g,%.9g}", a->overflow.x, a->overflow.y, a->overflow.width,
                a->overflow.height, b->overflow.x, b->overflow.y, b->overflow.width, b->overflow.height);
    if (a->separator_count != b->separator_count)
        DIFFERS("separator count %zu vs %zu", a->separator_count, b->separator_count);
    if (a->separators_null != b->separators_null) DIFFERS("separators pointer NULL in one capture only");
    for (size_t i = 0; a->separators != NULL && b->separators != NULL && i < a->separator_count; i++) {
        const flow_rect *p = &a->separators[i], *q = &b->separators[i];
        if (memcmp(p, q, sizeof *p) != 0)
            DIFFERS("separator %zu {%.9g,%.9g,%.9g,%.9g} vs {%.9g,%.9g,%.9g,%.9g}", i, p->x, p->y, p->width, p->height, q->x, q->y,
                    q->width, q->height);
    }
    if (a->lane_count != b->lane_count) DIFFERS("lane count %zu vs %zu", a->lane_count, b->lane_count);
    if (a->lanes_null != b->lanes_null) DIFFERS("lanes pointer NULL in one capture only");
    for (size_t i = 0; a->lanes != NULL && b->lanes != NULL && i < a->lane_count; i++) {
        const flow_lane *p = &a->lanes[i], *q = &b->lanes[i];
        if (memcmp(p, q, sizeof *p) != 0)
            DIFFERS("lane %zu {%.9g,%.9g,%.9g,%u} vs {%.9g,%.9g,%.9g,%u}", i, p->offset, p->length, p->extent,
                    p->item_count, q->offset, q->length, q->extent, q->item_count);
    }
    return 1;
#undef DIFFERS
}

/* ---- Queries: item_at, line_of_item, lines_in_range ------------------------------------------ */

static int same_item_at(const flow_layout_t *a, const flow_layout_t *b, float x, float y, char *why) {
    size_t ia = 12345, ib = 12345;
    int sa = flow_layout_item_at(a, x, y, &ia), sb = flow_layout_item_at(b, x, y, &ib);
    if (sa != sb || ia != ib) {
        snprintf(why, 160, "item_at(%.9g, %.9g): status %d index %zd vs status %d index %zd", x, y, sa,
                 ia == SIZE_MAX ? (ptrdiff_t)-1 : (ptrdiff_t)ia, sb, ib == SIZE_MAX ? (ptrdiff_t)-1 : (ptrdiff_t)ib);
        return 0;
    }
    return 1;
}

static int same_lines_in_range(const flow_layout_t *a, const flow_layout_t *b, float from, float to, char *why) {
    size_t fa = 12345, ca = 12345, fb = 12345, cb = 12345;
    int sa = flow_layout_lines_in_range(a, from, to, &fa, &ca), sb = flow_layout_lines_in_range(b, from, to, &fb, &cb);
    if (sa != sb || fa != fb || ca != cb) {
        snprintf(why, 160, "lines_in_range(%.9g, %.9g): status %d lines %zu+%zu vs status %d lines %zu+%zu", from, to,
                 sa, fa, ca, sb, fb, cb);
        return 0;
    }
    return 1;
}

static int same_neighbor(const flow_layout_t *a, const flow_layout_t *b, size_t index, int direction, char *why) {
    size_t na = 12345, nb = 12345;
    int sa = flow_layout_neighbor(a, index, direction, &na), sb = flow_layout_neighbor(b, index, direction, &nb);
    if (sa != sb || na != nb) {
        snprintf(why, 160, "neighbor(%zu, %d): status %d item %zd vs status %d item %zd", index, direction, sa,
                 na == SIZE_MAX ? (ptrdiff_t)-1 : (ptrdiff_t)na, sb, nb == SIZE_MAX ? (ptrdiff_t)-1 : (ptrdiff_t)nb);
        return 0;
    }
    return 1;
}

static int same_insertion_point(const flow_layout_t *a, const flow_layout_t *b, float x, float y, char *why) {
    size_t ia = 12345, ib = 12345;
    flow_rect ca = {1, 2, 3, 4}, cb = {1, 2, 3, 4};
    int sa = flow_layout_insertion_point(a, x, y, &ia, &ca), sb = flow_layout_insertion_point(b, x, y, &ib, &cb);
    if (sa != sb || ia != ib || memcmp(&ca, &cb, sizeof ca) != 0) {
        char text[400];
        snprintf(text, sizeof text, "insertion_point(%.9g, %.9g): status %d index %zu caret {%g %g %g %g} vs status %d "
                 "index %zu caret {%g %g %g %g}", x, y, sa, ia, ca.x, ca.y, ca.width, ca.height, sb, ib, cb.x, cb.y,
                 cb.width, cb.height);
        snprintf(why, 160, "%.159s", text);
        return 0;
    }
    return 1;
}

/* Points inside, on the edges of and just outside a rect. */
static int same_items_around(const flow_layout_t *a, const flow_layout_t *b, flow_rect f, char *why) {
    const float xs[] = {f.x, f.x + f.width * 0.5f, f.x + f.width, nextafterf(f.x, -INFINITY)};
    const float ys[] = {f.y, f.y + f.height * 0.5f, f.y + f.height, nextafterf(f.y + f.height, -INFINITY)};
    for (size_t i = 0; i < 4; i++)
        for (size_t j = 0; j < 4; j++)
            if (isfinite(xs[i]) && isfinite(ys[j]) && !same_item_at(a, b, xs[i], ys[j], why)) return 0;
    return 1;
}

int observed_queries_equal(const flow_layout_t *a, const flow_layout_t *b, char *why) {
    size_t n = 0, line_count = 0, separator_count = 0;
    const flow_rect *frames = flow_layout_frames(a, &n);
    const flow_line *lines = flow_layout_lines(a, &line_count);
    const flow_rect *separators = flow_layout_separators(a, &separator_count);
    for (size_t i = 0; i < n + 2; i++) {
        size_t la = 12345, lb = 12345;
        int sa = flow_layout_line_of_item(a, i, &la), sb = flow_layout_line_of_item(b, i, &lb);
        if (sa != sb || la != lb) {
            snprintf(why, 160, "line_of_item(%zu): status %d line %zd vs status %d line %zd", i, sa,
                     la == SIZE_MAX ? (ptrdiff_t)-1 : (ptrdiff_t)la, sb, lb == SIZE_MAX ? (ptrdiff_t)-1 : (ptrdiff_t)lb);
            return 0;
        }
        size_t spa = 777, spb = 777;
        sa = flow_layout_lane_of_item(a, i, &la, &spa);
        sb = flow_layout_lane_of_item(b, i, &lb, &spb);
        if (sa != sb || la != lb || spa != spb) {
            snprintf(why, 160, "lane_of_item(%zu): status %d lane %zd span %zu vs status %d lane %zd span %zu", i, sa,
                     la == SIZE_MAX ? (ptrdiff_t)-1 : (ptrdiff_t)la, spa, sb,
                     lb == SIZE_MAX ? (ptrdiff_t)-1 : (ptrdiff_t)lb, spb);
            return 0;
        }
    }
    /* Every frame of a few hundred; beyond that, a spread of them. */
    size_t stride = n > 256 ? n / 128 : 1;
    for (size_t i = 0; frames != NULL && i < n; i += stride) {
        if (!same_items_around(a, b, frames[i], why)) return 0;
        if (i + 1 < n) {
            /* Between this item and the next: the gap (or the overlap). */
            const flow_rect *p = &frames[i], *q = &frames[i + 1];
            float mx = 0.5f * ((p->x + p->width) + q->x), my = 0.5f * ((p->y + p->height) + q->y);
            if (isfinite(mx) && isfinite(my) && (!same_item_at(a, b, mx, p->y, why) || !same_item_at(a, b, p->x, my, why)))
                return 0;
        }
    }
    /* Navigation from the same spread of items, and drops on their centres and corners. */
    for (size_t i = 0; frames != NULL && i < n; i += stride) {
        for (int d = FLOW_NAV_LEFT; d <= FLOW_NAV_PREVIOUS + 1; d++)
            if (!same_neighbor(a, b, i, d, why)) return 0;
        const flow_rect *f = &frames[i];
        float cx = f->x + 0.5f * f->width, cy = f->y + 0.5f * f->height;
        if (isfinite(cx) && isfinite(cy) &&
            (!same_insertion_point(a, b, cx, cy, why) || !same_insertion_point(a, b, f->x, f->y, why)))
            return 0;
    }
    if (!same_neighbor(a, b, n, FLOW_NAV_NEXT, why)) return 0;
    for (size_t i = 0; separators != NULL && i < separator_count; i += separator_count > 256 ? separator_count / 128 : 1)
        if (!same_items_around(a, b, separators[i], why)) return 0;
    flow_rect indicator = {0, 0, 0, 0};
    if (flow_layout_overflow_frame(a, &indicator) == FLOW_OK && !same_items_around(a, b, indicator, why)) return 0;
    flow_size size = {0, 0};
    (void)flow_layout_get_size(a, &size);
    const float outside[][2] = {{0, 0}, {-1, -1}, {-0.0f, 5}, {size.width, size.height}, {size.width * 0.5f, size.height * 0.5f},
                                {size.width + 1, 0}, {0, size.height + 1}, {-INFINITY, 0}, {INFINITY, INFINITY}, {1e30f, -1e30f}};
    for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++)
        if (!same_item_at(a, b, outside[i][0], outside[i][1], why) ||
            !same_insertion_point(a, b, outside[i][0], outside[i][1], why))
            return 0;

    if (!same_lines_in_range(a, b, -INFINITY, INFINITY, why) || !same_lines_in_range(a, b, 0, 0, why) ||
        !same_lines_in_range(a, b, -1, 0.5f, why) || !same_lines_in_range(a, b, 0, size.width, why) ||
        !same_lines_in_range(a, b, 0, size.height, why) || !same_lines_in_range(a, b, size.height * 0.5f, INFINITY, why))
        return 0;
    stride = line_count > 256 ? line_count / 128 : 1;
    for (size_t j = 0; lines != NULL && j < line_count; j += stride) {
        float from = lines[j].cross_offset, to = lines[j].cross_offset + lines[j].cross_size;
        float mid = from + 0.5f * lines[j].cross_size;
        if (!same_lines_in_range(a, b, from, to, why) || !same_lines_in_range(a, b, mid, mid, why) ||
            !same_lines_in_range(a, b, from, mid, why) || !same_lines_in_range(a, b, mid, to + 1, why) ||
            !same_lines_in_range(a, b, nextafterf(from, -INFINITY), from, why) || !same_lines_in_range(a, b, to, to + 0.5f, why))
            return 0;
        if (j + 1 < line_count) {
            float next = lines[j + 1].cross_offset; /* the gap between the lines, whichever way they stack */
            if (!same_lines_in_range(a, b, fminf(to, next), fmaxf(to, next), why)) return 0;
        }
    }
    return 1;
}
