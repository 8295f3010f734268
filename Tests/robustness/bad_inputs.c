/* Bad-input matrix over every entry point of the C ABI.
 *
 * Each check feeds one bad input and requires (1) the status the header documents, (2) a message
 * from flow_layout_last_error, and (3) that nothing changed: the results read back bit for bit as
 * before the call, and arranging afterwards at other bounds gives exactly what a handle that never
 * saw the bad call gives (so a half-applied option or input would show). */
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flowlayout.h"
#include "observed.h"

static int checks, failures;

/* The measure callbacks of these tests (defined with their script further down): per item, and
 * the same answers a run of items at a time. */
flow_size answer_from_table(void *user_data, size_t index, flow_size proposal);
void answer_runs_from_table(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers);

static void failed(const char *call, const char *why) {
    failures++;
    fprintf(stderr, "FAIL  %s: %s\n", call, why);
}

#define CHECK(cond, ...)                                   \
    do {                                                   \
        checks++;                                          \
        if (!(cond)) {                                     \
            char why_[240];                                \
            snprintf(why_, sizeof why_, __VA_ARGS__);      \
            failed(#cond, why_);                           \
        }                                                  \
    } while (0)

/* ---- The subject: a handle with non-default everything, and its twin that sees no bad call ---- */

enum { ITEMS = 9 };
static const flow_size sizes[ITEMS] = {{30, 20}, {50, 10}, {20, 35}, {70, 15}, {10, 10},
                                       {40, 25}, {60, 30}, {25, 5},  {45, 20}};
static const float bounds1[2] = {120, 200}, bounds2[2] = {170, 300};

static void must(int status, const char *what) {
    if (status != FLOW_OK) {
        fprintf(stderr, "setup failed: %s -> %d\n", what, status);
        exit(1);
    }
}

static flow_layout_t *make_subject(void) {
    static const float grow[ITEMS] = {0, 1, 0, 2, 0, 0, 1, 0, 0};
    static const uint32_t flags[ITEMS] = {0, 0, 0, 0, FLOW_ITEM_BREAK_AFTER, 0, 0, 0, 0};
    static const float first[ITEMS] = {15, 8, NAN, 12, 9, 20, 22, 4, 18};
    static const float last[ITEMS] = {18, NAN, 30, 14, 9, 24, 28, 5, 19};
    static const float guides[ITEMS] = {NAN, NAN, 10, NAN, NAN, NAN, NAN, NAN, NAN};
    float prefs[ITEMS * 4];
    for (int i = 0; i < ITEMS * 4; i++) prefs[i] = (float)(i % 5);
    flow_layout_t *h = flow_layout_create();
    if (h == NULL) { fputs("create failed\n", stderr); exit(1); }
    must(flow_layout_set_justify(h, FLOW_JUSTIFY_SPACE_AROUND), "justify");
    must(flow_layout_set_align_items(h, FLOW_ALIGN_FIRST_BASELINE), "align items");
    must(flow_layout_set_align_content(h, FLOW_CONTENT_SPACE_BETWEEN), "align content");
    must(flow_layout_set_spacing(h, NAN, 6), "spacing");
    must(flow_layout_set_pixel_scale(h, 2), "pixel scale");
    must(flow_layout_set_max_lines(h, 4), "max lines");
    must(flow_layout_set_items(h, sizes, ITEMS), "items");
    must(flow_layout_set_item_grow(h, grow, ITEMS), "grow");
    must(flow_layout_set_item_flags(h, flags, ITEMS), "flags");
    must(flow_layout_set_item_baselines(h, first, last, ITEMS), "baselines");
    must(flow_layout_set_item_guides(h, guides, ITEMS), "guides");
    must(flow_layout_set_item_spacing(h, prefs, ITEMS), "spacing prefs");
    /* The flex item model, so a half-applied item-model input would show too. */
    static const flow_edges margins[ITEMS] = {{1, 2, 3, 4}, {0, NAN, 0, 0}, {NAN, 0, NAN, 0}, {-2, 0, 0, -3}, {0},
                                              {0}, {5, 5, 5, 5}, {0}, {0, 0, 0, NAN}};
    static const flow_size low[ITEMS] = {{NAN, NAN}, {60, NAN}, {NAN, NAN}, {NAN, 5}, {NAN, NAN},
                                         {NAN, NAN}, {NAN, NAN}, {30, 30}, {NAN, NAN}};
    static const flow_size high[ITEMS] = {{NAN, NAN}, {NAN, NAN}, {15, 30}, {NAN, NAN}, {NAN, NAN},
                                          {NAN, 12}, {INFINITY, NAN}, {20, 10}, {NAN, NAN}};
    static const float shrink[ITEMS] = {1, 0, 2, 1, 0, 0, 1, 0, 3};
    static const int align[ITEMS] = {FLOW_ALIGN_AUTO, FLOW_ALIGN_END, FLOW_ALIGN_AUTO, FLOW_ALIGN_STRETCH,
                                     FLOW_ALIGN_CENTER, FLOW_ALIGN_AUTO, FLOW_ALIGN_LAST_BASELINE,
                                     FLOW_ALIGN_AUTO, FLOW_ALIGN_START};
    must(flow_layout_set_padding(h, (flow_edges){3, 4, 5, 6}), "padding");
    must(flow_layout_set_reverse(h, 1), "reverse");
    must(flow_layout_set_item_margins(h, margins, ITEMS), "margins");
    must(flow_layout_set_item_limits(h, low, high, ITEMS), "limits");
    must(flow_layout_set_item_shrink(h, shrink, ITEMS), "shrink");
    must(flow_layout_set_item_align(h, align, ITEMS), "align");
    return h;
}

static flow_layout_t *subject;
static observed twin_at_bounds2; /* what the subject must give at bounds2 */

/* Checks one rejected call: status, message, nothing changed. `before` was taken just before the
 * call. On the subject, also arranges at bounds2 (compared with the twin) and back at bounds1. */
static void verify_rejected(const char *call, flow_layout_t *h, int expected, int got, observed *before,
                            int has_message) {
    checks++;
    if (got != expected) {
        char why[120];
        snprintf(why, sizeof why, "status %d, documented %d (%s)", got, expected, flow_status_string(expected));
        failed(call, why);
    }
    if (h != NULL && has_message) {
        checks++;
        const char *message = flow_layout_last_error(h);
        if (message == NULL || message[0] == '\0') failed(call, "no message in flow_layout_last_error");
        /* The message names the function that failed, as the header's example shows. */
        size_t name_length = strcspn(call, "(");
        checks++;
        if (message != NULL && strncmp(message, call, name_length) != 0) {
            char why[300];
            snprintf(why, sizeof why, "message \"%.200s\" does not name the function", message);
            failed(call, why);
        }
    }
    if (h != NULL) {
        observed after;
        observed_take(&after, h);
        char why[160];
        checks++;
        if (!observed_equal(before, &after, why)) failed(call, why);
        observed_free(&after);
    }
    if (h != NULL && h == subject) {
        char why[160];
        observed again;
        checks += 2;
        must(flow_layout_arrange(h, bounds2[0], bounds2[1]), "arrange at bounds2");
        observed_take(&again, h);
        if (!observed_equal(&twin_at_bounds2, &again, why)) failed(call, "later arrange differs from the twin's");
        observed_free(&again);
        must(flow_layout_arrange(h, bounds1[0], bounds1[1]), "arrange at bounds1");
        observed_take(&again, h);
        if (!observed_equal(before, &again, why)) failed(call, "re-arranging at the first bounds differs");
        observed_free(&again);
    }
    observed_free(before);
}

#define REJECTS_WITH(h, expected, has_message, call)                              \
    do {                                                                          \
        observed before_;                                                         \
        observed_take(&before_, (h));                                             \
        int got_ = (call);                                                        \
        verify_rejected(#call, (h), (expected), got_, &before_, (has_message));   \
    } while (0)
/* `call` must fail with `expected`, record a message on `h` and change nothing. */
#define REJECTS(h, expected, call) REJECTS_WITH(h, expected, 1, call)
/* For calls that reach no handle to record a message on (first_fitting without candidates):
 * `h` must still be unchanged. */
#define REJECTS_SILENTLY(h, expected, call) REJECTS_WITH(h, expected, 0, call)

#define ACCEPTS(call)                                                                    \
    do {                                                                                 \
        int got_ = (call);                                                               \
        CHECK(got_ == FLOW_OK, "%s returned %d (%s)", #call, got_, flow_status_string(got_)); \
    } while (0)

/* ---- Requirements ---- */

static void null_handle_is_reported_by_every_call(void) {
    flow_layout_t *n = NULL;
    flow_size size_out;
    float one = 1;
    uint32_t flag = 0;
    size_t count = 99, index = 99;
    flow_layout_t *none[1] = {NULL};
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_axis(n, FLOW_AXIS_HORIZONTAL));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_wrap(n, FLOW_WRAP));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_direction(n, FLOW_DIRECTION_LTR));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_spacing(n, 8, 8));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_justify(n, FLOW_JUSTIFY_START));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_align_items(n, FLOW_ALIGN_START));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_align_content(n, FLOW_CONTENT_START));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_max_lines(n, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_max_items_per_line(n, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_uniform_size(n, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_pixel_scale(n, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_line_breaking(n, FLOW_BREAK_GREEDY));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_min_lines(n, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_items(n, sizes, ITEMS));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_items(n, NULL, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_measure(n, 1, NULL, NULL));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_measure_range(n, 1, NULL, NULL));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_measure_range(n, 1, answer_runs_from_table, NULL));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_invalidate_item(n, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_grow(n, &one, 1));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_flags(n, &flag, 1));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_baselines(n, &one, &one, 1));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_guides(n, &one, 1));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_spacing(n, NULL, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_padding(n, (flow_edges){0, 0, 0, 0}));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_reverse(n, 1));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_margins(n, NULL, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_limits(n, NULL, NULL, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_shrink(n, &one, 1));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_align(n, NULL, 0));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_size_that_fits(n, 100, 100, &size_out));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_arrange(n, 100, 100));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_get_size(n, &size_out));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_get_content_size(n, &size_out));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_first_fitting(none, 1, 100, 100, &index));
    CHECK(flow_layout_frames(n, &count) == NULL && count == 0, "frames(NULL) must be NULL with count 0");
    count = 99;
    CHECK(flow_layout_lines(n, &count) == NULL && count == 0, "lines(NULL) must be NULL with count 0");
    CHECK(flow_layout_frames(n, NULL) == NULL, "frames(NULL, NULL) must be NULL");
    CHECK(flow_layout_visible_count(n) == 0, "visible_count(NULL) must be 0");
    const char *message = flow_layout_last_error(n);
    CHECK(message != NULL && message[0] != '\0', "last_error(NULL) must be a non-empty static message");
    flow_layout_destroy(NULL);
    checks++;
}

