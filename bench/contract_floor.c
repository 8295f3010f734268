/* The floor of set_items + arrange for plain rows, and for the item model's margins + align-self:
 * the calls' contract written as lean as C allows, against the hand-written loop (reference_wrap.c)
 * and the library.
 *
 * The loop only places items. A call of the library also promises what this program's two
 * functions do and nothing more: a handle checked for its tag and for a call in progress; the sizes
 * checked (finite, >= 0, at most the largest length) and copied into the handle, into a spare buffer
 * swapped in only when every size is valid (bad input changes nothing); an arrange that checks its
 * bounds, answers an unchanged layout from what it kept, reserves, breaks greedily, writes each
 * frame and each line's record (first item, count, main size, cross offset and size) and the
 * extent, and keeps them for the readers. No options, no plan, no other feature. What the library
 * costs above this floor is what its generality costs; what the floor costs above the loop is the
 * contract's own price.
 *
 * The item model's floor is the same contract for flowbench's margins+align-self layout (margins
 * and align-self set once, then set_items + arrange): lines broken and measured on the items'
 * outer lengths, each item placed as it is read and, once its line's cross size is known, moved
 * across it by its own alignment. Its results are the library's to the bit for any input: in
 * doubles in the flex item model's order of additions, or in floats where a pass over the sizes
 * (as the library makes one) shows every sum exact. Against the library's plain rows, it bounds
 * what the item-model target (within 2x plain rows) asks of the library.
 *
 * The program first checks that the floors' frames are the loop's and the library's, bit for bit
 * (the item model's lines and content size too, in each way of adding up that the sizes allow),
 * then times them at 16, 1,000 and 1,000,000 items (the fastest sample of each, and the median
 * ratio of samples paired with the loop's).
 *
 *   contract_floor                the check, then the timings
 *   contract_floor --quick        the check only, at 16 and 1,000 items (fails when a frame differs)
 *   contract_floor --count N WHAT one of floor, loop, library, floor-item-model or
 *                                 library-item-model, N items, 2,000 calls, for callgrind
 *                                 (valgrind --tool=callgrind --instr-atstart=no): only the calls are
 *                                 counted where valgrind's header was at hand
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cases.h"
#include "reference_wrap.h"
#include "timing.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#endif
#endif
#ifndef CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#endif

/* ---- the floor ---------------------------------------------------------------------------- */

typedef struct {
    uint32_t first, count;
    float main_size, cross_offset, cross_size;
} floor_line;

typedef struct {
    uint32_t tag, busy;
    flow_size *sizes, *spare;
    size_t count, capacity;
    flow_rect *frames;
    floor_line *lines;
    size_t line_count, result_capacity;
    float gap, line_gap;
    float last_width, last_height, used_width, used_height;
    int current;
    /* The item model's columns (NULL: not set), kept while the count stays, as the library keeps
     * them; set once by floor_set_item_model. */
    const flow_edges *margins;
    const int *align;
    float margins_largest;  /* the largest margin, and whether every margin is a multiple of 1/8 */
    int margins_eighths;
    int sums_at_most;       /* the check's switch: the lines in doubles (0), in floats with the
                               tops in doubles (1), or as the sums allow (2) */
} floor_handle;

enum { FLOOR_TAG = 0xF10E, FLOOR_MAX_ITEMS = 1 << 28 };
#define FLOOR_MAX_LENGTH 1.0e9f
/* The bits of FLOOR_MAX_LENGTH: a word of non-negative float at most it is at most this pattern,
 * and every word is at most the OR of all (the library's copySizes test). */
#define FLOOR_MAX_LENGTH_BITS 0x4E6E6B28u

/* Room for `capacity` elements of `size` bytes at *buffer (kept as it was when memory is short). */
static int floor_grow(void **buffer, size_t capacity, size_t size)
{
    void *grown = realloc(*buffer, capacity * size);
    if (!grown) return FLOW_ERROR_OUT_OF_MEMORY;
    *buffer = grown;
    return FLOW_OK;
}

static size_t floor_capacity(size_t n)
{
    return n < 16 ? 16 : n;
}

static int floor_reserve(floor_handle *h, size_t n)
{
    size_t capacity = floor_capacity(n);
    if (floor_grow((void **)&h->sizes, capacity, sizeof *h->sizes)
        || floor_grow((void **)&h->spare, capacity, sizeof *h->spare))
        return FLOW_ERROR_OUT_OF_MEMORY;
    h->capacity = capacity;
    return FLOW_OK;
}

