/* Requirements: items and per-item inputs are validated (NULL, NaN, infinities, negative sizes,
   count mismatches, counts too large to allocate), a refused call changes nothing, per-item inputs
   are cleared when the item count changes, and each per-item input has its documented effect. */
#include "check.h"

#include <stdint.h>

static void no_items_is_a_valid_layout(void) {
    size_t count = 99;
    flow_size size;
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_set_items(layout, NULL, 0));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_frames(layout, &count) == NULL && count == 0);
    CHECK(flow_layout_visible_count(layout) == 0);
    CHECK_OK(layout, flow_layout_get_size(layout, &size));
    CHECK_NEAR(size.width, 100);
    CHECK_NEAR(size.height, 0);
    flow_layout_destroy(layout);
}

static void null_sizes_with_a_count_are_refused(void) {
    flow_layout_t *layout = flow_layout_create();
    CHECK(flow_layout_set_items(NULL, NULL, 0) == FLOW_ERROR_NULL);
    CHECK_STATUS(layout, flow_layout_set_items(layout, NULL, 3), FLOW_ERROR_NULL);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_set_items");
    flow_layout_destroy(layout);
}

static void invalid_sizes_are_refused_naming_the_item(void) {
    flow_size bad[] = {{NAN, 1}, {1, NAN}, {-1, 1}, {1, -0.5f}, {INFINITY, 1}, {1, -INFINITY}, {2e9f, 1}};
    size_t i;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        flow_size sizes[3] = {{1, 1}, {1, 1}, {1, 1}};
        sizes[2] = bad[i];
        CHECK_STATUS(layout, flow_layout_set_items(layout, sizes, 3), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_ERROR_MENTIONS(layout, "flow_layout_set_items: item 2: ");
    }
    /* The previous items are still there. */
    CHECK_OK(layout, flow_layout_arrange(layout, 100, 500));
    CHECK_RECT(frame_at(layout, 2), 0, 28, 40, 20);
    flow_layout_destroy(layout);
}

