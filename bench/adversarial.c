/* adversarial: line breaking on inputs chosen to find a quadratic or pathological case.
 *
 *   adversarial [--quick] [--sizes N,N,...] [--sample-ms MS] [--samples K] [--markdown PATH] [--json PATH]
 *
 * For every input shape and item count it times one arrange after a width change (the whole
 * breaking and placing work, the items already set) in each breaking mode, and prints ns per item
 * and the ratio to greedy breaking of the same items in the same run. Both are the fastest of the
 * samples (greedy timed before and after the modes): on a machine shared with other work, the
 * fastest sample of CPU-bound code is the one least disturbed, where medians move with the load.
 * A mode whose ns/item grows with the item count while greedy's does not is the one to look at.
 *
 * Shapes: random widths (as flowbench), equal widths, alternating tiny and huge widths, every item
 * wider than the line, random widths with one item 1e9 points wide, and widths of 1e-30 and 1e9
 * points mixed at random.
 * Modes: greedy; balanced (FLOW_BREAK_BALANCE); pretty (FLOW_BREAK_PRETTY, when the header has
 * it: the build defines FLOWBENCH_HAVE_PRETTY); balanced with min_lines one more than greedy's
 * count, 1.3 times it and twice it (counted at the narrower of the two widths, so min_lines is in
 * force at both); first_fitting of a one-line row that never fits and the greedy layout.
 *
 * It also checks what the modes promise, so the quick run can fail: every call returns FLOW_OK,
 * and a min_lines layout has exactly min(K, n) lines whenever greedy breaking has fewer.
 * Exit status 0, or 1 on a failed call or check. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <flowlayout.h>

#include "timing.h"

#define GAP 8.0f

typedef struct {
    const char *name;
    float widths[2];  /* the container width, and the one a width change switches to */
    void (*fill)(flow_size *sizes, size_t count, uint64_t *state);
} shape;

static uint64_t next_random(uint64_t *state)  /* xorshift64*, fixed seed */
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 0x2545F4914F6CDD1DULL;
}

static void fill_random(flow_size *sizes, size_t count, uint64_t *state)
{
    for (size_t i = 0; i < count; i++) {
        uint64_t r = next_random(state);
        sizes[i].width = 20.0f + (float)(r % 100) + 0.25f * (float)((r >> 20) % 4);
        sizes[i].height = 16.0f + (float)((r >> 40) % 33);
    }
}

static void fill_equal(flow_size *sizes, size_t count, uint64_t *state)
{
    (void)state;
    for (size_t i = 0; i < count; i++) sizes[i] = (flow_size){50.0f, 20.0f};
}

static void fill_tiny_huge(flow_size *sizes, size_t count, uint64_t *state)
{
    (void)state;
    for (size_t i = 0; i < count; i++) sizes[i] = (flow_size){i % 2 ? 400.0f : 1.0f, 20.0f};
}

static void fill_oversize(flow_size *sizes, size_t count, uint64_t *state)
{
    for (size_t i = 0; i < count; i++) sizes[i] = (flow_size){700.0f + (float)(next_random(state) % 300), 20.0f};
}

static void fill_one_giant(flow_size *sizes, size_t count, uint64_t *state)
{
    fill_random(sizes, count, state);
    if (count) sizes[count / 2].width = 1e9f;
}

static void fill_extremes(flow_size *sizes, size_t count, uint64_t *state)
{
    for (size_t i = 0; i < count; i++)
        sizes[i] = (flow_size){next_random(state) % 2 ? 1e9f : 1e-30f, 20.0f};
}

static const shape shapes[] = {
    {"random 20-120", {600.0f, 560.0f}, fill_random},
    {"equal 50", {600.0f, 570.0f}, fill_equal},
    {"tiny/huge 1|400", {600.0f, 560.0f}, fill_tiny_huge},
    {"all oversize", {600.0f, 560.0f}, fill_oversize},
    {"one giant 1e9", {600.0f, 560.0f}, fill_one_giant},
    {"1e-30/1e9", {3.5e9f, 3.2e9f}, fill_extremes},
};
enum { SHAPE_COUNT = sizeof shapes / sizeof shapes[0] };

