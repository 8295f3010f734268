/* Layouts through the whole C ABI, one line each (the line breaks and a hash of every result), to
 * compare two builds of the library: scripts/test-aarch64 runs it built for x86-64 and, under
 * qemu, for aarch64, and diffs the outputs. Nothing here depends on the machine: sizes come from
 * a fixed generator (splitmix64) and every float the library returns is hashed by its bits.
 *   digest [COUNT [SEED [FEATURE_MASK [ONLY]]]]
 * COUNT layouts of each of three kinds: "wide" (random options, per-item inputs and entry points:
 * arrange, arrange_into, measure callbacks, batch, first_fitting), "plain" (balanced, pretty and
 * min-lines rows of quarter-point, 1/64-point and arbitrary widths) and "fourteen" (14 items of
 * quarter points, gap 8, width 203.75, balanced). FEATURE_MASK clears wide's options by bit
 * (see F(n) below) to find which one a difference needs; ONLY runs a single layout of each kind. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "flowlayout.h"
static uint64_t state;
static uint64_t next(void) { state += 0x9e3779b97f4a7c15u; uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u; z = (z ^ (z >> 27)) * 0x94d049bb133111ebu; return z ^ (z >> 31); }
static uint32_t below(uint32_t n) { return (uint32_t)(next() % n); }
static float unit(void) { return (float)(next() >> 40) / (float)(1u << 24); }
static float length(int kind) {
    switch (kind) {
    case 0: return (float)below(400) / 4;
    case 1: return (float)below(6400) / 64;
    case 2: return unit() * 100;
    case 3: return unit() * 1e6f;
    default: return unit() * unit() * 30;
    }
}
static uint64_t h; static unsigned long mask = ~0ul;
#define F(b) (mask >> (b) & 1)
static void mix(const void *p, size_t n) { const unsigned char *b = p; for (size_t j = 0; j < n; j++) { h ^= b[j]; h *= 1099511628211u; } }
#define MAXN 400
static flow_size *msizes;
static flow_size measure(void *u, size_t i, flow_size p) { (void)u; (void)p; return msizes[i]; }
static flow_measurement measure_ex(void *u, size_t i, flow_size p) { (void)u; (void)p; return (flow_measurement){msizes[i], (float)(i % 7), NAN}; }
static flow_rect outframes[4 * MAXN];
static uint64_t wide(long count, uint64_t seed, long only) {
    uint64_t total = 1469598103934665603u;
    static flow_size sizes[MAXN], mins[MAXN], maxs[MAXN]; static float grow[MAXN], shrink[MAXN], sp[4 * MAXN];
    static uint32_t flags[MAXN]; static flow_edges margins[MAXN];
    flow_layout_t *layout = flow_layout_create();
    for (long k = 0; k < count; k++) {
        if (only >= 0 && k != only) continue;
        state = seed * 1000003u + (uint64_t)k;
        if (below(8) == 0 && F(24)) { flow_layout_destroy(layout); layout = flow_layout_create(); }
        uint32_t n = 1 + below(below(5) == 0 ? MAXN : 40);
        int kind = below(5);
        for (uint32_t i = 0; i < n; i++) {
            sizes[i] = (flow_size){length(kind), 1 + (float)below(40)};
            if (below(10) == 0 && kind < 3) sizes[i].width = sizes[i & ~3u].width;  /* repeats */
        }
        if (below(6) == 0) for (uint32_t i = 0; i < n; i++) sizes[i].width = sizes[0].width;
        int mode = below(3);
        flow_layout_set_axis(layout, (below(4) == 0) & F(0));
        flow_layout_set_wrap(layout, below(10) == 0 && F(1) ? 2 : 1);
        flow_layout_set_direction(layout, (below(4) == 0) & F(2));
        float gap = below(5) == 0 && F(3) ? NAN : below(2) ? 8 : (float)below(65) / 8;
        flow_layout_set_spacing(layout, gap, (float)below(9));
        { int v = below(6); flow_layout_set_justify(layout, F(4) ? v : 0); }
        { int v = below(6); flow_layout_set_align_items(layout, F(5) ? v : 0); }
        { int v = below(7); flow_layout_set_align_content(layout, F(6) ? v : 0); }
        { int v = below(4) == 0 ? below(6) : 0; flow_layout_set_max_lines(layout, F(7) ? v : 0); }
        { int v = below(4) == 0 ? 1 + below(6) : 0; flow_layout_set_max_items_per_line(layout, F(8) ? v : 0); }
        flow_layout_set_uniform_size(layout, (below(10) == 0) & F(9));
        static const float scales[] = {0, 1, 2, 3, 1.5f};
        { float v = scales[below(5)]; flow_layout_set_pixel_scale(layout, F(10) ? v : 0); }
        flow_layout_set_line_breaking(layout, mode);
        { int v = below(3) == 0 ? below(12) : 0; flow_layout_set_min_lines(layout, F(11) ? v : 0); }
        flow_layout_set_items(layout, sizes, n);
        if (below(4) == 0 && F(12)) { for (uint32_t i = 0; i < n; i++) grow[i] = (float)below(3); flow_layout_set_item_grow(layout, grow, n); }
        if (below(4) == 0 && F(13)) { for (uint32_t i = 0; i < n; i++) flags[i] = below(12) == 0 ? 1 + below(3) : 0; flow_layout_set_item_flags(layout, flags, n); }
        if (gap != gap && below(2) && F(14)) { for (uint32_t i = 0; i < 4 * n; i++) sp[i] = (float)below(17) / 2; flow_layout_set_item_spacing(layout, sp, n); }
        if (below(6) == 0 && F(15)) flow_layout_set_padding(layout, (flow_edges){(float)below(9), (float)below(9), (float)below(9), (float)below(9)});
        if (below(6) == 0 && F(16)) { for (uint32_t i = 0; i < n; i++) margins[i] = (flow_edges){(float)below(5), (float)below(5) / 4, (float)below(5), (float)below(5) / 4}; flow_layout_set_item_margins(layout, margins, n); }
        if (below(8) == 0 && F(17)) { for (uint32_t i = 0; i < n; i++) { mins[i] = (flow_size){(float)below(20), 0}; maxs[i] = (flow_size){INFINITY, INFINITY}; } flow_layout_set_item_limits(layout, mins, maxs, n); }
        if (below(8) == 0 && F(18)) { for (uint32_t i = 0; i < n; i++) shrink[i] = (float)below(2); flow_layout_set_item_shrink(layout, shrink, n); }
        if (below(8) == 0 && F(19)) flow_layout_set_reverse(layout, 1);
        if (below(8) == 0 && F(20)) flow_layout_set_justify_last(layout, below(6));
        if (below(8) == 0 && F(21)) flow_layout_set_line_fill(layout, 1, below(2) ? 0 : 2);
        if (below(8) == 0 && F(22)) flow_layout_set_separator(layout, (flow_size){(float)below(3), (float)below(3)});
        float width = kind == 3 ? unit() * 4e6f : kind == 4 ? unit() * 100 : (float)(40 * 4 + below(4 * 600)) / 4;
        if (below(3) == 0) width += unit();
        if (below(30) == 0) width = NAN;
        float height = below(3) == 0 ? NAN : (float)below(2000);
        h = 1469598103934665603u;
        flow_size fit = {0, 0};
        int s1 = below(5) == 0 && F(23) ? flow_layout_size_that_fits(layout, width, height, &fit) : 0;
        mix(&fit, sizeof fit);
        int entry = F(25) ? below(6) : 0;
        int status;
        msizes = sizes;
        if (entry == 1) {
            flow_size so; status = flow_layout_arrange_into(layout, sizes, n, width, height, outframes, &so);
            mix(&so, sizeof so); if (!status) mix(outframes, n * sizeof *outframes);
        } else if (entry == 2) {
            flow_layout_set_measure(layout, n, measure, 0); status = flow_layout_arrange(layout, width, height);
        } else if (entry == 3) {
            flow_layout_set_measure_ex(layout, n, measure_ex, 0); status = flow_layout_arrange(layout, width, height);
        } else if (entry == 4) {
            size_t counts[3] = {n / 3, n - n / 3 - n / 4, n / 4}; flow_size so[3];
            status = flow_layout_arrange_batch(layout, sizes, counts, 3, width, height, outframes, so);
            if (!status) { mix(outframes, n * sizeof *outframes); mix(so, sizeof so); }
        } else if (entry == 5) {
            flow_layout_t *c[1] = {layout}; size_t idx = 9; status = flow_layout_first_fitting(c, 1, width, height, &idx);
        } else status = flow_layout_arrange(layout, width, height);
        size_t nf = 0, nl = 0, ns = 0;
        const flow_rect *frames = flow_layout_frames(layout, &nf);
        const flow_line *lines = flow_layout_lines(layout, &nl);
        const flow_rect *seps = flow_layout_separators(layout, &ns);
        if (frames) mix(frames, nf * sizeof *frames);
        if (lines) mix(lines, nl * sizeof *lines);
        if (seps) mix(seps, ns * sizeof *seps);
        flow_size size = {0, 0}; flow_layout_get_size(layout, &size); mix(&size, sizeof size);
        total = (total ^ h) * 1099511628211u;
        printf("wide %ld e=%d st=%d/%d mode=%d n=%u kind=%d width=%.9g h=%016llx lines=", k, entry, s1, status, mode, n, kind, width, (unsigned long long)h);
        for (size_t i = 0; lines && i < nl && i < 60; i++) printf("%s%u", i ? "/" : "", lines[i].item_count);
        printf("\n");
        /* reset what was set for this layout only */
        flow_layout_set_padding(layout, (flow_edges){0, 0, 0, 0});
        flow_layout_set_reverse(layout, 0);
        flow_layout_set_justify_last(layout, -1);
        flow_layout_set_line_fill(layout, 0, 0);
        flow_layout_set_separator(layout, (flow_size){0, 0});
    }
    flow_layout_destroy(layout);
    return total;
}

