#include "cases.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "reference_wrap.h"

/* ---- inputs ---------------------------------------------------------------------------- */

static uint64_t next_random(uint64_t *state)  /* xorshift64*, fixed seed: same sizes every run */
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 0x2545F4914F6CDD1DULL;
}

int bench_inputs_make(bench_inputs *inputs, size_t count)
{
    size_t n = count ? count : 1;
    inputs->count = count;
    inputs->sizes = malloc(n * sizeof *inputs->sizes);
    inputs->grow = malloc(n * sizeof *inputs->grow);
    inputs->first_baselines = malloc(n * sizeof *inputs->first_baselines);
    inputs->margins = malloc(n * sizeof *inputs->margins);
    inputs->shrink = malloc(n * sizeof *inputs->shrink);
    inputs->min_sizes = malloc(n * sizeof *inputs->min_sizes);
    inputs->align = malloc(n * sizeof *inputs->align);
    flow_rect *frames = malloc(n * sizeof *frames);
    float *rows = malloc(n * sizeof *rows);
    if (!inputs->sizes || !inputs->grow || !inputs->first_baselines || !inputs->margins || !inputs->shrink
        || !inputs->min_sizes || !inputs->align || !frames || !rows) {
        free(frames);
        free(rows);
        bench_inputs_free(inputs);
        return -1;
    }
    uint64_t state = 0x5EEDF10Eull;
    for (size_t i = 0; i < count; i++) {
        uint64_t r = next_random(&state);
        /* Quarter points and whole-point heights: every sum the layouts form is exact in float. */
        inputs->sizes[i].width = 20.0f + (float)(r % 100) + 0.25f * (float)((r >> 20) % 4);
        inputs->sizes[i].height = 16.0f + (float)((r >> 40) % 33);
        inputs->grow[i] = (float)(i % 3);
        inputs->first_baselines[i] = 0.75f * inputs->sizes[i].height;
        uint64_t m = next_random(&state);
        inputs->margins[i] = (flow_edges){0.25f * (float)(m % 16), 0.25f * (float)((m >> 8) % 16),
                                          0.25f * (float)((m >> 16) % 16), 0.25f * (float)((m >> 24) % 16)};
        inputs->shrink[i] = 1;
        inputs->min_sizes[i] = (flow_size){12, 8};
        /* FLOW_ALIGN_AUTO, then start, center, end, stretch (raw 5; 3 and 4 are the baselines) */
        static const int aligns[5] = {-1, FLOW_ALIGN_START, FLOW_ALIGN_CENTER, FLOW_ALIGN_END, FLOW_ALIGN_STRETCH};
        inputs->align[i] = aligns[i % 5];
    }
    inputs->widths[0] = 600.0f;
    inputs->widths[1] = 560.0f;
    size_t reference_rows = reference_wrap(inputs->sizes, count, inputs->widths[0], BENCH_GAP, frames, rows);
    inputs->max_lines = reference_rows > 1 ? (unsigned)(reference_rows / 2) : 1;
    free(frames);
    free(rows);
    return 0;
}

void bench_inputs_free(bench_inputs *inputs)
{
    free(inputs->sizes);
    free(inputs->grow);
    free(inputs->first_baselines);
    free(inputs->margins);
    free(inputs->shrink);
    free(inputs->min_sizes);
    free(inputs->align);
    inputs->margins = NULL;
    inputs->shrink = NULL;
    inputs->min_sizes = NULL;
    inputs->align = NULL;
    inputs->sizes = NULL;
    inputs->grow = NULL;
    inputs->first_baselines = NULL;
}

/* ---- variants --------------------------------------------------------------------------- */

static int start_start(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)layout; (void)inputs;
    return FLOW_OK;
}

static int space_between_center(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    int status = flow_layout_set_justify(layout, FLOW_JUSTIFY_SPACE_BETWEEN);
    return status ? status : flow_layout_set_align_items(layout, FLOW_ALIGN_CENTER);
}

static int first_baseline(flow_layout_t *layout, const bench_inputs *inputs)
{
    int status = flow_layout_set_align_items(layout, FLOW_ALIGN_FIRST_BASELINE);
    return status ? status
                  : flow_layout_set_item_baselines(layout, inputs->first_baselines, NULL, inputs->count);
}

static int growth(flow_layout_t *layout, const bench_inputs *inputs)
{
    return flow_layout_set_item_grow(layout, inputs->grow, inputs->count);
}

static int rtl_wrap_reverse(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    int status = flow_layout_set_direction(layout, FLOW_DIRECTION_RTL);
    return status ? status : flow_layout_set_wrap(layout, FLOW_WRAP_REVERSE);
}

static int uniform(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    return flow_layout_set_uniform_size(layout, 1);
}

