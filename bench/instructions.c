/* instructions: one arrange after a width change, for counting its instructions with callgrind.
 *
 *   valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=/dev/null \
 *       ./instructions SHAPE LINES [ITEMS]
 *
 * SHAPE is one of the adversarial suite's (bench/adversarial.c): random, equal, tiny (1 and 400
 * alternating), oversize, giant (random with one item 1e9 wide), extremes (1e-30 and 1e9), filled
 * the same way from the same seed. LINES picks the breaking: -2 pretty, -1 greedy, 0 balanced, 1
 * min_lines one more than greedy's count, any other value min_lines that many times greedy's count
 * (counted at the narrower width, as the suite does). ITEMS defaults to 1,000,000. The layout is
 * arranged at one of the shape's widths, then instructions are collected over one arrange at the
 * other (callgrind's client requests toggle the collection): instruction counts do not move with
 * the load of a shared machine, where times do.
 *
 * Build (needs valgrind's headers: apt-get install valgrind):
 *   cc -O2 -Iinclude bench/instructions.c -L<libdir> -lflowlayout -Wl,-rpath,<libdir> -lm -o instructions */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <valgrind/callgrind.h>

#include <flowlayout.h>

static uint64_t next_random(uint64_t *state)  /* xorshift64*, as the suite */
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 0x2545F4914F6CDD1DULL;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: instructions SHAPE LINES [ITEMS]\n");
        return 2;
    }
    const char *shape = argv[1];
    double factor = atof(argv[2]);
    size_t n = argc > 3 ? strtoul(argv[3], NULL, 10) : 1000000;
    flow_size *sizes = malloc((n ? n : 1) * sizeof *sizes);
    if (!sizes) return 1;
    uint64_t state = 0x5EEDF10Eull;
    float widths[2] = {600.0f, 560.0f};
    for (size_t i = 0; i < n; i++) {
        if (!strcmp(shape, "random") || !strcmp(shape, "giant")) {
            uint64_t r = next_random(&state);
            sizes[i].width = 20.0f + (float)(r % 100) + 0.25f * (float)((r >> 20) % 4);
            sizes[i].height = 16.0f + (float)((r >> 40) % 33);
        } else if (!strcmp(shape, "equal")) {
            sizes[i] = (flow_size){50.0f, 20.0f};
            widths[1] = 570.0f;
        } else if (!strcmp(shape, "tiny")) {
            sizes[i] = (flow_size){i % 2 ? 400.0f : 1.0f, 20.0f};
        } else if (!strcmp(shape, "oversize")) {
            sizes[i] = (flow_size){700.0f + (float)(next_random(&state) % 300), 20.0f};
        } else if (!strcmp(shape, "extremes")) {
            sizes[i] = (flow_size){next_random(&state) % 2 ? 1e9f : 1e-30f, 20.0f};
            widths[0] = 3.5e9f;
            widths[1] = 3.2e9f;
        } else {
            fprintf(stderr, "instructions: unknown shape %s\n", shape);
            return 2;
        }
    }
    if (!strcmp(shape, "giant") && n) sizes[n / 2].width = 1e9f;

    float narrow = widths[0] < widths[1] ? widths[0] : widths[1];
    flow_layout_t *greedy = flow_layout_create(), *layout = flow_layout_create();
    if (!greedy || !layout) return 1;
    size_t greedy_lines = 0;
    int status = flow_layout_set_items(greedy, sizes, n);
    if (!status) status = flow_layout_set_spacing(greedy, 8.0f, 8.0f);
    if (!status) status = flow_layout_arrange(greedy, narrow, NAN);
    flow_layout_lines(greedy, &greedy_lines);
    double wanted = factor == 1 ? (double)greedy_lines + 1 : factor > 0 ? ceil(factor * (double)greedy_lines) : 0;
    if (wanted > (double)n) wanted = (double)n;
    if (!status) status = flow_layout_set_items(layout, sizes, n);
    if (!status) status = flow_layout_set_spacing(layout, 8.0f, 8.0f);
    if (!status && factor >= 0) status = flow_layout_set_line_breaking(layout, FLOW_BREAK_BALANCE);
    if (!status && factor == -2) status = flow_layout_set_line_breaking(layout, FLOW_BREAK_PRETTY);
    if (!status && factor > 0) status = flow_layout_set_min_lines(layout, (uint32_t)wanted);
    if (!status) status = flow_layout_arrange(layout, widths[0], NAN);
    CALLGRIND_TOGGLE_COLLECT;
    if (!status) status = flow_layout_arrange(layout, widths[1], NAN);
    CALLGRIND_TOGGLE_COLLECT;
    size_t lines = 0;
    flow_layout_lines(layout, &lines);
    printf("%s, %zu items: greedy %zu lines, min_lines %.0f, %zu lines (status %d)\n", shape, n, greedy_lines,
           wanted, lines, status);
    flow_layout_destroy(greedy);
    flow_layout_destroy(layout);
    free(sizes);
    return status != 0;
}
