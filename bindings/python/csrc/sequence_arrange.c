/*
 * The natural Python call, `layout.arrange([(w, h), ...], width)`, at C speed.
 *
 * Packing a list of Python pairs into flow_size values costs more in Python (about 40 ns per item)
 * than the library takes to lay the items out, and every ctypes call costs about a microsecond.
 * These functions read the pairs with CPython's stable-ABI functions and then call the library, all
 * in one ctypes call. This file includes no Python header and links against neither Python nor
 * libflowlayout: every function it calls comes as a pointer in a flowpy_api filled in by the
 * bindings (from ctypes.pythonapi and the loaded library), so one build serves every CPython 3.
 * The bindings call these through ctypes.PyDLL: the GIL is held throughout, as the Python functions
 * need, and a Python exception left set is raised by ctypes when the call returns.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "flowpy.h"

/* Packing failed: the pair at *failed is not a pair of two items (Python error not set). */
#define FLOWPY_NOT_A_PAIR (-2)
/* Packing failed: a Python exception is set (raised by ctypes on return), *failed names the pair. */
#define FLOWPY_PYTHON_ERROR (-1)

FLOWPY_EXPORT int flowpy_pack_pairs(const flowpy_api *api, flowpy_object *pairs, size_t count, flow_size *out,
                                    size_t *failed);
FLOWPY_EXPORT int flowpy_read_result(const flowpy_api *api, flow_layout_t *layout, size_t count,
                                     unsigned char *block);
FLOWPY_EXPORT int flowpy_arrange_pairs(const flowpy_api *api, flowpy_object *pairs, size_t count,
                                       flow_layout_t *layout, float width, float height, unsigned char *block,
                                       size_t *failed);
FLOWPY_EXPORT void flowpy_set_api(const flowpy_api *api);
FLOWPY_EXPORT int flowpy_arrange_list(flowpy_object *pairs, size_t count, flow_layout_t *layout, float width,
                                      float height, flowpy_object *block);
FLOWPY_EXPORT int flowpy_pack_groups(const flowpy_api *api, flowpy_object *groups, size_t group_count,
                                     size_t *counts, flow_size *out, size_t capacity, size_t *failed);

/* One number of a pair, as a float; FLOWPY_PYTHON_ERROR when it is not a number. */
static int read_number(const flowpy_api *api, flowpy_object *pair, flowpy_ssize which, float *out) {
    flowpy_object *item = api->sequence_get_item(pair, which);
    if (item == NULL) return FLOWPY_PYTHON_ERROR;
    double value = api->float_as_double(item);
    api->decref(item);
    if (value == -1.0 && api->error_occurred() != NULL) return FLOWPY_PYTHON_ERROR;
    *out = (float)value; /* out of float range becomes infinite, which the library refuses by name */
    return 0;
}

/* A number held by a tuple (a borrowed reference: the tuple, which cannot change, holds it). */
static int read_tuple_number(const flowpy_api *api, flowpy_object *pair, flowpy_ssize which, float *out) {
    double value = api->float_as_double(api->tuple_get_item(pair, which));
    if (value == -1.0 && api->error_occurred() != NULL) return FLOWPY_PYTHON_ERROR;
    *out = (float)value;
    return 0;
}

/* Packs `count` (width, height) pairs of the sequence `pairs` into out[0..count). */
FLOWPY_EXPORT int flowpy_pack_pairs(const flowpy_api *api, flowpy_object *pairs, size_t count, flow_size *out,
                                    size_t *failed) {
    flowpy_object *pairs_type = api->object_layout_known ? ((const object_head *)pairs)->type : NULL;
    int direct = pairs_type != NULL && (pairs_type == api->list_type || pairs_type == api->tuple_type);
    for (size_t i = 0; i < count; i++) {
        *failed = i;
        /* A list or tuple of tuples of two floats, the common case, read in place: no Python code
           runs meanwhile (no __float__), so nothing can change the list (its size is read again
           each time all the same: an earlier entry's __float__ may have shrunk it). */
        if (direct && (flowpy_ssize)i < var_size(pairs)) {
            flowpy_object *pair = pairs_type == api->list_type ? list_items(pairs)[i] : tuple_items(pairs)[i];
            if (((const object_head *)pair)->type == api->tuple_type && var_size(pair) == 2) {
                flowpy_object *width = tuple_items(pair)[0], *height = tuple_items(pair)[1];
                if (((const object_head *)width)->type == api->float_type &&
                    ((const object_head *)height)->type == api->float_type) {
                    out[i].width = (float)float_value(width);
                    out[i].height = (float)float_value(height);
                    continue;
                }
            }
        }
        /* A new reference each time: a number's __float__ could change the sequence meanwhile. */
        flowpy_object *pair = api->sequence_get_item(pairs, (flowpy_ssize)i);
        if (pair == NULL) return FLOWPY_PYTHON_ERROR;
        int status;
        flowpy_ssize length = api->tuple_size(pair); /* tuples (and named tuples): the fast way */
        if (length >= 0) {
            status = length != 2 ? FLOWPY_NOT_A_PAIR : 0;
            if (status == 0) status = read_tuple_number(api, pair, 0, &out[i].width);
            if (status == 0) status = read_tuple_number(api, pair, 1, &out[i].height);
        } else { /* lists and other sequences */
            api->error_clear(); /* "not a tuple" */
            length = api->sequence_size(pair);
            status = length < 0 ? FLOWPY_PYTHON_ERROR : length != 2 ? FLOWPY_NOT_A_PAIR : 0;
            if (status == 0) status = read_number(api, pair, 0, &out[i].width);
            if (status == 0) status = read_number(api, pair, 1, &out[i].height);
        }
        api->decref(pair);
        if (status != 0) return status;
    }
    return 0;
}

