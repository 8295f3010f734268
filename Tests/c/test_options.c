/* Requirements: every option setter refuses a NULL handle and values outside its enum or domain,
   a refused value changes nothing, and every accepted value has its documented effect.
   The reference picture: three 40x20 items in a 100-point-wide row with 8-point gaps,
       |AAAA BBBB  |      A at x=0, B at x=48 (40 + 8 + 40 = 88 fits, + 8 + 40 = 136 does not)
       |CCCC       |      C on the second line at y = 20 + 8 = 28                                 */
#include "check.h"

#include <limits.h>

static void check_reference_picture(flow_layout_t *layout) {
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 0, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 1), 48, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 2), 0, 28, 40, 20);
}

static void null_handle_is_refused_by_every_setter(void) {
    CHECK(flow_layout_set_axis(NULL, FLOW_AXIS_HORIZONTAL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_wrap(NULL, FLOW_WRAP) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_direction(NULL, FLOW_DIRECTION_LTR) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_spacing(NULL, 8, 8) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_justify(NULL, FLOW_JUSTIFY_START) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_align_items(NULL, FLOW_ALIGN_START) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_align_content(NULL, FLOW_CONTENT_START) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_max_lines(NULL, 0) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_max_items_per_line(NULL, 0) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_uniform_size(NULL, 0) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_pixel_scale(NULL, 0) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_line_breaking(NULL, FLOW_BREAK_GREEDY) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_min_lines(NULL, 0) == FLOW_ERROR_NULL);
}

typedef int (*enum_setter)(flow_layout_t *, int);

static void check_enum_setter(enum_setter set, const char *name, int last_valid) {
    int invalid[] = {-1, 0, INT_MIN, INT_MAX, 100};
    size_t i;
    int value;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    invalid[1] = last_valid + 1;
    for (i = 0; i < sizeof invalid / sizeof invalid[0]; i++) {
        CHECK_STATUS(layout, set(layout, invalid[i]), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_ERROR_MENTIONS(layout, name);
    }
    check_reference_picture(layout); /* nothing changed */
    for (value = 0; value <= last_valid; value++) CHECK_OK(layout, set(layout, value));
    flow_layout_destroy(layout);
}

static void unknown_enum_values_are_refused_and_change_nothing(void) {
    check_enum_setter(flow_layout_set_axis, "flow_layout_set_axis", FLOW_AXIS_VERTICAL);
    check_enum_setter(flow_layout_set_wrap, "flow_layout_set_wrap", FLOW_WRAP_REVERSE);
    check_enum_setter(flow_layout_set_direction, "flow_layout_set_direction", FLOW_DIRECTION_RTL);
    check_enum_setter(flow_layout_set_justify, "flow_layout_set_justify", FLOW_JUSTIFY_SPACE_EVENLY);
    check_enum_setter(flow_layout_set_align_items, "flow_layout_set_align_items", FLOW_ALIGN_STRETCH);
    check_enum_setter(flow_layout_set_align_content, "flow_layout_set_align_content", FLOW_CONTENT_STRETCH);
    check_enum_setter(flow_layout_set_line_breaking, "flow_layout_set_line_breaking", FLOW_BREAK_PRETTY);
}

static void defaults_are_a_wrapping_row_with_8_point_gaps(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    check_reference_picture(layout);
    flow_layout_destroy(layout);
}

static void vertical_axis_flows_items_down(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_axis(layout, FLOW_AXIS_VERTICAL));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, 50));
    CHECK_RECT(frame_at(layout, 0), 0, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 1), 0, 28, 40, 20);
    CHECK_RECT(frame_at(layout, 2), 48, 0, 40, 20); /* second column */
    flow_layout_destroy(layout);
}

static void wrap_none_keeps_one_overflowing_line(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_wrap(layout, FLOW_WRAP_NONE));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 2), 96, 0, 40, 20);
    flow_layout_destroy(layout);
}

static void rtl_runs_rows_right_to_left(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_direction(layout, FLOW_DIRECTION_RTL));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 60, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 1), 12, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 2), 60, 28, 40, 20);
    flow_layout_destroy(layout);
}

static void spacing_sets_both_gaps_and_refuses_bad_values(void) {
    float bad[] = {-1.0f, INFINITY, -INFINITY, 2e9f};
    size_t i;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_STATUS(layout, flow_layout_set_spacing(layout, bad[i], 0), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(layout, flow_layout_set_spacing(layout, 0, bad[i]), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_ERROR_MENTIONS(layout, "flow_layout_set_spacing");
    }
    check_reference_picture(layout);
    CHECK_OK(layout, flow_layout_set_spacing(layout, 10, 4));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 50, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 2), 0, 24, 40, 20);
    /* NaN = automatic: 8 points without preferences. */
    CHECK_OK(layout, flow_layout_set_spacing(layout, NAN, NAN));
    check_reference_picture(layout);
    flow_layout_destroy(layout);
}

