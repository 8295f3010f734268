/* Layouts through the whole C ABI, one line each (the line breaks and a hash of every reader's
 * answer), to compare builds of the library on different machines: scripts/test-determinism runs
 * it on x86-64, on aarch64 under qemu and as WebAssembly in Node, and requires the same output.
 * Nothing here depends on the machine: inputs come from a fixed generator (splitmix64), every
 * float the library returns is hashed by its bits, counts and indices are hashed as 64-bit values
 * (SIZE_MAX as "none"), and the output is formatted here, not by the C library.
 *   digest [COUNT [SEED [FEATURE_MASK [ONLY]]]]
 * COUNT layouts of each of three kinds: "wide" (random options, per-item inputs and entry points:
 * arrange, arrange_into, measure callbacks (per item, with baselines, and by runs: set_measure's
 * entry answers by runs in every other layout, with results the same bit for bit, so its lines
 * and the digests are those of set_measure), batch, first_fitting, set_item_size and the arrange
 * that resumes after it; then every reader: frames, lines, sizes, visible count, separators, the
 * overflow frame, line_of_item, item_at, lines_in_range, neighbor, insertion_point), "plain"
 * (balanced, pretty and min-lines rows of quarter-point, 1/64-point and arbitrary widths) and
 * "fourteen" (14 items of quarter points, gap 8, width 203.75, balanced). FEATURE_MASK clears
 * wide's options by bit (see F(n) below) to find which one a difference needs; ONLY runs a single
 * layout of each kind.
 * Built hosted (main below) or for wasm32 with no C library (the exported `digest` writes through
 * the imported env.write). Compile with -ffp-contract=off: the generator's own arithmetic must not
 * be fused either. */
#include <stddef.h>
#include <stdint.h>
#include "flowlayout.h"

#define NaN __builtin_nanf("")
#define INF __builtin_inff()

/* ---- Output, formatted here (the same bytes on every machine) ---- */
static char out[1 << 15];
static size_t out_len;
static void flush(void);
static void put_char(char c) { if (out_len == sizeof out) flush(); out[out_len++] = c; }
static void put(const char *s) { while (*s) put_char(*s++); }
static void put_u(uint64_t v) { char t[24]; int i = 0; do t[i++] = (char)('0' + v % 10); while (v /= 10); while (i) put_char(t[--i]); }
static void put_i(int64_t v) { if (v < 0) { put_char('-'); put_u((uint64_t)-v); } else put_u((uint64_t)v); }
static void put_hex(uint64_t v, int digits) { while (digits--) put_char("0123456789abcdef"[(v >> (4 * digits)) & 15]); }
static uint32_t bits(float f) { union { float f; uint32_t u; } b; b.f = f; return b.u; }
/* Exact decimals for multiples of 1/64 below 2^24 (the generator's usual lengths), else "#bits". */
static void put_f(float f) {
    float a = f < 0 ? -f : f, g = a * 64;
    if (a < 16777216.0f && g == (float)(uint32_t)g) {
        uint32_t k = (uint32_t)g, frac = (k % 64) * 15625;  /* k/64 = whole + frac/10^6 */
        if (f < 0) put_char('-');
        put_u(k / 64);
        if (frac) { put_char('.'); for (uint32_t d = 100000; frac; d /= 10) { put_char((char)('0' + frac / d)); frac %= d; } }
    } else { put_char('#'); put_hex(bits(f), 8); }
}

/* ---- Inputs ---- */
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

/* ---- Hash (FNV-1a over bytes) ---- */
static uint64_t h; static uint32_t mask = ~0u;
#define F(b) (mask >> (b) & 1)
static void mix(const void *p, size_t n) { const unsigned char *b = p; for (size_t j = 0; j < n; j++) { h ^= b[j]; h *= 1099511628211u; } }
static void mix_u(uint64_t v) { mix(&v, sizeof v); }
static void mix_index(size_t v) { mix_u(v == SIZE_MAX ? UINT64_MAX : (uint64_t)v); }

#define MAXN 400
static flow_size *msizes;
static flow_size measure(void *u, size_t i, flow_size p) { (void)u; (void)p; return msizes[i]; }
static void measure_range(void *u, size_t first, size_t count, flow_size p, flow_size *answers) {
    for (size_t k = 0; k < count; k++) answers[k] = measure(u, first + k, p);
}
static flow_measurement measure_ex(void *u, size_t i, flow_size p) { (void)u; (void)p; flow_measurement m = {msizes[i], (float)(i % 7), NaN}; return m; }
static flow_size indicator(void *u, size_t hidden) { (void)u; flow_size s = {10 + (float)(hidden % 5), 12}; return s; }

