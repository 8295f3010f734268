/* libFuzzer harness over the C ABI.
 *
 * The input is a little program: each byte picks a call (create, every setter -- the flex item
 * model's, the line features' and the lanes' included --, arrange, the getters, hit testing, arrange_batch,
 * first_fitting, destroy) on one of four handle slots, and the following bytes are its
 * arguments -- mostly plausible values, sometimes NaN, infinities, negative numbers, unknown enum
 * values, NULL pointers, counts that differ from the item count or cannot be allocated.
 * After every call the harness checks:
 *   - the status is one of the documented codes;
 *   - a failed call left a message, and left the handle's results exactly as they were;
 *   - after a successful arrange, the results satisfy invariants_hold() (finite frames, order kept,
 *     no overlap within a line, lines covering the visible items) and the fit rule (no line of two
 *     or more boxes longer than the content box, in every breaking mode), and a fresh handle given
 *     the same inputs (replica.h) arranges to the very same results, every reader compared
 *     (frames, lines, sizes, visible count, separators, the indicator's frame, the lanes, and
 *     line_of_item, lane_of_item, item_at and lines_in_range at places taken from the results):
 *     caches and reused buffers never leak into a result. In lanes mode the line invariants and
 *     the fit rule are not checked (items go into lanes, not lines); the comparison is.
 *   - hit testing and arrange_batch change nothing; an item found at a point contains it; each
 *     group of a batch equals that group arranged alone on a fresh handle with the same options;
 *   - callbacks (measure, measure with baselines, measure answering runs of items, overflow
 *     indicator) that try to change the layout being arranged are refused; the range callback
 *     (set_measure_range: set_measure's call with bit 3 of its behaviour byte, the same script
 *     answering each item of the run, bit 4 leaving NaN answers unwritten) is asked non-empty
 *     runs within the items whose answers are NaN x NaN until written, and the fresh handle
 *     given the same inputs gets it through set_measure_range too;
 *   - after a successful arrange of plain rows (start everything, no per-item inputs), the frames
 *     and lines equal those of a plain greedy model written here (an oracle independent of the
 *     engine), so a change that breaks exact fits or gaps fails;
 *   - allocation failure is an action: a prefix byte >= 232 makes the next call run with its k-th
 *     allocation failing (slots 0 and 2 use a failing flow_allocator); that call must answer
 *     FLOW_OK or FLOW_ERROR_OUT_OF_MEMORY (or its usual error) and, failed, change nothing.
 * A broken check aborts, which libFuzzer reports as a crash with the input that caused it.
 * fuzz.dict holds byte sequences for the hard corners (smallest pixel scale, largest bounds). */
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flowlayout.h"
#include "invariants.h"
#include "observed.h"
#include "replica.h"

/* OP_COUNT: calls of the byte language (the first byte of a call, modulo it, picks one). */
enum { SLOTS = 4, SMALL_COUNT = 40, TABLE = 16, OP_COUNT = 46 };

/* A measure callback's script: sizes to answer, and whether to wrap like text when proposed a
 * main length shorter than the ideal one. */
struct slot;

typedef struct {
    flow_size answers[TABLE];
    int answer_count;
    int wraps;
    int reenters;          /* tries to change its own layout, which must be refused */
    flow_layout_t *self;
    struct slot *neighbour; /* when not NULL, the callback arranges this slot's layout (allowed) */
    size_t item_count;
    int axis;
    float baselines[TABLE][2]; /* first and last baseline answered with answers[i] (measure_ex) */
    int leaves_out; /* the range callback leaves the answers whose width is NaN unwritten */
} measure_script;

/* An overflow indicator callback's script: sizes by hidden count, and whether it tries to change
 * the layout it is sizing (which must be refused). */
typedef struct {
    flow_size answers[TABLE];
    int answer_count;
    int reenters;
    flow_layout_t *self;
} indicator_script;

typedef struct slot {
    flow_layout_t *layout;
    size_t item_count;         /* as set by the last successful set_items / set_measure */
    int axis, direction;       /* as set by the last successful setter */
    measure_script script;     /* user data of the handle's measure callback */
    indicator_script indicator; /* user data of the handle's overflow indicator callback */
    replica told;              /* everything the handle accepted */
} slot;

typedef struct {
    const uint8_t *data;
    size_t size, at;
} reader;

static uint8_t byte(reader *r) { return r->at < r->size ? r->data[r->at++] : 0; }

static uint32_t word(reader *r) {
    uint32_t w = 0;
    for (int i = 0; i < 4; i++) w = w << 8 | byte(r);
    return w;
}

static void fail(const char *what, const char *detail) {
    fprintf(stderr, "fuzz_calls: %s: %s\n", what, detail);
    abort();
}

/* ---- Allocation failure as a fuzzed action ---------------------------------------------------- */

/* countdown > 0: the countdown-th allocation from now fails (one call only). */
static struct { long countdown, injected; } fuzz_memory;

static void *fuzz_allocate(void *context, size_t size, size_t alignment) {
    (void)context;
    if (fuzz_memory.countdown > 0 && --fuzz_memory.countdown == 0) {
        fuzz_memory.injected++;
        return NULL;
    }
    return aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
}

static void fuzz_release(void *context, void *pointer, size_t size) {
    (void)context;
    (void)size;
    free(pointer);
}

static const flow_allocator fuzz_allocator = {fuzz_allocate, fuzz_release, NULL};

/* Slots 0 and 2 allocate through the failing allocator, 1 and 3 through the C library. */
static flow_layout_t *create_in_slot(int index) {
    return index % 2 == 0 ? flow_layout_create_with_allocator(&fuzz_allocator) : flow_layout_create();
}

static void disarm_failures(void) { fuzz_memory.countdown = 0; }

/* Floats: small whole and half values most of the time, else one of the hard cases. */
static float number(reader *r) {
    static const float hard[] = {
        0.0f, -0.0f, 1.0f, 0.5f, 8.0f, 99.99f, 1e6f, 1e9f, 1.0000001e9f, 1e10f, 3.4028235e38f,
        1.4e-45f, 1.17549435e-38f, 1e-30f, -1.0f, -1e-30f, -3.4028235e38f, NAN, -NAN, INFINITY,
        -INFINITY, 0.1f, 0.3333333f, 16777216.0f, 16777217.0f, 1e-3f, 2.0f, 3.0f,
    };
    uint8_t b = byte(r);
    if (b < 160) return (float)(b % 80) * (b < 80 ? 1.0f : 0.5f);
    if (b == 255) {
        uint32_t bits = word(r);
        float f;
        memcpy(&f, &bits, sizeof f);
        return f;
    }
    return hard[b % (sizeof hard / sizeof hard[0])];
}

/* Raw enum values: the valid ones, their neighbours, and extremes. */
static int enum_value(reader *r) {
    static const int hard[] = {-1, 7, 8, 255, 256, 65536, INT_MAX, INT_MIN, -2};
    uint8_t b = byte(r);
    if (b < 224) return b % 8;
    return hard[b % (sizeof hard / sizeof hard[0])];
}

static uint32_t small_u32(reader *r) {
    static const uint32_t hard[] = {0, 1, 2, 3, 1000, 65535, 0x7fffffffu, 0x80000000u, UINT32_MAX};
    uint8_t b = byte(r);
    if (b < 224) return b % 12;
    return hard[b % (sizeof hard / sizeof hard[0])];
}

