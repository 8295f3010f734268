/*
 * The little C runtime flowlayout.wasm needs: a memory allocator over the WebAssembly linear
 * memory (posix_memalign and free, which the C ABI layer's allocator calls; a failure is
 * FLOW_ERROR_OUT_OF_MEMORY), a seed for the standard library's hashing, three 128-bit integer
 * helpers the compiler calls, and the callbacks the C ABI takes (the measure function, the range
 * measure function and the overflow indicator), each a C function that forwards to one JavaScript
 * import. The module's only imports are those three functions ("flowlayout" "measure",
 * "flowlayout" "measure_range" and "flowlayout" "overflow"); without callbacks they are never
 * called.
 * Built by scripts/build-js with the Swift toolchain's clang for wasm32 (no libc, no WASI).
 */
#include <stddef.h>
#include <stdint.h>
#include "flowlayout.h"

#define EXPORT(name) __attribute__((export_name(#name))) __attribute__((used))

/* ---------------------------------------------------------------------------------------------- */
/* Allocator                                                                                       */
/* ---------------------------------------------------------------------------------------------- */
/*
 * One heap from __heap_base to the end of linear memory, grown with memory.grow. Every block
 * starts with a 16-byte header and is a multiple of 16 bytes, so payloads are 16-byte aligned.
 * Headers record the previous block's size too, so a freed block merges with both neighbours in
 * O(1): the engine frees and reallocates buffers of millions of items, and without merging the
 * heap would only grow. Free blocks form one doubly linked list searched first-fit; the engine
 * keeps its buffers across arranges, so the list stays short. The heap ends with a used,
 * zero-size sentinel block, which the next growth turns into free space.
 */

enum { HEADER = 16, ALIGN = 16, MIN_BLOCK = 32, PAGE = 65536 };
enum { USED = 1u, FORWARD = 2u };

typedef struct block {
    uint32_t size;       /* whole block, header included; 0 for the sentinel */
    uint32_t prev_size;  /* size of the block just before this one; 0 for the first block */
    uint32_t flags;      /* USED, or FORWARD for the stand-in header of an over-aligned payload */
    uint32_t offset;     /* FORWARD only: bytes from the real payload to this stand-in's payload */
} block;

typedef struct free_links { block *next, *prev; } free_links;

extern unsigned char __heap_base;
static block *heap_first, *heap_sentinel, *free_list;

static inline uintptr_t align_up(uintptr_t value, uintptr_t alignment) {
    return (value + alignment - 1) & ~(alignment - 1);
}
static inline free_links *links(block *b) { return (free_links *)((unsigned char *)b + HEADER); }
static inline block *next_block(block *b) { return (block *)((unsigned char *)b + b->size); }
static inline block *prev_block(block *b) { return (block *)((unsigned char *)b - b->prev_size); }

static void list_push(block *b) {
    links(b)->prev = NULL;
    links(b)->next = free_list;
    if (free_list) links(free_list)->prev = b;
    free_list = b;
}

static void list_remove(block *b) {
    free_links *l = links(b);
    if (l->prev) links(l->prev)->next = l->next; else free_list = l->next;
    if (l->next) links(l->next)->prev = l->prev;
}

/* Marks b free, merges it with free neighbours and lists the result. */
static void release_block(block *b) {
    b->flags = 0;
    block *next = next_block(b);
    if (next != heap_sentinel && !(next->flags & USED)) {
        list_remove(next);
        b->size += next->size;
    }
    if (b != heap_first) {
        block *prev = prev_block(b);
        if (!(prev->flags & USED)) {
            list_remove(prev);
            prev->size += b->size;
            b = prev;
        }
    }
    next_block(b)->prev_size = b->size;
    list_push(b);
}

static int heap_init(void) {
    uintptr_t start = align_up((uintptr_t)&__heap_base, ALIGN);
    uintptr_t end = (uintptr_t)__builtin_wasm_memory_size(0) * PAGE;
    if (end < start + HEADER) {
        if (__builtin_wasm_memory_grow(0, 1) == (size_t)-1) return 0;
        end += PAGE;
    }
    heap_first = heap_sentinel = (block *)start;
    heap_sentinel->size = 0;
    heap_sentinel->prev_size = 0;
    heap_sentinel->flags = USED;
    /* The space between the sentinel and the end of memory becomes the first free block. */
    uintptr_t spare = (end - start - HEADER) & ~(uintptr_t)(ALIGN - 1);
    if (spare >= MIN_BLOCK) {
        block *b = heap_sentinel;
        b->size = (uint32_t)spare;
        heap_sentinel = next_block(b);
        heap_sentinel->size = 0;
        heap_sentinel->prev_size = b->size;
        heap_sentinel->flags = USED;
        release_block(b);
    }
    return 1;
}

