/* The state rule (SPEC 13) through the whole C ABI, by random walks.
 *
 * One handle goes through random sequences of calls: every option setter, set_items with changing
 * counts, arrange_into, measure callbacks (plain, with baselines, and answering runs of items;
 * deterministic functions of the item's index, its content version and the proposal; the range
 * callback sometimes leaves an item's answer unwritten or answers it negative or infinite, so
 * that arranges fail, keep the readers as they were, and must forget the failed run's answers),
 * content changes with invalidate_item, every per-item input (set, changed, cleared with NULL),
 * the overflow indicator callback set and cleared, set_item_size, arranges at random bounds (NaN,
 * finite, infinite; often the same again), size_that_fits, arrange_batch, first_fitting, and calls
 * the library must refuse. Features are turned on and off again (0, NULL, {0,0}) often. The
 * inputs the handle accepted are kept on the side (Tests/robustness/replica.c). After every
 * arrange:
 *   - a fresh handle given only the end state (replica_build: the same options, items, per-item
 *     inputs, callbacks) is arranged at the same bounds, and every reader must answer bit for bit
 *     as on the walked handle: the arrange's status, size, content size, frames, lines, visible
 *     count, separators, overflow frame (observed.c), line_of_item for every index, item_at at
 *     points inside frames, on their edges, in gaps and outside, lines_in_range over many ranges
 *     (observed_queries_equal). A range callback (set_measure_range) is given to the fresh
 *     handle as it was to the walked one, or, when the generator value drawn for that
 *     set_measure_range call is odd, as set_measure with the per-item callback of the same
 *     profile (walk_measure: what walk_measure_range writes, and NaN x NaN where it writes
 *     nothing), whose results must be the same bit for bit. The choice is drawn with the call, so
 *     a seed always makes the same ones (both kinds in any walk of some length), and a shrunk
 *     reproduction keeps them (its set_measure_range line says which);
 *   - the fit rule (invariants_fit_rule): with wrapping and a definite main bound, no line of two
 *     or more boxes is longer than the content box, in greedy, balanced and pretty breaking;
 *   - the invariants every arrange keeps (invariants_hold_model);
 *   - exactness across paths (SPEC 13): when the item-model inputs set are all at their defaults
 *     (margins +0, no limits, shrink 0, align-self auto), a fresh handle without them answers the
 *     same.
 * size_that_fits, arrange_batch, refused calls and failed arranges must not change the readers,
 * and size_that_fits answers as on a fresh handle.
 *
 * The walk is cut into segments, each starting from flow_layout_create. A difference is a
 * "finding", classified by kind (the reader and the breaking mode, e.g. "separators-stale/balance",
 * "fit/pretty"). The first finding of each kind is shrunk (calls dropped, item counts cut, while
 * the same kind still shows) and printed as a C program, with the seed, segment and step; the
 * walk then goes on with a new segment, so every distinct kind is reported, each once with its
 * count. Any finding fails the test.
 *
 * Before the walk, regression cases for defects found this way run on their own: separators and
 * the overflow frame left over after balanced or pretty breaking, pretty lines overflowing their
 * box with a negative margin, baselines of set_measure_ex ignored with an item-model input, a
 * right-to-left separator beside an empty item, and scale fill not exact with zero margins.
 *
 * Environment:
 *   FLOWLAYOUT_WALK_SEED=N     the walk's seed (default 1; printed)
 *   FLOWLAYOUT_WALK_STEPS=N    calls to make (default 300000: about 8 s of CPU in a Release build);
 *                              millions for a long run
 *   FLOWLAYOUT_WALK_SKIP=a,b   ignore findings whose kind starts with one of these (to look for
 *                              other defects while known ones are being fixed), e.g.
 *                              FLOWLAYOUT_WALK_SKIP=separators-stale,overflow-stale,fit/pretty,exactness
 *   FLOWLAYOUT_WALK_QUIET=1    no repro programs, only the summary
 */
#include "check.h"
#include "invariants.h"
#include "observed.h"
#include "replica.h"

#include <stdint.h>
#include <stdlib.h>
#include <time.h>

/* ---- Random numbers --------------------------------------------------------------------------- */

static uint64_t walk_rng;
static uint32_t rnd(void) {
    walk_rng += 0x9E3779B97F4A7C15ull;
    uint64_t z = walk_rng;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (uint32_t)((z ^ (z >> 31)) >> 32);
}
static uint32_t below(uint32_t n) { return n == 0 ? 0 : rnd() % n; }
static int chance(uint32_t percent) { return below(100) < percent; }

/* A value from (gen, index, salt) alone: arrays are regenerated from their call, so a shrunk
 * call sequence keeps the values of the items that remain. */
static uint32_t mix(uint32_t gen, uint32_t index, uint32_t salt) {
    uint64_t z = ((uint64_t)gen << 32 | index) ^ ((uint64_t)salt * 0xD6E8FEB86659FD93ull);
    z = (z ^ (z >> 32)) * 0xD6E8FEB86659FD93ull;
    z = (z ^ (z >> 32)) * 0xD6E8FEB86659FD93ull;
    return (uint32_t)(z ^ (z >> 32));
}
/* Lengths: quarters of a point most of the time (exact sums), sometimes thirds and tenths. */
static float length(uint32_t h, uint32_t max) {
    uint32_t kind = h % 16;
    float v = (float)((h >> 4) % (max * 4 + 1)) / 4.0f;
    if (kind == 0) return (float)((h >> 4) % (max * 3 + 1)) / 3.0f;
    if (kind == 1) return (float)((h >> 4) % (max * 10 + 1)) / 10.0f;
    return v;
}

/* ---- Calls as data ---------------------------------------------------------------------------- */

enum {
    OP_AXIS, OP_WRAP, OP_DIRECTION, OP_SPACING, OP_JUSTIFY, OP_JUSTIFY_LAST, OP_ALIGN_ITEMS, OP_ALIGN_CONTENT,
    OP_BREAKING, OP_MIN_LINES, OP_MAX_LINES, OP_MAX_ITEMS, OP_UNIFORM, OP_PIXEL_SCALE, OP_LINE_FILL, OP_SEPARATOR,
    OP_PADDING, OP_REVERSE, OP_SET_ITEMS, OP_ARRANGE_INTO, OP_SET_MEASURE, OP_SET_MEASURE_EX, OP_SET_MEASURE_RANGE,
    OP_INVALIDATE, OP_CHANGE_CONTENT, OP_SET_ITEM_SIZE, OP_GROW, OP_FLAGS, OP_BASELINES, OP_GUIDES, OP_ITEM_SPACING, OP_MARGINS,
    OP_LIMITS, OP_SHRINK, OP_ITEM_ALIGN, OP_INDICATOR, OP_LANES, OP_LANE_TOLERANCE, OP_LANE_SPANS, OP_ARRANGE, OP_ARRANGE_AGAIN, OP_SIZE_THAT_FITS, OP_BATCH,
    OP_FIRST_FITTING, OP_REFUSED, OP_DEFAULTS, OP_COUNT
};

/* One call: its operation and the arguments it was drawn with. Arrays are made from `gen` and
 * `b` (a style) at the item count the handle has when the call runs. */
typedef struct {
    int op;
    int a, b;
    uint32_t gen;
    float x, y, z, t;
} walk_call;

enum { MAX_MEASURED = 400, PROFILES = 4, SEGMENT_MAX = 400 };

/* A measure callback's items: their content version (changed by OP_CHANGE_CONTENT, which then
 * invalidates the item, as a host does when a label's text changes). */
typedef struct {
    uint32_t seed;
    int style; /* 0 text that wraps, 1 one size for all, 2 with baselines, 3 text with some baselines */
    int gaps;  /* about one item in 53 (by index and version) has no valid answer */
    uint32_t version[MAX_MEASURED];
} measure_profile;

static flow_size profile_size(const measure_profile *p, size_t index, flow_size proposal) {
    uint32_t h = mix(p->seed, (uint32_t)index, p->version[index % MAX_MEASURED]);
    flow_size s;
    if (p->style == 1) {
        s.width = 24 + (float)(p->seed % 5) * 4;
        s.height = 12;
    } else {
        s.width = length(h, 90);
        s.height = 4 + length(h >> 7, 30);
    }
    if (p->style == 0 || p->style == 3) {
        /* Text: offered less length than it wants, it wraps and grows along the other axis. */
        if (isfinite(proposal.width) && proposal.width < s.width && proposal.width > 0) {
            float rows = ceilf(s.width / proposal.width);
            s.width = proposal.width * (float)(h % 2 ? 1.0 : 0.75);
            s.height *= rows > 50 ? 50 : rows;
        } else if (isfinite(proposal.height) && proposal.height < s.height && proposal.height > 0) {
            float columns = ceilf(s.height / proposal.height);
            s.height = proposal.height;
            s.width *= columns > 50 ? 50 : columns;
        }
    }
    return s;
}

/* What a profile answers for an item: 1 and its size, or 0 when the answer is left out (a range
 * callback leaves it unwritten, the per-item callback answers NaN x NaN: what the engine reads is
 * the same). With gaps, the left-out and invalid answers depend on the item's index and content
 * version only, so that every run (of one item or many, on the walked handle or a fresh one) meets
 * the same ones, and a content change can mend an item or break it. */
static int profile_answer(const measure_profile *p, size_t index, flow_size proposal, flow_size *size) {
    *size = profile_size(p, index, proposal);
    if (!p->gaps) return 1;
    uint32_t h = mix(p->seed ^ 0x27d4eb2fu, (uint32_t)index, p->version[index % MAX_MEASURED]);
    if (h % 53 != 0) return 1;
    switch (h / 53 % 3) {
    case 0: return 0;
    case 1: size->height = -1; return 1;
    default: size->width = INFINITY; return 1;
    }
}

static flow_size walk_measure(void *user_data, size_t index, flow_size proposal) {
    flow_size s;
    if (!profile_answer(user_data, index, proposal, &s)) s.width = s.height = NAN;
    return s;
}

/* The range callback: the answers walk_measure gives, a run at a time. */
static void walk_measure_range(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers) {
    for (size_t k = 0; k < count; k++) {
        flow_size s;
        if (profile_answer(user_data, first + k, proposal, &s)) answers[k] = s;
    }
}

