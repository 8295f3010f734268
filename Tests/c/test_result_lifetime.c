/* Results belong to the arrange that made them: none outlives a later arrange that did not make
 * it, and a call that fails keeps every result (and input) of before.
 *   - separators and the overflow indicator of an arrange of ten chips are gone after an arrange
 *     of zero items (set_items or arrange_into);
 *   - arrange_into whose overflow indicator callback answers a bad size fails and changes
 *     nothing: the items, frames, separators and indicator stay those of the arrange before;
 *   - an overflow indicator callback that changes or destroys its own layout during arrange or
 *     arrange_into is refused, or its destroy waits until the call returns (valgrind and ASan see
 *     no use after free). */
#include "check.h"

static flow_size plus_n_more(void *user_data, size_t hidden) {
    const float *width = user_data;
    (void)hidden;
    return (flow_size){*width, 10};
}

/* Ten chips 30 wide, gap 10 with a separator of 4 (so 2 per 100-point line), two lines at most. */
static flow_layout_t *chips(float *indicator_width) {
    flow_layout_t *layout = layout_with_items(10, 30, 10);
    CHECK_OK(layout, flow_layout_set_spacing(layout, 10, 8));
    CHECK_OK(layout, flow_layout_set_separator(layout, (flow_size){4, 4}));
    CHECK_OK(layout, flow_layout_set_max_lines(layout, 2));
    CHECK_OK(layout, flow_layout_set_overflow_indicator(layout, plus_n_more, indicator_width));
    return layout;
}

static int shows_line_features(const flow_layout_t *layout) {
    size_t separators = 0;
    flow_rect more = {0, 0, 0, 0};
    (void)flow_layout_separators(layout, &separators);
    CHECK_OK(layout, flow_layout_overflow_frame(layout, &more));
    return separators > 0 && more.width > 0;
}

static void zero_items_clear_the_line_features(void) {
    float width = 20;
    flow_layout_t *layout = chips(&width);
    size_t n = 99;
    flow_rect more = {-1, -1, -1, -1};
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(shows_line_features(layout));
    CHECK_OK(layout, flow_layout_set_items(layout, NULL, 0));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_separators(layout, &n) == NULL && n == 0);
    CHECK_OK(layout, flow_layout_overflow_frame(layout, &more));
    CHECK_RECT(more, 0, 0, 0, 0);

    /* The same through arrange_into. */
    CHECK_OK(layout, flow_layout_set_items(layout, NULL, 0));
    flow_layout_destroy(layout);
    layout = chips(&width);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(shows_line_features(layout));
    flow_rect none[1];
    CHECK_OK(layout, flow_layout_arrange_into(layout, NULL, 0, 100, NAN, none, NULL));
    n = 99;
    CHECK(flow_layout_separators(layout, &n) == NULL && n == 0);
    CHECK_OK(layout, flow_layout_overflow_frame(layout, &more));
    CHECK_RECT(more, 0, 0, 0, 0);
    flow_layout_destroy(layout);
}

static void a_failed_arrange_into_changes_nothing(void) {
    float width = 20;
    flow_layout_t *layout = chips(&width);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    size_t count = 0, separators_before = 0, separators_after = 0;
    const flow_rect *frames = flow_layout_frames(layout, &count);
    flow_rect frames_before[10], more_before, more_after;
    CHECK(count == 10);
    memcpy(frames_before, frames, sizeof frames_before);
    (void)flow_layout_separators(layout, &separators_before);
    CHECK_OK(layout, flow_layout_overflow_frame(layout, &more_before));

    /* Twelve new items, and an indicator that now answers NaN: the arrange fails. */
    flow_size sizes[12];
    flow_rect out[12];
    for (int i = 0; i < 12; i++) sizes[i] = (flow_size){25, 10};
    width = NAN;
    CHECK_STATUS(layout, flow_layout_arrange_into(layout, sizes, 12, 100, NAN, out, NULL), FLOW_ERROR_MEASURE);
    CHECK(strstr(flow_layout_last_error(layout), "overflow indicator") != NULL);
    frames = flow_layout_frames(layout, &count);
    CHECK(count == 10 && memcmp(frames, frames_before, sizeof frames_before) == 0);
    (void)flow_layout_separators(layout, &separators_after);
    CHECK(separators_after == separators_before);
    CHECK_OK(layout, flow_layout_overflow_frame(layout, &more_after));
    CHECK(memcmp(&more_before, &more_after, sizeof more_after) == 0);

    /* The items are the ten of before: arranged again once the indicator answers, the same. */
    width = 20;
    CHECK_OK(layout, flow_layout_arrange(layout, 101, NAN));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    frames = flow_layout_frames(layout, &count);
    CHECK(count == 10 && memcmp(frames, frames_before, sizeof frames_before) == 0);
    flow_layout_destroy(layout);
}

/* The callback tries to change its layout, then destroys it. */
static int refused_changes;
static flow_size destroying_indicator(void *user_data, size_t hidden) {
    flow_layout_t *self = user_data;
    (void)hidden;
    if (flow_layout_set_axis(self, FLOW_AXIS_VERTICAL) == FLOW_ERROR_INVALID_ARGUMENT) refused_changes++;
    if (flow_layout_arrange(self, 50, NAN) == FLOW_ERROR_INVALID_ARGUMENT) refused_changes++;
    flow_layout_destroy(self);
    return (flow_size){20, 10};
}

static void the_indicator_cannot_pull_its_layout_away(void) {
    flow_size sizes[10];
    flow_rect out[10];
    for (int i = 0; i < 10; i++) sizes[i] = (flow_size){30, 10};
    for (int into = 0; into < 2; into++) {
        flow_layout_t *layout = flow_layout_create();
        CHECK(layout != NULL);
        if (layout == NULL) return;
        refused_changes = 0;
        CHECK_OK(layout, flow_layout_set_items(layout, sizes, 10));
        CHECK_OK(layout, flow_layout_set_max_lines(layout, 2));
        CHECK_OK(layout, flow_layout_set_overflow_indicator(layout, destroying_indicator, layout));
        int status = into ? flow_layout_arrange_into(layout, sizes, 10, 100, NAN, out, NULL)
                          : flow_layout_arrange(layout, 100, NAN);
        CHECK(status == FLOW_OK);
        CHECK(refused_changes == 2);
        /* Destroyed when the call returned: a second destroy is a no-op, nothing else to free. */
    }
}

int main(void) {
    RUN(the_indicator_cannot_pull_its_layout_away);
    RUN(zero_items_clear_the_line_features);
    RUN(a_failed_arrange_into_changes_nothing);
    return check_report("test_result_lifetime");
}
