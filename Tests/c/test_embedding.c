/* Requirements for the embedding API, each checked against brute force over random layouts:
   flow_layout_item_at equals a linear scan over the frames (at random points and on every edge),
   flow_layout_line_of_item and flow_layout_lines_in_range equal scans over the lines, and
   flow_layout_set_item_size + arrange equals flow_layout_set_items with that size changed, bit for
   bit. flow_layout_set_measure_ex's baselines align items as baseline arrays do and survive count
   changes. Every function refuses bad input, and the queries answer NOT_ARRANGED before an arrange. */
#define _POSIX_C_SOURCE 200112L /* posix_memalign, for the failing allocator */
#include "check.h"

#include <stdint.h>
#include <stdlib.h>

static uint64_t rng_state;
static uint32_t next_random(void) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33);
}
static float random_length(int zeros) {
    if (zeros && next_random() % 8 == 0) return 0;
    return (float)(next_random() % 4000) / 64.0f;
}
static void seed_from_environment(const char *test) {
    rng_state = (uint64_t)strtoull(getenv("FLOW_TEST_SEED") ? getenv("FLOW_TEST_SEED") : "13", NULL, 10);
    printf("%s: seed %llu (set FLOW_TEST_SEED to change)\n", test, (unsigned long long)rng_state);
}

enum { max_items = 60 };

/* Random options and per-item inputs, the same on every handle given. */
typedef struct {
    int axis, wrap, direction, justify, align, content, breaking, uniform;
    uint32_t max_lines, max_items_per_line;
    float scale, gap, line_gap;
    int grow, flags, baselines, spacing;
    float grow_values[max_items], first[max_items], last[max_items], prefs[4 * max_items];
    uint32_t flag_values[max_items];
    /* The flex item model: reverse, padding, margins (some negative, some auto), hidden items. */
    int reverse, padding, margins;
    flow_edges padding_value, margin_values[max_items];
} random_setup;

static void draw_setup(random_setup *s, int resumable) {
    size_t i;
    s->axis = (int)(next_random() % 2);
    s->wrap = resumable && next_random() % 2 ? FLOW_WRAP : (int)(next_random() % 3);
    s->direction = (int)(next_random() % 2);
    s->justify = (int)(next_random() % 6);
    s->align = (int)(next_random() % 6);
    s->content = resumable && next_random() % 2 ? FLOW_CONTENT_START : (int)(next_random() % 7);
    s->breaking = resumable && next_random() % 2 ? FLOW_BREAK_GREEDY : (int)(next_random() % 2);
    s->uniform = next_random() % 6 == 0;
    s->max_lines = next_random() % 4 == 0 ? next_random() % 4 : 0;
    s->max_items_per_line = next_random() % 4 == 0 ? 1 + next_random() % 4 : 0;
    s->scale = next_random() % 3 == 0 ? (float)(1 + next_random() % 3) : 0.0f;
    s->gap = next_random() % 5 == 0 ? NAN : (float)(next_random() % 12);
    s->line_gap = next_random() % 5 == 0 ? NAN : (float)(next_random() % 12);
    s->grow = next_random() % 3 == 0;
    s->flags = next_random() % 4 == 0;
    s->baselines = next_random() % 3 == 0;
    s->spacing = next_random() % 4 == 0;
    s->reverse = next_random() % 5 == 0;
    s->padding = next_random() % 5 == 0;
    s->margins = next_random() % 5 == 0;
    s->padding_value.top = (float)(next_random() % 9), s->padding_value.right = (float)(next_random() % 9);
    s->padding_value.bottom = (float)(next_random() % 9), s->padding_value.left = (float)(next_random() % 9);
    for (i = 0; i < max_items; i++) {
        int negative = next_random() % 3 == 0;
        float *edges[4];
        size_t e;
        edges[0] = &s->margin_values[i].top, edges[1] = &s->margin_values[i].right;
        edges[2] = &s->margin_values[i].bottom, edges[3] = &s->margin_values[i].left;
        for (e = 0; e < 4; e++)
            *edges[e] = next_random() % 9 == 0 ? NAN : (float)(next_random() % 7) - (negative ? 3.0f : 0.0f);
        s->grow_values[i] = (float)(next_random() % 3);
        /* Break before/after, and now and then FLOW_ITEM_HIDDEN. */
        s->flag_values[i] = next_random() % 7 == 0 ? 1 + next_random() % 3 : 0;
        if (next_random() % 9 == 0) s->flag_values[i] |= FLOW_ITEM_HIDDEN;
        s->first[i] = next_random() % 4 == 0 ? NAN : (float)(next_random() % 40) - 5;
        s->last[i] = (float)(next_random() % 40);
        s->prefs[4 * i] = (float)(next_random() % 10);
        s->prefs[4 * i + 1] = (float)(next_random() % 10);
        s->prefs[4 * i + 2] = (float)(next_random() % 10);
        s->prefs[4 * i + 3] = (float)(next_random() % 10);
    }
}