__attribute__((noinline)) static int floor_set_items(floor_handle *h, const flow_size *sizes, size_t n)
{
    if (!h || h->tag != FLOOR_TAG) return FLOW_ERROR_INVALID_ARGUMENT;
    if ((!sizes && n) || n > FLOOR_MAX_ITEMS) return FLOW_ERROR_INVALID_ARGUMENT;
    if (h->busy) return FLOW_ERROR_INVALID_ARGUMENT;
    if (n > h->capacity && floor_reserve(h, n)) return FLOW_ERROR_OUT_OF_MEMORY;
    uint32_t any = 0;
    const uint32_t *words = (const uint32_t *)sizes;
    uint32_t *copy = (uint32_t *)h->spare;
    for (size_t j = 0; j < 2 * n; j++) {
        uint32_t word = words[j];
        copy[j] = word;
        any |= word;
    }
    if (any > FLOOR_MAX_LENGTH_BITS) {
        for (size_t i = 0; i < n; i++)
            if (!(sizes[i].width >= 0 && sizes[i].width <= FLOOR_MAX_LENGTH && sizes[i].height >= 0
                  && sizes[i].height <= FLOOR_MAX_LENGTH))
                return FLOW_ERROR_INVALID_ARGUMENT;
    }
    flow_size *kept = h->sizes;
    h->sizes = h->spare;
    h->spare = kept;
    if (n != h->count) h->margins = NULL, h->align = NULL;
    h->count = n;
    h->current = 0;
    return FLOW_OK;
}

/* Margins and align-self for the current items: the columns are checked once when set (finite
 * margins, align-self auto or an alignment), so the arrange reads them untested. The floor keeps
 * the caller's arrays rather than copies (the copy is a cost of the setters, not of set_items +
 * arrange, which is what is timed). */
static int floor_set_item_model(floor_handle *h, const flow_edges *margins, const int *align, size_t n)
{
    if (!h || h->tag != FLOOR_TAG || n != h->count) return FLOW_ERROR_INVALID_ARGUMENT;
    for (size_t i = 0; i < n; i++)
        if (!isfinite(margins[i].top) || !isfinite(margins[i].right) || !isfinite(margins[i].bottom)
            || !isfinite(margins[i].left) || align[i] < -1 || align[i] > FLOW_ALIGN_STRETCH)
            return FLOW_ERROR_INVALID_ARGUMENT;
    const float eighths = 1572864.0f;
    h->margins_largest = 0;
    h->margins_eighths = 1;
    for (size_t i = 0; i < n; i++) {
        const float edges[4] = {margins[i].top, margins[i].right, margins[i].bottom, margins[i].left};
        for (int e = 0; e < 4; e++) {
            float magnitude = fabsf(edges[e]);
            if (magnitude > h->margins_largest) h->margins_largest = magnitude;
            h->margins_eighths &= (magnitude + eighths) - eighths == magnitude;
        }
    }
    h->margins = margins;
    h->align = align;
    h->current = 0;
    return FLOW_OK;
}

/* What an arrange does before its lines: the handle and the bounds checked, an unchanged layout
 * answered from what was kept (*done), the results reserved. */
static inline int floor_arrange_begin(floor_handle *h, float width, float height, int *done)
{
    *done = 1;
    if (!h || h->tag != FLOOR_TAG) return FLOW_ERROR_INVALID_ARGUMENT;
    if (!(isnan(width) || width >= 0) || !(isnan(height) || height >= 0)) return FLOW_ERROR_INVALID_ARGUMENT;
    if (h->busy) return FLOW_ERROR_INVALID_ARGUMENT;
    if (h->current && width == h->last_width && height == h->last_height) return FLOW_OK;
    size_t n = h->count;
    if (n > h->result_capacity) {
        size_t capacity = floor_capacity(n);
        if (floor_grow((void **)&h->frames, capacity, sizeof *h->frames)
            || floor_grow((void **)&h->lines, capacity, sizeof *h->lines))
            return FLOW_ERROR_OUT_OF_MEMORY;
        h->result_capacity = capacity;
    }
    *done = 0;
    return FLOW_OK;
}

