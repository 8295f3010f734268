/* Requirements for flow_layout_arrange_batch: every group's frames and size are exactly those of
   arranging that group alone on a handle with the same options (random groups and options, compared
   bit for bit); the handle's own items and results are untouched; bad input is refused, names its
   cause and writes nothing. */
#include "check.h"

#include <stdint.h>
#include <stdlib.h>

static uint64_t rng_state;
static uint32_t next_random(void) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33);
}
static float random_length(void) { return (float)(next_random() % 4000) / 64.0f; }

/* Applies one random set of options to every handle in `layouts`. */
static void set_random_options(flow_layout_t **layouts, int n) {
    int axis = (int)(next_random() % 2), wrap = (int)(next_random() % 3), direction = (int)(next_random() % 2);
    int justify = (int)(next_random() % 6), align = (int)(next_random() % 6), content = (int)(next_random() % 7);
    int breaking = (int)(next_random() % 2), uniform = next_random() % 4 == 0;
    uint32_t max_lines = next_random() % 3 == 0 ? next_random() % 4 : 0;
    uint32_t max_items = next_random() % 4 == 0 ? 1 + next_random() % 4 : 0;
    float scale = next_random() % 3 == 0 ? (float)(1 + next_random() % 3) : 0.0f;
    float gap = (float)(next_random() % 12), line_gap = (float)(next_random() % 12);
    int i;
    for (i = 0; i < n; i++) {
        CHECK_OK(layouts[i], flow_layout_set_axis(layouts[i], axis));
        CHECK_OK(layouts[i], flow_layout_set_wrap(layouts[i], wrap));
        CHECK_OK(layouts[i], flow_layout_set_direction(layouts[i], direction));
        CHECK_OK(layouts[i], flow_layout_set_justify(layouts[i], justify));
        CHECK_OK(layouts[i], flow_layout_set_align_items(layouts[i], align));
        CHECK_OK(layouts[i], flow_layout_set_align_content(layouts[i], content));
        CHECK_OK(layouts[i], flow_layout_set_line_breaking(layouts[i], breaking));
        CHECK_OK(layouts[i], flow_layout_set_uniform_size(layouts[i], uniform));
        CHECK_OK(layouts[i], flow_layout_set_max_lines(layouts[i], max_lines));
        CHECK_OK(layouts[i], flow_layout_set_max_items_per_line(layouts[i], max_items));
        CHECK_OK(layouts[i], flow_layout_set_pixel_scale(layouts[i], scale));
        CHECK_OK(layouts[i], flow_layout_set_spacing(layouts[i], gap, line_gap));
    }
}

static int same_bits(const void *a, const void *b, size_t bytes) { return memcmp(a, b, bytes) == 0; }