static flow_measurement walk_measure_ex(void *user_data, size_t index, flow_size proposal) {
    const measure_profile *p = user_data;
    flow_measurement m;
    uint32_t h = mix(p->seed ^ 0x5bd1e995u, (uint32_t)index, p->version[index % MAX_MEASURED]);
    m.size = profile_size(p, index, proposal);
    m.first_baseline = h % 4 == 0 && p->style == 3 ? NAN : m.size.height * 0.75f;
    m.last_baseline = h % 3 == 0 && p->style == 3 ? NAN : m.size.height - 2 - (float)(h % 5);
    return m;
}

/* Overflow indicators ("+N more"), by profile: one that grows with the count's digits, a fixed
 * wide one, and an empty one. */
static const int indicator_profiles[3] = {0, 1, 2};
static flow_size walk_indicator(void *user_data, size_t hidden) {
    int profile = *(const int *)user_data;
    if (profile == 1) return (flow_size){44, 12};
    if (profile == 2) return (flow_size){0, 0};
    float digits = hidden >= 100 ? 3 : hidden >= 10 ? 2 : 1;
    return (flow_size){14 + 6 * digits, 10};
}

/* ---- The walker: a handle and what it was told ------------------------------------------------ */

typedef struct {
    flow_layout_t *h;
    replica told;            /* every input the handle accepted */
    measure_profile profiles[PROFILES];
    measure_profile gappy[PROFILES]; /* the same with gaps (for the range callback) */
    int range_twin_per_item; /* fresh handles get the range callback as set_measure (see above) */
    int arranged;            /* the readers hold an arrange of `told` at (bw, bh) */
    int unsaid;              /* first_fitting passed the handle over: what its readers hold is unsaid
                                until an arrange succeeds (a failed one keeps whatever they held) */
    int status;              /* the status of that arrange */
    float bw, bh;
    /* scratch for the arrays of a call */
    float *f1, *f2;
    uint32_t *u;
    int *ints;
    flow_size *s1, *s2;
    flow_edges *edges;
    size_t scratch;
} walker;

static void walker_scratch(walker *w, size_t n) {
    if (n <= w->scratch) return;
    w->scratch = n + 64;
    w->f1 = realloc(w->f1, 4 * w->scratch * sizeof *w->f1);
    w->f2 = realloc(w->f2, w->scratch * sizeof *w->f2);
    w->u = realloc(w->u, w->scratch * sizeof *w->u);
    w->ints = realloc(w->ints, w->scratch * sizeof *w->ints);
    w->s1 = realloc(w->s1, w->scratch * sizeof *w->s1);
    w->s2 = realloc(w->s2, w->scratch * sizeof *w->s2);
    w->edges = realloc(w->edges, w->scratch * sizeof *w->edges);
    if (!w->f1 || !w->f2 || !w->u || !w->ints || !w->s1 || !w->s2 || !w->edges) {
        fputs("test_state_walk: out of memory\n", stderr);
        exit(2);
    }
}

static void walker_start(walker *w) {
    memset(w, 0, sizeof *w);
    replica_init(&w->told);
    for (int k = 0; k < PROFILES; k++) {
        w->profiles[k].seed = 1000003u * (uint32_t)(k + 1);
        w->profiles[k].style = k;
        w->gappy[k] = w->profiles[k];
        w->gappy[k].gaps = 1;
    }
    w->h = flow_layout_create();
    if (w->h == NULL) {
        fputs("test_state_walk: flow_layout_create returned NULL\n", stderr);
        exit(2);
    }
    walker_scratch(w, 64);
}

static void walker_end(walker *w) {
    flow_layout_destroy(w->h);
    replica_free(&w->told);
    free(w->f1); free(w->f2); free(w->u); free(w->ints); free(w->s1); free(w->s2); free(w->edges);
    memset(w, 0, sizeof *w);
}

/* ---- Arrays made from a call ------------------------------------------------------------------ */

static void make_sizes(flow_size *out, size_t n, uint32_t gen, int style) {
    for (size_t i = 0; i < n; i++) {
        uint32_t h = mix(gen, (uint32_t)i, 1);
        switch (style) {
        case 0: out[i] = (flow_size){length(h, 80), length(h >> 9, 40)}; break;
        case 1: out[i] = (flow_size){(float)(10 + gen % 40), (float)(8 + gen % 7)}; break; /* one size */
        case 2: { static const float w4[] = {10, 20, 30, 44}; out[i] = (flow_size){w4[h % 4], 10}; break; }
        default: out[i] = (flow_size){h % 9 == 0 ? 0 : length(h, 120), h % 7 == 0 ? 0 : length(h >> 11, 60)};
        }
    }
}

static float pick(uint32_t h, const float *values, size_t n) { return values[h % n]; }

/* Per-item arrays, by style: 0 dense random, 1 sparse, 2 every value the default. */
static void make_floats(float *out, size_t n, uint32_t gen, int style, int op) {
    for (size_t i = 0; i < n; i++) {
        uint32_t h = mix(gen, (uint32_t)i, (uint32_t)op);
        int on = style == 0 || (style == 1 && h % 4 == 0);
        switch (op) {
        case OP_GROW: {
            static const float g[] = {1, 2, 0.5f, 0.25f, 3, 0};
            out[i] = on ? pick(h >> 3, g, 6) : 0;
            break;
        }
        case OP_SHRINK: {
            static const float s[] = {1, 0.5f, 2, 0};
            out[i] = on ? pick(h >> 3, s, 4) : 0;
            break;
        }
        case OP_GUIDES: out[i] = on ? length(h >> 3, 30) - 5 : NAN; break;
        case OP_BASELINES: out[i] = on ? length(h >> 3, 30) - 4 : NAN; break;
        default: out[i] = 0;
        }
    }
}

static void make_prefs(float *out, size_t n, uint32_t gen, int style) {
    for (size_t i = 0; i < 4 * n; i++) {
        uint32_t h = mix(gen, (uint32_t)i, 77);
        out[i] = style == 2 ? 0 : style == 1 && h % 3 ? 0 : (float)(h >> 4 & 15);
    }
}

static void make_flags(uint32_t *out, size_t n, uint32_t gen, int style) {
    for (size_t i = 0; i < n; i++) {
        uint32_t h = mix(gen, (uint32_t)i, 5);
        uint32_t f = 0;
        if (style != 2 && h % (style == 0 ? 3u : 6u) == 0) {
            static const uint32_t kinds[] = {FLOW_ITEM_BREAK_BEFORE, FLOW_ITEM_BREAK_AFTER, FLOW_ITEM_HIDDEN,
                                             FLOW_ITEM_NO_STRETCH, FLOW_ITEM_HIDDEN | FLOW_ITEM_BREAK_AFTER,
                                             FLOW_ITEM_BREAK_BEFORE | FLOW_ITEM_NO_STRETCH, FLOW_ITEM_HIDDEN};
            f = kinds[(h >> 3) % 7];
        }
        out[i] = f;
    }
}

static float margin_edge(uint32_t h, int style) {
    if (style == 2) return 0;
    uint32_t k = h % (style == 0 ? 8u : 16u);
    if (k == 0) return NAN;                           /* auto */
    if (k == 1 || k == 2) return -length(h >> 4, 20);  /* negative */
    if (k == 3 || k == 4) return length(h >> 4, 12);
    return 0;
}

static void make_margins(flow_edges *out, size_t n, uint32_t gen, int style) {
    for (size_t i = 0; i < n; i++)
        out[i] = (flow_edges){margin_edge(mix(gen, (uint32_t)i, 11), style), margin_edge(mix(gen, (uint32_t)i, 12), style),
                              margin_edge(mix(gen, (uint32_t)i, 13), style), margin_edge(mix(gen, (uint32_t)i, 14), style)};
}

static void make_limits(flow_size *min, flow_size *max, size_t n, uint32_t gen, int style) {
    for (size_t i = 0; i < n; i++) {
        uint32_t h = mix(gen, (uint32_t)i, 21), k = mix(gen, (uint32_t)i, 22);
        int on = style == 0 || (style == 1 && h % 3 == 0);
        min[i] = (flow_size){on && h % 2 ? length(h >> 3, 50) : (h % 5 == 0 ? NAN : 0),
                             on && k % 2 ? length(k >> 3, 30) : NAN};
        max[i] = (flow_size){on && h % 4 < 2 ? length(h >> 9, 80) : (k % 3 == 0 ? INFINITY : NAN),
                             on && k % 4 < 2 ? length(k >> 9, 40) : NAN};
    }
}

static void make_align(int *out, size_t n, uint32_t gen, int style) {
    for (size_t i = 0; i < n; i++) {
        uint32_t h = mix(gen, (uint32_t)i, 31);
        out[i] = style == 2 || (style == 1 && h % 3) ? FLOW_ALIGN_AUTO : (int)(h >> 3) % 7 - 1;
    }
}

/* ---- Printing calls as C ---------------------------------------------------------------------- */

static void print_float(FILE *f, float v) {
    if (isnan(v)) fputs("NAN", f);
    else if (isinf(v)) fputs(v > 0 ? "INFINITY" : "-INFINITY", f);
    else fprintf(f, "%.9gf", v);
}

static void print_floats(FILE *f, const char *type, const char *name, const float *v, size_t n) {
    fprintf(f, "    %s %s[] = {", type, name);
    for (size_t i = 0; i < n; i++) {
        if (i) fputs(", ", f);
        print_float(f, v[i]);
    }
    fputs(n ? "};\n" : "0};\n", f);
}

/* ---- Applying a call -------------------------------------------------------------------------- */

static const char *mode_name(int mode) {
    return mode == FLOW_BREAK_BALANCE ? "balance" : mode == FLOW_BREAK_PRETTY ? "pretty" : "greedy";
}

/* A finding: what differs, and its kind. */
typedef struct {
    char kind[64];
    char why[400];
} finding;

static int skipped(const char *kind);

/* Runs `c` on the walker, records what the handle accepted, and prints it as C when `out` is not
 * NULL. Returns 1 and fills `found` when a check failed. */
static int run_call(walker *w, const walk_call *c, FILE *out, finding *found);

static int check_arranged(walker *w, finding *found);

static size_t item_count(const walker *w) { return w->told.count; }

/* A fresh handle given `t` (the walked handle's inputs, or a copy with some dropped): a range
 * callback goes to it as set_measure_range, or as set_measure of the same profile when the
 * set_measure_range call chose so; both must answer as the walked handle does. */