static void apply_options(flow_layout_t *h, const random_setup *s) {
    CHECK_OK(h, flow_layout_set_axis(h, s->axis));
    CHECK_OK(h, flow_layout_set_wrap(h, s->wrap));
    CHECK_OK(h, flow_layout_set_direction(h, s->direction));
    CHECK_OK(h, flow_layout_set_justify(h, s->justify));
    CHECK_OK(h, flow_layout_set_align_items(h, s->align));
    CHECK_OK(h, flow_layout_set_align_content(h, s->content));
    CHECK_OK(h, flow_layout_set_line_breaking(h, s->breaking));
    CHECK_OK(h, flow_layout_set_uniform_size(h, s->uniform));
    CHECK_OK(h, flow_layout_set_max_lines(h, s->max_lines));
    CHECK_OK(h, flow_layout_set_max_items_per_line(h, s->max_items_per_line));
    CHECK_OK(h, flow_layout_set_pixel_scale(h, s->scale));
    CHECK_OK(h, flow_layout_set_spacing(h, s->gap, s->line_gap));
    CHECK_OK(h, flow_layout_set_reverse(h, s->reverse));
    if (s->padding) {
        CHECK_OK(h, flow_layout_set_padding(h, s->padding_value));
    } else {
        flow_edges none = {0, 0, 0, 0};
        CHECK_OK(h, flow_layout_set_padding(h, none));
    }
}

/* Per-item inputs for `count` items (after the items: a count change clears them). */
static void apply_item_inputs(flow_layout_t *h, const random_setup *s, size_t count) {
    /* Those not drawn are cleared: with an unchanged item count they would stay from before. */
    CHECK_OK(h, flow_layout_set_item_grow(h, s->grow ? s->grow_values : NULL, count));
    CHECK_OK(h, flow_layout_set_item_flags(h, s->flags ? s->flag_values : NULL, count));
    CHECK_OK(h, flow_layout_set_item_baselines(h, s->baselines ? s->first : NULL, s->baselines ? s->last : NULL, count));
    CHECK_OK(h, flow_layout_set_item_spacing(h, s->spacing ? s->prefs : NULL, count));
    CHECK_OK(h, flow_layout_set_item_margins(h, s->margins ? s->margin_values : NULL, count));
}

static void print_setup(const random_setup *s, float width, float height) {
    fprintf(stderr, "    axis %d wrap %d direction %d justify %d align %d content %d breaking %d uniform %d max_lines %u "
            "max_items %u scale %g gaps %g %g inputs %d%d%d%d reverse %d padding %d margins %d bounds %g x %g\n",
            s->axis, s->wrap, s->direction, s->justify, s->align, s->content, s->breaking, s->uniform, s->max_lines,
            s->max_items_per_line, s->scale, s->gap, s->line_gap, s->grow, s->flags, s->baselines, s->spacing,
            s->reverse, s->padding, s->margins, width, height);
}

static int contains(flow_rect r, float x, float y) {
    return r.x <= x && x < r.x + r.width && r.y <= y && y < r.y + r.height;
}

static size_t item_at_by_scan(const flow_rect *frames, size_t n, float x, float y) {
    size_t i;
    for (i = 0; i < n; i++)
        if (contains(frames[i], x, y)) return i;
    return SIZE_MAX;
}

static void check_item_at(const flow_layout_t *h, const flow_rect *frames, size_t n, float x, float y) {
    size_t got = 12345, expected = item_at_by_scan(frames, n, x, y);
    CHECK(flow_layout_item_at(h, x, y, &got) == FLOW_OK);
    if (got != expected) {
        fprintf(stderr, "    item_at(%.9g, %.9g) = %zu, a scan finds %zu\n", x, y, got, expected);
        CHECK(got == expected);
    }
}

/* Random layouts: item_at at random points and at every frame's corners and edge midpoints;
   line_of_item for every item; lines_in_range for random ranges and every line's edges. */
