/* The algorithm's rules through the C interface, one small picture each (sizes in points):
   line breaking, growth, justification and its fallbacks, alignment, align-content and its
   fallbacks, wrap-reverse, right-to-left, columns, single-line containers, sizing. */
#include "check.h"

static flow_layout_t *row(const flow_size *sizes, size_t count) {
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, count));
    return layout;
}

static void an_exact_fit_stays_on_the_line(void) {
    flow_size sizes[2] = {{46, 10}, {46, 10}}; /* 46 + 8 + 46 = 100 */
    flow_layout_t *layout = row(sizes, 2);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 54, 0, 46, 10);
    CHECK_OK(layout, flow_layout_arrange(layout, 99.9f, NAN));
    CHECK_RECT(frame_at(layout, 1), 0, 18, 46, 10);
    flow_layout_destroy(layout);
}

static void an_item_longer_than_the_line_sits_alone(void) {
    flow_size sizes[3] = {{10, 10}, {150, 10}, {10, 10}};
    size_t count = 0;
    flow_layout_t *layout = row(sizes, 3);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_lines(layout, &count) != NULL && count == 3);
    CHECK_RECT(frame_at(layout, 1), 0, 18, 150, 10);
    flow_layout_destroy(layout);
}

static void visible_items_are_a_prefix(void) {
    flow_layout_t *layout = layout_with_items(5, 40, 20); /* lines: |0 1| |2 3| |4| */
    CHECK_OK(layout, flow_layout_set_max_lines(layout, 2));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_visible_count(layout) == 4);
    CHECK_RECT(frame_at(layout, 3), 48, 28, 40, 20);
    CHECK_RECT(frame_at(layout, 4), 0, 0, 0, 0);
    flow_layout_destroy(layout);
}

static void grow_weights_below_one_leave_space_free(void) {
    float grow[2] = {0.25f, 0.25f};
    flow_layout_t *layout = layout_with_items(2, 40, 20);
    CHECK_OK(layout, flow_layout_set_item_grow(layout, grow, 2));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN)); /* free 12: each grows 12 * 0.25 */
    CHECK_RECT(frame_at(layout, 0), 0, 0, 43, 20);
    CHECK_RECT(frame_at(layout, 1), 51, 0, 43, 20);
    CHECK_OK(layout, flow_layout_arrange(layout, NAN, NAN)); /* unbounded: no growth */
    CHECK_RECT(frame_at(layout, 1), 48, 0, 40, 20);
    flow_layout_destroy(layout);
}

static float first_x(int justify, size_t count, float width, float bound) {
    flow_layout_t *layout = layout_with_items(count, width, 10);
    float x;
    CHECK_OK(layout, flow_layout_set_wrap(layout, FLOW_WRAP_NONE));
    CHECK_OK(layout, flow_layout_set_justify(layout, justify));
    CHECK_OK(layout, flow_layout_arrange(layout, bound, NAN));
    x = frame_at(layout, 0).x;
    flow_layout_destroy(layout);
    return x;
}

static void justify_distributes_free_space(void) {
    /* two 40-wide items in 100: free 12 */
    CHECK_NEAR(first_x(FLOW_JUSTIFY_START, 2, 40, 100), 0);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_CENTER, 2, 40, 100), 6);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_END, 2, 40, 100), 12);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_BETWEEN, 2, 40, 100), 0);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_AROUND, 2, 40, 100), 3);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_EVENLY, 2, 40, 100), 4);
}

static void justify_fallbacks(void) {
    /* one item: space-between -> start, space-around / space-evenly -> center */
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_BETWEEN, 1, 40, 100), 0);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_AROUND, 1, 40, 100), 30);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_EVENLY, 1, 40, 100), 30);
    /* overflowing line: the space-* values start at the start edge; center sticks out both sides */
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_AROUND, 1, 150, 100), 0);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_EVENLY, 1, 150, 100), 0);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_SPACE_BETWEEN, 2, 60, 100), 0);
    CHECK_NEAR(first_x(FLOW_JUSTIFY_CENTER, 1, 150, 100), -25);
}

static float line_y(int align_content, int wrap, size_t line, float height) {
    /* three 40x20 items in 100: two lines, content 48 high */
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    size_t count = 0;
    const flow_line *lines;
    float y = -1;
    CHECK_OK(layout, flow_layout_set_wrap(layout, wrap));
    CHECK_OK(layout, flow_layout_set_align_content(layout, align_content));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, height));
    lines = flow_layout_lines(layout, &count);
    CHECK(lines != NULL && line < count);
    if (lines != NULL && line < count) y = lines[line].cross_offset;
    flow_layout_destroy(layout);
    return y;
}

