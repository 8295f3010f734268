/* The floor of set_items + arrange for plain rows: the calls' contract written as lean as C allows,
 * against the hand-written loop (reference_wrap.c) and the library.
 *
 * The loop only places items. A call of the library also promises what this program's two
 * functions do and nothing more: a handle checked for its tag and for a call in progress; the sizes
 * checked (finite, >= 0, at most the largest length) and copied into the handle, into a spare buffer
 * swapped in only when every size is valid (bad input changes nothing); an arrange that checks its
 * bounds, answers an unchanged layout from what it kept, reserves, breaks greedily, writes each
 * frame and each line's record (first item, count, main size, cross offset and size) and the
 * extent, and keeps them for the readers. No options, no plan, no other feature. What the library
 * costs above this floor is what its generality costs; what the floor costs above the loop is the
 * contract's own price. The program first checks that the floor's frames are the loop's and the
 * library's, bit for bit, then times the three at 16, 1,000 and 1,000,000 items (the fastest
 * sample of each, and the median ratio of samples paired with the loop's).
 *
 *   contract_floor                the check, then the timings
 *   contract_floor --quick        the check only, at 16 and 1,000 items (fails when a frame differs)
 *   contract_floor --count N WHAT one of floor, loop or library, N items, 2,000 calls, for
 *                                 callgrind (valgrind --tool=callgrind --instr-atstart=no): only
 *                                 the calls are counted where valgrind's header was at hand
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cases.h"
#include "reference_wrap.h"
#include "timing.h"

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
    h->count = n;
    h->current = 0;
    return FLOW_OK;
}

__attribute__((noinline)) static int floor_arrange(floor_handle *h, float width, float height)
{
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
    h->last_width = width;
    h->last_height = height;
    h->current = 1;
    return FLOW_OK;
}

static floor_handle floor_make(void)
{
    floor_handle h;
    memset(&h, 0, sizeof h);
    h.tag = FLOOR_TAG;
    h.gap = h.line_gap = BENCH_GAP;
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
    floor_handle floor;
    flow_layout_t *layout;
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
    s->layout = flow_layout_create();
    if (!s->other || !s->frames || !s->rows || !s->layout) return 1;
    /* The other sizes: each a quarter point wider (still exact sums). */
    for (size_t i = 0; i < n; i++) s->other[i] = (flow_size){inputs->sizes[i].width + 0.25f, inputs->sizes[i].height};
    return flow_layout_set_spacing(s->layout, BENCH_GAP, BENCH_GAP) != FLOW_OK;
}

static void study_free(study *s)
{
    free(s->other), free(s->frames), free(s->rows);
    floor_free(&s->floor);
    flow_layout_destroy(s->layout);
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
    return differs;
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
                        : !strcmp(count_what, "library") ? time_library : NULL;
        if (!body) {
            fprintf(stderr, "contract_floor: --count N floor|loop|library\n");
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
                double floor_ratio = 0, library_ratio = 0;
                bench_timing loop = bench_time(time_loop, &s, 0.02, 5);
                bench_timing fl = bench_time_paired(time_floor, &s, time_loop, &s, loop.reps, 0.02, 9, &floor_ratio);
                bench_timing lib = bench_time_paired(time_library, &s, time_loop, &s, loop.reps, 0.02, 9, &library_ratio);
                /* A call at 16 items, an item beyond (the fixed cost, then the cost per item). */
                double unit = s.n > 16 ? (double)s.n : 1;
                printf("%zu items, ns %s (fastest sample): loop %.2f, floor %.2f (%.2fx paired), library %.2f "
                       "(%.2fx paired)\n",
                       s.n, s.n > 16 ? "an item" : "a call", loop.min_ns / unit, fl.min_ns / unit, floor_ratio,
                       lib.min_ns / unit, library_ratio);
            }
            failed |= s.status != FLOW_OK;
        }
        study_free(&s);
    }
    bench_inputs_free(&inputs);
    return failed;
}
