#include "invariants.h"

#include <math.h>
#include <stdio.h>

#define BROKEN(...) do { snprintf(why, 200, __VA_ARGS__); return 0; } while (0)

static int finite_size(flow_size s) {
    return isfinite(s.width) && isfinite(s.height) && s.width >= 0 && s.height >= 0;
}

/* Float frames come from double arithmetic rounded once per field: allow a few float ulps of the
 * fields of both frames (an edge x + width carries the rounding of x and of width), plus the
 * double rounding of intermediate values as large as the bounds. */
static double slack(const flow_rect *a, const flow_rect *b, double bounds) {
    double fields = fabs(a->x) + fabs(a->y) + fabs(a->width) + fabs(a->height) + fabs(b->x) + fabs(b->y) +
                    fabs(b->width) + fabs(b->height);
    return 1e-3 + 1e-5 * fields + 1e-14 * bounds;
}

static double finite_or_zero(float v) { return isfinite(v) ? fabs((double)v) : 0; }

/* The main-axis extent of a frame, oriented so that later items in a line have larger values. */
static void main_extent(const flow_rect *f, int axis, int direction, double *start, double *end) {
    if (axis == FLOW_AXIS_VERTICAL) {
        *start = f->y;
        *end = (double)f->y + f->height;
    } else if (direction == FLOW_DIRECTION_RTL) {
        *start = -((double)f->x + f->width);
        *end = -(double)f->x;
    } else {
        *start = f->x;
        *end = (double)f->x + f->width;
    }
}

/* Every item flagged hidden (display: none): then there is no line at all, as in CSS. */
static int all_hidden(const uint32_t *flags, size_t count) {
    if (flags == NULL || count == 0) return 0;
    for (size_t i = 0; i < count; i++)
        if (!(flags[i] & FLOW_ITEM_HIDDEN)) return 0;
    return 1;
}

int invariants_hold(const flow_layout_t *layout, size_t item_count, int axis, int direction, float width,
                    float height, char *why) {
    return invariants_hold_model(layout, item_count, axis, direction, width, height, NULL, 1, why);
}

int invariants_hold_model(const flow_layout_t *layout, size_t item_count, int axis, int direction, float width,
                          float height, const uint32_t *flags, int ordered, char *why) {
    const double bounds = fmax(finite_or_zero(width), finite_or_zero(height));
    flow_size size, content;
    if (flow_layout_get_size(layout, &size) != FLOW_OK) BROKEN("get_size failed after arrange");
    if (flow_layout_get_content_size(layout, &content) != FLOW_OK)
        BROKEN("get_content_size failed after arrange");
    if (!finite_size(size)) BROKEN("size %gx%g", size.width, size.height);
    if (!finite_size(content)) BROKEN("content size %gx%g", content.width, content.height);

    size_t frame_count = 0, line_count = 0;
    const flow_rect *frames = flow_layout_frames(layout, &frame_count);
    const flow_line *lines = flow_layout_lines(layout, &line_count);
    size_t visible = flow_layout_visible_count(layout);
    if (frame_count != item_count) BROKEN("%zu frames for %zu items", frame_count, item_count);
    if (item_count > 0 && frames == NULL) BROKEN("frames NULL for %zu items", item_count);
    if (line_count > 0 && lines == NULL) BROKEN("lines NULL for %zu lines", line_count);
    if (visible > item_count) BROKEN("visible_count %zu > %zu items", visible, item_count);

    for (size_t i = 0; i < item_count; i++) {
        const flow_rect *f = &frames[i];
        if (!isfinite(f->x) || !isfinite(f->y) || !isfinite(f->width) || !isfinite(f->height))
            BROKEN("frame %zu not finite {%g,%g,%g,%g}", i, f->x, f->y, f->width, f->height);
        if (f->width < 0 || f->height < 0) BROKEN("frame %zu has a negative size %gx%g", i, f->width, f->height);
        if (i >= visible && (f->x != 0 || f->y != 0 || f->width != 0 || f->height != 0))
            BROKEN("hidden item %zu (visible %zu) has frame {%g,%g,%g,%g}", i, visible, f->x, f->y,
                   f->width, f->height);
    }

    flow_rect indicator;
    indicator = (flow_rect){0, 0, 0, 0};
    (void)flow_layout_overflow_frame(layout, &indicator);
    /* The indicator is shown only when items are hidden (its frame may snap to zero). */
    int indicator_shown = visible < item_count;
    if (!isfinite(indicator.x) || !isfinite(indicator.y) || !isfinite(indicator.width) ||
        !isfinite(indicator.height) || indicator.width < 0 || indicator.height < 0)
        BROKEN("overflow frame {%g,%g,%g,%g}", indicator.x, indicator.y, indicator.width, indicator.height);
    size_t separator_count = 0;
    const flow_rect *separators = flow_layout_separators(layout, &separator_count);
    for (size_t i = 0; separators != NULL && i < separator_count; i++) {
        const flow_rect *f = &separators[i];
        if (!isfinite(f->x) || !isfinite(f->y) || !isfinite(f->width) || !isfinite(f->height) || f->width < 0 ||
            f->height < 0)
            BROKEN("separator %zu {%g,%g,%g,%g}", i, f->x, f->y, f->width, f->height);
    }

    size_t next = 0;
    for (size_t j = 0; j < line_count; j++) {
        const flow_line *l = &lines[j];
        if (l->first_item != next) BROKEN("line %zu starts at item %u, expected %zu", j, l->first_item, next);
        if (l->item_count == 0 && !(indicator_shown && j + 1 == line_count)) BROKEN("line %zu of %zu is empty (indicator {%g,%g,%g,%g})", j, line_count, indicator.x,
                   indicator.y, indicator.width, indicator.height);
        if (!isfinite(l->main_size) || !isfinite(l->cross_offset) || !isfinite(l->cross_size) ||
            l->cross_size < 0 || (ordered && l->main_size < 0))
            BROKEN("line %zu has bad metrics {%g,%g,%g}", j, l->main_size, l->cross_offset, l->cross_size);
        next += l->item_count;
        if (next > visible) BROKEN("lines cover %zu items, only %zu visible", next, visible);
        /* Each shown item against the next shown one. */
        size_t previous = (size_t)-1;
        for (size_t i = l->first_item; ordered && i < next; i++) {
            if (flags != NULL && (flags[i] & FLOW_ITEM_HIDDEN)) continue;
            if (previous != (size_t)-1) {
                double a0, a1, b0, b1;
                main_extent(&frames[previous], axis, direction, &a0, &a1);
                main_extent(&frames[i], axis, direction, &b0, &b1);
                if (a1 > b0 + slack(&frames[previous], &frames[i], bounds))
                    BROKEN("line %zu: item %zu (main %g..%g) overlaps or follows item %zu (main %g..%g)", j,
                           previous, a0, a1, i, b0, b1);
            }
            previous = i;
        }
    }
    if (next != visible && !(line_count == 0 && all_hidden(flags, visible)))
        BROKEN("lines cover %zu items, %zu visible", next, visible);
    return 1;
}

