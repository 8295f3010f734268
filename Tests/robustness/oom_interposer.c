/* LD_PRELOAD interposer for oom_injection: replaces posix_memalign (the only allocation function
 * libflowlayout calls) so that, while `oom_interposer_armed` is set, the `oom_interposer_fail_at`-th
 * call fails with ENOMEM. Calls are counted only while armed (during library calls), so the
 * harness's own allocations neither count nor fail. */
#define _GNU_SOURCE /* RTLD_NEXT */
#include <dlfcn.h>
#include <errno.h>
#include <stddef.h>

long oom_interposer_calls;
long oom_interposer_fail_at;
long oom_interposer_failures;
int oom_interposer_armed;

typedef int (*posix_memalign_fn)(void **, size_t, size_t);

int posix_memalign(void **block, size_t alignment, size_t size) {
    static posix_memalign_fn real;
    if (real == NULL) real = (posix_memalign_fn)dlsym(RTLD_NEXT, "posix_memalign");
    if (oom_interposer_armed) {
        oom_interposer_calls++;
        if (oom_interposer_calls == oom_interposer_fail_at) {
            oom_interposer_failures++;
            return ENOMEM;
        }
    }
    return real(block, alignment, size);
}