/* Counts that no handle may accept: beyond the item limit, overflowing size computations. */
static size_t huge_count(reader *r) {
    static const size_t hard[] = {
        ((size_t)1 << 26) + 1, SIZE_MAX, SIZE_MAX / 2, SIZE_MAX / 2 + 1, SIZE_MAX / 4 + 1,
        SIZE_MAX / 8 + 1, SIZE_MAX / 16 + 1, (size_t)1 << 40, (size_t)INT64_MAX, ((size_t)1 << 31) + 1,
        (size_t)UINT32_MAX + 1, (size_t)UINT32_MAX,
    };
    return hard[byte(r) % (sizeof hard / sizeof hard[0])];
}

/* Mostly counts near the item count, sometimes a different or huge one. */
static size_t array_count(reader *r, size_t item_count, int *huge) {
    uint8_t b = byte(r);
    *huge = 0;
    if (b < 200) return item_count;
    if (b < 240) return b % (SMALL_COUNT + 1);
    *huge = 1;
    return huge_count(r);
}

static size_t index_value(reader *r, size_t item_count) {
    uint8_t b = byte(r);
    if (b < 200) return item_count == 0 ? 0 : b % item_count;
    if (b < 240) return item_count + b % 3;
    return huge_count(r);
}

static flow_size measure_answer(void *user_data, size_t index, flow_size proposal) {
    measure_script *s = user_data;
    if (index >= s->item_count) fail("measure", "asked about an item past the item count");
    if (proposal.width < 0 || proposal.height < 0) fail("measure", "negative proposal");
    flow_size ideal = s->answers[index % (size_t)s->answer_count];
    if (s->reenters) {
        flow_size out;
        if (flow_layout_set_axis(s->self, FLOW_AXIS_HORIZONTAL) != FLOW_ERROR_INVALID_ARGUMENT ||
            flow_layout_arrange(s->self, 100, 100) != FLOW_ERROR_INVALID_ARGUMENT ||
            flow_layout_size_that_fits(s->self, 100, 100, &out) != FLOW_ERROR_INVALID_ARGUMENT ||
            flow_layout_set_items(s->self, NULL, 0) != FLOW_ERROR_INVALID_ARGUMENT)
            fail("measure", "a change to the layout being measured was not refused");
    }
    if (s->neighbour != NULL && s->neighbour->layout != NULL && s->neighbour->layout != s->self) {
        /* Other handles may be used freely from a callback, even arranged (and measured) there;
         * one that is itself being arranged further up refuses. */
        int status = flow_layout_arrange(s->neighbour->layout, 60, NAN);
        if (status < FLOW_OK || status > FLOW_ERROR_NOT_ARRANGED) fail("measure", "nested arrange: undocumented status");
    }
    if (!s->wraps) return ideal;
    /* Text-like: proposed a shorter main length, take it and grow along the cross axis. */
    float *ideal_main = s->axis == FLOW_AXIS_VERTICAL ? &ideal.height : &ideal.width;
    float *ideal_cross = s->axis == FLOW_AXIS_VERTICAL ? &ideal.width : &ideal.height;
    float proposed = s->axis == FLOW_AXIS_VERTICAL ? proposal.height : proposal.width;
    if (isfinite(proposed) && proposed > 0 && proposed < *ideal_main && isfinite(*ideal_main)) {
        float rows = ceilf(*ideal_main / proposed);
        *ideal_main = proposed;
        *ideal_cross *= rows > 1000 ? 1000 : rows;
    }
    return ideal;
}

/* The range callback: the per-item answers, a run at a time. A run lies within the items and is
 * not empty; its answers are NaN x NaN until written (so leaving a NaN answer unwritten must fail
 * the arrange as answering it does). */
static void measure_answer_range(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers) {
    measure_script *s = user_data;
    if (count == 0 || first >= s->item_count || count > s->item_count - first)
        fail("measure_range", "asked about an empty run or items past the item count");
    for (size_t k = 0; k < count; k++) {
        if (!isnan(answers[k].width) || !isnan(answers[k].height))
            fail("measure_range", "an answer is not NaN x NaN before it is written");
        flow_size answer = measure_answer(user_data, first + k, proposal);
        if (s->leaves_out && isnan(answer.width)) continue;
        answers[k] = answer;
    }
}

static flow_measurement measure_answer_ex(void *user_data, size_t index, flow_size proposal) {
    measure_script *s = user_data;
    flow_measurement m;
    m.size = measure_answer(user_data, index, proposal);
    m.first_baseline = s->baselines[index % (size_t)s->answer_count][0];
    m.last_baseline = s->baselines[index % (size_t)s->answer_count][1];
    return m;
}

static flow_size indicator_answer(void *user_data, size_t hidden_count) {
    indicator_script *s = user_data;
    if (hidden_count == 0) fail("indicator", "asked for a size with nothing hidden");
    if (s->reenters) {
        if (flow_layout_set_axis(s->self, FLOW_AXIS_HORIZONTAL) != FLOW_ERROR_INVALID_ARGUMENT ||
            flow_layout_arrange(s->self, 100, 100) != FLOW_ERROR_INVALID_ARGUMENT)
            fail("indicator", "a change to the layout being arranged was not refused");
    }
    return s->answers[hidden_count % (size_t)s->answer_count];
}

/* Fills `n` values of `width` floats each (n may be 0), owned by the caller. */
static float *numbers(reader *r, size_t n, size_t width) {
    float *v = calloc((n == 0 ? 1 : n) * width, sizeof *v);
    if (v == NULL) fail("harness", "out of memory");
    for (size_t i = 0; i < n * width; i++) v[i] = number(r);
    return v;
}

/* Many items from a tiny seed: exercises long lines and the balanced breaker's scaling. */
static flow_size *many_sizes(reader *r, size_t n) {
    flow_size *v = malloc((n == 0 ? 1 : n) * sizeof *v);
    if (v == NULL) fail("harness", "out of memory");
    uint32_t x = word(r) | 1;
    for (size_t i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        v[i] = (flow_size){(float)(x % 200), (float)(x / 200 % 50)};
    }
    return v;
}

/* Built with -DFUZZ_TRACE (scripts/fuzz trace FILE), the harness prints each call with its
 * arguments and status as it runs. */
#ifdef FUZZ_TRACE
static char trace_args[240];
static int trace_slot;
#define TRACE_ARGS(...) snprintf(trace_args, sizeof trace_args, __VA_ARGS__)
#else
#define TRACE_ARGS(...) ((void)0)
#endif

static void check_status(int status, const char *call) {
#ifdef FUZZ_TRACE
    fprintf(stderr, "  [%d] %s(%s) -> %d\n", trace_slot, call, trace_args, status);
    trace_args[0] = '\0';
#endif
    if (status < FLOW_OK || status > FLOW_ERROR_NOT_ARRANGED) fail(call, "undocumented status");
}