static void queries_equal_brute_force(void) {
    enum { rounds = 400 };
    int round;
    flow_size sizes[max_items];
    random_setup setup;
    flow_layout_t *h = flow_layout_create();
    seed_from_environment("queries_equal_brute_force");
    for (round = 0; round < rounds && !check_failures; round++) {
        size_t n = 1 + next_random() % max_items, i, line_count = 0, frame_count = 0, l, k;
        float width = next_random() % 6 == 0 ? NAN : 30.0f + (float)(next_random() % 250);
        float height = next_random() % 3 == 0 ? (float)(next_random() % 400) : NAN;
        const flow_rect *frames;
        const flow_line *lines;
        flow_size size;
        draw_setup(&setup, 0);
        apply_options(h, &setup);
        for (i = 0; i < n; i++) {
            sizes[i].width = random_length(1);
            sizes[i].height = random_length(1);
        }
        CHECK_OK(h, flow_layout_set_items(h, sizes, n));
        apply_item_inputs(h, &setup, n);
        CHECK_OK(h, flow_layout_arrange(h, width, height));
        frames = flow_layout_frames(h, &frame_count);
        lines = flow_layout_lines(h, &line_count);
        CHECK(frame_count == n);
        CHECK_OK(h, flow_layout_get_size(h, &size));
        for (k = 0; k < 200; k++) {
            float x = -10 + (float)(next_random() % 4096) / 4096.0f * (size.width + 20);
            float y = -10 + (float)(next_random() % 4096) / 4096.0f * (size.height + 20);
            check_item_at(h, frames, n, x, y);
        }
        for (i = 0; i < n; i++) {
            flow_rect r = frames[i];
            float xs[3], ys[3];
            size_t a, b, line = 999, expected = SIZE_MAX;
            xs[0] = r.x; xs[1] = r.x + r.width / 2; xs[2] = r.x + r.width;
            ys[0] = r.y; ys[1] = r.y + r.height / 2; ys[2] = r.y + r.height;
            for (a = 0; a < 3; a++)
                for (b = 0; b < 3; b++) check_item_at(h, frames, n, xs[a], ys[b]);
            for (l = 0; l < line_count; l++)
                if (i >= lines[l].first_item && i < lines[l].first_item + lines[l].item_count) expected = l;
            /* FLOW_ITEM_HIDDEN items are in no line. */
            if (setup.flags && (setup.flag_values[i] & FLOW_ITEM_HIDDEN)) expected = SIZE_MAX;
            CHECK(flow_layout_line_of_item(h, i, &line) == FLOW_OK);
            if (line != expected) fprintf(stderr, "    line_of_item(%zu) = %zu, a scan finds %zu (visible %zu)\n", i, line, expected, flow_layout_visible_count(h));
            CHECK(line == expected);
        }
        for (k = 0; k < 40 + 2 * line_count; k++) {
            float from, to;
            size_t first = 999, count = 999, want_first = 0, want_count = 0, last = 0;
            int any = 0;
            if (k < 2 * line_count) {
                const flow_line *line = &lines[k / 2];
                from = k % 2 ? line->cross_offset + line->cross_size : line->cross_offset;
                to = from + (float)(next_random() % 30);
            } else {
                float extent = setup.axis == FLOW_AXIS_HORIZONTAL ? size.height : size.width;
                from = -10 + (float)(next_random() % 4096) / 4096.0f * (extent + 20);
                to = from + (float)(next_random() % 4096) / 4096.0f * extent / 2;
            }
            for (l = 0; l < line_count; l++) {
                float a = lines[l].cross_offset, b = lines[l].cross_offset + lines[l].cross_size;
                if (a < b && from < to && a < to && from < b) {
                    if (!any) want_first = l;
                    last = l;
                    any = 1;
                }
            }
            if (any) want_count = last - want_first + 1;
            CHECK(flow_layout_lines_in_range(h, from, to, &first, &count) == FLOW_OK);
            if (first != want_first || count != want_count) {
                fprintf(stderr, "    lines_in_range(%g, %g) = %zu+%zu, a scan finds %zu+%zu\n", from, to, first, count,
                        want_first, want_count);
                CHECK(first == want_first && count == want_count);
            }
        }
        if (check_failures) {
            fprintf(stderr, "  failing round %d\n", round);
            print_setup(&setup, width, height);
            for (l = 0; l < line_count; l++)
                fprintf(stderr, "    line %zu: items %u+%u cross %g+%g\n", l, lines[l].first_item, lines[l].item_count,
                        lines[l].cross_offset, lines[l].cross_size);
        }
    }
    flow_layout_destroy(h);
}

