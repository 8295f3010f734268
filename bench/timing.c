#define _POSIX_C_SOURCE 199309L
#include "timing.h"

#include <stdlib.h>
#include <time.h>

enum { MAX_SAMPLES = 64 };

double bench_now_ns(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1e9 + (double)now.tv_nsec;
}

static double run(bench_body body, void *context, long reps)
{
    double start = bench_now_ns();
    body(context, reps);
    return bench_now_ns() - start;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

bench_timing bench_time(bench_body body, void *context, double sample_seconds, int samples)
{
    double target_ns = sample_seconds * 1e9;
    if (samples < 1) samples = 1;
    if (samples > MAX_SAMPLES) samples = MAX_SAMPLES;

    /* Grow the repetition count until a run lasts a tenth of a sample (which also warms caches
     * and the layout's buffers), then scale it to a whole sample. */
    long reps = 1;
    double elapsed = run(body, context, reps);
    while (elapsed < target_ns / 10 && reps < (1L << 40)) {
        reps *= elapsed * 100 < target_ns ? 10 : 2;
        elapsed = run(body, context, reps);
    }
    double scaled = (double)reps * target_ns / (elapsed > 1 ? elapsed : 1);
    reps = scaled < 1 ? 1 : (long)scaled;

    double per_rep[MAX_SAMPLES];
    for (int s = 0; s < samples; s++) per_rep[s] = run(body, context, reps) / (double)reps;
    qsort(per_rep, (size_t)samples, sizeof per_rep[0], by_value);

    bench_timing timing;
    timing.median_ns = samples % 2 ? per_rep[samples / 2]
                                   : (per_rep[samples / 2 - 1] + per_rep[samples / 2]) / 2;
    timing.min_ns = per_rep[0];
    timing.reps = reps;
    timing.samples = samples;
    return timing;
}
