/* Greedy line breaking over a prefix sum, against the hand-written loop (reference_wrap.c).
 *
 * The loop's cost beyond moving the data is its serial running sum and a mispredicted branch at
 * each line's end. The other way to break greedily: a prefix sum P of (width + gap), which needs
 * no branch and vectorises; each line's end then found by comparing P[j] - P[start] - gap with
 * the width for 8 items at a time; then the frames written from P. With sums that are exact
 * (quarter-point sizes, as here and as the library's ExactSums allows) every frame and row is
 * the loop's to the bit, which this program checks before it times anything.
 *
 * It times, in ns an item: the loop; moving the data alone (read the sizes, write the frames);
 * the prefix-sum breaking whole, a block of 2,048 items at a time (its prefix sums stay in
 * cache); and each of its three passes alone on one cache-resident block, to show where its time
 * goes. Baseline x86-64 (SSE2), as the library ships.
 *
 *   prefix_breaking           1,000,000 items and 2,048, 3 runs each
 *   prefix_breaking --quick   the check only, on 3,000 items (fails when a frame or row differs)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cases.h"
#include "reference_wrap.h"
#include "timing.h"

enum { BLOCK = 2048, WINDOW = 8 };

/* Prefix sums of block [a, a + m): P[j] = sum of (width + gap) over the block's first j items. */
static void prefix_pass(const flow_size *sizes, size_t m, double gap, double *P)
{
    double sum = 0;
    P[0] = 0;
    size_t j = 0;
    for (; j + 1 < m; j += 2) {  /* two items a step: the chain is one addition per two items */
        double t0 = gap + (double)sizes[j].width, t1 = gap + (double)sizes[j + 1].width;
        P[j + 1] = sum + t0;
        sum += t0 + t1;
        P[j + 2] = sum;
    }
    for (; j < m; j++) P[j + 1] = sum += gap + (double)sizes[j].width;
    for (size_t t = m + 1; t <= m + WINDOW + 1; t++) P[t] = 1e300;  /* past the block: never fits */
}

/* The end of the line starting at k: the first j > k whose line P[j + 1] - P[k] - gap passes
 * `limit`, compared WINDOW items at a time. */
static size_t line_end(const double *P, size_t k, double gap, double limit)
{
    double base = P[k] + gap;
    size_t e = k + 1;
    for (;;) {
        unsigned mask = 0;
        for (int t = 0; t < WINDOW; t++) mask |= (unsigned)((P[e + t + 1] - base) > limit) << t;
        if (mask) return e + (size_t)__builtin_ctz(mask);
        e += WINDOW;
    }
}

/* Frames of the line [k, e) from the prefix sums; returns its height. */
static float write_line(const flow_size *sizes, const double *P, size_t k, size_t e, float y, flow_rect *frames)
{
    float tallest = 0;
    double x0 = P[k];
    for (size_t j = k; j < e; j++) {
        float h = sizes[j].height;
        tallest = h > tallest ? h : tallest;
        frames[j] = (flow_rect){(float)(P[j] - x0), y, sizes[j].width, h};
    }
    return tallest;
}

static size_t prefix_wrap(const flow_size *sizes, size_t count, float width, float gap, flow_rect *frames,
                          float *row_heights)
{
    static double P[BLOCK + WINDOW + 2];
    size_t rows = 0, a = 0;
    float y = 0;
    while (a < count) {
        size_t m = count - a < BLOCK ? count - a : BLOCK, k = 0;
        prefix_pass(sizes + a, m, gap, P);
        while (k < m) {
            size_t e = line_end(P, k, gap, width);
            if (e >= m && a + m < count) {
                if (k > 0) break;  /* the line may go on past the block: start the next block with it */
                e = m;             /* a line longer than a block (zero widths): end it at the block */
            }
            float tallest = write_line(sizes + a, P, k, e, y, frames + a);
            row_heights[rows++] = tallest;
            y += tallest + gap;
            k = e;
        }
        a += k;
    }
    return rows;
}

typedef struct {
    const bench_inputs *inputs;
    wrap_fn wrap;  /* what wrap_body times */
    flow_rect *frames;
    float *rows;
    double P[BLOCK + WINDOW + 2];
    size_t starts[BLOCK + 1], lines;
} study;

static void wrap_body(void *c, long reps)
{
    study *s = c;
    for (long r = 0; r < reps; r++)
        s->wrap(s->inputs->sizes, s->inputs->count, s->inputs->widths[0], BENCH_GAP, s->frames, s->rows);
}