static void batch_equals_arranging_each_group_alone(void) {
    enum { rounds = 300, max_groups = 12, max_items = 24 };
    flow_size sizes[max_groups * max_items], own_sizes[5] = {{10, 10}, {20, 10}, {30, 10}, {40, 10}, {50, 10}};
    flow_rect frames[max_groups * max_items], own_frames[5];
    flow_size group_sizes[max_groups];
    size_t counts[max_groups];
    int round;
    flow_layout_t *layouts[2];
    flow_layout_t *batch, *alone;
    layouts[0] = batch = flow_layout_create();
    layouts[1] = alone = flow_layout_create();
    rng_state = (uint64_t)strtoull(getenv("FLOW_TEST_SEED") ? getenv("FLOW_TEST_SEED") : "13", NULL, 10);
    printf("batch_equals_arranging_each_group_alone: seed %llu (set FLOW_TEST_SEED to change)\n",
           (unsigned long long)rng_state);
    for (round = 0; round < rounds; round++) {
        size_t groups = next_random() % (max_groups + 1), total = 0, g, i, own_count = 0;
        float width = next_random() % 5 == 0 ? NAN : 20.0f + (float)(next_random() % 200);
        float height = next_random() % 3 == 0 ? (float)(next_random() % 300) : NAN;
        const flow_rect *own;
        set_random_options(layouts, 2);
        /* The batch handle has items and results of its own, which must survive the batch. */
        CHECK_OK(batch, flow_layout_set_items(batch, own_sizes, 5));
        CHECK_OK(batch, flow_layout_arrange(batch, 70, NAN));
        own = flow_layout_frames(batch, &own_count);
        CHECK(own_count == 5);
        if (own_count == 5) memcpy(own_frames, own, sizeof own_frames);
        for (g = 0; g < groups; g++) {
            counts[g] = next_random() % 5 == 0 ? 0 : 1 + next_random() % max_items;
            for (i = 0; i < counts[g]; i++) {
                sizes[total + i].width = random_length();
                sizes[total + i].height = random_length();
            }
            total += counts[g];
        }
        memset(frames, 0xAB, sizeof frames);
        CHECK_OK(batch, flow_layout_arrange_batch(batch, sizes, counts, groups, width, height, frames, group_sizes));
        total = 0;
        for (g = 0; g < groups; g++) {
            flow_size size;
            size_t n = 0;
            const flow_rect *expected;
            CHECK_OK(alone, flow_layout_set_items(alone, sizes + total, counts[g]));
            CHECK_OK(alone, flow_layout_arrange(alone, width, height));
            expected = flow_layout_frames(alone, &n);
            CHECK(n == counts[g]);
            CHECK(n == 0 || same_bits(frames + total, expected, n * sizeof(flow_rect)));
            CHECK_OK(alone, flow_layout_get_size(alone, &size));
            CHECK(same_bits(&size, &group_sizes[g], sizeof size));
            total += counts[g];
        }
        /* Nothing past the last frame was written. */
        if (total < (size_t)(max_groups * max_items)) {
            flow_rect pattern;
            memset(&pattern, 0xAB, sizeof pattern);
            CHECK(same_bits(&frames[total], &pattern, sizeof pattern));
        }
        own = flow_layout_frames(batch, &own_count);
        CHECK(own_count == 5 && same_bits(own, own_frames, sizeof own_frames));
        if (check_failures) {
            fprintf(stderr, "  first failing round %d (seed %llu)\n", round, (unsigned long long)rng_state);
            break;
        }
    }
    flow_layout_destroy(batch);
    flow_layout_destroy(alone);
}

static void sizes_out_is_optional_and_empty_groups_are_fine(void) {
    flow_size sizes[3] = {{40, 20}, {40, 20}, {40, 20}};
    size_t counts[3] = {0, 3, 0};
    flow_rect frames[3];
    flow_size group_sizes[3];
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_arrange_batch(layout, sizes, counts, 3, 100, NAN, frames, NULL));
    CHECK_RECT(frames[1], 48, 0, 40, 20);
    CHECK_RECT(frames[2], 0, 28, 40, 20);
    CHECK_OK(layout, flow_layout_arrange_batch(layout, sizes, counts, 3, 100, NAN, frames, group_sizes));
    CHECK_NEAR(group_sizes[0].width, 100);
    CHECK_NEAR(group_sizes[0].height, 0);
    CHECK_NEAR(group_sizes[1].height, 48);
    /* No groups: nothing is read, not even NULL arrays. */
    CHECK_OK(layout, flow_layout_arrange_batch(layout, NULL, NULL, 0, 100, NAN, NULL, NULL));
    /* Groups that are all empty need no sizes or frames. */
    counts[1] = 0;
    CHECK_OK(layout, flow_layout_arrange_batch(layout, NULL, counts, 3, 100, NAN, NULL, group_sizes));
    /* The handle was never arranged itself, and still is not. */
    CHECK(flow_layout_frames(layout, NULL) == NULL);
    CHECK(flow_layout_get_size(layout, &group_sizes[0]) == FLOW_ERROR_NOT_ARRANGED);
    flow_layout_destroy(layout);
}