/* One handle edited with set_item_size, one given every size again: same results, every time. */
static void set_item_size_equals_set_items(void) {
    enum { rounds = 300 };
    int round;
    flow_size sizes[max_items];
    random_setup setup;
    flow_layout_t *edited = flow_layout_create(), *fresh = flow_layout_create();
    seed_from_environment("set_item_size_equals_set_items");
    for (round = 0; round < rounds && !check_failures; round++) {
        size_t n = 1 + next_random() % max_items, i, step;
        float width = next_random() % 8 == 0 ? NAN : 30.0f + (float)(next_random() % 250);
        float height = next_random() % 3 == 0 ? (float)(next_random() % 400) : NAN;
        draw_setup(&setup, 1);
        apply_options(edited, &setup);
        apply_options(fresh, &setup);
        for (i = 0; i < n; i++) {
            sizes[i].width = random_length(1);
            sizes[i].height = random_length(1);
        }
        CHECK_OK(edited, flow_layout_set_items(edited, sizes, n));
        apply_item_inputs(edited, &setup, n);
        CHECK_OK(edited, flow_layout_arrange(edited, width, height));
        for (step = 0; step < 6; step++) {
            size_t edits = 1 + next_random() % 3, e;
            for (e = 0; e < edits; e++) {
                /* Mostly near the end (what resuming is for), sometimes anywhere. */
                size_t index = next_random() % 2 ? n - 1 - next_random() % (n < 4 ? n : 4) : next_random() % n;
                sizes[index].width = random_length(1);
                sizes[index].height = random_length(1);
                CHECK_OK(edited, flow_layout_set_item_size(edited, index, sizes[index]));
            }
            if (next_random() % 6 == 0) width = 30.0f + (float)(next_random() % 250);
            CHECK_OK(edited, flow_layout_arrange(edited, width, height));
            CHECK_OK(fresh, flow_layout_set_items(fresh, sizes, n));
            apply_item_inputs(fresh, &setup, n);
            CHECK_OK(fresh, flow_layout_arrange(fresh, width, height));
            if (!same_results(edited, fresh)) {
                fprintf(stderr, "    round %d step %zu: set_item_size + arrange differs from set_items + arrange\n",
                        round, step);
                print_setup(&setup, width, height);
                {
                    size_t na, nb, q;
                    const flow_rect *fa = flow_layout_frames(edited, &na), *fb = flow_layout_frames(fresh, &nb);
                    flow_size sa, sb;
                    flow_layout_get_size(edited, &sa);
                    flow_layout_get_size(fresh, &sb);
                    fprintf(stderr, "    sizes %g x %g vs %g x %g\n", sa.width, sa.height, sb.width, sb.height);
                    for (q = 0; q < na && q < nb; q++)
                        if (memcmp(&fa[q], &fb[q], sizeof fa[q]))
                            fprintf(stderr, "    frame %zu: %g %g %g %g vs %g %g %g %g\n", q, fa[q].x, fa[q].y, fa[q].width,
                                    fa[q].height, fb[q].x, fb[q].y, fb[q].width, fb[q].height);
                }
                CHECK(0);
                break;
            }
        }
    }
    flow_layout_destroy(edited);
    flow_layout_destroy(fresh);
}

/* A concrete case that resumes: 10 items of 40 in rows of 100 (two per line); the last grows to
   fill a line of its own, then shrinks back. */
static void set_item_size_moves_only_what_follows(void) {
    flow_size big = {100, 30}, small = {40, 20};
    size_t line = 0;
    flow_layout_t *h = layout_with_items(9, 40, 20);
    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
    CHECK_RECT(frame_at(h, 8), 0, 112, 40, 20);
    CHECK_OK(h, flow_layout_set_item_size(h, 7, big));
    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
    CHECK_RECT(frame_at(h, 6), 0, 84, 40, 20);
    CHECK_RECT(frame_at(h, 7), 0, 112, 100, 30);
    CHECK_RECT(frame_at(h, 8), 0, 150, 40, 20);
    CHECK(flow_layout_line_of_item(h, 8, &line) == FLOW_OK && line == 5);
    CHECK_OK(h, flow_layout_set_item_size(h, 7, small));
    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
    CHECK_RECT(frame_at(h, 7), 48, 84, 40, 20);
    CHECK_RECT(frame_at(h, 8), 0, 112, 40, 20);
    flow_layout_destroy(h);
}

