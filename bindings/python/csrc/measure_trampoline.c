/*
 * Measure trampolines for the Python bindings.
 *
 * A flow_measure_fn returns a flow_size by value (a flow_measure_ex_fn a flow_measurement), and
 * ctypes cannot write callbacks that return structures. These functions are the callbacks the
 * bindings register: each forwards every question to a ctypes-friendly callback that answers
 * through an out-parameter. The answer starts as NaN x NaN, which the library rejects with
 * FLOW_ERROR_MEASURE, so a callback that fails (a Python exception is caught on the Python side)
 * fails the arrange instead of crashing.
 *
 * A flow_measure_range_fn returns nothing, but takes the proposal as a flow_size by value: its
 * trampoline hands the Python side plain numbers and the address of the answers instead, as the
 * others do, so no structure crosses ctypes' callback machinery whatever the platform's libffi.
 */
#include <math.h>
#include <stddef.h>

#include "flowlayout.h"

#if defined(_WIN32)
#define FLOWPY_EXPORT __declspec(dllexport)
#else
#define FLOWPY_EXPORT __attribute__((visibility("default")))
#endif

/* The Python side: writes width and height to out[0] and out[1], or leaves them NaN; asked by
   flowpy_measure_ex_trampoline, also the first and last baselines to out[2] and out[3] (NaN: the
   item's default baseline). */
typedef void (*flowpy_measure_reply)(size_t index, float width, float height, float *out);

/* What user_data points to. */
typedef struct {
    flowpy_measure_reply reply;
} flowpy_measure_record;

/* The Python side of a range callback: writes the sizes of items first .. first + count - 1 to
   answers[0 .. count), or leaves them NaN x NaN (as the library hands them over: unwritten, they
   fail the arrange). */
typedef void (*flowpy_measure_range_reply)(size_t first, size_t count, float width, float height,
                                           flow_size *answers);

/* What user_data points to for a range callback. */
typedef struct {
    flowpy_measure_range_reply reply;
} flowpy_measure_range_record;

FLOWPY_EXPORT flow_size flowpy_measure_trampoline(void *user_data, size_t index, flow_size proposal);

FLOWPY_EXPORT flow_size flowpy_overflow_trampoline(void *user_data, size_t hidden_count);

FLOWPY_EXPORT flow_measurement flowpy_measure_ex_trampoline(void *user_data, size_t index, flow_size proposal);

FLOWPY_EXPORT void flowpy_measure_range_trampoline(void *user_data, size_t first, size_t count, flow_size proposal,
                                                   flow_size *answers);

/* The flow_overflow_fn the bindings register for "+N more": the same record and reply, asked
   with the hidden count as the index and an unspecified proposal. */
FLOWPY_EXPORT flow_size flowpy_overflow_trampoline(void *user_data, size_t hidden_count) {
    float out[2] = {NAN, NAN};
    const flowpy_measure_record *record = (const flowpy_measure_record *)user_data;
    if (record != NULL && record->reply != NULL) {
        record->reply(hidden_count, NAN, NAN, out);
    }
    flow_size answer = {out[0], out[1]};
    return answer;
}

FLOWPY_EXPORT flow_size flowpy_measure_trampoline(void *user_data, size_t index, flow_size proposal) {
    float out[2] = {NAN, NAN};
    const flowpy_measure_record *record = (const flowpy_measure_record *)user_data;
    if (record != NULL && record->reply != NULL) {
        record->reply(index, proposal.width, proposal.height, out);
    }
    flow_size answer = {out[0], out[1]};
    return answer;
}

/* The flow_measure_ex_fn the bindings register for a measure callback with baselines. */
FLOWPY_EXPORT flow_measurement flowpy_measure_ex_trampoline(void *user_data, size_t index, flow_size proposal) {
    float out[4] = {NAN, NAN, NAN, NAN};
    const flowpy_measure_record *record = (const flowpy_measure_record *)user_data;
    if (record != NULL && record->reply != NULL) {
        record->reply(index, proposal.width, proposal.height, out);
    }
    flow_measurement answer = {{out[0], out[1]}, out[2], out[3]};
    return answer;
}

/* The flow_measure_range_fn the bindings register for a range callback. */
FLOWPY_EXPORT void flowpy_measure_range_trampoline(void *user_data, size_t first, size_t count, flow_size proposal,
                                                   flow_size *answers) {
    const flowpy_measure_range_record *record = (const flowpy_measure_range_record *)user_data;
    if (record != NULL && record->reply != NULL && answers != NULL && count > 0) {
        record->reply(first, count, proposal.width, proposal.height, answers);
    }
}
