/* flowbench: times the flowlayout C ABI against a hand-written greedy wrap loop.
 *
 *   flowbench [--quick] [--json PATH] [--sizes N,N,...] [--sample-ms MS] [--samples K]
 *             [--variants NAME,NAME,...]
 *
 * For every item count it times the reference loop, then every variant and operation of
 * cases.c (or only the variants --variants names), and prints one row each: nanoseconds per call and per item, the ratio to the
 * reference, and the heap allocations per call in steady state. Allocations are counted only
 * when the alloc_counter shim is preloaded (LD_PRELOAD=libflowbench_alloc.so). The variants judged
 * against plain rows (the item model, lanes) are also timed in pairs with start/start's same
 * operation (set+arrange, re-arrange), and that ratio printed after the row.
 *
 * It also checks that the start/start layout places every item exactly where the reference
 * does. Exit status: 0, or 1 when a call failed, the frames differ from the reference, or
 * arranging again with the same item count allocated (set_items + arrange, arrange_into,
 * arrange after a width change, cached arrange; other calls' allocations are only reported).
 * --quick (small sizes, short samples) also fails without the allocation counter, so it can
 * serve as a smoke test. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <flowlayout.h>

#include "cases.h"
#include "reference_wrap.h"
#include "timing.h"

typedef struct {
    size_t count;
    const char *variant, *op;
    double ns_per_call, min_ns_per_call, reference_ns_per_call;
    double ratio;                 /* median of per-pair ratios to the reference (see timing.h) */
    double plain_ratio;           /* against_plain variants: median of per-pair ratios to start/start's same
                                     operation, each sample right after one of start/start; NAN otherwise */
    double allocations_per_call;  /* NAN when the counter is not loaded */
    long reps;
    int status;
} result_row;

typedef struct {
    const bench_inputs *inputs;
    flow_rect *frames;
    float *rows;
    size_t row_count;
} reference_context;

static uint64_t (*alloc_count)(void);

