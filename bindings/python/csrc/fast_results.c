/*
 * Results read at C speed: `for x, y, w, h in layout.arrange(sizes, width).frames`.
 *
 * A ctypes call costs about a microsecond and a fresh float about as much as laying an item out,
 * so reading 1,000 frames through ctypes or `struct` costs more than arranging them. This file
 * gives the bindings four built-in functions (made with PyCFunction_NewEx, called as fast as any
 * built-in) and an iterator type (made with PyType_FromSpec):
 *
 *   arrange_list(sizes, handle, width, height, block) -> status
 *       flowpy_arrange_pairs without the ctypes call;
 *   frames(block, count, sizes, as_int) -> iterator of (x, y, width, height) tuples
 *       read straight from the result block. It makes as few objects as it can: the tuple is
 *       reused when the loop has let go of it (as zip() does), a coordinate equal to the previous
 *       item's is the same object (items of a row share their y), and a width or height equal to
 *       the item's size as given in `sizes` is that very object. With as_int the fields are ints
 *       (frames snapped to whole pixels). Plain tuples, not the Rect named tuple: `for x, y, w, h`
 *       unpacks an exact tuple in place, and a subclass through an iterator of its own, which
 *       costs more than reading the frame. Where reference counts are plain (before 3.12), the x
 *       float the loop let go of is refilled in place too, as the tuple is;
 *   pack(values, columns, default, out, capacity) -> count or None
 *       per-item inputs (floats, rows of them, None for the default) packed as float32;
 *   read(handle) -> block or status
 *       the last arrange's result block in one call;
 *   arrange_into(handle, sizes, count, width, height, frames) -> status or None
 *       flow_layout_arrange_into with the addresses as ints, the sizes also as the bytearray
 *       pack() filled, and either as an array (NumPy's) read through the buffer protocol: a
 *       ctypes call of its seven arguments, or an address taken through ctypes, costs more than
 *       the library takes to arrange dozens of items.
 *
 * Like sequence_arrange.c it includes no Python header: every function comes by address in
 * flowpy_api. It relies on facts of CPython 3.8 to 3.13 with a GIL (flowpy.h reads the layouts):
 * an object starts with its reference count and its type (two words); tuples, lists and floats
 * keep their items and value where flowpy.h reads them; a tuple caches nothing about its items
 * (so one can be refilled; 3.14 caches the hash). The bindings check that (object_layout_known) before
 * asking for these functions; flowpy_fast_methods refuses otherwise, and the bindings read the
 * results in Python.
 */
#include <string.h>

#include "flowpy.h"

#define FLOWPY_TPFLAGS_DEFAULT (1UL << 18) /* Py_TPFLAGS_HAVE_VERSION_TAG */
#define FLOWPY_TP_DEALLOC 52               /* typeslots.h, stable */
#define FLOWPY_TP_ITER 62
#define FLOWPY_TP_ITERNEXT 63

typedef struct {
    object_head head;
    flowpy_object *block;  /* the result block (a bytearray), kept alive */
    const flow_rect *frames;
    size_t index, count;
    flowpy_object *sizes;  /* the list or tuple of pairs arranged, or NULL */
    flowpy_object *tuple;  /* the tuple handed out last, reused once the loop lets go of it */
    flowpy_object *last[2]; /* the previous x and y objects, and their values */
    float last_value[2];
    flowpy_object *spare;  /* an x float the tuple let go of, refilled once nothing else holds it */
    int as_int;
} frame_iterator;

static flowpy_object *iterator_type;

/* The one digit of an int of one digit (int_digits_30). */
static uint32_t int_digit(const flowpy_object *number) {
    uint32_t digit;
    memcpy(&digit, (const char *)number + sizeof(var_head), sizeof digit);
    return digit;
}

/* CPython's shared small ints 0...256, as PyLong_FromLongLong answers them, kept from first use
   (a reference each, for the life of the process): most widths and heights of a UI. */