static void null_pointers_are_reported(void) {
    flow_size out = {-3, -3};
    flow_layout_t *h = subject;
    size_t index = 77;
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_set_items(h, NULL, 3));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_set_measure(h, 3, NULL, NULL));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_set_measure_range(h, 3, NULL, NULL));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_size_that_fits(h, 100, 100, NULL));
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_first_fitting(NULL, 1, 100, 100, &index));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_first_fitting(&subject, 1, 100, 100, NULL));
    flow_layout_t *with_null[2] = {subject, NULL};
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_first_fitting(with_null, 2, 100, 100, &index));
    CHECK(index == 77, "a failed first_fitting wrote *index (%zu)", index);
    /* Const getters record no message, so they are checked here without REJECTS. */
    CHECK(flow_layout_get_size(h, NULL) == FLOW_ERROR_NULL, "get_size with NULL out");
    CHECK(flow_layout_get_content_size(h, NULL) == FLOW_ERROR_NULL, "get_content_size with NULL out");
    CHECK(out.width == -3, "out untouched");
    size_t n = 0;
    CHECK(flow_layout_frames(h, NULL) != NULL, "frames with NULL count still returns the frames");
    CHECK(flow_layout_frames(h, &n) != NULL && n == ITEMS, "frames count %zu", n);
}

static void unknown_enum_values_are_rejected(void) {
    flow_layout_t *h = subject;
    static const int outside[] = {-1, INT_MIN, INT_MAX, 256};
    for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++) {
        int v = outside[i];
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_axis(h, v));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_wrap(h, v));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_direction(h, v));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_justify(h, v));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_align_items(h, v));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_align_content(h, v));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_line_breaking(h, v));
    }
    /* The first value past each enum's last one. */
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_axis(h, FLOW_AXIS_VERTICAL + 1));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_wrap(h, FLOW_WRAP_REVERSE + 1));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_direction(h, FLOW_DIRECTION_RTL + 1));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_justify(h, FLOW_JUSTIFY_SPACE_EVENLY + 1));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_align_items(h, FLOW_ALIGN_STRETCH + 1));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_align_content(h, FLOW_CONTENT_STRETCH + 1));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_line_breaking(h, FLOW_BREAK_PRETTY + 1));
}

static void invalid_lengths_in_options_are_rejected(void) {
    flow_layout_t *h = subject;
    const float too_long = nextafterf(FLOWLAYOUT_MAX_LENGTH, INFINITY);
    static const float bad[] = {-1.0f, -1e-30f, INFINITY, -INFINITY, 3.4028235e38f};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_spacing(h, bad[i], 8));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_spacing(h, 8, bad[i]));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_pixel_scale(h, bad[i]));
    }
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_spacing(h, too_long, 8));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_pixel_scale(h, too_long));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_pixel_scale(h, NAN));
    /* One good and one bad gap: neither changes. */
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_spacing(h, 20, -5));
}

static void invalid_bounds_are_rejected(void) {
    flow_layout_t *h = subject;
    flow_size out = {-3, -3};
    static const float bad[] = {-1.0f, -INFINITY, -1e-30f, -3.4028235e38f};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange(h, bad[i], 100));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange(h, 100, bad[i]));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_size_that_fits(h, bad[i], 100, &out));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_size_that_fits(h, NAN, bad[i], &out));
        size_t index = 77;
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_first_fitting(&subject, 1, bad[i], 100, &index));
        CHECK(index == 77, "failed first_fitting wrote *index");
    }
    CHECK(out.width == -3 && out.height == -3, "failed size_that_fits wrote its result");
}

static void invalid_item_sizes_are_rejected(void) {
    flow_layout_t *h = subject;
    const float too_long = nextafterf(FLOWLAYOUT_MAX_LENGTH, INFINITY);
    static const float bad[] = {NAN, -1.0f, -1e-30f, INFINITY, -INFINITY, 3.4028235e38f};
    flow_size items[ITEMS];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0] + 1; i++) {
        float v = i < sizeof bad / sizeof bad[0] ? bad[i] : too_long;
        memcpy(items, sizes, sizeof items);
        items[ITEMS - 1].width = v;
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_items(h, items, ITEMS));
        memcpy(items, sizes, sizeof items);
        items[0].height = v;
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_items(h, items, ITEMS));
        /* A different count with a bad size: the per-item inputs must not be cleared either. */
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_items(h, items, 3));
    }
}