static flow_layout_t *fresh_handle(const walker *w, const replica *t) {
    if (t->measure_range == NULL || !w->range_twin_per_item) return replica_build(t);
    replica twin = *t; /* a shallow copy: replica_build only reads it */
    twin.measure_range = NULL;
    twin.measure = walk_measure;
    return replica_build(&twin);
}

static size_t index_of(const walker *w, int selector) {
    size_t n = item_count(w);
    return n == 0 ? 0 : (size_t)selector % n;
}

#define PRINT(...) do { if (out) fprintf(out, __VA_ARGS__); } while (0)

static int readers_unchanged(walker *w, const observed *before, const char *what, finding *found) {
    observed after;
    observed_take(&after, w->h);
    char why[200];
    int same = observed_equal(before, &after, why);
    observed_free(&after);
    if (!same) {
        snprintf(found->kind, sizeof found->kind, "%s-changed-readers/%s", what, mode_name(w->told.line_breaking));
        snprintf(found->why, sizeof found->why, "%s changed the results of the last arrange: %s (before vs after)", what, why);
        return 0;
    }
    return 1;
}

/* OP_DEFAULTS: groups of inputs back to their defaults at once (bit 0 options, 1 per-item inputs,
 * 2 line features, 3 line limits), the plain paths after everything else. Writes the calls that
 * do it to `sub` (at most 32) and returns their number. */
static int expand_defaults(const walk_call *c, walk_call *sub) {
    int k = 0;
    memset(sub, 0, 32 * sizeof *sub);
    if (c->a & 1) {
        static const int ops[] = {OP_AXIS, OP_DIRECTION, OP_JUSTIFY, OP_ALIGN_ITEMS, OP_ALIGN_CONTENT, OP_UNIFORM,
                                  OP_PIXEL_SCALE, OP_PADDING, OP_REVERSE, OP_BREAKING};
        for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) sub[k++].op = ops[i];
        sub[k].op = OP_WRAP; sub[k++].a = FLOW_WRAP;
        sub[k].op = OP_SPACING; sub[k].x = 8; sub[k++].y = 8;
    }
    if (c->a & 2) {
        static const int ops[] = {OP_GROW, OP_FLAGS, OP_BASELINES, OP_GUIDES, OP_ITEM_SPACING, OP_MARGINS, OP_LIMITS,
                                  OP_SHRINK, OP_ITEM_ALIGN};
        for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) sub[k++].op = ops[i];
    }
    if (c->a & 4) {
        sub[k++].op = OP_SEPARATOR;
        sub[k].op = OP_INDICATOR; sub[k++].a = -1;
        sub[k++].op = OP_LINE_FILL;
        sub[k].op = OP_JUSTIFY_LAST; sub[k++].a = FLOW_JUSTIFY_AUTO;
        sub[k++].op = OP_MAX_LINES;
    }
    if (c->a & 8) {
        sub[k++].op = OP_MIN_LINES;
        sub[k++].op = OP_MAX_ITEMS;
    }
    return k;
}