/* Grows linear memory by at least `bytes` and lists the new space as a free block. */
static int heap_grow(uint32_t bytes) {
    uint32_t pages = (uint32_t)((bytes + (uint64_t)HEADER + PAGE - 1) / PAGE);
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    block *b = heap_sentinel;  /* the old sentinel heads the new space */
    b->size = pages * PAGE;
    heap_sentinel = next_block(b);
    heap_sentinel->size = 0;
    heap_sentinel->prev_size = b->size;
    heap_sentinel->flags = USED;
    release_block(b);
    return 1;
}

static void *heap_alloc(size_t size) {
    if (!heap_first && !heap_init()) return NULL;
    if (size > 0x7fff0000u) return NULL;
    uint32_t need = (uint32_t)align_up(size + HEADER, ALIGN);
    if (need < MIN_BLOCK) need = MIN_BLOCK;
    for (int attempt = 0; attempt < 2; attempt++) {
        for (block *b = free_list; b; b = links(b)->next) {
            if (b->size < need) continue;
            list_remove(b);
            if (b->size - need >= MIN_BLOCK) {  /* split: the tail stays free */
                block *rest = (block *)((unsigned char *)b + need);
                rest->size = b->size - need;
                rest->prev_size = need;
                rest->flags = 0;
                next_block(rest)->prev_size = rest->size;
                b->size = need;
                list_push(rest);
            }
            b->flags = USED;
            return (unsigned char *)b + HEADER;
        }
        if (!heap_grow(need)) return NULL;
    }
    return NULL;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (!out || alignment == 0 || (alignment & (alignment - 1))) return 22; /* EINVAL */
    if (alignment <= ALIGN) {
        void *p = heap_alloc(size);
        if (!p) return 12; /* ENOMEM */
        *out = p;
        return 0;
    }
    if (size > 0x7fff0000u - alignment) return 12;
    unsigned char *p = heap_alloc(size + alignment);
    if (!p) return 12;
    unsigned char *q = (unsigned char *)align_up((uintptr_t)p, alignment);
    if (q != p) {  /* q - p >= 16: a stand-in header fits just before q and leads free() back to p */
        block *stand_in = (block *)(q - HEADER);
        stand_in->flags = FORWARD;
        stand_in->offset = (uint32_t)(q - p);
    }
    *out = q;
    return 0;
}

EXPORT(malloc)
void *malloc(size_t size) {
    void *p = NULL;
    return posix_memalign(&p, ALIGN, size) == 0 ? p : NULL;
}

EXPORT(free)
void free(void *pointer) {
    if (!pointer) return;
    block *b = (block *)((unsigned char *)pointer - HEADER);
    if (b->flags & FORWARD) b = (block *)((unsigned char *)pointer - b->offset - HEADER);
    release_block(b);
}

/* The standard library seeds its hashing with random bytes. The engine's results never depend on
 * hash order, and the module has no source of randomness without imports: a fixed sequence. */
void arc4random_buf(void *buffer, size_t count) {
    static uint32_t state = 0x9e3779b9u;
    unsigned char *out = buffer;
    for (size_t i = 0; i < count; i++) {
        state ^= state << 13; state ^= state >> 17; state ^= state << 5;
        out[i] = (unsigned char)state;
    }
}

/* ---------------------------------------------------------------------------------------------- */
/* 128-bit integer helpers (compiler-rt's, which the toolchain does not ship for wasm32)           */
/* ---------------------------------------------------------------------------------------------- */

typedef union { __int128 all; struct { uint64_t low, high; } s; } words128;

__int128 __ashlti3(__int128 value, int shift) {
    words128 in = { .all = value }, out;
    shift &= 127;
    if (shift == 0) return value;
    if (shift >= 64) { out.s.low = 0; out.s.high = in.s.low << (shift - 64); }
    else { out.s.low = in.s.low << shift; out.s.high = (in.s.high << shift) | (in.s.low >> (64 - shift)); }
    return out.all;
}

__int128 __lshrti3(__int128 value, int shift) {
    words128 in = { .all = value }, out;
    shift &= 127;
    if (shift == 0) return value;
    if (shift >= 64) { out.s.high = 0; out.s.low = in.s.high >> (shift - 64); }
    else { out.s.high = in.s.high >> shift; out.s.low = (in.s.low >> shift) | (in.s.high << (64 - shift)); }
    return out.all;
}

