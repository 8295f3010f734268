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

static int clamp_samples(int samples)
{
    return samples < 1 ? 1 : samples > MAX_SAMPLES ? MAX_SAMPLES : samples;
}

/* Grows the repetition count until a run lasts a tenth of a sample (which also warms caches
 * and the layout's buffers), then scales it to a whole sample. One call first, untimed: the
 * first call after another operation may do more work than the steady state measured (the
 * first "cached" arrange after a width change arranges everything). */
static long calibrate(bench_body body, void *context, double target_ns)
{
    body(context, 1);
    long reps = 1;
    double elapsed = run(body, context, reps);
    while (elapsed < target_ns / 10 && reps < (1L << 40)) {
        reps *= elapsed * 100 < target_ns ? 10 : 2;
        elapsed = run(body, context, reps);
    }
    double scaled = (double)reps * target_ns / (elapsed > 1 ? elapsed : 1);
    return scaled < 1 ? 1 : (long)scaled;
}

static double median_of(double *values, int count)
{
    qsort(values, (size_t)count, sizeof values[0], by_value);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

bench_timing bench_time(bench_body body, void *context, double sample_seconds, int samples)
{
    samples = clamp_samples(samples);
    long reps = calibrate(body, context, sample_seconds * 1e9);
    double per_rep[MAX_SAMPLES];
    for (int s = 0; s < samples; s++) per_rep[s] = run(body, context, reps) / (double)reps;

    bench_timing timing;
    timing.median_ns = median_of(per_rep, samples);
    timing.min_ns = per_rep[0];  /* sorted by median_of */
    timing.reps = reps;
    timing.samples = samples;
    return timing;
}

bench_timing bench_time_paired(bench_body body, void *context, bench_body reference, void *reference_context,
                               long reference_reps, double sample_seconds, int samples, double *ratio)
{
    samples = clamp_samples(samples);
    long reps = calibrate(body, context, sample_seconds * 1e9);
    double per_rep[MAX_SAMPLES], ratios[MAX_SAMPLES];
    for (int s = 0; s < samples; s++) {
        double reference_ns = run(reference, reference_context, reference_reps) / (double)reference_reps;
        per_rep[s] = run(body, context, reps) / (double)reps;
        ratios[s] = per_rep[s] / reference_ns;
    }
    bench_timing timing;
    timing.median_ns = median_of(per_rep, samples);
    timing.min_ns = per_rep[0];
    timing.reps = reps;
    timing.samples = samples;
    *ratio = median_of(ratios, samples);
    return timing;
}