static int run_call(walker *w, const walk_call *c, FILE *out, finding *found) {
    flow_layout_t *h = w->h;
    replica *t = &w->told;
    size_t n = item_count(w);
    int st = FLOW_OK;
    walker_scratch(w, n);
    switch (c->op) {
    case OP_AXIS: case OP_WRAP: case OP_DIRECTION: case OP_JUSTIFY: case OP_JUSTIFY_LAST: case OP_ALIGN_ITEMS:
    case OP_ALIGN_CONTENT: case OP_BREAKING: case OP_UNIFORM: case OP_REVERSE: {
        static const char *names[OP_COUNT] = {
            [OP_AXIS] = "axis", [OP_WRAP] = "wrap", [OP_DIRECTION] = "direction", [OP_JUSTIFY] = "justify",
            [OP_JUSTIFY_LAST] = "justify_last", [OP_ALIGN_ITEMS] = "align_items", [OP_ALIGN_CONTENT] = "align_content",
            [OP_BREAKING] = "line_breaking", [OP_UNIFORM] = "uniform_size", [OP_REVERSE] = "reverse"};
        int v = c->a;
        switch (c->op) {
        case OP_AXIS: st = flow_layout_set_axis(h, v); if (!st) t->axis = v; break;
        case OP_WRAP: st = flow_layout_set_wrap(h, v); if (!st) t->wrap = v; break;
        case OP_DIRECTION: st = flow_layout_set_direction(h, v); if (!st) t->direction = v; break;
        case OP_JUSTIFY: st = flow_layout_set_justify(h, v); if (!st) t->justify = v; break;
        case OP_JUSTIFY_LAST: st = flow_layout_set_justify_last(h, v); if (!st) t->justify_last = v; break;
        case OP_ALIGN_ITEMS: st = flow_layout_set_align_items(h, v); if (!st) t->align_items = v; break;
        case OP_ALIGN_CONTENT: st = flow_layout_set_align_content(h, v); if (!st) t->align_content = v; break;
        case OP_BREAKING: st = flow_layout_set_line_breaking(h, v); if (!st) t->line_breaking = v; break;
        case OP_UNIFORM: st = flow_layout_set_uniform_size(h, v); if (!st) t->uniform = v; break;
        default: st = flow_layout_set_reverse(h, v); if (!st) t->reverse = v != 0; break;
        }
        PRINT("    flow_layout_set_%s(h, %d);\n", names[c->op], v);
        break;
    }
    case OP_SPACING:
        st = flow_layout_set_spacing(h, c->x, c->y);
        if (!st) { t->item_spacing = c->x; t->line_spacing = c->y; }
        if (out) { PRINT("    flow_layout_set_spacing(h, "); print_float(out, c->x); PRINT(", "); print_float(out, c->y); PRINT(");\n"); }
        break;
    case OP_MIN_LINES: st = flow_layout_set_min_lines(h, (uint32_t)c->a); if (!st) t->min_lines = (uint32_t)c->a;
        PRINT("    flow_layout_set_min_lines(h, %d);\n", c->a); break;
    case OP_MAX_LINES: st = flow_layout_set_max_lines(h, (uint32_t)c->a); if (!st) t->max_lines = (uint32_t)c->a;
        PRINT("    flow_layout_set_max_lines(h, %d);\n", c->a); break;
    case OP_MAX_ITEMS: st = flow_layout_set_max_items_per_line(h, (uint32_t)c->a); if (!st) t->max_items = (uint32_t)c->a;
        PRINT("    flow_layout_set_max_items_per_line(h, %d);\n", c->a); break;
    case OP_PIXEL_SCALE:
        st = flow_layout_set_pixel_scale(h, c->x);
        if (!st) t->pixel_scale = c->x;
        if (out) { PRINT("    flow_layout_set_pixel_scale(h, "); print_float(out, c->x); PRINT(");\n"); }
        break;
    case OP_LINE_FILL:
        st = flow_layout_set_line_fill(h, c->a, c->x);
        if (!st) { t->fill_mode = c->a; t->max_scale = c->x; }
        if (out) { PRINT("    flow_layout_set_line_fill(h, %d, ", c->a); print_float(out, c->x); PRINT(");\n"); }
        break;
    case OP_SEPARATOR:
        st = flow_layout_set_separator(h, (flow_size){c->x, c->y});
        if (!st) t->separator = (flow_size){c->x, c->y};
        if (out) { PRINT("    flow_layout_set_separator(h, (flow_size){"); print_float(out, c->x); PRINT(", "); print_float(out, c->y); PRINT("});\n"); }
        break;
    case OP_PADDING: {
        flow_edges p = {c->x, c->y, c->z, c->t};
        st = flow_layout_set_padding(h, p);
        if (!st) t->padding = p;
        PRINT("    flow_layout_set_padding(h, (flow_edges){%g, %g, %g, %g}); /* top right bottom left */\n", p.top, p.right, p.bottom, p.left);
        break;
    }
    case OP_SET_ITEMS: case OP_ARRANGE_INTO: {
        size_t count = (size_t)c->a;
        walker_scratch(w, count);
        make_sizes(w->s1, count, c->gen, c->b);
        if (out) {
            print_floats(out, "static const float", "sizes_wh", (const float *)w->s1, 2 * count);
            PRINT("    /* %zu items: {width, height} pairs */\n", count);
        }
        if (c->op == OP_SET_ITEMS) {
            st = flow_layout_set_items(h, w->s1, count);
            if (!st) replica_set_items(t, w->s1, count);
            PRINT("    flow_layout_set_items(h, (const flow_size *)sizes_wh, %zu);\n", count);
        } else {
            flow_rect *frames = malloc((count + 1) * sizeof *frames);
            flow_size size;
            st = flow_layout_arrange_into(h, w->s1, count, c->x, c->y, frames, &size);
            if (!st) {
                replica_set_items(t, w->s1, count);
                w->arranged = 1;
                w->unsaid = 0;
                w->status = st;
                w->bw = c->x;
                w->bh = c->y;
                size_t got = 0;
                const flow_rect *kept = flow_layout_frames(h, &got);
                if (got != count || (count && memcmp(kept, frames, count * sizeof *frames) != 0)) {
                    snprintf(found->kind, sizeof found->kind, "arrange_into-frames/%s", mode_name(t->line_breaking));
                    snprintf(found->why, sizeof found->why, "arrange_into's frames_out differ from flow_layout_frames");
                    free(frames);
                    return 1;
                }
            }
            free(frames);
            if (out) {
                PRINT("    { flow_rect frames[%zu]; flow_size size; flow_layout_arrange_into(h, (const flow_size *)sizes_wh, %zu, ", count + 1, count);
                print_float(out, c->x); PRINT(", "); print_float(out, c->y); PRINT(", frames, &size); }\n");
            }
            if (!st) return check_arranged(w, found);
        }
        break;
    }
    case OP_SET_MEASURE: case OP_SET_MEASURE_EX: {
        size_t count = (size_t)c->a;
        measure_profile *p = &w->profiles[c->b % PROFILES];
        if (c->op == OP_SET_MEASURE) {
            st = flow_layout_set_measure(h, count, walk_measure, p);
            if (!st) replica_set_measure(t, count, walk_measure, p);
        } else {
            st = flow_layout_set_measure_ex(h, count, walk_measure_ex, p);
            if (!st) replica_set_measure_ex(t, count, walk_measure_ex, p);
        }
        PRINT("    flow_layout_set_measure%s(h, %zu, walk_measure%s, &profile[%d]); /* test_state_walk.c: seed %u style %d */\n",
              c->op == OP_SET_MEASURE ? "" : "_ex", count, c->op == OP_SET_MEASURE ? "" : "_ex", c->b % PROFILES, p->seed, p->style);
        break;
    }
    case OP_SET_MEASURE_RANGE: {
        /* Bit 0 of gen: fresh handles get the callback as set_measure; bits 1-2 all 0: with gaps. */
        size_t count = (size_t)c->a;
        const int gaps = ((c->gen >> 1) & 3) == 0, per_item = (int)(c->gen & 1);
        measure_profile *p = gaps ? &w->gappy[c->b % PROFILES] : &w->profiles[c->b % PROFILES];
        st = flow_layout_set_measure_range(h, count, walk_measure_range, p);
        if (!st) {
            replica_set_measure_range(t, count, walk_measure_range, p);
            w->range_twin_per_item = per_item;
        }
        PRINT("    flow_layout_set_measure_range(h, %zu, walk_measure_range, &%s[%d]);"
              " /* test_state_walk.c: seed %u style %d%s; fresh handles: set_measure%s */\n", count, gaps ? "gappy_profile" : "profile", c->b % PROFILES, p->seed,
              p->style, gaps ? ", about 1 item in 53 unanswered or invalid" : "",
              per_item ? "(h, n, walk_measure, the same profile)" : "_range as here");
        break;
    }
    case OP_INVALIDATE: case OP_CHANGE_CONTENT: {
        size_t i = index_of(w, c->a);
        const int measured = t->measure || t->measure_ex || t->measure_range;
        if (c->op == OP_CHANGE_CONTENT && measured && i < n && i < MAX_MEASURED) {
            measure_profile *p = t->user_data;
            p->version[i]++;
            PRINT("    %s[%d].version[%zu]++; /* the item's content changes */\n", p->gaps ? "gappy_profile" : "profile",
                  (int)(p - (p->gaps ? w->gappy : w->profiles)), i);
        }
        st = flow_layout_invalidate_item(h, i);
        PRINT("    flow_layout_invalidate_item(h, %zu);\n", i);
        break;
    }
    case OP_SET_ITEM_SIZE: {
        size_t i = index_of(w, c->a);
        flow_size s = {c->x, c->y};
        if (c->b && t->sizes != NULL && i < n) s = t->sizes[i]; /* the size it has: changes nothing */
        st = flow_layout_set_item_size(h, i, s);
        if (!st) replica_set_item_size(t, i, s);
        if (out) { PRINT("    flow_layout_set_item_size(h, %zu, (flow_size){", i); print_float(out, s.width); PRINT(", "); print_float(out, s.height); PRINT("});\n"); }
        break;
    }
    case OP_GROW: case OP_GUIDES: case OP_SHRINK: {
        const int null = c->a == 0;
        make_floats(w->f1, n, c->gen, c->b, c->op);
        const char *name = c->op == OP_GROW ? "grow" : c->op == OP_GUIDES ? "guides" : "shrink";
        if (c->op == OP_GROW) { st = flow_layout_set_item_grow(h, null ? NULL : w->f1, n); if (!st) replica_set_grow(t, null ? NULL : w->f1); }
        else if (c->op == OP_GUIDES) { st = flow_layout_set_item_guides(h, null ? NULL : w->f1, n); if (!st) replica_set_guides(t, null ? NULL : w->f1); }
        else { st = flow_layout_set_item_shrink(h, null ? NULL : w->f1, n); if (!st) replica_set_shrink(t, null ? NULL : w->f1); }
        if (out && !null) print_floats(out, "static const float", name, w->f1, n);
        PRINT("    flow_layout_set_item_%s(h, %s, %zu);\n", name, null ? "NULL" : name, n);
        break;
    }
    case OP_BASELINES: {
        make_floats(w->f1, n, c->gen, c->b, OP_BASELINES);
        make_floats(w->f2, n, c->gen ^ 0xabcdu, c->b, OP_BASELINES);
        const float *first = c->a & 1 ? w->f1 : NULL, *last = c->a & 2 ? w->f2 : NULL;
        st = flow_layout_set_item_baselines(h, first, last, n);
        if (!st) replica_set_baselines(t, first, last);
        if (out && first) print_floats(out, "static const float", "first", first, n);
        if (out && last) print_floats(out, "static const float", "last", last, n);
        PRINT("    flow_layout_set_item_baselines(h, %s, %s, %zu);\n", first ? "first" : "NULL", last ? "last" : "NULL", n);
        break;
    }
    case OP_ITEM_SPACING: {
        const int null = c->a == 0;
        make_prefs(w->f1, n, c->gen, c->b);
        st = flow_layout_set_item_spacing(h, null ? NULL : w->f1, n);
        if (!st) replica_set_spacing(t, null ? NULL : w->f1);
        if (out && !null) print_floats(out, "static const float", "prefs", w->f1, 4 * n);
        PRINT("    flow_layout_set_item_spacing(h, %s, %zu);\n", null ? "NULL" : "prefs", n);
        break;
    }
    case OP_FLAGS: {
        const int null = c->a == 0;
        make_flags(w->u, n, c->gen, c->b);
        st = flow_layout_set_item_flags(h, null ? NULL : w->u, n);
        if (!st) replica_set_flags(t, null ? NULL : w->u);
        if (out && !null) {
            PRINT("    static const uint32_t flags[] = {");
            for (size_t i = 0; i < n; i++) PRINT("%s%u", i ? ", " : "", w->u[i]);
            PRINT("%s};\n", n ? "" : "0");
        }
        PRINT("    flow_layout_set_item_flags(h, %s, %zu); /* 1 break before, 2 break after, 4 hidden, 8 no stretch */\n", null ? "NULL" : "flags", n);
        break;
    }
    case OP_MARGINS: {
        const int null = c->a == 0;
        make_margins(w->edges, n, c->gen, c->b);
        st = flow_layout_set_item_margins(h, null ? NULL : w->edges, n);
        if (!st) replica_set_margins(t, null ? NULL : w->edges);
        if (out && !null) print_floats(out, "static const float", "margins_trbl", (const float *)w->edges, 4 * n);
        PRINT("    flow_layout_set_item_margins(h, %s, %zu);\n", null ? "NULL" : "(const flow_edges *)margins_trbl", n);
        break;
    }
    case OP_LIMITS: {
        make_limits(w->s1, w->s2, n, c->gen, c->b);
        const flow_size *min = c->a & 1 ? w->s1 : NULL, *max = c->a & 2 ? w->s2 : NULL;
        st = flow_layout_set_item_limits(h, min, max, n);
        if (!st) replica_set_limits(t, min, max);
        if (out && min) print_floats(out, "static const float", "min_wh", (const float *)min, 2 * n);
        if (out && max) print_floats(out, "static const float", "max_wh", (const float *)max, 2 * n);
        PRINT("    flow_layout_set_item_limits(h, %s, %s, %zu);\n", min ? "(const flow_size *)min_wh" : "NULL",
              max ? "(const flow_size *)max_wh" : "NULL", n);
        break;
    }
    case OP_ITEM_ALIGN: {
        const int null = c->a == 0;
        make_align(w->ints, n, c->gen, c->b);
        st = flow_layout_set_item_align(h, null ? NULL : w->ints, n);
        if (!st) replica_set_align(t, null ? NULL : w->ints);
        if (out && !null) {
            PRINT("    static const int align[] = {");
            for (size_t i = 0; i < n; i++) PRINT("%s%d", i ? ", " : "", w->ints[i]);
            PRINT("%s};\n", n ? "" : "0");
        }
        PRINT("    flow_layout_set_item_align(h, %s, %zu);\n", null ? "NULL" : "align", n);
        break;
    }
    case OP_INDICATOR: {
        void *data = c->a < 0 ? NULL : (void *)&indicator_profiles[c->a % 3];
        st = flow_layout_set_overflow_indicator(h, c->a < 0 ? NULL : walk_indicator, data);
        if (!st) { t->indicator = c->a < 0 ? NULL : walk_indicator; t->indicator_data = data; }
        if (c->a < 0) PRINT("    flow_layout_set_overflow_indicator(h, NULL, NULL);\n");
        else PRINT("    flow_layout_set_overflow_indicator(h, walk_indicator, &indicator_profile[%d]); /* %s */\n", c->a % 3,
                   c->a % 3 == 0 ? "{14 + 6 * digits(hidden), 10}" : c->a % 3 == 1 ? "{44, 12}" : "{0, 0}");
        break;
    }
    case OP_LANES:
        st = flow_layout_set_lanes(h, (uint32_t)c->a, c->x);
        if (!st) { t->lane_count = (uint32_t)c->a; t->min_lane_length = c->x; }
        if (out) { PRINT("    flow_layout_set_lanes(h, %d, ", c->a); print_float(out, c->x); PRINT(");\n"); }
        break;
    case OP_LANE_TOLERANCE:
        st = flow_layout_set_lane_tolerance(h, c->x);
        if (!st) t->lane_tolerance = c->x;
        if (out) { PRINT("    flow_layout_set_lane_tolerance(h, "); print_float(out, c->x); PRINT(");\n"); }
        break;
    case OP_LANE_SPANS: {
        /* NULL (a = 0), or spans from 1 to 4 (more than a small lane count: clamped). */
        const int null = c->a == 0;
        uint32_t *spans = (uint32_t *)w->ints;
        for (size_t i = 0; i < n; i++) spans[i] = 1 + (uint32_t)((c->gen >> (i % 29)) + i * 7u) % (uint32_t)(1 + c->a);
        st = flow_layout_set_item_lane_span(h, null ? NULL : spans, n);
        if (!st) replica_set_lane_spans(t, null ? NULL : spans);
        if (out && !null) {
            PRINT("    static const uint32_t spans[] = {");
            for (size_t i = 0; i < n; i++) PRINT("%s%u", i ? ", " : "", spans[i]);
            PRINT("%s};\n", n ? "" : "0");
        }
        PRINT("    flow_layout_set_item_lane_span(h, %s, %zu);\n", null ? "NULL" : "spans", n);
        break;
    }
    case OP_ARRANGE: case OP_ARRANGE_AGAIN: {
        float bw = c->x, bh = c->y;
        if (c->op == OP_ARRANGE_AGAIN && w->arranged) { bw = w->bw; bh = w->bh; }
        /* Lanes need the bound across them (refused otherwise, as test_lanes checks): given one. */
        if (t->lane_count != 0 || t->min_lane_length > 0) {
            float *across = t->axis == FLOW_AXIS_HORIZONTAL ? &bw : &bh;
            if (isnan(*across) || isinf(*across)) *across = 300;
        }
        /* A failed arrange (a measure answer left out or invalid) keeps the last results: taken
         * before, to compare, when the callback has gaps (nothing else fails an arrange here). */
        const int may_fail = w->arranged && t->measure_range != NULL && ((const measure_profile *)t->user_data)->gaps;
        observed before;
        if (may_fail) observed_take(&before, h);
        st = flow_layout_arrange(h, bw, bh);
        if (out) { PRINT("    flow_layout_arrange(h, "); print_float(out, bw); PRINT(", "); print_float(out, bh); PRINT(");\n"); }
        if (st != FLOW_OK && may_fail) {
            int same = readers_unchanged(w, &before, "failed-arrange", found);
            observed_free(&before);
            if (!same) return 1;
        } else if (may_fail) {
            observed_free(&before);
        }
        if (st == FLOW_OK || (!w->arranged && !w->unsaid)) {
            w->arranged = 1;
            w->unsaid = 0;
            w->status = st;
            w->bw = bw;
            w->bh = bh;
            return check_arranged(w, found);
        }
        break;
    }
    case OP_SIZE_THAT_FITS: {
        observed before;
        observed_take(&before, h);
        flow_size mine = {-1, -1}, theirs = {-1, -1};
        st = flow_layout_size_that_fits(h, c->x, c->y, &mine);
        if (out) { PRINT("    { flow_size fits; flow_layout_size_that_fits(h, "); print_float(out, c->x); PRINT(", "); print_float(out, c->y); PRINT(", &fits); }\n"); }
        int same = readers_unchanged(w, &before, "size_that_fits", found);
        observed_free(&before);
        if (!same) return 1;
        if (c->b) {
            flow_layout_t *fresh = fresh_handle(w, t);
            int fst = fresh ? flow_layout_size_that_fits(fresh, c->x, c->y, &theirs) : -1;
            flow_layout_destroy(fresh);
            if (fst != st || memcmp(&mine, &theirs, sizeof mine) != 0) {
                snprintf(found->kind, sizeof found->kind, "size_that_fits/%s", mode_name(t->line_breaking));
                snprintf(found->why, sizeof found->why, "size_that_fits(%.9g, %.9g): status %d %.9gx%.9g, a fresh handle: status %d %.9gx%.9g",
                         c->x, c->y, st, mine.width, mine.height, fst, theirs.width, theirs.height);
                return 1;
            }
        }
        return 0;
    }
    case OP_BATCH: {
        observed before;
        observed_take(&before, h);
        size_t groups = (size_t)c->a % 4, counts[3], total = 0;
        for (size_t g = 0; g < groups; g++) { counts[g] = mix(c->gen, (uint32_t)g, 41) % 9; total += counts[g]; }
        walker_scratch(w, total);
        make_sizes(w->s1, total, c->gen, 0);
        flow_rect *frames = malloc((total + 1) * sizeof *frames);
        flow_size sizes_out[3];
        st = flow_layout_arrange_batch(h, w->s1, counts, groups, c->x, c->y, frames, sizes_out);
        free(frames);
        PRINT("    /* flow_layout_arrange_batch(h, ...%zu groups...) */\n", groups);
        int same = readers_unchanged(w, &before, "arrange_batch", found);
        observed_free(&before);
        if (!same) return 1;
        break;
    }
    case OP_FIRST_FITTING: {
        /* The walked handle among other candidates (a one-line row of wide items that often does
         * not fit, and a plain wrapping one). Only when it is the one chosen are its results
         * known (an arrange at the bounds). */
        flow_layout_t *others[2];
        flow_size wide[4] = {{120, 20}, {90, 20}, {150, 20}, {60, 20}};
        others[0] = flow_layout_create();
        others[1] = flow_layout_create();
        flow_layout_set_items(others[0], wide, 1 + c->gen % 4);
        flow_layout_set_wrap(others[0], FLOW_WRAP_NONE);
        flow_layout_set_items(others[1], wide, 2);
        flow_layout_t *candidates[3];
        size_t count = 1 + (size_t)c->a % 3, mine = (size_t)c->b % count;
        for (size_t k = 0, o = 0; k < count; k++) candidates[k] = k == mine ? h : others[o++ % 2];
        size_t index = 99;
        st = flow_layout_first_fitting(candidates, count, c->x, c->y, &index);
        flow_layout_destroy(others[0]);
        flow_layout_destroy(others[1]);
        if (out) { PRINT("    /* flow_layout_first_fitting over %zu candidates, this handle at %zu, bounds ", count, mine); print_float(out, c->x); PRINT(", "); print_float(out, c->y); PRINT(" */\n"); }
        if (st == FLOW_OK && index < count && candidates[index] == h) {
            if (out) { PRINT("    flow_layout_arrange(h, "); print_float(out, c->x); PRINT(", "); print_float(out, c->y); PRINT("); /* as first_fitting did */\n"); }
            w->arranged = 1;
            w->unsaid = 0;
            w->status = st;
            w->bw = c->x;
            w->bh = c->y;
            return check_arranged(w, found);
        }
        w->arranged = 0; /* not chosen: the header does not say what it holds now */
        w->unsaid = 1;
        break;
    }
    case OP_DEFAULTS: {
        walk_call sub[32];
        int k = expand_defaults(c, sub);
        for (int i = 0; i < k; i++)
            if (run_call(w, &sub[i], out, found)) return 1;
        return 0;
    }
    case OP_REFUSED: {
        /* Calls the library must refuse; they change nothing. */
        observed before;
        observed_take(&before, h);
        float bad[2] = {NAN, -1};
        switch (c->a % 12) {
        case 0: st = flow_layout_set_spacing(h, -1, 4); break;
        case 1: st = flow_layout_set_axis(h, 7); break;
        case 2: st = flow_layout_set_separator(h, (flow_size){NAN, 2}); break;
        case 3: st = flow_layout_set_padding(h, (flow_edges){1, -2, 0, 0}); break;
        case 4: st = flow_layout_set_item_grow(h, bad, n + 1); break;
        case 5: st = flow_layout_arrange(h, -1, NAN); break;
        case 6: st = flow_layout_set_items(h, (const flow_size *)bad, 1); break;
        case 7: st = flow_layout_set_line_breaking(h, 3); break;
        case 8: st = flow_layout_set_pixel_scale(h, -2); break;
        case 9: st = flow_layout_set_item_size(h, n + 3, (flow_size){1, 1}); break;
        case 10: st = flow_layout_set_measure_range(h, 3, NULL, &w->profiles[0]); break;
        default:
            st = flow_layout_set_measure_range(h, (size_t)FLOWLAYOUT_MAX_ITEMS + 1, walk_measure_range, &w->profiles[0]);
            break;
        }
        PRINT("    /* a call the library refuses (case %d) */\n", c->a % 12);
        int same = readers_unchanged(w, &before, "refused-call", found);
        observed_free(&before);
        if (!same) return 1;
        if (st == FLOW_OK) {
            snprintf(found->kind, sizeof found->kind, "refused-call-accepted");
            snprintf(found->why, sizeof found->why, "refused call case %d answered FLOW_OK", c->a % 12);
            return 1;
        }
        return 0;
    }
    }
    (void)st;
    return 0;
}