/* A failed call must explain itself and leave the results untouched. */
static void check_failure_kept_state(slot *s, int status, const observed *before, const char *call) {
    disarm_failures();
    check_status(status, call);
    if (s->layout == NULL) {
        if (status != FLOW_ERROR_NULL) fail(call, "NULL handle not answered with FLOW_ERROR_NULL");
        return;
    }
    if (status == FLOW_OK) return;
    const char *message = flow_layout_last_error(s->layout);
    if (message == NULL || message[0] == '\0') fail(call, "failed without a message");
    observed after;
    observed_take(&after, s->layout);
    char why[200];
    if (!observed_equal(before, &after, why)) fail(call, why);
    observed_free(&after);
}

/* ---- The oracle: plain rows by a plain greedy model ------------------------------------------- */

/* Rows with every option at its start default, no per-item inputs, fixed sizes: the layout the
 * spec's steps 2 and 6 describe most simply. */
static int plain_rows(const replica *t) {
    return t->sizes != NULL && t->axis == FLOW_AXIS_HORIZONTAL && t->wrap == FLOW_WRAP &&
           t->direction == FLOW_DIRECTION_LTR && t->justify == FLOW_JUSTIFY_START &&
           t->align_items == FLOW_ALIGN_START && t->align_content == FLOW_CONTENT_START && !t->uniform &&
           t->pixel_scale == 0 && t->line_breaking == FLOW_BREAK_GREEDY && t->max_lines == 0 &&
           t->max_items == 0 && t->min_lines == 0 && t->grow == NULL && t->flags == NULL &&
           t->first_baselines == NULL && t->last_baselines == NULL && t->guides == NULL && t->spacing == NULL &&
           t->padding.top == 0 && t->padding.right == 0 && t->padding.bottom == 0 && t->padding.left == 0 &&
           !t->reverse && (t->justify_last == FLOW_JUSTIFY_AUTO || t->justify_last == FLOW_JUSTIFY_START) &&
           t->fill_mode == FLOW_FILL_NONE && t->separator.width == 0 && t->separator.height == 0 &&
           t->margins == NULL && t->min == NULL && t->max == NULL && t->shrink == NULL && t->align == NULL &&
           t->lane_count == 0 && !(t->min_lane_length > 0);
}

/* Whether shown neighbours keep their order along main: not with reverse, nor with a negative
 * margin (which lets neighbours overlap, as in CSS). */
static int keeps_order(const replica *t) {
    if (t->reverse) return 0;
    for (size_t i = 0; t->margins != NULL && i < t->count; i++) {
        const flow_edges *m = &t->margins[i];
        if (m->top < 0 || m->right < 0 || m->bottom < 0 || m->left < 0) return 0;
    }
    return 1;
}

/* Lanes mode (flow_layout_set_lanes): items go into lanes, not lines, so the line invariants,
 * the fit rule and the greedy rows model do not apply; the fresh-handle comparison does. */
static int lanes_on(const replica *t) { return t->lane_count != 0 || t->min_lane_length > 0; }

static int near(double got, double want) { return fabs(got - want) <= 1e-6 * fmax(1.0, fabs(want)); }

/* Greedy lines: an item joins the line when the line's length with it is at most M, up to a
 * tolerance of 1/4096 + 1e-9 * M (so exact fits fit); items sit gap apart, lines line_gap apart. */
static void check_plain_rows(const slot *s, float width, float height, const char *call) {
    const replica *t = &s->told;
    const double limit = isnan(width) ? INFINITY : (double)width;
    const double fit = limit + (1.0 / 4096 + fabs(limit) * 1e-9);
    const double gap = isnan(t->item_spacing) ? 8 : t->item_spacing;
    const double line_gap = isnan(t->line_spacing) ? 8 : t->line_spacing;
    size_t frame_count = 0, line_count = 0, line = 0, first = 0;
    const flow_rect *frames = flow_layout_frames(s->layout, &frame_count);
    const flow_line *lines = flow_layout_lines(s->layout, &line_count);
    char why[200];
    if (t->count == 0) return;
    if (frame_count != t->count) fail(call, "oracle: frame count");
    double used = 0, position = 0, cross = 0, tallest = 0, widest = 0;
    for (size_t i = 0; i <= t->count; i++) {
        int ends_line = i == t->count;
        if (!ends_line && i > first) {
            double next = used + gap + t->sizes[i].width;
            if (next > fit) ends_line = 1;
            else { position = used + gap; used = next; }
        }
        if (ends_line) {
            if (line >= line_count || lines[line].first_item != first || lines[line].item_count != i - first) {
                snprintf(why, sizeof why, "oracle: line %zu should hold items %zu..%zu", line, first, i - 1);
                fail(call, why);
            }
            if (!near(lines[line].main_size, used) || !near(lines[line].cross_offset, cross) ||
                !near(lines[line].cross_size, tallest)) {
                snprintf(why, sizeof why, "oracle: line %zu main %g cross %g+%g, expected %g, %g+%g", line,
                         lines[line].main_size, lines[line].cross_offset, lines[line].cross_size, used, cross, tallest);
                fail(call, why);
            }
            widest = fmax(widest, used);
            if (i == t->count) break;
            cross += tallest + line_gap;
            line++;
            first = i;
        }
        if (i == first) { used = t->sizes[i].width; position = 0; tallest = 0; }
        tallest = fmax(tallest, t->sizes[i].height);
        flow_rect f = frames[i];
        if (!near(f.x, position) || !near(f.y, cross) || f.width != t->sizes[i].width || f.height != t->sizes[i].height) {
            snprintf(why, sizeof why, "oracle: item %zu at (%g, %g) %g x %g, expected (%g, %g) %g x %g", i, f.x, f.y,
                     f.width, f.height, position, cross, t->sizes[i].width, t->sizes[i].height);
            fail(call, why);
        }
    }
    if (line + 1 != line_count) fail(call, "oracle: line count");
    flow_size size;
    if (flow_layout_get_size(s->layout, &size) != FLOW_OK) fail(call, "oracle: get_size");
    double want_w = isfinite(limit) ? limit : widest;
    double want_h = isnan(height) || isinf(height) ? cross + tallest : height;
    if (!near(size.width, want_w) || !near(size.height, want_h)) {
        snprintf(why, sizeof why, "oracle: size %g x %g, expected %g x %g", size.width, size.height, want_w, want_h);
        fail(call, why);
    }
}