/* What an arrange keeps once its lines are made: the bounds they answer. */
static inline int floor_arrange_end(floor_handle *h, float width, float height)
{
    h->last_width = width;
    h->last_height = height;
    h->current = 1;
    return FLOW_OK;
}

__attribute__((noinline)) static int floor_arrange(floor_handle *h, float width, float height)
{
    int done, status = floor_arrange_begin(h, width, height, &done);
    if (done) return status;
    size_t n = h->count;
    float limit = isnan(width) ? INFINITY : width, gap = h->gap, line_gap = h->line_gap;
    const flow_size *sizes = h->sizes;
    flow_rect *frames = h->frames;
    floor_line *lines = h->lines;
    size_t line_count = 0, start = 0;
    float x = 0, y = 0, tallest = 0, widest = 0;
    for (size_t i = 0; i < n; i++) {
        float w = sizes[i].width, item_height = sizes[i].height;
        if (i > start && x + w > limit) {
            float used = x - gap;
            if (used > widest) widest = used;
            lines[line_count++] = (floor_line){(uint32_t)start, (uint32_t)(i - start), used, y, tallest};
            y += tallest + line_gap;
            x = 0;
            tallest = 0;
            start = i;
        }
        frames[i] = (flow_rect){x, y, w, item_height};
        x += w + gap;
        if (item_height > tallest) tallest = item_height;
    }
    if (n) {
        float used = x - gap;
        if (used > widest) widest = used;
        lines[line_count++] = (floor_line){(uint32_t)start, (uint32_t)(n - start), used, y, tallest};
        y += tallest;
    }
    h->line_count = line_count;
    h->used_width = widest;
    h->used_height = y;
    return floor_arrange_end(h, width, height);
}

/* Moves the items of the line [start, end), at its top `top` with cross size `extent`, that align
 * otherwise across it (the sweep put each at the top plus its top margin, at its own height); in
 * `Scalar`, as the lines are added up, the tops in `Top`. */
#define FLOOR_MOVE_ACROSS(name, Scalar, Top)                                                                   \
    static inline void name(flow_rect *frames, const flow_edges *margins, const int *align, size_t start,      \
                            size_t end, Top top, Scalar extent)                                                \
    {                                                                                                          \
        for (size_t v = start; v < end; v++) {                                                                 \
            Scalar lead = margins[v].top, trail = margins[v].bottom, c = frames[v].height;                     \
            switch (align[v]) {                                                                                \
            case FLOW_ALIGN_CENTER: frames[v].y = (float)(top + (lead + (extent - c - lead - trail) / 2)); break; \
            case FLOW_ALIGN_END: frames[v].y = (float)(top + (extent - trail - c)); break;                     \
            case FLOW_ALIGN_STRETCH: {                                                                         \
                Scalar stretched = extent - lead - trail;                                                      \
                frames[v].height = (float)(stretched > 0 ? stretched : 0);                                     \
                break;                                                                                         \
            }                                                                                                  \
            default: break;                                                                                    \
            }                                                                                                  \
        }                                                                                                      \
    }
FLOOR_MOVE_ACROSS(floor_move_across_float, float, float)
FLOOR_MOVE_ACROSS(floor_move_across_float_tops_double, float, double)
FLOOR_MOVE_ACROSS(floor_move_across_double, double, double)

/* The lines of the item model's commonest layout: margins and align-self (align-items start, so
 * auto stays at the start), justify start, lines at the top, no limits or shrink. Each item's
 * outer lengths (its size and margins) break and measure the lines, each item is placed at its
 * line's top plus its top margin as it is read, and once a line's cross size is known its items
 * that align otherwise are moved across it (a second visit of the line's items, in cache): the
 * flex item model's rule. In doubles, the library's order of additions: its results for any
 * input. The lines' tops are doubles too. */