static int max_lines(flow_layout_t *layout, const bench_inputs *inputs)
{
    return flow_layout_set_max_lines(layout, inputs->max_lines);
}

static int balance(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    return flow_layout_set_line_breaking(layout, FLOW_BREAK_BALANCE);
}

static int pretty(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    return flow_layout_set_line_breaking(layout, FLOW_BREAK_PRETTY);
}

/* "+N more": a label 8 points per digit of the hidden count, 24 tall. */
static flow_size more_label(void *user_data, size_t hidden)
{
    (void)user_data;
    float digits = 1;
    while (hidden >= 10) { hidden /= 10; digits += 1; }
    return (flow_size){24 + 8 * digits, 24};
}

static int indicator(flow_layout_t *layout, const bench_inputs *inputs)
{
    int status = flow_layout_set_max_lines(layout, inputs->max_lines);
    return status ? status : flow_layout_set_overflow_indicator(layout, more_label, NULL);
}

/* The flex item model's inputs (SPEC 13: within 2x plain rows of the same sizes, start/start). */
static int padding(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    return flow_layout_set_padding(layout, (flow_edges){6, 10, 6, 10});
}

static int margins(flow_layout_t *layout, const bench_inputs *inputs)
{
    return flow_layout_set_item_margins(layout, inputs->margins, inputs->count);
}

static int margins_shrink_min(flow_layout_t *layout, const bench_inputs *inputs)
{
    int status = margins(layout, inputs);
    if (!status) status = flow_layout_set_item_shrink(layout, inputs->shrink, inputs->count);
    return status ? status : flow_layout_set_item_limits(layout, inputs->min_sizes, NULL, inputs->count);
}

static int margins_align_self(flow_layout_t *layout, const bench_inputs *inputs)
{
    int status = margins(layout, inputs);
    return status ? status : flow_layout_set_item_align(layout, inputs->align, inputs->count);
}

/* Lanes (masonry) of the same items: 4 column lanes (a plain scan per item), lanes of at least
   120 points by auto-fill (4 at both widths), and 64 lanes (the tournament tree). */
static int lanes_4(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    return flow_layout_set_lanes(layout, 4, 0);
}

static int lanes_auto_fill(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    return flow_layout_set_lanes(layout, 0, 120);
}

static int lanes_64(flow_layout_t *layout, const bench_inputs *inputs)
{
    (void)inputs;
    return flow_layout_set_lanes(layout, 64, 0);
}

const bench_variant bench_variants[] = {
    {"start/start", 0, start_start, 0},
    {"space-between+center", 0, space_between_center, 0},
    {"first-baseline", 0, first_baseline, 0},
    {"grow", 0, growth, 0},
    {"rtl+wrap-reverse", 0, rtl_wrap_reverse, 0},
    {"uniform", 0, uniform, 0},
    {"measure", 1, start_start, 0},
    {"measure-range", 2, start_start, 0},
    {"max-lines", 0, max_lines, 0},
    {"balance", 0, balance, 0},
    {"pretty", 0, pretty, 0},
    {"indicator", 0, indicator, 0},
    {"padding", 0, padding, 1},
    {"margins", 0, margins, 1},
    {"margins+shrink+min", 0, margins_shrink_min, 1},
    {"margins+align-self", 0, margins_align_self, 1},
    {"lanes", 0, lanes_4, 1},
    {"lanes-auto-fill", 0, lanes_auto_fill, 1},
    {"lanes-64", 0, lanes_64, 1},
};
const size_t bench_variant_count = sizeof bench_variants / sizeof bench_variants[0];

/* ---- cases ------------------------------------------------------------------------------ */

/* The measure callback of the "measure" variant: the item's size, shrunk to a finite proposal. */
static flow_size measure_item(void *user_data, size_t index, flow_size proposal)
{
    flow_size size = ((const flow_size *)user_data)[index];
    if (!isnan(proposal.width) && size.width > proposal.width) size.width = proposal.width;
    return size;
}

/* The range callback of the "measure-range" variant: the same answers, a run at a time. */
static void measure_items(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers)
{
    const flow_size *sizes = (const flow_size *)user_data + first;
    if (isnan(proposal.width)) {
        memcpy(answers, sizes, count * sizeof *answers);
        return;
    }
    for (size_t k = 0; k < count; k++) {
        answers[k] = sizes[k];
        if (answers[k].width > proposal.width) answers[k].width = proposal.width;
    }
}

int bench_case_set_items(bench_case *c)
{
    const bench_inputs *in = c->inputs;
    if (c->variant->uses_measure == 2)
        return flow_layout_set_measure_range(c->layout, in->count, measure_items, in->sizes);
    if (c->variant->uses_measure)
        return flow_layout_set_measure(c->layout, in->count, measure_item, in->sizes);
    return flow_layout_set_items(c->layout, in->sizes, in->count);
}

