/*
 * `layout.arrange(sizes, width, first_baselines=..., grow=..., ...)` in one call into C.
 *
 * Through ctypes, each per-item input costs a packing into an array and a call of its own, and the
 * arrange and the result a few more: at 1,000 items, more than the plain call's whole time. This
 * built-in function (made with PyCFunction_NewEx, as those of fast_results.c) packs the pairs and
 * the inputs given as lists or tuples, hands them to the library's setters, arranges and reads the
 * result block, in one call:
 *
 *   arrange_inputs(sizes, handle, width, height, block, direct, values, held_before, held) -> status
 *
 * `values` holds the arrays of the inputs, in the order of INPUT_ARRAYS below (the keywords of
 * FlowLayout.arrange), each None (not given), a list or tuple (packed here) or a bytearray (packed
 * by the bindings). `held_before` is the layout's record of the inputs the library holds (a dict:
 * input name -> flowlayout._inputs.Packed, the packed arrays): those not given are cleared, as a
 * call with sizes means exactly what it says, and those given unchanged are not handed again (so
 * an arrange with unchanged inputs stays as cheap as the library makes it). `held` (an empty dict)
 * receives the record of the inputs given, which the bindings keep: the library has no getters,
 * and a refused call hands the inputs it held back.
 *
 * Nothing changes when anything is refused. With `direct` (as many items as the layout holds, no
 * measure callback) the inputs are handed to the layout first, judged against that count, then the
 * sizes; the bindings hand the old inputs back when the library refuses one or the sizes. Otherwise
 * the sizes and inputs are first tried on a scratch layout, and the layout touched only once the
 * library accepted them there.
 *
 * Returns 0 (the block holds the result), the library's status (the block's first 8 bytes then say
 * what it refused: an input's index, FAILED_SIZES or FAILED_ARRANGE) or one of the negative
 * statuses below. Anything this file does not read in place or with CPython's plain number
 * functions (an entry of another type, a string for an alignment, an exception raised by
 * __float__) is "odd": the bindings then pack it with their checked Python code, which names the
 * culprit or packs what is valid after all.
 */
#include <math.h>
#include <string.h>

#include "flowpy.h"

/* The sizes are odd (nothing changed): the bindings take their general path. */
#define INPUTS_ODD_SIZES (-3)
/* Array block[0..8) is odd (nothing changed): the bindings pack it and call again. */
#define INPUTS_ODD_ARRAY (-4)
/* The library refused the sizes or an input on the scratch layout (nothing changed): the bindings
   take their general path, which names what was refused. */
#define INPUTS_REFUSED_ON_TRIAL (-5)

/* What block[0..8) says after a refusal: an input's index (0..8), or these. */
#define FAILED_SIZES 9
#define FAILED_ARRANGE 10

enum { ARRAY_COUNT = 11, INPUT_COUNT = 9 };

typedef enum { FLOATS, FLAG_WORDS, ALIGNMENTS } array_kind;

typedef struct {
    array_kind kind;
    int columns;       /* numbers per item */
    int none_is_zero;  /* a None entry is 0 (weights); otherwise NaN, the input's default */
    int input;         /* the input (setter) the array belongs to */
} input_array;

/* The arrays, in the order of the keywords of FlowLayout.arrange; inputs are applied in this order,
   as the bindings' general path applies them. */
static const input_array INPUT_ARRAYS[ARRAY_COUNT] = {
    {FLOATS, 1, 1, 0},     /* grow */
    {FLAG_WORDS, 1, 0, 1}, /* flags */
    {FLOATS, 1, 0, 2},     /* guides */
    {FLOATS, 4, 0, 3},     /* spacing */
    {FLOATS, 1, 0, 4},     /* first_baselines */
    {FLOATS, 1, 0, 4},     /* last_baselines */
    {FLOATS, 4, 0, 5},     /* margins */
    {FLOATS, 2, 0, 6},     /* min_sizes */
    {FLOATS, 2, 0, 6},     /* max_sizes */
    {FLOATS, 1, 1, 7},     /* shrink */
    {ALIGNMENTS, 1, 0, 8}, /* align */
};