static void floor_item_model_lines_double(floor_handle *h, double limit)
{
    const flow_size *sizes = h->sizes;
    const flow_edges *margins = h->margins;
    const int *align = h->align;
    flow_rect *frames = h->frames;
    floor_line *lines = h->lines;
    size_t n = h->count, line_count = 0, start = 0;
    double gap = h->gap, line_gap = h->line_gap;
    /* The breaker's running length, the placement's position, the outer lengths' and gaps' sums. */
    double used = 0, position = 0, outer_sum = 0, gap_sum = 0, widest = 0, top = 0, content = 0, extent = 0;
    for (size_t i = 0; i < n; i++) {
        double w = sizes[i].width, item_height = sizes[i].height;
        flow_edges m = margins[i];
        double outer = w + ((double)m.right + m.left), rounded = (float)outer;
        if (i == start) {
            used = rounded, position = 0, outer_sum = 0, gap_sum = 0;
        } else if (used + gap + rounded > limit) {
            floor_move_across_double(frames, margins, align, start, i, top, extent);
            if (used > widest) widest = used;
            lines[line_count++] = (floor_line){(uint32_t)start, (uint32_t)(i - start), (float)(outer_sum + gap_sum),
                                               (float)top + 0, (float)extent};
            content += extent + line_gap;
            top += extent + line_gap;
            extent = 0, start = i;
            used = rounded, position = 0, outer_sum = 0, gap_sum = 0;
        } else {
            used = used + gap + rounded;
            position += gap;
            gap_sum += gap;
        }
        position += m.left;
        double x = position;
        position += w + m.right;
        outer_sum += outer;
        frames[i] = (flow_rect){(float)x + 0, (float)(top + m.top) + 0, (float)w, (float)item_height};
        double outer_cross = item_height + ((double)m.top + m.bottom);
        if (outer_cross > extent) extent = outer_cross;
    }
    if (n) {
        floor_move_across_double(frames, margins, align, start, n, top, extent);
        if (used > widest) widest = used;
        lines[line_count++] = (floor_line){(uint32_t)start, (uint32_t)(n - start), (float)(outer_sum + gap_sum),
                                           (float)top + 0, (float)extent};
        content += extent;
    }
    h->line_count = line_count;
    h->used_width = (float)widest;
    h->used_height = (float)content;
}

/* The same lines in floats, where every sum along the lines is exact (floor_sums_fit_floats):
 * then any order of the additions gives the same bits, and one running length serves breaking,
 * placing and the line's size. `limit` is the largest float at most the breaker's limit. The
 * lines' tops are added up in `Top`: floats where their sums are exact too, doubles otherwise. */
#define FLOOR_ITEM_MODEL_FLOAT_LINES(name, Top, move_across)                                                   \
    static void name(floor_handle *h, float limit)                                                             \
    {                                                                                                          \
        const flow_size *sizes = h->sizes;                                                                     \
        const flow_edges *margins = h->margins;                                                                \
        const int *align = h->align;                                                                           \
        flow_rect *frames = h->frames;                                                                         \
        floor_line *lines = h->lines;                                                                          \
        size_t n = h->count, line_count = 0, start = 0;                                                        \
        float gap = h->gap, used = 0, extent = 0, widest = 0;                                                  \
        Top line_gap = h->line_gap, y = 0;                                                                     \
        for (size_t i = 0; i < n; i++) {                                                                       \
            float w = sizes[i].width, item_height = sizes[i].height;                                           \
            flow_edges m = margins[i];                                                                         \
            float outer = w + (m.right + m.left), x;                                                           \
            if (i == start) {                                                                                  \
                x = m.left;                                                                                    \
                used = outer;                                                                                  \
            } else if (used + gap + outer > limit) {                                                           \
                move_across(frames, margins, align, start, i, y, extent);                                      \
                if (used > widest) widest = used;                                                              \
                lines[line_count++] = (floor_line){(uint32_t)start, (uint32_t)(i - start), used, (float)y + 0, \
                                                   extent};                                                    \
                y += extent + line_gap;                                                                        \
                extent = 0, start = i;                                                                         \
                x = m.left;                                                                                    \
                used = outer;                                                                                  \
            } else {                                                                                           \
                x = used + (gap + m.left);                                                                     \
                used = used + (gap + outer);                                                                   \
            }                                                                                                  \
            frames[i] = (flow_rect){x + 0, (float)(y + m.top) + 0, w, item_height};                            \
            float outer_cross = item_height + (m.top + m.bottom);                                              \
            if (outer_cross > extent) extent = outer_cross;                                                    \
        }                                                                                                      \
        if (n) {                                                                                               \
            move_across(frames, margins, align, start, n, y, extent);                                          \
            if (used > widest) widest = used;                                                                  \
            lines[line_count++] = (floor_line){(uint32_t)start, (uint32_t)(n - start), used, (float)y + 0,     \
                                               extent};                                                        \
            y += extent;                                                                                       \
        }                                                                                                      \
        h->line_count = line_count;                                                                            \
        h->used_width = widest;                                                                                \
        h->used_height = (float)y;                                                                             \
    }