static void counts_beyond_the_item_limit_are_out_of_memory(void) {
    flow_layout_t *h = subject;
    /* Only counts above the limit are passed with a small array: the library must refuse them
     * before reading anything (the array is 4 items long). */
    static const size_t huge[] = {(size_t)FLOWLAYOUT_MAX_ITEMS + 1, SIZE_MAX, SIZE_MAX / 2 + 1, SIZE_MAX / 8 + 1,
                                  SIZE_MAX / 16 + 1, (size_t)UINT32_MAX + 1, (size_t)INT64_MAX};
    static int script; /* never read: the callback is never set */
    for (size_t i = 0; i < sizeof huge / sizeof huge[0]; i++) {
        REJECTS(h, FLOW_ERROR_OUT_OF_MEMORY, flow_layout_set_items(h, sizes, huge[i]));
        REJECTS(h, FLOW_ERROR_OUT_OF_MEMORY, flow_layout_set_measure(h, huge[i], answer_from_table, &script));
        REJECTS(h, FLOW_ERROR_OUT_OF_MEMORY, flow_layout_set_measure_range(h, huge[i], answer_runs_from_table, &script));
    }
}

static void per_item_arrays_must_match_the_item_count(void) {
    flow_layout_t *h = subject;
    float values[ITEMS + 1] = {0};
    uint32_t flags[ITEMS + 1] = {0};
    float prefs[(ITEMS + 1) * 4] = {0};
    flow_edges item_edges[ITEMS + 1] = {{0}};
    flow_size item_sizes[ITEMS + 1] = {{0}};
    int item_aligns[ITEMS + 1] = {0};
    static const size_t wrong[] = {0, 1, ITEMS - 1, ITEMS + 1, SIZE_MAX, SIZE_MAX / 4 + 1,
                                   (size_t)FLOWLAYOUT_MAX_ITEMS + 1};
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
        size_t n = wrong[i];
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_grow(h, values, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_flags(h, flags, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_baselines(h, values, values, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_baselines(h, values, NULL, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_guides(h, values, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_spacing(h, prefs, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_margins(h, item_edges, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_limits(h, item_sizes, item_sizes, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_limits(h, NULL, item_sizes, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_shrink(h, values, n));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_align(h, item_aligns, n));
    }
}

static void invalid_per_item_values_are_rejected(void) {
    flow_layout_t *h = subject;
    const float too_long = nextafterf(FLOWLAYOUT_MAX_LENGTH, INFINITY);
    float v[ITEMS], ok[ITEMS], prefs[ITEMS * 4];
    uint32_t flags[ITEMS] = {0};
    for (int i = 0; i < ITEMS; i++) ok[i] = 1;
    static const float bad_grow[] = {NAN, -1.0f, INFINITY, -INFINITY};
    for (size_t k = 0; k < sizeof bad_grow / sizeof bad_grow[0] + 1; k++) {
        memcpy(v, ok, sizeof v);
        v[5] = k < sizeof bad_grow / sizeof bad_grow[0] ? bad_grow[k] : too_long;
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_grow(h, v, ITEMS));
    }
    static const float bad_offset[] = {INFINITY, -INFINITY};
    for (size_t k = 0; k < 4; k++) {
        memcpy(v, ok, sizeof v);
        v[ITEMS - 1] = k < 2 ? bad_offset[k] : (k == 2 ? too_long : -too_long);
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_baselines(h, v, ok, ITEMS));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_baselines(h, ok, v, ITEMS));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_baselines(h, NULL, v, ITEMS));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_guides(h, v, ITEMS));
    }
    static const uint32_t bad_flags[] = {16, 16 | FLOW_ITEM_HIDDEN, 0x80000000u, UINT32_MAX};
    for (size_t k = 0; k < sizeof bad_flags / sizeof bad_flags[0]; k++) {
        flags[3] = bad_flags[k];
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_flags(h, flags, ITEMS));
    }
    static const float bad_pref[] = {NAN, -1.0f, INFINITY, -INFINITY};
    for (size_t k = 0; k < sizeof bad_pref / sizeof bad_pref[0] + 1; k++) {
        for (int side = 0; side < 4; side++) {
            for (int i = 0; i < ITEMS * 4; i++) prefs[i] = 2;
            prefs[4 * 6 + side] = k < sizeof bad_pref / sizeof bad_pref[0] ? bad_pref[k] : too_long;
            REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_spacing(h, prefs, ITEMS));
        }
    }
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_invalidate_item(h, ITEMS));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_invalidate_item(h, SIZE_MAX));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_invalidate_item(h, (size_t)INT64_MAX + 1));
}

/* The flex item model's inputs: NaN, negative and infinite values where the header forbids them. */
static void invalid_item_model_values_are_rejected(void) {
    flow_layout_t *h = subject;
    const float too_long = nextafterf(FLOWLAYOUT_MAX_LENGTH, INFINITY);
    static const float bad_length[] = {NAN, -1.0f, -1e-30f, INFINITY, -INFINITY};
    for (size_t k = 0; k < sizeof bad_length / sizeof bad_length[0] + 1; k++) {
        float v = k < sizeof bad_length / sizeof bad_length[0] ? bad_length[k] : too_long;
        for (int edge = 0; edge < 4; edge++) {
            float e[4] = {1, 2, 3, 4};
            e[edge] = v;
            REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_padding(h, (flow_edges){e[0], e[1], e[2], e[3]}));
        }
        float shrink[ITEMS];
        for (int i = 0; i < ITEMS; i++) shrink[i] = 1;
        shrink[4] = v;
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_shrink(h, shrink, ITEMS));
    }
    /* Margins: NaN is auto and negative is allowed; infinities and lengths past the limit are not. */
    static const float bad_margin[] = {INFINITY, -INFINITY};
    for (size_t k = 0; k < 4; k++) {
        float v = k < 2 ? bad_margin[k] : (k == 2 ? too_long : -too_long);
        for (int edge = 0; edge < 4; edge++) {
            flow_edges m[ITEMS] = {{0}};
            float *sides[4] = {&m[7].top, &m[7].right, &m[7].bottom, &m[7].left};
            *sides[edge] = v;
            REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_margins(h, m, ITEMS));
        }
    }
    /* Limits: a minimum is NaN or a length; a maximum may also be +infinity (none). */
    static const float bad_min[] = {-1.0f, INFINITY, -INFINITY};
    static const float bad_max[] = {-1.0f, -INFINITY};
    for (size_t k = 0; k < 4; k++) {
        flow_size lo[ITEMS], hi[ITEMS];
        for (int i = 0; i < ITEMS; i++) lo[i] = hi[i] = (flow_size){NAN, NAN};
        lo[2].width = k < 3 ? bad_min[k] : too_long;
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_limits(h, lo, hi, ITEMS));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_limits(h, lo, NULL, ITEMS));
        lo[2].width = NAN;
        lo[3].height = k < 3 ? bad_min[k] : too_long;
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_limits(h, lo, hi, ITEMS));
        lo[3].height = NAN;
        hi[5].height = k < 2 ? bad_max[k] : too_long;
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_limits(h, lo, hi, ITEMS));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_limits(h, NULL, hi, ITEMS));
    }
    /* align-self: FLOW_ALIGN_AUTO (-1) or an align-items value. */
    static const int bad_align[] = {-2, FLOW_ALIGN_STRETCH + 1, INT_MIN, INT_MAX};
    for (size_t k = 0; k < sizeof bad_align / sizeof bad_align[0]; k++) {
        int align[ITEMS] = {0};
        align[ITEMS - 1] = bad_align[k];
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_align(h, align, ITEMS));
    }
}