static void check_arranged(slot *s, float width, float height, const char *call) {
    char why[200];
#ifdef FUZZ_TRACE
    fprintf(stderr, "  [%d] %s(%s) succeeded; checking its results\n", trace_slot, call, trace_args);
    {
        const replica *t = &s->told;
        fprintf(stderr,
                "      options: axis %d wrap %d direction %d justify %d align %d content %d breaking %d uniform %d"
                " spacing %g %g scale %g max_lines %u max_items %u min_lines %u reverse %d justify_last %d fill %d %g"
                " separator %gx%g indicator %s lanes %u %g tolerance %g; per item:%s%s%s%s%s%s%s%s%s%s%s\n",
                t->axis, t->wrap, t->direction, t->justify, t->align_items, t->align_content, t->line_breaking,
                t->uniform, t->item_spacing, t->line_spacing, t->pixel_scale, t->max_lines, t->max_items, t->min_lines,
                t->reverse, t->justify_last, t->fill_mode, t->max_scale, t->separator.width, t->separator.height,
                t->indicator ? "set" : "none", t->lane_count, t->min_lane_length, t->lane_tolerance,
                t->grow ? " grow" : "", t->flags ? " flags" : "",
                t->first_baselines || t->last_baselines ? " baselines" : "", t->guides ? " guides" : "",
                t->spacing ? " spacing" : "", t->margins ? " margins" : "", t->min || t->max ? " limits" : "",
                t->shrink ? " shrink" : "", t->align ? " align" : "",
                t->measure || t->measure_ex || t->measure_range ? " measured" : "",
                t->lane_spans ? " lane spans" : "");
    }
    if (s->told.sizes != NULL) {
        fprintf(stderr, "      sizes:");
        for (size_t i = 0; i < s->told.count; i++) fprintf(stderr, " {%g,%g}", s->told.sizes[i].width, s->told.sizes[i].height);
        fprintf(stderr, "\n");
    }
    if (s->told.margins != NULL) {
        fprintf(stderr, "      margins (top right bottom left):");
        for (size_t i = 0; i < s->told.count; i++)
            fprintf(stderr, " {%g,%g,%g,%g}", s->told.margins[i].top, s->told.margins[i].right, s->told.margins[i].bottom,
                    s->told.margins[i].left);
        fprintf(stderr, "\n");
    }
#endif
    disarm_failures();
    const int lanes = lanes_on(&s->told);
    if (!lanes && !invariants_hold_model(s->layout, s->item_count, s->axis, s->direction, width, height, s->told.flags,
                                         keeps_order(&s->told), why))
        fail(call, why);
    if (plain_rows(&s->told)) check_plain_rows(s, width, height, call);
    /* The same inputs on a fresh handle: the same results, bit for bit. This handle's results are
     * taken first: the fresh handle's callback may arrange the next slot, whose callback may
     * arrange the next, and so on round to this (idle, so rightly re-arrangeable) handle. */
    observed mine, theirs;
    observed_take(&mine, s->layout);
    flow_layout_t *fresh = replica_build(&s->told);
    if (fresh == NULL) fail(call, "a fresh handle refused the inputs this one accepted");
    flow_layout_t *self = s->script.self, *indicator_self = s->indicator.self;
    s->script.self = fresh; /* a re-entrant callback must target the handle being arranged */
    s->indicator.self = fresh;
    int status = flow_layout_arrange(fresh, width, height);
    s->script.self = self;
    s->indicator.self = indicator_self;
    if (status != FLOW_OK) fail(call, "a fresh handle with the same inputs failed to arrange");
    observed_take(&theirs, fresh);
    if (!observed_equal(&theirs, &mine, why)) {
        char both[260];
        snprintf(both, sizeof both, "differs from a fresh handle with the same inputs: %s", why);
        fail(call, both);
    }
    /* The query readers too (SPEC 13: every reader), at points and ranges taken from the results;
     * unless a callback of the fresh handle went round the slots and arranged this one again. */
    observed again;
    observed_take(&again, s->layout);
    if (observed_equal(&again, &mine, why) && !observed_queries_equal(s->layout, fresh, why)) {
        char both[300];
        snprintf(both, sizeof both, "differs from a fresh handle with the same inputs: %s (this handle vs fresh)", why);
        fail(call, both);
    }
    observed_free(&again);
    observed_free(&mine);
    observed_free(&theirs);
    /* The fit rule, in every breaking mode (SPEC 13), on the fresh handle's results (the same). */
    if (!lanes && !invariants_fit_rule(fresh, &s->told, width, height, why)) fail(call, why);
    flow_layout_destroy(fresh);
}

static void forget(slot *s) {
    flow_layout_destroy(s->layout);
    replica_free(&s->told);
    memset(s, 0, sizeof *s);
    replica_init(&s->told);
}

typedef int (*enum_setter)(flow_layout_t *, int);