static void set_item_size_refuses_bad_input(void) {
    flow_size ok = {10, 10}, bad[] = {{NAN, 1}, {1, -1}, {INFINITY, 1}, {1, 2e9f}};
    size_t i;
    flow_layout_t *h = layout_with_items(3, 40, 20);
    CHECK(flow_layout_set_item_size(NULL, 0, ok) == FLOW_ERROR_NULL);
    CHECK_STATUS(h, flow_layout_set_item_size(h, 3, ok), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(h, "flow_layout_set_item_size: item index is out of range");
    CHECK_STATUS(h, flow_layout_set_item_size(h, SIZE_MAX, ok), FLOW_ERROR_INVALID_ARGUMENT);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_STATUS(h, flow_layout_set_item_size(h, 1, bad[i]), FLOW_ERROR_INVALID_ARGUMENT);
        CHECK_ERROR_MENTIONS(h, "flow_layout_set_item_size: item 1: sizes must be finite");
    }
    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
    CHECK_RECT(frame_at(h, 1), 48, 0, 40, 20);
    flow_layout_destroy(h);
}

/* ---- measuring with baselines ------------------------------------------------------------- */

typedef struct {
    flow_size sizes[8];
    float first[8], last[8];
    int calls;
} measured_items;

static flow_measurement measure_with_baselines(void *user_data, size_t index, flow_size proposal) {
    measured_items *m = (measured_items *)user_data;
    flow_measurement answer;
    m->calls++;
    answer.size = m->sizes[index];
    answer.first_baseline = m->first[index];
    answer.last_baseline = m->last[index];
    /* Asked again with a width: wraps to two lines, first baseline kept, last baseline lower. */
    if (!isnan(proposal.width) && proposal.width < answer.size.width) {
        answer.size.width = proposal.width;
        answer.size.height *= 2;
        answer.last_baseline += m->sizes[index].height;
    }
    return answer;
}

static void measured_baselines_align_as_baseline_arrays_do(void) {
    measured_items m = {{{30, 20}, {50, 40}, {20, 10}, {40, 30}}, {15, 30, 8, 20}, {18, 35, 9, 25}, 0};
    int align;
    flow_layout_t *measured = flow_layout_create(), *given = flow_layout_create();
    for (align = FLOW_ALIGN_FIRST_BASELINE; align <= FLOW_ALIGN_LAST_BASELINE; align++) {
        CHECK_OK(measured, flow_layout_set_align_items(measured, align));
        CHECK_OK(given, flow_layout_set_align_items(given, align));
        CHECK_OK(measured, flow_layout_set_measure_ex(measured, 4, measure_with_baselines, &m));
        CHECK_OK(given, flow_layout_set_items(given, m.sizes, 4));
        CHECK_OK(given, flow_layout_set_item_baselines(given, m.first, m.last, 4));
        CHECK_OK(measured, flow_layout_arrange(measured, 200, NAN));
        CHECK_OK(given, flow_layout_arrange(given, 200, NAN));
        CHECK(same_results(measured, given));
    }
    /* First baselines line up: item 1's baseline (30) sets the line; item 0 sits 15 lower. */
    CHECK_OK(measured, flow_layout_set_align_items(measured, FLOW_ALIGN_FIRST_BASELINE));
    CHECK_OK(measured, flow_layout_arrange(measured, 200, NAN));
    CHECK_RECT(frame_at(measured, 0), 0, 15, 30, 20);
    CHECK_RECT(frame_at(measured, 1), 38, 0, 50, 40);
    flow_layout_destroy(measured);
    flow_layout_destroy(given);
}

static void measured_baselines_survive_a_count_change(void) {
    measured_items m = {{{30, 20}, {50, 40}, {20, 10}}, {15, 30, 8}, {15, 30, 8}, 0};
    flow_layout_t *h = flow_layout_create();
    CHECK_OK(h, flow_layout_set_align_items(h, FLOW_ALIGN_FIRST_BASELINE));
    CHECK_OK(h, flow_layout_set_measure_ex(h, 2, measure_with_baselines, &m));
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK_OK(h, flow_layout_set_measure_ex(h, 3, measure_with_baselines, &m));
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    /* Item 2's baseline 8 lines up with item 1's 30. */
    CHECK_RECT(frame_at(h, 2), 96, 22, 20, 10);
    CHECK_RECT(frame_at(h, 0), 0, 15, 30, 20);
    flow_layout_destroy(h);
}

