/* bench_embedding: the embedding API's costs at scale, each beside the full work it saves.
 *
 *   bench_embedding [--quick] [--items N]
 *
 *   set_item_size   the last item's size changed + arrange, against a full arrange of the same
 *                   layout (arrange after flow_layout_invalidate_item, which redoes everything)
 *                   and against set_items + arrange; for the single pass (start/start rows) and
 *                   the general pipeline (centered lines and items), and for 64 column lanes
 *                   (masonry; resumed from the placement's last checkpoint). Target: <= 5% of a
 *                   full arrange.
 *   item_at         hit-testing at random points, against a linear scan over the frames.
 *   lines_in_range  a viewport's lines at random scroll positions.
 *   arrange_batch   10,000 layouts of 16 items in one call, against 10,000 set_items + arrange.
 *
 * Ratios are medians of per-pair ratios (each sample of the operation right after one of its
 * reference, see timing.h); absolute figures are printed beside them. Exit status 1 when a call
 * fails or the incremental results differ from a full arrange's. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <flowlayout.h>

#include "timing.h"

static uint64_t rng = 13;
static uint32_t next_random(void) {
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng >> 33);
}

static int failures = 0;
#define MUST(call)                                                                                 \
    do {                                                                                           \
        int status_ = (call);                                                                      \
        if (status_ != FLOW_OK) {                                                                  \
            fprintf(stderr, "bench_embedding: %s failed: %s\n", #call, flow_status_string(status_)); \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

enum { WIDTH = 1000 };

typedef struct {
    flow_layout_t *layout;
    flow_size *sizes;
    size_t count;
    int flip;
    float *points;
    size_t point_count, next_point;
    const flow_rect *frames;
    size_t found;
} bench_context;

static void incremental_body(void *context, long reps) {
    bench_context *c = context;
    for (long r = 0; r < reps; r++) {
        flow_size size = c->sizes[c->count - 1];
        size.width += (c->flip ^= 1) ? 7 : 0;
        MUST(flow_layout_set_item_size(c->layout, c->count - 1, size));
        MUST(flow_layout_arrange(c->layout, WIDTH, NAN));
    }
}

static void full_body(void *context, long reps) {
    bench_context *c = context;
    for (long r = 0; r < reps; r++) {
        MUST(flow_layout_invalidate_item(c->layout, 0));
        MUST(flow_layout_arrange(c->layout, WIDTH, NAN));
    }
}

static void set_items_body(void *context, long reps) {
    bench_context *c = context;
    for (long r = 0; r < reps; r++) {
        MUST(flow_layout_set_items(c->layout, c->sizes, c->count));
        MUST(flow_layout_arrange(c->layout, WIDTH, NAN));
    }
}

static void item_at_body(void *context, long reps) {
    bench_context *c = context;
    for (long r = 0; r < reps; r++) {
        float *p = &c->points[2 * (c->next_point++ % c->point_count)];
        size_t index;
        MUST(flow_layout_item_at(c->layout, p[0], p[1], &index));
        c->found += index != SIZE_MAX;
    }
}

static void scan_body(void *context, long reps) {
    bench_context *c = context;
    for (long r = 0; r < reps; r++) {
        float *p = &c->points[2 * (c->next_point++ % c->point_count)];
        size_t i;
        for (i = 0; i < c->count; i++) {
            flow_rect f = c->frames[i];
            if (f.x <= p[0] && p[0] < f.x + f.width && f.y <= p[1] && p[1] < f.y + f.height) break;
        }
        c->found += i < c->count;
    }
}

static void lines_in_range_body(void *context, long reps) {
    bench_context *c = context;
    for (long r = 0; r < reps; r++) {
        float *p = &c->points[2 * (c->next_point++ % c->point_count)];
        size_t first, count;
        MUST(flow_layout_lines_in_range(c->layout, p[1], p[1] + 800, &first, &count));
        c->found += count;
    }
}

typedef struct {
    flow_layout_t *layout;
    flow_size *sizes;
    size_t *counts, groups;
    flow_rect *frames;
    flow_size *group_sizes;
} batch_context;

static void batch_body(void *context, long reps) {
    batch_context *c = context;
    for (long r = 0; r < reps; r++)
        MUST(flow_layout_arrange_batch(c->layout, c->sizes, c->counts, c->groups, 300, NAN, c->frames, c->group_sizes));
}

static void separate_body(void *context, long reps) {
    batch_context *c = context;
    for (long r = 0; r < reps; r++) {
        size_t offset = 0, count;
        for (size_t g = 0; g < c->groups; g++) {
            MUST(flow_layout_set_items(c->layout, c->sizes + offset, c->counts[g]));
            MUST(flow_layout_arrange(c->layout, 300, NAN));
            memcpy(c->frames + offset, flow_layout_frames(c->layout, &count), c->counts[g] * sizeof(flow_rect));
            offset += c->counts[g];
        }
    }
}

/* Times `body` paired with `reference`, the reference repeated to last about a sample too, so
   both halves of a pair see the same load. */