/* Every reader of the last arrange, asked at places drawn from the generator. */
static void mix_readers(const flow_layout_t *layout, uint32_t n) {
    size_t nf = 0, nl = 0, ns = 0;
    const flow_rect *frames = flow_layout_frames(layout, &nf);
    const flow_line *lines = flow_layout_lines(layout, &nl);
    const flow_rect *seps = flow_layout_separators(layout, &ns);
    mix_u(nf); mix_u(nl); mix_u(ns);
    if (frames) mix(frames, nf * sizeof *frames);
    if (lines) mix(lines, nl * sizeof *lines);
    if (seps) mix(seps, ns * sizeof *seps);
    flow_size size = {0, 0}, content = {0, 0};
    mix_u((uint64_t)flow_layout_get_size(layout, &size)); mix(&size, sizeof size);
    mix_u((uint64_t)flow_layout_get_content_size(layout, &content)); mix(&content, sizeof content);
    mix_index(flow_layout_visible_count(layout));
    flow_rect overflow = {0, 0, 0, 0};
    mix_u((uint64_t)flow_layout_overflow_frame(layout, &overflow)); mix(&overflow, sizeof overflow);
    for (uint32_t i = 0; i <= n && i < 64; i++) {
        size_t line = 7; mix_u((uint64_t)flow_layout_line_of_item(layout, i, &line)); mix_index(line);
    }
    for (uint32_t i = 0; frames && i < nf && i < 24; i++) {
        size_t at = 7; flow_rect f = frames[i];
        mix_u((uint64_t)flow_layout_item_at(layout, f.x + f.width / 2, f.y + f.height / 2, &at)); mix_index(at);
        for (int d = 0; d < 6; d++) {
            size_t to = 7; mix_u((uint64_t)flow_layout_neighbor(layout, i, d, &to)); mix_index(to);
        }
    }
    float w = size.width == size.width ? size.width : 100, ht = size.height == size.height ? size.height : 100;
    for (int k = 0; k < 8; k++) {
        float x = (unit() * 1.2f - 0.1f) * w, y = (unit() * 1.2f - 0.1f) * ht;
        size_t at = 7, index = 7; flow_rect caret = {0, 0, 0, 0};
        mix_u((uint64_t)flow_layout_item_at(layout, x, y, &at)); mix_index(at);
        mix_u((uint64_t)flow_layout_insertion_point(layout, x, y, &index, &caret)); mix_index(index); mix(&caret, sizeof caret);
        size_t first = 7, count = 7;
        mix_u((uint64_t)flow_layout_lines_in_range(layout, x, x + y, &first, &count)); mix_index(first); mix_index(count);
    }
}

static void put_lines(const flow_layout_t *layout) {
    size_t nl = 0;
    const flow_line *lines = flow_layout_lines(layout, &nl);
    for (size_t i = 0; lines && i < nl && i < 60; i++) { if (i) put_char('/'); put_u(lines[i].item_count); }
}