/* What the header allows at the edges of the item model's domains is accepted and laid out. */
static void item_model_edge_values_are_accepted(void) {
    flow_layout_t *h = flow_layout_create();
    flow_size two[2] = {{10, 10}, {20, 20}};
    ACCEPTS(flow_layout_set_items(h, two, 2));
    /* A minimum above its maximum wins (CSS); a maximum of +infinity is none. */
    flow_size lo[2] = {{40, NAN}, {NAN, NAN}}, hi[2] = {{30, NAN}, {INFINITY, INFINITY}};
    ACCEPTS(flow_layout_set_item_limits(h, lo, hi, 2));
    flow_edges m[2] = {{NAN, NAN, NAN, NAN}, {-FLOWLAYOUT_MAX_LENGTH, FLOWLAYOUT_MAX_LENGTH, 0, 0}};
    ACCEPTS(flow_layout_set_item_margins(h, m, 2));
    float shrink[2] = {FLOWLAYOUT_MAX_LENGTH, 0};
    ACCEPTS(flow_layout_set_item_shrink(h, shrink, 2));
    int align[2] = {FLOW_ALIGN_AUTO, FLOW_ALIGN_STRETCH};
    ACCEPTS(flow_layout_set_item_align(h, align, 2));
    ACCEPTS(flow_layout_set_padding(h, (flow_edges){FLOWLAYOUT_MAX_LENGTH, 0, 0, 0}));
    ACCEPTS(flow_layout_set_reverse(h, INT_MIN));
    uint32_t flags[2] = {FLOW_ITEM_HIDDEN | FLOW_ITEM_BREAK_BEFORE, FLOW_ITEM_NO_STRETCH | FLOW_ITEM_BREAK_AFTER};
    ACCEPTS(flow_layout_set_item_flags(h, flags, 2));
    ACCEPTS(flow_layout_arrange(h, 3.4028235e38f, NAN));
    size_t n = 0;
    const flow_rect *f = flow_layout_frames(h, &n);
    CHECK(n == 2 && f != NULL && f[0].width == 0 && isfinite(f[1].x) && isfinite(f[1].y),
          "item model at the limits: hidden item zero, frames finite");
    ACCEPTS(flow_layout_set_item_flags(h, NULL, 0));
    ACCEPTS(flow_layout_set_padding(h, (flow_edges){0, 0, 0, 0}));
    ACCEPTS(flow_layout_set_item_margins(h, NULL, 0));
    ACCEPTS(flow_layout_arrange(h, 100, NAN));
    f = flow_layout_frames(h, &n);
    CHECK(n == 2 && f != NULL && f[0].width == 40, "a minimum above the maximum wins (width %g)",
          f != NULL ? (double)f[0].width : -1.0);
    /* Clearing and zero counts. */
    ACCEPTS(flow_layout_set_item_limits(h, NULL, NULL, 12345));
    ACCEPTS(flow_layout_set_items(h, NULL, 0));
    ACCEPTS(flow_layout_set_item_margins(h, m, 0));
    ACCEPTS(flow_layout_set_item_align(h, align, 0));
    ACCEPTS(flow_layout_arrange(h, 100, NAN));
    flow_layout_destroy(h);
}

static void limits_are_inclusive(void) {
    /* The documented limits themselves are accepted. */
    flow_layout_t *h = flow_layout_create();
    flow_size big[2] = {{FLOWLAYOUT_MAX_LENGTH, FLOWLAYOUT_MAX_LENGTH}, {0, 0}};
    float grow[2] = {FLOWLAYOUT_MAX_LENGTH, 0};
    ACCEPTS(flow_layout_set_items(h, big, 2));
    ACCEPTS(flow_layout_set_item_grow(h, grow, 2));
    ACCEPTS(flow_layout_set_spacing(h, FLOWLAYOUT_MAX_LENGTH, FLOWLAYOUT_MAX_LENGTH));
    ACCEPTS(flow_layout_set_pixel_scale(h, FLOWLAYOUT_MAX_LENGTH));
    ACCEPTS(flow_layout_arrange(h, 3.4028235e38f, INFINITY));
    size_t n = 0;
    const flow_rect *f = flow_layout_frames(h, &n);
    CHECK(n == 2 && f != NULL && isfinite(f[1].x) && isfinite(f[1].width), "frames at the limits are finite");
    ACCEPTS(flow_layout_set_pixel_scale(h, 1e-30f));
    ACCEPTS(flow_layout_arrange(h, FLOWLAYOUT_MAX_LENGTH, NAN));
    f = flow_layout_frames(h, &n);
    CHECK(n == 2 && f != NULL && isfinite(f[1].x) && isfinite(f[1].width), "frames with a tiny pixel scale are finite");
    /* The smallest normal scale makes the grid step about 8.5e37: snapping the largest bound rounds
       up past FLT_MAX. Every result must stay finite, whatever the justification. */
    ACCEPTS(flow_layout_set_pixel_scale(h, 1.17549435e-38f));
    for (int justify = FLOW_JUSTIFY_START; justify <= FLOW_JUSTIFY_SPACE_EVENLY; justify++) {
        flow_size size = {0, 0};
        size_t line_count = 0;
        ACCEPTS(flow_layout_set_justify(h, justify));
        ACCEPTS(flow_layout_arrange(h, 3.4028235e38f, 3.4028235e38f));
        ACCEPTS(flow_layout_get_size(h, &size));
        f = flow_layout_frames(h, &n);
        const flow_line *lines = flow_layout_lines(h, &line_count);
        CHECK(isfinite(size.width) && isfinite(size.height), "size with scale FLT_MIN, bound FLT_MAX, justify %d: %g x %g",
              justify, size.width, size.height);
        for (size_t i = 0; i < n; i++)
            CHECK(isfinite(f[i].x) && isfinite(f[i].y) && isfinite(f[i].width) && isfinite(f[i].height),
                  "frame %zu with scale FLT_MIN, bound FLT_MAX, justify %d: x %g width %g", i, justify, f[i].x, f[i].width);
        for (size_t j = 0; j < line_count; j++)
            CHECK(isfinite(lines[j].main_size) && isfinite(lines[j].cross_offset) && isfinite(lines[j].cross_size),
                  "line %zu with scale FLT_MIN, bound FLT_MAX", j);
    }
    flow_layout_destroy(h);
}

static void results_before_any_arrange_are_not_arranged(void) {
    flow_layout_t *h = flow_layout_create();
    flow_size out = {-3, -3};
    size_t n = 99;
    CHECK(flow_layout_get_size(h, &out) == FLOW_ERROR_NOT_ARRANGED, "get_size before arrange");
    CHECK(flow_layout_get_content_size(h, &out) == FLOW_ERROR_NOT_ARRANGED, "get_content_size before arrange");
    CHECK(out.width == -3 && out.height == -3, "a failed getter wrote its result");
    CHECK(flow_layout_frames(h, &n) == NULL && n == 0, "frames before arrange: NULL, count 0");
    n = 99;
    CHECK(flow_layout_lines(h, &n) == NULL && n == 0, "lines before arrange: NULL, count 0");
    CHECK(flow_layout_visible_count(h) == 0, "visible_count before arrange");
    const char *message = flow_layout_last_error(h);
    CHECK(message != NULL && message[0] == '\0', "last_error of a fresh handle is empty");
    /* Items set but not arranged: still nothing. */
    ACCEPTS(flow_layout_set_items(h, sizes, ITEMS));
    CHECK(flow_layout_get_size(h, &out) == FLOW_ERROR_NOT_ARRANGED, "get_size with items, before arrange");
    CHECK(flow_layout_frames(h, &n) == NULL && n == 0, "frames with items, before arrange");
    /* size_that_fits is not an arrange. */
    ACCEPTS(flow_layout_size_that_fits(h, 100, NAN, &out));
    CHECK(flow_layout_get_size(h, &out) == FLOW_ERROR_NOT_ARRANGED, "get_size after size_that_fits only");
    /* A failed first arrange leaves the handle not arranged. */
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange(h, -1, 100));
    CHECK(flow_layout_get_size(h, &out) == FLOW_ERROR_NOT_ARRANGED, "get_size after a failed arrange");
    /* Zero items, arranged: valid, with no frames. */
    ACCEPTS(flow_layout_set_items(h, NULL, 0));
    ACCEPTS(flow_layout_arrange(h, 100, 100));
    CHECK(flow_layout_frames(h, &n) == NULL && n == 0, "frames of zero items");
    CHECK(flow_layout_get_size(h, &out) == FLOW_OK, "get_size of zero items");
    flow_layout_destroy(h);
}