static flowpy_object *small_ints[257];

/* A number object for a frame's field. */
static inline flowpy_object *number(const flowpy_api *api, float value, int as_int) {
    if (as_int) {
        /* Snapped to whole pixels: already whole; rounded to the nearest all the same. */
        long long whole = value >= 0 ? (long long)(value + 0.5f) : -(long long)(0.5f - value);
        if (whole >= 0 && whole <= 256) {
            flowpy_object *shared = small_ints[whole];
            if (shared == NULL) {
                shared = small_ints[whole] = api->long_from_long_long(whole);
                if (shared == NULL) return NULL;
            }
            own(api, shared);
            return shared;
        }
        return api->long_from_long_long(whole);
    }
    return api->float_from_double((double)value);
}

/* The object for x or y (which = 0, 1): the previous item's when equal; for x, else the spare
   float when only this iterator holds it (then no one can see it change: as a reused tuple). */
static inline flowpy_object *coordinate(const flowpy_api *api, frame_iterator *it, int which, float value) {
    flowpy_object *object = it->last[which];
    if (object != NULL && it->last_value[which] == value) {
        own(api, object);
        return object;
    }
    object = it->spare;
    long long whole = value >= 0 ? (long long)(value + 0.5f) : -(long long)(0.5f - value);
    if (which == 0 && object != NULL && ((const object_head *)object)->refcount == 1 && !it->as_int) {
        double refill = (double)value;
        memcpy((char *)object + sizeof(object_head), &refill, sizeof refill); /* its value, in place */
        it->spare = NULL; /* the reference is the caller's now */
    } else if (which == 0 && object != NULL && ((const object_head *)object)->refcount == 1 && whole > 256 &&
               whole < (1LL << 30)) {
        /* An int of one 30-bit digit (past the small ints CPython shares): its digit, in place. */
        uint32_t digit = (uint32_t)whole;
        memcpy((char *)object + sizeof(var_head), &digit, sizeof digit);
        it->spare = NULL;
    } else {
        object = number(api, value, it->as_int);
    }
    if (object == NULL) return NULL;
    if (it->last[which] != NULL) drop(api, it->last[which]);
    own(api, object);
    it->last[which] = object;
    it->last_value[which] = value;
    return object;
}

/* The object for a width or height: `given` (a borrowed number of the pair) when it is an exact
   float (an exact int, as_int) of the same value, else a new one. */
static inline flowpy_object *length(const flowpy_api *api, const frame_iterator *it, flowpy_object *given, float value) {
    if (given != NULL) {
        flowpy_object *type = ((const object_head *)given)->type;
        if (!it->as_int && type == api->float_type && float_value(given) == (double)value) {
            own(api, given);
            return given;
        }
        if (it->as_int && type == api->long_type) {
            if (api->float_as_double(given) == (double)value) {
                own(api, given);
                return given;
            }
            if (api->error_occurred() != NULL) api->error_clear(); /* an int too large for a double */
        }
    }
    return number(api, value, it->as_int);
}

/* The pair given for item i, borrowed, when it is an exact tuple of two: else NULL. */
static inline flowpy_object *given_pair(const flowpy_api *api, const frame_iterator *it, size_t i) {
    flowpy_object *sizes = it->sizes, *pair;
    if (sizes == NULL || (flowpy_ssize)i >= var_size(sizes)) return NULL; /* a list may have shrunk */
    pair = ((const object_head *)sizes)->type == api->list_type ? list_items(sizes)[i] : tuple_items(sizes)[i];
    if (((const object_head *)pair)->type != api->tuple_type || var_size(pair) != 2) return NULL;
    return pair;
}