static uint64_t plain(long count, uint64_t seed, long only) {
    flow_layout_t *layout = flow_layout_create();
    static flow_size sizes[200];
    uint64_t total = 1469598103934665603u;
    for (long k = 0; k < count; k++) {
        if (only >= 0 && k != only) continue;
        state = seed * 1000003u + (uint64_t)k + 0x5eed0000u;
        int mode = 1 + below(2);
        uint32_t n = 1 + below(k % 7 == 0 ? 150 : 30);
        int kind = below(4);
        for (uint32_t i = 0; i < n; i++) {
            float w;
            if (kind <= 1) w = (float)(4 + below(400)) / 4;
            else if (kind == 2) w = (float)(64 + below(64 * 100)) / 64;
            else w = 1 + unit() * 99;
            sizes[i] = (flow_size){w, 10};
        }
        float gap = below(3) == 0 ? (float)below(33) / 4 : 8;
        float width = (float)(40 * 4 + below(4 * 400)) / 4;
        if (kind == 3 && below(2)) width += unit();
        uint32_t min_lines = mode == 1 && below(4) == 0 ? below(8) : 0;
        flow_layout_set_spacing(layout, gap, 4);
        flow_layout_set_line_breaking(layout, mode);
        flow_layout_set_min_lines(layout, min_lines);
        flow_layout_set_items(layout, sizes, n);
        int status = flow_layout_arrange(layout, width, 1e9f);
        size_t nf = 0, nl = 0;
        const flow_rect *frames = flow_layout_frames(layout, &nf);
        const flow_line *lines = flow_layout_lines(layout, &nl);
        h = 1469598103934665603u;
        if (frames) mix(frames, nf * sizeof *frames);
        if (lines) mix(lines, nl * sizeof *lines);
        total = (total ^ h) * 1099511628211u;
        printf("plain %ld st=%d mode=%d n=%u gap=%g width=%.9g min=%u h=%016llx lines=", k, status, mode, n, gap,
               width, min_lines, (unsigned long long)h);
        for (size_t i = 0; lines && i < nl; i++) printf("%s%u", i ? "/" : "", lines[i].item_count);
        printf("\n");
    }
    flow_layout_destroy(layout);
    return total;
}