static void run_call(reader *r, slot *slots) {
    uint8_t op = byte(r);
    if (op >= 232) {
        /* An allocation fails during the next call: the k-th one it makes. */
        fuzz_memory.countdown = 1 + byte(r) % 8;
        op = byte(r);
    }
    long injected_before = fuzz_memory.injected;
    slot *s = &slots[byte(r) % SLOTS];
    flow_layout_t *h = s->layout;
#ifdef FUZZ_TRACE
    trace_slot = (int)(s - slots);
#endif
    observed before;
    observed_take(&before, h);
    int status = FLOW_OK;
    const char *call = "?";

    switch (op % OP_COUNT) {
    case 0:
        call = "create";
        forget(s);
        s->layout = create_in_slot((int)(s - slots));
        if (s->layout == NULL && fuzz_memory.injected == injected_before) fail(call, "returned NULL");
        disarm_failures();
        observed_free(&before);
        return;
    case 1:
        call = "destroy";
        forget(s);
        observed_free(&before);
        return;
    case 2: case 3: case 4: case 5: case 6: case 7: case 8: case 9: {
        static const enum_setter setters[] = {
            flow_layout_set_axis, flow_layout_set_wrap, flow_layout_set_direction, flow_layout_set_justify,
            flow_layout_set_align_items, flow_layout_set_align_content, flow_layout_set_line_breaking,
            flow_layout_set_uniform_size,
        };
        static const char *names[] = {"set_axis", "set_wrap", "set_direction", "set_justify",
                                      "set_align_items", "set_align_content", "set_line_breaking",
                                      "set_uniform_size"};
        int value = enum_value(r);
        call = names[op % OP_COUNT - 2];
        TRACE_ARGS("%d", value);
        status = setters[op % OP_COUNT - 2](h, value);
        if (status == FLOW_OK && op % OP_COUNT == 2) s->axis = value;
        if (status == FLOW_OK && op % OP_COUNT == 4) s->direction = value;
        int *told[] = {&s->told.axis, &s->told.wrap, &s->told.direction, &s->told.justify,
                       &s->told.align_items, &s->told.align_content, &s->told.line_breaking, &s->told.uniform};
        if (status == FLOW_OK) *told[op % OP_COUNT - 2] = value;
        break;
    }
    case 10: {
        call = "set_spacing";
        float item = number(r), line = number(r);
        TRACE_ARGS("%g, %g", item, line);
        status = flow_layout_set_spacing(h, item, line);
        if (status == FLOW_OK) { s->told.item_spacing = item; s->told.line_spacing = line; }
        break;
    }
    case 11: case 12: case 13: {
        uint32_t v = small_u32(r);
        TRACE_ARGS("%u", v);
        if (op % OP_COUNT == 11) { call = "set_max_lines"; status = flow_layout_set_max_lines(h, v); }
        if (op % OP_COUNT == 12) { call = "set_max_items_per_line"; status = flow_layout_set_max_items_per_line(h, v); }
        if (op % OP_COUNT == 13) { call = "set_min_lines"; status = flow_layout_set_min_lines(h, v); }
        uint32_t *told[] = {&s->told.max_lines, &s->told.max_items, &s->told.min_lines};
        if (status == FLOW_OK) *told[op % OP_COUNT - 11] = v;
        break;
    }
    case 14: {
        call = "set_pixel_scale";
        float v = number(r);
        TRACE_ARGS("%g", v);
        status = flow_layout_set_pixel_scale(h, v);
        if (status == FLOW_OK) s->told.pixel_scale = v;
        break;
    }
    case 15: {
        call = "set_items";
        uint8_t b = byte(r);
        size_t n;
        flow_size *sizes;
        if (b < 200) {
            n = b % (SMALL_COUNT + 1);
            sizes = (flow_size *)numbers(r, n, 2);
        } else if (b < 240) {
            n = (size_t)(b - 199) * 50;
            sizes = many_sizes(r, n);
        } else {
            n = huge_count(r);
            sizes = (flow_size *)numbers(r, 4, 2);
        }
        int pass_null = byte(r) >= 250;
        TRACE_ARGS("%s, %zu: {%g,%g} {%g,%g} {%g,%g}...", pass_null ? "NULL" : "sizes", n, sizes[0].width,
                   sizes[0].height, n > 1 ? sizes[1].width : 0, n > 1 ? sizes[1].height : 0,
                   n > 2 ? sizes[2].width : 0, n > 2 ? sizes[2].height : 0);
        status = flow_layout_set_items(h, pass_null ? NULL : sizes, n);
        if (status == FLOW_OK) {
            s->item_count = n;
            replica_set_items(&s->told, pass_null ? NULL : sizes, n);
        }
        free(sizes);
        break;
    }
    case 16: {
        /* set_measure, or set_measure_range (behaviour bit 3) with the same script: no byte more is
         * read, so the corpus decodes as before. */
        call = "set_measure";
        uint8_t b = byte(r);
        size_t n = b < 240 ? b % (SMALL_COUNT + 1) : huge_count(r);
        measure_script script;
        memset(&script, 0, sizeof script);
        script.answer_count = 1 + byte(r) % TABLE;
        for (int i = 0; i < script.answer_count; i++)
            script.answers[i] = (flow_size){number(r), number(r)};
        uint8_t behaviour = byte(r);
        script.wraps = behaviour & 1;
        script.reenters = (behaviour & 2) != 0;
        script.self = h;
        script.neighbour = behaviour & 4 ? &slots[(s - slots + 1) % SLOTS] : NULL;
        const int ranges = (behaviour & 8) != 0;
        script.leaves_out = (behaviour & 16) != 0;
        if (ranges) call = "set_measure_range";
        int pass_null = byte(r) >= 250;
        TRACE_ARGS("%zu, %s, answers {%g,%g} {%g,%g}... of %d, %s%s%s%s", n, pass_null ? "NULL" : "fn",
                   script.answers[0].width, script.answers[0].height, script.answers[1].width,
                   script.answers[1].height, script.answer_count, script.wraps ? "wraps" : "fixed",
                   script.reenters ? ", re-enters" : "", script.neighbour ? ", arranges the next slot" : "",
                   ranges && script.leaves_out ? ", leaves NaN answers unwritten" : "");
        /* The script is the handle's user data: change it only when the handle takes it. */
        if (h == NULL || pass_null) {
            status = ranges ? flow_layout_set_measure_range(h, n, pass_null ? NULL : measure_answer_range, &s->script)
                            : flow_layout_set_measure(h, n, pass_null ? NULL : measure_answer, &s->script);
        } else {
            measure_script previous = s->script;
            script.item_count = n;
            script.axis = s->axis;
            s->script = script;
            status = ranges ? flow_layout_set_measure_range(h, n, measure_answer_range, &s->script)
                            : flow_layout_set_measure(h, n, measure_answer, &s->script);
            if (status != FLOW_OK) s->script = previous;
        }
        if (status == FLOW_OK) {
            s->item_count = n;
            if (ranges) replica_set_measure_range(&s->told, n, measure_answer_range, &s->script);
            else replica_set_measure(&s->told, n, measure_answer, &s->script);
        }
        break;
    }
    case 17: {
        call = "invalidate_item";
        size_t index = index_value(r, s->item_count);
        TRACE_ARGS("%zu", index);
        status = flow_layout_invalidate_item(h, index);
        break;
    }
    case 18: case 19: case 20: case 21: case 22: {
        int huge;
        size_t n = array_count(r, s->item_count, &huge);
        size_t filled = huge ? 4 : n;
        int pass_null = byte(r) >= 230;
        TRACE_ARGS("%s, %zu", pass_null ? "NULL" : "values", n);
        if (op % OP_COUNT == 19) {
            call = "set_item_flags";
            uint32_t *flags = malloc((filled + 1) * sizeof *flags);
            if (flags == NULL) fail("harness", "out of memory");
            for (size_t i = 0; i < filled; i++) flags[i] = byte(r) < 240 ? byte(r) % 4 : word(r);
            status = flow_layout_set_item_flags(h, pass_null ? NULL : flags, n);
            if (status == FLOW_OK) replica_set_flags(&s->told, pass_null ? NULL : flags);
            free(flags);
        } else if (op % OP_COUNT == 20) {
            call = "set_item_baselines";
            float *first = numbers(r, filled, 1), *last = numbers(r, filled, 1);
            uint8_t which = byte(r);
            status = flow_layout_set_item_baselines(h, which & 1 ? NULL : first, which & 2 ? NULL : last, n);
            if (status == FLOW_OK) replica_set_baselines(&s->told, which & 1 ? NULL : first, which & 2 ? NULL : last);
            free(first);
            free(last);
        } else {
            size_t width = op % OP_COUNT == 22 ? 4 : 1;
            float *values = numbers(r, filled, width);
            if (op % OP_COUNT == 18) {
                call = "set_item_grow";
                status = flow_layout_set_item_grow(h, pass_null ? NULL : values, n);
                if (status == FLOW_OK) replica_set_grow(&s->told, pass_null ? NULL : values);
            } else if (op % OP_COUNT == 21) {
                call = "set_item_guides";
                status = flow_layout_set_item_guides(h, pass_null ? NULL : values, n);
                if (status == FLOW_OK) replica_set_guides(&s->told, pass_null ? NULL : values);
            } else {
                call = "set_item_spacing";
                status = flow_layout_set_item_spacing(h, pass_null ? NULL : values, n);
                if (status == FLOW_OK) replica_set_spacing(&s->told, pass_null ? NULL : values);
            }
            free(values);
        }
        break;
    }
    case 23: {
        call = "size_that_fits";
        float w = number(r), hh = number(r);
        flow_size out = {-5.0f, -5.0f};
        int pass_null = byte(r) >= 250;
        TRACE_ARGS("%g, %g, %s", w, hh, pass_null ? "NULL" : "&out");
        status = flow_layout_size_that_fits(h, w, hh, pass_null ? NULL : &out);
        if (status == FLOW_OK && !(isfinite(out.width) && isfinite(out.height) && out.width >= 0 && out.height >= 0))
            fail(call, "size not finite");
        if (status != FLOW_OK && (out.width != -5.0f || out.height != -5.0f)) fail(call, "failed but wrote out");
        break;
    }
    case 24: {
        call = "arrange";
        float w = number(r), hh = number(r);
        TRACE_ARGS("%g, %g", w, hh);
        status = flow_layout_arrange(h, w, hh);
        if (status == FLOW_OK) check_arranged(s, w, hh, call);
        break;
    }
    case 25: {
        call = "getters";
        flow_size out;
        size_t count;
        check_status(flow_layout_get_size(h, NULL), "get_size(NULL)");
        check_status(flow_layout_get_content_size(h, NULL), "get_content_size(NULL)");
        check_status(flow_layout_get_size(h, &out), "get_size");
        (void)flow_layout_frames(h, NULL);
        (void)flow_layout_lines(h, NULL);
        (void)flow_layout_frames(h, &count);
        (void)flow_layout_lines(h, &count);
        (void)flow_layout_visible_count(h);
        (void)flow_layout_separators(h, NULL);
        check_status(flow_layout_overflow_frame(h, NULL), "overflow_frame(NULL)");
        (void)flow_layout_lanes(h, NULL);
        (void)flow_layout_lanes(h, &count);
        size_t lane = 0, span = 0;
        check_status(flow_layout_lane_of_item(h, 0, NULL, &span), "lane_of_item(NULL lane)");
        check_status(flow_layout_lane_of_item(h, 0, &lane, NULL), "lane_of_item(NULL span)");
        check_status(flow_layout_lane_of_item(h, SIZE_MAX, &lane, &span), "lane_of_item(SIZE_MAX)");
        observed after;
        observed_take(&after, h);
        char why[200];
        if (!observed_equal(&before, &after, why)) fail("getters changed the results", why);
        observed_free(&after);
        observed_free(&before);
        return;
    }
    case 26: {
        call = "first_fitting";
        flow_layout_t *candidates[SLOTS];
        size_t slot_of[SLOTS];
        size_t n = byte(r) % (SLOTS + 1);
        for (size_t i = 0; i < n; i++) {
            slot_of[i] = byte(r) % SLOTS;
            candidates[i] = slots[slot_of[i]].layout;
        }
        float w = number(r), hh = number(r);
        size_t index = (size_t)-1;
        int pass_null = byte(r) >= 240;
        TRACE_ARGS("%s, %zu, %g, %g", pass_null ? "NULL" : "candidates", n, w, hh);
        status = flow_layout_first_fitting(pass_null ? NULL : candidates, n, w, hh, &index);
        check_status(status, call);
        if (status == FLOW_OK) {
            if (index >= n) fail(call, "index out of range");
            check_arranged(&slots[slot_of[index]], w, hh, call);
        }
        observed_free(&before);
        return;
    }
    case 27: {
        call = "arrange_into";
        uint8_t b = byte(r);
        int huge = b >= 240;
        size_t n = huge ? huge_count(r) : b % (SMALL_COUNT + 1);
        size_t filled = huge ? 4 : n;
        flow_size *sizes = (flow_size *)numbers(r, filled, 2);
        float w = number(r), hh = number(r);
        uint8_t nulls = byte(r);
        flow_rect *frames = malloc((filled + 1) * sizeof *frames);
        if (frames == NULL) fail("harness", "out of memory");
        for (size_t i = 0; i <= filled; i++) frames[i] = (flow_rect){-9, -9, -9, -9};
        flow_size size_out = {-9, -9};
        TRACE_ARGS("%s, %zu, %g, %g, %s, %s", nulls == 255 ? "NULL" : "sizes", n, w, hh,
                   nulls == 254 ? "NULL" : "frames", nulls & 1 ? "NULL" : "&size");
        status = flow_layout_arrange_into(h, nulls == 255 ? NULL : sizes, n, w, hh, nulls == 254 ? NULL : frames,
                                          nulls & 1 ? NULL : &size_out);
        if (status == FLOW_OK) {
            s->item_count = n;
            replica_set_items(&s->told, sizes, n);
            check_arranged(s, w, hh, call);
            size_t count = 0;
            const flow_rect *kept = flow_layout_frames(h, &count);
            if (count != n || (n > 0 && memcmp(kept, frames, n * sizeof *frames) != 0))
                fail(call, "frames_out differs from flow_layout_frames");
            if (frames[n].x != -9) fail(call, "wrote past frames_out[count - 1]");
            flow_size size;
            if (!(nulls & 1) && (flow_layout_get_size(h, &size) != FLOW_OK || memcmp(&size, &size_out, sizeof size) != 0))
                fail(call, "size_out differs from flow_layout_get_size");
        } else {
            for (size_t i = 0; i <= filled; i++)
                if (frames[i].x != -9 || frames[i].width != -9) fail(call, "failed but wrote frames_out");
            if (size_out.width != -9) fail(call, "failed but wrote size_out");
        }
        free(sizes);
        free(frames);
        break;
    }
    case 29: {
        call = "set_padding";
        flow_edges padding = {number(r), number(r), number(r), number(r)};
        TRACE_ARGS("%g, %g, %g, %g", padding.top, padding.right, padding.bottom, padding.left);
        status = flow_layout_set_padding(h, padding);
        if (status == FLOW_OK) s->told.padding = padding;
        break;
    }
    case 30: case 35: {
        int value = enum_value(r);
        if (byte(r) < 64) value = -1; /* FLOW_JUSTIFY_AUTO, and a valid-looking negative for reverse */
        TRACE_ARGS("%d", value);
        if (op % OP_COUNT == 30) {
            call = "set_reverse";
            status = flow_layout_set_reverse(h, value);
            if (status == FLOW_OK) s->told.reverse = value != 0;
        } else {
            call = "set_justify_last";
            status = flow_layout_set_justify_last(h, value);
            if (status == FLOW_OK) s->told.justify_last = value;
        }
        break;
    }
    case 31: case 32: case 33: case 34: {
        int huge;
        size_t n = array_count(r, s->item_count, &huge);
        size_t filled = huge ? 4 : n;
        int pass_null = byte(r) >= 230;
        TRACE_ARGS("%s, %zu", pass_null ? "NULL" : "values", n);
        if (op % OP_COUNT == 31) {
            call = "set_item_margins";
            flow_edges *margins = (flow_edges *)numbers(r, filled, 4);
            status = flow_layout_set_item_margins(h, pass_null ? NULL : margins, n);
            if (status == FLOW_OK) replica_set_margins(&s->told, pass_null ? NULL : margins);
            free(margins);
        } else if (op % OP_COUNT == 32) {
            call = "set_item_limits";
            flow_size *min = (flow_size *)numbers(r, filled, 2), *max = (flow_size *)numbers(r, filled, 2);
            uint8_t which = byte(r);
            const flow_size *min_in = pass_null || (which & 1) ? NULL : min;
            const flow_size *max_in = pass_null || (which & 2) ? NULL : max;
            status = flow_layout_set_item_limits(h, min_in, max_in, n);
            if (status == FLOW_OK) replica_set_limits(&s->told, min_in, max_in);
            free(min);
            free(max);
        } else if (op % OP_COUNT == 33) {
            call = "set_item_shrink";
            float *shrink = numbers(r, filled, 1);
            status = flow_layout_set_item_shrink(h, pass_null ? NULL : shrink, n);
            if (status == FLOW_OK) replica_set_shrink(&s->told, pass_null ? NULL : shrink);
            free(shrink);
        } else {
            call = "set_item_align";
            int *align = malloc((filled + 1) * sizeof *align);
            if (align == NULL) fail("harness", "out of memory");
            for (size_t i = 0; i < filled; i++) align[i] = byte(r) < 200 ? (int)(byte(r) % 8) - 1 : enum_value(r);
            status = flow_layout_set_item_align(h, pass_null ? NULL : align, n);
            if (status == FLOW_OK) replica_set_align(&s->told, pass_null ? NULL : align);
            free(align);
        }
        break;
    }
    case 36: {
        call = "set_line_fill";
        int mode = byte(r) < 200 ? byte(r) % 2 : enum_value(r);
        float max_scale = number(r);
        TRACE_ARGS("%d, %g", mode, max_scale);
        status = flow_layout_set_line_fill(h, mode, max_scale);
        if (status == FLOW_OK) { s->told.fill_mode = mode; s->told.max_scale = max_scale; }
        break;
    }
    case 37: {
        call = "set_overflow_indicator";
        indicator_script script;
        memset(&script, 0, sizeof script);
        script.answer_count = 1 + byte(r) % TABLE;
        for (int i = 0; i < script.answer_count; i++) script.answers[i] = (flow_size){number(r), number(r)};
        script.reenters = byte(r) >= 224;
        script.self = h;
        int pass_null = byte(r) >= 200;
        TRACE_ARGS("%s, answers {%g,%g}... of %d%s", pass_null ? "NULL" : "fn", script.answers[0].width,
                   script.answers[0].height, script.answer_count, script.reenters ? ", re-enters" : "");
        if (h == NULL || pass_null) {
            status = flow_layout_set_overflow_indicator(h, NULL, NULL);
        } else {
            /* The script is the handle's user data: change it only when the handle takes it. */
            indicator_script previous = s->indicator;
            s->indicator = script;
            status = flow_layout_set_overflow_indicator(h, indicator_answer, &s->indicator);
            if (status != FLOW_OK) s->indicator = previous;
        }
        if (status == FLOW_OK) {
            s->told.indicator = pass_null ? NULL : indicator_answer;
            s->told.indicator_data = pass_null ? NULL : &s->indicator;
        }
        break;
    }
    case 38: {
        call = "set_separator";
        flow_size size = {number(r), number(r)};
        TRACE_ARGS("%g, %g", size.width, size.height);
        status = flow_layout_set_separator(h, size);
        if (status == FLOW_OK) s->told.separator = size;
        break;
    }
    case 39: {
        call = "set_measure_ex";
        uint8_t b = byte(r);
        size_t n = b < 240 ? b % (SMALL_COUNT + 1) : huge_count(r);
        measure_script script;
        memset(&script, 0, sizeof script);
        script.answer_count = 1 + byte(r) % TABLE;
        for (int i = 0; i < script.answer_count; i++) {
            script.answers[i] = (flow_size){number(r), number(r)};
            script.baselines[i][0] = number(r);
            script.baselines[i][1] = number(r);
        }
        uint8_t behaviour = byte(r);
        script.wraps = behaviour & 1;
        script.reenters = (behaviour & 2) != 0;
        script.self = h;
        int pass_null = byte(r) >= 250;
        TRACE_ARGS("%zu, %s, answers {%g,%g} baselines %g, %g... of %d, %s%s", n, pass_null ? "NULL" : "fn",
                   script.answers[0].width, script.answers[0].height, script.baselines[0][0], script.baselines[0][1],
                   script.answer_count, script.wraps ? "wraps" : "fixed", script.reenters ? ", re-enters" : "");
        if (h == NULL || pass_null) {
            status = flow_layout_set_measure_ex(h, n, pass_null ? NULL : measure_answer_ex, &s->script);
        } else {
            measure_script previous = s->script;
            script.item_count = n;
            script.axis = s->axis;
            s->script = script;
            status = flow_layout_set_measure_ex(h, n, measure_answer_ex, &s->script);
            if (status != FLOW_OK) s->script = previous;
        }
        if (status == FLOW_OK) {
            s->item_count = n;
            replica_set_measure_ex(&s->told, n, measure_answer_ex, &s->script);
        }
        break;
    }
    case 40: {
        call = "set_item_size";
        size_t index = index_value(r, s->item_count);
        flow_size size = {number(r), number(r)};
        TRACE_ARGS("%zu, {%g, %g}", index, size.width, size.height);
        status = flow_layout_set_item_size(h, index, size);
        if (status == FLOW_OK) replica_set_item_size(&s->told, index, size);
        break;
    }
    case 41: {
        call = "hit testing";
        float x = number(r), y = number(r), to = number(r);
        size_t index = index_value(r, s->item_count);
        size_t found = 12345, line = 12345, first = 12345, count = 12345;
        TRACE_ARGS("%g, %g, %zu, %g", x, y, index, to);
        int at = flow_layout_item_at(h, x, y, byte(r) >= 250 ? NULL : &found);
        check_status(at, "item_at");
        size_t frame_count = 0;
        const flow_rect *frames = flow_layout_frames(h, &frame_count);
        if (at == FLOW_OK && found != SIZE_MAX) {
            if (found >= frame_count) fail("item_at", "index past the frames");
            flow_rect f = frames[found];
            if (!(f.x <= x && x < f.x + f.width && f.y <= y && y < f.y + f.height))
                fail("item_at", "the item found does not contain the point");
        }
        if (at != FLOW_OK && found != 12345) fail("item_at", "failed but wrote *index");
        int of = flow_layout_line_of_item(h, index, &line);
        check_status(of, "line_of_item");
        if (of == FLOW_OK && line != SIZE_MAX) {
            size_t line_count = 0;
            const flow_line *lines = flow_layout_lines(h, &line_count);
            if (line >= line_count || index < lines[line].first_item ||
                index >= (size_t)lines[line].first_item + lines[line].item_count)
                fail("line_of_item", "the line does not hold the item");
        }
        int in = flow_layout_lines_in_range(h, fminf(x, to), fmaxf(x, to), &first, &count);
        check_status(in, "lines_in_range");
        if (in == FLOW_OK) {
            size_t line_count = 0;
            (void)flow_layout_lines(h, &line_count);
            if (count > line_count || first > line_count - count) fail("lines_in_range", "range past the lines");
        }
        /* Navigation and drag, from the same values (no more bytes read: the corpus decodes as before);
           directions -1...6, two of them unknown. */
        int direction = isfinite(to) ? (int)fmodf(fabsf(to), 8.0f) - 1 : FLOW_NAV_PREVIOUS + 1;
        size_t next = 12345, drop = 12345;
        flow_rect caret = {1, 2, 3, 4};
        int nb = flow_layout_neighbor(h, index, direction, &next);
        check_status(nb, "neighbor");
        if (nb == FLOW_OK && next != SIZE_MAX && (next >= frame_count || next == index))
            fail("neighbor", "not another item of the last arrange");
        if (nb != FLOW_OK && next != 12345) fail("neighbor", "failed but wrote *neighbor");
        int ip = flow_layout_insertion_point(h, x, y, &drop, &caret);
        check_status(ip, "insertion_point");
        if (ip == FLOW_OK && (drop > frame_count || (caret.width != 0 && caret.height != 0)))
            fail("insertion_point", "index past n, or a caret that is not zero-length");
        if (ip != FLOW_OK && (drop != 12345 || caret.x != 1)) fail("insertion_point", "failed but wrote its outputs");
        observed after;
        observed_take(&after, h);
        char why[200];
        if (!observed_equal(&before, &after, why)) fail("hit testing changed the results", why);
        observed_free(&after);
        observed_free(&before);
        return;
    }
    case 42: {
        call = "arrange_batch";
        size_t groups = byte(r) % 5, counts[4], total = 0;
        for (size_t g = 0; g < groups && g < 4; g++) { counts[g] = byte(r) % 9; total += counts[g]; }
        int huge = groups == 4 && byte(r) >= 240;
        if (huge) counts[3] = huge_count(r);
        if (groups == 4 && !huge) groups = 3;
        flow_size *sizes = (flow_size *)numbers(r, total, 2);
        float w = number(r), hh = number(r);
        uint8_t nulls = byte(r);
        flow_rect *frames = malloc((total + 1) * sizeof *frames);
        flow_size sizes_out[5];
        if (frames == NULL) fail("harness", "out of memory");
        for (size_t i = 0; i <= total; i++) frames[i] = (flow_rect){-9, -9, -9, -9};
        for (size_t g = 0; g < 5; g++) sizes_out[g] = (flow_size){-9, -9};
        TRACE_ARGS("%zu groups, %zu sizes, %g, %g", groups, total, w, hh);
        status = flow_layout_arrange_batch(h, nulls == 255 ? NULL : sizes, nulls == 254 ? NULL : counts, groups, w, hh,
                                           nulls == 253 ? NULL : frames, nulls & 1 ? NULL : sizes_out);
        if (status == FLOW_OK && !huge) {
            /* Each group as set_items + arrange on a handle with the same options alone. */
            replica options = s->told;
            options.measure = NULL;
            options.measure_ex = NULL;
            options.measure_range = NULL;
            options.indicator = NULL;
            options.grow = options.first_baselines = options.last_baselines = options.guides = options.spacing = NULL;
            options.flags = NULL;
            options.margins = NULL;
            options.min = options.max = NULL;
            options.shrink = NULL;
            options.align = NULL;
            options.lane_spans = NULL;
            options.sizes = NULL;
            options.count = 0;
            size_t at = 0;
            for (size_t g = 0; g < groups; g++) {
                flow_layout_t *alone = replica_build(&options);
                if (alone == NULL) fail(call, "a fresh handle refused the options");
                if (flow_layout_set_items(alone, sizes + at, counts[g]) != FLOW_OK ||
                    flow_layout_arrange(alone, w, hh) != FLOW_OK)
                    fail(call, "a group arranged alone failed");
                size_t n = 0;
                const flow_rect *want = flow_layout_frames(alone, &n);
                if (n != counts[g] || (n > 0 && memcmp(want, frames + at, n * sizeof *want) != 0))
                    fail(call, "a group's frames differ from the group arranged alone");
                flow_size size;
                flow_layout_get_size(alone, &size);
                if (!(nulls & 1) && memcmp(&size, &sizes_out[g], sizeof size) != 0)
                    fail(call, "a group's size differs from the group arranged alone");
                flow_layout_destroy(alone);
                at += counts[g];
            }
            if (frames[total].x != -9) fail(call, "wrote past the frames");
        } else if (status != FLOW_OK) {
            for (size_t i = 0; i <= total; i++)
                if (frames[i].x != -9) fail(call, "failed but wrote frames_out");
            for (size_t g = 0; g < 5; g++)
                if (sizes_out[g].width != -9) fail(call, "failed but wrote sizes_out");
        }
        free(sizes);
        free(frames);
        /* The handle's own results are never changed by a batch, failed or not. */
        observed after;
        char why[200];
        observed_take(&after, h);
        if (!observed_equal(&before, &after, why)) fail("arrange_batch changed the handle's results", why);
        observed_free(&after);
        disarm_failures();
        check_status(status, call);
        if (h != NULL && status != FLOW_OK) {
            const char *message = flow_layout_last_error(h);
            if (message == NULL || message[0] == '\0') fail(call, "failed without a message");
        }
        observed_free(&before);
        return;
    }
    case 43: {
        call = "set_lanes";
        /* Counts around the limit (FLOWLAYOUT_MAX_LANES) and beyond it; lengths from number(). */
        static const uint32_t hard[] = {0, 1, 2, 64, FLOWLAYOUT_MAX_LANES - 1, FLOWLAYOUT_MAX_LANES,
                                        FLOWLAYOUT_MAX_LANES + 1, 0x80000000u, UINT32_MAX};
        uint8_t b = byte(r);
        uint32_t count = b < 200 ? b % 9 : hard[b % (sizeof hard / sizeof hard[0])];
        float min_lane_length = number(r);
        TRACE_ARGS("%u, %g", count, min_lane_length);
        status = flow_layout_set_lanes(h, count, min_lane_length);
        if (status == FLOW_OK) { s->told.lane_count = count; s->told.min_lane_length = min_lane_length; }
        break;
    }
    case 44: {
        call = "set_lane_tolerance";
        float tolerance = number(r);
        TRACE_ARGS("%g", tolerance);
        status = flow_layout_set_lane_tolerance(h, tolerance);
        if (status == FLOW_OK) s->told.lane_tolerance = tolerance;
        break;
    }
    case 45: {
        call = "set_item_lane_span";
        int huge;
        size_t n = array_count(r, s->item_count, &huge);
        size_t filled = huge ? 4 : n;
        int pass_null = byte(r) >= 230;
        static const uint32_t hard[] = {0, 1, 2, 3, FLOWLAYOUT_MAX_LANES, FLOWLAYOUT_MAX_LANES + 1, UINT32_MAX};
        uint32_t *spans = malloc((filled + 1) * sizeof *spans);
        if (spans == NULL) fail("harness", "out of memory");
        for (size_t i = 0; i < filled; i++) {
            uint8_t b = byte(r);
            spans[i] = b < 200 ? 1 + b % 4 : hard[b % (sizeof hard / sizeof hard[0])];
        }
        TRACE_ARGS("%s, %zu: %u %u...", pass_null ? "NULL" : "spans", n, filled > 0 ? spans[0] : 0,
                   filled > 1 ? spans[1] : 0);
        status = flow_layout_set_item_lane_span(h, pass_null ? NULL : spans, n);
        if (status == FLOW_OK) replica_set_lane_spans(&s->told, pass_null ? NULL : spans);
        free(spans);
        break;
    }
    case 28:
    default: {
        call = "messages";
        const char *text = flow_status_string(enum_value(r));
        if (text == NULL) fail(call, "flow_status_string returned NULL");
        text = flow_layout_last_error(h);
        if (text == NULL) fail(call, "flow_layout_last_error returned NULL");
        observed_free(&before);
        return;
    }
    }
    check_failure_kept_state(s, status, &before, call);
    observed_free(&before);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    reader r = {data, size, 0};
    slot slots[SLOTS];
    memset(slots, 0, sizeof slots);
    for (int i = 0; i < SLOTS; i++) replica_init(&slots[i].told);
    /* Start with one live handle so short inputs reach the interesting calls. */
    disarm_failures();
    slots[0].layout = create_in_slot(0);
    for (int calls = 0; r.at < r.size && calls < 200; calls++) {
        run_call(&r, slots);
        disarm_failures();
    }
    for (int i = 0; i < SLOTS; i++) forget(&slots[i]);
    for (int i = 0; i < SLOTS; i++) replica_free(&slots[i].told);
    return 0;
}