static flowpy_object *iterator_next(flowpy_object *self) {
    const flowpy_api *api = &flowpy_installed_api;
    frame_iterator *it = (frame_iterator *)self;
    if (it->index >= it->count) return NULL; /* no exception set: StopIteration */
    size_t i = it->index++;
    const flow_rect *frame = &it->frames[i];
    flowpy_object *pair = given_pair(api, it, i);
    flowpy_object *fields[4];
    fields[0] = coordinate(api, it, 0, frame->x);
    fields[1] = coordinate(api, it, 1, frame->y);
    fields[2] = length(api, it, pair != NULL ? tuple_items(pair)[0] : NULL, frame->width);
    fields[3] = length(api, it, pair != NULL ? tuple_items(pair)[1] : NULL, frame->height);
    flowpy_object *tuple = it->tuple;
    if (fields[0] == NULL || fields[1] == NULL || fields[2] == NULL || fields[3] == NULL) {
        for (int k = 0; k < 4; k++)
            if (fields[k] != NULL) drop(api, fields[k]);
        return NULL;
    }
    /* Reused when only this iterator holds it: the loop unpacked it and let it go. */
    if (tuple == NULL || ((const object_head *)tuple)->refcount != 1) {
        flowpy_object *fresh = api->tuple_new(4); /* items NULL */
        if (fresh == NULL) {
            for (int k = 0; k < 4; k++) drop(api, fields[k]);
            return NULL;
        }
        if (tuple != NULL) drop(api, tuple);
        it->tuple = tuple = fresh;
    }
    flowpy_object **items = tuple_items(tuple);
    for (int k = 0; k < 4; k++) {
        flowpy_object *old = items[k];
        items[k] = fields[k]; /* the tuple takes the reference */
        if (old == NULL) continue;
        /* The old x float becomes the spare (plain counts and floats only: its value is rewritten
           in place once nothing else holds it). */
        if (k == 0 && it->spare == NULL && api->plain_refcounts && old != fields[0] &&
            (it->as_int ? ((const object_head *)old)->type == api->long_type && api->int_digits_30 &&
                              var_size(old) == 1 && int_digit(old) > 256 /* never a shared small int */
                        : ((const object_head *)old)->type == api->float_type)) {
            it->spare = old;
        } else {
            drop(api, old);
        }
    }
    own(api, tuple);
    return tuple;
}

static void iterator_dealloc(flowpy_object *self) {
    const flowpy_api *api = &flowpy_installed_api;
    frame_iterator *it = (frame_iterator *)self;
    flowpy_object *type = it->head.type;
    flowpy_object *held[6] = {it->block, it->sizes, it->tuple, it->last[0], it->last[1], it->spare};
    for (int k = 0; k < 6; k++)
        if (held[k] != NULL) api->decref(held[k]);
    api->object_free(self);
    api->decref(type); /* instances of a heap type hold it */
}

/* frames(block, count, sizes or None, as_int): a new iterator over the block's first count frames,
   as plain (x, y, width, height) tuples. */
static flowpy_object *frames_function(flowpy_object *self, flowpy_object *const *args, flowpy_ssize nargs) {
    const flowpy_api *api = &flowpy_installed_api;
    (void)self;
    if (nargs != 4) {
        api->error_set_string(api->type_error, "frames(block, count, sizes, as_int)");
        return NULL;
    }
    void *count_value = api->long_as_void_ptr(args[1]);
    double as_int = api->float_as_double(args[3]);
    if (api->error_occurred() != NULL) return NULL;
    if (((const object_head *)args[0])->type != api->bytearray_type) {
        api->error_set_string(api->type_error, "frames: the block must be a bytearray");
        return NULL;
    }
    char *data = api->bytearray_data(args[0]);
    if (data == NULL) return NULL;
    frame_iterator *it = (frame_iterator *)api->generic_alloc(iterator_type, 0); /* zeroed */
    if (it == NULL) return NULL;
    api->incref(args[0]);
    it->block = args[0];
    it->frames = (const flow_rect *)(const void *)data;
    it->count = (size_t)(uintptr_t)count_value;
    flowpy_object *sizes = args[2];
    flowpy_object *sizes_type = ((const object_head *)sizes)->type;
    if (sizes_type == api->list_type || sizes_type == api->tuple_type) {
        api->incref(sizes);
        it->sizes = sizes;
    }
    it->as_int = as_int != 0;
    return it;
}

