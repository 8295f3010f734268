/* Requirements for navigation and drag (flow_layout_neighbor, flow_layout_insertion_point):
   small hand-written layouts that read as the rules (a 3x3 grid of equal chips, right to left,
   columns, wrap-reverse, hidden items), then both calls against brute force computed from the
   frames and lines of thousands of random layouts over every option (axis, RTL, wrap, wrap-reverse,
   reverse, hidden items, max_lines, the "+N more" indicator, padding, margins, justify, align,
   snapping, separators), then bad input. The brute force takes each line's direction on screen from
   the options, never from the library. FLOW_TEST_SEED and FLOW_TEST_ROUNDS change the random part. */
#include "check.h"

#include <stdint.h>
#include <stdlib.h>

/* ---- Hand-written requirements ------------------------------------------------------------- */

/* Nine 40x20 chips, 8-point gaps, 136 points wide: three rows of three.
       0 1 2
       3 4 5
       6 7 8                                                                                      */
static flow_layout_t *grid(int axis, int direction, int wrap, int reverse, const uint32_t *flags) {
    flow_size chips[9];
    size_t i;
    flow_layout_t *h = flow_layout_create();
    for (i = 0; i < 9; i++) chips[i].width = 40, chips[i].height = 20;
    CHECK_OK(h, flow_layout_set_axis(h, axis));
    CHECK_OK(h, flow_layout_set_direction(h, direction));
    CHECK_OK(h, flow_layout_set_wrap(h, wrap));
    CHECK_OK(h, flow_layout_set_reverse(h, reverse));
    CHECK_OK(h, flow_layout_set_items(h, chips, 9));
    if (flags) CHECK_OK(h, flow_layout_set_item_flags(h, flags, 9));
    /* Columns: 76 points tall holds three chips of 20 with 8-point gaps. */
    CHECK_OK(h, axis == FLOW_AXIS_HORIZONTAL ? flow_layout_arrange(h, 136, NAN) : flow_layout_arrange(h, NAN, 76));
    return h;
}

static size_t neighbor(const flow_layout_t *h, size_t index, int direction) {
    size_t out = 12345;
    CHECK(flow_layout_neighbor(h, index, direction, &out) == FLOW_OK);
    return out;
}

static void grid_arrows_move_on_screen(void) {
    flow_layout_t *h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_LTR, FLOW_WRAP, 0, NULL);
    CHECK(neighbor(h, 0, FLOW_NAV_RIGHT) == 1);
    CHECK(neighbor(h, 1, FLOW_NAV_DOWN) == 4);
    CHECK(neighbor(h, 4, FLOW_NAV_UP) == 1);
    CHECK(neighbor(h, 2, FLOW_NAV_RIGHT) == SIZE_MAX); /* a line's end: no wrapping to the next */
    CHECK(neighbor(h, 3, FLOW_NAV_LEFT) == SIZE_MAX);
    CHECK(neighbor(h, 1, FLOW_NAV_UP) == SIZE_MAX);    /* past the first line */
    CHECK(neighbor(h, 7, FLOW_NAV_DOWN) == SIZE_MAX);  /* past the last line */
    CHECK(neighbor(h, 5, FLOW_NAV_LEFT) == 4);
    CHECK(neighbor(h, 2, FLOW_NAV_NEXT) == 3);         /* index order crosses lines */
    CHECK(neighbor(h, 3, FLOW_NAV_PREVIOUS) == 2);
    CHECK(neighbor(h, 8, FLOW_NAV_NEXT) == SIZE_MAX);
    CHECK(neighbor(h, 0, FLOW_NAV_PREVIOUS) == SIZE_MAX);
    flow_layout_destroy(h);
}

static void right_to_left_flips_left_and_right(void) {
    /*  2 1 0
        5 4 3  */
    flow_layout_t *h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_RTL, FLOW_WRAP, 0, NULL);
    CHECK(neighbor(h, 0, FLOW_NAV_RIGHT) == SIZE_MAX);
    CHECK(neighbor(h, 0, FLOW_NAV_LEFT) == 1);
    CHECK(neighbor(h, 2, FLOW_NAV_RIGHT) == 1);
    CHECK(neighbor(h, 1, FLOW_NAV_DOWN) == 4);
    CHECK(neighbor(h, 2, FLOW_NAV_NEXT) == 3);
    flow_layout_destroy(h);
}

static void reverse_runs_lines_from_the_end(void) {
    /* row-reverse: 2 1 0 / 5 4 3, as right to left; both together run left to right again. */
    flow_layout_t *h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_LTR, FLOW_WRAP, 1, NULL);
    CHECK(neighbor(h, 0, FLOW_NAV_LEFT) == 1);
    CHECK(neighbor(h, 0, FLOW_NAV_RIGHT) == SIZE_MAX);
    flow_layout_destroy(h);
    h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_RTL, FLOW_WRAP, 1, NULL);
    CHECK(neighbor(h, 0, FLOW_NAV_RIGHT) == 1);
    flow_layout_destroy(h);
}