/* The first array of each input (a pair's second follows it). */
static const int INPUT_FIRST_ARRAY[INPUT_COUNT] = {0, 1, 2, 3, 4, 6, 7, 9, 10};

static int is_pair(int input) { return input == 4 || input == 6; }

/* Hands input `input` to the library: arrays a (and b, for a pair) of n items; NULLs and 0 clear it. */
static int apply_input(const flowpy_api *api, flow_layout_t *layout, int input, const void *a, const void *b,
                       size_t n) {
    switch (input) {
    case 0: return api->set_item_grow(layout, (const float *)a, n);
    case 1: return api->set_item_flags(layout, (const uint32_t *)a, n);
    case 2: return api->set_item_guides(layout, (const float *)a, n);
    case 3: return api->set_item_spacing(layout, (const float *)a, n);
    case 4: return api->set_item_baselines(layout, (const float *)a, (const float *)b, n);
    case 5: return api->set_item_margins(layout, (const flow_edges *)a, n);
    case 6: return api->set_item_limits(layout, (const flow_size *)a, (const flow_size *)b, n);
    case 7: return api->set_item_shrink(layout, (const float *)a, n);
    default: return api->set_item_align(layout, (const int *)a, n);
    }
}

/* One integer entry of flags or alignments, read when it is an exact int or the given enum type
   (PyLong_AsVoidPtr runs no Python code for either); -1 when odd (no Python error left set). */
static int read_integer(const flowpy_api *api, flowpy_object *entry, flowpy_object *enum_type, intptr_t *out) {
    flowpy_object *type = ((const object_head *)entry)->type;
    if (sizeof(void *) < 8 || (type != api->long_type && type != enum_type)) return -1;
    void *value = api->long_as_void_ptr(entry);
    if (value == (void *)-1 && api->error_occurred() != NULL) { /* past the word's range */
        api->error_clear();
        return -1;
    }
    *out = (intptr_t)value;
    return 0;
}

/* Packs the list or tuple `values` of array kind `array` into `out` (room for exactly its items).
   0, or -1 when anything is odd (no Python error left set). */
static int pack_array(const flowpy_api *api, const input_array *array, flowpy_object *values, void *out) {
    if (array->kind == FLOATS) {
        double none_value = array->none_is_zero ? 0.0 : (double)NAN;
        return flowpy_pack_floats(api, values, array->columns, 1, none_value, (float *)out) < 0 ? -1 : 0;
    }
    flowpy_object *type = ((const object_head *)values)->type;
    flowpy_object **entries = type == api->list_type ? list_items(values) : tuple_items(values);
    flowpy_ssize count = var_size(values); /* no Python code runs below: the sequence cannot change */
    /* The last few entries read, by identity: a list of flags or alignments repeats a few objects
       (small ints, members, names), and each is immutable, so its value is read once. */
    enum { SEEN = 8 };
    flowpy_object *seen[SEEN] = {NULL};
    intptr_t seen_value[SEEN] = {0};
    unsigned next_seen = 0;
    for (flowpy_ssize i = 0; i < count; i++) {
        flowpy_object *entry = entries[i];
        intptr_t value;
        int known = 0;
        for (int k = 0; k < SEEN && !known; k++)
            if (seen[k] == entry) {
                value = seen_value[k];
                known = 1;
            }
        if (!known) {
            if (array->kind == FLAG_WORDS) {
                if (read_integer(api, entry, api->item_flags_type, &value) != 0) return -1;
                if (value < 0 || (uint64_t)value > 0xFFFFFFFFu) return -1; /* the bindings' own message */
            } else {
                flowpy_object *name = NULL;
                if (entry == api->none) {
                    value = -1; /* FLOW_ALIGN_AUTO */
                } else if (((const object_head *)entry)->type == api->str_type &&
                           (name = api->dict_get_item(api->align_names, entry)) != NULL) {
                    if (read_integer(api, name, NULL, &value) != 0) return -1; /* a name's value: an int */
                } else if (read_integer(api, entry, api->align_items_type, &value) != 0) {
                    return -1; /* another name, a bool, ...: the bindings' checked path */
                }
                if (value < -2147483647 - 1 || value > 2147483647) return -1;
            }
            seen[next_seen] = entry;
            seen_value[next_seen] = value;
            next_seen = (next_seen + 1) % SEEN;
        }
        if (array->kind == FLAG_WORDS) {
            ((uint32_t *)out)[i] = (uint32_t)value;
        } else {
            ((int *)out)[i] = (int)value;
        }
    }
    return 0;
}