FLOOR_ITEM_MODEL_FLOAT_LINES(floor_item_model_lines_float, float, floor_move_across_float)
FLOOR_ITEM_MODEL_FLOAT_LINES(floor_item_model_lines_float_tops_double, double, floor_move_across_float_tops_double)

/* Whether every sum the float lines form is exact, so that they are the double lines' to the bit:
 * every term (each size, margin and the gap) a multiple of 1/8 and every sum below 2^20 (floats
 * there are at most 1/8 apart; a centred item's offset halves one, a sixteenth). The sizes'
 * largest and whether they are eighths take a pass over them, as the library's does
 * (LengthBits.workOutExtent), eight lengths a step; the margins' are known from when they are
 * set. A line's sums (its running length, positions, outer lengths) are at most the limit plus
 * one gap and twice the largest outer length (with no limit, all of the items'); the lines'
 * tops at most every item's outer height and a line gap (where they are not below 2^20, the tops
 * are added up in doubles). */
static int floor_sums_fit_floats(const floor_handle *h, double limit)  /* 2: tops too, 1: lines only */
{
    const float *lengths = (const float *)h->sizes;
    size_t words = 2 * h->count, j = 0;
    float largest = 0, gap = h->gap;
    int off_grid = (gap + 1572864.0f) - 1572864.0f != gap;  /* 1.5 * 2^20: rounds to eighths */
#if defined(__SSE2__)
    const __m128 eighths = _mm_set1_ps(1572864.0f);
    __m128 largest0 = _mm_setzero_ps(), largest1 = largest0, off = largest0;
    for (; j + 8 <= words; j += 8) {
        __m128 v0 = _mm_loadu_ps(lengths + j), v1 = _mm_loadu_ps(lengths + j + 4);
        off = _mm_or_ps(off, _mm_cmpneq_ps(_mm_sub_ps(_mm_add_ps(v0, eighths), eighths), v0));
        off = _mm_or_ps(off, _mm_cmpneq_ps(_mm_sub_ps(_mm_add_ps(v1, eighths), eighths), v1));
        largest0 = _mm_max_ps(v0, largest0);
        largest1 = _mm_max_ps(v1, largest1);
    }
    float lanes[4];
    _mm_storeu_ps(lanes, _mm_max_ps(largest0, largest1));
    for (int k = 0; k < 4; k++) largest = lanes[k] > largest ? lanes[k] : largest;
    off_grid |= _mm_movemask_ps(off) != 0;
#endif
    for (; j < words; j++) {
        float v = lengths[j];
        off_grid |= (v + 1572864.0f) - 1572864.0f != v;
        largest = v > largest ? v : largest;
    }
    double outer = (double)largest + 2.0 * h->margins_largest, count = (double)h->count;
    double line = isinf(limit) ? count * (outer + gap) : limit + gap + 2 * outer;
    double tops = count * (outer + h->line_gap);
    if (off_grid || !h->margins_eighths || !(line + 2 * outer < 1048576.0)) return 0;
    return tops < 1048576.0 ? 2 : 1;
}

/* The arrange of the item model's commonest layout as lean as C allows: floor_arrange's contract,
 * the lines in floats where that is exact (floor_sums_fit_floats), in doubles otherwise. */
__attribute__((noinline)) static int floor_arrange_item_model(floor_handle *h, float width, float height)
{
    int done, status = floor_arrange_begin(h, width, height, &done);
    if (done) return status;
    /* The columns are dropped when set_items changes the count: this arrange needs them set again. */
    if (!h->margins || !h->align) return FLOW_ERROR_INVALID_ARGUMENT;
    /* The breaker's limit, with the library's tolerance (LineBreakInput.tolerantLimit); in floats
     * the largest float at most it (a float sum passes the one when it passes the other). */
    double limit = isnan(width) ? INFINITY : (double)width;
    limit = limit + (1.0 / 4096 + fabs(limit) * 1e-9);
    int floats = floor_sums_fit_floats(h, limit);
    if (floats > h->sums_at_most) floats = h->sums_at_most;
    if (floats) {
        float below = (float)limit;
        if ((double)below > limit) below = nextafterf(below, 0);
        if (floats == 2) floor_item_model_lines_float(h, below);
        else floor_item_model_lines_float_tops_double(h, below);
    } else {
        floor_item_model_lines_double(h, limit);
    }
    return floor_arrange_end(h, width, height);
}

