/* Requirements for the measure callback: ideal size first (NaN x NaN), asked again with the main
   bound when the ideal is too long; answers cached until the items change or an item is
   invalidated; an invalid answer fails the arrange with FLOW_ERROR_MEASURE naming the item and
   keeps the previous results; calls from inside the callback cannot corrupt the handle. */
#include "check.h"

#include <stdint.h>

/* A "text" item: ideal width `chars * 10`, 20 high; given a width, it wraps into more lines. */
typedef struct {
    int calls;
    int widths[4];        /* characters per item */
    float last_proposal_w, last_proposal_h;
    size_t last_index;
    size_t fail_index;    /* answer NaN/negative/infinite for this item when fail_kind != 0 */
    int fail_kind;
    flow_layout_t *self;  /* for re-entrant calls */
    int reentrant_status, destroy_inside;
} text_items;

static flow_size measure_text(void *user_data, size_t index, flow_size proposal) {
    text_items *t = (text_items *)user_data;
    float ideal = (float)t->widths[index] * 10.0f;
    flow_size answer;
    t->calls++;
    t->last_index = index;
    t->last_proposal_w = proposal.width;
    t->last_proposal_h = proposal.height;
    answer.width = isnan(proposal.width) || proposal.width >= ideal ? ideal : proposal.width;
    answer.height = 20.0f * ceilf(ideal / answer.width);
    if (t->fail_kind && index == t->fail_index) {
        answer.width = t->fail_kind == 1 ? NAN : t->fail_kind == 2 ? -1.0f : INFINITY;
    }
    if (t->self) {
        flow_size one = {1, 1};
        t->reentrant_status = flow_layout_set_items(t->self, &one, 1);
        if (t->reentrant_status == FLOW_OK) t->reentrant_status = flow_layout_arrange(t->self, 10, 10);
        if (t->destroy_inside) flow_layout_destroy(t->self);
    }
    return answer;
}

static flow_layout_t *text_layout(text_items *t) {
    flow_layout_t *layout = flow_layout_create();
    memset(t, 0, sizeof *t);
    t->widths[0] = 3;
    t->widths[1] = 15;
    CHECK_OK(layout, flow_layout_set_measure(layout, 2, measure_text, t));
    return layout;
}

static void ideal_sizes_first_then_the_main_bound(void) {
    text_items t;
    flow_layout_t *layout = text_layout(&t);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(t.calls == 3); /* two ideal sizes, then item 1 (150 > 100) again */
    CHECK(t.last_index == 1);
    CHECK_NEAR(t.last_proposal_w, 100);
    CHECK(isnan(t.last_proposal_h));
    CHECK_RECT(frame_at(layout, 0), 0, 0, 30, 20);
    CHECK_RECT(frame_at(layout, 1), 0, 28, 100, 40);
    flow_layout_destroy(layout);
}

static void answers_are_cached_across_arranges(void) {
    text_items t;
    flow_layout_t *layout = text_layout(&t);
    flow_size size;
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    t.calls = 0;
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(t.calls == 0);
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN)); /* everything fits: ideal sizes, cached */
    CHECK(t.calls == 0);
    CHECK_OK(layout, flow_layout_size_that_fits(layout, 100, NAN, &size));
    CHECK(t.calls == 0);
    CHECK_OK(layout, flow_layout_arrange(layout, 120, NAN)); /* a new bound for item 1 */
    CHECK(t.calls == 1 && t.last_index == 1);
    CHECK_NEAR(t.last_proposal_w, 120);
    flow_layout_destroy(layout);
}

static void invalidate_item_asks_that_item_again(void) {
    text_items t;
    flow_layout_t *layout = text_layout(&t);
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN));
    t.calls = 0;
    t.widths[0] = 5;
    CHECK_OK(layout, flow_layout_invalidate_item(layout, 0));
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN));
    CHECK(t.calls == 1 && t.last_index == 0);
    CHECK_RECT(frame_at(layout, 0), 0, 0, 50, 20);
    CHECK_STATUS(layout, flow_layout_invalidate_item(layout, 2), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_invalidate_item");
    CHECK_STATUS(layout, flow_layout_invalidate_item(layout, SIZE_MAX), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_invalidate_item(NULL, 0) == FLOW_ERROR_NULL);
    flow_layout_destroy(layout);
}