/* arrange_list(sizes, handle, width, height, block) -> status: flowpy_arrange_list, called as a
   built-in. A Python exception from reading a pair propagates (the pair's index in the block's
   first 8 bytes, as flowpy_arrange_list writes it). */
static flowpy_object *arrange_list_function(flowpy_object *self, flowpy_object *const *args, flowpy_ssize nargs) {
    const flowpy_api *api = &flowpy_installed_api;
    (void)self;
    if (nargs != 5) {
        api->error_set_string(api->type_error, "arrange_list(sizes, handle, width, height, block)");
        return NULL;
    }
    flowpy_ssize count = api->sequence_size(args[0]);
    if (count < 0) return NULL;
    flow_layout_t *layout = (flow_layout_t *)api->long_as_void_ptr(args[1]);
    double width = api->float_as_double(args[2]);
    double height = api->float_as_double(args[3]);
    if (api->error_occurred() != NULL) return NULL;
    int status = flowpy_arrange_list(args[0], (size_t)count, layout, (float)width, (float)height, args[4]);
    if (status == -1) return NULL; /* FLOWPY_PYTHON_ERROR: the exception is set */
    return api->long_from_long_long(status);
}

/* One number of a per-item input: None is `fallback` (odd when None is not allowed). 0, or -1 with
   the Python error cleared. */
static int input_number(const flowpy_api *api, flowpy_object *item, int none_allowed, double fallback, float *out) {
    if (item == api->none) {
        if (!none_allowed) return -1;
        *out = (float)fallback;
        return 0;
    }
    double value = api->float_as_double(item);
    if (value == -1.0 && api->error_occurred() != NULL) {
        api->error_clear();
        return -1;
    }
    *out = (float)value;
    return 0;
}

/* The leading rows of entries[0..count) that are tuples of `columns` exact floats, into out; how many. */
static inline flowpy_ssize float_rows(flowpy_object *const *entries, flowpy_ssize count, flowpy_ssize columns,
                                      flowpy_object *float_type, flowpy_object *tuple_type, float *out) {
    for (flowpy_ssize i = 0; i < count; i++) {
        flowpy_object *row = entries[i];
        if (((const object_head *)row)->type != tuple_type || var_size(row) != columns) return i;
        flowpy_object *const *numbers = tuple_items(row);
        for (flowpy_ssize k = 0; k < columns; k++)
            if (((const object_head *)numbers[k])->type != float_type) return i;
        for (flowpy_ssize k = 0; k < columns; k++) out[i * columns + k] = (float)float_value(numbers[k]);
    }
    return count;
}

/*
 * The entries of the list or tuple `values` into out[0 .. columns * len(values)) as float32:
 * numbers (columns 1) or rows (tuples or lists) of `columns` numbers; None entries are
 * `none_value` when none_allowed. The count packed, or -1 when anything is odd (no Python error
 * left set).
 */
