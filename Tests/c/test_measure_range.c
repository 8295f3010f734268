/* Requirements for the range measure callback (flow_layout_set_measure_range): the same
   questions as the per-item callback, asked for runs of items: the ideal sizes the cache lacks in
   runs of consecutive items (all of them on the first arrange), every other question a run of one;
   the same results, bit for bit, as the per-item callback and as set_items given the answers, with
   any option; an invalid or missing answer fails with FLOW_ERROR_MEASURE naming the item, keeps
   the previous results and forgets the run; calls from inside the callback cannot change the
   handle. */
#include "check.h"

#include <stdint.h>

enum { max_items = 64, max_calls = 256 };

/* Text-like items: item i wants `ideal[i]` along main and wraps when offered less. Every call is
   logged (first, count, proposal). */
typedef struct {
    float ideal[max_items];
    float thickness[max_items];
    int columns;          /* the layout's main axis is vertical */
    size_t calls;
    size_t first[max_calls], count[max_calls];
    flow_size proposal[max_calls];
    size_t fail_index;    /* with fail_kind: 1 NaN, 2 negative, 3 infinite, 4 left unwritten */
    int fail_kind;
    flow_layout_t *self;  /* for re-entrant calls */
    int reentrant_status;
} text_items;

static flow_size text_answer(const text_items *t, size_t i, flow_size proposal) {
    float offered = t->columns ? proposal.height : proposal.width;
    float main = t->ideal[i], cross = t->thickness[i];
    flow_size s;
    if (!isnan(offered) && offered < main) {
        cross *= ceilf(main / offered);
        main = offered;
    }
    s.width = t->columns ? cross : main;
    s.height = t->columns ? main : cross;
    return s;
}

static void measure_runs(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers) {
    text_items *t = (text_items *)user_data;
    size_t k;
    if (t->calls < max_calls) {
        t->first[t->calls] = first;
        t->count[t->calls] = count;
        t->proposal[t->calls] = proposal;
    }
    t->calls++;
    for (k = 0; k < count; k++) {
        size_t i = first + k;
        if (t->fail_kind == 4 && i == t->fail_index) continue;
        answers[k] = text_answer(t, i, proposal);
        if (t->fail_kind && t->fail_kind < 4 && i == t->fail_index)
            answers[k].height = t->fail_kind == 1 ? NAN : t->fail_kind == 2 ? -1.0f : INFINITY;
    }
    if (t->self) {
        flow_size one = {1, 1};
        t->reentrant_status = flow_layout_set_items(t->self, &one, 1);
        if (t->reentrant_status == FLOW_OK) t->reentrant_status = flow_layout_invalidate_item(t->self, 0);
    }
}

static flow_size measure_one(void *user_data, size_t index, flow_size proposal) {
    return text_answer((const text_items *)user_data, index, proposal);
}

static void text_items_init(text_items *t, size_t n) {
    size_t i;
    memset(t, 0, sizeof *t);
    for (i = 0; i < n; i++) {
        t->ideal[i] = 20.0f + (float)((i * 37) % 90);
        t->thickness[i] = 10.0f + (float)((i * 11) % 20);
    }
}

static void the_first_arrange_asks_every_ideal_size_in_one_call(void) {
    text_items t;
    flow_layout_t *layout = flow_layout_create();
    text_items_init(&t, 10);
    t.ideal[4] = 150; /* longer than the line: asked again with 100 */
    CHECK_OK(layout, flow_layout_set_measure_range(layout, 10, measure_runs, &t));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(t.calls == 2);
    CHECK(t.first[0] == 0 && t.count[0] == 10);
    CHECK(isnan(t.proposal[0].width) && isnan(t.proposal[0].height));
    CHECK(t.first[1] == 4 && t.count[1] == 1);
    CHECK_NEAR(t.proposal[1].width, 100);
    CHECK(isnan(t.proposal[1].height));
    CHECK_RECT(frame_at(layout, 4), 0, frame_at(layout, 4).y, 100, 2 * t.thickness[4]);
    flow_layout_destroy(layout);
}