static uint64_t fourteen(long count, long only) {
    flow_layout_t *layout = flow_layout_create();
    flow_size sizes[14];
    uint64_t total = 1469598103934665603u;
    flow_layout_set_line_breaking(layout, FLOW_BREAK_BALANCE);
    for (long k = 0; k < count; k++) {
        if (only >= 0 && k != only) continue;
        state = (uint64_t)k * 7919u;
        uint32_t lo = 4 * below(40), span = 4 * (20 + below(100));
        for (int i = 0; i < 14; i++) sizes[i] = (flow_size){(float)(lo + below(span + 1)) / 4, 10};
        flow_layout_set_items(layout, sizes, 14);
        int status = flow_layout_arrange(layout, 203.75f, 1e9f);
        size_t nl = 0, nf = 0;
        const flow_line *lines = flow_layout_lines(layout, &nl);
        const flow_rect *frames = flow_layout_frames(layout, &nf);
        h = 1469598103934665603u;
        if (frames) mix(frames, nf * sizeof *frames);
        total = (total ^ h) * 1099511628211u;
        printf("fourteen %ld st=%d lines=", k, status);
        for (size_t i = 0; lines && i < nl; i++) printf("%s%u", i ? "/" : "", lines[i].item_count);
        printf(" items=");
        for (int i = 0; i < 14; i++) printf("%s%g", i ? "," : "", sizes[i].width);
        printf("\n");
    }
    flow_layout_destroy(layout);
    return total;
}

int main(int argc, char **argv) {
    long count = argc > 1 ? atol(argv[1]) : 1000;
    uint64_t seed = argc > 2 ? strtoull(argv[2], 0, 0) : 1;
    if (argc > 3) mask = strtoul(argv[3], 0, 0);
    long only = argc > 4 ? atol(argv[4]) : -1;
    uint64_t a = wide(count, seed, only), b = plain(count, seed, only), c = fourteen(count, only);
    printf("digest %016llx %016llx %016llx over 3 x %ld layouts\n", (unsigned long long)a, (unsigned long long)b,
           (unsigned long long)c, count);
    return 0;
}