int invariants_fit_rule(const flow_layout_t *layout, const replica *told, float width, float height, char *why) {
    if (told->wrap == FLOW_WRAP_NONE) return 1;
    const int rows = told->axis != FLOW_AXIS_VERTICAL;
    const double bound = rows ? width : height;
    if (!isfinite(bound)) return 1;
    const double padding = rows ? (double)told->padding.left + told->padding.right
                                : (double)told->padding.top + told->padding.bottom;
    const double box = fmax(0.0, bound - padding);
    /* Pixel snapping rounds both ends of a line to the grid: up to one grid step more. */
    const double tolerance = 1.0 / 256 + 1e-6 * box + (told->pixel_scale > 0 ? 1.0 / told->pixel_scale : 0);
    size_t item_count = 0, line_count = 0;
    (void)flow_layout_frames(layout, &item_count);
    const flow_line *lines = flow_layout_lines(layout, &line_count);
    const size_t visible = flow_layout_visible_count(layout);
    /* The indicator is shown exactly when items are hidden past max_lines (header: it is shown when
     * the items need more than max_lines lines, and then hides at least one). */
    const int indicator_shown = told->indicator != NULL && told->max_lines > 0 && visible < item_count;
    double worst = 0;
    size_t worst_line = 0, worst_boxes = 0;
    int worst_has_indicator = 0;
    for (size_t j = 0; lines != NULL && j < line_count; j++) {
        const flow_line *l = &lines[j];
        size_t boxes = indicator_shown && j + 1 == line_count ? 1 : 0;
        for (size_t i = l->first_item; i < (size_t)l->first_item + l->item_count && i < item_count; i++)
            if (told->flags == NULL || !(told->flags[i] & FLOW_ITEM_HIDDEN)) boxes++;
        if (boxes >= 2 && l->main_size - box > tolerance && l->main_size - box > worst) {
            worst = l->main_size - box;
            worst_line = j;
            worst_boxes = boxes;
            worst_has_indicator = indicator_shown && j + 1 == line_count;
        }
    }
    if (worst > 0)
        BROKEN("fit rule: line %zu (%zu boxes: items %u..%u%s) has main size %.9g in a content box of %.9g "
               "(main bound %.9g, breaking %d)", worst_line, worst_boxes, lines[worst_line].first_item,
               lines[worst_line].first_item + lines[worst_line].item_count - 1,
               worst_has_indicator ? " and the overflow indicator" : "", lines[worst_line].main_size, box, bound,
               told->line_breaking);
    return 1;
}
