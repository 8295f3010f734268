/* What is measured: the inputs (random sizes, fixed seed), the option variants and the
 * operations, each a loop body for the timer. */
#ifndef FLOWBENCH_CASES_H
#define FLOWBENCH_CASES_H

#include <stddef.h>
#include <flowlayout.h>

/* Item spacing and line spacing of every case, also the reference loop's gap. */
#define BENCH_GAP 8.0f

/* Inputs of one item count, shared by every variant. */
typedef struct {
    size_t count;
    flow_size *sizes;        /* widths 20-119.75 in quarter points, heights 16-48 whole points */
    float *grow;             /* 0, 1, 2, 0, 1, 2, ... */
    float *first_baselines;  /* three quarters of each height */
    flow_edges *margins;     /* item model: 0-3.75 points on each side, in quarter points */
    float *shrink;           /* item model: 1 for every item */
    flow_size *min_sizes;    /* item model: 12 x 8 for every item */
    int *align;              /* item model: auto, start, center, end, stretch, ... */
    float widths[2];         /* the container width, and the one a "width change" switches to */
    unsigned max_lines;      /* half the reference's rows at widths[0], at least 1 */
} bench_inputs;

/* Fills `inputs` for `count` items; returns 0, or -1 when out of memory. */
int bench_inputs_make(bench_inputs *inputs, size_t count);
void bench_inputs_free(bench_inputs *inputs);

/* One set of options. `configure` runs after the items are set. */
typedef struct {
    const char *name;
    int uses_measure;  /* items come from a measure callback instead of flow_layout_set_items: 1 item by item, 2 in runs */
    int (*configure)(flow_layout_t *layout, const bench_inputs *inputs);
    /* Judged against plain rows of the same items (SPEC: the item model and lanes <= 2x start/start):
     * flowbench also times it in pairs with start/start's same operation. */
    int against_plain;
} bench_variant;

extern const bench_variant bench_variants[];
extern const size_t bench_variant_count;

/* The state an operation runs on. */
typedef struct {
    const bench_inputs *inputs;
    const bench_variant *variant;
    flow_layout_t *layout;            /* configured for the variant */
    flow_layout_t *candidates[2];     /* a one-line row that never fits, then `layout` */
    flow_rect *frames_out;            /* caller buffer for flow_layout_arrange_into */
    unsigned flip;                    /* which of the two widths the next width change uses */
    int status;                       /* first non-OK status a body saw */
} bench_case;

/* Creates the handles and sets items and options; returns a status (FLOW_OK on success). */
int bench_case_open(bench_case *c, const bench_inputs *inputs, const bench_variant *variant);
void bench_case_close(bench_case *c);

/* Sets the items as the variant does (sizes, or the measure callback). */
int bench_case_set_items(bench_case *c);

typedef struct {
    const char *name;
    const char *description;
    void (*body)(void *context, long reps);  /* context is a bench_case */
    int with_measure;                        /* 0 when meaningless for a measure-callback variant */
} bench_op;

extern const bench_op bench_ops[];
extern const size_t bench_op_count;

#endif