flowpy_ssize flowpy_pack_floats(const flowpy_api *api, flowpy_object *values, flowpy_ssize columns, int none_allowed,
                                double fallback, float *out) {
    flowpy_object *values_type = ((const object_head *)values)->type;
    flowpy_ssize count = var_size(values);
    /* The common case first, in a loop of its own: exact floats (or tuples of them) read in place.
       No Python code runs in it, so the items and their array stay put and can be read once. */
    flowpy_object *const float_type = api->float_type, *const tuple_type = api->tuple_type;
    flowpy_object *const *entries = values_type == api->list_type ? list_items(values) : tuple_items(values);
    flowpy_ssize start = 0;
    if (columns == 1) {
        while (start < count && ((const object_head *)entries[start])->type == float_type) {
            out[start] = (float)float_value(entries[start]);
            start++;
        }
    } else if (columns == 2) { /* a constant width each: the compiler unrolls the rows */
        start = float_rows(entries, count, 2, float_type, tuple_type, out);
    } else if (columns == 4) {
        start = float_rows(entries, count, 4, float_type, tuple_type, out);
    } else {
        start = float_rows(entries, count, columns, float_type, tuple_type, out);
    }
    for (flowpy_ssize i = start; i < count; i++) {
        /* Floats, and tuples of floats, read in place (no Python code runs: the list cannot change;
           its size is read again all the same, an earlier entry's __float__ may have shrunk it). */
        if (i < var_size(values)) {
            flowpy_object *entry = values_type == api->list_type ? list_items(values)[i] : tuple_items(values)[i];
            flowpy_object *entry_type = ((const object_head *)entry)->type;
            if (columns == 1 && entry_type == api->float_type) {
                out[i] = (float)float_value(entry);
                continue;
            }
            if (columns > 1 && entry_type == api->tuple_type && var_size(entry) == columns) {
                flowpy_object **numbers = tuple_items(entry);
                flowpy_ssize k = 0;
                while (k < columns && ((const object_head *)numbers[k])->type == api->float_type) {
                    out[i * columns + k] = (float)float_value(numbers[k]);
                    k++;
                }
                if (k == columns) continue;
            }
        }
        /* A new reference: a number's __float__ could change the list meanwhile. */
        flowpy_object *item = api->sequence_get_item(values, i);
        if (item == NULL) goto odd;
        int status = 0;
        if (columns == 1) {
            status = input_number(api, item, none_allowed, fallback, &out[i]);
        } else {
            flowpy_object *row_type = ((const object_head *)item)->type;
            if ((row_type != api->tuple_type && row_type != api->list_type) || api->sequence_size(item) != columns) {
                status = -1;
            } else if (row_type == api->tuple_type) { /* borrowed numbers: the tuple holds them */
                for (flowpy_ssize k = 0; status == 0 && k < columns; k++)
                    status = input_number(api, api->tuple_get_item(item, k), none_allowed, fallback,
                                          &out[i * columns + k]);
            }
            for (flowpy_ssize k = 0; row_type == api->list_type && status == 0 && k < columns; k++) {
                flowpy_object *number = api->sequence_get_item(item, k);
                status = number == NULL ? -1
                                        : input_number(api, number, none_allowed, fallback, &out[i * columns + k]);
                if (number != NULL) api->decref(number);
            }
        }
        api->decref(item);
        if (status != 0) goto odd;
    }
    return count;
odd:
    if (api->error_occurred() != NULL) api->error_clear();
    return -1;
}

/*
 * pack(values, columns, default, out, capacity) -> count or None: a list or tuple of per-item
 * inputs into `out` (a bytearray of `capacity` bytes) as float32, `columns` per item: numbers
 * (columns 1) or rows (tuples or lists) of `columns` numbers; None entries are `default` (with
 * `default` None, a None entry is odd: sizes). None
 * when anything is odd (not a number, a row of another length, too many): the bindings then
 * take their checked Python path, which names the culprit.
 */
static flowpy_object *pack_function(flowpy_object *self, flowpy_object *const *args, flowpy_ssize nargs) {
    const flowpy_api *api = &flowpy_installed_api;
    (void)self;
    if (nargs != 5) {
        api->error_set_string(api->type_error, "pack(values, columns, default, out, capacity)");
        return NULL;
    }
    flowpy_object *values = args[0];
    flowpy_ssize columns = (flowpy_ssize)(intptr_t)api->long_as_void_ptr(args[1]);
    int none_allowed = args[2] != api->none;
    double fallback = none_allowed ? api->float_as_double(args[2]) : 0.0;
    size_t capacity = (size_t)(uintptr_t)api->long_as_void_ptr(args[4]);
    if (api->error_occurred() != NULL) return NULL;
    flowpy_object *values_type = ((const object_head *)values)->type;
    if ((values_type != api->list_type && values_type != api->tuple_type) ||
        ((const object_head *)args[3])->type != api->bytearray_type || columns < 1) {
        api->error_set_string(api->type_error, "pack: a list or tuple, and a bytearray");
        return NULL;
    }
    float *out = (float *)(void *)api->bytearray_data(args[3]);
    flowpy_ssize count = var_size(values);
    if ((size_t)count * (size_t)columns * sizeof(float) > capacity) count = -1;
    if (count >= 0) count = flowpy_pack_floats(api, values, columns, none_allowed, fallback, out);
    if (count < 0) {
        api->incref(api->none);
        return api->none;
    }
    return api->long_from_long_long(count);
}