static void justify_end_moves_lines_to_the_end(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_justify(layout, FLOW_JUSTIFY_END));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 12, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 1), 60, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 2), 60, 28, 40, 20);
    flow_layout_destroy(layout);
}

static void align_items_center_centers_in_the_line(void) {
    flow_size sizes[2] = {{40, 20}, {40, 10}};
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, 2));
    CHECK_OK(layout, flow_layout_set_align_items(layout, FLOW_ALIGN_CENTER));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 48, 5, 40, 10);
    flow_layout_destroy(layout);
}

static void align_content_end_moves_lines_down(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_align_content(layout, FLOW_CONTENT_END));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, 100));
    CHECK_RECT(frame_at(layout, 0), 0, 52, 40, 20);
    CHECK_RECT(frame_at(layout, 2), 0, 80, 40, 20);
    flow_layout_destroy(layout);
}

static void max_lines_hides_the_rest(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_max_lines(layout, 1));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_visible_count(layout) == 2);
    CHECK_RECT(frame_at(layout, 2), 0, 0, 0, 0);
    CHECK_OK(layout, flow_layout_set_max_lines(layout, 0));
    check_reference_picture(layout);
    CHECK(flow_layout_visible_count(layout) == 3);
    flow_layout_destroy(layout);
}

static void max_items_per_line_breaks_lines(void) {
    size_t count = 0;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_max_items_per_line(layout, 1));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_lines(layout, &count) != NULL && count == 3);
    CHECK_RECT(frame_at(layout, 1), 0, 28, 40, 20);
    flow_layout_destroy(layout);
}

static void uniform_size_gives_every_item_the_largest_size(void) {
    flow_size sizes[2] = {{40, 20}, {10, 30}};
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, 2));
    CHECK_OK(layout, flow_layout_set_uniform_size(layout, 1));
    CHECK_OK(layout, flow_layout_arrange(layout, 200, NAN));
    CHECK_RECT(frame_at(layout, 0), 0, 0, 40, 30);
    CHECK_RECT(frame_at(layout, 1), 48, 0, 40, 30);
    CHECK_OK(layout, flow_layout_set_uniform_size(layout, 0));
    CHECK_OK(layout, flow_layout_arrange(layout, 200, NAN));
    CHECK_RECT(frame_at(layout, 1), 48, 0, 10, 30);
    flow_layout_destroy(layout);
}

static void pixel_scale_snaps_and_refuses_bad_values(void) {
    float bad[] = {-1.0f, NAN, INFINITY, -INFINITY};
    size_t i;
    flow_layout_t *layout = layout_with_items(3, 10.3f, 10);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_STATUS(layout, flow_layout_set_pixel_scale(layout, bad[i]), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_ERROR_MENTIONS(layout, "flow_layout_set_pixel_scale");
    }
    CHECK_OK(layout, flow_layout_set_spacing(layout, 0, 0));
    CHECK_OK(layout, flow_layout_set_pixel_scale(layout, 1));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    /* edges 0, 10.3, 20.6, 30.9 round to 0, 10, 21, 31 */
    CHECK_RECT(frame_at(layout, 0), 0, 0, 10, 10);
    CHECK_RECT(frame_at(layout, 1), 10, 0, 11, 10);
    CHECK_RECT(frame_at(layout, 2), 21, 0, 10, 10);
    flow_layout_destroy(layout);
}

static void line_limits_accept_every_count(void) {
    /* Balanced breaking itself is the engine's to test; here: the counts reach it intact. */
    uint32_t counts[] = {0, 1, 3, 0xFFFFFFFFu};
    size_t i;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    for (i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        CHECK_OK(layout, flow_layout_set_min_lines(layout, counts[i]));
        CHECK_OK(layout, flow_layout_set_max_lines(layout, counts[i]));
        CHECK_OK(layout, flow_layout_set_max_items_per_line(layout, counts[i]));
    }
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_visible_count(layout) == 3);
    flow_layout_destroy(layout);
}

int main(void) {
    RUN(null_handle_is_refused_by_every_setter);
    RUN(unknown_enum_values_are_refused_and_change_nothing);
    RUN(defaults_are_a_wrapping_row_with_8_point_gaps);
    RUN(vertical_axis_flows_items_down);
    RUN(wrap_none_keeps_one_overflowing_line);
    RUN(rtl_runs_rows_right_to_left);
    RUN(spacing_sets_both_gaps_and_refuses_bad_values);
    RUN(justify_end_moves_lines_to_the_end);
    RUN(align_items_center_centers_in_the_line);
    RUN(align_content_end_moves_lines_down);
    RUN(max_lines_hides_the_rest);
    RUN(max_items_per_line_breaks_lines);
    RUN(uniform_size_gives_every_item_the_largest_size);
    RUN(pixel_scale_snaps_and_refuses_bad_values);
    RUN(line_limits_accept_every_count);
    return check_report("test_options");
}