static void answers_are_cached_and_invalidated_items_asked_in_runs(void) {
    text_items t;
    flow_layout_t *layout = flow_layout_create();
    flow_size size;
    text_items_init(&t, 12);
    CHECK_OK(layout, flow_layout_set_measure_range(layout, 12, measure_runs, &t));
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN));
    t.calls = 0;
    CHECK_OK(layout, flow_layout_arrange(layout, 280, NAN));
    CHECK_OK(layout, flow_layout_size_that_fits(layout, 250, NAN, &size));
    CHECK(t.calls == 0);
    CHECK_OK(layout, flow_layout_invalidate_item(layout, 3));
    CHECK_OK(layout, flow_layout_invalidate_item(layout, 4));
    CHECK_OK(layout, flow_layout_invalidate_item(layout, 11));
    CHECK_OK(layout, flow_layout_arrange(layout, 300, NAN));
    CHECK(t.calls == 2);
    CHECK(t.first[0] == 3 && t.count[0] == 2);
    CHECK(t.first[1] == 11 && t.count[1] == 1);
    flow_layout_destroy(layout);
}

static void invalid_answers_fail_name_the_item_and_keep_results(void) {
    int kind;
    for (kind = 1; kind <= 4; kind++) {
        text_items t;
        flow_layout_t *layout = flow_layout_create();
        size_t before_count = 0, after_count = 0;
        flow_rect before[8];
        const flow_rect *frames;
        text_items_init(&t, 8);
        CHECK_OK(layout, flow_layout_set_measure_range(layout, 8, measure_runs, &t));
        CHECK_OK(layout, flow_layout_arrange(layout, 200, NAN));
        frames = flow_layout_frames(layout, &before_count);
        memcpy(before, frames, sizeof before);
        /* Item 5's content changes to something the callback answers badly; 4 and 6 change too. */
        CHECK_OK(layout, flow_layout_invalidate_item(layout, 4));
        CHECK_OK(layout, flow_layout_invalidate_item(layout, 5));
        CHECK_OK(layout, flow_layout_invalidate_item(layout, 6));
        t.fail_kind = kind;
        t.fail_index = 5;
        CHECK_STATUS(layout, flow_layout_arrange(layout, 200, NAN), FLOW_ERROR_MEASURE);
        CHECK_ERROR_MENTIONS(layout, "5");
        frames = flow_layout_frames(layout, &after_count);
        CHECK(after_count == before_count && memcmp(frames, before, sizeof before) == 0);
        /* The run is forgotten: fixed, the next arrange asks it whole again. */
        t.fail_kind = 0;
        t.calls = 0;
        CHECK_OK(layout, flow_layout_arrange(layout, 200, NAN));
        CHECK(t.calls == 1 && t.first[0] == 4 && t.count[0] == 3);
        flow_layout_destroy(layout);
    }
}

static void set_measure_range_validates_its_arguments(void) {
    flow_layout_t *layout = flow_layout_create();
    text_items t;
    text_items_init(&t, 4);
    CHECK(flow_layout_set_measure_range(NULL, 4, measure_runs, &t) == FLOW_ERROR_NULL);
    CHECK_STATUS(layout, flow_layout_set_measure_range(layout, 4, NULL, &t), FLOW_ERROR_NULL);
    CHECK_STATUS(layout, flow_layout_set_measure_range(layout, (size_t)FLOWLAYOUT_MAX_ITEMS + 1, measure_runs, &t),
                 FLOW_ERROR_OUT_OF_MEMORY);
    CHECK(t.calls == 0);
    flow_layout_destroy(layout);
}

static void set_items_and_set_measure_replace_the_range_callback(void) {
    text_items t;
    flow_layout_t *layout = flow_layout_create();
    flow_size sizes[3] = {{10, 10}, {20, 10}, {30, 10}};
    text_items_init(&t, 3);
    CHECK_OK(layout, flow_layout_set_measure_range(layout, 3, measure_runs, &t));
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, 3));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(t.calls == 0);
    CHECK_OK(layout, flow_layout_set_measure_range(layout, 3, measure_runs, &t));
    CHECK_OK(layout, flow_layout_set_measure(layout, 3, measure_one, &t));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(t.calls == 0);
    CHECK_RECT(frame_at(layout, 1), t.ideal[0] + 8, 0, t.ideal[1], t.thickness[1]);
    flow_layout_destroy(layout);
}

