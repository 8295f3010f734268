/* Thread stress: several threads, each with its own handles, arrange the same sequence of layouts
 * at the same time (each starting at a different point of the sequence), and every result must be
 * bit for bit the one a single thread computes. Built with ThreadSanitizer, any data race between
 * handles (shared caches, globals, a non-atomic refcount) is reported. */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flowlayout.h"
#include "invariants.h"

enum { THREADS = 4, CASES = 240, PASSES = 4, HANDLES_PER_THREAD = 3, MAX_ITEMS = 80 };

typedef struct {
    int item_count, measured, axis, direction; /* measured: 0 sizes, 1 per-item callback, 2 by runs */
    flow_size sizes[MAX_ITEMS];
    float grow[MAX_ITEMS];
    uint32_t flags[MAX_ITEMS];
    float bounds[2];
    int wrap, justify, align_items, align_content, breaking, uniform;
    uint32_t max_lines, max_items, min_lines;
    float item_spacing, line_spacing, scale;
} layout_case;

static layout_case cases[CASES];
static uint64_t expected[CASES];

static uint32_t next(uint32_t *x) {
    *x ^= *x << 13; *x ^= *x >> 17; *x ^= *x << 5;
    return *x;
}

static void make_case(layout_case *c, uint32_t seed) {
    uint32_t x = seed * 2654435761u + 1;
    memset(c, 0, sizeof *c);
    c->item_count = (int)(next(&x) % MAX_ITEMS) + 1;
    /* By runs for odd seeds: the generator's sequence, and so every other input, stays as it was. */
    c->measured = next(&x) % 3 == 0 ? 1 + (int)(seed % 2) : 0;
    for (int i = 0; i < c->item_count; i++) {
        c->sizes[i] = (flow_size){(float)(next(&x) % 120), (float)(next(&x) % 40) + 0.5f};
        c->grow[i] = next(&x) % 4 == 0 ? (float)(next(&x) % 3) : 0;
        c->flags[i] = next(&x) % 9 == 0 ? next(&x) % 4 : 0;
    }
    c->axis = next(&x) % 2;
    c->wrap = next(&x) % 3;
    c->direction = next(&x) % 2;
    c->justify = next(&x) % 6;
    c->align_items = next(&x) % 6;
    c->align_content = next(&x) % 7;
    c->breaking = next(&x) % 2;
    c->uniform = next(&x) % 5 == 0;
    c->max_lines = next(&x) % 4;
    c->max_items = next(&x) % 5;
    c->min_lines = next(&x) % 4;
    c->item_spacing = next(&x) % 5 == 0 ? NAN : (float)(next(&x) % 12);
    c->line_spacing = (float)(next(&x) % 12);
    c->scale = next(&x) % 3 == 0 ? (float)(next(&x) % 3 + 1) : 0;
    c->bounds[0] = next(&x) % 7 == 0 ? NAN : (float)(next(&x) % 500 + 50);
    c->bounds[1] = next(&x) % 3 == 0 ? NAN : (float)(next(&x) % 500 + 50);
}

/* Measured items answer like text: shorter proposals make them taller. */
static flow_size measure_text(void *user_data, size_t index, flow_size proposal) {
    const layout_case *c = user_data;
    flow_size ideal = c->sizes[index];
    float *main_len = c->axis == FLOW_AXIS_VERTICAL ? &ideal.height : &ideal.width;
    float *cross_len = c->axis == FLOW_AXIS_VERTICAL ? &ideal.width : &ideal.height;
    float proposed = c->axis == FLOW_AXIS_VERTICAL ? proposal.height : proposal.width;
    if (!isnan(proposed) && proposed > 1 && proposed < *main_len) {
        *cross_len *= ceilf(*main_len / proposed);
        *main_len = proposed;
    }
    return ideal;
}

static void measure_text_runs(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers) {
    for (size_t k = 0; k < count; k++) answers[k] = measure_text(user_data, first + k, proposal);
}

