/* Greedy line breaking in four speculative chains, against the hand-written loop (reference_wrap.c).
 *
 * The loop is held by one chain of dependent steps: each item's place follows from the one before,
 * and each line's end is a branch to guess. This study breaks the chain. A block of items is cut
 * into four runs, and each run is broken from its first item as if a line started there: four
 * independent chains, one in each lane of a vector, advanced together an item a step with no
 * branch on where a line ends. Run 0 continues the true lines. A greedy line depends only on where
 * it starts, so a later run's lines are the true ones from the first line start the true chain
 * shares with it. The true chain is carried on, item by item, past the end of its run until it
 * starts a line where the next run's chain started one ("mending"); from there that run's lines
 * are kept, their tops moved down by what the run's own tops lacked. With exact sums (quarter-point
 * sizes, whole-point heights, as here and as the library's ExactSums allows) the frames and rows
 * are the loop's to the bit, which this program checks before it times anything.
 *
 * It times, in ns an item at 1,000,000 items: the loop; the four chains alone (wrong rows, as a
 * bound); the whole; and the whole on items of one size, where chains that start apart never meet
 * and every run after the first is mended item by item. It prints how many items were mended.
 * Baseline x86-64 (SSE2), as the library ships; elsewhere it only says so.
 *
 *   chain_breaking           the check, then 3 runs
 *   chain_breaking --quick   the check only (fails when a frame or row differs)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cases.h"
#include "reference_wrap.h"
#include "timing.h"

#if defined(__SSE2__)
#include <emmintrin.h>

enum { LANES = 4, RUN = 8192, BLOCK = LANES * RUN };

typedef struct {
    float x, y, tallest;
    int first;  /* the next item starts a line (the loop's i == row_start) */
} chain;

static uint8_t line_starts[RUN];  /* a step's lanes that start a line there, a bit each */
static __m128 tallest_before[RUN]; /* each lane's line height before the step */
static size_t mended_items;
static int chains_only;            /* time the four chains alone (results wrong) */

/* The loop's step for item i (reference_wrap's body). */
static inline void loop_step(chain *s, const flow_size *sizes, size_t i, float width, float gap, flow_rect *frames,
                             float *rows, size_t *row_count)
{
    float w = sizes[i].width, h = sizes[i].height;
    if (!s->first && s->x + w > width) {
        rows[(*row_count)++] = s->tallest;
        s->y += s->tallest + gap;
        s->x = 0;
        s->tallest = 0;
    }
    frames[i] = (flow_rect){s->x, s->y, w, h};
    s->x += w + gap;
    if (h > s->tallest) s->tallest = h;
    s->first = 0;
}

/* The four chains over block [a, a + BLOCK): lane 0 from the true state, lanes 1-3 from their
 * runs' first items as lines' first items. Writes every frame (lanes 1-3 with their own tops),
 * each step's line starts and heights before it, and each lane's state at the end. */