static size_t item_bytes(const input_array *array) { return (size_t)array->columns * 4; }

/* The key of input k in the layout's held inputs (flowlayout._inputs.INPUTS), borrowed. */
static flowpy_object *input_name(const flowpy_api *api, int k) { return tuple_items(api->input_names)[k]; }

/* held[name] = Packed(arrays, length) for every input given; -1 with a Python error set on failure. */
static int record_inputs(const flowpy_api *api, flowpy_object *held, flowpy_object *const *packed,
                         const size_t *lengths) {
    for (int k = 0; k < INPUT_COUNT; k++) {
        int j = INPUT_FIRST_ARRAY[k], width = is_pair(k) ? 2 : 1;
        if (packed[j] == NULL && (width == 1 || packed[j + 1] == NULL)) continue;
        flowpy_object *arrays = api->tuple_new(width);
        flowpy_object *pair = api->tuple_new(2); /* tuple.__new__'s arguments: (Packed, (arrays, length)) */
        flowpy_object *fields = api->tuple_new(2);
        flowpy_object *length = api->long_from_long_long((long long)(lengths[j] ? lengths[j] : lengths[j + 1]));
        int status = arrays != NULL && pair != NULL && fields != NULL && length != NULL ? 0 : -1;
        for (int i = 0; status == 0 && i < width; i++) {
            flowpy_object *array = packed[j + i] != NULL ? packed[j + i] : api->none;
            api->incref(array);
            api->tuple_set_item(arrays, i, array); /* takes the reference */
        }
        flowpy_object *record = NULL;
        if (status == 0) {
            /* Made by tuple.__new__, a built-in: the named tuple's own __new__ is Python code. */
            api->tuple_set_item(fields, 0, arrays);
            api->tuple_set_item(fields, 1, length);
            arrays = length = NULL; /* the fields hold them */
            api->incref(api->packed_type);
            api->tuple_set_item(pair, 0, api->packed_type);
            api->tuple_set_item(pair, 1, fields);
            fields = NULL;
            record = api->call(api->tuple_new_function, pair, NULL);
            status = record == NULL ? -1 : api->dict_set_item(held, input_name(api, k), record);
        }
        flowpy_object *made[5] = {arrays, pair, fields, length, record};
        for (int i = 0; i < 5; i++)
            if (made[i] != NULL) api->decref(made[i]);
        if (status != 0) return -1;
    }
    return 0;
}

/* Whether input k as given is what `held` (the layout's Packed record of it, borrowed, or NULL)
   says the library holds: handing it again would only make the next arrange start afresh. */
