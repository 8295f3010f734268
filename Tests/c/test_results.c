/* Requirements for results: nothing to read before the first successful arrange; sizes, frames
   and lines of the reference picture (three 40x20 items, 100 wide, 8-point gaps); results are
   owned by the handle and stay unchanged through const calls, failed calls and size_that_fits. */
#include "check.h"

#include <stdint.h>

static void nothing_to_read_before_arranging(void) {
    size_t count = 99;
    flow_size size;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_STATUS(layout, flow_layout_get_size(layout, &size), FLOW_ERROR_NOT_ARRANGED);
    CHECK_STATUS(layout, flow_layout_get_content_size(layout, &size), FLOW_ERROR_NOT_ARRANGED);
    CHECK(flow_layout_frames(layout, &count) == NULL && count == 0);
    count = 99;
    CHECK(flow_layout_lines(layout, &count) == NULL && count == 0);
    CHECK(flow_layout_frames(layout, NULL) == NULL);
    CHECK(flow_layout_visible_count(layout) == 0);
    /* A failed arrange does not count as arranged. */
    CHECK_STATUS(layout, flow_layout_arrange(layout, -1, NAN), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_get_size(layout, &size), FLOW_ERROR_NOT_ARRANGED);
    flow_layout_destroy(layout);
}

static void null_arguments_are_refused(void) {
    size_t count = 99;
    flow_size size;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_get_size(NULL, &size) == FLOW_ERROR_NULL);
    CHECK(flow_layout_get_size(layout, NULL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_get_content_size(NULL, &size) == FLOW_ERROR_NULL);
    CHECK(flow_layout_get_content_size(layout, NULL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_frames(NULL, &count) == NULL && count == 0);
    count = 99;
    CHECK(flow_layout_lines(NULL, &count) == NULL && count == 0);
    CHECK(flow_layout_visible_count(NULL) == 0);
    CHECK(flow_layout_arrange(NULL, 100, 100) == FLOW_ERROR_NULL);
    CHECK(flow_layout_size_that_fits(NULL, 100, 100, &size) == FLOW_ERROR_NULL);
    CHECK_STATUS(layout, flow_layout_size_that_fits(layout, 100, 100, NULL), FLOW_ERROR_NULL);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_size_that_fits");
    flow_layout_destroy(layout);
}

static void bounds_must_be_non_negative_or_unspecified(void) {
    float bad[] = {-1.0f, -INFINITY, -0.001f};
    size_t i;
    flow_size size;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_STATUS(layout, flow_layout_arrange(layout, bad[i], 100), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_ERROR_MENTIONS(layout, "flow_layout_arrange");
        CHECK_STATUS(layout, flow_layout_arrange(layout, 100, bad[i]), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(layout, flow_layout_size_that_fits(layout, bad[i], 100, &size), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(layout, flow_layout_size_that_fits(layout, 100, bad[i], &size), FLOW_ERROR_INVALID_ARGUMENT);
    }
    CHECK_OK(layout, flow_layout_arrange(layout, INFINITY, INFINITY));
    CHECK_OK(layout, flow_layout_get_size(layout, &size));
    CHECK_NEAR(size.width, 136);
    CHECK_NEAR(size.height, 20);
    CHECK_OK(layout, flow_layout_arrange(layout, 0, 0)); /* every item alone, overflowing */
    CHECK(flow_layout_visible_count(layout) == 3);
    flow_layout_destroy(layout);
}

static void sizes_frames_and_lines_of_the_reference_picture(void) {
    size_t count = 0;
    const flow_line *lines;
    flow_size size;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_size_that_fits(layout, 100, NAN, &size));
    CHECK_NEAR(size.width, 100);
    CHECK_NEAR(size.height, 48);
    CHECK_OK(layout, flow_layout_size_that_fits(layout, NAN, NAN, &size));
    CHECK_NEAR(size.width, 136);
    CHECK_NEAR(size.height, 20);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, 60));
    CHECK_OK(layout, flow_layout_get_size(layout, &size));
    CHECK_NEAR(size.width, 100);
    CHECK_NEAR(size.height, 60);
    CHECK_OK(layout, flow_layout_get_content_size(layout, &size));
    CHECK_NEAR(size.width, 88);
    CHECK_NEAR(size.height, 48);
    CHECK(flow_layout_frames(layout, &count) != NULL && count == 3);
    lines = flow_layout_lines(layout, &count);
    CHECK(lines != NULL && count == 2);
    if (lines != NULL && count == 2) {
        CHECK(lines[0].first_item == 0 && lines[0].item_count == 2);
        CHECK_NEAR(lines[0].main_size, 88);
        CHECK_NEAR(lines[0].cross_offset, 0);
        CHECK_NEAR(lines[0].cross_size, 20);
        CHECK(lines[1].first_item == 2 && lines[1].item_count == 1);
        CHECK_NEAR(lines[1].main_size, 40);
        CHECK_NEAR(lines[1].cross_offset, 28);
        CHECK_NEAR(lines[1].cross_size, 20);
    }
    CHECK(flow_layout_visible_count(layout) == 3);
    flow_layout_destroy(layout);
}