typedef enum { MODE_GREEDY, MODE_BALANCE, MODE_PRETTY, MODE_MIN_PLUS_ONE, MODE_MIN_130, MODE_MIN_200, MODE_FIRST_FITTING } mode_kind;

typedef struct {
    const char *name;
    mode_kind kind;
} mode;

static const mode modes[] = {
    {"greedy", MODE_GREEDY},
    {"balance", MODE_BALANCE},
#ifdef FLOWBENCH_HAVE_PRETTY
    {"pretty", MODE_PRETTY},
#endif
    {"min_lines +1", MODE_MIN_PLUS_ONE},
    {"min_lines 1.3x", MODE_MIN_130},
    {"min_lines 2x", MODE_MIN_200},
    {"first_fitting", MODE_FIRST_FITTING},
};
enum { MODE_COUNT = sizeof modes / sizeof modes[0] };

typedef struct {
    flow_layout_t *layout;
    flow_layout_t *candidates[2];  /* first_fitting: a one-line row that never fits, then `layout` */
    const shape *shape;
    mode_kind kind;
    unsigned flip;
    int status;
} run_case;

static float next_width(run_case *c)
{
    c->flip ^= 1u;
    return c->shape->widths[c->flip];
}

static void body(void *context, long reps)
{
    run_case *c = context;
    int status = FLOW_OK;
    size_t chosen = 0;
    for (long r = 0; r < reps; r++) {
        if (c->kind == MODE_FIRST_FITTING)
            status |= flow_layout_first_fitting(c->candidates, 2, next_width(c), NAN, &chosen);
        else
            status |= flow_layout_arrange(c->layout, next_width(c), NAN);
    }
    if (status && !c->status) c->status = status;
}

static size_t line_count(flow_layout_t *layout, float width)
{
    size_t count = 0;
    if (flow_layout_arrange(layout, width, NAN) != FLOW_OK) return 0;
    flow_layout_lines(layout, &count);
    return count;
}

/* Min lines of a min_lines mode: from greedy's count at the narrower width. */
static uint32_t wanted_lines(mode_kind kind, size_t greedy_lines, size_t count)
{
    double k = kind == MODE_MIN_PLUS_ONE ? (double)greedy_lines + 1
             : kind == MODE_MIN_130       ? ceil(1.3 * (double)greedy_lines)
                                          : 2.0 * (double)greedy_lines;
    return (uint32_t)(k < (double)count ? k : (double)count);
}

static int open_case(run_case *c, const shape *s, mode_kind kind, const flow_size *sizes, size_t count,
                     size_t greedy_lines)
{
    memset(c, 0, sizeof *c);
    c->shape = s;
    c->kind = kind;
    c->layout = flow_layout_create();
    if (!c->layout) return FLOW_ERROR_OUT_OF_MEMORY;
    int status = flow_layout_set_items(c->layout, sizes, count);
    if (!status) status = flow_layout_set_spacing(c->layout, GAP, GAP);
    switch (kind) {
    case MODE_GREEDY: case MODE_FIRST_FITTING: break;
    case MODE_BALANCE: if (!status) status = flow_layout_set_line_breaking(c->layout, FLOW_BREAK_BALANCE); break;
    case MODE_PRETTY:
#ifdef FLOWBENCH_HAVE_PRETTY
        if (!status) status = flow_layout_set_line_breaking(c->layout, FLOW_BREAK_PRETTY);
#endif
        break;
    case MODE_MIN_PLUS_ONE: case MODE_MIN_130: case MODE_MIN_200:
        if (!status) status = flow_layout_set_line_breaking(c->layout, FLOW_BREAK_BALANCE);
        if (!status) status = flow_layout_set_min_lines(c->layout, wanted_lines(kind, greedy_lines, count));
        break;
    }
    if (kind == MODE_FIRST_FITTING) {
        c->candidates[0] = flow_layout_create();
        c->candidates[1] = c->layout;
        if (!c->candidates[0]) return FLOW_ERROR_OUT_OF_MEMORY;
        if (!status) status = flow_layout_set_items(c->candidates[0], sizes, count);
        if (!status) status = flow_layout_set_wrap(c->candidates[0], FLOW_WRAP_NONE);
        if (!status) status = flow_layout_set_spacing(c->candidates[0], GAP, GAP);
    }
    return status;
}