static void nan_measured_baselines_fall_back_to_the_arrays_then_the_bottom_edge(void) {
    measured_items m = {{{30, 20}, {50, 40}, {20, 10}}, {NAN, 30, NAN}, {NAN, NAN, NAN}, 0};
    float first[3] = {5, NAN, NAN};
    flow_layout_t *h = flow_layout_create();
    CHECK_OK(h, flow_layout_set_align_items(h, FLOW_ALIGN_FIRST_BASELINE));
    CHECK_OK(h, flow_layout_set_measure_ex(h, 3, measure_with_baselines, &m));
    CHECK_OK(h, flow_layout_set_item_baselines(h, first, NULL, 3));
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK_RECT(frame_at(h, 0), 0, 25, 30, 20); /* array baseline 5 at 30 */
    CHECK_RECT(frame_at(h, 1), 38, 0, 50, 40); /* measured 30 */
    CHECK_RECT(frame_at(h, 2), 96, 20, 20, 10); /* bottom edge 10 at 30 */
    flow_layout_destroy(h);
}

static void measured_baselines_come_from_the_answer_used(void) {
    /* Item 1 (50 wide) is asked again at 45 and wraps: its first baseline stays 30, the height
       doubles and the last baseline moves down by 40. */
    measured_items m = {{{30, 20}, {50, 40}}, {15, 30}, {18, 35}, 0};
    flow_layout_t *h = flow_layout_create();
    CHECK_OK(h, flow_layout_set_align_items(h, FLOW_ALIGN_LAST_BASELINE));
    CHECK_OK(h, flow_layout_set_measure_ex(h, 2, measure_with_baselines, &m));
    CHECK_OK(h, flow_layout_arrange(h, 45, NAN));
    CHECK_RECT(frame_at(h, 1), 0, 28, 45, 80);
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK_RECT(frame_at(h, 0), 0, 17, 30, 20);
    CHECK_RECT(frame_at(h, 1), 38, 0, 50, 40);
    flow_layout_destroy(h);
}