static void bad_input_is_refused_and_writes_nothing(void) {
    flow_size sizes[4] = {{40, 20}, {40, 20}, {40, 20}, {40, 20}};
    size_t counts[2] = {2, 2};
    flow_rect frames[4];
    flow_size group_sizes[2];
    const flow_rect untouched = {-7, -7, -7, -7};
    size_t i;
    flow_layout_t *layout = flow_layout_create();
    for (i = 0; i < 4; i++) frames[i] = untouched;
    group_sizes[0].width = group_sizes[1].width = -7;

    CHECK(flow_layout_arrange_batch(NULL, sizes, counts, 2, 100, NAN, frames, NULL) == FLOW_ERROR_NULL);
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, NULL, 2, 100, NAN, frames, NULL), FLOW_ERROR_NULL);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_arrange_batch: counts is NULL");
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, NULL, counts, 2, 100, NAN, frames, NULL), FLOW_ERROR_NULL);
    CHECK_ERROR_MENTIONS(layout, "sizes or frames_out is NULL");
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, 100, NAN, NULL, NULL), FLOW_ERROR_NULL);

    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, -1, NAN, frames, group_sizes),
                 FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(layout, "bounds");
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, 100, -INFINITY, frames, group_sizes),
                 FLOW_ERROR_INVALID_ARGUMENT);

    /* A bad size in the second group: named by its index in `sizes`; the first group is not written. */
    sizes[3].height = NAN;
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, 100, NAN, frames, group_sizes),
                 FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_arrange_batch: item 3: ");
    sizes[3].height = -1;
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, 100, NAN, frames, group_sizes),
                 FLOW_ERROR_INVALID_ARGUMENT);
    sizes[3].height = 2e9f;
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, 100, NAN, frames, group_sizes),
                 FLOW_ERROR_INVALID_ARGUMENT);
    sizes[3].height = 20;

    counts[1] = (size_t)FLOWLAYOUT_MAX_ITEMS + 1;
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, 100, NAN, frames, group_sizes),
                 FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_ERROR_MENTIONS(layout, "FLOWLAYOUT_MAX_ITEMS");
    counts[1] = SIZE_MAX;
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, 100, NAN, frames, group_sizes),
                 FLOW_ERROR_OUT_OF_MEMORY);
    counts[1] = 2;
    CHECK_STATUS(layout, flow_layout_arrange_batch(layout, sizes, counts, SIZE_MAX, 100, NAN, frames, group_sizes),
                 FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_ERROR_MENTIONS(layout, "groups exceeds FLOWLAYOUT_MAX_ITEMS");

    for (i = 0; i < 4; i++) CHECK(memcmp(&frames[i], &untouched, sizeof untouched) == 0);
    CHECK(group_sizes[0].width == -7 && group_sizes[1].width == -7);

    /* And a good call afterwards works. */
    CHECK_OK(layout, flow_layout_arrange_batch(layout, sizes, counts, 2, 100, NAN, frames, group_sizes));
    CHECK_RECT(frames[3], 48, 0, 40, 20);
    flow_layout_destroy(layout);
}

/* From inside the handle's own measure callback, a batch on it is refused. */
static int batch_status_in_callback = -1;
static flow_size measure_calls_batch(void *user_data, size_t index, flow_size proposal) {
    flow_size sizes[1] = {{1, 1}};
    size_t counts[1] = {1};
    flow_rect frames[1];
    flow_size answer = {10, 10};
    (void)index;
    (void)proposal;
    batch_status_in_callback =
        flow_layout_arrange_batch((flow_layout_t *)user_data, sizes, counts, 1, 100, NAN, frames, NULL);
    return answer;
}

static void a_batch_from_the_handles_own_callback_is_refused(void) {
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_set_measure(layout, 2, measure_calls_batch, layout));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(batch_status_in_callback == FLOW_ERROR_INVALID_ARGUMENT);
    flow_layout_destroy(layout);
}

int main(void) {
    RUN(batch_equals_arranging_each_group_alone);
    RUN(sizes_out_is_optional_and_empty_groups_are_fine);
    RUN(bad_input_is_refused_and_writes_nothing);
    RUN(a_batch_from_the_handles_own_callback_is_refused);
    return check_report("test_batch");
}