static int held_already(const flowpy_api *api, flowpy_object *held, int k, const void *const *arrays,
                        const size_t *lengths) {
    if (held == NULL || ((const object_head *)held)->type != api->packed_type || var_size(held) != 2) return 0;
    flowpy_object *held_arrays = tuple_items(held)[0];
    int width = is_pair(k) ? 2 : 1, j = INPUT_FIRST_ARRAY[k];
    if (((const object_head *)held_arrays)->type != api->tuple_type || var_size(held_arrays) != width) return 0;
    for (int i = 0; i < width; i++) {
        flowpy_object *array = tuple_items(held_arrays)[i];
        if (arrays[j + i] == NULL || array == api->none) {
            if (arrays[j + i] != NULL || array != api->none) return 0;
            continue;
        }
        size_t bytes = lengths[j + i] * item_bytes(&INPUT_ARRAYS[j + i]);
        if (((const object_head *)array)->type != api->bytearray_type || (size_t)var_size(array) != bytes ||
            memcmp(api->bytearray_data(array), arrays[j + i], bytes) != 0)
            return 0;
    }
    return 1;
}

/* Hands the given inputs to the layout in order, but those `unchanged` (bit k); *failed_at is the
   input refused. */
static int apply_inputs(const flowpy_api *api, flow_layout_t *layout, const void *const *arrays, const size_t *lengths,
                        unsigned unchanged, uint64_t *failed_at) {
    for (int k = 0; k < INPUT_COUNT; k++) {
        int j = INPUT_FIRST_ARRAY[k];
        const void *second = is_pair(k) ? arrays[j + 1] : NULL;
        if ((arrays[j] == NULL && second == NULL) || (unchanged & (1u << k))) continue;
        *failed_at = (uint64_t)k;
        int status = apply_input(api, layout, k, arrays[j], second, lengths[j] ? lengths[j] : lengths[j + 1]);
        if (status != FLOW_OK) return status;
    }
    return FLOW_OK;
}

/* The library's part, after packing: the sizes and inputs set (tried first on a scratch layout
   unless `direct`), the inputs `clears` cleared, arranged, the result read into `data`. */
static int arrange_packed(const flowpy_api *api, flow_layout_t *layout, flow_size *sizes, size_t count,
                          const void *const *arrays, const size_t *lengths, int direct, unsigned clears,
                          unsigned unchanged, float width, float height, unsigned char *data, uint64_t *failed_at) {
    int status = FLOW_OK;
    *failed_at = FAILED_SIZES;
    if (!direct) {
        flow_layout_t *scratch = api->create();
        status = scratch == NULL ? FLOW_ERROR_OUT_OF_MEMORY : api->set_items(scratch, sizes, count);
        uint64_t ignored;
        if (status == FLOW_OK) status = apply_inputs(api, scratch, arrays, lengths, 0, &ignored);
        if (scratch != NULL) api->destroy(scratch);
        if (status != FLOW_OK) return INPUTS_REFUSED_ON_TRIAL;
        status = api->set_items(layout, sizes, count); /* nothing changed when refused */
    }
    /* Directly: the inputs first (judged against the items held, as many), then the sizes. After
       the trial: the sizes, then the inputs (the library accepted them there). */
    if (status == FLOW_OK) status = apply_inputs(api, layout, arrays, lengths, unchanged, failed_at);
    for (int k = 0; k < INPUT_COUNT && status == FLOW_OK; k++) /* clearing is never refused */
        if (clears & (1u << k)) apply_input(api, layout, k, NULL, NULL, 0);
    if (status != FLOW_OK) return status;
    flow_size *summary_size = (flow_size *)(void *)(data + count * sizeof(flow_rect));
    if (direct) {
        /* As the plain call: arrange_into keeps the last arrange when sizes and inputs are unchanged. */
        status = api->arrange_into(layout, sizes, count, width, height, (flow_rect *)(void *)data, summary_size);
        /* The bounds were checked by the bindings: a bad value is in the sizes. */
        *failed_at = status == FLOW_ERROR_INVALID_ARGUMENT ? FAILED_SIZES : FAILED_ARRANGE;
    } else {
        *failed_at = FAILED_ARRANGE;
        status = api->arrange(layout, width, height);
        size_t frame_count = 0;
        const flow_rect *frames = status == FLOW_OK ? api->frames(layout, &frame_count) : NULL;
        if (frames != NULL && frame_count == count) memcpy(data, frames, count * sizeof(flow_rect));
        if (status == FLOW_OK) status = api->get_size(layout, summary_size);
    }
    return status == FLOW_OK ? flowpy_read_result(api, layout, count, data) : status;
}