int bench_case_open(bench_case *c, const bench_inputs *inputs, const bench_variant *variant)
{
    c->inputs = inputs;
    c->variant = variant;
    c->flip = 0;
    c->status = FLOW_OK;
    c->layout = flow_layout_create();
    c->candidates[0] = flow_layout_create();
    c->candidates[1] = c->layout;
    c->frames_out = malloc((inputs->count ? inputs->count : 1) * sizeof *c->frames_out);
    if (!c->layout || !c->candidates[0] || !c->frames_out) return FLOW_ERROR_OUT_OF_MEMORY;

    int status = bench_case_set_items(c);
    if (!status) status = flow_layout_set_spacing(c->layout, BENCH_GAP, BENCH_GAP);
    if (!status) status = variant->configure(c->layout, inputs);
    if (!status) status = flow_layout_set_items(c->candidates[0], inputs->sizes, inputs->count);
    if (!status) status = flow_layout_set_wrap(c->candidates[0], FLOW_WRAP_NONE);
    if (!status) status = flow_layout_set_spacing(c->candidates[0], BENCH_GAP, BENCH_GAP);
    return status;
}

void bench_case_close(bench_case *c)
{
    flow_layout_destroy(c->layout);
    flow_layout_destroy(c->candidates[0]);
    free(c->frames_out);
    c->layout = c->candidates[0] = c->candidates[1] = NULL;
    c->frames_out = NULL;
}

/* ---- operations ------------------------------------------------------------------------- */

static float next_width(bench_case *c)
{
    c->flip ^= 1u;
    return c->inputs->widths[c->flip];
}

static void keep_status(bench_case *c, int status)
{
    if (status != FLOW_OK && c->status == FLOW_OK) c->status = status;
}

static void op_set_and_arrange(void *context, long reps)
{
    bench_case *c = context;
    int status = FLOW_OK;
    for (long r = 0; r < reps; r++) {
        status |= bench_case_set_items(c);
        status |= flow_layout_arrange(c->layout, c->inputs->widths[0], NAN);
    }
    keep_status(c, status);
}

static void op_arrange_after_width_change(void *context, long reps)
{
    bench_case *c = context;
    int status = FLOW_OK;
    for (long r = 0; r < reps; r++) status |= flow_layout_arrange(c->layout, next_width(c), NAN);
    keep_status(c, status);
}

static void op_arrange_cached(void *context, long reps)
{
    bench_case *c = context;
    flow_layout_t *layout = c->layout;
    float width = c->inputs->widths[0];
    int status = FLOW_OK;
    for (long r = 0; r < reps; r++) status |= flow_layout_arrange(layout, width, NAN);
    keep_status(c, status);
}

static void op_size_that_fits(void *context, long reps)
{
    bench_case *c = context;
    int status = FLOW_OK;
    flow_size size;
    for (long r = 0; r < reps; r++) status |= flow_layout_size_that_fits(c->layout, next_width(c), NAN, &size);
    keep_status(c, status);
}

static void op_first_fitting(void *context, long reps)
{
    bench_case *c = context;
    int status = FLOW_OK;
    size_t chosen = 0;
    for (long r = 0; r < reps; r++)
        status |= flow_layout_first_fitting(c->candidates, 2, next_width(c), NAN, &chosen);
    keep_status(c, chosen == 1 || c->inputs->count == 0 ? status : FLOW_ERROR_INVALID_ARGUMENT);
}

static void op_arrange_into(void *context, long reps)
{
    bench_case *c = context;
    const bench_inputs *in = c->inputs;
    int status = FLOW_OK;
    flow_size size;
    for (long r = 0; r < reps; r++)
        status |= flow_layout_arrange_into(c->layout, in->sizes, in->count, in->widths[0], NAN,
                                           c->frames_out, &size);
    keep_status(c, status);
}

const bench_op bench_ops[] = {
    {"set+arrange", "set_items (or set_measure) + arrange", op_set_and_arrange, 1},
    {"arrange_into", "flow_layout_arrange_into: sizes in, frames copied out", op_arrange_into, 0},
    {"re-arrange", "arrange alone after a width change (600 <-> 560)", op_arrange_after_width_change, 1},
    {"cached", "arrange again, nothing changed", op_arrange_cached, 1},
    {"size_that_fits", "size_that_fits after a width change", op_size_that_fits, 1},
    {"first_fitting", "first_fitting of a one-line row (never fits) and the layout, width changing",
     op_first_fitting, 1},
};
const size_t bench_op_count = sizeof bench_ops / sizeof bench_ops[0];