static bench_timing paired(bench_body body, void *context, bench_body reference, void *reference_context,
                           double sample_seconds, int samples, double *ratio) {
    double start = bench_now_ns();
    reference(reference_context, 1);
    double once = bench_now_ns() - start;
    long reference_reps = (long)(sample_seconds * 1e9 / (once > 1 ? once : 1));
    if (reference_reps < 1) reference_reps = 1;
    return bench_time_paired(body, context, reference, reference_context, reference_reps, sample_seconds, samples,
                             ratio);
}

/* The incremental arrange gives what a full arrange gives. */
static void check_same_as_full(bench_context *c) {
    size_t n = 0, lines = 0;
    const flow_rect *frames = flow_layout_frames(c->layout, &n);
    const flow_line *line = flow_layout_lines(c->layout, &lines);
    flow_rect *copy = malloc(n * sizeof *copy);
    flow_line *line_copy = malloc(lines * sizeof *line_copy);
    size_t lines_after = 0;
    memcpy(copy, frames, n * sizeof *copy);
    memcpy(line_copy, line, lines * sizeof *line_copy);
    size_t lanes = 0, lanes_after = 0;
    const flow_lane *lane = flow_layout_lanes(c->layout, &lanes);
    flow_lane *lane_copy = malloc((lanes ? lanes : 1) * sizeof *lane_copy);
    if (lanes) memcpy(lane_copy, lane, lanes * sizeof *lane_copy);
    MUST(flow_layout_invalidate_item(c->layout, 0));
    MUST(flow_layout_arrange(c->layout, WIDTH, NAN));
    frames = flow_layout_frames(c->layout, &n);
    line = flow_layout_lines(c->layout, &lines_after);
    lane = flow_layout_lanes(c->layout, &lanes_after);
    if (memcmp(copy, frames, n * sizeof *copy) || lines != lines_after || memcmp(line_copy, line, lines * sizeof *line)
        || lanes != lanes_after || (lanes && memcmp(lane_copy, lane, lanes * sizeof *lane))) {
        fprintf(stderr, "bench_embedding: the incremental arrange differs from a full one\n");
        failures++;
    }
    free(copy);
    free(line_copy);
    free(lane_copy);
}