static flow_rect outframes[4 * MAXN];
static uint64_t wide(long count, uint64_t seed, long only) {
    uint64_t total = 1469598103934665603u;
    static flow_size sizes[MAXN], mins[MAXN], maxs[MAXN];
    static float grow[MAXN], shrink[MAXN], sp[4 * MAXN], first[MAXN], last[MAXN], guides[MAXN];
    static uint32_t flags[MAXN]; static int aligns[MAXN]; static flow_edges margins[MAXN];
    flow_layout_t *layout = flow_layout_create();
    for (long k = 0; k < count; k++) {
        if (only >= 0 && k != only) continue;
        state = seed * 1000003u + (uint64_t)k;
        if (below(8) == 0 && F(24)) { flow_layout_destroy(layout); layout = flow_layout_create(); }
        uint32_t n = 1 + below(below(5) == 0 ? MAXN : 40);
        int kind = (int)below(5);
        for (uint32_t i = 0; i < n; i++) {
            sizes[i] = (flow_size){length(kind), 1 + (float)below(40)};
            if (below(10) == 0 && kind < 3) sizes[i].width = sizes[i & ~3u].width;  /* repeats */
        }
        if (below(6) == 0) for (uint32_t i = 0; i < n; i++) sizes[i].width = sizes[0].width;
        int mode = (int)below(3);
        flow_layout_set_axis(layout, (below(4) == 0) & F(0));
        flow_layout_set_wrap(layout, below(10) == 0 && F(1) ? 2 : 1);
        flow_layout_set_direction(layout, (below(4) == 0) & F(2));
        float gap = below(5) == 0 && F(3) ? NaN : below(2) ? 8 : (float)below(65) / 8;
        flow_layout_set_spacing(layout, gap, (float)below(9));
        { int v = (int)below(6); flow_layout_set_justify(layout, F(4) ? v : 0); }
        { int v = (int)below(6); flow_layout_set_align_items(layout, F(5) ? v : 0); }
        { int v = (int)below(7); flow_layout_set_align_content(layout, F(6) ? v : 0); }
        { uint32_t v = below(4) == 0 ? below(6) : 0; flow_layout_set_max_lines(layout, F(7) ? v : 0); }
        { uint32_t v = below(4) == 0 ? 1 + below(6) : 0; flow_layout_set_max_items_per_line(layout, F(8) ? v : 0); }
        flow_layout_set_uniform_size(layout, (below(10) == 0) & F(9));
        static const float scales[] = {0, 1, 2, 3, 1.5f};
        { float v = scales[below(5)]; flow_layout_set_pixel_scale(layout, F(10) ? v : 0); }
        flow_layout_set_line_breaking(layout, mode);
        { uint32_t v = below(3) == 0 ? below(12) : 0; flow_layout_set_min_lines(layout, F(11) ? v : 0); }
        flow_layout_set_items(layout, sizes, n);
        if (below(4) == 0 && F(12)) { for (uint32_t i = 0; i < n; i++) grow[i] = (float)below(3); flow_layout_set_item_grow(layout, grow, n); }
        if (below(4) == 0 && F(13)) { for (uint32_t i = 0; i < n; i++) flags[i] = below(12) == 0 ? 1 + below(3) : 0; flow_layout_set_item_flags(layout, flags, n); }
        if (gap != gap && below(2) && F(14)) { for (uint32_t i = 0; i < 4 * n; i++) sp[i] = (float)below(17) / 2; flow_layout_set_item_spacing(layout, sp, n); }
        if (below(6) == 0 && F(15)) flow_layout_set_padding(layout, (flow_edges){(float)below(9), (float)below(9), (float)below(9), (float)below(9)});
        if (below(6) == 0 && F(16)) { for (uint32_t i = 0; i < n; i++) margins[i] = (flow_edges){(float)below(5), (float)below(5) / 4, (float)below(5), (float)below(5) / 4}; flow_layout_set_item_margins(layout, margins, n); }
        if (below(8) == 0 && F(17)) { for (uint32_t i = 0; i < n; i++) { mins[i] = (flow_size){(float)below(20), 0}; maxs[i] = (flow_size){INF, INF}; } flow_layout_set_item_limits(layout, mins, maxs, n); }
        if (below(8) == 0 && F(18)) { for (uint32_t i = 0; i < n; i++) shrink[i] = (float)below(2); flow_layout_set_item_shrink(layout, shrink, n); }
        if (below(8) == 0 && F(19)) flow_layout_set_reverse(layout, 1);
        if (below(8) == 0 && F(20)) flow_layout_set_justify_last(layout, (int)below(6));
        if (below(8) == 0 && F(21)) flow_layout_set_line_fill(layout, 1, below(2) ? 0 : 2);
        if (below(8) == 0 && F(22)) flow_layout_set_separator(layout, (flow_size){(float)below(3), (float)below(3)});
        if (below(6) == 0 && F(26)) {
            for (uint32_t i = 0; i < n; i++) { first[i] = below(4) ? (float)below(30) / 2 : NaN; last[i] = below(4) ? (float)below(40) / 2 : NaN; }
            flow_layout_set_item_baselines(layout, first, last, n);
        }
        if (below(8) == 0 && F(27)) { for (uint32_t i = 0; i < n; i++) guides[i] = below(3) ? (float)below(20) : NaN; flow_layout_set_item_guides(layout, guides, n); }
        if (below(8) == 0 && F(28)) { for (uint32_t i = 0; i < n; i++) aligns[i] = (int)below(7) - 1; flow_layout_set_item_align(layout, aligns, n); }
        if (below(3) == 0 && F(29)) flow_layout_set_overflow_indicator(layout, indicator, 0);
        float width = kind == 3 ? unit() * 4e6f : kind == 4 ? unit() * 100 : (float)(40 * 4 + below(4 * 600)) / 4;
        if (below(3) == 0) width += unit();
        if (below(30) == 0) width = NaN;
        float height = below(3) == 0 ? NaN : (float)below(2000);
        h = 1469598103934665603u;
        flow_size fit = {0, 0};
        int s1 = below(5) == 0 && F(23) ? flow_layout_size_that_fits(layout, width, height, &fit) : 0;
        mix(&fit, sizeof fit);
        int entry = F(25) ? (int)below(6) : 0;
        int status;
        msizes = sizes;
        if (entry == 1) {
            flow_size so; status = flow_layout_arrange_into(layout, sizes, n, width, height, outframes, &so);
            mix(&so, sizeof so); if (!status) mix(outframes, n * sizeof *outframes);
        } else if (entry == 2) {
            /* By runs in odd layouts (F(31) clears it): decided without the generator, so every
             * later input is drawn as before. */
            if (k % 2 && F(31)) flow_layout_set_measure_range(layout, n, measure_range, 0);
            else flow_layout_set_measure(layout, n, measure, 0);
            status = flow_layout_arrange(layout, width, height);
        } else if (entry == 3) {
            flow_layout_set_measure_ex(layout, n, measure_ex, 0); status = flow_layout_arrange(layout, width, height);
        } else if (entry == 4) {
            size_t counts[3] = {n / 3, n - n / 3 - n / 4, n / 4}; flow_size so[3];
            status = flow_layout_arrange_batch(layout, sizes, counts, 3, width, height, outframes, so);
            if (!status) { mix(outframes, n * sizeof *outframes); mix(so, sizeof so); }
        } else if (entry == 5) {
            flow_layout_t *c[1] = {layout}; size_t idx = 9; status = flow_layout_first_fitting(c, 1, width, height, &idx);
            mix_index(idx);
        } else status = flow_layout_arrange(layout, width, height);
        mix_u((uint64_t)status);
        /* One item changed, and the arrange that may resume from it. */
        int s2 = 0;
        if (entry == 0 && below(4) == 0 && F(30)) {
            uint32_t i = below(n);
            s2 = flow_layout_set_item_size(layout, i, (flow_size){length(kind), 1 + (float)below(40)});
            if (!s2) s2 = flow_layout_arrange(layout, width, height);
            mix_u((uint64_t)s2);
        }
        mix_readers(layout, n);
        total = (total ^ h) * 1099511628211u;
        put("wide "); put_i(k); put(" e="); put_i(entry); put(" st="); put_i(s1); put_char('/'); put_i(status);
        put_char('/'); put_i(s2); put(" mode="); put_i(mode); put(" n="); put_u(n); put(" kind="); put_i(kind);
        put(" width="); put_f(width); put(" h="); put_hex(h, 16); put(" lines="); put_lines(layout); put_char('\n');
        /* reset what was set for this layout only */
        flow_layout_set_padding(layout, (flow_edges){0, 0, 0, 0});
        flow_layout_set_reverse(layout, 0);
        flow_layout_set_justify_last(layout, -1);
        flow_layout_set_line_fill(layout, 0, 0);
        flow_layout_set_separator(layout, (flow_size){0, 0});
        flow_layout_set_overflow_indicator(layout, 0, 0);
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
        int mode = 1 + (int)below(2);
        uint32_t n = 1 + below(k % 7 == 0 ? 150 : 30);
        int kind = (int)below(4);
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
        put("plain "); put_i(k); put(" st="); put_i(status); put(" mode="); put_i(mode); put(" n="); put_u(n);
        put(" gap="); put_f(gap); put(" width="); put_f(width); put(" min="); put_u(min_lines);
        put(" h="); put_hex(h, 16); put(" lines="); put_lines(layout); put_char('\n');
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
        size_t nf = 0;
        const flow_rect *frames = flow_layout_frames(layout, &nf);
        h = 1469598103934665603u;
        if (frames) mix(frames, nf * sizeof *frames);
        total = (total ^ h) * 1099511628211u;
        put("fourteen "); put_i(k); put(" st="); put_i(status); put(" lines="); put_lines(layout); put(" items=");
        for (int i = 0; i < 14; i++) { if (i) put_char(','); put_f(sizes[i].width); }
        put_char('\n');
    }
    flow_layout_destroy(layout);
    return total;
}