/* ---- Measure callbacks ---- */

typedef struct {
    int bad_item;          /* -1: every answer is good */
    flow_size bad_answer;  /* answered for bad_item */
    int bad_when_constrained; /* answer badly only when proposed a main length */
    flow_layout_t *self;   /* for re-entrant calls */
    int reenter;           /* 1: modify self from inside; 2: destroy self from inside */
    int reentrant_status[9];
    flow_layout_t *victim; /* reenter 3: another handle to destroy from inside */
    int calls;
    int leave_out;         /* the range callback leaves bad_item's answer unwritten instead */
} measure_script;

flow_size answer_from_table(void *user_data, size_t index, flow_size proposal) {
    measure_script *s = user_data;
    s->calls++;
    flow_size ideal = sizes[index % ITEMS];
    if (s->reenter == 1) {
        s->reentrant_status[0] = flow_layout_set_items(s->self, sizes, 2);
        s->reentrant_status[1] = flow_layout_arrange(s->self, 10, 10);
        s->reentrant_status[2] = flow_layout_set_axis(s->self, FLOW_AXIS_VERTICAL);
        s->reentrant_status[3] = flow_layout_invalidate_item(s->self, 0);
        s->reentrant_status[4] = flow_layout_set_measure(s->self, 1, answer_from_table, s);
        flow_size out;
        s->reentrant_status[5] = flow_layout_size_that_fits(s->self, 10, 10, &out);
        flow_rect frames[2];
        s->reentrant_status[6] = flow_layout_arrange_into(s->self, sizes, 2, 10, 10, frames, NULL);
        size_t index;
        flow_layout_t *self = s->self;
        s->reentrant_status[7] = flow_layout_first_fitting(&self, 1, 10, 10, &index);
        s->reentrant_status[8] = flow_layout_set_measure_range(s->self, 1, answer_runs_from_table, s);
    } else if (s->reenter == 3 && s->victim != NULL) {
        flow_layout_destroy(s->victim);
        s->victim = NULL;
    } else if (s->reenter == 2) {
        flow_layout_destroy(s->self);
        s->reenter = 0;
    }
    if ((int)index == s->bad_item && (!s->bad_when_constrained || !isnan(proposal.width))) return s->bad_answer;
    if (!isnan(proposal.width) && proposal.width < ideal.width) {
        ideal.height *= ceilf(ideal.width / (proposal.width > 1 ? proposal.width : 1));
        ideal.width = proposal.width;
    }
    return ideal;
}

/* answer_from_table for each item of the run, except that with `leave_out` the bad item's answer
 * (when it would be bad) is not written at all. */
void answer_runs_from_table(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers) {
    measure_script *s = user_data;
    for (size_t k = 0; k < count; k++) {
        size_t index = first + k;
        if (s->leave_out && (int)index == s->bad_item && (!s->bad_when_constrained || !isnan(proposal.width))) continue;
        answers[k] = answer_from_table(user_data, index, proposal);
    }
}

/* The measure callback of `kind`: 0 per item (set_measure), 1 by runs (set_measure_range). */
static int set_measure_of_kind(flow_layout_t *h, int kind, size_t count, measure_script *script) {
    return kind ? flow_layout_set_measure_range(h, count, answer_runs_from_table, script)
                : flow_layout_set_measure(h, count, answer_from_table, script);
}

static void measure_answers_that_are_not_sizes_fail_the_arrange(void) {
    const float too_long = nextafterf(FLOWLAYOUT_MAX_LENGTH, INFINITY);
    const flow_size bad[] = {{NAN, 10}, {10, NAN}, {-1, 10}, {10, -1}, {INFINITY, 10}, {10, INFINITY},
                             {-INFINITY, 1}, {too_long, 1}, {1, too_long}, {NAN, NAN}};
    const size_t bad_count = sizeof bad / sizeof bad[0];
    /* Each bad answer from either callback, and (k == bad_count) the range callback leaving the
     * answer unwritten. */
    for (int kind = 0; kind < 2; kind++)
    for (size_t k = 0; k < bad_count + (size_t)kind; k++) {
        for (int constrained = 0; constrained < 2; constrained++) {
            measure_script script = {.bad_item = -1};
            flow_layout_t *h = flow_layout_create();
            ACCEPTS(set_measure_of_kind(h, kind, ITEMS, &script));
            ACCEPTS(flow_layout_arrange(h, 65, NAN));
            /* Item 3 (70 wide) is asked again at 65 when constrained. */
            script.bad_item = 3;
            script.bad_answer = k < bad_count ? bad[k] : (flow_size){0, 0};
            script.leave_out = k == bad_count;
            script.bad_when_constrained = constrained;
            ACCEPTS(flow_layout_invalidate_item(h, 3));
            REJECTS(h, FLOW_ERROR_MEASURE, flow_layout_arrange(h, 65, NAN));
            REJECTS(h, FLOW_ERROR_MEASURE, flow_layout_arrange(h, 64, 300));
            flow_size out = {-3, -3};
            REJECTS(h, FLOW_ERROR_MEASURE, flow_layout_size_that_fits(h, 65, NAN, &out));
            CHECK(out.width == -3, "failed size_that_fits wrote its result");
            size_t index = 77;
            REJECTS(h, FLOW_ERROR_MEASURE, flow_layout_first_fitting(&h, 1, 65, NAN, &index));
            CHECK(index == 77, "failed first_fitting wrote *index");
            /* Good answers again: the arrange succeeds. */
            script.bad_item = -1;
            ACCEPTS(flow_layout_invalidate_item(h, 3));
            ACCEPTS(flow_layout_arrange(h, 65, NAN));
            flow_layout_destroy(h);
        }
    }
    /* A bad answer on the very first arrange: still not arranged afterwards. */
    for (int kind = 0; kind < 2; kind++) {
        measure_script script = {.bad_item = 0, .bad_answer = {NAN, 1}};
        flow_layout_t *h = flow_layout_create();
        ACCEPTS(set_measure_of_kind(h, kind, ITEMS, &script));
        REJECTS(h, FLOW_ERROR_MEASURE, flow_layout_arrange(h, 100, 100));
        flow_size out;
        CHECK(flow_layout_get_size(h, &out) == FLOW_ERROR_NOT_ARRANGED, "not arranged after a failed first arrange");
        flow_layout_destroy(h);
    }
}

/* A bad answer is not kept: the range callback's whole run is forgotten (the per-item callback's
 * answer too). Answered well afterwards, with nothing invalidated, the arrange asks again and gives
 * exactly what a handle that never saw the bad answer gives. The failure names the bad item. */
static void a_failed_measure_run_is_forgotten(void) {
    const flow_size bad[] = {{10, -1}, {INFINITY, 10}, {-1, 10}, {NAN, 10}, {0, 0} /* left unwritten */};
    const size_t bad_count = sizeof bad / sizeof bad[0];
    for (int kind = 0; kind < 2; kind++)
    for (size_t k = 0; k < bad_count - (size_t)(1 - kind); k++) {
        measure_script script = {.bad_item = -1}, good = {.bad_item = -1};
        flow_layout_t *h = flow_layout_create(), *twin = flow_layout_create();
        ACCEPTS(set_measure_of_kind(h, kind, ITEMS, &script));
        ACCEPTS(flow_layout_arrange(h, 100, NAN));
        /* Items 3 to 5 asked again: one run of three, the middle one bad. */
        script.bad_item = 4;
        script.bad_answer = bad[k];
        script.leave_out = k == bad_count - 1;
        ACCEPTS(flow_layout_invalidate_item(h, 3));
        ACCEPTS(flow_layout_invalidate_item(h, 4));
        ACCEPTS(flow_layout_invalidate_item(h, 5));
        REJECTS(h, FLOW_ERROR_MEASURE, flow_layout_arrange(h, 100, NAN));
        const char *message = flow_layout_last_error(h);
        CHECK(message != NULL && strstr(message, "item 4:") != NULL, "the failure names item 4: %s",
              message ? message : "(null)");
        script.bad_item = -1;
        script.leave_out = 0;
        ACCEPTS(flow_layout_arrange(h, 100, NAN));
        ACCEPTS(set_measure_of_kind(twin, kind, ITEMS, &good));
        ACCEPTS(flow_layout_arrange(twin, 100, NAN));
        observed mine, theirs;
        char why[240];
        observed_take(&mine, h);
        observed_take(&theirs, twin);
        CHECK(observed_equal(&theirs, &mine, why), "%s callback, bad answer %zu answered well again: %s",
              kind ? "range" : "per-item", k, why);
        observed_free(&mine);
        observed_free(&theirs);
        flow_layout_destroy(h);
        flow_layout_destroy(twin);
    }
}