/* read(handle) -> block or status: the last arrange's result block (frames, summary, lines: see
   flowpy_read_result) in a new bytearray, or the library's status (an int) when there is none. */
static flowpy_object *read_function(flowpy_object *self, flowpy_object *const *args, flowpy_ssize nargs) {
    const flowpy_api *api = &flowpy_installed_api;
    (void)self;
    if (nargs != 1) {
        api->error_set_string(api->type_error, "read(handle)");
        return NULL;
    }
    flow_layout_t *layout = (flow_layout_t *)api->long_as_void_ptr(args[0]);
    if (api->error_occurred() != NULL) return NULL;
    size_t count = 0;
    const flow_rect *frames = api->frames(layout, &count);
    size_t bytes = count * (sizeof(flow_rect) + sizeof(flow_line)) + sizeof(flowpy_summary);
    flowpy_object *block = api->bytearray_new(NULL, (flowpy_ssize)bytes);
    if (block == NULL) return NULL;
    unsigned char *data = (unsigned char *)api->bytearray_data(block);
    memset(data, 0, bytes);
    int status = api->get_size(layout, (flow_size *)(void *)(data + count * sizeof(flow_rect)));
    if (status == FLOW_OK) {
        if (count > 0) memcpy(data, frames, count * sizeof(flow_rect));
        status = flowpy_read_result(api, layout, count, data);
    }
    if (status != FLOW_OK) {
        api->decref(block);
        return api->long_from_long_long(status);
    }
    return block;
}

/* PyType_Spec, as the stable ABI lays it out (PyMethodDef: method_def, flowpy.h). */
typedef struct {
    int slot;
    void *function;
} type_slot;

typedef struct {
    const char *name;
    int basicsize, itemsize;
    unsigned int flags;
    type_slot *slots;
} type_spec;

/* A function's address as the void * of a PyType_Slot (as CPython itself converts them). */
static void *data_address(any_function function) {
    void *address;
    memcpy(&address, &function, sizeof address);
    return address;
}

/* An address argument: an int, None for NULL (a closed layout's handle), a bytearray for its data
   (sizes packed by pack(), read where they are), or an array taken through the buffer protocol
   into `view` (C-contiguous, writable when `flags` says so, at least `bytes` long). NULL with
   `*refused` set when an array's buffer cannot be had (no Python error left set: the caller's
   general path says why); a Python error may be left set for an int. */
static void *address_argument(const flowpy_api *api, flowpy_object *value, int flags, size_t bytes,
                              flowpy_buffer *view, int *taken, int *refused) {
    flowpy_object *type = ((const object_head *)value)->type;
    if (value == api->none) return NULL;
    if (type == api->long_type) return api->long_as_void_ptr(value);
    if (type == api->bytearray_type) return api->bytearray_data(value);
    if (api->get_buffer(value, view, flags) != 0) {
        api->error_clear();
        *refused = 1;
        return NULL;
    }
    *taken = 1;
    if ((size_t)view->len < bytes) *refused = 1;
    return view->buf;
}

/* arrange_into(handle, sizes, count, width, height, frames) -> status or None: flow_layout_arrange_into
   called as a built-in, no content size asked for. The bounds are rounded to float as ctypes'
   c_float rounds them; the GIL is released for large layouts, as the other calls release it. None,
   with nothing changed, when an array's buffer is refused (not C-contiguous, read-only frames, too
   short): the caller's general path then says what is wrong. The arrays' buffers are held until
   the library is done with them. */