static void invalid_measured_baselines_fail_the_arrange(void) {
    measured_items m = {{{30, 20}, {50, 40}}, {15, INFINITY}, {18, 35}, 0};
    flow_layout_t *h = flow_layout_create();
    CHECK(flow_layout_set_measure_ex(NULL, 2, measure_with_baselines, &m) == FLOW_ERROR_NULL);
    CHECK_STATUS(h, flow_layout_set_measure_ex(h, 2, NULL, &m), FLOW_ERROR_NULL);
    CHECK_STATUS(h, flow_layout_set_measure_ex(h, SIZE_MAX, measure_with_baselines, &m), FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_OK(h, flow_layout_set_measure_ex(h, 2, measure_with_baselines, &m));
    CHECK_STATUS(h, flow_layout_arrange(h, 200, NAN), FLOW_ERROR_MEASURE);
    CHECK_ERROR_MENTIONS(h, "flow_layout_arrange: item 1: the measure callback returned an infinite baseline");
    m.first[1] = -2e9f;
    CHECK_STATUS(h, flow_layout_arrange(h, 200, NAN), FLOW_ERROR_MEASURE);
    m.first[1] = -20; /* above the box: fine */
    m.sizes[0].width = NAN;
    CHECK_OK(h, flow_layout_invalidate_item(h, 0));
    CHECK_STATUS(h, flow_layout_arrange(h, 200, NAN), FLOW_ERROR_MEASURE);
    m.sizes[0].width = 30;
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    /* Measured items are not resized one by one. */
    CHECK_STATUS(h, flow_layout_set_item_size(h, 0, m.sizes[0]), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(h, "invalidate_item");
    flow_layout_destroy(h);
}

/* ---- bad input and NOT_ARRANGED for the queries --------------------------------------------- */

static void queries_answer_not_arranged_before_an_arrange(void) {
    size_t index = 7, line = 7, first = 7, count = 7;
    flow_layout_t *h = layout_with_items(3, 40, 20);
    CHECK(flow_layout_item_at(h, 1, 1, &index) == FLOW_ERROR_NOT_ARRANGED);
    CHECK(flow_layout_line_of_item(h, 0, &line) == FLOW_ERROR_NOT_ARRANGED);
    CHECK(flow_layout_lines_in_range(h, 0, 10, &first, &count) == FLOW_ERROR_NOT_ARRANGED);
    CHECK(index == 7 && line == 7 && first == 7 && count == 7);
    flow_layout_destroy(h);
}

static void queries_refuse_bad_input(void) {
    size_t index = 7, line = 7, first = 7, count = 7;
    flow_layout_t *h = layout_with_items(3, 40, 20);
    CHECK_OK(h, flow_layout_set_max_lines(h, 1));
    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
    CHECK(flow_layout_item_at(NULL, 1, 1, &index) == FLOW_ERROR_NULL);
    CHECK(flow_layout_item_at(h, 1, 1, NULL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_item_at(h, NAN, 1, &index) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_item_at(h, 1, NAN, &index) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(index == 7);
    CHECK(flow_layout_line_of_item(NULL, 0, &line) == FLOW_ERROR_NULL);
    CHECK(flow_layout_line_of_item(h, 0, NULL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_line_of_item(h, 3, &line) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_line_of_item(h, SIZE_MAX, &line) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(line == 7);
    CHECK(flow_layout_lines_in_range(NULL, 0, 1, &first, &count) == FLOW_ERROR_NULL);
    CHECK(flow_layout_lines_in_range(h, 0, 1, NULL, &count) == FLOW_ERROR_NULL);
    CHECK(flow_layout_lines_in_range(h, 0, 1, &first, NULL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_lines_in_range(h, NAN, 1, &first, &count) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_lines_in_range(h, 0, NAN, &first, &count) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_lines_in_range(h, 2, 1, &first, &count) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(first == 7 && count == 7);
    /* Const queries record no message. */
    CHECK(strcmp(flow_layout_last_error(h), "") == 0);
    /* Answers: item 2 is hidden (max_lines 1); the infinite range holds the one line. */
    CHECK(flow_layout_line_of_item(h, 2, &line) == FLOW_OK && line == SIZE_MAX);
    CHECK(flow_layout_line_of_item(h, 1, &line) == FLOW_OK && line == 0);
    CHECK(flow_layout_item_at(h, 48, 0, &index) == FLOW_OK && index == 1);
    CHECK(flow_layout_item_at(h, 88, 0, &index) == FLOW_OK && index == SIZE_MAX);
    CHECK(flow_layout_item_at(h, 0, 0, &index) == FLOW_OK && index == 0);
    CHECK(flow_layout_item_at(h, -INFINITY, 0, &index) == FLOW_OK && index == SIZE_MAX);
    CHECK(flow_layout_lines_in_range(h, -INFINITY, INFINITY, &first, &count) == FLOW_OK && first == 0 && count == 1);
    CHECK(flow_layout_lines_in_range(h, 20, 30, &first, &count) == FLOW_OK && first == 0 && count == 0);
    CHECK(flow_layout_lines_in_range(h, 5, 5, &first, &count) == FLOW_OK && count == 0);
    flow_layout_destroy(h);
}

/* ---- out of memory ---------------------------------------------------------------------- */

/* An allocator that fails every allocation once its budget of successful ones is spent. */
typedef struct {
    long budget; /* allocations left; -1: unlimited */
    long live;
} failing_allocator;

static void *failing_allocate(void *context, size_t size, size_t alignment) {
    failing_allocator *a = (failing_allocator *)context;
    void *block = NULL;
    if (a->budget == 0) return NULL;
    if (a->budget > 0) a->budget--;
    if (posix_memalign(&block, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) != 0) return NULL;
    a->live++;
    return block;
}

static void failing_release(void *context, void *pointer, size_t size) {
    failing_allocator *a = (failing_allocator *)context;
    (void)size;
    if (pointer != NULL) a->live--;
    free(pointer);
}

/* Every new call, with allocation failing from its k-th allocation on: FLOW_OK or
   FLOW_ERROR_OUT_OF_MEMORY, and on the latter the handle's results and inputs unchanged (arranging
   again gives what a handle that never failed gives) and the call succeeding once memory returns. */
static void embedding_calls_survive_running_out_of_memory(void) {
    enum { n = 40 };
    flow_size sizes[n], batch_sizes[n];
    size_t counts[4] = {10, 10, 10, 10};
    flow_rect frames[n];
    flow_size group_sizes[4];
    measured_items m = {{{30, 20}, {50, 40}, {20, 10}, {40, 30}}, {15, 30, 8, 20}, {18, 35, 9, 25}, 0};
    int call, k, saw_failure[4] = {0, 0, 0, 0};
    size_t i;
    for (i = 0; i < n; i++) {
        sizes[i].width = batch_sizes[i].width = 10 + (float)(i * 7 % 30);
        sizes[i].height = batch_sizes[i].height = 10 + (float)(i * 3 % 20);
    }
    for (call = 0; call < 4; call++) {
        for (k = 0; k < 40; k++) {
            failing_allocator a = {-1, 0};
            flow_allocator allocator = {failing_allocate, failing_release, NULL};
            flow_layout_t *h, *reference = flow_layout_create();
            int status = FLOW_OK;
            allocator.context = &a;
            h = flow_layout_create_with_allocator(&allocator);
            CHECK(h != NULL);
            if (h == NULL) break;
            CHECK_OK(h, flow_layout_set_justify(h, FLOW_JUSTIFY_CENTER));
            CHECK_OK(reference, flow_layout_set_justify(reference, FLOW_JUSTIFY_CENTER));
            CHECK_OK(h, flow_layout_set_items(h, sizes, n));
            CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
            CHECK_OK(reference, flow_layout_set_items(reference, sizes, n));
            CHECK_OK(reference, flow_layout_arrange(reference, 100, NAN));
            a.budget = k;
            switch (call) {
            case 0: /* set_item_size + arrange (resumed) */
                status = flow_layout_set_item_size(h, n - 1, sizes[0]);
                if (status == FLOW_OK) status = flow_layout_arrange(h, 100, NAN);
                break;
            case 1: /* a batch: its scratch layout and buffers are allocated on first use */
                status = flow_layout_arrange_batch(h, batch_sizes, counts, 4, 60, NAN, frames, group_sizes);
                break;
            case 2: /* measuring with baselines: caches of its own */
                status = flow_layout_set_measure_ex(h, 4, measure_with_baselines, &m);
                if (status == FLOW_OK) status = flow_layout_arrange(h, 100, NAN);
                break;
            default: { /* queries allocate nothing */
                size_t index, first, count;
                status = flow_layout_item_at(h, 5, 5, &index);
                if (status == FLOW_OK) status = flow_layout_lines_in_range(h, 0, 50, &first, &count);
                break;
            }
            }
            CHECK(status == FLOW_OK || status == FLOW_ERROR_OUT_OF_MEMORY);
            if (status == FLOW_ERROR_OUT_OF_MEMORY) {
                saw_failure[call] = 1;
                CHECK_ERROR_MENTIONS(h, "out of memory");
                if (call == 0 || call == 1 || call == 2) {
                    /* Nothing changed: the results are the last arrange's, as the reference's. */
                    CHECK(same_results(h, reference));
                }
                a.budget = -1;
                if (call == 0) {
                    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
                    CHECK_OK(reference, flow_layout_set_item_size(reference, n - 1, sizes[0]));
                } else if (call == 1) {
                    CHECK_OK(h, flow_layout_arrange_batch(h, batch_sizes, counts, 4, 60, NAN, frames, group_sizes));
                } else if (call == 2) {
                    CHECK_OK(h, flow_layout_set_measure_ex(h, 4, measure_with_baselines, &m));
                    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
                }
            } else if (call == 0) {
                CHECK_OK(reference, flow_layout_set_item_size(reference, n - 1, sizes[0]));
            }
            if (call == 0) {
                CHECK_OK(reference, flow_layout_arrange(reference, 100, NAN));
                CHECK(same_results(h, reference));
            }
            flow_layout_destroy(h);
            flow_layout_destroy(reference);
            CHECK(a.live == 0); /* every block went back */
            if (check_failures) {
                fprintf(stderr, "    call %d, allocation %d failing\n", call, k);
                return;
            }
        }
    }
    /* The batch and the measure caches allocate, so their failures were exercised. */
    CHECK(saw_failure[1] && saw_failure[2]);
}

int main(void) {
    RUN(queries_equal_brute_force);
    RUN(set_item_size_equals_set_items);
    RUN(set_item_size_moves_only_what_follows);
    RUN(set_item_size_refuses_bad_input);
    RUN(measured_baselines_align_as_baseline_arrays_do);
    RUN(measured_baselines_survive_a_count_change);
    RUN(nan_measured_baselines_fall_back_to_the_arrays_then_the_bottom_edge);
    RUN(measured_baselines_come_from_the_answer_used);
    RUN(invalid_measured_baselines_fail_the_arrange);
    RUN(queries_answer_not_arranged_before_an_arrange);
    RUN(queries_refuse_bad_input);
    RUN(embedding_calls_survive_running_out_of_memory);
    return check_report("test_embedding");
}
