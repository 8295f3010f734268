/*
 * What the helper module's C files share: the CPython and library functions they call, passed by
 * address from the bindings (flowpy_api), and the result block's summary. No Python header is
 * included: objects are opaque pointers, and the few layout facts used (an object starts with its
 * reference count and its type) are checked by the bindings before they turn on the code relying
 * on them.
 */
#ifndef FLOWPY_H
#define FLOWPY_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "flowlayout.h"

#if defined(_WIN32)
#define FLOWPY_EXPORT __declspec(dllexport)
#else
#define FLOWPY_EXPORT __attribute__((visibility("default")))
#endif

typedef intptr_t flowpy_ssize; /* Py_ssize_t */

/* Item count from which the GIL is released while the library works (below, releasing costs more
   than the work). */
#define FLOWPY_RELEASE_GIL_FROM 2048

/* A PyObject pointer. Only fast_results.c reads into an object (its reference count and type, the
   first two words), and only when the bindings set object_layout_known after checking that layout. */
typedef void flowpy_object;

/* What the bindings pass: the functions used, by address. */
typedef struct {
    flowpy_ssize (*sequence_size)(flowpy_object *sequence);                    /* PySequence_Size */
    flowpy_object *(*sequence_get_item)(flowpy_object *sequence, flowpy_ssize index); /* PySequence_GetItem */
    double (*float_as_double)(flowpy_object *number);                          /* PyFloat_AsDouble */
    flowpy_object *(*error_occurred)(void);                                    /* PyErr_Occurred */
    void (*decref)(flowpy_object *object);                                     /* Py_DecRef */
    char *(*bytearray_data)(flowpy_object *bytearray);                         /* PyByteArray_AsString */
    flowpy_ssize (*tuple_size)(flowpy_object *tuple);                          /* PyTuple_Size */
    flowpy_object *(*tuple_get_item)(flowpy_object *tuple, flowpy_ssize index); /* PyTuple_GetItem */
    void (*error_clear)(void);                                                 /* PyErr_Clear */
    void *(*save_thread)(void);                                                /* PyEval_SaveThread */
    void (*restore_thread)(void *state);                                       /* PyEval_RestoreThread */
    int (*arrange_into)(flow_layout_t *, const flow_size *, size_t, float, float, flow_rect *, flow_size *);
    int (*get_content_size)(const flow_layout_t *, flow_size *);
    size_t (*visible_count)(const flow_layout_t *);
    const flow_line *(*lines)(const flow_layout_t *, size_t *);
    int (*arrange_batch)(flow_layout_t *, const flow_size *, const size_t *, size_t, float, float, flow_rect *,
                         flow_size *); /* NULL when the library lacks it */
    /* For the results read at C speed (fast_results.c). */
    flowpy_object *(*float_from_double)(double value);                         /* PyFloat_FromDouble */
    flowpy_object *(*long_from_long_long)(long long value);                    /* PyLong_FromLongLong */
    flowpy_object *(*tuple_new)(flowpy_ssize size);                            /* PyTuple_New */
    int (*tuple_set_item)(flowpy_object *tuple, flowpy_ssize index, flowpy_object *item); /* PyTuple_SetItem */
    void (*incref)(flowpy_object *object);                                     /* Py_IncRef */
    flowpy_object *(*list_get_item)(flowpy_object *list, flowpy_ssize index);  /* PyList_GetItem */
    flowpy_ssize (*list_size)(flowpy_object *list);                            /* PyList_Size */
    void *(*long_as_void_ptr)(flowpy_object *number);                          /* PyLong_AsVoidPtr */
    flowpy_object *(*type_from_spec)(void *spec);                              /* PyType_FromSpec */
    flowpy_object *(*generic_alloc)(flowpy_object *type, flowpy_ssize items);  /* PyType_GenericAlloc */
    void (*object_free)(void *object);                                         /* PyObject_Free */
    flowpy_object *(*self_iter)(flowpy_object *object);                        /* PyObject_SelfIter */
    void (*error_set_string)(flowpy_object *type, const char *message);        /* PyErr_SetString */
    flowpy_object *type_error;                                                 /* PyExc_TypeError */
    flowpy_object *none;                                                       /* None */
    flowpy_object *(*bytearray_new)(const char *data, flowpy_ssize size);      /* PyByteArray_FromStringAndSize */
    const flow_rect *(*frames)(const flow_layout_t *, size_t *);               /* flow_layout_frames */
    int (*get_size)(const flow_layout_t *, flow_size *);                       /* flow_layout_get_size */
    flowpy_object *float_type, *long_type, *tuple_type, *list_type, *bytearray_type; /* float, int, ... */
    int object_layout_known; /* 1: objects start with a Py_ssize_t reference count and their type (a GIL build) */
    int plain_refcounts;     /* 1: reference counts are plain counts (no immortal objects: before 3.12) */
    int int_digits_30;       /* 1: an int is its size (digits, signed) then 30-bit digits in uint32 (3.8-3.11) */
    /* For arrange with per-item inputs (input_arrange.c): the library's setters, NULL when it lacks one. */
    int (*set_items)(flow_layout_t *, const flow_size *, size_t);
    int (*arrange)(flow_layout_t *, float, float);
    flow_layout_t *(*create)(void);
    void (*destroy)(flow_layout_t *);
    int (*set_item_grow)(flow_layout_t *, const float *, size_t);
    int (*set_item_flags)(flow_layout_t *, const uint32_t *, size_t);
    int (*set_item_guides)(flow_layout_t *, const float *, size_t);
    int (*set_item_spacing)(flow_layout_t *, const float *, size_t);
    int (*set_item_baselines)(flow_layout_t *, const float *, const float *, size_t);
    int (*set_item_margins)(flow_layout_t *, const flow_edges *, size_t);
    int (*set_item_limits)(flow_layout_t *, const flow_size *, const flow_size *, size_t);
    int (*set_item_shrink)(flow_layout_t *, const float *, size_t);
    int (*set_item_align)(flow_layout_t *, const int *, size_t);
    flowpy_object *item_flags_type, *align_items_type; /* flowlayout.ItemFlags, flowlayout.AlignItems */
    flowpy_object *packed_type;                                                /* flowlayout._inputs.Packed */
    flowpy_object *tuple_new_function;                                         /* tuple.__new__ */
    flowpy_object *(*call)(flowpy_object *callable, flowpy_object *args, flowpy_object *kwargs); /* PyObject_Call */
    int (*dict_set_item)(flowpy_object *dict, flowpy_object *key, flowpy_object *value); /* PyDict_SetItem */
    flowpy_object *(*dict_get_item)(flowpy_object *dict, flowpy_object *key); /* PyDict_GetItem */
    flowpy_object *input_names; /* the held inputs' keys, a tuple of str in input_arrange.c's order of inputs */
    flowpy_object *align_names; /* {name: FLOW_ALIGN_* value}: the names of alignments, as flowlayout takes them */
    flowpy_object *str_type;    /* str */
    /* For arrays passed to arrange_into as they are (fast_results.c). */
    int (*get_buffer)(flowpy_object *exporter, void *view, int flags);          /* PyObject_GetBuffer */
    void (*release_buffer)(void *view);                                         /* PyBuffer_Release */
} flowpy_api;