static void align_content_distributes_free_space(void) {
    /* height 100: free 52 */
    CHECK_NEAR(line_y(FLOW_CONTENT_START, FLOW_WRAP, 1, 100), 28);
    CHECK_NEAR(line_y(FLOW_CONTENT_CENTER, FLOW_WRAP, 0, 100), 26);
    CHECK_NEAR(line_y(FLOW_CONTENT_END, FLOW_WRAP, 0, 100), 52);
    CHECK_NEAR(line_y(FLOW_CONTENT_SPACE_BETWEEN, FLOW_WRAP, 1, 100), 80);
    CHECK_NEAR(line_y(FLOW_CONTENT_SPACE_AROUND, FLOW_WRAP, 0, 100), 13);
    CHECK_NEAR(line_y(FLOW_CONTENT_SPACE_EVENLY, FLOW_WRAP, 0, 100), 52.0 / 3);
    CHECK_NEAR(line_y(FLOW_CONTENT_STRETCH, FLOW_WRAP, 1, 100), 54); /* lines 46 high each */
}

static void align_content_fallbacks(void) {
    /* too little room (height 30, free -18): stretch -> start; space-around -> the top edge,
       even under wrap-reverse */
    CHECK_NEAR(line_y(FLOW_CONTENT_STRETCH, FLOW_WRAP, 0, 30), 0);
    CHECK_NEAR(line_y(FLOW_CONTENT_SPACE_AROUND, FLOW_WRAP, 0, 30), 0);
    CHECK_NEAR(line_y(FLOW_CONTENT_SPACE_EVENLY, FLOW_WRAP_REVERSE, 1, 30), 0);
}

static void wrap_reverse_stacks_lines_from_the_bottom(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_wrap(layout, FLOW_WRAP_REVERSE));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 0, 28, 40, 20);
    CHECK_RECT(frame_at(layout, 2), 0, 0, 40, 20);
    flow_layout_destroy(layout);
}

static void wrap_reverse_swaps_start_and_end_alignment(void) {
    flow_size sizes[2] = {{40, 20}, {40, 10}};
    flow_layout_t *layout = row(sizes, 2);
    CHECK_OK(layout, flow_layout_set_wrap(layout, FLOW_WRAP_REVERSE));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 48, 10, 40, 10); /* start = the line's bottom */
    flow_layout_destroy(layout);
}

static void columns_in_rtl_stack_from_the_right(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_axis(layout, FLOW_AXIS_VERTICAL));
    CHECK_OK(layout, flow_layout_set_direction(layout, FLOW_DIRECTION_RTL));
    CHECK_OK(layout, flow_layout_arrange(layout, 200, 50));
    CHECK_RECT(frame_at(layout, 0), 160, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 2), 112, 0, 40, 20);
    flow_layout_destroy(layout);
}

static void a_single_line_container_takes_the_cross_bound(void) {
    flow_layout_t *layout = layout_with_items(2, 40, 20);
    CHECK_OK(layout, flow_layout_set_wrap(layout, FLOW_WRAP_NONE));
    CHECK_OK(layout, flow_layout_set_align_items(layout, FLOW_ALIGN_CENTER));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, 100));
    CHECK_RECT(frame_at(layout, 0), 0, 40, 40, 20);
    flow_layout_destroy(layout);
}

static void stretch_gives_items_the_line_cross_size(void) {
    flow_size sizes[2] = {{40, 20}, {40, 10}};
    flow_layout_t *layout = row(sizes, 2);
    CHECK_OK(layout, flow_layout_set_align_items(layout, FLOW_ALIGN_STRETCH));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 48, 0, 40, 20);
    flow_layout_destroy(layout);
}

static void size_that_fits_is_at_least_the_main_bound(void) {
    flow_size size;
    flow_size wide[1] = {{150, 10}};
    flow_layout_t *layout = row(wide, 1);
    CHECK_OK(layout, flow_layout_size_that_fits(layout, 100, NAN, &size));
    CHECK_NEAR(size.width, 150); /* the widest line when longer than the bound */
    CHECK_NEAR(size.height, 10);
    CHECK_OK(layout, flow_layout_size_that_fits(layout, 300, 500, &size));
    CHECK_NEAR(size.width, 300);
    CHECK_NEAR(size.height, 10); /* cross: the content */
    flow_layout_destroy(layout);
}

int main(void) {
    RUN(an_exact_fit_stays_on_the_line);
    RUN(an_item_longer_than_the_line_sits_alone);
    RUN(visible_items_are_a_prefix);
    RUN(grow_weights_below_one_leave_space_free);
    RUN(justify_distributes_free_space);
    RUN(justify_fallbacks);
    RUN(align_content_distributes_free_space);
    RUN(align_content_fallbacks);
    RUN(wrap_reverse_stacks_lines_from_the_bottom);
    RUN(wrap_reverse_swaps_start_and_end_alignment);
    RUN(columns_in_rtl_stack_from_the_right);
    RUN(a_single_line_container_takes_the_cross_bound);
    RUN(stretch_gives_items_the_line_cross_size);
    RUN(size_that_fits_is_at_least_the_main_bound);
    return check_report("test_rules");
}