/* ---- The checks after an arrange -------------------------------------------------------------- */

static const char *reader_of(const char *why, const observed *mine, const observed *theirs) {
    if (strncmp(why, "separator", 9) == 0)
        return mine->separator_count > 0 && theirs->separator_count == 0 ? "separators-stale" : "separators";
    if (strncmp(why, "overflow", 8) == 0) {
        static const flow_rect zero = {0, 0, 0, 0};
        return memcmp(&theirs->overflow, &zero, sizeof zero) == 0 ? "overflow-stale" : "overflow-frame";
    }
    if (strncmp(why, "frame", 5) == 0) return "frames";
    if (strncmp(why, "line", 4) == 0) return "lines";
    if (strncmp(why, "visible", 7) == 0) return "visible-count";
    if (strncmp(why, "content", 7) == 0 || strncmp(why, "get_content", 11) == 0) return "content-size";
    return "size";
}

/* SPEC 13, exactness across paths: item-model inputs given with their default values (margins
 * +0, no limits, shrink 0, align-self auto) give bit for bit what the layout without them gives. */
static int all_bits_zero(const void *values, size_t bytes) {
    const unsigned char *b = values;
    for (size_t i = 0; i < bytes; i++)
        if (b[i] != 0) return 0;
    return 1;
}

static int exact_without_default_inputs(walker *w, finding *found) {
    replica plain = w->told; /* a shallow copy: replica_build only reads it */
    const size_t n = plain.count;
    int dropped = 0;
    char which[48] = "";
    if (plain.margins != NULL && all_bits_zero(plain.margins, n * sizeof *plain.margins)) {
        plain.margins = NULL;
        dropped = 1;
        strcat(which, "+margins");
    }
    if (plain.shrink != NULL && all_bits_zero(plain.shrink, n * sizeof *plain.shrink)) {
        plain.shrink = NULL;
        dropped = 1;
        strcat(which, "+shrink");
    }
    if (plain.align != NULL) {
        size_t i = 0;
        while (i < n && plain.align[i] == FLOW_ALIGN_AUTO) i++;
        if (i == n) { plain.align = NULL; dropped = 1; strcat(which, "+align"); }
    }
    if (plain.min != NULL || plain.max != NULL) {
        size_t i = 0;
        for (; i < n; i++) {
            if (plain.min != NULL && !(isnan(plain.min[i].width) || all_bits_zero(&plain.min[i].width, sizeof(float)))) break;
            if (plain.min != NULL && !(isnan(plain.min[i].height) || all_bits_zero(&plain.min[i].height, sizeof(float)))) break;
            if (plain.max != NULL && !(isnan(plain.max[i].width) || isinf(plain.max[i].width))) break;
            if (plain.max != NULL && !(isnan(plain.max[i].height) || isinf(plain.max[i].height))) break;
        }
        if (i == n) { plain.min = plain.max = NULL; dropped = 1; strcat(which, "+limits"); }
    }
    if (!dropped) return 1;
    flow_layout_t *fresh = fresh_handle(w, &plain);
    if (fresh == NULL) return 1;
    int status = flow_layout_arrange(fresh, w->bw, w->bh);
    observed mine, theirs;
    char why[240];
    observed_take(&mine, w->h);
    observed_take(&theirs, fresh);
    int same = status == w->status && observed_equal(&mine, &theirs, why);
    observed_free(&mine);
    observed_free(&theirs);
    flow_layout_destroy(fresh);
    if (!same) {
        /* Kinds: the reader that differs, the mode, and what the layout uses that the item-model
         * path may treat apart (scale fill; baselines from set_measure_ex). */
        const replica *t = &w->told;
        int baselines = t->measure_ex != NULL && (t->align_items == FLOW_ALIGN_FIRST_BASELINE ||
                                                  t->align_items == FLOW_ALIGN_LAST_BASELINE);
        for (size_t i = 0; t->measure_ex != NULL && t->align != NULL && i < n; i++)
            if (t->align[i] == FLOW_ALIGN_FIRST_BASELINE || t->align[i] == FLOW_ALIGN_LAST_BASELINE) baselines = 1;
        const char *reader = status != w->status ? "status" : strncmp(why, "separator", 9) == 0 ? "separators"
                           : strncmp(why, "overflow", 8) == 0 ? "overflow-frame" : "layout";
        snprintf(found->kind, sizeof found->kind, "exactness-%s/%s%s%s", reader, mode_name(t->line_breaking),
                 t->fill_mode == FLOW_FILL_SCALE ? "+fill" : "", baselines ? "+measured-baselines" : "");
        snprintf(found->why, sizeof found->why, "item-model inputs at their defaults (%s) vs none: %s", which + 1,
                 status == w->status ? why : "arrange status differs");
        return 0;
    }
    return 1;
}

