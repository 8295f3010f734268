/* Lanes mode (flow_layout_set_lanes, masonry): hand-worked examples that read as the rules
   (tolerance ties, the cursor's round, spans, RTL, row lanes, hidden and no-stretch items, the
   auto-fill boundary, the measure callback's proposal), then a reference written from the rules
   alone compared bit for bit with the library on random layouts of up to 40 lanes (so both the
   scan the library uses for a few lanes and its tree for many are checked), invariants, the
   readers, bad input naming the argument, and running out of memory.
   FLOW_TEST_SEED and FLOW_TEST_ROUNDS change the random part. */
#include "check.h"

#include <stdint.h>
#include <stdlib.h>

static flow_layout_t *columns(uint32_t lanes, float gap, float line_gap, float tolerance, const float *heights,
                              size_t n) {
    flow_size sizes[64];
    size_t i;
    flow_layout_t *h = flow_layout_create();
    for (i = 0; i < n; i++) sizes[i].width = 40, sizes[i].height = heights[i];
    CHECK_OK(h, flow_layout_set_lanes(h, lanes, 0));
    CHECK_OK(h, flow_layout_set_spacing(h, gap, line_gap));
    CHECK_OK(h, flow_layout_set_lane_tolerance(h, tolerance));
    CHECK_OK(h, flow_layout_set_items(h, sizes, n));
    return h;
}

static size_t lane_of(const flow_layout_t *h, size_t i) {
    size_t lane = 99, span = 99;
    CHECK(flow_layout_lane_of_item(h, i, &lane, &span) == FLOW_OK);
    return lane;
}

/* 3 lanes in 300 wide with 10 between: a share of (300 - 20) / 3 = 93.33 as a float (5973.33
   sixty-fourths), lane t ending floor(t * share) into the 280: lanes of 5973, 5973 and 5974. */
static void test_geometry_and_shortest_lane(void) {
    const float heights[5] = {100, 50, 80, 30, 40};
    flow_layout_t *h = columns(3, 10, 10, 0, heights, 5);
    const flow_rect *f;
    const flow_lane *lanes;
    size_t n, lines;
    flow_size size;
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    f = flow_layout_frames(h, &n);
    CHECK(n == 5);
    CHECK(f[0].x == 0 && f[0].y == 0 && f[0].width == 5973 / 64.0f && f[0].height == 100);
    CHECK(f[1].x == 6613 / 64.0f && f[1].y == 0);
    CHECK(f[2].x == 13226 / 64.0f && f[2].y == 0 && f[2].width == 5974 / 64.0f);
    /* r = 110, 60, 90: the shortest is lane 1 (60), then r = 110, 100, 90: lane 2. */
    CHECK(lane_of(h, 3) == 1 && f[3].y == 60);
    CHECK(lane_of(h, 4) == 2 && f[4].y == 90);
    CHECK_OK(h, flow_layout_get_size(h, &size));
    CHECK(size.width == 300 && size.height == 130); /* max(r) - G = 140 - 10 */
    lanes = flow_layout_lanes(h, &n);
    CHECK(n == 3);
    CHECK(lanes[0].offset == 0 && lanes[1].offset == 6613 / 64.0f && lanes[0].length == 5973 / 64.0f);
    CHECK(lanes[0].extent == 100 && lanes[1].extent == 90 && lanes[2].extent == 130);
    CHECK(lanes[0].item_count == 1 && lanes[1].item_count == 2 && lanes[2].item_count == 2);
    CHECK(flow_layout_lines(h, &lines) == NULL && lines == 0);
    CHECK_OK(h, flow_layout_get_content_size(h, &size));
    CHECK(size.width == 300 && size.height == 130);
    flow_layout_destroy(h);
}

/* Two lanes, r = 110, 100 after two items: with tolerance 16 lane 0 (110 <= 100 + 16) is tied
   and the search starts there (the cursor passed the last lane); with 0 the shortest wins. */
static void test_tolerance_ties(void) {
    const float heights[3] = {100, 90, 20};
    flow_layout_t *h = columns(2, 0, 10, 16, heights, 3);
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK(lane_of(h, 2) == 0 && flow_layout_frames(h, NULL)[2].y == 110);
    CHECK_OK(h, flow_layout_set_lane_tolerance(h, 0));
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK(lane_of(h, 2) == 1 && flow_layout_frames(h, NULL)[2].y == 100);
    /* Tolerance 10: 110 > 100 + 10, not tied. Exactly 10 + 1/64 below: tied (inclusive). */
    CHECK_OK(h, flow_layout_set_lane_tolerance(h, 10));
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK(lane_of(h, 2) == 0);
    CHECK_OK(h, flow_layout_set_lane_tolerance(h, 9.99f));
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK(lane_of(h, 2) == 1);
    flow_layout_destroy(h);
}

/* The cursor: equal items go round the lanes; the search starts after the last item's lanes. */
static void test_cursor(void) {
    const float equal[7] = {10, 10, 10, 10, 10, 10, 10};
    const float uneven[4] = {20, 5, 10, 1};
    size_t i;
    flow_layout_t *h = columns(3, 0, 0, 0, equal, 7);
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    for (i = 0; i < 7; i++) CHECK(lane_of(h, i) == i % 3);
    flow_layout_destroy(h);
    /* r = 20, 5, 10 and tolerance 16: every lane is within 5 + 16, the cursor is back at 0. */
    h = columns(3, 0, 0, 16, uneven, 4);
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    CHECK(lane_of(h, 3) == 0 && flow_layout_frames(h, NULL)[3].y == 20);
    flow_layout_destroy(h);
}