static void counts_too_large_to_allocate_are_refused(void) {
    flow_size one = {1, 1};
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_STATUS(layout, flow_layout_set_items(layout, &one, SIZE_MAX), FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_ERROR_MENTIONS(layout, "FLOWLAYOUT_MAX_ITEMS");
    CHECK_STATUS(layout, flow_layout_set_items(layout, &one, (size_t)FLOWLAYOUT_MAX_ITEMS + 1),
                 FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_STATUS(layout, flow_layout_set_items(layout, &one, SIZE_MAX / 2 + 1), FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 2), 0, 28, 40, 20);
    flow_layout_destroy(layout);
}

static void per_item_arrays_must_match_the_item_count(void) {
    float values[4] = {0, 0, 0, 0};
    uint32_t flags[4] = {0, 0, 0, 0};
    float prefs[16] = {0};
    size_t counts[] = {2, 4, 0, SIZE_MAX, SIZE_MAX / 4 + 1};
    size_t i;
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    for (i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        size_t n = counts[i];
        CHECK_STATUS(layout, flow_layout_set_item_grow(layout, values, n), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_ERROR_MENTIONS(layout, "flow_layout_set_item_grow");
        CHECK_STATUS(layout, flow_layout_set_item_flags(layout, flags, n), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(layout, flow_layout_set_item_baselines(layout, values, NULL, n), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(layout, flow_layout_set_item_baselines(layout, NULL, values, n), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(layout, flow_layout_set_item_guides(layout, values, n), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(layout, flow_layout_set_item_spacing(layout, prefs, n), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_ERROR_MENTIONS(layout, "flow_layout_set_item_spacing");
    }
    CHECK_OK(layout, flow_layout_set_item_grow(layout, values, 3));
    CHECK_OK(layout, flow_layout_set_item_flags(layout, flags, 3));
    CHECK_OK(layout, flow_layout_set_item_baselines(layout, values, values, 3));
    CHECK_OK(layout, flow_layout_set_item_guides(layout, values, 3));
    CHECK_OK(layout, flow_layout_set_item_spacing(layout, prefs, 3));
    flow_layout_destroy(layout);
}

static void per_item_setters_refuse_a_null_handle(void) {
    float values[1] = {0};
    uint32_t flags[1] = {0};
    CHECK(flow_layout_set_item_grow(NULL, values, 1) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_item_flags(NULL, flags, 1) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_item_baselines(NULL, values, values, 1) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_item_guides(NULL, values, 1) == FLOW_ERROR_NULL);
    CHECK(flow_layout_set_item_spacing(NULL, values, 1) == FLOW_ERROR_NULL);
}

static void invalid_per_item_values_are_refused_naming_the_item(void) {
    float negative[3] = {0, -1, 0}, nan_grow[3] = {0, NAN, 0}, infinite[3] = {0, INFINITY, 0};
    uint32_t unknown_flags[3] = {0, 16, 0}; /* 1, 2, 4 and 8 are flags; 16 is not */
    float prefs[12] = {0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0};
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_STATUS(layout, flow_layout_set_item_grow(layout, negative, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(layout, "item 1");
    CHECK_STATUS(layout, flow_layout_set_item_grow(layout, nan_grow, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_set_item_grow(layout, infinite, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_set_item_flags(layout, unknown_flags, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_set_item_flags: item 1");
    CHECK_STATUS(layout, flow_layout_set_item_baselines(layout, infinite, NULL, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_set_item_baselines(layout, NULL, infinite, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_set_item_guides(layout, infinite, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(layout, flow_layout_set_item_spacing(layout, prefs, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_set_item_spacing: item 1");
    /* Baselines and guides may be negative (outside the item) and NaN (the default). */
    CHECK_OK(layout, flow_layout_set_item_baselines(layout, negative, nan_grow, 3));
    CHECK_OK(layout, flow_layout_set_item_guides(layout, nan_grow, 3));
    flow_layout_destroy(layout);
}

static void grow_shares_the_free_space(void) {
    float grow[2] = {1, 3};
    flow_layout_t *layout = layout_with_items(2, 40, 20);
    CHECK_OK(layout, flow_layout_set_item_grow(layout, grow, 2));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN)); /* free = 100 - 88 = 12 */
    CHECK_RECT(frame_at(layout, 0), 0, 0, 43, 20);
    CHECK_RECT(frame_at(layout, 1), 51, 0, 49, 20);
    CHECK_OK(layout, flow_layout_set_item_grow(layout, NULL, 0)); /* NULL clears */
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 48, 0, 40, 20);
    flow_layout_destroy(layout);
}

static void per_item_inputs_are_cleared_when_the_count_changes(void) {
    float grow[2] = {1, 1};
    flow_size same[2] = {{40, 20}, {40, 20}};
    flow_size more[3] = {{40, 20}, {40, 20}, {10, 10}};
    flow_layout_t *layout = layout_with_items(2, 40, 20);
    CHECK_OK(layout, flow_layout_set_item_grow(layout, grow, 2));
    CHECK_OK(layout, flow_layout_set_items(layout, same, 2)); /* same count: kept */
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 0, 0, 46, 20);
    CHECK_OK(layout, flow_layout_set_items(layout, more, 3)); /* new count: cleared */
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 0, 0, 40, 20);
    flow_layout_destroy(layout);
}

static void flags_force_breaks(void) {
    uint32_t after_first[3] = {FLOW_ITEM_BREAK_AFTER, 0, 0};
    uint32_t before_last[3] = {0, 0, FLOW_ITEM_BREAK_BEFORE};
    flow_layout_t *layout = layout_with_items(3, 10, 10);
    CHECK_OK(layout, flow_layout_set_item_flags(layout, after_first, 3));
    CHECK_OK(layout, flow_layout_arrange(layout, 1000, NAN));
    CHECK_RECT(frame_at(layout, 1), 0, 18, 10, 10);
    CHECK_RECT(frame_at(layout, 2), 18, 18, 10, 10);
    CHECK_OK(layout, flow_layout_set_item_flags(layout, before_last, 3));
    CHECK_OK(layout, flow_layout_arrange(layout, 1000, NAN));
    CHECK_RECT(frame_at(layout, 1), 18, 0, 10, 10);
    CHECK_RECT(frame_at(layout, 2), 0, 18, 10, 10);
    flow_layout_destroy(layout);
}

static void first_baselines_line_up(void) {
    /* A: 40x20, baseline 15; B: 40x30, baseline 10.  Group = max(a) + max(c - a) = 15 + 20. */
    flow_size sizes[2] = {{40, 20}, {40, 30}};
    float first[2] = {15, 10};
    flow_size size;
    flow_layout_t *layout = flow_layout_create();
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, 2));
    CHECK_OK(layout, flow_layout_set_item_baselines(layout, first, NULL, 2));
    CHECK_OK(layout, flow_layout_set_align_items(layout, FLOW_ALIGN_FIRST_BASELINE));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 0, 0, 40, 20);
    CHECK_RECT(frame_at(layout, 1), 48, 5, 40, 30);
    CHECK_OK(layout, flow_layout_get_size(layout, &size));
    CHECK_NEAR(size.height, 35);
    flow_layout_destroy(layout);
}

static void guides_override_the_alignment_point(void) {
    float guides[2] = {NAN, 10};
    flow_layout_t *layout = layout_with_items(2, 40, 20);
    CHECK_OK(layout, flow_layout_set_item_guides(layout, guides, 2));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 0, 10, 40, 20);
    CHECK_RECT(frame_at(layout, 1), 48, 0, 40, 20);
    flow_layout_destroy(layout);
}

static void spacing_preferences_decide_automatic_gaps(void) {
    /* leading, top, trailing, bottom per item */
    float prefs[12] = {0, 0, 2, 3, 5, 0, 0, 1, 0, 6, 0, 0};
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK_OK(layout, flow_layout_set_item_spacing(layout, prefs, 3));
    CHECK_OK(layout, flow_layout_set_spacing(layout, NAN, NAN));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 1), 45, 0, 40, 20); /* max(2, 5) */
    CHECK_RECT(frame_at(layout, 2), 0, 26, 40, 20); /* max(3, 1) bottoms vs top 6 */
    flow_layout_destroy(layout);
}

int main(void) {
    RUN(no_items_is_a_valid_layout);
    RUN(null_sizes_with_a_count_are_refused);
    RUN(invalid_sizes_are_refused_naming_the_item);
    RUN(counts_too_large_to_allocate_are_refused);
    RUN(per_item_arrays_must_match_the_item_count);
    RUN(per_item_setters_refuse_a_null_handle);
    RUN(invalid_per_item_values_are_refused_naming_the_item);
    RUN(grow_shares_the_free_space);
    RUN(per_item_inputs_are_cleared_when_the_count_changes);
    RUN(flags_force_breaks);
    RUN(first_baselines_line_up);
    RUN(guides_override_the_alignment_point);
    RUN(spacing_preferences_decide_automatic_gaps);
    return check_report("test_items");
}