static void four_chains(const flow_size *sizes, size_t a, chain start, float width, float gap, flow_rect *frames,
                        chain *ends)
{
    __m128 x = _mm_setr_ps(start.x, 0, 0, 0), y = _mm_setr_ps(start.y, 0, 0, 0);
    __m128 tallest = _mm_setr_ps(start.tallest, 0, 0, 0);
    __m128 goes_on = _mm_castsi128_ps(_mm_setr_epi32(start.first ? 0 : -1, 0, 0, 0));
    const __m128 limit = _mm_set1_ps(width), g = _mm_set1_ps(gap);
    const flow_size *s0 = sizes + a, *s1 = s0 + RUN, *s2 = s1 + RUN, *s3 = s2 + RUN;
    flow_rect *f0 = frames + a, *f1 = f0 + RUN, *f2 = f1 + RUN, *f3 = f2 + RUN;
    for (size_t t = 0; t < RUN; t++) {
        /* (w, h) of lanes 0 and 1, of lanes 2 and 3; then the widths and the heights. */
        __m128 p01 = _mm_loadh_pi(_mm_castpd_ps(_mm_load_sd((const double *)(s0 + t))), (const __m64 *)(s1 + t));
        __m128 p23 = _mm_loadh_pi(_mm_castpd_ps(_mm_load_sd((const double *)(s2 + t))), (const __m64 *)(s3 + t));
        __m128 w = _mm_shuffle_ps(p01, p23, _MM_SHUFFLE(2, 0, 2, 0));
        __m128 h = _mm_shuffle_ps(p01, p23, _MM_SHUFFLE(3, 1, 3, 1));
        __m128 breaks = _mm_and_ps(_mm_cmpgt_ps(_mm_add_ps(x, w), limit), goes_on);
        line_starts[t] = (uint8_t)_mm_movemask_ps(breaks);
        tallest_before[t] = tallest;
        y = _mm_add_ps(y, _mm_and_ps(breaks, _mm_add_ps(tallest, g)));  /* y + 0 is y: tops are never -0 */
        x = _mm_andnot_ps(breaks, x);
        tallest = _mm_andnot_ps(breaks, tallest);
        /* Frames (x, y, w, h): the (w, h) pairs are the loads' halves. */
        __m128 lo = _mm_unpacklo_ps(x, y), hi = _mm_unpackhi_ps(x, y);
        _mm_storeu_ps(&f0[t].x, _mm_movelh_ps(lo, p01));
        _mm_storeu_ps(&f1[t].x, _mm_shuffle_ps(lo, p01, _MM_SHUFFLE(3, 2, 3, 2)));
        _mm_storeu_ps(&f2[t].x, _mm_movelh_ps(hi, p23));
        _mm_storeu_ps(&f3[t].x, _mm_shuffle_ps(hi, p23, _MM_SHUFFLE(3, 2, 3, 2)));
        x = _mm_add_ps(x, _mm_add_ps(w, g));
        tallest = _mm_max_ps(h, tallest);
        goes_on = _mm_castsi128_ps(_mm_set1_epi32(-1));
    }
    float xs[4], ys[4], ts[4];
    _mm_storeu_ps(xs, x), _mm_storeu_ps(ys, y), _mm_storeu_ps(ts, tallest);
    for (int c = 0; c < LANES; c++) ends[c] = (chain){xs[c], ys[c], ts[c], 0};
}

/* Appends the rows lane `lane` ends from step `first` on (a line start at step t ends a row),
 * sixteen steps a word: bit `lane` of each step's byte moved to the byte's top, then gathered. */
static size_t lane_rows(int lane, size_t first, float *rows, size_t row_count)
{
    const float *heights = (const float *)tallest_before + lane;
    for (size_t g = 0; g < RUN; g += 16) {
        __m128i m = _mm_loadu_si128((const __m128i *)(line_starts + g));
        unsigned bits = (unsigned)_mm_movemask_epi8(_mm_sll_epi16(m, _mm_cvtsi32_si128(7 - lane)));
        if (g < first) bits &= first - g >= 16 ? 0 : ~0u << (first - g);
        while (bits) {
            rows[row_count++] = heights[4 * (g + (size_t)__builtin_ctz(bits))];
            bits &= bits - 1;
        }
    }
    return row_count;
}

/* reference_wrap's frames and rows, the blocks by four chains mended, the rest by the loop. */
static size_t chain_wrap(const flow_size *sizes, size_t count, float width, float gap, flow_rect *frames,
                         float *rows)
{
    size_t row_count = 0, a = 0;
    chain s = {0, 0, 0, 1};
    for (; a + BLOCK <= count; a += BLOCK) {
        chain ends[LANES];
        four_chains(sizes, a, s, width, gap, frames, ends);
        if (chains_only) {
            s = ends[LANES - 1];
            continue;
        }
        int lane = 0;       /* whose lines are the true ones from step `from` on */
        size_t from = 0;
        float lack = 0;     /* what that lane's tops lack */
        for (;;) {
            row_count = lane_rows(lane, lane ? from + 1 : 0, rows, row_count);
            if (lane > 0) {
                const __m128 down = _mm_setr_ps(0, lack, 0, 0);
                float *f = &frames[a + (size_t)lane * RUN].x;
                for (size_t t = from; t < RUN; t++) _mm_storeu_ps(f + 4 * t, _mm_add_ps(_mm_loadu_ps(f + 4 * t), down));
            }
            s = ends[lane];
            s.y += lack;
            if (lane == LANES - 1) break;
            /* Mending: the true chain goes on until it starts a line where a later lane started one. */
            size_t i = a + (size_t)(lane + 1) * RUN;
            int met = 0;
            for (; i < a + BLOCK; i++) {
                size_t d = (i - a) / RUN, t = (i - a) % RUN;
                if (!s.first && s.x + sizes[i].width > width && (t == 0 || (line_starts[t] >> d & 1))) {
                    rows[row_count++] = s.tallest;
                    lack = (s.y + (s.tallest + gap)) - frames[i].y;
                    lane = (int)d, from = t, met = 1;
                    break;
                }
                loop_step(&s, sizes, i, width, gap, frames, rows, &row_count);
                mended_items++;
            }
            if (!met) break;
        }
    }
    for (; a < count; a++) loop_step(&s, sizes, a, width, gap, frames, rows, &row_count);
    if (count > 0) rows[row_count++] = s.tallest;
    return row_count;
}

