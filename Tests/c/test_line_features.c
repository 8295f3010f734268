/* Requirements for the line features through the C ABI, with frames computed by hand:
 *   pretty breaking      21 squares of 10 in lines of 100, no gaps:
 *                          greedy 10 + 10 + 1, balance 7 + 7 + 7, pretty 9 + 9 + 3
 *   justify_last         |AAA    BBB|  space-between, then |CCC       | (start) or |       CCC| (end)
 *   scale fill           |AAA BBBBB|  30 + 10 + 50 in 100: both scaled by 90/80
 *   overflow indicator   ten 30-wide chips, two per line, two lines: |AA BB|CC DD +6|
 *   separators           |A · B · C|  gap 5 + 4 + 5                                             */
#include "check.h"

static flow_layout_t *squares(size_t n, int mode) {
    flow_layout_t *layout = layout_with_items(n, 10, 10);
    CHECK_OK(layout, flow_layout_set_spacing(layout, 0, 0));
    CHECK_OK(layout, flow_layout_set_line_breaking(layout, mode));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    return layout;
}

static void line_starts_are(flow_layout_t *layout, const uint32_t *starts, size_t count) {
    size_t n = 0, j;
    const flow_line *lines = flow_layout_lines(layout, &n);
    CHECK(n == count);
    for (j = 0; j < n && j < count; j++) CHECK(lines[j].first_item == starts[j]);
}

static void pretty_keeps_lines_even_but_the_last_a_third_full(void) {
    static const uint32_t greedy[] = {0, 10, 20}, balance[] = {0, 7, 14}, pretty[] = {0, 9, 18};
    flow_layout_t *g = squares(21, FLOW_BREAK_GREEDY), *b = squares(21, FLOW_BREAK_BALANCE),
                  *p = squares(21, FLOW_BREAK_PRETTY);
    line_starts_are(g, greedy, 3);
    line_starts_are(b, balance, 3);
    line_starts_are(p, pretty, 3);
    CHECK_RECT(frame_at(p, 9), 0, 10, 10, 10);
    CHECK_RECT(frame_at(p, 20), 20, 20, 10, 10);
    flow_layout_destroy(g);
    flow_layout_destroy(b);
    flow_layout_destroy(p);
}

static void the_last_line_takes_justify_last(void) {
    flow_layout_t *layout = layout_with_items(3, 30, 10);
    CHECK_OK(layout, flow_layout_set_spacing(layout, 10, 8));
    CHECK_OK(layout, flow_layout_set_justify(layout, FLOW_JUSTIFY_SPACE_BETWEEN));
    CHECK_OK(layout, flow_layout_set_justify_last(layout, FLOW_JUSTIFY_END));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 70, 0, 30, 10);
    CHECK_RECT(frame_at(layout, 2), 70, 18, 30, 10);
    CHECK_OK(layout, flow_layout_set_justify_last(layout, FLOW_JUSTIFY_AUTO));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 2), 0, 18, 30, 10); /* space-between with one item: start */
    flow_layout_destroy(layout);
}

static void scale_fill_fills_each_line(void) {
    static const flow_size photos[] = {{30, 20}, {50, 20}};
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_set_items(layout, photos, 2));
    CHECK_OK(layout, flow_layout_set_spacing(layout, 10, 8));
    CHECK_OK(layout, flow_layout_set_line_fill(layout, FLOW_FILL_SCALE, 0));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 0, 0, 33.75f, 22.5f);
    CHECK_RECT(frame_at(layout, 1), 43.75f, 0, 56.25f, 22.5f);
    CHECK_OK(layout, flow_layout_set_line_fill(layout, FLOW_FILL_SCALE, 1.1f)); /* 1.125 > 1.1 */
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 40, 0, 50, 20);
    flow_layout_destroy(layout);
}

static size_t indicator_calls;
static flow_size plus_n_more(void *user_data, size_t hidden) {
    (void)user_data;
    indicator_calls++;
    return (flow_size){hidden < 10 ? 20.0f : 28.0f, 10};
}