static flowpy_object *arrange_into_function(flowpy_object *self, flowpy_object *const *args, flowpy_ssize nargs) {
    const flowpy_api *api = &flowpy_installed_api;
    (void)self;
    if (nargs != 6) {
        api->error_set_string(api->type_error, "arrange_into(handle, sizes, count, width, height, frames)");
        return NULL;
    }
    flowpy_buffer views[2];
    int taken[2] = {0, 0}, refused = 0;
    flow_layout_t *layout = (flow_layout_t *)(args[0] == api->none ? NULL : api->long_as_void_ptr(args[0]));
    size_t count = (size_t)(uintptr_t)api->long_as_void_ptr(args[2]);
    double width = api->float_as_double(args[3]);
    double height = api->float_as_double(args[4]);
    flowpy_object *result = NULL;
    if (api->error_occurred() != NULL) return NULL;
    const flow_size *sizes = (const flow_size *)address_argument(api, args[1], FLOWPY_BUF_ND, count * sizeof(flow_size),
                                                                 &views[0], &taken[0], &refused);
    flow_rect *frames = (flow_rect *)address_argument(api, args[5], FLOWPY_BUF_ND | FLOWPY_BUF_WRITABLE,
                                                      count * sizeof(flow_rect), &views[1], &taken[1], &refused);
    if (api->error_occurred() != NULL) goto done;
    if (refused) {
        api->incref(api->none);
        result = api->none;
        goto done;
    }
    void *thread_state = count >= FLOWPY_RELEASE_GIL_FROM ? api->save_thread() : NULL;
    int status = api->arrange_into(layout, sizes, count, (float)width, (float)height, frames, NULL);
    if (thread_state != NULL) api->restore_thread(thread_state);
    result = api->long_from_long_long(status);
done:
    for (int k = 0; k < 2; k++)
        if (taken[k]) api->release_buffer(&views[k]);
    return result;
}

static method_def methods[] = {
    {"arrange_list", (any_function)arrange_list_function, FLOWPY_METH_FASTCALL, "The natural arrange, as a built-in."},
    {"frames", (any_function)frames_function, FLOWPY_METH_FASTCALL, "An iterator over a result block's frames."},
    {"pack", (any_function)pack_function, FLOWPY_METH_FASTCALL, "Per-item inputs packed as float32."},
    {"read", (any_function)read_function, FLOWPY_METH_FASTCALL, "The last arrange's result block."},
    {"arrange_into", (any_function)arrange_into_function, FLOWPY_METH_FASTCALL, "flow_layout_arrange_into, as a built-in."},
    {NULL, NULL, 0, NULL},
};

/* The built-ins' definitions, for PyCFunction_NewEx; NULL when the object layout is not the one
   relied on, or the iterator type cannot be made. Makes the type first (flowpy_set_api must have
   run). */
FLOWPY_EXPORT method_def *flowpy_fast_methods(void) {
    const flowpy_api *api = &flowpy_installed_api;
    if (!api->object_layout_known) return NULL;
    if (iterator_type == NULL) {
        static type_slot slots[] = {
            {FLOWPY_TP_DEALLOC, NULL}, {FLOWPY_TP_ITER, NULL}, {FLOWPY_TP_ITERNEXT, NULL}, {0, NULL}};
        static type_spec spec = {"flowlayout.FrameIterator", (int)sizeof(frame_iterator), 0, FLOWPY_TPFLAGS_DEFAULT,
                                 slots};
        slots[0].function = data_address((any_function)iterator_dealloc);
        slots[1].function = data_address((any_function)api->self_iter);
        slots[2].function = data_address((any_function)iterator_next);
        iterator_type = api->type_from_spec(&spec); /* lives as long as the process */
        if (iterator_type == NULL) return NULL;
    }
    return methods;
}