static int check_arranged(walker *w, finding *found) {
    const replica *t = &w->told;
    const char *mode = mode_name(t->line_breaking);
    char why[240];
    flow_layout_t *fresh = fresh_handle(w, t);
    if (fresh == NULL) {
        snprintf(found->kind, sizeof found->kind, "fresh-refused");
        snprintf(found->why, sizeof found->why, "a fresh handle refused the inputs the walked one accepted");
        return 1;
    }
    int status = flow_layout_arrange(fresh, w->bw, w->bh);
    int result = 0;
    if (status != w->status) {
        snprintf(found->kind, sizeof found->kind, "status/%s", mode);
        snprintf(found->why, sizeof found->why, "arrange(%.9g, %.9g): status %d, on a fresh handle %d (%s)", w->bw,
                 w->bh, w->status, status, flow_layout_last_error(fresh));
        result = 1;
    }
    observed mine, theirs;
    observed_take(&mine, w->h);
    observed_take(&theirs, fresh);
    if (!result && !observed_equal(&mine, &theirs, why)) {
        snprintf(found->kind, sizeof found->kind, "%s/%s", reader_of(why, &mine, &theirs), mode);
        snprintf(found->why, sizeof found->why, "%s (walked handle vs fresh handle)", why);
        result = 1;
    }
    observed_free(&mine);
    observed_free(&theirs);
    if (!result && !observed_queries_equal(w->h, fresh, why)) {
        size_t len = strcspn(why, "(");
        snprintf(found->kind, sizeof found->kind, "%.*s/%s", (int)(len < 20 ? len : 20), why, mode);
        snprintf(found->why, sizeof found->why, "%s (walked handle vs fresh handle)", why);
        result = 1;
    }
    flow_layout_destroy(fresh);
    if (result || w->status != FLOW_OK) return result;
    if (!exact_without_default_inputs(w, found)) return 1;
    /* The fit rule and the line invariants are about lines; lanes have test_lanes.c's. */
    if (t->lane_count != 0 || t->min_lane_length > 0) return 0;
    if (!invariants_fit_rule(w->h, t, w->bw, w->bh, why)) {
        /* Tagged with what the offending layout uses, so that a known class can be skipped. */
        int negative = 0;
        for (size_t i = 0; t->margins != NULL && i < t->count; i++)
            if (t->margins[i].left < 0 || t->margins[i].right < 0 || t->margins[i].top < 0 || t->margins[i].bottom < 0)
                negative = 1;
        snprintf(found->kind, sizeof found->kind, "fit/%s%s%s", mode, negative ? "+negative-margins" : "",
                 strstr(why, "indicator") ? "+indicator" : "");
        snprintf(found->why, sizeof found->why, "%s", why);
        return 1;
    }
    int ordered = !t->reverse;
    for (size_t i = 0; ordered && t->margins != NULL && i < t->count; i++)
        if (t->margins[i].left < 0 || t->margins[i].right < 0 || t->margins[i].top < 0 || t->margins[i].bottom < 0)
            ordered = 0;
    if (!invariants_hold_model(w->h, t->count, t->axis, t->direction, w->bw, w->bh, t->flags, ordered, why)) {
        snprintf(found->kind, sizeof found->kind, "invariants/%s", mode);
        snprintf(found->why, sizeof found->why, "%s", why);
        return 1;
    }
    return 0;
}

/* ---- Drawing calls ---------------------------------------------------------------------------- */

static float draw_bound(int main_axis) {
    static const float mains[] = {0, 30, 44, 60, 100, 137.25f, 200, 333.3f, 1000};
    static const float crosses[] = {0, 20, 50, 100, 300};
    uint32_t k = below(100);
    if (k < 12) return NAN;
    if (k < 18) return INFINITY;
    if (k < 40) return (float)below(2000) / 4.0f;
    return main_axis ? mains[below(9)] : crosses[below(5)];
}

static size_t draw_count(void) {
    uint32_t k = below(100);
    if (k < 5) return 0;
    if (k < 40) return 1 + below(8);
    if (k < 92) return 9 + below(32);
    return 41 + below(360);
}

/* Weights of the operations: arranges often, everything else spread out. */
static const int op_weights[OP_COUNT] = {
    [OP_AXIS] = 2, [OP_WRAP] = 3, [OP_DIRECTION] = 2, [OP_SPACING] = 3, [OP_JUSTIFY] = 2, [OP_JUSTIFY_LAST] = 2,
    [OP_ALIGN_ITEMS] = 2, [OP_ALIGN_CONTENT] = 2, [OP_BREAKING] = 5, [OP_MIN_LINES] = 3, [OP_MAX_LINES] = 4,
    [OP_MAX_ITEMS] = 3, [OP_UNIFORM] = 2, [OP_PIXEL_SCALE] = 2, [OP_LINE_FILL] = 3, [OP_SEPARATOR] = 4,
    [OP_PADDING] = 3, [OP_REVERSE] = 2, [OP_SET_ITEMS] = 5, [OP_ARRANGE_INTO] = 1, [OP_SET_MEASURE] = 2,
    [OP_SET_MEASURE_EX] = 2, [OP_SET_MEASURE_RANGE] = 3, [OP_INVALIDATE] = 2, [OP_CHANGE_CONTENT] = 2,
    [OP_SET_ITEM_SIZE] = 4, [OP_GROW] = 3,
    [OP_FLAGS] = 3, [OP_BASELINES] = 2, [OP_GUIDES] = 2, [OP_ITEM_SPACING] = 2, [OP_MARGINS] = 4, [OP_LIMITS] = 3,
    [OP_SHRINK] = 2, [OP_ITEM_ALIGN] = 2, [OP_INDICATOR] = 4, [OP_LANES] = 3, [OP_LANE_TOLERANCE] = 1,
    [OP_LANE_SPANS] = 2, [OP_ARRANGE] = 18, [OP_ARRANGE_AGAIN] = 8,
    [OP_SIZE_THAT_FITS] = 3, [OP_BATCH] = 1, [OP_FIRST_FITTING] = 1, [OP_REFUSED] = 1, [OP_DEFAULTS] = 4};