static void results_survive_const_and_failed_calls(void) {
    flow_rect before[3];
    size_t count = 0;
    const flow_rect *frames;
    flow_size size, bad = {NAN, 1};
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    frames = flow_layout_frames(layout, &count);
    CHECK(frames != NULL && count == 3);
    if (frames == NULL || count != 3) return;
    memcpy(before, frames, sizeof before);

    CHECK_OK(layout, flow_layout_get_size(layout, &size));
    CHECK(flow_layout_lines(layout, &count) != NULL);
    CHECK_STATUS(layout, flow_layout_set_axis(layout, 5), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_set_items(layout, &bad, 1), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_arrange(layout, -5, NAN), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_OK(layout, flow_layout_size_that_fits(layout, 30, NAN, &size));

    CHECK(flow_layout_frames(layout, &count) == frames && count == 3);
    CHECK(memcmp(before, frames, sizeof before) == 0);
    /* Arranging again with the same inputs and bounds: same results. */
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    frames = flow_layout_frames(layout, &count);
    CHECK(frames != NULL && memcmp(before, frames, sizeof before) == 0);
    flow_layout_destroy(layout);
}

static void a_new_arrange_replaces_the_results(void) {
    size_t count = 0;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_lines(layout, &count) != NULL && count == 2);
    CHECK_OK(layout, flow_layout_arrange(layout, 200, NAN));
    CHECK(flow_layout_lines(layout, &count) != NULL && count == 1);
    CHECK_RECT(frame_at(layout, 2), 96, 0, 40, 20);
    flow_layout_destroy(layout);
}

static void handles_do_not_share_results(void) {
    flow_layout_t *a = layout_with_items(3, 40, 20);
    flow_layout_t *b = layout_with_items(3, 10, 10);
    CHECK_OK(a, flow_layout_arrange(a, 100, NAN));
    CHECK_OK(b, flow_layout_arrange(b, 100, NAN));
    CHECK_RECT(frame_at(a, 1), 48, 0, 40, 20);
    CHECK_RECT(frame_at(b, 1), 18, 0, 10, 10);
    flow_layout_destroy(b);
    CHECK_RECT(frame_at(a, 2), 0, 28, 40, 20);
    flow_layout_destroy(a);
}

static void arrange_into_sets_arranges_and_copies_in_one_call(void) {
    flow_size sizes[3] = {{40, 20}, {40, 20}, {40, 20}}, bad[1] = {{-1, 1}}, size;
    flow_rect frames[3], untouched = {-7, -7, -7, -7};
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_arrange_into(layout, sizes, 3, 100, NAN, frames, &size));
    CHECK_RECT(frames[2], 0, 28, 40, 20);
    CHECK_NEAR(size.height, 48);
    CHECK_RECT(frame_at(layout, 1), 48, 0, 40, 20); /* the readers see the same arrange */
    CHECK(flow_layout_arrange_into(NULL, sizes, 3, 100, NAN, frames, NULL) == FLOW_ERROR_NULL);
    CHECK_STATUS(layout, flow_layout_arrange_into(layout, sizes, 3, 100, NAN, NULL, NULL), FLOW_ERROR_NULL);
    frames[0] = untouched;
    CHECK_STATUS(layout, flow_layout_arrange_into(layout, bad, 1, 100, NAN, frames, NULL),
                 FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_arrange_into(layout, sizes, 3, -1, NAN, frames, NULL),
                 FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_arrange_into(layout, sizes, SIZE_MAX, 100, NAN, frames, NULL),
                 FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_RECT(frames[0], -7, -7, -7, -7); /* not written by a failed call */
    CHECK_RECT(frame_at(layout, 2), 0, 28, 40, 20); /* and nothing changed */
    flow_layout_destroy(layout);
}

int main(void) {
    RUN(nothing_to_read_before_arranging);
    RUN(null_arguments_are_refused);
    RUN(bounds_must_be_non_negative_or_unspecified);
    RUN(sizes_frames_and_lines_of_the_reference_picture);
    RUN(results_survive_const_and_failed_calls);
    RUN(a_new_arrange_replaces_the_results);
    RUN(handles_do_not_share_results);
    RUN(arrange_into_sets_arranges_and_copies_in_one_call);
    return check_report("test_results");
}