static void wrap_reverse_flips_up_and_down(void) {
    /*  6 7 8
        3 4 5
        0 1 2  */
    flow_layout_t *h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_LTR, FLOW_WRAP_REVERSE, 0, NULL);
    CHECK(neighbor(h, 4, FLOW_NAV_DOWN) == 1);
    CHECK(neighbor(h, 4, FLOW_NAV_UP) == 7);
    CHECK(neighbor(h, 1, FLOW_NAV_DOWN) == SIZE_MAX);
    CHECK(neighbor(h, 0, FLOW_NAV_RIGHT) == 1);
    flow_layout_destroy(h);
}

static void columns_move_down_within_and_sideways_across(void) {
    /*  0 3 6        RTL:  6 3 0
        1 4 7              7 4 1
        2 5 8              8 5 2  */
    flow_layout_t *h = grid(FLOW_AXIS_VERTICAL, FLOW_DIRECTION_LTR, FLOW_WRAP, 0, NULL);
    CHECK(neighbor(h, 0, FLOW_NAV_DOWN) == 1);
    CHECK(neighbor(h, 2, FLOW_NAV_DOWN) == SIZE_MAX);
    CHECK(neighbor(h, 1, FLOW_NAV_RIGHT) == 4);
    CHECK(neighbor(h, 1, FLOW_NAV_LEFT) == SIZE_MAX);
    flow_layout_destroy(h);
    h = grid(FLOW_AXIS_VERTICAL, FLOW_DIRECTION_RTL, FLOW_WRAP, 0, NULL);
    CHECK(neighbor(h, 1, FLOW_NAV_LEFT) == 4);
    CHECK(neighbor(h, 1, FLOW_NAV_RIGHT) == SIZE_MAX);
    CHECK(neighbor(h, 0, FLOW_NAV_DOWN) == 1);
    flow_layout_destroy(h);
}

static void hidden_items_are_stepped_over_and_ties_go_to_the_lower_index(void) {
    /* 4 hidden takes no space:  0 1 2
                                 3 5 6
                                 7 8     */
    uint32_t flags[9] = {0, 0, 0, 0, FLOW_ITEM_HIDDEN, 0, 0, 0, 0};
    flow_layout_t *h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_LTR, FLOW_WRAP, 0, flags);
    size_t index = 0;
    int d;
    flow_rect caret;
    CHECK(neighbor(h, 3, FLOW_NAV_RIGHT) == 5);
    CHECK(neighbor(h, 3, FLOW_NAV_NEXT) == 5);
    CHECK(neighbor(h, 5, FLOW_NAV_PREVIOUS) == 3);
    for (d = FLOW_NAV_LEFT; d <= FLOW_NAV_PREVIOUS; d++) CHECK(neighbor(h, 4, d) == SIZE_MAX);
    /* Below 1 (centre 68): 3 (centre 20), 5 (68), 6 (116). */
    CHECK(neighbor(h, 1, FLOW_NAV_DOWN) == 5);
    CHECK(neighbor(h, 0, FLOW_NAV_DOWN) == 3);
    /* Between 3 and 5 either 4 or 5 is right: 4 here. */
    CHECK_OK(h, flow_layout_insertion_point(h, 44, 30, &index, &caret));
    CHECK(index == 4 || index == 5);
    CHECK_RECT(caret, 44, 28, 0, 20);
    flow_layout_destroy(h);
    /* An exact tie:  0 1     (40 + 8 + 40 = 88 wide)
                      2222    2's centre (44) is 24 from 0's (20) and from 1's (68). */
    {
        flow_size chips[3] = {{40, 20}, {40, 20}, {88, 20}};
        h = flow_layout_create();
        CHECK_OK(h, flow_layout_set_items(h, chips, 3));
        CHECK_OK(h, flow_layout_arrange(h, 88, NAN));
        /* The lower index wins. */
        CHECK(neighbor(h, 2, FLOW_NAV_UP) == 0);
        flow_layout_destroy(h);
    }
}

static void max_lines_hides_items_from_navigation(void) {
    flow_size chips[9];
    size_t i;
    flow_layout_t *h = flow_layout_create();
    for (i = 0; i < 9; i++) chips[i].width = 40, chips[i].height = 20;
    CHECK_OK(h, flow_layout_set_items(h, chips, 9));
    CHECK_OK(h, flow_layout_set_max_lines(h, 2));
    CHECK_OK(h, flow_layout_arrange(h, 136, NAN));
    CHECK(neighbor(h, 4, FLOW_NAV_DOWN) == SIZE_MAX);
    CHECK(neighbor(h, 5, FLOW_NAV_NEXT) == SIZE_MAX);
    CHECK(neighbor(h, 7, FLOW_NAV_UP) == SIZE_MAX); /* 7 is past max_lines */
    flow_layout_destroy(h);
}