static void test_spans_and_rtl(void) {
    const float heights[4] = {50, 30, 10, 10};
    const uint32_t spans[4] = {2, 1, 3, 5};
    const uint32_t bad[4] = {1, 0, 1, 1};
    size_t lane = 0, span = 0;
    const flow_rect *f;
    flow_layout_t *h = columns(3, 0, 0, 0, heights, 4);
    CHECK_OK(h, flow_layout_set_item_lane_span(h, spans, 4));
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    f = flow_layout_frames(h, NULL);
    CHECK_RECT(f[0], 0, 0, 200, 50);
    CHECK_RECT(f[1], 200, 0, 100, 30);
    CHECK_RECT(f[2], 0, 50, 300, 10);
    CHECK_RECT(f[3], 0, 60, 300, 10); /* span 5 clamped to the 3 lanes */
    CHECK_OK(h, flow_layout_lane_of_item(h, 3, &lane, &span));
    CHECK(lane == 0 && span == 3);
    CHECK_STATUS(h, flow_layout_set_item_lane_span(h, bad, 4), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(h, "item 1");
    CHECK_STATUS(h, flow_layout_set_item_lane_span(h, spans, 3), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN)); /* the spans are still those set */
    CHECK_RECT(flow_layout_frames(h, NULL)[0], 0, 0, 200, 50);
    /* RTL: lane 0 is rightmost. */
    CHECK_OK(h, flow_layout_set_direction(h, FLOW_DIRECTION_RTL));
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    f = flow_layout_frames(h, NULL);
    CHECK_RECT(f[0], 100, 0, 200, 50);
    CHECK_RECT(f[1], 0, 0, 100, 30);
    CHECK(flow_layout_lanes(h, NULL)[0].offset == 200 && flow_layout_lanes(h, NULL)[2].offset == 0);
    CHECK_OK(h, flow_layout_set_item_lane_span(h, NULL, 0));
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    CHECK_RECT(flow_layout_frames(h, NULL)[0], 200, 0, 100, 50);
    flow_layout_destroy(h);
}

static void test_hidden_and_no_stretch(void) {
    const float heights[3] = {10, 10, 10};
    uint32_t flags[3] = {0, FLOW_ITEM_HIDDEN, FLOW_ITEM_NO_STRETCH};
    size_t lane = 0, span = 7;
    const flow_rect *f;
    flow_layout_t *h = columns(3, 0, 0, 0, heights, 3);
    CHECK_OK(h, flow_layout_set_item_flags(h, flags, 3));
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    f = flow_layout_frames(h, NULL);
    CHECK_RECT(f[1], 0, 0, 0, 0);
    CHECK_OK(h, flow_layout_lane_of_item(h, 1, &lane, &span));
    CHECK(lane == SIZE_MAX && span == 0);
    CHECK(lane_of(h, 2) == 1);           /* the hidden item took no turn */
    CHECK_RECT(f[2], 100, 0, 40, 10);    /* its own width, at the area's start */
    CHECK_OK(h, flow_layout_set_direction(h, FLOW_DIRECTION_RTL));
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    CHECK_RECT(flow_layout_frames(h, NULL)[2], 160, 0, 40, 10); /* at the area's right edge */
    /* Nothing visible: S = 0. */
    flags[0] = flags[2] = FLOW_ITEM_HIDDEN;
    CHECK_OK(h, flow_layout_set_item_flags(h, flags, 3));
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    CHECK(flow_layout_lanes(h, NULL)[0].extent == 0);
    {
        flow_size size;
        CHECK_OK(h, flow_layout_get_size(h, &size));
        CHECK(size.height == 0);
    }
    flow_layout_destroy(h);
}