/* Full 64 x 64 -> 128-bit product from 32-bit halves. */
static words128 multiply_64(uint64_t a, uint64_t b) {
    uint64_t a_lo = (uint32_t)a, a_hi = a >> 32, b_lo = (uint32_t)b, b_hi = b >> 32;
    uint64_t lo_lo = a_lo * b_lo, hi_lo = a_hi * b_lo, lo_hi = a_lo * b_hi, hi_hi = a_hi * b_hi;
    uint64_t middle = (lo_lo >> 32) + (uint32_t)hi_lo + (uint32_t)lo_hi;
    words128 r;
    r.s.low = (middle << 32) | (uint32_t)lo_lo;
    r.s.high = hi_hi + (hi_lo >> 32) + (lo_hi >> 32) + (middle >> 32);
    return r;
}

__int128 __multi3(__int128 a, __int128 b) {
    words128 x = { .all = a }, y = { .all = b };
    words128 r = multiply_64(x.s.low, y.s.low);
    r.s.high += x.s.high * y.s.low + x.s.low * y.s.high;
    return r.all;
}

/* ---------------------------------------------------------------------------------------------- */
/* Callbacks into JavaScript                                                                       */
/* ---------------------------------------------------------------------------------------------- */
/*
 * A C function pointer in wasm is an index into the module's function table, which JavaScript
 * cannot fill without a glue generator; so the module has one C callback of each kind, which
 * calls an imported JavaScript function with the callback's user data (a number the JavaScript
 * side chose: which layout's function to call) and where to write the answer. The import writes
 * NaN when the JavaScript function threw or answered nonsense, so the arrange fails with
 * FLOW_ERROR_MEASURE and unwinds normally (an exception thrown through wasm frames would leave the
 * handle marked as being arranged, and the stack pointer moved).
 */
__attribute__((import_module("flowlayout"), import_name("measure")))
void flowjs_import_measure(void *user_data, size_t index, float width, float height, float *answer);

/* The answers are written straight into wasm memory: `count` sizes (width, height) from `answers`,
 * which is valid during the call only (often the engine's own cache). */
__attribute__((import_module("flowlayout"), import_name("measure_range")))
void flowjs_import_measure_range(void *user_data, size_t first, size_t count, float width, float height,
                                 flow_size *answers);

__attribute__((import_module("flowlayout"), import_name("overflow")))
void flowjs_import_overflow(void *user_data, size_t hidden_count, float *answer);

static flow_measurement measure_in_js(void *user_data, size_t index, flow_size proposal) {
    float answer[4] = {0, 0, 0, 0};
    flowjs_import_measure(user_data, index, proposal.width, proposal.height, answer);
    flow_measurement m = { { answer[0], answer[1] }, answer[2], answer[3] };
    return m;
}

/* wasm32's C ABI passes a struct by address, which JavaScript cannot read without the memory's
 * layout: the import gets the proposal's two lengths instead. */
static void measure_range_in_js(void *user_data, size_t first, size_t count, flow_size proposal, flow_size *answers) {
    flowjs_import_measure_range(user_data, first, count, proposal.width, proposal.height, answers);
}

static flow_size overflow_in_js(void *user_data, size_t hidden_count) {
    float answer[2] = {0, 0};
    flowjs_import_overflow(user_data, hidden_count, answer);
    flow_size s = { answer[0], answer[1] };
    return s;
}

/* flow_layout_set_measure_ex with the JavaScript measure callback `user_data` names. */
EXPORT(flowjs_set_measure)
int flowjs_set_measure(flow_layout_t *layout, size_t count, void *user_data) {
    return flow_layout_set_measure_ex(layout, count, measure_in_js, user_data);
}

/* flow_layout_set_measure_range with the JavaScript range measure callback `user_data` names. */
EXPORT(flowjs_set_measure_range)
int flowjs_set_measure_range(flow_layout_t *layout, size_t count, void *user_data) {
    return flow_layout_set_measure_range(layout, count, measure_range_in_js, user_data);
}

/* flow_layout_set_overflow_indicator with the JavaScript callback `user_data` names; 0 removes it. */
EXPORT(flowjs_set_overflow_indicator)
int flowjs_set_overflow_indicator(flow_layout_t *layout, void *user_data) {
    return flow_layout_set_overflow_indicator(layout, user_data ? overflow_in_js : NULL, user_data);
}