static void insertion(const flow_layout_t *h, float x, float y, size_t want, float cx, float cy, float cw, float ch) {
    size_t index = 12345;
    flow_rect caret = {-1, -1, -1, -1};
    CHECK(flow_layout_insertion_point(h, x, y, &index, &caret) == FLOW_OK);
    if (index != want) fprintf(stderr, "    insertion_point(%g, %g) = %zu, want %zu\n", x, y, index, want);
    CHECK(index == want);
    CHECK_RECT(caret, cx, cy, cw, ch);
}

static void dropping_on_the_grid(void) {
    /* Rows at y 0, 28, 56; chips at x 0, 48, 96; gaps centred at x 44 and 92. */
    flow_layout_t *h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_LTR, FLOW_WRAP, 0, NULL);
    insertion(h, 10, 10, 0, 0, 0, 0, 20);     /* before 0's centre: before 0, on its left edge */
    insertion(h, 30, 10, 1, 44, 0, 0, 20);    /* past it: between 0 and 1 */
    insertion(h, 20, 10, 1, 44, 0, 0, 20);    /* exactly on a centre: after the item */
    insertion(h, 130, 10, 3, 136, 0, 0, 20);  /* past the line's last centre: after it, on its edge */
    insertion(h, 50, 24, 1, 44, 0, 0, 20);    /* in the gap between lines, as near to both: the earlier */
    insertion(h, 50, 25, 4, 44, 28, 0, 20);
    insertion(h, 50, 500, 7, 44, 56, 0, 20);  /* below everything: the last line */
    insertion(h, -50, -50, 0, 0, 0, 0, 20);
    insertion(h, 500, 60, 9, 136, 56, 0, 20); /* the end: index n */
    insertion(h, 50, INFINITY, 7, 44, 56, 0, 20);  /* infinitely far: the line at that end */
    insertion(h, 50, -INFINITY, 1, 44, 0, 0, 20);
    flow_layout_destroy(h);
    /* Wrap-reverse: line 0 is at the bottom. */
    h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_LTR, FLOW_WRAP_REVERSE, 0, NULL);
    insertion(h, 50, INFINITY, 1, 44, 56, 0, 20);
    insertion(h, 50, 10, 7, 44, 0, 0, 20);
    flow_layout_destroy(h);
    /* Right to left: 2 1 0 at x 0, 48, 96. */
    h = grid(FLOW_AXIS_HORIZONTAL, FLOW_DIRECTION_RTL, FLOW_WRAP, 0, NULL);
    insertion(h, 130, 10, 0, 136, 0, 0, 20);
    insertion(h, 100, 10, 1, 92, 0, 0, 20);
    insertion(h, 116, 10, 1, 92, 0, 0, 20);   /* on 0's centre: after 0, to its left */
    insertion(h, 5, 10, 3, 0, 0, 0, 20);
    flow_layout_destroy(h);
    /* Columns: the caret is horizontal, as wide as the column. */
    h = grid(FLOW_AXIS_VERTICAL, FLOW_DIRECTION_LTR, FLOW_WRAP, 0, NULL);
    insertion(h, 60, 22, 4, 48, 24, 40, 0);
    flow_layout_destroy(h);
}

static flow_size plus_n_more(void *user_data, size_t hidden) {
    flow_size s = {30, 20};
    (void)user_data, (void)hidden;
    return s;
}