/* Row lanes: lanes stacked down, items stacking right; in RTL from the right. */
static void test_row_lanes(void) {
    flow_size items[3] = {{50, 10}, {30, 10}, {20, 10}};
    flow_size size;
    const flow_rect *f;
    flow_layout_t *h = flow_layout_create();
    CHECK_OK(h, flow_layout_set_axis(h, FLOW_AXIS_VERTICAL));
    CHECK_OK(h, flow_layout_set_lanes(h, 2, 0));
    CHECK_OK(h, flow_layout_set_spacing(h, 0, 0));
    CHECK_OK(h, flow_layout_set_items(h, items, 3));
    CHECK_OK(h, flow_layout_arrange(h, NAN, 200));
    f = flow_layout_frames(h, NULL);
    CHECK_RECT(f[0], 0, 0, 50, 100);
    CHECK_RECT(f[1], 0, 100, 30, 100);
    CHECK_RECT(f[2], 30, 100, 20, 100); /* r = 50, 30: 50 > 30 + 16, lane 1 */
    CHECK_OK(h, flow_layout_get_size(h, &size));
    CHECK(size.width == 50 && size.height == 200);
    CHECK_OK(h, flow_layout_set_direction(h, FLOW_DIRECTION_RTL));
    CHECK_OK(h, flow_layout_arrange(h, NAN, 200));
    f = flow_layout_frames(h, NULL);
    CHECK_RECT(f[0], 0, 0, 50, 100);
    CHECK_RECT(f[1], 20, 100, 30, 100);
    CHECK_RECT(f[2], 0, 100, 20, 100);
    CHECK_OK(h, flow_layout_arrange(h, 100, 200)); /* mirrored about the content box */
    CHECK_RECT(flow_layout_frames(h, NULL)[1], 70, 100, 30, 100);
    /* The height is the bound across: unspecified fails naming it. */
    CHECK_STATUS(h, flow_layout_arrange(h, 100, NAN), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(h, "height");
    CHECK_RECT(flow_layout_frames(h, NULL)[1], 70, 100, 30, 100); /* the results survive */
    flow_layout_destroy(h);
}

static void test_auto_fill(void) {
    flow_size one = {10, 10};
    size_t n;
    flow_layout_t *h = flow_layout_create();
    CHECK_OK(h, flow_layout_set_lanes(h, 0, 100));
    CHECK_OK(h, flow_layout_set_spacing(h, 10, 10));
    CHECK_OK(h, flow_layout_set_items(h, &one, 1));
    CHECK_OK(h, flow_layout_arrange(h, 320, NAN)); /* 3*100 + 2*10 exactly */
    CHECK(flow_layout_lanes(h, &n) != NULL && n == 3 && flow_layout_lanes(h, NULL)[0].length == 100);
    CHECK_OK(h, flow_layout_arrange(h, 319.99f, NAN));
    CHECK(flow_layout_lanes(h, &n) != NULL && n == 2);
    CHECK(flow_layout_lanes(h, NULL)[0].length == 9919 / 64.0f); /* share (20479 - 640) / 2 = 9919.5 */
    CHECK(flow_layout_lanes(h, NULL)[1].length == 9920 / 64.0f);
    CHECK_OK(h, flow_layout_arrange(h, 50, NAN)); /* one lane of 100 overflows the box */
    CHECK(flow_layout_lanes(h, &n) != NULL && n == 1 && flow_layout_lanes(h, NULL)[0].length == 100);
    CHECK(flow_layout_frames(h, NULL)[0].width == 100);
    /* Lanes off: lines again, no lanes left behind. */
    CHECK_OK(h, flow_layout_set_lanes(h, 0, 0));
    CHECK_OK(h, flow_layout_arrange(h, 50, NAN));
    CHECK(flow_layout_lanes(h, &n) == NULL && n == 0);
    CHECK(flow_layout_lines(h, &n) != NULL && n == 1);
    flow_layout_destroy(h);
}

/* The measure callback is asked with the area's length across and NaN along. */
static int proposals_ok = 1;
static flow_size measure_image(void *user_data, size_t index, flow_size proposal) {
    flow_size answer;
    (void)user_data;
    if (isnan(proposal.width) || !isnan(proposal.height)) proposals_ok = 0;
    answer.width = proposal.width;
    answer.height = proposal.width * (float)(index % 3 + 1) / 2; /* aspect ratios 1:0.5, 1:1, 1:1.5 */
    return answer;
}

static void test_measure(void) {
    flow_layout_t *h = flow_layout_create();
    const flow_rect *f;
    CHECK_OK(h, flow_layout_set_lanes(h, 2, 0));
    CHECK_OK(h, flow_layout_set_spacing(h, 0, 0));
    CHECK_OK(h, flow_layout_set_measure(h, 4, measure_image, NULL));
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK(proposals_ok);
    f = flow_layout_frames(h, NULL);
    CHECK_RECT(f[0], 0, 0, 100, 50);
    CHECK_RECT(f[1], 100, 0, 100, 100);
    CHECK_RECT(f[2], 0, 50, 100, 150);
    CHECK_RECT(f[3], 100, 100, 100, 50);
    flow_layout_destroy(h);
}

static void test_bad_input(void) {
    flow_layout_t *h = flow_layout_create();
    const uint32_t spans[1] = {1};
    size_t lane, n;
    CHECK_STATUS(h, flow_layout_set_lanes(h, 0, NAN), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(h, "min_lane_length");
    CHECK_STATUS(h, flow_layout_set_lanes(h, 2, -1), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(h, flow_layout_set_lanes(h, 2, INFINITY), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(h, flow_layout_set_lanes(h, 0, 2e9f), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(h, flow_layout_set_lanes(h, FLOWLAYOUT_MAX_LANES + 1, 0), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(h, "count");
    CHECK_OK(h, flow_layout_set_lanes(h, FLOWLAYOUT_MAX_LANES, 0));
    CHECK_STATUS(h, flow_layout_set_lane_tolerance(h, NAN), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(h, "tolerance");
    CHECK_STATUS(h, flow_layout_set_lane_tolerance(h, -1), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(h, flow_layout_set_lane_tolerance(h, INFINITY), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(h, flow_layout_set_item_lane_span(h, spans, 1), FLOW_ERROR_INVALID_ARGUMENT); /* 0 items */
    CHECK_STATUS(NULL, flow_layout_set_lanes(NULL, 1, 0), FLOW_ERROR_NULL);
    CHECK_STATUS(NULL, flow_layout_set_lane_tolerance(NULL, 1), FLOW_ERROR_NULL);
    CHECK_STATUS(NULL, flow_layout_set_item_lane_span(NULL, spans, 1), FLOW_ERROR_NULL);
    CHECK(flow_layout_lanes(NULL, &n) == NULL && n == 0);
    CHECK(flow_layout_lane_of_item(NULL, 0, &lane, NULL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_lane_of_item(h, 0, NULL, NULL) == FLOW_ERROR_NULL);
    CHECK(flow_layout_lane_of_item(h, 0, &lane, NULL) == FLOW_ERROR_NOT_ARRANGED);
    CHECK(flow_layout_lanes(h, &n) == NULL && n == 0);
    CHECK_STATUS(h, flow_layout_arrange(h, NAN, 100), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(h, "width");
    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
    CHECK(flow_layout_lane_of_item(h, 0, &lane, NULL) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_lanes(h, &n) != NULL && n == FLOWLAYOUT_MAX_LANES);
    flow_layout_destroy(h);
    CHECK(flow_layout_set_lanes(h, 1, 0) == FLOW_ERROR_INVALID_ARGUMENT); /* destroyed (best effort) */
}

/* ---- A reference from the rules alone ------------------------------------------------------ */

typedef struct {
    int axis, rtl;
    uint32_t count;
    float min_length, gap, line_gap, tolerance, width, height;
    flow_edges padding;
    size_t n;
    flow_size sizes[300];
    uint32_t spans[300], flags[300];
} lanes_case;

static int64_t units(float v) { return (int64_t)((double)v * 64.0); }
static float points(int64_t u) { return (float)((double)u / 64.0); }

typedef struct {
    flow_rect frames[300];
    flow_lane lanes[64];
    size_t lane_count;
    flow_size size;
    size_t slot[300];
} lanes_result;

static void reference(const lanes_case *c, lanes_result *out) {
    int columns = c->axis == FLOW_AXIS_HORIZONTAL;
    float across = columns ? c->width : c->height;
    int64_t pad0 = units(columns ? c->padding.left : c->padding.top);
    int64_t pad1 = units(columns ? c->padding.right : c->padding.bottom);
    int64_t along0 = units(columns ? c->padding.top : c->padding.left);
    int64_t along1 = units(columns ? c->padding.bottom : c->padding.right);
    int64_t A = units(across) - pad0 - pad1, g = units(c->gap), G = units(c->line_gap), T = units(c->tolerance);
    int64_t m = 0, free_space, off[65], r[64], S = 0, W = 0, along_box;
    size_t n, i, t, cursor = 0, pass;
    int any = 0;
    float along_bound = columns ? c->height : c->width;
    if (A < 0) A = 0;
    if (c->count > 0) {
        n = c->count;
    } else {
        m = units(c->min_length);
        n = (size_t)((A + g) / (m + g));
        if (n < 1) n = 1;
    }
    /* Chromium's 1fr tracks: a float share, lane t ending at floor(t * share) of the free space. */
    free_space = A - (int64_t)(n - 1) * g;
    if (free_space < 0) free_space = 0;
    for (t = 0; t <= n; t++) {
        if (free_space < m * (int64_t)n) {
            off[t] = (int64_t)t * (m + g);
        } else {
            double share = (double)(float)((double)free_space / 64.0 / (double)n) * 64.0;
            off[t] = (int64_t)t * g + (int64_t)floor(share * (double)t);
        }
    }
    out->lane_count = n;
    /* Two passes: the first finds S (row lanes in RTL mirror about it). */
    for (pass = 0; pass < 2; pass++) {
        for (t = 0; t < n; t++) r[t] = 0, out->lanes[t].item_count = 0;
        cursor = 0;
        any = 0;
        along_box = isnan(along_bound) ? S : units(along_bound) - along0 - along1;
        if (along_box < 0) along_box = 0;
        for (i = 0; i < c->n; i++) {
            size_t k = c->spans[i] < n ? c->spans[i] : n, s, best = 0, s0;
            int64_t mu = INT64_MAX, e, start = 0, len, a0, b0;
            if (c->flags[i] & FLOW_ITEM_HIDDEN) {
                flow_rect zero = {0, 0, 0, 0};
                out->frames[i] = zero;
                out->slot[i] = SIZE_MAX;
                continue;
            }
            any = 1;
            for (s = 0; s + k <= n; s++) {
                int64_t M = 0;
                for (t = s; t < s + k; t++) M = r[t] > M ? r[t] : M;
                if (M < mu) mu = M;
            }
            s0 = cursor + k <= n ? cursor : 0;
            for (s = 0; s + k <= n; s++) {
                size_t probe = (s0 + s) % (n - k + 1);
                int64_t M = 0;
                for (t = probe; t < probe + k; t++) M = r[t] > M ? r[t] : M;
                if (M <= mu + T) {
                    best = probe;
                    start = M;
                    break;
                }
            }
            e = units(columns ? c->sizes[i].height : c->sizes[i].width);
            for (t = best; t < best + k; t++) r[t] = start + e + G, out->lanes[t].item_count++;
            cursor = best + k;
            out->slot[i] = best;
            len = (c->flags[i] & FLOW_ITEM_NO_STRETCH) ? units(columns ? c->sizes[i].width : c->sizes[i].height)
                                                       : off[best + k] - g - off[best];
            a0 = columns && c->rtl ? pad0 + A - off[best] - len : pad0 + off[best];
            b0 = !columns && c->rtl ? along0 + along_box - start - e : along0 + start;
            if (columns) {
                flow_rect f = {points(a0), points(b0), points(len), points(e)};
                out->frames[i] = f;
            } else {
                flow_rect f = {points(b0), points(a0), points(e), points(len)};
                out->frames[i] = f;
            }
        }
        S = 0;
        if (any) {
            for (t = 0; t < n; t++) S = r[t] > S ? r[t] : S;
            S -= G;
        }
    }
    for (t = 0; t < n; t++) {
        int64_t length = off[t + 1] - g - off[t];
        int64_t at = columns && c->rtl ? pad0 + A - off[t] - length : pad0 + off[t];
        out->lanes[t].offset = points(at);
        out->lanes[t].length = points(length);
        out->lanes[t].extent = out->lanes[t].item_count ? points(r[t] - G) : 0;
    }
    W = along0 + S + along1;
    if (columns) {
        out->size.width = c->width;
        out->size.height = isnan(c->height) ? points(W) : c->height;
    } else {
        out->size.height = c->height;
        out->size.width = isnan(c->width) ? points(W) : c->width;
    }
}

static uint64_t rng_state = 1;
static uint32_t rnd(void) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33);
}
static float rnd_length(float top) { return (float)(rnd() % 100000) / 100000.0f * top; }

static void random_case(lanes_case *c) {
    size_t i;
    memset(c, 0, sizeof *c);
    c->axis = rnd() % 2 ? FLOW_AXIS_VERTICAL : FLOW_AXIS_HORIZONTAL;
    c->rtl = rnd() % 3 == 0;
    c->count = rnd() % 4 == 0 ? 0 : 1 + rnd() % 40;
    c->min_length = 5 + rnd_length(80);
    c->gap = rnd() % 3 == 0 ? 0 : rnd_length(20);
    c->line_gap = rnd() % 3 == 0 ? 0 : rnd_length(20);
    c->tolerance = rnd() % 3 == 0 ? 0 : (rnd() % 2 ? 16 : rnd_length(60));
    c->width = 50 + rnd_length(1500);
    c->height = rnd() % 2 ? NAN : 50 + rnd_length(1500);
    if (c->axis == FLOW_AXIS_VERTICAL) {
        float t = c->width;
        c->width = c->height;
        c->height = t;
    }
    if (rnd() % 2) {
        c->padding.top = rnd_length(10), c->padding.left = rnd_length(10);
        c->padding.bottom = rnd_length(10), c->padding.right = rnd_length(10);
    }
    c->n = rnd() % 300;
    for (i = 0; i < c->n; i++) {
        /* Few distinct sizes make exact ties, which the cursor and tolerance decide. */
        c->sizes[i].width = rnd() % 2 ? (float)(10 * (1 + rnd() % 4)) : rnd_length(100);
        c->sizes[i].height = rnd() % 2 ? (float)(10 * (1 + rnd() % 4)) : rnd_length(100);
        if (rnd() % 7 == 0) c->sizes[i].height = 0, c->sizes[i].width = 0;
        c->spans[i] = rnd() % 5 == 0 ? 1 + rnd() % 6 : 1;
        c->flags[i] = (rnd() % 9 == 0 ? FLOW_ITEM_HIDDEN : 0) | (rnd() % 5 == 0 ? FLOW_ITEM_NO_STRETCH : 0);
    }
}

static int same_rect(flow_rect a, flow_rect b) {
    return memcmp(&a, &b, sizeof a) == 0;
}

static void test_against_reference(void) {
    const char *seed = getenv("FLOW_TEST_SEED"), *rounds_text = getenv("FLOW_TEST_ROUNDS");
    int rounds = rounds_text ? atoi(rounds_text) : 3000, round, failures = 0;
    static lanes_case c;
    static lanes_result want;
    rng_state = seed ? (uint64_t)atoll(seed) : 20261127;
    for (round = 0; round < rounds && failures < 5; round++) {
        flow_layout_t *h = flow_layout_create();
        size_t i, n = 0, lane_count = 0;
        const flow_rect *f;
        const flow_lane *lanes;
        flow_size size;
        int bad = 0;
        random_case(&c);
        CHECK_OK(h, flow_layout_set_axis(h, c.axis));
        CHECK_OK(h, flow_layout_set_direction(h, c.rtl ? FLOW_DIRECTION_RTL : FLOW_DIRECTION_LTR));
        CHECK_OK(h, flow_layout_set_lanes(h, c.count, c.min_length));
        if (c.count == 0 && c.min_length > 0) {
            /* Auto-fill: keep the lane count within the reference's 64. */
            int64_t A = units(c.axis == FLOW_AXIS_HORIZONTAL ? c.width : c.height);
            if ((A + units(c.gap)) / (units(c.min_length) + units(c.gap)) > 60) c.min_length = 60, c.count = 0;
            CHECK_OK(h, flow_layout_set_lanes(h, c.count, c.min_length));
        }
        CHECK_OK(h, flow_layout_set_spacing(h, c.gap, c.line_gap));
        CHECK_OK(h, flow_layout_set_lane_tolerance(h, c.tolerance));
        CHECK_OK(h, flow_layout_set_padding(h, c.padding));
        CHECK_OK(h, flow_layout_set_items(h, c.sizes, c.n));
        /* A third of the layouts without spans and flags: the library's loop for plain items. */
        if (c.n && round % 3 != 0) {
            CHECK_OK(h, flow_layout_set_item_lane_span(h, c.spans, c.n));
            CHECK_OK(h, flow_layout_set_item_flags(h, c.flags, c.n));
        } else {
            for (i = 0; i < c.n; i++) c.spans[i] = 1, c.flags[i] = 0;
        }
        CHECK_OK(h, flow_layout_arrange(h, c.width, c.height));
        reference(&c, &want);
        f = flow_layout_frames(h, &n);
        lanes = flow_layout_lanes(h, &lane_count);
        CHECK_OK(h, flow_layout_get_size(h, &size));
        if (n != c.n || lane_count != want.lane_count) bad = 1;
        for (i = 0; !bad && i < n; i++) {
            size_t lane = 0;
            flow_layout_lane_of_item(h, i, &lane, NULL);
            if (!same_rect(f[i], want.frames[i]) || lane != want.slot[i]) {
                fprintf(stderr, "round %d item %zu: frame {%.9g %.9g %.9g %.9g} lane %zu, reference {%.9g %.9g %.9g %.9g} lane %zu\n",
                        round, i, f[i].x, f[i].y, f[i].width, f[i].height, lane, want.frames[i].x, want.frames[i].y,
                        want.frames[i].width, want.frames[i].height, want.slot[i]);
                bad = 1;
            }
        }
        for (i = 0; !bad && i < lane_count; i++) {
            if (memcmp(&lanes[i], &want.lanes[i], sizeof lanes[i]) != 0) {
                fprintf(stderr, "round %d lane %zu differs: {%g %g %g %u} reference {%g %g %g %u}\n", round, i,
                        lanes[i].offset, lanes[i].length, lanes[i].extent, lanes[i].item_count, want.lanes[i].offset,
                        want.lanes[i].length, want.lanes[i].extent, want.lanes[i].item_count);
                bad = 1;
            }
        }
        if (!bad && memcmp(&size, &want.size, sizeof size) != 0) {
            fprintf(stderr, "round %d size %g x %g, reference %g x %g\n", round, size.width, size.height,
                    want.size.width, want.size.height);
            bad = 1;
        }
        /* Invariants: items of a lane never overlap along it, and every stretched item fills its area. */
        for (i = 0; !bad && i < n; i++) {
            size_t j, lane_i = want.slot[i];
            int columns = c.axis == FLOW_AXIS_HORIZONTAL;
            if (lane_i == SIZE_MAX) continue;
            for (j = i + 1; j < n; j++) {
                double a0, a1, b0;
                if (want.slot[j] == SIZE_MAX || want.slot[j] != lane_i) continue;
                a0 = columns ? f[i].y : f[i].x;
                a1 = a0 + (columns ? f[i].height : f[i].width);
                b0 = columns ? f[j].y : f[j].x;
                if (!c.rtl || columns ? b0 < a1 - 1e-3 : b0 + (double)f[j].width > a0 + 1e-3) bad = 1;
            }
            {
                /* hit-testing finds a visible item with an area inside its frame */
                size_t at = SIZE_MAX;
                if (f[i].width > 0.1f && f[i].height > 0.1f && !(c.flags[i] & FLOW_ITEM_NO_STRETCH)) {
                    CHECK_OK(h, flow_layout_item_at(h, f[i].x + f[i].width / 2, f[i].y + f[i].height / 2, &at));
                    if (at == SIZE_MAX) bad = 1;
                }
            }
            if (bad) fprintf(stderr, "round %d: invariant broken at item %zu\n", round, i);
        }
        if (bad) failures++;
        flow_layout_destroy(h);
    }
    CHECK(failures == 0);
}

/* ---- Readers -------------------------------------------------------------------------------- */

static void test_navigation(void) {
    /* 3 column lanes 100 wide, no gaps: items 0,1,2 in lanes 0,1,2 at y 0; 3,4,5 below. */
    const float heights[6] = {10, 20, 30, 10, 10, 10};
    size_t out = 0;
    flow_rect caret;
    flow_layout_t *h = columns(3, 0, 0, 0, heights, 6);
    CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
    CHECK(lane_of(h, 3) == 0 && lane_of(h, 4) == 1 && lane_of(h, 5) == 0);
    CHECK_OK(h, flow_layout_neighbor(h, 0, FLOW_NAV_DOWN, &out));
    CHECK(out == 3);
    CHECK_OK(h, flow_layout_neighbor(h, 3, FLOW_NAV_DOWN, &out));
    CHECK(out == 5);
    CHECK_OK(h, flow_layout_neighbor(h, 3, FLOW_NAV_UP, &out));
    CHECK(out == 0);
    CHECK_OK(h, flow_layout_neighbor(h, 0, FLOW_NAV_UP, &out));
    CHECK(out == SIZE_MAX);
    CHECK_OK(h, flow_layout_neighbor(h, 0, FLOW_NAV_RIGHT, &out));
    CHECK(out == 1);
    CHECK_OK(h, flow_layout_neighbor(h, 4, FLOW_NAV_LEFT, &out)); /* centre 25: item 5 (25), not 3 (15) */
    CHECK(out == 5);
    CHECK_OK(h, flow_layout_neighbor(h, 1, FLOW_NAV_LEFT, &out)); /* centre 10: item 3 (15) and 0 (5) tie */
    CHECK(out == 0);
    CHECK_OK(h, flow_layout_neighbor(h, 0, FLOW_NAV_LEFT, &out));
    CHECK(out == SIZE_MAX);
    CHECK_OK(h, flow_layout_neighbor(h, 0, FLOW_NAV_NEXT, &out));
    CHECK(out == 1);
    CHECK_OK(h, flow_layout_item_at(h, 150, 25, &out));
    CHECK(out == 4);
    CHECK_OK(h, flow_layout_item_at(h, 150, 35, &out));
    CHECK(out == SIZE_MAX);
    CHECK_OK(h, flow_layout_insertion_point(h, 150, 22, &out, &caret));
    CHECK(out == 4);
    CHECK_RECT(caret, 100, 20, 100, 0);
    CHECK_OK(h, flow_layout_insertion_point(h, 150, 29, &out, &caret));
    CHECK(out == 5);
    CHECK_RECT(caret, 100, 30, 100, 0);
    CHECK_OK(h, flow_layout_line_of_item(h, 0, &out));
    CHECK(out == SIZE_MAX);
    flow_layout_destroy(h);
}

static void test_resize_batch_and_fitting(void) {
    const float heights[4] = {10, 20, 30, 40};
    flow_size sizes[5] = {{1, 10}, {1, 20}, {1, 30}, {1, 40}, {1, 5}};
    size_t counts[2] = {3, 2};
    flow_rect frames[5];
    flow_size group_sizes[2], fits;
    flow_size bigger = {40, 100};
    flow_layout_t *h = columns(2, 0, 0, 0, heights, 4), *fresh = columns(2, 0, 0, 0, heights, 4);
    flow_layout_t *candidates[2];
    size_t chosen = 9, i;
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    CHECK_OK(h, flow_layout_set_item_size(h, 1, bigger));
    CHECK_OK(h, flow_layout_arrange(h, 200, NAN));
    {
        flow_size s4[4] = {{40, 10}, {40, 100}, {40, 30}, {40, 40}};
        CHECK_OK(fresh, flow_layout_set_items(fresh, s4, 4));
        CHECK_OK(fresh, flow_layout_arrange(fresh, 200, NAN));
        for (i = 0; i < 4; i++) CHECK(same_rect(flow_layout_frames(h, NULL)[i], flow_layout_frames(fresh, NULL)[i]));
    }
    CHECK_OK(h, flow_layout_arrange_batch(h, sizes, counts, 2, 200, NAN, frames, group_sizes));
    CHECK_RECT(frames[2], 0, 10, 100, 30);
    CHECK_RECT(frames[4], 100, 0, 100, 5);
    CHECK(group_sizes[0].height == 40 && group_sizes[1].height == 40);
    CHECK_OK(h, flow_layout_size_that_fits(h, 200, NAN, &fits));
    CHECK(fits.width == 200 && fits.height == 100); /* r = 80, 100 */
    {
        flow_size s4[4] = {{40, 10}, {40, 20}, {40, 30}, {40, 40}};
        CHECK_OK(fresh, flow_layout_set_items(fresh, s4, 4)); /* r = 40, 60 */
    }
    candidates[0] = h;
    candidates[1] = fresh;
    CHECK_OK(h, flow_layout_first_fitting(candidates, 2, 200, 99, &chosen));
    CHECK(chosen == 1);
    CHECK_OK(h, flow_layout_first_fitting(candidates, 2, 200, 100, &chosen));
    CHECK(chosen == 0);
    flow_layout_destroy(h);
    flow_layout_destroy(fresh);
}

/* set_item_size then arrange in the same bounds takes the placement up at a checkpoint: with
   thousands of items (checkpoints every max(128, 2 * lanes) items), a scan (5 lanes) and the tree
   (24 lanes), spans, hidden and no-stretch items and row lanes from the right in a given width,
   every reader equals a fresh handle's given the same sizes. */
static void test_resume_after_resize(void) {
    enum { N = 3000 };
    static flow_size sizes[N];
    static uint32_t flags[N], spans[N];
    static const uint32_t lane_counts[3] = {5, 24, 24};
    int variant, round;
    for (variant = 0; variant < 3; variant++) {
        int rows = variant == 2;
        float across = 1000, along = 8000;
        flow_layout_t *h = flow_layout_create(), *fresh = flow_layout_create();
        size_t i;
        for (i = 0; i < N; i++) {
            sizes[i].width = (float)(rnd() % 400) / 4.0f;
            sizes[i].height = (float)(rnd() % 400) / 4.0f;
            flags[i] = rnd() % 11 == 0 ? FLOW_ITEM_HIDDEN : (rnd() % 7 == 0 ? FLOW_ITEM_NO_STRETCH : 0);
            spans[i] = rnd() % 6 == 0 ? 2 + rnd() % 3 : 1;
        }
        for (round = 0; round < 2; round++) {
            flow_layout_t *l = round == 0 ? h : fresh;
            CHECK_OK(l, flow_layout_set_lanes(l, lane_counts[variant], 0));
            CHECK_OK(l, flow_layout_set_spacing(l, 6, 4));
            CHECK_OK(l, flow_layout_set_lane_tolerance(l, 10));
            if (rows) {
                CHECK_OK(l, flow_layout_set_axis(l, FLOW_AXIS_VERTICAL));
                CHECK_OK(l, flow_layout_set_direction(l, FLOW_DIRECTION_RTL));
            }
        }
        CHECK_OK(h, flow_layout_set_items(h, sizes, N));
        if (variant > 0) {
            CHECK_OK(h, flow_layout_set_item_flags(h, flags, N));
            CHECK_OK(h, flow_layout_set_item_lane_span(h, spans, N));
        }
        CHECK_OK(h, rows ? flow_layout_arrange(h, along, across) : flow_layout_arrange(h, across, NAN));
        for (round = 0; round < 8; round++) {
            size_t changed = round % 2 ? rnd() % N : N - 1 - rnd() % 50, n = 0, m = 0, lanes_h = 0, lanes_f = 0;
            const flow_rect *a, *b;
            const flow_lane *la, *lb;
            flow_size size_h, size_f;
            sizes[changed].width = (float)(rnd() % 400) / 4.0f;
            sizes[changed].height = (float)(rnd() % 400) / 4.0f;
            CHECK_OK(h, flow_layout_set_item_size(h, changed, sizes[changed]));
            CHECK_OK(h, rows ? flow_layout_arrange(h, along, across) : flow_layout_arrange(h, across, NAN));
            CHECK_OK(fresh, flow_layout_set_items(fresh, sizes, N));
            if (variant > 0) {
                CHECK_OK(fresh, flow_layout_set_item_flags(fresh, flags, N));
                CHECK_OK(fresh, flow_layout_set_item_lane_span(fresh, spans, N));
            }
            CHECK_OK(fresh, rows ? flow_layout_arrange(fresh, along, across) : flow_layout_arrange(fresh, across, NAN));
            a = flow_layout_frames(h, &n);
            b = flow_layout_frames(fresh, &m);
            CHECK(n == N && m == N && memcmp(a, b, N * sizeof *a) == 0);
            la = flow_layout_lanes(h, &lanes_h);
            lb = flow_layout_lanes(fresh, &lanes_f);
            CHECK(lanes_h == lane_counts[variant] && lanes_f == lanes_h && memcmp(la, lb, lanes_h * sizeof *la) == 0);
            CHECK_OK(h, flow_layout_get_size(h, &size_h));
            CHECK_OK(fresh, flow_layout_get_size(fresh, &size_f));
            CHECK(memcmp(&size_h, &size_f, sizeof size_h) == 0);
            for (i = 0; i < N; i += 13) {
                size_t lane_h = 0, lane_f = 0, span_h = 0, span_f = 0;
                flow_layout_lane_of_item(h, i, &lane_h, &span_h);
                flow_layout_lane_of_item(fresh, i, &lane_f, &span_f);
                CHECK(lane_h == lane_f && span_h == span_f);
            }
        }
        flow_layout_destroy(h);
        flow_layout_destroy(fresh);
    }
}

/* ---- Out of memory ---------------------------------------------------------------------------- */

static long allocations_left = -1;
static void *budget_allocate(void *context, size_t size, size_t alignment) {
    (void)context;
    (void)alignment; /* at most 16: malloc's alignment */
    if (allocations_left == 0) return NULL;
    if (allocations_left > 0) allocations_left--;
    return malloc(size);
}
static void budget_release(void *context, void *pointer, size_t size) {
    (void)context;
    (void)size;
    free(pointer);
}

/* Every allocation of the setters and of an arrange in lanes mode fails in turn: the call reports
   FLOW_ERROR_OUT_OF_MEMORY, the results stay those of the arrange before, and it succeeds once
   memory comes back. */
static void test_out_of_memory(void) {
    flow_allocator allocator = {budget_allocate, budget_release, NULL};
    flow_size sizes[40];
    uint32_t spans[40];
    flow_rect before[40];
    size_t i, n;
    long budget;
    int done = 0;
    for (i = 0; i < 40; i++) sizes[i].width = 10, sizes[i].height = (float)(i % 7 * 5), spans[i] = 1 + i % 3;
    for (budget = 0; !done && budget < 200; budget++) {
        flow_layout_t *h;
        int status;
        allocations_left = -1;
        h = flow_layout_create_with_allocator(&allocator);
        CHECK_OK(h, flow_layout_set_items(h, sizes, 40));
        CHECK_OK(h, flow_layout_arrange(h, 300, NAN));
        memcpy(before, flow_layout_frames(h, NULL), sizeof before);
        CHECK_OK(h, flow_layout_set_lanes(h, 20, 0));
        allocations_left = budget;
        status = flow_layout_set_item_lane_span(h, spans, 40);
        if (status == FLOW_OK) status = flow_layout_arrange(h, 300, NAN);
        if (status == FLOW_OK) {
            done = 1;
            CHECK(flow_layout_lanes(h, &n) != NULL && n == 20);
        } else {
            CHECK(status == FLOW_ERROR_OUT_OF_MEMORY);
            CHECK(memcmp(before, flow_layout_frames(h, &n), sizeof before) == 0 && n == 40);
            CHECK(flow_layout_lanes(h, &n) == NULL && n == 0);
        }
        allocations_left = -1;
        flow_layout_destroy(h);
    }
    CHECK(done);
}

/* Bounds have no maximum: a huge one (past the 64-bit grid at 2^57 points, up to FLT_MAX) counts
   as 2^40 points in lanes mode, across and along, and every result stays finite. Found by the
   fuzzer: the grid conversion trapped. */
static void test_huge_bounds(void) {
    static const float huge[] = {1.45e17f, 3.4028235e38f, 1.1e12f};
    flow_size sizes[] = {{30, 20}, {50, 10}, {20, 40}};
    for (int axis = 0; axis < 2; axis++) {
        for (size_t b = 0; b < sizeof huge / sizeof huge[0]; b++) {
            flow_layout_t *h = flow_layout_create();
            CHECK_STATUS(h, flow_layout_set_axis(h, axis ? FLOW_AXIS_VERTICAL : FLOW_AXIS_HORIZONTAL), FLOW_OK);
            CHECK_STATUS(h, flow_layout_set_items(h, sizes, 3), FLOW_OK);
            CHECK_STATUS(h, flow_layout_set_lanes(h, 3, 0), FLOW_OK);
            flow_size fits;
            CHECK_STATUS(h, flow_layout_size_that_fits(h, huge[b], huge[b], &fits), FLOW_OK);
            CHECK(isfinite(fits.width) && isfinite(fits.height));
            CHECK_STATUS(h, flow_layout_arrange(h, huge[b], huge[b]), FLOW_OK);
            CHECK_STATUS(h, flow_layout_arrange(h, axis ? NAN : huge[b], axis ? huge[b] : NAN), FLOW_OK);
            size_t n = 0, lanes = 0;
            const flow_rect *frames = flow_layout_frames(h, &n);
            const flow_lane *lane = flow_layout_lanes(h, &lanes);
            CHECK(n == 3 && lanes == 3);
            for (size_t i = 0; frames && i < n; i++)
                CHECK(isfinite(frames[i].x) && isfinite(frames[i].y) && isfinite(frames[i].width) && isfinite(frames[i].height));
            for (size_t t = 0; lane && t < lanes; t++) CHECK(isfinite(lane[t].offset) && isfinite(lane[t].length) && lane[t].length > 1e11f);
            flow_layout_destroy(h);
        }
    }
}

int main(void) {
    RUN(test_geometry_and_shortest_lane);
    RUN(test_tolerance_ties);
    RUN(test_cursor);
    RUN(test_spans_and_rtl);
    RUN(test_hidden_and_no_stretch);
    RUN(test_row_lanes);
    RUN(test_auto_fill);
    RUN(test_measure);
    RUN(test_bad_input);
    RUN(test_against_reference);
    RUN(test_navigation);
    RUN(test_resize_batch_and_fitting);
    RUN(test_resume_after_resize);
    RUN(test_out_of_memory);
    RUN(test_huge_bounds);
    return check_report("test_lanes");
}