static void calls_from_inside_the_callback_cannot_change_the_handle(void) {
    text_items t;
    flow_layout_t *layout = flow_layout_create();
    text_items_init(&t, 5);
    CHECK_OK(layout, flow_layout_set_measure_range(layout, 5, measure_runs, &t));
    t.self = layout;
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(t.reentrant_status == FLOW_ERROR_INVALID_ARGUMENT);
    t.self = NULL;
    {
        size_t count = 0;
        flow_layout_frames(layout, &count);
        CHECK(count == 5);
    }
    flow_layout_destroy(layout);
}

/* arrange_into that fails after replacing the items (the indicator answers badly) puts the range
   callback back: the next arrange measures through it again. */
static flow_size bad_indicator(void *user_data, size_t hidden) {
    (void)user_data;
    (void)hidden;
    return (flow_size){NAN, 1};
}

static void a_failed_arrange_into_keeps_the_range_callback(void) {
    text_items t;
    flow_layout_t *layout = flow_layout_create();
    flow_size sizes[6] = {{50, 10}, {50, 10}, {50, 10}, {50, 10}, {50, 10}, {50, 10}};
    flow_rect frames[6];
    flow_size size;
    text_items_init(&t, 6);
    CHECK_OK(layout, flow_layout_set_measure_range(layout, 6, measure_runs, &t));
    CHECK_OK(layout, flow_layout_set_max_lines(layout, 1));
    CHECK_OK(layout, flow_layout_set_overflow_indicator(layout, bad_indicator, NULL));
    CHECK_STATUS(layout, flow_layout_arrange_into(layout, sizes, 6, 120, NAN, frames, &size), FLOW_ERROR_MEASURE);
    CHECK_OK(layout, flow_layout_set_max_lines(layout, 0));
    t.calls = 0;
    CHECK_OK(layout, flow_layout_arrange(layout, 1000, NAN));
    CHECK(t.calls == 1 && t.count[0] == 6);
    CHECK_RECT(frame_at(layout, 0), 0, 0, t.ideal[0], t.thickness[0]);
    flow_layout_destroy(layout);
}

/* ---- The rule: the same results as the per-item callback and as the answers given as sizes ---- */