static void close_case(run_case *c)
{
    flow_layout_destroy(c->layout);
    if (c->candidates[0]) flow_layout_destroy(c->candidates[0]);
}

static int parse_sizes(const char *text, size_t *sizes, int max)
{
    int count = 0;
    while (*text && count < max) {
        char *end;
        unsigned long long value = strtoull(text, &end, 10);
        if (end == text || (*end && *end != ',')) return -1;
        sizes[count++] = (size_t)value;
        text = *end == ',' ? end + 1 : end;
    }
    return count;
}

typedef struct {
    double ns_per_item, ratio;
    int ok;
} cell;

int main(int argc, char **argv)
{
    size_t sizes[8] = {1000, 10000, 100000, 1000000};
    int size_count = 4, samples = 7;
    double sample_ms = 40;
    const char *markdown_path = NULL, *json_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick")) {
            sizes[0] = 1000, size_count = 1, samples = 1, sample_ms = 2;
        } else if (!strcmp(argv[i], "--sizes") && i + 1 < argc) {
            size_count = parse_sizes(argv[++i], sizes, 8);
        } else if (!strcmp(argv[i], "--sample-ms") && i + 1 < argc) {
            sample_ms = atof(argv[++i]);
        } else if (!strcmp(argv[i], "--samples") && i + 1 < argc) {
            samples = atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--markdown") && i + 1 < argc) {
            markdown_path = argv[++i];
        } else if (!strcmp(argv[i], "--json") && i + 1 < argc) {
            json_path = argv[++i];
        } else {
            fprintf(stderr, "usage: %s [--quick] [--sizes N,N,...] [--sample-ms MS] [--samples K] [--markdown PATH] [--json PATH]\n",
                    argv[0]);
            return 2;
        }
    }
    if (size_count <= 0 || sample_ms <= 0) {
        fprintf(stderr, "adversarial: bad --sizes or --sample-ms\n");
        return 2;
    }

    static cell cells[SHAPE_COUNT][8][MODE_COUNT];
    int failures = 0;
    printf("adversarial line breaking: arrange after a width change; ns/item (x greedy of the same items), fastest of %d samples\n",
           samples);
    printf("%-16s %9s", "shape", "items");
    for (int m = 0; m < MODE_COUNT; m++) printf("  %22s", modes[m].name);
    printf("\n");
    for (int sh = 0; sh < SHAPE_COUNT; sh++) {
        const shape *s = &shapes[sh];
        for (int z = 0; z < size_count; z++) {
            size_t n = sizes[z];
            flow_size *item_sizes = malloc((n ? n : 1) * sizeof *item_sizes);
            if (!item_sizes) return 1;
            uint64_t state = 0x5EEDF10Eull;
            s->fill(item_sizes, n, &state);

            run_case greedy;
            int status = open_case(&greedy, s, MODE_GREEDY, item_sizes, n, 0);
            size_t narrow = s->widths[0] < s->widths[1] ? 0 : 1;
            size_t greedy_lines = status ? 0 : line_count(greedy.layout, s->widths[narrow]);
            /* Greedy is timed before and after the modes; its fastest sample is the reference. */
            double greedy_ns = 0, mode_ns[MODE_COUNT] = {0};
            if (!status) greedy_ns = bench_time(body, &greedy, sample_ms / 1000, samples).min_ns;
            for (int m = 0; m < MODE_COUNT; m++) {
                cell *out = &cells[sh][z][m];
                run_case c;
                int case_status = status ? status : open_case(&c, s, modes[m].kind, item_sizes, n, greedy_lines);
                if (!case_status && modes[m].kind >= MODE_MIN_PLUS_ONE && modes[m].kind <= MODE_MIN_200) {
                    /* The promise: exactly min(K, n) lines at both widths when greedy has fewer. */
                    uint32_t k = wanted_lines(modes[m].kind, greedy_lines, n);
                    for (int w = 0; w < 2; w++) {
                        size_t greedy_here = line_count(greedy.layout, s->widths[w]);
                        size_t got = line_count(c.layout, s->widths[w]);
                        if (greedy_here < k && got != k) {
                            fprintf(stderr, "\nadversarial: %s, %zu items, %s at width %g: %zu lines, not %u\n",
                                    s->name, n, modes[m].name, s->widths[w], got, k);
                            failures++;
                        }
                    }
                }
                if (!case_status) {
                    mode_ns[m] = bench_time(body, &c, sample_ms / 1000, samples).min_ns;
                    out->ns_per_item = mode_ns[m] / (double)(n ? n : 1);
                    case_status = c.status ? c.status : greedy.status;
                }
                if (!status) close_case(&c);  /* opened (open_case leaves it closable even on failure) */
                out->ok = !case_status;
                if (case_status) failures++;
            }
            if (!status) {
                double again = bench_time(body, &greedy, sample_ms / 1000, samples).min_ns;
                if (again < greedy_ns) greedy_ns = again;
            }
            printf("%-16s %9zu", s->name, n);
            for (int m = 0; m < MODE_COUNT; m++) {
                cell *out = &cells[sh][z][m];
                out->ratio = greedy_ns > 0 ? mode_ns[m] / greedy_ns : 0;
                char text[32];
                if (out->ok) snprintf(text, sizeof text, "%.2f (%.2fx)", out->ns_per_item, out->ratio);
                else snprintf(text, sizeof text, "failed");
                printf("  %22s", text);
            }
            printf("\n");
            fflush(stdout);
            close_case(&greedy);
            free(item_sizes);
        }
    }

    if (markdown_path) {
        FILE *md = fopen(markdown_path, "w");
        if (!md) {
            perror(markdown_path);
            return 1;
        }
        fprintf(md, "| shape | items |");
        for (int m = 0; m < MODE_COUNT; m++) fprintf(md, " %s |", modes[m].name);
        fprintf(md, "\n|---|---|");
        for (int m = 0; m < MODE_COUNT; m++) fprintf(md, "---|");
        fprintf(md, "\n");
        for (int sh = 0; sh < SHAPE_COUNT; sh++)
            for (int z = 0; z < size_count; z++) {
                fprintf(md, "| %s | %zu |", shapes[sh].name, sizes[z]);
                for (int m = 0; m < MODE_COUNT; m++) {
                    const cell *x = &cells[sh][z][m];
                    if (!x->ok) fprintf(md, " failed |");
                    else if (modes[m].kind == MODE_GREEDY) fprintf(md, " %.2f |", x->ns_per_item);
                    else fprintf(md, " %.2f (%.1fx) |", x->ns_per_item, x->ratio);
                }
                fprintf(md, "\n");
            }
        fclose(md);
    }
    if (json_path) {
        FILE *js = fopen(json_path, "w");
        if (!js) {
            perror(json_path);
            return 1;
        }
        fprintf(js, "{\n  \"sample_ms\": %g,\n  \"samples\": %d,\n  \"results\": [\n", sample_ms, samples);
        int first = 1;
        for (int sh = 0; sh < SHAPE_COUNT; sh++)
            for (int z = 0; z < size_count; z++)
                for (int m = 0; m < MODE_COUNT; m++) {
                    const cell *x = &cells[sh][z][m];
                    fprintf(js, "%s    {\"shape\": \"%s\", \"n\": %zu, \"mode\": \"%s\", \"ok\": %s, "
                                "\"ns_per_item\": %.4f, \"ratio_to_greedy\": %.4f}",
                            first ? "" : ",\n", shapes[sh].name, sizes[z], modes[m].name, x->ok ? "true" : "false",
                            x->ok ? x->ns_per_item : 0.0, x->ok ? x->ratio : 0.0);
                    first = 0;
                }
        fprintf(js, "\n  ]\n}\n");
        fclose(js);
    }
    printf("failed calls or checks: %d\n", failures);
    return failures ? 1 : 0;
}
