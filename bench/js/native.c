/* The native side of scripts/bench-js: the same items as bench/js/node.mjs, laid out through
 * libflowlayout's C ABI; prints one JSON line per variant (median milliseconds per
 * set_items + arrange, and a checksum of the frames that node.mjs must reproduce).
 *   native COUNT SAMPLES */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <flowlayout.h>

#include "../timing.h"

/* Items and the checksum, defined identically in node.mjs. */
static void make_sizes(flow_size *sizes, size_t count) {
    uint32_t seed = 12345;
    for (size_t i = 0; i < count; i++) {
        seed = seed * 1103515245u + 12345u;
        sizes[i].width = (float)(8 + (seed >> 16) % 57);
        seed = seed * 1103515245u + 12345u;
        sizes[i].height = (float)(8 + (seed >> 16) % 57);
    }
}

static uint32_t checksum(const flow_rect *frames, size_t count) {
    uint32_t hash = 2166136261u;  /* FNV-1a over the frames' float bits */
    const unsigned char *bytes = (const unsigned char *)frames;
    for (size_t i = 0; i < count * sizeof(flow_rect); i++) hash = (hash ^ bytes[i]) * 16777619u;
    return hash;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    size_t count = argc > 1 ? (size_t)strtoul(argv[1], NULL, 10) : 1000000;
    int samples = argc > 2 ? atoi(argv[2]) : 7;
    if (samples < 1 || samples > 100) samples = 7;
    flow_size *sizes = malloc(count * sizeof *sizes);
    if (!sizes) return 1;
    make_sizes(sizes, count);
    const char *variants[] = {"greedy", "balance"};
    for (int v = 0; v < 2; v++) {
        flow_layout_t *layout = flow_layout_create();
        if (!layout || flow_layout_set_line_breaking(layout, v) != FLOW_OK) return 1;
        double times[100];
        for (int s = 0; s < samples; s++) {
            double start = bench_now_ns();
            /* The bound alternates so no arrange is answered from the cache. */
            if (flow_layout_set_items(layout, sizes, count) != FLOW_OK ||
                flow_layout_arrange(layout, s % 2 ? 1000.0f : 999.0f, NAN) != FLOW_OK) {
                fprintf(stderr, "%s\n", flow_layout_last_error(layout));
                return 1;
            }
            times[s] = (bench_now_ns() - start) / 1e6;
        }
        qsort(times, (size_t)samples, sizeof times[0], compare_doubles);
        flow_layout_arrange(layout, 1000.0f, NAN);
        size_t n = 0;
        const flow_rect *frames = flow_layout_frames(layout, &n);
        printf("{\"variant\": \"%s\", \"count\": %zu, \"median_ms\": %.3f, \"min_ms\": %.3f, \"checksum\": %u}\n",
               variants[v], count, times[samples / 2], times[0], checksum(frames, n));
        flow_layout_destroy(layout);
    }
    free(sizes);
    return 0;
}
