/* Wall-clock timing: repetitions sized so one sample lasts about the requested time, and the
 * median of several samples. */
#ifndef FLOWBENCH_TIMING_H
#define FLOWBENCH_TIMING_H

/* Runs the measured operation `reps` times. */
typedef void (*bench_body)(void *context, long reps);

typedef struct {
    double median_ns;   /* per repetition, median over the samples */
    double min_ns;      /* per repetition, fastest sample */
    long reps;          /* repetitions per sample */
    int samples;
} bench_timing;

/* Monotonic clock, nanoseconds. */
double bench_now_ns(void);

/* Calibrates the repetition count, then takes `samples` samples of about `sample_seconds`. */
bench_timing bench_time(bench_body body, void *context, double sample_seconds, int samples);

/* Times `body` against a reference in pairs: each sample of `body` follows a sample of the
 * reference (`reference_reps` repetitions), and the ratio is taken within the pair, so a change
 * in the machine's load between samples cancels out. Returns the timing of `body` and writes
 * the median of the per-pair ratios (body per rep / reference per rep) to `ratio`. */
bench_timing bench_time_paired(bench_body body, void *context, bench_body reference, void *reference_context,
                               long reference_reps, double sample_seconds, int samples, double *ratio);

#endif