static void nothing_visible_drops_at_the_start(void) {
    uint32_t hidden[2] = {FLOW_ITEM_HIDDEN, FLOW_ITEM_HIDDEN};
    flow_size two[2] = {{40, 20}, {40, 20}};
    flow_edges padding = {5, 7, 9, 11};
    flow_layout_t *h = flow_layout_create();
    CHECK_OK(h, flow_layout_set_padding(h, padding));
    CHECK_OK(h, flow_layout_set_items(h, NULL, 0));
    CHECK_OK(h, flow_layout_arrange(h, 100, 50));
    insertion(h, 50, 20, 0, 11, 5, 0, 0);
    CHECK_OK(h, flow_layout_set_items(h, two, 2));
    CHECK_OK(h, flow_layout_set_item_flags(h, hidden, 2));
    CHECK_OK(h, flow_layout_arrange(h, 100, 50));
    insertion(h, 50, 20, 2, 11, 5, 0, 0);
    CHECK(neighbor(h, 0, FLOW_NAV_RIGHT) == SIZE_MAX);
    /* Right to left the first item would start at the right padding edge. */
    CHECK_OK(h, flow_layout_set_direction(h, FLOW_DIRECTION_RTL));
    CHECK_OK(h, flow_layout_arrange(h, 100, 50));
    insertion(h, 50, 20, 2, 93, 5, 0, 0);
    flow_layout_destroy(h);
    /* A line holding only the "+N more" indicator has no item: neither call goes there. */
    {
        flow_size wide[3] = {{100, 20}, {100, 20}, {100, 20}};
        size_t count = 0;
        const flow_line *lines;
        h = flow_layout_create();
        CHECK_OK(h, flow_layout_set_items(h, wide, 3));
        CHECK_OK(h, flow_layout_set_max_lines(h, 2));
        CHECK_OK(h, flow_layout_set_overflow_indicator(h, plus_n_more, NULL));
        CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
        lines = flow_layout_lines(h, &count);
        CHECK(count == 2 && lines[1].item_count == 0);
        CHECK(neighbor(h, 0, FLOW_NAV_DOWN) == SIZE_MAX);
        insertion(h, 10, 40, 0, 0, 0, 0, 20);
        flow_layout_destroy(h);
    }
}

/* ---- Brute force over random layouts --------------------------------------------------------- */

static uint64_t rng_state;
static uint32_t next_random(void) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33);
}
static float random_length(void) {
    if (next_random() % 8 == 0) return 0;
    return (float)(next_random() % 4000) / 64.0f;
}

enum { max_items = 50 };

typedef struct {
    int axis, wrap, direction, justify, align, content, breaking, uniform, reverse, indicator;
    uint32_t max_lines, max_items_per_line;
    float scale, gap, line_gap;
    int flags, margins, negative_margins, padding, grow;
    flow_size separator;
    uint32_t flag_values[max_items];
    float grow_values[max_items];
    flow_edges padding_value, margin_values[max_items];
} random_setup;

static void draw_setup(random_setup *s) {
    size_t i;
    s->axis = (int)(next_random() % 2);
    s->wrap = (int)(next_random() % 3);
    s->direction = (int)(next_random() % 2);
    s->justify = (int)(next_random() % 6);
    s->align = (int)(next_random() % 6);
    s->content = (int)(next_random() % 7);
    s->breaking = (int)(next_random() % 3);
    s->uniform = next_random() % 8 == 0;
    s->reverse = next_random() % 3 == 0;
    s->indicator = next_random() % 3 == 0;
    s->max_lines = next_random() % 3 == 0 ? 1 + next_random() % 3 : 0;
    s->max_items_per_line = next_random() % 5 == 0 ? 1 + next_random() % 4 : 0;
    s->scale = next_random() % 3 == 0 ? (float)(1 + next_random() % 3) : 0.0f;
    s->gap = next_random() % 5 == 0 ? NAN : (float)(next_random() % 12);
    s->line_gap = next_random() % 5 == 0 ? NAN : (float)(next_random() % 12);
    s->separator.width = next_random() % 4 == 0 ? (float)(next_random() % 6) : 0.0f;
    s->separator.height = s->separator.width > 0 ? (float)(next_random() % 10) : 0.0f;
    s->flags = next_random() % 3 == 0;
    s->margins = next_random() % 4 == 0;
    s->negative_margins = s->margins && next_random() % 3 == 0;
    s->padding = next_random() % 4 == 0;
    s->grow = next_random() % 4 == 0;
    s->padding_value.top = (float)(next_random() % 9), s->padding_value.right = (float)(next_random() % 9);
    s->padding_value.bottom = (float)(next_random() % 9), s->padding_value.left = (float)(next_random() % 9);
    for (i = 0; i < max_items; i++) {
        flow_edges *m = &s->margin_values[i];
        float low = s->negative_margins ? -3.0f : 0.0f;
        m->top = next_random() % 9 == 0 ? NAN : low + (float)(next_random() % 7);
        m->right = next_random() % 9 == 0 ? NAN : low + (float)(next_random() % 7);
        m->bottom = next_random() % 9 == 0 ? NAN : low + (float)(next_random() % 7);
        m->left = next_random() % 9 == 0 ? NAN : low + (float)(next_random() % 7);
        s->flag_values[i] = next_random() % 7 == 0 ? 1 + next_random() % 3 : 0; /* breaks */
        if (next_random() % 5 == 0) s->flag_values[i] |= FLOW_ITEM_HIDDEN;
        s->grow_values[i] = (float)(next_random() % 3);
    }
}