static floor_handle floor_make(void)
{
    floor_handle h;
    memset(&h, 0, sizeof h);
    h.tag = FLOOR_TAG;
    h.gap = h.line_gap = BENCH_GAP;
    h.sums_at_most = 2;
    return h;
}

static void floor_free(floor_handle *h)
{
    free(h->sizes), free(h->spare), free(h->frames), free(h->lines);
}

/* ---- what is timed ------------------------------------------------------------------------ */

/* Two sets of sizes, alternated (a call never sees the sizes of the call before, as in
 * flowbench's set+arrange). */
typedef struct {
    const bench_inputs *inputs;
    flow_size *other;
    size_t n;
    float width;
    floor_handle floor, floor_item_model;
    flow_layout_t *layout, *layout_item_model;
    flow_rect *frames;
    float *rows;
    int status;
} study;

static const flow_size *sizes_of(const study *s, long r)
{
    return (r & 1) ? s->other : s->inputs->sizes;
}

static void time_floor(void *context, long reps)
{
    study *s = context;
    int status = FLOW_OK;
    for (long r = 0; r < reps; r++) {
        status |= floor_set_items(&s->floor, sizes_of(s, r), s->n);
        status |= floor_arrange(&s->floor, s->width, NAN);
    }
    s->status |= status;
}

static void time_floor_item_model(void *context, long reps)
{
    study *s = context;
    int status = FLOW_OK;
    for (long r = 0; r < reps; r++) {
        status |= floor_set_items(&s->floor_item_model, sizes_of(s, r), s->n);
        status |= floor_arrange_item_model(&s->floor_item_model, s->width, NAN);
    }
    s->status |= status;
}

static void time_loop(void *context, long reps)
{
    study *s = context;
    for (long r = 0; r < reps; r++) reference_wrap(sizes_of(s, r), s->n, s->width, BENCH_GAP, s->frames, s->rows);
}

static void time_library(void *context, long reps)
{
    study *s = context;
    int status = FLOW_OK;
    for (long r = 0; r < reps; r++) {
        status |= flow_layout_set_items(s->layout, sizes_of(s, r), s->n);
        status |= flow_layout_arrange(s->layout, s->width, NAN);
    }
    s->status |= status;
}

static void time_library_item_model(void *context, long reps)
{
    study *s = context;
    int status = FLOW_OK;
    for (long r = 0; r < reps; r++) {
        status |= flow_layout_set_items(s->layout_item_model, sizes_of(s, r), s->n);
        status |= flow_layout_arrange(s->layout_item_model, s->width, NAN);
    }
    s->status |= status;
}

static int study_make(study *s, const bench_inputs *inputs, size_t n)
{
    memset(s, 0, sizeof *s);
    s->inputs = inputs;
    s->n = n;
    s->width = inputs->widths[0];
    s->other = malloc(n * sizeof *s->other);
    s->frames = malloc(n * sizeof *s->frames);
    s->rows = malloc(n * sizeof *s->rows);
    s->floor = floor_make();
    s->floor_item_model = floor_make();
    s->layout = flow_layout_create();
    s->layout_item_model = flow_layout_create();
    if (!s->other || !s->frames || !s->rows || !s->layout || !s->layout_item_model) return 1;
    /* The other sizes: each a quarter point wider (still exact sums). */
    for (size_t i = 0; i < n; i++) s->other[i] = (flow_size){inputs->sizes[i].width + 0.25f, inputs->sizes[i].height};
    /* The item model as flowbench's margins+align-self sets it (bench/cases.c): once, then
     * only the sizes change from call to call. */
    flow_layout_t *im = s->layout_item_model;
    return flow_layout_set_spacing(s->layout, BENCH_GAP, BENCH_GAP) != FLOW_OK
        || flow_layout_set_spacing(im, BENCH_GAP, BENCH_GAP) != FLOW_OK
        || flow_layout_set_items(im, inputs->sizes, n) != FLOW_OK
        || flow_layout_set_item_margins(im, inputs->margins, n) != FLOW_OK
        || flow_layout_set_item_align(im, inputs->align, n) != FLOW_OK
        || floor_set_items(&s->floor_item_model, inputs->sizes, n) != FLOW_OK
        || floor_set_item_model(&s->floor_item_model, inputs->margins, inputs->align, n) != FLOW_OK;
}