static void a_measure_callback_cannot_modify_its_own_layout(void) {
    /* Either callback, per item or by runs. */
    for (int kind = 0; kind < 2; kind++) {
        measure_script script = {.bad_item = -1, .reenter = 1};
        flow_layout_t *h = flow_layout_create();
        script.self = h;
        ACCEPTS(set_measure_of_kind(h, kind, ITEMS, &script));
        ACCEPTS(flow_layout_arrange(h, 100, NAN));
        CHECK(script.calls > 0, "the callback was called");
        for (int i = 0; i < 9; i++)
            CHECK(script.reentrant_status[i] == FLOW_ERROR_INVALID_ARGUMENT,
                  "%s callback: re-entrant call %d returned %d, documented FLOW_ERROR_INVALID_ARGUMENT",
                  kind ? "range" : "per-item", i, script.reentrant_status[i]);
        size_t n = 0;
        CHECK(flow_layout_frames(h, &n) != NULL && n == ITEMS, "the arrange completed with its %d items (%zu)", ITEMS, n);
        flow_layout_destroy(h);

        /* Destroying the handle from its own callback is deferred until the arrange returns. */
        measure_script dying = {.bad_item = -1, .reenter = 2};
        h = flow_layout_create();
        dying.self = h;
        ACCEPTS(set_measure_of_kind(h, kind, ITEMS, &dying));
        int status = flow_layout_arrange(h, 100, NAN);
        CHECK(status == FLOW_OK || status == FLOW_ERROR_MEASURE, "arrange of a handle destroyed from inside: %d", status);
        checks++; /* reaching here without a use-after-free report is the check */
    }

    /* A callback may use other handles freely, even destroy the next candidate of the
     * first_fitting call it runs in: the call must not touch freed memory. */
    measure_script killer = {.bad_item = -1, .reenter = 3};
    flow_layout_t *first = flow_layout_create(), *second = flow_layout_create();
    killer.victim = second;
    ACCEPTS(flow_layout_set_measure(first, ITEMS, answer_from_table, &killer));
    ACCEPTS(flow_layout_set_items(second, sizes, 2));
    flow_layout_t *candidates[2] = {first, second};
    size_t index = 77;
    int fit = flow_layout_first_fitting(candidates, 2, 10, 10, &index);
    CHECK(fit == FLOW_OK && index == 1, "first_fitting after a candidate was destroyed from a callback: status %d, index %zu",
          fit, index);
    CHECK(killer.victim == NULL, "the callback ran and destroyed the other candidate");
    flow_layout_destroy(first);
}

static void first_fitting_rejects_an_empty_list(void) {
    size_t index = 77;
    flow_layout_t *h = subject;
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_first_fitting(&subject, 0, 100, 100, &index));
    CHECK(index == 77, "failed first_fitting wrote *index");
}

static void arrange_into_rejects_what_set_items_and_arrange_reject(void) {
    flow_layout_t *h = subject;
    flow_rect frames[ITEMS + 1];
    flow_size size_out = {-3, -3};
    flow_size items[ITEMS];
    for (int i = 0; i <= ITEMS; i++) frames[i] = (flow_rect){-3, -3, -3, -3};
    flow_layout_t *n = NULL;
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_arrange_into(n, sizes, ITEMS, 100, 100, frames, &size_out));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_arrange_into(h, NULL, ITEMS, 100, 100, frames, &size_out));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_arrange_into(h, sizes, ITEMS, 100, 100, NULL, &size_out));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange_into(h, sizes, ITEMS, -1, 100, frames, &size_out));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange_into(h, sizes, ITEMS, 100, -INFINITY, frames, NULL));
    static const float bad[] = {NAN, -1.0f, INFINITY, 2e9f};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        memcpy(items, sizes, sizeof items);
        items[4].height = bad[k];
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange_into(h, items, ITEMS, 100, 100, frames, &size_out));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange_into(h, items, 5, 100, 100, frames, &size_out));
    }
    static const size_t huge[] = {(size_t)FLOWLAYOUT_MAX_ITEMS + 1, SIZE_MAX, SIZE_MAX / 16 + 1};
    for (size_t k = 0; k < sizeof huge / sizeof huge[0]; k++)
        REJECTS(h, FLOW_ERROR_OUT_OF_MEMORY, flow_layout_arrange_into(h, sizes, huge[k], 100, 100, frames, &size_out));
    int untouched = size_out.width == -3 && size_out.height == -3;
    for (int i = 0; i <= ITEMS; i++) untouched &= frames[i].x == -3 && frames[i].width == -3;
    CHECK(untouched, "a failed flow_layout_arrange_into wrote frames_out or size_out");

    /* A successful call writes exactly `count` frames, the ones flow_layout_frames returns. */
    flow_layout_t *other = flow_layout_create();
    ACCEPTS(flow_layout_arrange_into(other, sizes, ITEMS, 100, NAN, frames, &size_out));
    size_t count = 0;
    const flow_rect *kept = flow_layout_frames(other, &count);
    CHECK(count == ITEMS && kept != NULL && memcmp(kept, frames, sizeof(flow_rect) * ITEMS) == 0,
          "frames_out equals flow_layout_frames");
    CHECK(frames[ITEMS].x == -3, "nothing written past frames_out[count - 1]");
    flow_layout_destroy(other);
}

static flow_size answer_by_index(void *user_data, size_t index, flow_size proposal) {
    (void)user_data;
    (void)proposal;
    return (flow_size){(float)(index % 97), (float)(index % 13)};
}

static void answer_runs_by_index(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers) {
    for (size_t k = 0; k < count; k++) answers[k] = answer_by_index(user_data, first + k, proposal);
}

static void large_layouts_pass_the_memory_check(void) {
    /* Above 65,536 items the library checks that memory is available before allocating. */
    enum { MANY = 70000 };
    flow_size *many = malloc(MANY * sizeof *many);
    if (many == NULL) { fputs("out of memory\n", stderr); exit(2); }
    for (size_t i = 0; i < MANY; i++) many[i] = (flow_size){(float)(i % 89), (float)(i % 7)};
    flow_layout_t *h = flow_layout_create();
    ACCEPTS(flow_layout_set_items(h, many, MANY));
    ACCEPTS(flow_layout_arrange(h, 1000, NAN));
    size_t n = 0;
    CHECK(flow_layout_frames(h, &n) != NULL && n == MANY, "%d frames (%zu)", MANY, n);
    ACCEPTS(flow_layout_set_line_breaking(h, FLOW_BREAK_BALANCE));
    ACCEPTS(flow_layout_arrange(h, 1000, NAN));
    ACCEPTS(flow_layout_set_measure(h, MANY, answer_by_index, NULL));
    ACCEPTS(flow_layout_arrange(h, 700, NAN));
    CHECK(flow_layout_visible_count(h) == MANY, "every measured item visible");
    observed per_item, by_runs;
    char why[240];
    observed_take(&per_item, h);
    /* The same answers by runs: the same results. */
    ACCEPTS(flow_layout_set_measure_range(h, MANY, answer_runs_by_index, NULL));
    ACCEPTS(flow_layout_arrange(h, 700, NAN));
    observed_take(&by_runs, h);
    CHECK(observed_equal(&per_item, &by_runs, why), "%d items measured by runs: %s", MANY, why);
    observed_free(&per_item);
    observed_free(&by_runs);
    flow_layout_destroy(h);
    free(many);
}