/* Whether `name` is one of the comma-separated names in `list`. */
static int listed(const char *list, const char *name)
{
    size_t length = strlen(name);
    for (const char *p = list; p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
        if (!strncmp(p, name, length) && (p[length] == ',' || p[length] == 0)) return 1;
    return 0;
}

static void reference_body(void *context, long reps)
{
    reference_context *c = context;
    for (long r = 0; r < reps; r++)
        c->row_count = reference_wrap(c->inputs->sizes, c->inputs->count, c->inputs->widths[0], BENCH_GAP,
                                      c->frames, c->rows);
}

/* The data-movement bound: what any layout of the items must do at least, read every size and
 * write every frame ({0, 0, w, h}: 8 bytes in, 16 out per item), and nothing else. */
static void movement_body(void *context, long reps)
{
    reference_context *c = context;
    const flow_size *sizes = c->inputs->sizes;
    flow_rect *frames = c->frames;
    size_t n = c->inputs->count;
    for (long r = 0; r < reps; r++) {
        for (size_t i = 0; i < n; i++) frames[i] = (flow_rect){0, 0, sizes[i].width, sizes[i].height};
        __asm__ volatile("" : : "r"(frames) : "memory");  /* the frames are used: keep every store */
    }
}

/* Heap allocations per call of `op` on `c` once warm; NAN without the counter. */
static double allocations_per_call(const bench_op *op, bench_case *c)
{
    enum { CALLS = 4 };
    if (!alloc_count) return NAN;
    op->body(c, CALLS);  /* settle: the width alternation returns to the same state */
    uint64_t before = alloc_count();
    op->body(c, CALLS);
    uint64_t after = alloc_count();
    return (double)(after - before) / CALLS;
}

/* Compares the start/start layout with the reference: every frame, and every line's height.
 * Returns the number of mismatches, printing the first. */
static size_t check_against_reference(const bench_inputs *inputs, const reference_context *reference)
{
    bench_case c;
    size_t mismatches = 0;
    int status = bench_case_open(&c, inputs, &bench_variants[0]);
    if (!status) status = flow_layout_arrange(c.layout, inputs->widths[0], NAN);
    if (status) {
        fprintf(stderr, "flowbench: start/start layout failed: %s\n", flow_status_string(status));
        bench_case_close(&c);
        return 1;
    }
    size_t frame_count = 0, line_count = 0;
    const flow_rect *frames = flow_layout_frames(c.layout, &frame_count);
    const flow_line *lines = flow_layout_lines(c.layout, &line_count);
    if (frame_count != inputs->count || line_count != reference->row_count) {
        fprintf(stderr, "flowbench: n=%zu: %zu frames and %zu lines, the reference has %zu and %zu\n",
                inputs->count, frame_count, line_count, inputs->count, reference->row_count);
        bench_case_close(&c);
        return 1;
    }
    for (size_t i = 0; i < frame_count; i++) {
        const flow_rect *a = &frames[i], *b = &reference->frames[i];
        if (fabsf(a->x - b->x) > 1e-3f || fabsf(a->y - b->y) > 1e-3f || fabsf(a->width - b->width) > 1e-3f ||
            fabsf(a->height - b->height) > 1e-3f) {
            if (mismatches++ == 0)
                fprintf(stderr, "flowbench: n=%zu item %zu at {%g,%g,%g,%g}, the reference puts it at {%g,%g,%g,%g}\n",
                        inputs->count, i, a->x, a->y, a->width, a->height, b->x, b->y, b->width, b->height);
        }
    }
    for (size_t l = 0; l < line_count; l++) {
        if (fabsf(lines[l].cross_size - reference->rows[l]) > 1e-3f && mismatches++ == 0)
            fprintf(stderr, "flowbench: n=%zu line %zu is %g high, the reference row %g\n", inputs->count, l,
                    lines[l].cross_size, reference->rows[l]);
    }
    bench_case_close(&c);
    return mismatches;
}

static int is_arrange_op(const char *op)
{
    return !strcmp(op, "set+arrange") || !strcmp(op, "arrange_into") || !strcmp(op, "re-arrange") ||
           !strcmp(op, "cached");
}

static int parse_sizes(const char *text, size_t *sizes, size_t max)
{
    size_t count = 0;
    while (*text && count < max) {
        char *end;
        unsigned long long value = strtoull(text, &end, 10);
        if (end == text) return -1;
        sizes[count++] = (size_t)value;
        text = *end == ',' ? end + 1 : end;
        if (*end && *end != ',') return -1;
    }
    return (int)count;
}

static void write_json(const char *path, const result_row *rows, size_t row_count, double sample_ms,
                       int samples, size_t mismatches, size_t allocating)
{
    FILE *out = fopen(path, "w");
    if (!out) {
        perror(path);
        return;
    }
    fprintf(out, "{\n  \"library_version\": %u,\n  \"sample_ms\": %g,\n  \"samples\": %d,\n", flow_layout_version(),
            sample_ms, samples);
    fprintf(out, "  \"allocation_counter\": %s,\n  \"reference_mismatches\": %zu,\n  \"allocating_calls\": %zu,\n",
            alloc_count ? "true" : "false", mismatches, allocating);
    fprintf(out, "  \"results\": [\n");
    for (size_t i = 0; i < row_count; i++) {
        const result_row *r = &rows[i];
        fprintf(out,
                "    {\"n\": %zu, \"variant\": \"%s\", \"op\": \"%s\", \"ns_per_call\": %.3f, \"min_ns_per_call\": %.3f, "
                "\"ns_per_item\": %.5f, \"reference_ns_per_call\": %.3f, \"ratio\": %.4f, \"reps\": %ld, "
                "\"status\": %d, \"plain_ratio\": ",
                r->count, r->variant, r->op, r->ns_per_call, r->min_ns_per_call,
                r->ns_per_call / (double)(r->count ? r->count : 1), r->reference_ns_per_call,
                r->ratio, r->reps, r->status);
        if (isnan(r->plain_ratio)) fprintf(out, "null");
        else fprintf(out, "%.4f", r->plain_ratio);
        fprintf(out, ", \"allocations_per_call\": ");
        if (isnan(r->allocations_per_call)) fprintf(out, "null}");
        else fprintf(out, "%g}", r->allocations_per_call);
        fprintf(out, "%s\n", i + 1 < row_count ? "," : "");
    }
    fprintf(out, "  ]\n}\n");
    fclose(out);
}

int main(int argc, char **argv)
{
    size_t sizes[16] = {16, 1000, 100000, 1000000};
    int size_count = 4, samples = 7, quick = 0;
    double sample_ms = 60;
    const char *json_path = NULL, *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick")) {
            quick = 1;
            sizes[0] = 16, sizes[1] = 1000, size_count = 2;
            samples = 1, sample_ms = 2;
        } else if (!strcmp(argv[i], "--json") && i + 1 < argc) {
            json_path = argv[++i];
        } else if (!strcmp(argv[i], "--sizes") && i + 1 < argc) {
            size_count = parse_sizes(argv[++i], sizes, 16);
        } else if (!strcmp(argv[i], "--sample-ms") && i + 1 < argc) {
            sample_ms = atof(argv[++i]);
        } else if (!strcmp(argv[i], "--samples") && i + 1 < argc) {
            samples = atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--variants") && i + 1 < argc) {
            only = argv[++i];
        } else {
            fprintf(stderr, "usage: %s [--quick] [--json PATH] [--sizes N,N,...] [--sample-ms MS] [--samples K] "
                            "[--variants NAME,...]\n",
                    argv[0]);
            return 2;
        }
    }
    if (size_count <= 0 || sample_ms <= 0) {
        fprintf(stderr, "flowbench: bad --sizes or --sample-ms\n");
        return 2;
    }
    *(void **)&alloc_count = dlsym(RTLD_DEFAULT, "flowbench_alloc_count");

    size_t max_rows = (size_t)size_count * (bench_variant_count * bench_op_count + 1);
    result_row *rows = calloc(max_rows, sizeof *rows);
    size_t row_count = 0, mismatches = 0, allocating = 0, failures = 0;
    if (!rows) return 1;

    printf("flowlayout %u; %d sample(s) of ~%g ms each, median; allocation counter %s\n",
           flow_layout_version(), samples, sample_ms, alloc_count ? "loaded" : "NOT loaded");
    printf("%9s  %-20s  %-14s  %12s  %9s  %7s  %6s\n", "items", "variant", "operation", "ns/call", "ns/item",
           "x ref", "allocs");

    for (int s = 0; s < size_count; s++) {
        bench_inputs inputs;
        if (bench_inputs_make(&inputs, sizes[s])) {
            fprintf(stderr, "flowbench: out of memory for %zu items\n", sizes[s]);
            return 1;
        }
        size_t n = inputs.count ? inputs.count : 1;
        reference_context reference = {&inputs, malloc(n * sizeof(flow_rect)), malloc(n * sizeof(float)), 0};
        if (!reference.frames || !reference.rows) return 1;

        /* The reference is timed on its own before and after the library (the faster figure is
         * the one printed), and once more before every library sample: ratios are taken within
         * those pairs, so a change in the machine's load between samples cancels out. */
        bench_timing first = bench_time(reference_body, &reference, sample_ms / 1000, samples);
        /* Each library sample is paired with a reference sample of a third of its length. */
        long reference_reps = (long)(sample_ms * 1e6 / 3 / first.median_ns);
        if (reference_reps < 1) reference_reps = 1;
        mismatches += check_against_reference(&inputs, &reference);
        size_t block_start = row_count;
        {
            result_row *r = &rows[row_count++];
            r->count = inputs.count;
            r->variant = "data movement";
            r->op = "bound";
            r->allocations_per_call = 0;
            r->plain_ratio = NAN;
            bench_timing t = bench_time_paired(movement_body, &reference, reference_body, &reference, reference_reps,
                                               sample_ms / 1000, samples, &r->ratio);
            r->ns_per_call = t.median_ns;
            r->min_ns_per_call = t.min_ns;
            r->reps = t.reps;
            r->status = 0;
        }

        /* Plain rows (start/start, the first variant) as the reference of the variants judged
         * against them: their per-call time of each operation, once measured. */
        bench_case plain;
        int plain_status = bench_case_open(&plain, &inputs, &bench_variants[0]);
        if (strcmp(bench_variants[0].name, "start/start")) plain_status = FLOW_ERROR_INVALID_ARGUMENT;
        double plain_ns[16];
        for (size_t o = 0; o < bench_op_count && o < 16; o++) plain_ns[o] = NAN;
        for (size_t v = 0; v < bench_variant_count; v++) {
            if (only && !listed(only, bench_variants[v].name)) continue;
            bench_case c;
            int status = bench_case_open(&c, &inputs, &bench_variants[v]);
            for (size_t o = 0; o < bench_op_count; o++) {
                const bench_op *op = &bench_ops[o];
                if (bench_variants[v].uses_measure && !op->with_measure) continue;
                result_row *r = &rows[row_count++];
                r->count = inputs.count;
                r->variant = bench_variants[v].name;
                r->op = op->name;
                r->allocations_per_call = NAN;
                r->plain_ratio = NAN;
                r->status = status;
                if (status) continue;
                bench_timing t = bench_time_paired(op->body, &c, reference_body, &reference, reference_reps,
                                                   sample_ms / 1000, samples, &r->ratio);
                r->ns_per_call = t.median_ns;
                r->min_ns_per_call = t.min_ns;
                r->reps = t.reps;
                if (v == 0 && o < 16) plain_ns[o] = t.median_ns;
                /* Against plain rows: each sample follows one of start/start's same operation (half
                 * its length), the ratio taken within the pair. The ratio of two medians taken
                 * apart, or of two ratios to the loop, moves with the machine's load between them. */
                if (bench_variants[v].against_plain && !plain_status && o < 16 && !isnan(plain_ns[o]) &&
                    (!strcmp(op->name, "set+arrange") || !strcmp(op->name, "re-arrange"))) {
                    long plain_reps = (long)(sample_ms * 1e6 / 2 / plain_ns[o]);
                    /* One call first, untimed, as the calibration gives the variant: the plain
                     * layout's first arrange of this operation allocates, and a width change
                     * right after an arrange at the same width would do nothing. */
                    plain.status = FLOW_OK;
                    op->body(&plain, 1);
                    bench_time_paired(op->body, &c, op->body, &plain, plain_reps > 0 ? plain_reps : 1, sample_ms / 1000,
                                      samples, &r->plain_ratio);
                    if (plain.status) r->plain_ratio = NAN;  /* plain rows failed: no ratio to them */
                }
                r->allocations_per_call = allocations_per_call(op, &c);
                if (!r->status) r->status = c.status;
            }
            bench_case_close(&c);
        }
        bench_case_close(&plain);

        bench_timing second = bench_time(reference_body, &reference, sample_ms / 1000, samples);
        double reference_ns = first.median_ns < second.median_ns ? first.median_ns : second.median_ns;
        printf("%9zu  %-20s  %-14s  %12.1f  %9.3f  %7.2f  %6s\n", inputs.count, "reference loop", "wrap",
               reference_ns, reference_ns / (double)n, 1.0, "-");
        for (size_t i = block_start; i < row_count; i++) {
            result_row *r = &rows[i];
            r->reference_ns_per_call = reference_ns;
            /* The rule enforced: arranging again with the same item count allocates nothing
             * (set_items + arrange, arrange_into, arrange after a width change, cached arrange).
             * Allocations of the other calls are reported in the table, not failed on. Setting a
             * measure callback may allocate its closure. */
            int exempt_measure = !strcmp(r->variant, "measure") || !strcmp(r->variant, "measure-range");
            int enforced = is_arrange_op(r->op) && !(exempt_measure && !strcmp(r->op, "set+arrange"));
            if (r->allocations_per_call > 0 && enforced) allocating++;
            if (r->status) {
                failures++;
                printf("%9zu  %-20s  %-14s  failed: %s\n", r->count, r->variant, r->op, flow_status_string(r->status));
                continue;
            }
            char allocs[16] = "n/a";
            if (!isnan(r->allocations_per_call)) snprintf(allocs, sizeof allocs, "%g", r->allocations_per_call);
            printf("%9zu  %-20s  %-14s  %12.1f  %9.3f  %7.2f  %6s", r->count, r->variant, r->op, r->ns_per_call,
                   r->ns_per_call / (double)n, r->ratio, allocs);
            if (!isnan(r->plain_ratio)) printf("  %.2fx start/start, paired", r->plain_ratio);
            printf("\n");
        }
        fflush(stdout);
        free(reference.frames);
        free(reference.rows);
        bench_inputs_free(&inputs);
    }

    if (json_path) write_json(json_path, rows, row_count, sample_ms, samples, mismatches, allocating);
    free(rows);
    printf("frames differing from the reference: %zu; arranging calls that allocate: %zu; failed calls: %zu\n",
           mismatches, allocating, failures);
    if (quick && !alloc_count) {
        fprintf(stderr, "flowbench: --quick needs the allocation counter (LD_PRELOAD=libflowbench_alloc.so)\n");
        return 1;
    }
    return mismatches || allocating || failures ? 1 : 0;
}
