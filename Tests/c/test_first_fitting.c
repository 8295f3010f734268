/* Requirements for flow_layout_first_fitting: the first candidate whose wanted size fits the
   bounds is chosen and arranged, else the last one; bad arguments are refused, and a failure is
   recorded on the candidate it concerns. Candidates: three 40x20 items as one row (136 wide) and
   as a wrapping row. */
#include "check.h"

#include <stdint.h>

static flow_layout_t *one_row(void) {
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_wrap(layout, FLOW_WRAP_NONE));
    return layout;
}

static void the_first_candidate_that_fits_is_chosen_and_arranged(void) {
    flow_layout_t *candidates[2];
    size_t index = 99;
    candidates[0] = one_row();
    candidates[1] = layout_with_items(3, 40, 20);
    CHECK_OK(candidates[0], flow_layout_first_fitting(candidates, 2, 200, NAN, &index));
    CHECK(index == 0);
    CHECK_RECT(frame_at(candidates[0], 2), 96, 0, 40, 20);
    CHECK_OK(candidates[0], flow_layout_first_fitting(candidates, 2, 100, NAN, &index));
    CHECK(index == 1);
    CHECK_RECT(frame_at(candidates[1], 2), 0, 28, 40, 20);
    flow_layout_destroy(candidates[0]);
    flow_layout_destroy(candidates[1]);
}

static void the_last_candidate_is_chosen_when_none_fits(void) {
    flow_layout_t *candidates[2];
    size_t index = 99;
    flow_size size;
    candidates[0] = one_row();
    candidates[1] = layout_with_items(3, 40, 20);
    CHECK_OK(candidates[0], flow_layout_first_fitting(candidates, 2, 100, 30, &index));
    CHECK(index == 1);
    CHECK_OK(candidates[1], flow_layout_get_size(candidates[1], &size));
    CHECK_NEAR(size.width, 100);
    CHECK_NEAR(size.height, 30);
    /* One candidate is always chosen. */
    CHECK_OK(candidates[0], flow_layout_first_fitting(candidates, 1, 10, 10, &index));
    CHECK(index == 0);
    flow_layout_destroy(candidates[0]);
    flow_layout_destroy(candidates[1]);
}

static void the_same_handle_may_appear_twice(void) {
    flow_layout_t *layout = one_row();
    flow_layout_t *candidates[2];
    size_t index = 99;
    candidates[0] = layout;
    candidates[1] = layout;
    CHECK_OK(layout, flow_layout_first_fitting(candidates, 2, 100, NAN, &index));
    CHECK(index == 1);
    flow_layout_destroy(layout);
}

/* A candidate that stays within the bounds only by hiding items past max_lines does not fit:
   a wrapping row limited to one line (three 40x20 items in 100: two shown, one hidden) is passed
   over for the next candidate, which shows them all. */
static void a_candidate_hiding_items_does_not_fit(void) {
    flow_layout_t *candidates[2];
    size_t index = 99;
    flow_size wanted;
    candidates[0] = layout_with_items(3, 40, 20);
    CHECK_OK(candidates[0], flow_layout_set_max_lines(candidates[0], 1));
    candidates[1] = layout_with_items(3, 40, 20);
    CHECK_OK(candidates[0], flow_layout_size_that_fits(candidates[0], 100, 30, &wanted));
    CHECK(wanted.width <= 100 && wanted.height <= 30); /* its size alone would fit */
    CHECK_OK(candidates[0], flow_layout_first_fitting(candidates, 2, 100, NAN, &index));
    CHECK(index == 1);
    /* With room for all three on its one line, it fits again. */
    CHECK_OK(candidates[0], flow_layout_first_fitting(candidates, 2, 200, NAN, &index));
    CHECK(index == 0);
    CHECK(flow_layout_visible_count(candidates[0]) == 3);
    flow_layout_destroy(candidates[0]);
    flow_layout_destroy(candidates[1]);
}

static void bad_arguments_are_refused(void) {
    flow_layout_t *candidates[3];
    size_t index = 99;
    candidates[0] = layout_with_items(3, 40, 20);
    candidates[1] = NULL;
    candidates[2] = layout_with_items(3, 40, 20);
    CHECK(flow_layout_first_fitting(NULL, 2, 100, NAN, &index) == FLOW_ERROR_NULL);
    CHECK(flow_layout_first_fitting(candidates, 0, 100, NAN, &index) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(candidates[0], flow_layout_first_fitting(candidates, 3, 100, NAN, &index), FLOW_ERROR_NULL);
    CHECK_ERROR_MENTIONS(candidates[0], "flow_layout_first_fitting: a candidate handle is NULL");
    CHECK_STATUS(candidates[0], flow_layout_first_fitting(candidates, 1, 100, NAN, NULL), FLOW_ERROR_NULL);
    CHECK_STATUS(candidates[0], flow_layout_first_fitting(candidates, 1, -1, NAN, &index),
                 FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(candidates[0], "flow_layout_first_fitting");
    CHECK_STATUS(candidates[0], flow_layout_first_fitting(candidates, SIZE_MAX, 100, NAN, &index),
                 FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(index == 99);
    flow_layout_destroy(candidates[0]);
    flow_layout_destroy(candidates[2]);
}

static flow_size failing_measure(void *user_data, size_t index, flow_size proposal) {
    flow_size answer = {NAN, NAN};
    (void)user_data;
    (void)index;
    (void)proposal;
    return answer;
}

static void a_failure_is_recorded_on_its_candidate(void) {
    flow_layout_t *candidates[2];
    size_t index = 99;
    candidates[0] = one_row();
    candidates[1] = flow_layout_create();
    CHECK_OK(candidates[1], flow_layout_set_measure(candidates[1], 2, failing_measure, NULL));
    CHECK_STATUS(candidates[1], flow_layout_first_fitting(candidates, 2, 100, NAN, &index), FLOW_ERROR_MEASURE);
    CHECK_ERROR_MENTIONS(candidates[1], "flow_layout_first_fitting: item 0: ");
    CHECK(strcmp(flow_layout_last_error(candidates[0]), "") == 0);
    CHECK(index == 99);
    flow_layout_destroy(candidates[0]);
    flow_layout_destroy(candidates[1]);
}

static flow_size destroy_other(void *user_data, size_t index, flow_size proposal) {
    flow_size answer = {500, 10};
    (void)proposal;
    if (index == 0) flow_layout_destroy((flow_layout_t *)user_data);
    return answer;
}

static void a_candidate_destroyed_by_a_callback_stays_valid_until_the_call_returns(void) {
    flow_layout_t *candidates[2];
    size_t index = 99;
    candidates[0] = flow_layout_create();
    candidates[1] = layout_with_items(3, 40, 20);
    /* Candidate 0 is too wide for 100 and destroys candidate 1 while being measured. */
    CHECK_OK(candidates[0], flow_layout_set_measure(candidates[0], 1, destroy_other, candidates[1]));
    CHECK_OK(candidates[0], flow_layout_first_fitting(candidates, 2, 100, NAN, &index));
    CHECK(index == 1);
    flow_layout_destroy(candidates[0]);
}

int main(void) {
    RUN(the_first_candidate_that_fits_is_chosen_and_arranged);
    RUN(the_last_candidate_is_chosen_when_none_fits);
    RUN(the_same_handle_may_appear_twice);
    RUN(a_candidate_hiding_items_does_not_fit);
    RUN(bad_arguments_are_refused);
    RUN(a_failure_is_recorded_on_its_candidate);
    RUN(a_candidate_destroyed_by_a_callback_stays_valid_until_the_call_returns);
    return check_report("test_first_fitting");
}