static uint32_t rng = 0x9e3779b9u;
static uint32_t next_random(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static void apply_random_options(flow_layout_t **handles, int count, uint32_t r, int columns) {
    int k;
    for (k = 0; k < count; k++) {
        flow_layout_t *h = handles[k];
        CHECK_OK(h, flow_layout_set_axis(h, columns ? FLOW_AXIS_VERTICAL : FLOW_AXIS_HORIZONTAL));
        CHECK_OK(h, flow_layout_set_justify(h, (int)(r % 6)));
        CHECK_OK(h, flow_layout_set_align_items(h, (int)((r >> 3) % 6)));
        CHECK_OK(h, flow_layout_set_line_breaking(h, (int)((r >> 6) % 3)));
        CHECK_OK(h, flow_layout_set_direction(h, (int)((r >> 8) % 2)));
        CHECK_OK(h, flow_layout_set_max_lines(h, (r >> 9) % 4 == 0 ? 2 : 0));
        CHECK_OK(h, flow_layout_set_uniform_size(h, (r >> 11) % 7 == 0));
        CHECK_OK(h, flow_layout_set_lanes(h, (r >> 14) % 6 == 0 ? 3 : 0, 0));
        CHECK_OK(h, flow_layout_set_spacing(h, (float)((r >> 17) % 9), (float)((r >> 20) % 5)));
    }
}

static void the_same_results_as_per_item_and_as_sizes(void) {
    enum { rounds = 400 };
    int round;
    flow_layout_t *ranged = flow_layout_create(), *one = flow_layout_create(), *given = flow_layout_create();
    flow_layout_t *all[3];
    all[0] = ranged;
    all[1] = one;
    all[2] = given;
    for (round = 0; round < rounds && !check_failures; round++) {
        text_items t;
        size_t n = 1 + next_random() % max_items, i;
        int columns = next_random() % 4 == 0, step;
        uint32_t r = next_random();
        text_items_init(&t, 0);
        t.columns = columns;
        for (i = 0; i < n; i++) {
            t.ideal[i] = (float)(next_random() % 800) / 4.0f;
            t.thickness[i] = 4.0f + (float)(next_random() % 30);
        }
        apply_random_options(all, 3, r, columns);
        CHECK_OK(ranged, flow_layout_set_measure_range(ranged, n, measure_runs, &t));
        CHECK_OK(one, flow_layout_set_measure(one, n, measure_one, &t));
        {
            flow_size placeholders[max_items];
            for (i = 0; i < n; i++) placeholders[i] = (flow_size){1, 1};
            CHECK_OK(given, flow_layout_set_items(given, placeholders, n));
        }
        if (next_random() % 3 == 0) { /* after the items: margins are per-item inputs */
            flow_edges margins[max_items];
            for (i = 0; i < n; i++) {
                margins[i].top = (float)(next_random() % 4);
                margins[i].right = (float)(next_random() % 4);
                margins[i].bottom = 0;
                margins[i].left = (float)(next_random() % 6) - 2;
            }
            for (step = 0; step < 3; step++) CHECK_OK(all[step], flow_layout_set_item_margins(all[step], margins, n));
        }
        for (step = 0; step < 4 && !check_failures; step++) {
            /* The last step leaves the main bound unspecified, except for lanes, which share it. */
            int unbounded = step == 3 && (r >> 14) % 6 != 0;
            float width = unbounded && !columns ? NAN : 40.0f + (float)(next_random() % 300);
            float height = columns && !unbounded ? 40.0f + (float)(next_random() % 300) : NAN;
            flow_size resolved[max_items];
            if (step == 2 && n > 2) { /* some content changes */
                size_t a = next_random() % n;
                t.ideal[a] += 3;
                CHECK_OK(ranged, flow_layout_invalidate_item(ranged, a));
                CHECK_OK(one, flow_layout_invalidate_item(one, a));
            }
            CHECK_OK(ranged, flow_layout_arrange(ranged, width, height));
            CHECK_OK(one, flow_layout_arrange(one, width, height));
            CHECK(same_results(ranged, one));
            /* The answers the layout used, given as sizes (no lanes: there the proposal is the
               lane's width, not the line's length). */
            if ((r >> 14) % 6 != 0 && !((r >> 11) % 7 == 0)) {
                float limit = columns ? height : width;
                for (i = 0; i < n; i++) {
                    flow_size none = {NAN, NAN};
                    flow_size ideal = text_answer(&t, i, none);
                    float along = columns ? ideal.height : ideal.width;
                    flow_size offered = {columns ? NAN : limit, columns ? limit : NAN};
                    resolved[i] = !isnan(limit) && along > limit ? text_answer(&t, i, offered) : ideal;
                }
                CHECK_OK(given, flow_layout_set_items(given, resolved, n));
                CHECK_OK(given, flow_layout_arrange(given, width, height));
                CHECK(same_results(ranged, given));
            }
            if (check_failures) fprintf(stderr, "    round %d step %d (n %zu, options %08x, columns %d)\n",
                                        round, step, n, r, columns);
        }
    }
    flow_layout_destroy(ranged);
    flow_layout_destroy(one);
    flow_layout_destroy(given);
}

int main(void) {
    RUN(the_first_arrange_asks_every_ideal_size_in_one_call);
    RUN(answers_are_cached_and_invalidated_items_asked_in_runs);
    RUN(invalid_answers_fail_name_the_item_and_keep_results);
    RUN(set_measure_range_validates_its_arguments);
    RUN(set_items_and_set_measure_replace_the_range_callback);
    RUN(calls_from_inside_the_callback_cannot_change_the_handle);
    RUN(a_failed_arrange_into_keeps_the_range_callback);
    RUN(the_same_results_as_per_item_and_as_sizes);
    return check_report("measure_range");
}