/* ---- Line features: every new setter refuses what it must, and the indicator callback's bad
 * answers fail the arrange with FLOW_ERROR_MEASURE and a message that names the indicator. ---- */

typedef struct {
    flow_size answer;
    flow_layout_t *reenter; /* when set, the callback tries to change this handle */
    int reentry_status;
} indicator_script;

static flow_size indicator_from_script(void *user_data, size_t hidden) {
    indicator_script *script = user_data;
    (void)hidden;
    if (script->reenter != NULL) script->reentry_status = flow_layout_set_max_lines(script->reenter, 9);
    return script->answer;
}

static void line_feature_setters_reject_bad_input(void) {
    flow_layout_t *n = NULL, *h = subject;
    flow_rect rect_out = {-3, -3, -3, -3};
    size_t count = 99;
    const float too_long = nextafterf(FLOWLAYOUT_MAX_LENGTH, INFINITY);
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_justify_last(n, FLOW_JUSTIFY_AUTO));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_line_fill(n, FLOW_FILL_SCALE, 2));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_overflow_indicator(n, NULL, NULL));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_separator(n, (flow_size){1, 1}));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_overflow_frame(n, &rect_out));
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_overflow_frame(h, NULL)); /* const: no message */
    CHECK(flow_layout_separators(n, &count) == NULL && count == 0, "separators(NULL) must be NULL with count 0");

    static const int bad_justify[] = {-2, FLOW_JUSTIFY_SPACE_EVENLY + 1, INT_MIN, INT_MAX};
    for (size_t i = 0; i < sizeof bad_justify / sizeof bad_justify[0]; i++)
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_justify_last(h, bad_justify[i]));
    static const int bad_fill[] = {-1, FLOW_FILL_SCALE + 1, INT_MIN, INT_MAX};
    for (size_t i = 0; i < sizeof bad_fill / sizeof bad_fill[0]; i++)
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_line_fill(h, bad_fill[i], 1.5f));
    const float bad_length[] = {NAN, -1, -INFINITY, INFINITY, too_long};
    for (size_t i = 0; i < sizeof bad_length / sizeof bad_length[0]; i++) {
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_separator(h, (flow_size){bad_length[i], 2}));
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_separator(h, (flow_size){2, bad_length[i]}));
    }
    /* Every max_scale is a valid setting (no limit for <= 0, NaN, +infinity). */
    flow_layout_t *fresh = flow_layout_create();
    const float any_scale[] = {NAN, -1, 0, INFINITY, -INFINITY, 3};
    for (size_t i = 0; i < sizeof any_scale / sizeof any_scale[0]; i++)
        ACCEPTS(flow_layout_set_line_fill(fresh, FLOW_FILL_SCALE, any_scale[i]));
    flow_layout_destroy(fresh);

    /* The indicator's answers: 9 items in lines of 100 with at most one line need it. */
    const flow_size bad[] = {{NAN, 10}, {10, NAN}, {-1, 10}, {10, -1}, {INFINITY, 10}, {10, INFINITY},
                             {too_long, 1}, {1, too_long}};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        indicator_script script = {.answer = {20, 10}};
        flow_layout_t *g = flow_layout_create();
        ACCEPTS(flow_layout_set_items(g, sizes, ITEMS));
        ACCEPTS(flow_layout_set_max_lines(g, 1));
        ACCEPTS(flow_layout_set_overflow_indicator(g, indicator_from_script, &script));
        ACCEPTS(flow_layout_arrange(g, 100, NAN));
        script.answer = bad[k];
        REJECTS(g, FLOW_ERROR_MEASURE, flow_layout_arrange(g, 101, NAN));
        const char *message = flow_layout_last_error(g);
        CHECK(message != NULL && strstr(message, "overflow indicator") != NULL,
              "message names the indicator: %s", message ? message : "(null)");
        flow_size out = {-3, -3};
        REJECTS(g, FLOW_ERROR_MEASURE, flow_layout_size_that_fits(g, 101, NAN, &out));
        CHECK(out.width == -3, "failed size_that_fits wrote its result");
        script.answer = (flow_size){20, 10};
        ACCEPTS(flow_layout_arrange(g, 101, NAN));
        flow_layout_destroy(g);
    }
    /* The callback cannot change its own layout; the arrange still completes. */
    indicator_script script = {.answer = {20, 10}};
    flow_layout_t *g = flow_layout_create();
    script.reenter = g;
    ACCEPTS(flow_layout_set_items(g, sizes, ITEMS));
    ACCEPTS(flow_layout_set_max_lines(g, 1));
    ACCEPTS(flow_layout_set_overflow_indicator(g, indicator_from_script, &script));
    ACCEPTS(flow_layout_arrange(g, 100, NAN));
    CHECK(script.reentry_status == FLOW_ERROR_INVALID_ARGUMENT, "re-entry from the indicator: %d",
          script.reentry_status);
    CHECK(flow_layout_visible_count(g) < ITEMS, "indicator shown");
    flow_layout_destroy(g);
}

static void every_status_has_a_name(void) {
    const char *names[6];
    for (int s = 0; s <= FLOW_ERROR_NOT_ARRANGED; s++) {
        names[s] = flow_status_string(s);
        CHECK(names[s] != NULL && names[s][0] != '\0', "status %d has a name", s);
        for (int t = 0; t < s; t++)
            CHECK(names[s] != NULL && names[t] != NULL && strcmp(names[s], names[t]) != 0,
                  "statuses %d and %d have distinct names", s, t);
    }
    static const int unknown[] = {-1, 6, 1000, INT_MIN, INT_MAX};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        const char *name = flow_status_string(unknown[i]);
        CHECK(name != NULL && name[0] != '\0', "unknown status %d still has a string", unknown[i]);
    }
    CHECK(flow_layout_version() / 10000 == FLOWLAYOUT_VERSION_MAJOR, "library major version %u",
          flow_layout_version());
}

/* ---- The embedding API: one item's size, measuring with baselines, queries, batches ---- */

static flow_measurement measure_ex_from_table(void *user_data, size_t index, flow_size proposal) {
    flow_measurement m = {answer_from_table(user_data, index, proposal), 5, 7};
    return m;
}