static void invalid_answers_fail_with_measure_and_keep_results(void) {
    int kind;
    text_items t;
    flow_layout_t *layout = text_layout(&t);
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN));
    for (kind = 1; kind <= 3; kind++) {
        flow_size size;
        t.fail_kind = kind;
        t.fail_index = 1;
        CHECK_OK(layout, flow_layout_invalidate_item(layout, 1));
        CHECK_STATUS(layout, flow_layout_arrange(layout, 200, NAN), FLOW_ERROR_MEASURE);
        CHECK_ERROR_MENTIONS(layout, "flow_layout_arrange: item 1: ");
        CHECK_STATUS(layout, flow_layout_size_that_fits(layout, 200, NAN, &size), FLOW_ERROR_MEASURE);
        CHECK_ERROR_MENTIONS(layout, "flow_layout_size_that_fits: item 1: ");
        /* The results of the last successful arrange are still there. */
        CHECK_RECT(frame_at(layout, 1), 38, 0, 150, 20);
    }
    t.fail_kind = 0;
    CHECK_OK(layout, flow_layout_arrange(layout, 200, NAN));
    flow_layout_destroy(layout);
}

static void set_measure_validates_its_arguments(void) {
    text_items t;
    flow_layout_t *layout = text_layout(&t);
    CHECK(flow_layout_set_measure(NULL, 1, measure_text, &t) == FLOW_ERROR_NULL);
    CHECK_STATUS(layout, flow_layout_set_measure(layout, 1, NULL, &t), FLOW_ERROR_NULL);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_set_measure");
    CHECK_STATUS(layout, flow_layout_set_measure(layout, SIZE_MAX, measure_text, &t), FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_STATUS(layout, flow_layout_set_measure(layout, (size_t)FLOWLAYOUT_MAX_ITEMS + 1, measure_text, &t),
                 FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN)); /* still two measured items */
    {
        size_t count = 0;
        CHECK(flow_layout_frames(layout, &count) != NULL && count == 2);
    }
    flow_layout_destroy(layout);
}

static void set_items_replaces_the_callback(void) {
    text_items t;
    flow_size sizes[1] = {{7, 7}};
    flow_layout_t *layout = text_layout(&t);
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, 1));
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN));
    CHECK(t.calls == 0);
    CHECK_RECT(frame_at(layout, 0), 0, 0, 7, 7);
    flow_layout_destroy(layout);
}

static void calls_from_inside_the_callback_cannot_change_the_handle(void) {
    text_items t;
    flow_layout_t *layout = text_layout(&t);
    t.self = layout;
    t.reentrant_status = -1;
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN));
    CHECK(t.reentrant_status == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(layout, "measure callback");
    {
        size_t count = 0;
        CHECK(flow_layout_frames(layout, &count) != NULL && count == 2);
    }
    flow_layout_destroy(layout);
}

static void destroy_inside_the_callback_is_deferred(void) {
    text_items t;
    flow_layout_t *layout = text_layout(&t);
    t.self = layout;
    t.destroy_inside = 1;
    /* Destroyed when the arrange returns; the handle must not be used afterwards. */
    CHECK(flow_layout_arrange(layout, 300, NAN) == FLOW_OK);
    CHECK(t.calls == 2);
}

static void destroy_inside_a_failing_callback_is_deferred(void) {
    text_items t;
    flow_layout_t *layout = text_layout(&t);
    t.self = layout;
    t.destroy_inside = 1;
    t.fail_kind = 1;
    t.fail_index = 0;
    /* The error is recorded, then the handle is destroyed; no use after free (see memcheck_*). */
    CHECK(flow_layout_arrange(layout, 300, NAN) == FLOW_ERROR_MEASURE);
}

static flow_size measure_with_other_handle(void *user_data, size_t index, flow_size proposal) {
    flow_layout_t *other = (flow_layout_t *)user_data;
    flow_size answer = {10, 10};
    (void)index;
    (void)proposal;
    /* Other handles may be used freely from a callback. */
    if (flow_layout_arrange(other, 50, NAN) != FLOW_OK) answer.width = NAN;
    return answer;
}

static void callbacks_may_use_other_handles(void) {
    flow_layout_t *other = layout_with_items(3, 10, 10);
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_set_measure(layout, 2, measure_with_other_handle, other));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_visible_count(other) == 3);
    flow_layout_destroy(layout);
    flow_layout_destroy(other);
}

int main(void) {
    RUN(ideal_sizes_first_then_the_main_bound);
    RUN(answers_are_cached_across_arranges);
    RUN(invalidate_item_asks_that_item_again);
    RUN(invalid_answers_fail_with_measure_and_keep_results);
    RUN(set_measure_validates_its_arguments);
    RUN(set_items_replaces_the_callback);
    RUN(calls_from_inside_the_callback_cannot_change_the_handle);
    RUN(destroy_inside_the_callback_is_deferred);
    RUN(destroy_inside_a_failing_callback_is_deferred);
    RUN(callbacks_may_use_other_handles);
    return check_report("test_measure");
}