static void apply_setup(flow_layout_t *h, const random_setup *s, size_t n) {
    flow_edges none = {0, 0, 0, 0};
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
    CHECK_OK(h, flow_layout_set_separator(h, s->separator));
    CHECK_OK(h, flow_layout_set_padding(h, s->padding ? s->padding_value : none));
    CHECK_OK(h, flow_layout_set_overflow_indicator(h, s->indicator ? plus_n_more : NULL, NULL));
    CHECK_OK(h, flow_layout_set_item_flags(h, s->flags ? s->flag_values : NULL, n));
    CHECK_OK(h, flow_layout_set_item_margins(h, s->margins ? s->margin_values : NULL, n));
    CHECK_OK(h, flow_layout_set_item_grow(h, s->grow ? s->grow_values : NULL, n));
}

static void print_setup(const random_setup *s, size_t n, float width, float height) {
    fprintf(stderr, "    n %zu axis %d wrap %d direction %d justify %d align %d content %d breaking %d uniform %d reverse %d "
            "indicator %d max_lines %u max_items %u scale %g gaps %g %g separator %gx%g flags %d margins %d/%d padding %d "
            "grow %d bounds %g x %g\n",
            n, s->axis, s->wrap, s->direction, s->justify, s->align, s->content, s->breaking, s->uniform, s->reverse,
            s->indicator, s->max_lines, s->max_items_per_line, s->scale, s->gap, s->line_gap, s->separator.width,
            s->separator.height, s->flags, s->margins, s->negative_margins, s->padding, s->grow, width, height);
}

/* What the brute force knows: the results, and the screen directions the options give. */
typedef struct {
    const flow_rect *frames;
    const flow_line *lines;
    size_t n, line_count, visible;
    int horizontal;
    int main_descending;  /* a line's items run toward smaller coordinates: (rows and RTL) xor reverse */
    int cross_descending; /* lines stack toward smaller coordinates: wrap-reverse xor (columns and RTL) */
    const random_setup *setup;
} results;

/* What the random layouts covered, printed at the end. */
static struct {
    size_t neighbors, found, across_ties, insertions, on_centre, empty_carets, indicator_lines, hidden_queries;
} covered;

static int is_visible(const results *r, size_t i) {
    return i < r->visible && !(r->setup->flags && (r->setup->flag_values[i] & FLOW_ITEM_HIDDEN));
}

static size_t line_holding(const results *r, size_t i) {
    size_t l;
    for (l = 0; l < r->line_count; l++)
        if (i >= r->lines[l].first_item && i < (size_t)r->lines[l].first_item + r->lines[l].item_count) return l;
    return SIZE_MAX;
}

static int line_has_visible(const results *r, size_t l) {
    size_t i;
    for (i = r->lines[l].first_item; i < (size_t)r->lines[l].first_item + r->lines[l].item_count; i++)
        if (is_visible(r, i)) return 1;
    return 0;
}

static double main_start(const results *r, size_t i) { return r->horizontal ? r->frames[i].x : r->frames[i].y; }
static double main_end(const results *r, size_t i) {
    return r->horizontal ? (double)r->frames[i].x + r->frames[i].width : (double)r->frames[i].y + r->frames[i].height;
}
static double main_centre(const results *r, size_t i) {
    return r->horizontal ? (double)r->frames[i].x + (double)r->frames[i].width / 2
                         : (double)r->frames[i].y + (double)r->frames[i].height / 2;
}

static size_t expected_neighbor(const results *r, size_t index, int direction) {
    size_t line, i, best = SIZE_MAX;
    long step, l, j;
    int along_main, toward_larger;
    if (!is_visible(r, index)) return SIZE_MAX;
    if (direction == FLOW_NAV_NEXT) {
        for (i = index + 1; i < r->n; i++)
            if (is_visible(r, i)) return i;
        return SIZE_MAX;
    }
    if (direction == FLOW_NAV_PREVIOUS) {
        for (i = index; i-- > 0;)
            if (is_visible(r, i)) return i;
        return SIZE_MAX;
    }
    along_main = (direction == FLOW_NAV_LEFT || direction == FLOW_NAV_RIGHT) == r->horizontal;
    toward_larger = direction == FLOW_NAV_RIGHT || direction == FLOW_NAV_DOWN;
    line = line_holding(r, index);
    if (line == SIZE_MAX) return SIZE_MAX;
    if (along_main) {
        step = toward_larger != r->main_descending ? 1 : -1;
        for (j = (long)index + step; j >= (long)r->lines[line].first_item &&
                                     j < (long)r->lines[line].first_item + (long)r->lines[line].item_count; j += step)
            if (is_visible(r, (size_t)j)) return (size_t)j;
        return SIZE_MAX;
    }
    step = toward_larger != r->cross_descending ? 1 : -1;
    for (l = (long)line + step; l >= 0 && l < (long)r->line_count; l += step) {
        double best_distance = INFINITY, centre = main_centre(r, index);
        if (!line_has_visible(r, (size_t)l)) continue;
        for (i = r->lines[l].first_item; i < (size_t)r->lines[l].first_item + r->lines[l].item_count; i++) {
            double d = fabs(main_centre(r, i) - centre);
            if (is_visible(r, i) && best != SIZE_MAX && d == best_distance) covered.across_ties++;
            if (is_visible(r, i) && (best == SIZE_MAX || d < best_distance)) best = i, best_distance = d;
        }
        return best;
    }
    return SIZE_MAX;
}