static void study_free(study *s)
{
    free(s->other), free(s->frames), free(s->rows);
    floor_free(&s->floor);
    floor_free(&s->floor_item_model);
    flow_layout_destroy(s->layout);
    flow_layout_destroy(s->layout_item_model);
}

/* The item-model floor's frames, lines and content size against the library's, for both sets of
 * sizes. */
static int check_item_model(study *s)
{
    int differs = 0;
    floor_handle *h = &s->floor_item_model;
    static const char *sums[3] = {"doubles", "floats, the tops in doubles", "floats"};
    int allowed = floor_sums_fit_floats(h, (double)s->width);
    /* Each way of adding up the floor allows here, the last as the timings run it. */
    for (int mode = 0; mode <= allowed; mode++) {
        h->sums_at_most = mode;
        for (long r = 0; r < 2; r++) {
            int status = floor_set_items(h, sizes_of(s, r), s->n) | floor_arrange_item_model(h, s->width, NAN);
            status |= flow_layout_set_items(s->layout_item_model, sizes_of(s, r), s->n)
                | flow_layout_arrange(s->layout_item_model, s->width, NAN);
            size_t count = 0, line_count = 0;
            const flow_rect *frames = flow_layout_frames(s->layout_item_model, &count);
            const flow_line *lines = flow_layout_lines(s->layout_item_model, &line_count);
            flow_size content = {0, 0};
            status |= flow_layout_get_content_size(s->layout_item_model, &content);
            int wrong = status != FLOW_OK || count != s->n || line_count != h->line_count
                || (s->n && memcmp(frames, h->frames, s->n * sizeof *frames))
                || (line_count && memcmp(lines, h->lines, line_count * sizeof *lines))
                || content.width != h->used_width || content.height != h->used_height;
            if (wrong) printf("item-model floor, %zu items, sums in %s: NOT the library's\n", s->n, sums[mode]);
            differs |= wrong;
        }
    }
    h->sums_at_most = 2;
    printf("item-model floor (margins+align-self), %zu items: %s the library's frames, lines and content size"
           " (sums in %s; checked in every way allowed)\n", s->n, differs ? "NOT" : "bit for bit", sums[allowed]);
    return differs;
}

/* The floor's frames against the loop's and the library's, for both sets of sizes. */
static int check(study *s)
{
    int differs = 0;
    for (long r = 0; r < 2; r++) {
        reference_wrap(sizes_of(s, r), s->n, s->width, BENCH_GAP, s->frames, s->rows);
        int status = floor_set_items(&s->floor, sizes_of(s, r), s->n) | floor_arrange(&s->floor, s->width, NAN);
        status |= flow_layout_set_items(s->layout, sizes_of(s, r), s->n) | flow_layout_arrange(s->layout, s->width, NAN);
        size_t count = 0;
        const flow_rect *library = flow_layout_frames(s->layout, &count);
        differs |= status != FLOW_OK || count != s->n || memcmp(s->floor.frames, s->frames, s->n * sizeof *s->frames)
            || (s->n && memcmp(library, s->frames, s->n * sizeof *s->frames));
    }
    /* Bad input changes nothing: a NaN size is refused and the sizes stay. */
    flow_size bad[1] = {{NAN, 1}};
    size_t kept = s->floor.count;
    differs |= floor_set_items(&s->floor, bad, 1) != FLOW_ERROR_INVALID_ARGUMENT || s->floor.count != kept;
    printf("contract floor, %zu items: %s the loop's and the library's frames\n", s->n, differs ? "NOT" : "bit for bit");
    return differs | check_item_model(s);
}