static void the_indicator_takes_the_place_it_needs(void) {
    flow_layout_t *layout = layout_with_items(10, 30, 10);
    flow_rect more = {-1, -1, -1, -1};
    CHECK_OK(layout, flow_layout_set_spacing(layout, 10, 8));
    CHECK_OK(layout, flow_layout_set_max_lines(layout, 2));
    CHECK_OK(layout, flow_layout_set_overflow_indicator(layout, plus_n_more, NULL));
    CHECK_STATUS(layout, flow_layout_overflow_frame(layout, &more), FLOW_ERROR_NOT_ARRANGED);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_visible_count(layout) == 4);
    CHECK(indicator_calls == 1);
    CHECK_OK(layout, flow_layout_overflow_frame(layout, &more));
    CHECK_RECT(more, 80, 18, 20, 10);
    CHECK_RECT(frame_at(layout, 4), 0, 0, 0, 0);
    /* Not needed: not shown. */
    CHECK_OK(layout, flow_layout_set_max_lines(layout, 0));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_OK(layout, flow_layout_overflow_frame(layout, &more));
    CHECK_RECT(more, 0, 0, 0, 0);
    CHECK(flow_layout_visible_count(layout) == 10);
    flow_layout_destroy(layout);
}

static void separators_sit_in_the_gaps(void) {
    flow_layout_t *layout = layout_with_items(3, 20, 10);
    size_t n = 99;
    CHECK(flow_layout_separators(layout, &n) == NULL && n == 0); /* not arranged */
    CHECK_OK(layout, flow_layout_set_spacing(layout, 5, 8));
    CHECK_OK(layout, flow_layout_set_separator(layout, (flow_size){4, 2}));
    CHECK_OK(layout, flow_layout_arrange(layout, 60, NAN));
    const flow_rect *seps = flow_layout_separators(layout, &n);
    CHECK(n == 1 && seps != NULL);
    if (seps != NULL) CHECK_RECT(seps[0], 25, 4, 4, 2);
    CHECK_RECT(frame_at(layout, 2), 0, 18, 20, 10);
    CHECK_OK(layout, flow_layout_set_separator(layout, (flow_size){0, 0}));
    CHECK_OK(layout, flow_layout_arrange(layout, 60, NAN));
    CHECK(flow_layout_separators(layout, &n) == NULL && n == 0);
    flow_layout_destroy(layout);
}

/* Layouts that use the flex item model (margins, hidden items) take the line features too:
 *   |A · [_B__] · C|  separators centred between margin boxes (B's margins 3 and 2)
 *   |AA BB|CC DD +6|  "+N more" counts only the items not hidden; with scale fill, line 0 is
 *                     scaled to fill what its margins leave                                       */
static size_t last_hidden_count;
static flow_size counting_more(void *user_data, size_t hidden) {
    (void)user_data;
    last_hidden_count = hidden;
    return (flow_size){20, 10};
}