static uint64_t hash_bytes(uint64_t h, const void *data, size_t n) {
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

/* Configures `h` for the case, arranges it and hashes everything observable. 0 means failure. */
static uint64_t run_case(flow_layout_t *h, const layout_case *c) {
    int st = FLOW_OK;
    st |= flow_layout_set_axis(h, c->axis);
    st |= flow_layout_set_wrap(h, c->wrap);
    st |= flow_layout_set_direction(h, c->direction);
    st |= flow_layout_set_justify(h, c->justify);
    st |= flow_layout_set_align_items(h, c->align_items);
    st |= flow_layout_set_align_content(h, c->align_content);
    st |= flow_layout_set_line_breaking(h, c->breaking);
    st |= flow_layout_set_uniform_size(h, c->uniform);
    st |= flow_layout_set_max_lines(h, c->max_lines);
    st |= flow_layout_set_max_items_per_line(h, c->max_items);
    st |= flow_layout_set_min_lines(h, c->min_lines);
    st |= flow_layout_set_spacing(h, c->item_spacing, c->line_spacing);
    st |= flow_layout_set_pixel_scale(h, c->scale);
    if (c->measured == 2)
        st |= flow_layout_set_measure_range(h, (size_t)c->item_count, measure_text_runs, (void *)c);
    else if (c->measured)
        st |= flow_layout_set_measure(h, (size_t)c->item_count, measure_text, (void *)c);
    else
        st |= flow_layout_set_items(h, c->sizes, (size_t)c->item_count);
    st |= flow_layout_set_item_grow(h, c->grow, (size_t)c->item_count);
    st |= flow_layout_set_item_flags(h, c->flags, (size_t)c->item_count);
    flow_size wanted;
    st |= flow_layout_size_that_fits(h, c->bounds[0], c->bounds[1], &wanted);
    st |= flow_layout_arrange(h, c->bounds[0], c->bounds[1]);
    if (st != FLOW_OK) {
        fprintf(stderr, "thread_stress: a call failed: %s\n", flow_layout_last_error(h));
        return 0;
    }
    char why[200];
    if (!invariants_hold(h, (size_t)c->item_count, c->axis, c->direction, c->bounds[0], c->bounds[1], why)) {
        fprintf(stderr, "thread_stress: invariant broken: %s\n", why);
        return 0;
    }
    flow_size size, content;
    size_t frame_count, line_count;
    const flow_rect *frames = flow_layout_frames(h, &frame_count);
    const flow_line *lines = flow_layout_lines(h, &line_count);
    size_t visible = flow_layout_visible_count(h);
    flow_layout_get_size(h, &size);
    flow_layout_get_content_size(h, &content);
    uint64_t x = 14695981039346656037ull;
    x = hash_bytes(x, &wanted, sizeof wanted);
    x = hash_bytes(x, &size, sizeof size);
    x = hash_bytes(x, &content, sizeof content);
    x = hash_bytes(x, &visible, sizeof visible);
    x = hash_bytes(x, frames, frame_count * sizeof *frames);
    x = hash_bytes(x, lines, line_count * sizeof *lines);
    return x | 1;
}

typedef struct {
    int id, mismatches;
} worker;

/* Phase 2: one arranged handle read by every thread at once through the const functions. */
static const flow_layout_t *shared;
static uint64_t shared_expected;

static uint64_t hash_results(const flow_layout_t *h) {
    flow_size size = {0, 0}, content = {0, 0};
    size_t frame_count = 0, line_count = 0;
    const flow_rect *frames = flow_layout_frames(h, &frame_count);
    const flow_line *lines = flow_layout_lines(h, &line_count);
    size_t visible = flow_layout_visible_count(h);
    flow_layout_get_size(h, &size);
    flow_layout_get_content_size(h, &content);
    const char *message = flow_layout_last_error(h);
    uint64_t x = 14695981039346656037ull;
    x = hash_bytes(x, &size, sizeof size);
    x = hash_bytes(x, &content, sizeof content);
    x = hash_bytes(x, &visible, sizeof visible);
    x = hash_bytes(x, frames, frame_count * sizeof *frames);
    x = hash_bytes(x, lines, line_count * sizeof *lines);
    x = hash_bytes(x, message, strlen(message));
    return x;
}

static void *read_shared(void *arg) {
    worker *w = arg;
    for (int i = 0; i < 200; i++)
        if (hash_results(shared) != shared_expected) w->mismatches++;
    return NULL;
}

static void *work(void *arg) {
    worker *w = arg;
    flow_layout_t *handles[HANDLES_PER_THREAD];
    for (int i = 0; i < HANDLES_PER_THREAD; i++) handles[i] = flow_layout_create();
    for (int round = 0; round < CASES * PASSES; round++) {
        int k = (round + w->id * (CASES / THREADS)) % CASES;
        flow_layout_t *h = handles[(round + w->id) % HANDLES_PER_THREAD];
        if (run_case(h, &cases[k]) != expected[k]) {
            w->mismatches++;
            if (w->mismatches <= 3) fprintf(stderr, "thread %d: case %d differs from the single-threaded run\n", w->id, k);
        }
        /* Now and then start over with a fresh handle, to mix creation into the race. */
        if (round % 50 == 49) {
            flow_layout_destroy(h);
            handles[(round + w->id) % HANDLES_PER_THREAD] = flow_layout_create();
        }
    }
    for (int i = 0; i < HANDLES_PER_THREAD; i++) flow_layout_destroy(handles[i]);
    return NULL;
}

int main(void) {
    for (int k = 0; k < CASES; k++) {
        make_case(&cases[k], (uint32_t)k);
        /* A fresh handle per case gives the reference; reused handles in the threads must agree. */
        flow_layout_t *h = flow_layout_create();
        expected[k] = run_case(h, &cases[k]);
        flow_layout_destroy(h);
        if (expected[k] == 0) { fprintf(stderr, "thread_stress: case %d failed single-threaded\n", k); return 1; }
    }

    pthread_t threads[THREADS];
    worker workers[THREADS];
    for (int t = 0; t < THREADS; t++) {
        workers[t] = (worker){t, 0};
        if (pthread_create(&threads[t], NULL, work, &workers[t]) != 0) { perror("pthread_create"); return 1; }
    }
    int mismatches = 0;
    for (int t = 0; t < THREADS; t++) {
        pthread_join(threads[t], NULL);
        mismatches += workers[t].mismatches;
    }
    /* Phase 2: concurrent readers of one handle (with a recorded error message to read too). */
    flow_layout_t *h = flow_layout_create();
    if (run_case(h, &cases[7]) == 0 || flow_layout_set_axis(h, -1) != FLOW_ERROR_INVALID_ARGUMENT) return 1;
    shared = h;
    shared_expected = hash_results(h);
    int read_mismatches = 0;
    for (int t = 0; t < THREADS; t++) {
        workers[t] = (worker){t, 0};
        if (pthread_create(&threads[t], NULL, read_shared, &workers[t]) != 0) { perror("pthread_create"); return 1; }
    }
    for (int t = 0; t < THREADS; t++) {
        pthread_join(threads[t], NULL);
        read_mismatches += workers[t].mismatches;
    }
    flow_layout_destroy(h);
    printf("thread_stress: %d threads x %d layouts, %d results differ from the single-threaded run; "
           "%d concurrent reads of one handle differ\n", THREADS, CASES * PASSES, mismatches, read_mismatches);
    mismatches += read_mismatches;
    return mismatches == 0 ? 0 : 1;
}