/* Py_buffer, as CPython 3.3 and later lay it out (part of the stable ABI from 3.11). */
typedef struct {
    void *buf;
    flowpy_object *obj;
    flowpy_ssize len, itemsize;
    int readonly, ndim;
    char *format;
    flowpy_ssize *shape, *strides, *suboffsets;
    void *internal;
} flowpy_buffer;

#define FLOWPY_BUF_WRITABLE 0x0001
#define FLOWPY_BUF_ND 0x0008 /* a shape, no strides: C-contiguous */

/*
 * The result block the bindings read a LayoutResult from, after the frames (16 * count bytes):
 * the arranged size, the content size, the visible item count and the line count, then the lines.
 */
typedef struct {
    flow_size size;
    flow_size content_size;
    uint64_t visible_count;
    uint64_t line_count;
} flowpy_summary;

int flowpy_read_result(const flowpy_api *api, flow_layout_t *layout, size_t count, unsigned char *block);
int flowpy_arrange_list(flowpy_object *pairs, size_t count, flow_layout_t *layout, float width, float height,
                        flowpy_object *block);
int flowpy_pack_pairs(const flowpy_api *api, flowpy_object *pairs, size_t count, flow_size *out, size_t *failed);
flowpy_ssize flowpy_pack_floats(const flowpy_api *api, flowpy_object *values, flowpy_ssize columns, int none_allowed,
                                double none_value, float *out);

/* Any function, stored as PyMethodDef and PyType_Slot store them. */
typedef void (*any_function)(void);

/* PyMethodDef, as the stable ABI lays it out: the built-ins' definitions, for PyCFunction_NewEx. */
typedef struct {
    const char *name;
    any_function function;
    int flags;
    const char *doc;
} method_def;

#define FLOWPY_METH_FASTCALL 0x0080

/* The start of every object in a CPython build with the GIL (checked by the bindings). */
typedef struct {
    flowpy_ssize refcount;
    flowpy_object *type;
} object_head;

/*
 * The few object layouts read directly (CPython 3.8 to 3.13 with a GIL, which the bindings check:
 * object_layout_known): a tuple's items follow its size, a list's item array pointer follows its
 * size, a float's value follows its head. Reference counts are changed directly only where they
 * are plain counts (plain_refcounts: before 3.12's immortal objects); otherwise through
 * Py_IncRef and Py_DecRef.
 */
typedef struct {
    object_head head;
    flowpy_ssize size;
} var_head;

static inline flowpy_object **tuple_items(flowpy_object *tuple) {
    return (flowpy_object **)(void *)((char *)tuple + sizeof(var_head));
}

static inline flowpy_object **list_items(flowpy_object *list) {
    return *(flowpy_object ***)(void *)((char *)list + sizeof(var_head));
}

static inline flowpy_ssize var_size(const flowpy_object *object) { return ((const var_head *)object)->size; }

static inline double float_value(const flowpy_object *number) {
    double value;
    memcpy(&value, (const char *)number + sizeof(object_head), sizeof value);
    return value;
}

static inline void own(const flowpy_api *api, flowpy_object *object) {
    if (api->plain_refcounts) {
        ((object_head *)object)->refcount++;
    } else {
        api->incref(object);
    }
}

static inline void drop(const flowpy_api *api, flowpy_object *object) {
    if (api->plain_refcounts && ((object_head *)object)->refcount > 1) {
        ((object_head *)object)->refcount--;
    } else {
        api->decref(object); /* the last reference: the object's dealloc */
    }
}

/* The functions set by flowpy_set_api (they live as long as the process). */
extern flowpy_api flowpy_installed_api;

#endif