static void check_neighbors(const flow_layout_t *h, const results *r) {
    size_t i;
    int d;
    for (i = 0; i < r->n; i++) {
        for (d = FLOW_NAV_LEFT; d <= FLOW_NAV_PREVIOUS; d++) {
            size_t got = 12345, want = expected_neighbor(r, i, d);
            CHECK(flow_layout_neighbor(h, i, d, &got) == FLOW_OK);
            covered.neighbors++;
            covered.found += got != SIZE_MAX;
            covered.hidden_queries += !is_visible(r, i);
            if (got != want) {
                fprintf(stderr, "    neighbor(%zu, %d) = %zu, brute force %zu\n", i, d, got, want);
                CHECK(got == want);
                return;
            }
            /* On screen: with margins that let frames overlap aside, the neighbour lies that way. */
            if (got != SIZE_MAX && d <= FLOW_NAV_DOWN && !r->setup->negative_margins) {
                flow_rect a = r->frames[i], b = r->frames[got];
                double ac = d <= FLOW_NAV_RIGHT ? a.x + a.width / 2.0 : a.y + a.height / 2.0;
                double bc = d <= FLOW_NAV_RIGHT ? b.x + b.width / 2.0 : b.y + b.height / 2.0;
                CHECK(d == FLOW_NAV_RIGHT || d == FLOW_NAV_DOWN ? bc >= ac : bc <= ac);
            }
        }
    }
}

/* The insertion for point (x, y): the nearest line (ties earlier), then the first visible item of
   it, in index order, that the point lies before (in the line's direction). Checks the index (any
   index between the neighbouring visible items) and the caret bit for bit. */
static void check_insertion(const flow_layout_t *h, const results *r, const flow_size *size, const flow_edges *pad, float x, float y) {
    size_t got = 12345, l, i, best_line = SIZE_MAX, before = SIZE_MAX, after = SIZE_MAX, low, high;
    double best = INFINITY, m = r->horizontal ? x : y, c = r->horizontal ? y : x, position = 0;
    /* A point beyond every line: its distances to them are its distance to the outermost edge plus
       each line's distance from that edge, so the nearest line is the nearest to that edge
       (computed so, exactly; far away a double difference would round the distances into ties). */
    {
        double low = INFINITY, high = -INFINITY;
        for (l = 0; l < r->line_count; l++) {
            low = fmin(low, r->lines[l].cross_offset);
            high = fmax(high, (double)r->lines[l].cross_offset + r->lines[l].cross_size);
        }
        if (c < low) c = low;
        if (c > high) c = high;
    }
    flow_rect caret = {-1, -1, -1, -1}, want;
    CHECK(flow_layout_insertion_point(h, x, y, &got, &caret) == FLOW_OK);
    covered.insertions++;
    for (l = 0; l < r->line_count; l++) {
        double start = r->lines[l].cross_offset, end = (double)r->lines[l].cross_offset + r->lines[l].cross_size;
        double d = c < start ? start - c : (c > end ? c - end : 0);
        if (line_has_visible(r, l) && d < best) best = d, best_line = l;
    }
    if (best_line == SIZE_MAX) {
        int right = r->horizontal ? r->main_descending : r->cross_descending;
        int bottom = r->horizontal ? r->cross_descending : r->main_descending;
        low = high = r->n;
        covered.empty_carets++;
        want.x = right ? size->width - pad->right : pad->left;
        want.y = bottom ? size->height - pad->bottom : pad->top;
        want.width = want.height = 0;
    } else {
        const flow_line *line = &r->lines[best_line];
        for (i = line->first_item; i < (size_t)line->first_item + line->item_count; i++) {
            if (!is_visible(r, i)) continue;
            covered.on_centre += m == main_centre(r, i);
            if (r->main_descending ? m > main_centre(r, i) : m < main_centre(r, i)) {
                before = i;
                break;
            }
            after = i;
        }
        /* Any index from just after the previous visible item to the next visible item. */
        if (before != SIZE_MAX) {
            high = before;
            for (low = before; low > 0 && !is_visible(r, low - 1); low--) {}
        } else {
            low = after + 1;
            for (high = low; high < r->n && !is_visible(r, high); high++) {}
        }
        if (after != SIZE_MAX && before != SIZE_MAX)
            position = r->main_descending ? (main_start(r, after) + main_end(r, before)) / 2
                                          : (main_end(r, after) + main_start(r, before)) / 2;
        else if (after != SIZE_MAX)
            position = r->main_descending ? main_start(r, after) : main_end(r, after);
        else
            position = r->main_descending ? main_end(r, before) : main_start(r, before);
        if (r->horizontal) {
            want.x = (float)position, want.y = line->cross_offset, want.width = 0, want.height = line->cross_size;
        } else {
            want.x = line->cross_offset, want.y = (float)position, want.width = line->cross_size, want.height = 0;
        }
    }
    if (got < low || got > high || memcmp(&caret, &want, sizeof caret) != 0) {
        fprintf(stderr, "    insertion_point(%.9g, %.9g) = %zu {%.9g %.9g %.9g %.9g}, brute force %zu...%zu {%.9g %.9g %.9g %.9g}\n",
                x, y, got, caret.x, caret.y, caret.width, caret.height, low, high, want.x, want.y, want.width, want.height);
        CHECK(got >= low && got <= high);
        CHECK(memcmp(&caret, &want, sizeof caret) == 0);
    }
}