static void item_model_layouts_take_the_line_features(void) {
    static const flow_edges b_margins[3] = {{0, 0, 0, 0}, {0, 2, 0, 3}, {0, 0, 0, 0}};
    static const flow_edges auto_end[3] = {{0, 0, 0, 0}, {0, 0, 0, 0}, {0, NAN, 0, 0}};
    flow_edges chip_margins[11] = {{0, 0, 0, 5}};
    uint32_t flags[11] = {0};
    flow_layout_t *layout = layout_with_items(3, 20, 10), *chips = layout_with_items(11, 30, 10), *all;
    flow_layout_t *candidates[2];
    flow_rect more;
    size_t n = 0, index = 99;
    const flow_rect *seps;

    CHECK_OK(layout, flow_layout_set_spacing(layout, 5, 0));
    CHECK_OK(layout, flow_layout_set_separator(layout, (flow_size){4, 2}));
    CHECK_OK(layout, flow_layout_set_item_margins(layout, b_margins, 3));
    CHECK_OK(layout, flow_layout_arrange(layout, 200, NAN));
    CHECK_RECT(frame_at(layout, 1), 37, 0, 20, 10);
    CHECK_RECT(frame_at(layout, 2), 73, 0, 20, 10);
    seps = flow_layout_separators(layout, &n);
    CHECK(n == 2 && seps != NULL);
    if (seps != NULL && n == 2) {
        CHECK_RECT(seps[0], 25, 4, 4, 2);
        CHECK_RECT(seps[1], 64, 4, 4, 2);
    }
    /* Last-line justification comes after auto margins: 30 + 10 + 30 | 30 in lines of 100. */
    CHECK_OK(layout, flow_layout_set_separator(layout, (flow_size){0, 0}));
    CHECK_OK(layout, flow_layout_set_spacing(layout, 10, 8));
    CHECK_OK(layout, flow_layout_set_items(layout, (const flow_size[]){{30, 10}, {30, 10}, {30, 10}}, 3));
    CHECK_OK(layout, flow_layout_set_justify_last(layout, FLOW_JUSTIFY_END));
    CHECK_OK(layout, flow_layout_set_item_margins(layout, b_margins, 3));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 2), 70, 18, 30, 10);
    CHECK_OK(layout, flow_layout_set_item_margins(layout, auto_end, 3));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 2), 0, 18, 30, 10);

    /* Eleven chips, the fifth hidden: ten laid out, four show, "+6". */
    flags[4] = FLOW_ITEM_HIDDEN;
    CHECK_OK(chips, flow_layout_set_spacing(chips, 10, 8));
    CHECK_OK(chips, flow_layout_set_max_lines(chips, 2));
    CHECK_OK(chips, flow_layout_set_item_flags(chips, flags, 11));
    CHECK_OK(chips, flow_layout_set_overflow_indicator(chips, counting_more, NULL));
    CHECK_OK(chips, flow_layout_arrange(chips, 100, NAN));
    CHECK(last_hidden_count == 6);
    CHECK(flow_layout_visible_count(chips) == 5); /* the hidden item stays with the last line */
    CHECK_OK(chips, flow_layout_overflow_frame(chips, &more));
    CHECK_RECT(more, 80, 18, 20, 10);
    /* Scale fill: line 0 by (100 - 10 - 5) / 60; line 1 already fills 100 with the indicator. */
    CHECK_OK(chips, flow_layout_set_item_margins(chips, chip_margins, 11));
    CHECK_OK(chips, flow_layout_set_line_fill(chips, FLOW_FILL_SCALE, 0));
    CHECK_OK(chips, flow_layout_arrange(chips, 100, NAN));
    CHECK_RECT(frame_at(chips, 0), 5, 0, 42.5f, 85.0f / 6);
    CHECK_OK(chips, flow_layout_overflow_frame(chips, &more));
    CHECK_RECT(more, 80, 85.0f / 6 + 8, 20, 10);

    /* first_fitting: a candidate that shows the indicator hides items, so it does not fit. */
    all = layout_with_items(11, 30, 10);
    CHECK_OK(all, flow_layout_set_item_flags(all, flags, 11));
    candidates[0] = chips;
    candidates[1] = all;
    CHECK(flow_layout_first_fitting(candidates, 2, 100, NAN, &index) == FLOW_OK && index == 1);
    flow_layout_destroy(layout);
    flow_layout_destroy(chips);
    flow_layout_destroy(all);
}

int main(void) {
    RUN(pretty_keeps_lines_even_but_the_last_a_third_full);
    RUN(the_last_line_takes_justify_last);
    RUN(scale_fill_fills_each_line);
    RUN(the_indicator_takes_the_place_it_needs);
    RUN(separators_sit_in_the_gaps);
    RUN(item_model_layouts_take_the_line_features);
    return check_report("test_line_features");
}