static void run(long count, uint64_t seed, long only) {
    uint64_t a = wide(count, seed, only), b = plain(count, seed, only), c = fourteen(count, only);
    put("digest "); put_hex(a, 16); put_char(' '); put_hex(b, 16); put_char(' '); put_hex(c, 16);
    put(" over 3 x "); put_i(count); put(" layouts\n");
    flush();
}

#ifdef __wasm__
/* Node gives the output a home (scripts/test-determinism): env.write(bytes, length). */
__attribute__((import_module("env"), import_name("write"))) void env_write(const char *bytes, size_t length);
static void flush(void) { env_write(out, out_len); out_len = 0; }
__attribute__((export_name("digest"))) void digest(uint32_t count, uint32_t seed, uint32_t feature_mask, int32_t only) {
    mask = feature_mask;
    run(count, seed, only);
}
#else
#include <stdio.h>
#include <stdlib.h>
static void flush(void) { fwrite(out, 1, out_len, stdout); out_len = 0; }
int main(int argc, char **argv) {
    long count = argc > 1 ? atol(argv[1]) : 1000;
    uint64_t seed = argc > 2 ? strtoull(argv[2], 0, 0) : 1;
    if (argc > 3) mask = (uint32_t)strtoul(argv[3], 0, 0);
    long only = argc > 4 ? atol(argv[4]) : -1;
    run(count, seed, only);
    return 0;
}
#endif