static void both_calls_equal_brute_force(void) {
    int rounds = getenv("FLOW_TEST_ROUNDS") ? atoi(getenv("FLOW_TEST_ROUNDS")) : 4000, round;
    flow_size sizes[max_items];
    random_setup setup;
    flow_layout_t *h = flow_layout_create();
    rng_state = (uint64_t)strtoull(getenv("FLOW_TEST_SEED") ? getenv("FLOW_TEST_SEED") : "16", NULL, 10);
    printf("both_calls_equal_brute_force: seed %llu, %d rounds (FLOW_TEST_SEED, FLOW_TEST_ROUNDS)\n",
           (unsigned long long)rng_state, rounds);
    for (round = 0; round < rounds && !check_failures; round++) {
        size_t n = next_random() % 12 == 0 ? 0 : 1 + next_random() % max_items, i, k, count = 0;
        float width = next_random() % 6 == 0 ? NAN : 30.0f + (float)(next_random() % 250);
        float height = next_random() % 3 == 0 ? (float)(next_random() % 400) : NAN;
        flow_size size;
        flow_edges none = {0, 0, 0, 0};
        results r;
        int failures = check_failures;
        draw_setup(&setup);
        for (i = 0; i < n; i++) sizes[i].width = random_length(), sizes[i].height = random_length();
        CHECK_OK(h, flow_layout_set_items(h, n ? sizes : NULL, n));
        apply_setup(h, &setup, n);
        CHECK_OK(h, flow_layout_arrange(h, width, height));
        CHECK_OK(h, flow_layout_get_size(h, &size));
        r.frames = flow_layout_frames(h, &count);
        CHECK(count == n);
        r.lines = flow_layout_lines(h, &r.line_count);
        r.n = n;
        r.visible = flow_layout_visible_count(h);
        r.horizontal = setup.axis == FLOW_AXIS_HORIZONTAL;
        r.main_descending = (r.horizontal && setup.direction == FLOW_DIRECTION_RTL) != setup.reverse;
        r.cross_descending = (setup.wrap == FLOW_WRAP_REVERSE) != (!r.horizontal && setup.direction == FLOW_DIRECTION_RTL);
        r.setup = &setup;
        for (k = 0; k < r.line_count; k++) covered.indicator_lines += r.lines[k].item_count == 0;
        check_neighbors(h, &r);
        for (k = 0; k < 60 && failures == check_failures; k++) {
            float x = -10 + (float)(next_random() % 4096) / 4096.0f * (size.width + 20);
            float y = -10 + (float)(next_random() % 4096) / 4096.0f * (size.height + 20);
            check_insertion(h, &r, &size, setup.padding ? &setup.padding_value : &none, x, y);
        }
        /* On every item's centre and edges, and on every line's edges. */
        for (i = 0; i < n && failures == check_failures; i++) {
            flow_rect f = r.frames[i];
            const flow_edges *pad = setup.padding ? &setup.padding_value : &none;
            check_insertion(h, &r, &size, pad, f.x + f.width / 2, f.y + f.height / 2);
            check_insertion(h, &r, &size, pad, f.x, f.y);
            check_insertion(h, &r, &size, pad, f.x + f.width, f.y + f.height);
        }
        {
            const flow_edges *pad = setup.padding ? &setup.padding_value : &none;
            check_insertion(h, &r, &size, pad, INFINITY, INFINITY);
            check_insertion(h, &r, &size, pad, -INFINITY, INFINITY);
            check_insertion(h, &r, &size, pad, INFINITY, -INFINITY);
            check_insertion(h, &r, &size, pad, -INFINITY, -INFINITY);
        }
        for (k = 0; k < r.line_count && failures == check_failures; k++) {
            const flow_edges *pad = setup.padding ? &setup.padding_value : &none;
            float a = r.lines[k].cross_offset, b = r.lines[k].cross_offset + r.lines[k].cross_size;
            check_insertion(h, &r, &size, pad, r.horizontal ? size.width / 2 : a, r.horizontal ? a : size.height / 2);
            check_insertion(h, &r, &size, pad, r.horizontal ? size.width / 2 : b, r.horizontal ? b : size.height / 2);
        }
        if (failures != check_failures) {
            fprintf(stderr, "    round %d\n", round);
            print_setup(&setup, n, width, height);
        }
    }
    printf("both_calls_equal_brute_force: %zu neighbor queries (%zu found one, %zu on hidden items, %zu ties across "
           "lines), %zu insertion points (%zu on a centre, %zu with no visible item), %zu indicator-only lines\n",
           covered.neighbors, covered.found, covered.hidden_queries, covered.across_ties, covered.insertions,
           covered.on_centre, covered.empty_carets, covered.indicator_lines);
    flow_layout_destroy(h);
}