int main(int argc, char **argv) {
    size_t count = 1000000;
    double sample_seconds = 0.1;
    int samples = 9;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick")) {
            count = 10000, sample_seconds = 0.005, samples = 1;
        } else if (!strcmp(argv[i], "--items") && i + 1 < argc) {
            count = (size_t)atol(argv[++i]);
        } else {
            fprintf(stderr, "usage: %s [--quick] [--items N]\n", argv[0]);
            return 2;
        }
    }
    bench_context c = {0};
    c.count = count;
    c.sizes = malloc(count * sizeof *c.sizes);
    c.point_count = 4096;
    c.points = malloc(2 * c.point_count * sizeof *c.points);
    for (size_t i = 0; i < count; i++) {
        c.sizes[i].width = 20 + (float)(next_random() % 100);
        c.sizes[i].height = 20 + (float)(next_random() % 20);
    }
    printf("bench_embedding: %zu items in rows %d wide; %d sample(s) of ~%g ms, medians\n", count, WIDTH, samples,
           sample_seconds * 1e3);

    static const char *names[3] = {"single pass (start/start rows)", "general (centered lines and items)",
                                   "64 column lanes"};
    for (int variant = 0; variant < 3; variant++) {
        double ratio_full, ratio_set_items;
        c.layout = flow_layout_create();
        if (variant == 1) {
            MUST(flow_layout_set_justify(c.layout, FLOW_JUSTIFY_CENTER));
            MUST(flow_layout_set_align_items(c.layout, FLOW_ALIGN_CENTER));
        }
        if (variant == 2) MUST(flow_layout_set_lanes(c.layout, 64, 0));
        MUST(flow_layout_set_items(c.layout, c.sizes, count));
        MUST(flow_layout_arrange(c.layout, WIDTH, NAN));
        bench_timing full = bench_time(full_body, &c, sample_seconds, samples);
        bench_timing incremental =
            paired(incremental_body, &c, full_body, &c, sample_seconds, samples, &ratio_full);
        paired(incremental_body, &c, set_items_body, &c, sample_seconds, samples, &ratio_set_items);
        incremental_body(&c, 1);
        check_same_as_full(&c);
        printf("set_item_size(last) + arrange, %s: %.0f ns vs full arrange %.0f ns: %.6f of a full arrange "
               "(%.6f of set_items + arrange)\n",
               names[variant], incremental.median_ns, full.median_ns, ratio_full, ratio_set_items);
        if (variant == 1) {
            flow_size size;
            MUST(flow_layout_get_size(c.layout, &size));
            for (size_t p = 0; p < c.point_count; p++) {
                c.points[2 * p] = (float)(next_random() % (WIDTH + 20)) - 10;
                c.points[2 * p + 1] = (float)((double)next_random() / 4294967296.0 * size.height);
            }
            size_t n;
            c.frames = flow_layout_frames(c.layout, &n);
            double ratio_scan;
            bench_timing hit = paired(item_at_body, &c, scan_body, &c, sample_seconds, samples, &ratio_scan);
            bench_timing scan = bench_time(scan_body, &c, sample_seconds, samples < 3 ? samples : 3);
            printf("item_at at %zu items: %.0f ns per call (a linear scan over the frames: %.0f ns; ratio %.6f)\n",
                   count, hit.median_ns, scan.median_ns, ratio_scan);
            bench_timing range = bench_time(lines_in_range_body, &c, sample_seconds, samples);
            printf("lines_in_range (an 800-point viewport) at %zu lines: %.0f ns per call\n",
                   (size_t)(flow_layout_lines(c.layout, &n), n), range.median_ns);
        }
        flow_layout_destroy(c.layout);
    }

    batch_context b = {0};
    b.groups = 10000;
    b.layout = flow_layout_create();
    b.counts = malloc(b.groups * sizeof *b.counts);
    b.sizes = malloc(16 * b.groups * sizeof *b.sizes);
    b.frames = malloc(16 * b.groups * sizeof *b.frames);
    b.group_sizes = malloc(b.groups * sizeof *b.group_sizes);
    for (size_t g = 0; g < b.groups; g++) b.counts[g] = 16;
    memcpy(b.sizes, c.sizes, 16 * b.groups * sizeof *b.sizes < count * sizeof *c.sizes
                                 ? 16 * b.groups * sizeof *b.sizes : count * sizeof *c.sizes);
    double ratio_batch;
    bench_timing batch = paired(batch_body, &b, separate_body, &b, sample_seconds, samples, &ratio_batch);
    printf("arrange_batch of %zu layouts of 16 items: %.0f ns per call, %.1f ns per layout; %.3f of separate "
           "set_items + arrange calls\n",
           b.groups, batch.median_ns, batch.median_ns / (double)b.groups, ratio_batch);
    flow_layout_destroy(b.layout);
    if (failures) fprintf(stderr, "bench_embedding: %d failure(s)\n", failures);
    return failures ? 1 : 0;
}