/* Writes the summary and the lines of the layout's last arrange after its `count` frames in `block`. */
FLOWPY_EXPORT int flowpy_read_result(const flowpy_api *api, flow_layout_t *layout, size_t count,
                                     unsigned char *block) {
    flowpy_summary summary;
    memcpy(&summary, block + count * sizeof(flow_rect), sizeof summary); /* the size, when written */
    int status = api->get_content_size(layout, &summary.content_size);
    if (status != FLOW_OK) return status;
    summary.visible_count = api->visible_count(layout);
    size_t line_count = 0;
    const flow_line *lines = api->lines(layout, &line_count);
    summary.line_count = line_count;
    if (line_count > 0) {
        memcpy(block + count * sizeof(flow_rect) + sizeof summary, lines, line_count * sizeof(flow_line));
    }
    memcpy(block + count * sizeof(flow_rect), &summary, sizeof summary);
    return FLOW_OK;
}

/*
 * Packs the pairs, sets them as the layout's items and arranges them (flow_layout_arrange_into),
 * then reads the whole result into `block`, which holds count frames, a summary and room for count
 * lines (the sizes are packed where the lines go: arrange_into copies them before any line is read).
 * Returns 0, a packing failure (negative) or the library's status.
 */
FLOWPY_EXPORT int flowpy_arrange_pairs(const flowpy_api *api, flowpy_object *pairs, size_t count,
                                       flow_layout_t *layout, float width, float height, unsigned char *block,
                                       size_t *failed) {
    unsigned char *summary = block + count * sizeof(flow_rect);
    flow_size *sizes = (flow_size *)(void *)(summary + sizeof(flowpy_summary));
    int status = flowpy_pack_pairs(api, pairs, count, sizes, failed);
    if (status != 0) return status;
    /* Python objects are no longer touched: other threads may run while a large layout is arranged. */
    void *thread_state = count >= FLOWPY_RELEASE_GIL_FROM ? api->save_thread() : NULL;
    status = api->arrange_into(layout, sizes, count, width, height, (flow_rect *)(void *)block,
                               (flow_size *)(void *)summary);
    if (status == FLOW_OK) status = flowpy_read_result(api, layout, count, block);
    if (thread_state != NULL) api->restore_thread(thread_state);
    return status;
}

/* The functions flowpy_arrange_list and fast_results.c use, set once by the bindings. */
flowpy_api flowpy_installed_api;

FLOWPY_EXPORT void flowpy_set_api(const flowpy_api *api) { flowpy_installed_api = *api; }

/*
 * flowpy_arrange_pairs with fewer arguments, for the natural call: the functions are those of
 * flowpy_set_api and the block is a bytearray (of flowpy block size for count). On a packing
 * failure, the index of the failing pair is written to the block's first 8 bytes.
 */
FLOWPY_EXPORT int flowpy_arrange_list(flowpy_object *pairs, size_t count, flow_layout_t *layout, float width,
                                      float height, flowpy_object *block) {
    unsigned char *data = (unsigned char *)flowpy_installed_api.bytearray_data(block);
    size_t failed = 0;
    int status = flowpy_arrange_pairs(&flowpy_installed_api, pairs, count, layout, width, height, data, &failed);
    if (status < 0) {
        uint64_t index = failed;
        memcpy(data, &index, sizeof index);
    }
    return status;
}

/*
 * Packs a sequence of groups, each a sequence of pairs, into out (room for `capacity` sizes) and
 * writes each group's length to counts[g]. Returns 0, a packing failure (negative; *failed is the
 * group, and the pair within it in failed[1]), or 1 when the groups hold more than `capacity` pairs
 * (failed[0] is then the number they hold).
 */
FLOWPY_EXPORT int flowpy_pack_groups(const flowpy_api *api, flowpy_object *groups, size_t group_count,
                                     size_t *counts, flow_size *out, size_t capacity, size_t *failed) {
    size_t used = 0;
    for (size_t g = 0; g < group_count; g++) {
        failed[0] = g;
        failed[1] = 0;
        flowpy_object *group = api->sequence_get_item(groups, (flowpy_ssize)g);
        if (group == NULL) return FLOWPY_PYTHON_ERROR;
        flowpy_ssize length = api->sequence_size(group);
        int status = length < 0 ? FLOWPY_PYTHON_ERROR : 0;
        if (status == 0 && (size_t)length > capacity - used) {
            status = 1;
            failed[0] = used + (size_t)length;
        }
        if (status == 0) status = flowpy_pack_pairs(api, group, (size_t)length, out + used, &failed[1]);
        api->decref(group);
        if (status != 0) return status;
        counts[g] = (size_t)length;
        used += (size_t)length;
    }
    return 0;
}