/* ---- Bad input ------------------------------------------------------------------------------- */

static void bad_input_is_refused_and_writes_nothing(void) {
    flow_size chips[3] = {{40, 20}, {40, 20}, {40, 20}};
    size_t out = 777, index = 777;
    flow_rect caret = {1, 2, 3, 4};
    flow_layout_t *h = flow_layout_create();
    CHECK_OK(h, flow_layout_set_items(h, chips, 3));
    /* Before an arrange. */
    CHECK(flow_layout_neighbor(h, 0, FLOW_NAV_RIGHT, &out) == FLOW_ERROR_NOT_ARRANGED);
    CHECK(flow_layout_insertion_point(h, 0, 0, &index, &caret) == FLOW_ERROR_NOT_ARRANGED);
    CHECK(out == 777 && index == 777 && caret.x == 1 && caret.height == 4);
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    /* An index past the items, an unknown direction. */
    CHECK(flow_layout_neighbor(h, 3, FLOW_NAV_RIGHT, &out) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_neighbor(h, SIZE_MAX, FLOW_NAV_NEXT, &out) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_neighbor(h, 0, 6, &out) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_neighbor(h, 0, -1, &out) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_neighbor(h, 0, 1 << 30, &out) == FLOW_ERROR_INVALID_ARGUMENT);
    /* NaN coordinates; infinities are points like any other. */
    CHECK(flow_layout_insertion_point(h, NAN, 0, &index, &caret) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_insertion_point(h, 0, NAN, &index, &caret) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(out == 777 && index == 777 && caret.x == 1 && caret.height == 4);
    CHECK(flow_layout_insertion_point(h, INFINITY, -INFINITY, &index, &caret) == FLOW_OK);
    CHECK(index == 3);
    /* NULL handle and outputs. */
    CHECK(flow_layout_neighbor(NULL, 0, FLOW_NAV_RIGHT, &out) == FLOW_ERROR_NULL);
    CHECK(flow_layout_neighbor(h, 0, FLOW_NAV_RIGHT, NULL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_insertion_point(NULL, 0, 0, &index, &caret) == FLOW_ERROR_NULL);
    CHECK(flow_layout_insertion_point(h, 0, 0, NULL, &caret) == FLOW_ERROR_NULL);
    CHECK(flow_layout_insertion_point(h, 0, 0, &index, NULL) == FLOW_ERROR_NULL);
    /* The results are still there. */
    CHECK(flow_layout_neighbor(h, 0, FLOW_NAV_RIGHT, &out) == FLOW_OK && out == 1);
    /* An item count changed since the arrange: indices are those of the arrange. */
    CHECK_OK(h, flow_layout_set_items(h, chips, 1));
    CHECK(flow_layout_neighbor(h, 2, FLOW_NAV_LEFT, &out) == FLOW_OK && out == 1);
    flow_layout_destroy(h);
}

int main(void) {
    RUN(grid_arrows_move_on_screen);
    RUN(right_to_left_flips_left_and_right);
    RUN(reverse_runs_lines_from_the_end);
    RUN(wrap_reverse_flips_up_and_down);
    RUN(columns_move_down_within_and_sideways_across);
    RUN(hidden_items_are_stepped_over_and_ties_go_to_the_lower_index);
    RUN(max_lines_hides_items_from_navigation);
    RUN(dropping_on_the_grid);
    RUN(nothing_visible_drops_at_the_start);
    RUN(both_calls_equal_brute_force);
    RUN(bad_input_is_refused_and_writes_nothing);
    return check_report("test_navigation");
}