/* arrange_inputs(sizes, handle, width, height, block, direct, values, held_before, held) -> status
   (see above). */
static flowpy_object *arrange_inputs_function(flowpy_object *self, flowpy_object *const *args, flowpy_ssize nargs) {
    const flowpy_api *api = &flowpy_installed_api;
    (void)self;
    if (nargs != 9) {
        api->error_set_string(api->type_error,
                              "arrange_inputs(sizes, handle, width, height, block, direct, values, held_before, held)");
        return NULL;
    }
    flowpy_object *sizes = args[0], *block = args[4], *values = args[6], *held_before = args[7], *held = args[8];
    flow_layout_t *layout = (flow_layout_t *)api->long_as_void_ptr(args[1]);
    double width = api->float_as_double(args[2]);
    double height = api->float_as_double(args[3]);
    int direct = api->long_as_void_ptr(args[5]) != NULL;
    if (api->error_occurred() != NULL) return NULL;
    flowpy_object *sizes_type = ((const object_head *)sizes)->type, *values_type = ((const object_head *)values)->type;
    if ((sizes_type != api->list_type && sizes_type != api->tuple_type) ||
        ((const object_head *)block)->type != api->bytearray_type ||
        (values_type != api->list_type && values_type != api->tuple_type) || var_size(values) != ARRAY_COUNT) {
        api->error_set_string(api->type_error, "arrange_inputs: a list or tuple, a bytearray, 11 values");
        return NULL;
    }
    size_t count = (size_t)var_size(sizes);
    if (count == 0 || (size_t)var_size(block) < count * (sizeof(flow_rect) + sizeof(flow_line)) + sizeof(flowpy_summary)) {
        api->error_set_string(api->type_error, "arrange_inputs: a block for the items' result");
        return NULL;
    }
    unsigned char *data = (unsigned char *)api->bytearray_data(block);
    /* The sizes go where the lines will: set_items copies them before any line is written. */
    flow_size *packed_sizes = (flow_size *)(void *)(data + count * sizeof(flow_rect) + sizeof(flowpy_summary));
    size_t failed = 0;
    if (flowpy_pack_pairs(api, sizes, count, packed_sizes, &failed) != 0) {
        if (api->error_occurred() != NULL) api->error_clear();
        return api->long_from_long_long(INPUTS_ODD_SIZES);
    }

    /* Every array given, packed (or as the bindings packed it), before the library sees any. */
    flowpy_object *packed[ARRAY_COUNT] = {NULL};
    const void *arrays[ARRAY_COUNT] = {NULL};
    size_t lengths[ARRAY_COUNT] = {0};
    flowpy_object **items = values_type == api->list_type ? list_items(values) : tuple_items(values);
    uint64_t odd = ARRAY_COUNT;
    flowpy_object *result = NULL;
    for (int j = 0; j < ARRAY_COUNT && odd == ARRAY_COUNT; j++) {
        flowpy_object *given = items[j];
        const input_array *array = &INPUT_ARRAYS[j];
        if (given == api->none) continue;
        flowpy_object *type = ((const object_head *)given)->type;
        if (type == api->bytearray_type) { /* packed by the bindings */
            api->incref(given);
            packed[j] = given;
            arrays[j] = api->bytearray_data(given);
            lengths[j] = (size_t)var_size(given) / item_bytes(array);
            continue;
        }
        flowpy_ssize length = (type == api->list_type || type == api->tuple_type) ? var_size(given) : 0;
        if (length == 0) {
            odd = (uint64_t)j;
            break;
        }
        packed[j] = api->bytearray_new(NULL, length * (flowpy_ssize)item_bytes(array));
        if (packed[j] == NULL) goto done; /* MemoryError */
        void *out = api->bytearray_data(packed[j]);
        /* __float__ may have shrunk the list: the length read before packing must still hold. */
        if (pack_array(api, array, given, out) != 0 || var_size(given) != length) {
            odd = (uint64_t)j;
            break;
        }
        arrays[j] = out;
        lengths[j] = (size_t)length;
    }
    for (int k = 0; k < INPUT_COUNT && odd == ARRAY_COUNT; k++) { /* a pair's arrays differ in length */
        int j = INPUT_FIRST_ARRAY[k];
        if (is_pair(k) && arrays[j] != NULL && arrays[j + 1] != NULL && lengths[j] != lengths[j + 1]) odd = (uint64_t)j;
    }
    if (odd != ARRAY_COUNT) {
        memcpy(data, &odd, sizeof odd);
        result = api->long_from_long_long(INPUTS_ODD_ARRAY);
        goto done;
    }
    unsigned clears = 0, unchanged = 0; /* the inputs held and not given; those given as held */
    for (int k = 0; k < INPUT_COUNT; k++) {
        int j = INPUT_FIRST_ARRAY[k];
        int given_here = arrays[j] != NULL || (is_pair(k) && arrays[j + 1] != NULL);
        flowpy_object *held_record = api->dict_get_item(held_before, input_name(api, k));
        if (!given_here && held_record != NULL) clears |= 1u << k;
        if (given_here && direct && held_already(api, held_record, k, arrays, lengths)) unchanged |= 1u << k;
    }
    if (record_inputs(api, held, packed, lengths) != 0) goto done;

    /* Python objects are no longer touched: other threads may run while a large layout is arranged. */
    void *thread_state = count >= FLOWPY_RELEASE_GIL_FROM ? api->save_thread() : NULL;
    uint64_t failed_at = FAILED_SIZES;
    int status = arrange_packed(api, layout, packed_sizes, count, arrays, lengths, direct, clears, unchanged,
                                (float)width, (float)height, data, &failed_at);
    if (thread_state != NULL) api->restore_thread(thread_state);
    if (status > 0) memcpy(data, &failed_at, sizeof failed_at);
    result = api->long_from_long_long(status);
done:
    for (int j = 0; j < ARRAY_COUNT; j++)
        if (packed[j] != NULL) api->decref(packed[j]);
    return result;
}