typedef struct {
    const bench_inputs *inputs;
    wrap_fn wrap;
    flow_rect *frames;
    float *rows;
} study;

static void wrap_body(void *c, long reps)
{
    study *s = c;
    for (long r = 0; r < reps; r++)
        s->wrap(s->inputs->sizes, s->inputs->count, s->inputs->widths[0], BENCH_GAP, s->frames, s->rows);
}

static double wrap_ns_per_item(study *s, wrap_fn wrap)
{
    s->wrap = wrap;
    return bench_time(wrap_body, s, 0.1, 7).median_ns / (double)s->inputs->count;
}

/* Whether the chains give the loop's frames and rows, bit for bit; prints the share mended. */
static int check(const bench_inputs *inputs, const char *what)
{
    size_t n = inputs->count;
    flow_rect *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    float *ra = malloc(n * sizeof *ra), *rb = malloc(n * sizeof *rb);
    if (!a || !b || !ra || !rb) return 1;
    size_t rows_a = reference_wrap(inputs->sizes, n, inputs->widths[0], BENCH_GAP, a, ra);
    mended_items = 0;
    size_t rows_b = chain_wrap(inputs->sizes, n, inputs->widths[0], BENCH_GAP, b, rb);
    int differs = rows_a != rows_b || memcmp(a, b, n * sizeof *a) || memcmp(ra, rb, rows_a * sizeof *ra);
    printf("four chains, %zu %s items: %zu rows, %s the loop's frames and rows; %.1f%% of the items mended\n", n, what,
           rows_b, differs ? "NOT" : "bit for bit", 100.0 * (double)mended_items / (double)n);
    free(a), free(b), free(ra), free(rb);
    return differs;
}

int main(int argc, char **argv)
{
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    bench_inputs random_items, equal_items;
    size_t n = quick ? 3 * BLOCK + 1000 : 1000000;
    if (bench_inputs_make(&random_items, n) || bench_inputs_make(&equal_items, n)) return 1;
    for (size_t i = 0; i < n; i++) equal_items.sizes[i] = (flow_size){70.25f, 24};
    if (check(&random_items, "random") || check(&equal_items, "equal")) return 1;
    if (quick) return 0;
    study s = {&random_items, reference_wrap, malloc(n * sizeof(flow_rect)), malloc(n * sizeof(float))};
    for (int run = 0; run < 3; run++) {
        s.inputs = &random_items;
        double loop = wrap_ns_per_item(&s, reference_wrap), whole = wrap_ns_per_item(&s, chain_wrap);
        chains_only = 1;
        double alone = wrap_ns_per_item(&s, chain_wrap);
        chains_only = 0;
        s.inputs = &equal_items;
        double equal_loop = wrap_ns_per_item(&s, reference_wrap), equal = wrap_ns_per_item(&s, chain_wrap);
        printf("1,000,000 items: loop %.2f, four chains alone %.2f (%.2fx), mended %.2f (%.2fx) ns/item; "
               "of one size: loop %.2f, mended %.2f (%.2fx)\n",
               loop, alone, alone / loop, whole, whole / loop, equal_loop, equal, equal / equal_loop);
    }
    return 0;
}
#else
int main(void)
{
    puts("chain_breaking: the study is written for x86-64 (SSE2); nothing to run here");
    return 0;
}
#endif
