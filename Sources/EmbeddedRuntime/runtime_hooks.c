/*
 * C-library functions the Embedded Swift runtime calls, defined inside libflowlayout so that the
 * library loads on glibc 2.17 and later (SPEC: no symbol version newer than GLIBC_2.17).
 *
 * Embedded Swift seeds its hash functions (Dictionary, Set) with arc4random_buf, which glibc
 * gained only in 2.36. This definition is linked into the library and never exported (the
 * version script and the static archive's localisation keep every non-flow_ symbol private),
 * so programs that call the C library's own arc4random_buf are unaffected.
 *
 * Built only by CMake, for the Embedded Swift library; SwiftPM builds use the full Swift runtime.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_getrandom
#define SYS_getrandom 318 /* x86_64; headers older than Linux 3.17 lack the name */
#endif

/* Reads up to `length` random bytes from the kernel; returns how many it got. */
static size_t kernel_random(unsigned char *out, size_t length) {
    size_t filled = 0;
    while (filled < length) {
        long got = syscall(SYS_getrandom, out + filled, length - filled, 0);
        if (got <= 0) break; /* ENOSYS before Linux 3.17, EINTR: fall back below */
        filled += (size_t)got;
    }
    if (filled == length) return filled;
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return filled;
    while (filled < length) {
        ssize_t got = read(fd, out + filled, length - filled);
        if (got <= 0) break;
        filled += (size_t)got;
    }
    close(fd);
    return filled;
}

/* Hash seeds only need to differ between processes; never fails and never aborts. */
__attribute__((visibility("hidden"))) void arc4random_buf(void *buffer, size_t length) {
    unsigned char *out = buffer;
    size_t filled = kernel_random(out, length);
    if (filled == length) return;
    /* No kernel randomness (sandboxed, no /dev): mix the clock and addresses (splitmix64). */
    struct timespec now = {0, 0};
    clock_gettime(CLOCK_MONOTONIC, &now);
    uint64_t state = (uint64_t)now.tv_nsec ^ ((uint64_t)now.tv_sec << 32) ^ (uint64_t)(uintptr_t)buffer ^
                     (uint64_t)(uintptr_t)&now;
    for (; filled < length; filled++) {
        state += 0x9e3779b97f4a7c15u;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
        out[filled] = (unsigned char)(z ^ (z >> 31));
    }
}