static void movement_body(void *c, long reps)
{
    study *s = c;
    const flow_size *sizes = s->inputs->sizes;
    for (long r = 0; r < reps; r++) {
        for (size_t i = 0; i < s->inputs->count; i++) s->frames[i] = (flow_rect){0, 0, sizes[i].width, sizes[i].height};
        __asm__ volatile("" : : "r"(s->frames) : "memory");
    }
}

/* The three passes alone, on the first block (count <= BLOCK). */
static void pass1_body(void *c, long reps)
{
    study *s = c;
    for (long r = 0; r < reps; r++) {
        prefix_pass(s->inputs->sizes, s->inputs->count, BENCH_GAP, s->P);
        __asm__ volatile("" : : "r"(s->P) : "memory");
    }
}

static void pass2_body(void *c, long reps)
{
    study *s = c;
    for (long r = 0; r < reps; r++) {
        size_t k = 0, lines = 0, m = s->inputs->count;
        while (k < m) {
            s->starts[lines++] = k;
            size_t e = line_end(s->P, k, BENCH_GAP, s->inputs->widths[0]);
            k = e < m ? e : m;
        }
        s->starts[lines] = m;
        s->lines = lines;
        __asm__ volatile("" : : "r"(s->starts) : "memory");
    }
}

static void pass3_body(void *c, long reps)
{
    study *s = c;
    for (long r = 0; r < reps; r++) {
        float y = 0;
        for (size_t l = 0; l < s->lines; l++)
            y += write_line(s->inputs->sizes, s->P, s->starts[l], s->starts[l + 1], y, s->frames) + BENCH_GAP;
        __asm__ volatile("" : : "r"(s->frames) : "memory");
    }
}

/* Median ns an item of `body` over `s`'s items: 5 samples of about 0.1 s. */
static double ns_per_item(bench_body body, study *s, size_t count)
{
    return bench_time(body, s, 0.1, 5).median_ns / (double)count;
}

/* ns_per_item of `wrap` over `s`'s items. */
static double wrap_ns_per_item(study *s, wrap_fn wrap)
{
    s->wrap = wrap;
    return ns_per_item(wrap_body, s, s->inputs->count);
}

/* Whether the prefix-sum breaking gives the loop's frames and rows, bit for bit. */
static int check(const bench_inputs *inputs)
{
    size_t n = inputs->count;
    flow_rect *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    float *ra = malloc(n * sizeof *ra), *rb = malloc(n * sizeof *rb);
    if (!a || !b || !ra || !rb) return 1;
    size_t rows_a = reference_wrap(inputs->sizes, n, inputs->widths[0], BENCH_GAP, a, ra);
    size_t rows_b = prefix_wrap(inputs->sizes, n, inputs->widths[0], BENCH_GAP, b, rb);
    int differs = rows_a != rows_b || memcmp(a, b, n * sizeof *a) || memcmp(ra, rb, rows_a * sizeof *ra);
    printf("prefix-sum breaking, %zu items: %zu rows, %s the loop's frames and rows\n", n, rows_b,
           differs ? "NOT" : "bit for bit");
    free(a), free(b), free(ra), free(rb);
    return differs;
}

int main(int argc, char **argv)
{
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    bench_inputs inputs;
    if (bench_inputs_make(&inputs, quick ? 3000 : 1000000)) return 1;
    if (check(&inputs)) return 1;
    if (quick) return 0;
    static study s;
    s.inputs = &inputs;
    s.frames = malloc(inputs.count * sizeof *s.frames);
    s.rows = malloc(inputs.count * sizeof *s.rows);
    for (int run = 0; run < 3; run++) {
        inputs.count = 1000000;
        double loop = wrap_ns_per_item(&s, reference_wrap), move = ns_per_item(movement_body, &s, inputs.count);
        double whole = wrap_ns_per_item(&s, prefix_wrap);
        printf("1,000,000 items: loop %.2f, data movement %.2f, prefix-sum breaking %.2f ns/item (%.2fx the loop)\n",
               loop, move, whole, whole / loop);
        inputs.count = BLOCK;
        loop = wrap_ns_per_item(&s, reference_wrap);
        whole = wrap_ns_per_item(&s, prefix_wrap);
        double p1 = ns_per_item(pass1_body, &s, inputs.count), p2 = ns_per_item(pass2_body, &s, inputs.count);
        double p3 = ns_per_item(pass3_body, &s, inputs.count);
        printf("2,048 items (in cache): loop %.2f, prefix-sum breaking %.2f (%.2fx): prefix sums %.2f, line ends %.2f, "
               "frames %.2f ns/item\n", loop, whole, whole / loop, p1, p2, p3);
    }
    return 0;
}