static void embedding_calls_reject_bad_input_and_change_nothing(void) {
    flow_layout_t *h = subject, *n = NULL;
    const float too_long = nextafterf(FLOWLAYOUT_MAX_LENGTH, INFINITY);
    const flow_size bad[] = {{NAN, 1}, {1, NAN}, {-1, 1}, {1, -INFINITY}, {INFINITY, 1}, {too_long, 1}};
    size_t out = 77, first = 77, count = 77, counts[2] = {4, 5};
    flow_rect frames[ITEMS];
    flow_size group_sizes[2], batch_sizes[ITEMS];
    flow_size one = {10, 10};
    flow_rect caret = {77, 77, 77, 77};

    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_item_size(n, 0, one));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_set_measure_ex(n, 1, measure_ex_from_table, NULL));
    REJECTS(n, FLOW_ERROR_NULL, flow_layout_arrange_batch(n, sizes, counts, 2, 100, NAN, frames, NULL));
    CHECK(flow_layout_item_at(n, 0, 0, &out) == FLOW_ERROR_NULL && out == 77, "item_at(NULL)");
    CHECK(flow_layout_line_of_item(n, 0, &out) == FLOW_ERROR_NULL && out == 77, "line_of_item(NULL)");
    CHECK(flow_layout_lines_in_range(n, 0, 1, &first, &count) == FLOW_ERROR_NULL && first == 77, "lines_in_range(NULL)");
    CHECK(flow_layout_neighbor(n, 0, FLOW_NAV_NEXT, &out) == FLOW_ERROR_NULL && out == 77, "neighbor(NULL)");
    CHECK(flow_layout_insertion_point(n, 0, 0, &out, &caret) == FLOW_ERROR_NULL && out == 77, "insertion_point(NULL)");

    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_size(h, 3, bad[k]));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_size(h, ITEMS, one));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_size(h, SIZE_MAX, one));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_set_measure_ex(h, 3, NULL, NULL));
    REJECTS(h, FLOW_ERROR_OUT_OF_MEMORY, flow_layout_set_measure_ex(h, SIZE_MAX, measure_ex_from_table, NULL));
    REJECTS(h, FLOW_ERROR_OUT_OF_MEMORY,
            flow_layout_set_measure_ex(h, (size_t)FLOWLAYOUT_MAX_ITEMS + 1, measure_ex_from_table, NULL));

    /* Queries take a const handle: a status, no message, nothing written. */
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_item_at(h, 0, 0, NULL));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_item_at(h, NAN, 0, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_item_at(h, 0, NAN, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_line_of_item(h, 0, NULL));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_line_of_item(h, ITEMS, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_line_of_item(h, SIZE_MAX, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_lines_in_range(h, 0, 1, NULL, &count));
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_lines_in_range(h, 0, 1, &first, NULL));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_lines_in_range(h, NAN, 1, &first, &count));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_lines_in_range(h, 0, NAN, &first, &count));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_lines_in_range(h, 2, 1, &first, &count));
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_neighbor(h, 0, FLOW_NAV_RIGHT, NULL));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_neighbor(h, ITEMS, FLOW_NAV_RIGHT, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_neighbor(h, SIZE_MAX, FLOW_NAV_NEXT, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_neighbor(h, 0, -1, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_neighbor(h, 0, FLOW_NAV_PREVIOUS + 1, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_neighbor(h, 0, INT_MIN, &out));
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_insertion_point(h, 0, 0, NULL, &caret));
    REJECTS_SILENTLY(h, FLOW_ERROR_NULL, flow_layout_insertion_point(h, 0, 0, &out, NULL));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_insertion_point(h, NAN, 0, &out, &caret));
    REJECTS_SILENTLY(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_insertion_point(h, 0, NAN, &out, &caret));
    CHECK(caret.x == 77 && caret.height == 77, "a refused insertion_point wrote its caret");
    CHECK(out == 77 && first == 77 && count == 77, "a refused query wrote its result");

    /* Batches: the handle's own items and results are never touched, refused or not. */
    memcpy(batch_sizes, sizes, sizeof batch_sizes);
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_arrange_batch(h, sizes, NULL, 2, 100, NAN, frames, group_sizes));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_arrange_batch(h, NULL, counts, 2, 100, NAN, frames, group_sizes));
    REJECTS(h, FLOW_ERROR_NULL, flow_layout_arrange_batch(h, sizes, counts, 2, 100, NAN, NULL, group_sizes));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange_batch(h, sizes, counts, 2, -1, NAN, frames, NULL));
    REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_arrange_batch(h, sizes, counts, 2, NAN, -INFINITY, frames, NULL));
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        batch_sizes[7] = bad[k];
        REJECTS(h, FLOW_ERROR_INVALID_ARGUMENT,
                flow_layout_arrange_batch(h, batch_sizes, counts, 2, 100, NAN, frames, group_sizes));
    }
    counts[1] = (size_t)FLOWLAYOUT_MAX_ITEMS + 1;
    REJECTS(h, FLOW_ERROR_OUT_OF_MEMORY, flow_layout_arrange_batch(h, sizes, counts, 2, 100, NAN, frames, NULL));
    counts[1] = 5;
    REJECTS(h, FLOW_ERROR_OUT_OF_MEMORY, flow_layout_arrange_batch(h, sizes, counts, SIZE_MAX, 100, NAN, frames, NULL));
    {
        observed before;
        observed_take(&before, h);
        ACCEPTS(flow_layout_arrange_batch(h, sizes, counts, 2, 100, NAN, frames, group_sizes));
        verify_rejected("flow_layout_arrange_batch (accepted, must change nothing)", h, FLOW_OK, FLOW_OK, &before, 0);
    }

    /* Measured items are not resized one by one; the measured layout keeps its callback. */
    measure_script script = {.bad_item = -1};
    flow_layout_t *measured = flow_layout_create();
    ACCEPTS(flow_layout_set_measure_ex(measured, ITEMS, measure_ex_from_table, &script));
    ACCEPTS(flow_layout_arrange(measured, 100, NAN));
    REJECTS(measured, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_size(measured, 0, one));
    ACCEPTS(flow_layout_set_measure_range(measured, ITEMS, answer_runs_from_table, &script));
    ACCEPTS(flow_layout_arrange(measured, 100, NAN));
    REJECTS(measured, FLOW_ERROR_INVALID_ARGUMENT, flow_layout_set_item_size(measured, 0, one));
    flow_layout_destroy(measured);
}

static void *never_allocate(void *context, size_t size, size_t alignment) {
    (void)context, (void)size, (void)alignment;
    return NULL;
}
static void release_nothing(void *context, void *pointer, size_t size) { (void)context, (void)pointer, (void)size; }

static void allocators_without_a_function_or_memory_give_no_handle(void) {
    const flow_allocator no_allocate = {NULL, release_nothing, NULL};
    const flow_allocator no_release = {never_allocate, NULL, NULL};
    const flow_allocator no_memory = {never_allocate, release_nothing, NULL};
    CHECK(flow_layout_create_with_allocator(NULL) == NULL, "create_with_allocator(NULL)");
    CHECK(flow_layout_create_with_allocator(&no_allocate) == NULL, "create_with_allocator: NULL allocate");
    CHECK(flow_layout_create_with_allocator(&no_release) == NULL, "create_with_allocator: NULL release");
    CHECK(flow_layout_create_with_allocator(&no_memory) == NULL, "create_with_allocator: allocate answers NULL");
}

int main(void) {
    flow_layout_t *twin = make_subject();
    must(flow_layout_arrange(twin, bounds2[0], bounds2[1]), "twin arrange");
    observed_take(&twin_at_bounds2, twin);
    subject = make_subject();
    must(flow_layout_arrange(subject, bounds1[0], bounds1[1]), "subject arrange");

    results_before_any_arrange_are_not_arranged();
    null_handle_is_reported_by_every_call();
    null_pointers_are_reported();
    unknown_enum_values_are_rejected();
    invalid_lengths_in_options_are_rejected();
    invalid_bounds_are_rejected();
    invalid_item_sizes_are_rejected();
    counts_beyond_the_item_limit_are_out_of_memory();
    per_item_arrays_must_match_the_item_count();
    invalid_per_item_values_are_rejected();
    invalid_item_model_values_are_rejected();
    item_model_edge_values_are_accepted();
    limits_are_inclusive();
    measure_answers_that_are_not_sizes_fail_the_arrange();
    a_failed_measure_run_is_forgotten();
    a_measure_callback_cannot_modify_its_own_layout();
    first_fitting_rejects_an_empty_list();
    arrange_into_rejects_what_set_items_and_arrange_reject();
    large_layouts_pass_the_memory_check();
    line_feature_setters_reject_bad_input();
    every_status_has_a_name();
    embedding_calls_reject_bad_input_and_change_nothing();
    allocators_without_a_function_or_memory_give_no_handle();

    flow_layout_destroy(subject);
    flow_layout_destroy(twin);
    observed_free(&twin_at_bounds2);
    printf("bad_inputs: %d checks, %d failures\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