static walk_call draw_call(const walker *w) {
    static int total = 0;
    if (total == 0)
        for (int k = 0; k < OP_COUNT; k++) total += op_weights[k];
    walk_call c;
    memset(&c, 0, sizeof c);
    int r = (int)below((uint32_t)total);
    for (c.op = 0; c.op < OP_COUNT - 1 && r >= op_weights[c.op]; c.op++) r -= op_weights[c.op];
    c.gen = rnd();
    c.a = (int)below(1u << 20);
    c.b = (int)below(3); /* array style: dense, sparse, all default */
    int main_is_x = w->told.axis == FLOW_AXIS_HORIZONTAL;
    c.x = draw_bound(main_is_x);
    c.y = draw_bound(!main_is_x);
    switch (c.op) {
    /* Values: the default about half the time, so that features go off again and the plain
     * paths (specialised kernels) are reached after richer ones. */
    case OP_AXIS: case OP_DIRECTION: case OP_UNIFORM: case OP_REVERSE: c.a = chance(60) ? 0 : 1; break;
    case OP_WRAP: c.a = chance(70) ? FLOW_WRAP : (int)below(3); break;
    case OP_JUSTIFY: c.a = chance(50) ? 0 : (int)below(6); break;
    case OP_JUSTIFY_LAST: c.a = chance(50) ? -1 : (int)below(7) - 1; break;
    case OP_ALIGN_ITEMS: c.a = chance(50) ? 0 : (int)below(6); break;
    case OP_ALIGN_CONTENT: c.a = chance(50) ? 0 : (int)below(7); break;
    case OP_DEFAULTS: c.a = 1 + (int)below(15); break;
    case OP_BREAKING: c.a = (int)below(3); break;
    case OP_MIN_LINES: c.a = chance(50) ? 0 : (int)below(6); break;
    case OP_MAX_LINES: c.a = chance(45) ? 0 : 1 + (int)below(4); break;
    case OP_MAX_ITEMS: c.a = chance(50) ? 0 : 1 + (int)below(5); break;
    case OP_SPACING: {
        static const float gaps[] = {0, 4, 8, 2.5f, 10.25f, 1.0f / 3, 0};
        c.x = chance(15) ? NAN : gaps[below(7)];
        c.y = chance(15) ? NAN : gaps[below(7)];
        break;
    }
    case OP_PIXEL_SCALE: { static const float s[] = {0, 0, 0, 1, 2, 3, 0.5f}; c.x = s[below(7)]; break; }
    case OP_LINE_FILL: {
        static const float m[] = {0, NAN, INFINITY, 1.1f, 1.5f, 2, -1};
        c.a = chance(50) ? FLOW_FILL_NONE : FLOW_FILL_SCALE;
        c.x = m[below(7)];
        break;
    }
    case OP_SEPARATOR: {
        static const float s[][2] = {{0, 0}, {0, 0}, {2, 10}, {0, 6}, {5, 0}, {1.5f, 3.25f}, {8, 8}};
        uint32_t k = below(7);
        c.x = s[k][0];
        c.y = s[k][1];
        break;
    }
    case OP_PADDING:
        if (chance(40)) c.x = c.y = c.z = c.t = 0;
        else {
            c.x = (float)below(41) / 2; c.y = (float)below(41) / 2; c.z = (float)below(41) / 2; c.t = (float)below(41) / 2;
        }
        break;
    case OP_SET_ITEMS: case OP_ARRANGE_INTO:
        c.a = (int)draw_count();
        c.b = (int)below(4);
        break;
    case OP_SET_MEASURE: case OP_SET_MEASURE_EX: case OP_SET_MEASURE_RANGE:
        c.a = (int)draw_count();
        c.b = (int)below(PROFILES);
        break;
    case OP_SET_ITEM_SIZE:
        c.b = chance(15);
        c.x = length(rnd(), 100);
        c.y = length(rnd(), 40);
        break;
    case OP_GROW: case OP_GUIDES: case OP_SHRINK: case OP_ITEM_SPACING: case OP_FLAGS: case OP_MARGINS: case OP_ITEM_ALIGN:
        c.a = chance(35) ? 0 : 1;
        break;
    case OP_BASELINES: case OP_LIMITS: c.a = (int)below(4); break; /* bit 0: first / min, bit 1: last / max */
    case OP_INDICATOR: c.a = chance(40) ? -1 : (int)below(3); break;
    case OP_LANES: {
        /* Mostly off (lines), else a count or an auto-fill length. */
        static const float lengths[] = {0, 0, 40, 25.5f, 90, 1.0f / 3};
        c.a = chance(50) ? 0 : (int)below(7);
        c.x = lengths[below(6)];
        break;
    }
    case OP_LANE_TOLERANCE: { static const float t[] = {16, 0, 3.25f, 100}; c.x = t[below(4)]; break; }
    case OP_LANE_SPANS: c.a = (int)below(4); break;
    case OP_SIZE_THAT_FITS: c.b = chance(30); break;
    default: break;
    }
    return c;
}

/* ---- Findings, shrinking, reports ------------------------------------------------------------- */

enum { KINDS = 64 };
static struct {
    char kind[64];
    long count;
    unsigned long long seed;
    long segment, step;
} kinds[KINDS];
static int kind_count;
static const char *skip_list;
static int quiet;

static int skipped(const char *kind) {
    if (skip_list == NULL) return 0;
    const char *p = skip_list;
    while (*p) {
        size_t len = strcspn(p, ",");
        if (len > 0 && strncmp(kind, p, len) == 0) return 1;
        p += len;
        if (*p == ',') p++;
    }
    return 0;
}

/* Replays `calls` on a new handle; returns the index of the call after which a finding of `kind`
 * shows, or -1. */
static long replay(const walk_call *calls, long count, const char *kind, FILE *out, finding *found) {
    walker w;
    walker_start(&w);
    long at = -1;
    for (long i = 0; i < count; i++) {
        finding f;
        if (run_call(&w, &calls[i], out, &f) && strcmp(f.kind, kind) == 0) {
            at = i;
            if (found) *found = f;
            break;
        }
    }
    walker_end(&w);
    return at;
}

/* Drops calls, then cuts item counts, while the finding still shows. */
static long shrink(walk_call **list, long count, const char *kind) {
    /* OP_DEFAULTS calls become the calls they make, so that each can go on its own. */
    walk_call *calls = malloc((size_t)count * 32 * sizeof *calls);
    long expanded = 0;
    for (long i = 0; i < count; i++) {
        if ((*list)[i].op == OP_DEFAULTS) expanded += expand_defaults(&(*list)[i], calls + expanded);
        else calls[expanded++] = (*list)[i];
    }
    free(*list);
    *list = calls;
    count = expanded;
    walk_call *trial = malloc((size_t)count * sizeof *trial);
    long at = replay(calls, count, kind, NULL, NULL);
    if (at < 0) { free(trial); return count; }
    count = at + 1;
    for (long chunk = count / 2; chunk >= 1; chunk /= 2) {
        for (long start = 0; start + chunk <= count - 1;) {
            /* Never drop the last call (the one showing the finding). */
            long m = 0;
            for (long i = 0; i < count; i++)
                if (i < start || i >= start + chunk) trial[m++] = calls[i];
            long got = replay(trial, m, kind, NULL, NULL);
            if (got >= 0) {
                memcpy(calls, trial, (size_t)(got + 1) * sizeof *calls);
                count = got + 1;
            } else {
                start += chunk;
            }
        }
    }
    for (long i = 0; i < count; i++) {
        int *n = NULL;
        if (calls[i].op == OP_SET_ITEMS || calls[i].op == OP_ARRANGE_INTO || calls[i].op == OP_SET_MEASURE ||
            calls[i].op == OP_SET_MEASURE_EX || calls[i].op == OP_SET_MEASURE_RANGE)
            n = &calls[i].a;
        if (calls[i].op == OP_ARRANGE || calls[i].op == OP_ARRANGE_AGAIN || calls[i].op == OP_ARRANGE_INTO) {
            /* Plainer bounds read better: an unspecified height, a whole width. */
            walk_call keep = calls[i];
            calls[i].y = NAN;
            if (isnan(keep.y) || replay(calls, count, kind, NULL, NULL) != count - 1) calls[i].y = keep.y;
            keep = calls[i];
            calls[i].x = roundf(keep.x);
            if (!isfinite(keep.x) || keep.x == calls[i].x || replay(calls, count, kind, NULL, NULL) != count - 1)
                calls[i].x = keep.x;
        }
        while (n != NULL && *n > 1) {
            int keep = *n;
            *n = keep / 2;
            if (replay(calls, count, kind, NULL, NULL) == count - 1) continue;
            *n = keep - 1;
            if (replay(calls, count, kind, NULL, NULL) == count - 1) continue;
            *n = keep;
            break;
        }
    }
    free(trial);
    return count;
}

static void report_finding(const finding *f, const walk_call *segment_calls, long count, unsigned long long seed,
                           long segment, long step) {
    fprintf(stderr, "\nFINDING %s (seed %llu, segment %ld, step %ld)\n  %s\n", f->kind, seed, segment, step, f->why);
    if (quiet) return;
    walk_call *calls = malloc((size_t)count * sizeof *calls);
    memcpy(calls, segment_calls, (size_t)count * sizeof *calls);
    long shrunk = shrink(&calls, count, f->kind);
    finding again;
    memset(&again, 0, sizeof again);
    fprintf(stderr, "  shrunk to %ld calls (of %ld in the segment); as C, on h = flow_layout_create():\n", shrunk, count);
    long at = replay(calls, shrunk, f->kind, stderr, &again);
    if (at >= 0) fprintf(stderr, "  -> %s\n", again.why);
    else fprintf(stderr, "  (the shrunk sequence no longer shows it)\n");
    free(calls);
}

static void record(const finding *f, walk_call *calls, long count, unsigned long long seed, long segment, long step) {
    for (int k = 0; k < kind_count; k++)
        if (strcmp(kinds[k].kind, f->kind) == 0) {
            kinds[k].count++;
            return;
        }
    if (kind_count < KINDS) {
        snprintf(kinds[kind_count].kind, sizeof kinds[kind_count].kind, "%s", f->kind);
        kinds[kind_count].count = 1;
        kinds[kind_count].seed = seed;
        kinds[kind_count].segment = segment;
        kinds[kind_count].step = step;
        kind_count++;
    }
    report_finding(f, calls, count, seed, segment, step);
}

/* ---- Regression cases: defects found by walking, each checked on its own ---------------------- */

/* Balanced breaking with a separator, then the separator turned off: no separator is left. */
static void separators_go_when_turned_off(void) {
    flow_layout_t *layout = layout_with_items(4, 30, 10);
    size_t count = 99;
    CHECK_OK(layout, flow_layout_set_spacing(layout, 4, 4));
    CHECK_OK(layout, flow_layout_set_line_breaking(layout, FLOW_BREAK_BALANCE));
    CHECK_OK(layout, flow_layout_set_separator(layout, (flow_size){2, 10}));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_separators(layout, &count) != NULL && count == 2);
    CHECK_OK(layout, flow_layout_set_separator(layout, (flow_size){0, 0}));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_separators(layout, &count) == NULL);
    CHECK(count == 0);
    flow_layout_destroy(layout);
}

static flow_size twenty_by_ten(void *user_data, size_t hidden) {
    (void)user_data;
    (void)hidden;
    return (flow_size){20, 10};
}

/* The overflow indicator turned off (callback NULL and max_lines 0, or either alone) after
 * balanced or pretty breaking showed it: no indicator frame is left. */
static void the_indicator_goes_when_turned_off(void) {
    static const flow_rect zero = {0, 0, 0, 0};
    for (int mode = FLOW_BREAK_GREEDY; mode <= FLOW_BREAK_PRETTY; mode++)
        for (int how = 0; how < 3; how++) {
            flow_layout_t *layout = layout_with_items(10, 30, 10);
            flow_rect more = {-1, -1, -1, -1};
            CHECK_OK(layout, flow_layout_set_spacing(layout, 4, 4));
            CHECK_OK(layout, flow_layout_set_line_breaking(layout, mode));
            CHECK_OK(layout, flow_layout_set_max_lines(layout, 1));
            CHECK_OK(layout, flow_layout_set_overflow_indicator(layout, twenty_by_ten, NULL));
            CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
            CHECK_OK(layout, flow_layout_overflow_frame(layout, &more));
            CHECK(memcmp(&more, &zero, sizeof zero) != 0);
            if (how != 1) CHECK_OK(layout, flow_layout_set_overflow_indicator(layout, NULL, NULL));
            if (how != 0) CHECK_OK(layout, flow_layout_set_max_lines(layout, 0));
            CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
            CHECK_OK(layout, flow_layout_overflow_frame(layout, &more));
            if (memcmp(&more, &zero, sizeof zero) != 0)
                fprintf(stderr, "  %s breaking, indicator turned off by %s: overflow frame still {%g, %g, %g, %g}\n",
                        mode_name(mode), how == 0 ? "set_overflow_indicator(NULL)" : how == 1 ? "set_max_lines(0)" : "both",
                        more.x, more.y, more.width, more.height);
            CHECK(memcmp(&more, &zero, sizeof zero) == 0);
            flow_layout_destroy(layout);
        }
}

