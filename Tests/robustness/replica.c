#include "replica.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void replica_init(replica *r) {
    memset(r, 0, sizeof *r);
    r->wrap = FLOW_WRAP;
    r->item_spacing = 8;
    r->line_spacing = 8;
    r->justify_last = FLOW_JUSTIFY_AUTO;
    r->lane_tolerance = 16;
}

static void clear_per_item(replica *r) {
    free(r->grow); free(r->first_baselines); free(r->last_baselines); free(r->guides); free(r->spacing);
    free(r->flags);
    r->grow = r->first_baselines = r->last_baselines = r->guides = r->spacing = NULL;
    r->flags = NULL;
    free(r->margins); free(r->min); free(r->max); free(r->shrink); free(r->align);
    r->margins = NULL;
    r->min = r->max = NULL;
    r->shrink = NULL;
    r->align = NULL;
    free(r->lane_spans);
    r->lane_spans = NULL;
}

void replica_free(replica *r) {
    clear_per_item(r);
    free(r->sizes);
    r->sizes = NULL;
}

static void *copy(const void *src, size_t bytes) {
    if (src == NULL) return NULL;
    void *dst = malloc(bytes == 0 ? 1 : bytes);
    if (dst == NULL) { fputs("replica: out of memory\n", stderr); abort(); }
    if (bytes > 0) memcpy(dst, src, bytes);
    return dst;
}

static void set_count(replica *r, size_t count) {
    if (count != r->count) clear_per_item(r);
    r->count = count;
    free(r->sizes);
    r->sizes = NULL;
    r->measure = NULL;
    r->measure_ex = NULL;
    r->measure_range = NULL;
    r->user_data = NULL;
}

void replica_set_items(replica *r, const flow_size *sizes, size_t count) {
    set_count(r, count);
    /* Zero items with a NULL array are still "sizes given". */
    static const flow_size none;
    r->sizes = copy(sizes != NULL ? sizes : &none, count * sizeof *sizes);
}

void replica_set_measure(replica *r, size_t count, flow_measure_fn fn, void *user_data) {
    set_count(r, count);
    r->measure = fn;
    r->user_data = user_data;
}

void replica_set_measure_ex(replica *r, size_t count, flow_measure_ex_fn fn, void *user_data) {
    set_count(r, count);
    r->measure_ex = fn;
    r->user_data = user_data;
}

void replica_set_measure_range(replica *r, size_t count, flow_measure_range_fn fn, void *user_data) {
    set_count(r, count);
    r->measure_range = fn;
    r->user_data = user_data;
}

void replica_set_item_size(replica *r, size_t index, flow_size size) {
    if (r->sizes != NULL && index < r->count) r->sizes[index] = size;
}

static void replace_floats(float **slot, const float *values, size_t n) {
    free(*slot);
    *slot = copy(values, n * sizeof **slot);
}

void replica_set_grow(replica *r, const float *values) { replace_floats(&r->grow, values, r->count); }
void replica_set_guides(replica *r, const float *values) { replace_floats(&r->guides, values, r->count); }
void replica_set_spacing(replica *r, const float *values) { replace_floats(&r->spacing, values, 4 * r->count); }

void replica_set_baselines(replica *r, const float *first, const float *last) {
    replace_floats(&r->first_baselines, first, r->count);
    replace_floats(&r->last_baselines, last, r->count);
}

void replica_set_flags(replica *r, const uint32_t *values) {
    free(r->flags);
    r->flags = copy(values, r->count * sizeof *values);
}

void replica_set_margins(replica *r, const flow_edges *values) {
    free(r->margins);
    r->margins = copy(values, r->count * sizeof *values);
}

void replica_set_limits(replica *r, const flow_size *min, const flow_size *max) {
    free(r->min);
    free(r->max);
    r->min = copy(min, r->count * sizeof *min);
    r->max = copy(max, r->count * sizeof *max);
}

void replica_set_shrink(replica *r, const float *values) { replace_floats(&r->shrink, values, r->count); }

void replica_set_align(replica *r, const int *values) {
    free(r->align);
    r->align = copy(values, r->count * sizeof *values);
}

void replica_set_lane_spans(replica *r, const uint32_t *values) {
    free(r->lane_spans);
    r->lane_spans = copy(values, r->count * sizeof *values);
}

flow_layout_t *replica_build(const replica *r) {
    flow_layout_t *h = flow_layout_create();
    if (h == NULL) return NULL;
    int st = FLOW_OK;
    st |= flow_layout_set_axis(h, r->axis);
    st |= flow_layout_set_wrap(h, r->wrap);
    st |= flow_layout_set_direction(h, r->direction);
    st |= flow_layout_set_justify(h, r->justify);
    st |= flow_layout_set_align_items(h, r->align_items);
    st |= flow_layout_set_align_content(h, r->align_content);
    st |= flow_layout_set_line_breaking(h, r->line_breaking);
    st |= flow_layout_set_uniform_size(h, r->uniform);
    st |= flow_layout_set_spacing(h, r->item_spacing, r->line_spacing);
    st |= flow_layout_set_pixel_scale(h, r->pixel_scale);
    st |= flow_layout_set_max_lines(h, r->max_lines);
    st |= flow_layout_set_max_items_per_line(h, r->max_items);
    st |= flow_layout_set_min_lines(h, r->min_lines);
    st |= flow_layout_set_padding(h, r->padding);
    st |= flow_layout_set_reverse(h, r->reverse);
    st |= flow_layout_set_justify_last(h, r->justify_last);
    st |= flow_layout_set_line_fill(h, r->fill_mode, r->max_scale);
    st |= flow_layout_set_separator(h, r->separator);
    st |= flow_layout_set_overflow_indicator(h, r->indicator, r->indicator_data);
    st |= flow_layout_set_lanes(h, r->lane_count, r->min_lane_length);
    st |= flow_layout_set_lane_tolerance(h, r->lane_tolerance);
    if (r->measure != NULL)
        st |= flow_layout_set_measure(h, r->count, r->measure, r->user_data);
    else if (r->measure_ex != NULL)
        st |= flow_layout_set_measure_ex(h, r->count, r->measure_ex, r->user_data);
    else if (r->measure_range != NULL)
        st |= flow_layout_set_measure_range(h, r->count, r->measure_range, r->user_data);
    else if (r->sizes != NULL)
        st |= flow_layout_set_items(h, r->sizes, r->count);
    if (r->grow) st |= flow_layout_set_item_grow(h, r->grow, r->count);
    if (r->flags) st |= flow_layout_set_item_flags(h, r->flags, r->count);
    if (r->first_baselines || r->last_baselines)
        st |= flow_layout_set_item_baselines(h, r->first_baselines, r->last_baselines, r->count);
    if (r->guides) st |= flow_layout_set_item_guides(h, r->guides, r->count);
    if (r->spacing) st |= flow_layout_set_item_spacing(h, r->spacing, r->count);
    if (r->margins) st |= flow_layout_set_item_margins(h, r->margins, r->count);
    if (r->min || r->max) st |= flow_layout_set_item_limits(h, r->min, r->max, r->count);
    if (r->shrink) st |= flow_layout_set_item_shrink(h, r->shrink, r->count);
    if (r->align) st |= flow_layout_set_item_align(h, r->align, r->count);
    if (r->lane_spans) st |= flow_layout_set_item_lane_span(h, r->lane_spans, r->count);
    if (st != FLOW_OK) {
        fprintf(stderr, "replica: the library refused an input it accepted before: %s\n", flow_layout_last_error(h));
        flow_layout_destroy(h);
        return NULL;
    }
    return h;
}
