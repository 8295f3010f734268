/* Heap-allocation counter, loaded with LD_PRELOAD in front of the C library.
 *
 * Every allocating entry point (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign,
 * valloc, pvalloc) bumps one counter and forwards to glibc's own implementation. The benchmark
 * reads the counter through `flowbench_alloc_count` (found with dlsym, so it runs without the
 * counter too) before and after the calls it checks. free is not counted: it never allocates.
 *
 * Build: cc -O2 -shared -fPIC alloc_counter.c -o libflowbench_alloc.so */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocations;

static inline void count_one(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

__attribute__((visibility("default"))) uint64_t flowbench_alloc_count(void)
{
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *valloc(size_t size) { count_one(); return __libc_memalign(4096, size); }

void *pvalloc(size_t size)
{
    count_one();
    return __libc_memalign(4096, (size + 4095) & ~(size_t)4095);
}

int posix_memalign(void **out, size_t alignment, size_t size)
{
    count_one();
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}