/* The built-in's definition (method_def, flowpy.h), for PyCFunction_NewEx; NULL when the object
   layout is not the one relied on or the library lacks a setter. */
static method_def input_methods[] = {
    {"arrange_inputs", (any_function)arrange_inputs_function, FLOWPY_METH_FASTCALL,
     "arrange with per-item inputs, in one call."},
    {NULL, NULL, 0, NULL},
};

FLOWPY_EXPORT method_def *flowpy_input_methods(void) {
    const flowpy_api *api = &flowpy_installed_api;
    if (!api->object_layout_known || api->set_items == NULL || api->arrange == NULL || api->create == NULL ||
        api->destroy == NULL || api->set_item_grow == NULL || api->set_item_flags == NULL ||
        api->set_item_guides == NULL || api->set_item_spacing == NULL || api->set_item_baselines == NULL ||
        api->set_item_margins == NULL || api->set_item_limits == NULL || api->set_item_shrink == NULL ||
        api->set_item_align == NULL)
        return NULL;
    if (api->packed_type == NULL || api->tuple_new_function == NULL || api->call == NULL || api->dict_set_item == NULL ||
        api->dict_get_item == NULL || api->input_names == NULL || api->align_names == NULL || api->str_type == NULL ||
        ((const object_head *)api->input_names)->type != api->tuple_type || var_size(api->input_names) != INPUT_COUNT)
        return NULL;
    return input_methods;
}
