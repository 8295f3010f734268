/* Requirement: handles share no state. Eight threads each build, arrange and re-arrange their own
   handle (with a measure callback for half of them) and must get bit-for-bit the results computed
   beforehand on one thread; meanwhile four threads read one shared, arranged handle through the
   const functions. */
#include "check.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

enum { THREADS = 8, READERS = 4, ITEMS = 40, ROUNDS = 300, WIDTHS = 5 };
static const float widths[WIDTHS] = {80, 120, 200, 333.5f, 1000};

typedef struct {
    int id;
    flow_rect expected[WIDTHS][ITEMS];
    int failures;
} worker;

static flow_size measure_worker(void *user_data, size_t index, flow_size proposal) {
    const worker *w = (const worker *)user_data;
    flow_size answer;
    answer.width = (float)(10 + (index * 7 + (size_t)w->id * 3) % 50);
    if (!isnan(proposal.width) && proposal.width < answer.width) answer.width = proposal.width;
    answer.height = (float)(8 + index % 5 + (size_t)w->id);
    return answer;
}

/* Everything one thread does with its own handle; writes frames for every width to `out`. */
static int run_layout(worker *w, flow_rect out[WIDTHS][ITEMS]) {
    flow_layout_t *layout = flow_layout_create();
    flow_size sizes[ITEMS], ideal;
    size_t i, count = 0;
    int k, failures = 0;
    if (layout == NULL) return 1;
    ideal.width = NAN;
    ideal.height = NAN;
    for (i = 0; i < ITEMS; i++) sizes[i] = measure_worker(w, i, ideal);
    failures += flow_layout_set_axis(layout, w->id % 2) != FLOW_OK;
    failures += flow_layout_set_justify(layout, w->id % 6) != FLOW_OK;
    failures += flow_layout_set_align_items(layout, w->id % 6) != FLOW_OK;
    failures += flow_layout_set_direction(layout, (w->id / 2) % 2) != FLOW_OK;
    if (w->id % 4 < 2) {
        failures += flow_layout_set_measure(layout, ITEMS, measure_worker, w) != FLOW_OK;
    } else {
        failures += flow_layout_set_items(layout, sizes, ITEMS) != FLOW_OK;
    }
    for (k = 0; k < WIDTHS; k++) {
        const flow_rect *frames;
        failures += flow_layout_arrange(layout, widths[k], widths[k]) != FLOW_OK;
        frames = flow_layout_frames(layout, &count);
        if (frames == NULL || count != ITEMS) {
            failures++;
            continue;
        }
        memcpy(out[k], frames, sizeof out[k]);
    }
    flow_layout_destroy(layout);
    return failures;
}

static void *worker_main(void *arg) {
    worker *w = (worker *)arg;
    int round;
    for (round = 0; round < ROUNDS; round++) {
        flow_rect got[WIDTHS][ITEMS];
        w->failures += run_layout(w, got);
        if (memcmp(got, w->expected, sizeof got) != 0) w->failures++;
    }
    return NULL;
}

typedef struct {
    const flow_layout_t *shared;
    flow_rect expected[ITEMS];
    int failures;
} reader;

static void *reader_main(void *arg) {
    reader *r = (reader *)arg;
    int round;
    for (round = 0; round < ROUNDS * 20; round++) {
        size_t count = 0;
        flow_size size;
        const flow_rect *frames = flow_layout_frames(r->shared, &count);
        if (frames == NULL || count != ITEMS || memcmp(frames, r->expected, sizeof r->expected) != 0) r->failures++;
        if (flow_layout_get_size(r->shared, &size) != FLOW_OK) r->failures++;
        if (flow_layout_visible_count(r->shared) != ITEMS) r->failures++;
    }
    return NULL;
}

static void handles_used_from_several_threads_at_once(void) {
    static worker workers[THREADS];
    static reader readers[READERS];
    pthread_t threads[THREADS + READERS];
    flow_layout_t *shared = layout_with_items(ITEMS, 30, 10);
    size_t count = 0;
    int i;
    CHECK_OK(shared, flow_layout_arrange(shared, 200, NAN));
    for (i = 0; i < THREADS; i++) {
        workers[i].id = i;
        workers[i].failures = 0;
        CHECK(run_layout(&workers[i], workers[i].expected) == 0); /* the single-threaded reference */
    }
    for (i = 0; i < READERS; i++) {
        const flow_rect *frames = flow_layout_frames(shared, &count);
        readers[i].shared = shared;
        readers[i].failures = 0;
        CHECK(frames != NULL && count == ITEMS);
        if (frames) memcpy(readers[i].expected, frames, sizeof readers[i].expected);
    }
    for (i = 0; i < THREADS; i++) CHECK(pthread_create(&threads[i], NULL, worker_main, &workers[i]) == 0);
    for (i = 0; i < READERS; i++) CHECK(pthread_create(&threads[THREADS + i], NULL, reader_main, &readers[i]) == 0);
    for (i = 0; i < THREADS + READERS; i++) pthread_join(threads[i], NULL);
    for (i = 0; i < THREADS; i++) CHECK(workers[i].failures == 0);
    for (i = 0; i < READERS; i++) CHECK(readers[i].failures == 0);
    flow_layout_destroy(shared);
}

int main(void) {
    RUN(handles_used_from_several_threads_at_once);
    return check_report("test_threads");
}