int main(int argc, char **argv)
{
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    const char *count_what = argc > 3 && !strcmp(argv[1], "--count") ? argv[3] : NULL;
    size_t count_items = count_what ? strtoul(argv[2], NULL, 10) : 0;
    const size_t sizes[3] = {16, 1000, 1000000};
    int size_count = quick ? 2 : 3;
    bench_inputs inputs;
    size_t most = count_what ? (count_items > 1000 ? count_items : 1000) : sizes[size_count - 1];
    if (bench_inputs_make(&inputs, most)) return 1;
    if (count_what) {
        study s;
        if (study_make(&s, &inputs, count_items) || check(&s)) return 1;
        bench_body body = !strcmp(count_what, "floor") ? time_floor
                        : !strcmp(count_what, "loop")  ? time_loop
                        : !strcmp(count_what, "library") ? time_library
                        : !strcmp(count_what, "floor-item-model") ? time_floor_item_model
                        : !strcmp(count_what, "library-item-model") ? time_library_item_model : NULL;
        if (!body) {
            fprintf(stderr, "contract_floor: --count N floor|loop|library|floor-item-model|library-item-model\n");
            return 2;
        }
        CALLGRIND_START_INSTRUMENTATION;
        body(&s, 2000);
        CALLGRIND_STOP_INSTRUMENTATION;
        printf("%s: 2,000 calls of %zu items (status %d)\n", count_what, count_items, s.status);
        study_free(&s);
        bench_inputs_free(&inputs);
        return s.status != FLOW_OK;
    }
    int failed = 0;
    for (int k = 0; k < size_count; k++) {
        study s;
        if (study_make(&s, &inputs, sizes[k])) return 1;
        failed |= check(&s);
        if (!quick && !failed) {
            for (int run = 0; run < 3; run++) {
                double floor_ratio = 0, library_ratio = 0, floor_im_ratio = 0, library_im_ratio = 0;
                bench_timing loop = bench_time(time_loop, &s, 0.02, 5);
                bench_timing fl = bench_time_paired(time_floor, &s, time_loop, &s, loop.reps, 0.02, 9, &floor_ratio);
                bench_timing lib = bench_time_paired(time_library, &s, time_loop, &s, loop.reps, 0.02, 9, &library_ratio);
                bench_timing fim = bench_time_paired(time_floor_item_model, &s, time_loop, &s, loop.reps, 0.02, 9,
                                                     &floor_im_ratio);
                bench_timing lim = bench_time_paired(time_library_item_model, &s, time_loop, &s, loop.reps, 0.02, 9,
                                                     &library_im_ratio);
                /* Each against the library's plain rows directly, as flowbench judges the target:
                 * every sample right after one of the library's plain rows. */
                double floor_im_plain = 0, library_im_plain = 0;
                long plain_reps = lib.reps / 2 > 0 ? lib.reps / 2 : 1;
                bench_time_paired(time_floor_item_model, &s, time_library, &s, plain_reps, 0.02, 9, &floor_im_plain);
                bench_time_paired(time_library_item_model, &s, time_library, &s, plain_reps, 0.02, 9, &library_im_plain);
                /* A call at 16 items, an item beyond (the fixed cost, then the cost per item). */
                double unit = s.n > 16 ? (double)s.n : 1;
                printf("%zu items, ns %s (fastest sample): loop %.2f, floor %.2f (%.2fx paired), library %.2f "
                       "(%.2fx paired)\n",
                       s.n, s.n > 16 ? "an item" : "a call", loop.min_ns / unit, fl.min_ns / unit, floor_ratio,
                       lib.min_ns / unit, library_ratio);
                /* Against the library's plain rows, as the item-model target is judged: the ratio of
                 * the paired ratios (the machine's load cancels) and of the fastest samples. */
                printf("%zu items, margins+align-self: floor %.2f (%.2fx paired; %.2fx the library's plain rows, "
                       "%.2fx by fastest, %.2fx paired with them), library %.2f (%.2fx paired; %.2fx the library's "
                       "plain rows, %.2fx by fastest, %.2fx paired with them)\n",
                       s.n, fim.min_ns / unit, floor_im_ratio, floor_im_ratio / library_ratio, fim.min_ns / lib.min_ns,
                       floor_im_plain, lim.min_ns / unit, library_im_ratio, library_im_ratio / library_ratio,
                       lim.min_ns / lib.min_ns, library_im_plain);
            }
            failed |= s.status != FLOW_OK;
        }
        study_free(&s);
    }
    bench_inputs_free(&inputs);
    return failed;
}