/* Pretty breaking with the item model: a negative margin must not let a line overflow its box. */
static void pretty_lines_fit_with_negative_margins(void) {
    static const flow_size sizes[] = {{25, 10}, {10, 10}, {25, 10}, {18, 10}};
    static const flow_edges margins[] = {{0, 0, 0, 0}, {0, 0, 0, -20}, {0, 0, 0, 0}, {0, 0, 0, 0}};
    flow_layout_t *layout = flow_layout_create();
    size_t n = 0, j;
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, 4));
    CHECK_OK(layout, flow_layout_set_spacing(layout, 4, 4));
    CHECK_OK(layout, flow_layout_set_item_margins(layout, margins, 4));
    CHECK_OK(layout, flow_layout_set_line_breaking(layout, FLOW_BREAK_PRETTY));
    CHECK_OK(layout, flow_layout_arrange(layout, 44, NAN));
    const flow_line *lines = flow_layout_lines(layout, &n);
    for (j = 0; lines != NULL && j < n; j++) {
        if (lines[j].item_count >= 2 && lines[j].main_size > 44 + 1.0f / 256)
            fprintf(stderr, "  pretty: line %zu (items %u..%u) is %g long in a 44-point box\n", j, lines[j].first_item,
                    lines[j].first_item + lines[j].item_count - 1, lines[j].main_size);
        CHECK(lines[j].item_count < 2 || lines[j].main_size <= 44 + 1.0f / 256);
    }
    flow_layout_destroy(layout);
}

/* Baselines answered by set_measure_ex align items when an item-model input is set too (here
 * padding, which is only an offset): items 32x12, first baselines 9 and 5, last 10 and 7. */
static flow_measurement baselines_9_5(void *user_data, size_t index, flow_size proposal) {
    flow_measurement m;
    (void)user_data;
    (void)proposal;
    m.size = (flow_size){32, 12};
    m.first_baseline = index ? 5.0f : 9.0f;
    m.last_baseline = index ? 7.0f : 10.0f;
    return m;
}

static void measured_baselines_align_with_the_item_model(void) {
    for (int align = FLOW_ALIGN_FIRST_BASELINE; align <= FLOW_ALIGN_LAST_BASELINE; align++) {
        flow_layout_t *layout = flow_layout_create();
        flow_size content = {0, 0};
        CHECK_OK(layout, flow_layout_set_align_items(layout, align));
        CHECK_OK(layout, flow_layout_set_measure_ex(layout, 2, baselines_9_5, NULL));
        CHECK_OK(layout, flow_layout_set_padding(layout, (flow_edges){1, 1, 1, 1}));
        CHECK_OK(layout, flow_layout_arrange(layout, NAN, NAN));
        CHECK_OK(layout, flow_layout_get_content_size(layout, &content));
        /* ascent max(9, 5) + descent max(3, 7) = 16; last: max(10, 7) + max(2, 5) = 15 */
        CHECK_NEAR(content.height, align == FLOW_ALIGN_FIRST_BASELINE ? 16 : 15);
        /* the second item moves down by 9 - 5 (first) or 10 - 7 (last), below the padding */
        CHECK_RECT(frame_at(layout, 0), 1, 1, 32, 12);
        CHECK_RECT(frame_at(layout, 1), 41, align == FLOW_ALIGN_FIRST_BASELINE ? 5 : 4, 32, 12);
        flow_layout_destroy(layout);
    }
}

/* Right to left, no gap, a zero-width item after a wide one: the separator lies between them
 * (x = 60, their shared edge), as with the item model, not in the middle of the wide item. */
static void a_separator_before_an_empty_item_right_to_left(void) {
    static const flow_size sizes[] = {{40, 10}, {0, 10}};
    flow_layout_t *layout = flow_layout_create();
    size_t count = 0;
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, 2));
    CHECK_OK(layout, flow_layout_set_direction(layout, FLOW_DIRECTION_RTL));
    CHECK_OK(layout, flow_layout_set_spacing(layout, 0, 0));
    CHECK_OK(layout, flow_layout_set_separator(layout, (flow_size){0, 6}));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 0), 60, 0, 40, 10);
    CHECK_RECT(frame_at(layout, 1), 60, 0, 0, 10);
    const flow_rect *separators = flow_layout_separators(layout, &count);
    CHECK(separators != NULL && count == 1);
    if (separators != NULL && count == 1) CHECK_RECT(separators[0], 60, 2, 0, 6);
    flow_layout_destroy(layout);
}

/* SPEC 13 exactness: scale fill with margins all 0 gives bit for bit what it gives without them. */
static void scale_fill_is_exact_with_zero_margins(void) {
    static const flow_size sizes[] = {{23.25f, 26.1f}, {8.5f, 19}, {71.75f, 25.25f}};
    static const flow_edges zero[] = {{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}};
    flow_size size[2];
    size_t n[2];
    const flow_rect *frames[2];
    flow_layout_t *layouts[2];
    for (int with = 0; with < 2; with++) {
        layouts[with] = flow_layout_create();
        CHECK_OK(layouts[with], flow_layout_set_items(layouts[with], sizes, 3));
        CHECK_OK(layouts[with], flow_layout_set_line_fill(layouts[with], FLOW_FILL_SCALE, 0));
        if (with) CHECK_OK(layouts[with], flow_layout_set_item_margins(layouts[with], zero, 3));
        CHECK_OK(layouts[with], flow_layout_arrange(layouts[with], 60, NAN));
        CHECK_OK(layouts[with], flow_layout_get_size(layouts[with], &size[with]));
        frames[with] = flow_layout_frames(layouts[with], &n[with]);
    }
    if (memcmp(&size[0], &size[1], sizeof size[0]) != 0)
        fprintf(stderr, "  scale fill: size %.9g x %.9g without margins, %.9g x %.9g with margins 0\n", size[0].width,
                size[0].height, size[1].width, size[1].height);
    CHECK(memcmp(&size[0], &size[1], sizeof size[0]) == 0);
    CHECK(n[0] == 3 && n[1] == 3 && frames[0] != NULL && frames[1] != NULL &&
          memcmp(frames[0], frames[1], 3 * sizeof *frames[0]) == 0);
    flow_layout_destroy(layouts[0]);
    flow_layout_destroy(layouts[1]);
}

/* ---- The walk --------------------------------------------------------------------------------- */

static unsigned long long env_number(const char *name, unsigned long long fallback) {
    const char *v = getenv(name);
    return v != NULL && *v ? strtoull(v, NULL, 10) : fallback;
}

static void walk(void) {
    const unsigned long long seed = env_number("FLOWLAYOUT_WALK_SEED", 1);
    const long steps = (long)env_number("FLOWLAYOUT_WALK_STEPS", 300000);
    skip_list = getenv("FLOWLAYOUT_WALK_SKIP");
    quiet = getenv("FLOWLAYOUT_WALK_QUIET") != NULL && *getenv("FLOWLAYOUT_WALK_QUIET") != '0';
    printf("test_state_walk: seed %llu, %ld steps (FLOWLAYOUT_WALK_SEED, FLOWLAYOUT_WALK_STEPS)%s%s\n", seed, steps,
           skip_list ? "; skipping kinds " : "", skip_list ? skip_list : "");
    walk_rng = seed;
    clock_t started = clock();
    walk_call *calls = malloc(SEGMENT_MAX * sizeof *calls);
    long step = 0, segment = 0, arranges = 0, skipped_findings = 0;
    while (step < steps) {
        walker w;
        walker_start(&w);
        /* Short segments reach the plain paths (few features on), long ones pile features up. */
        long length = chance(60) ? 3 + (long)below(40) : 20 + (long)below(SEGMENT_MAX - 20);
        for (long i = 0; i < length && step < steps; i++, step++) {
            calls[i] = draw_call(&w);
            if (calls[i].op == OP_ARRANGE || calls[i].op == OP_ARRANGE_AGAIN) arranges++;
            finding f;
            if (run_call(&w, &calls[i], NULL, &f)) {
                if (skipped(f.kind)) {
                    skipped_findings++;
                } else {
                    /* Shrinking replays on handles of its own; this walk's random stream is untouched. */
                    uint64_t saved = walk_rng;
                    record(&f, calls, i + 1, seed, segment, step);
                    walk_rng = saved;
                    check_failures++;
                }
                step++;
                break; /* a new segment: the walked handle's state is no longer trusted */
            }
        }
        walker_end(&w);
        segment++;
    }
    free(calls);
    double seconds = (double)(clock() - started) / CLOCKS_PER_SEC;
    printf("test_state_walk: %ld steps in %ld segments (%ld arranges) in %.1f s; %d kind(s) of finding%s\n", step,
           segment, arranges, seconds, kind_count, kind_count ? ":" : "");
    for (int k = 0; k < kind_count; k++)
        printf("  %-40s %6ld time(s), first at segment %ld step %ld (seed %llu)\n", kinds[k].kind, kinds[k].count,
               kinds[k].segment, kinds[k].step, kinds[k].seed);
    if (skipped_findings) printf("  (%ld finding(s) of skipped kinds)\n", skipped_findings);
}

int main(void) {
    RUN(separators_go_when_turned_off);
    RUN(the_indicator_goes_when_turned_off);
    RUN(pretty_lines_fit_with_negative_margins);
    RUN(measured_baselines_align_with_the_item_model);
    RUN(a_separator_before_an_empty_item_right_to_left);
    RUN(scale_fill_is_exact_with_zero_margins);
    RUN(walk);
    return check_report("test_state_walk");
}
