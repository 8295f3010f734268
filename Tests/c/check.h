/* A minimal test harness for the C tests: CHECK macros that report file, line and the test
   running, and a runner that exits non-zero when any check failed. One header, no library. */
#ifndef FLOWLAYOUT_TEST_CHECK_H
#define FLOWLAYOUT_TEST_CHECK_H

#include "flowlayout.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static int check_failures = 0;
static const char *check_test = "";

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: [%s] CHECK(%s) failed\n", __FILE__, __LINE__, check_test,      \
                    #cond);                                                                        \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

/* Checks a status and, on a mismatch, prints both statuses and the handle's last error. */
#define CHECK_STATUS(layout, call, expected)                                                       \
    do {                                                                                           \
        int check_got_ = (call);                                                                   \
        if (check_got_ != (expected)) {                                                            \
            fprintf(stderr, "%s:%d: [%s] %s\n    returned %s\n    expected %s\n    last error: %s\n", \
                    __FILE__, __LINE__, check_test, #call, flow_status_string(check_got_),         \
                    flow_status_string(expected), flow_layout_last_error(layout));                 \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

#define CHECK_OK(layout, call) CHECK_STATUS(layout, call, FLOW_OK)

/* Float comparison within 1/1000 point; NaN equals NaN. */
#define CHECK_NEAR(got, expected)                                                                  \
    do {                                                                                           \
        double check_g_ = (double)(got), check_e_ = (double)(expected);                            \
        if (!((isnan(check_g_) && isnan(check_e_)) || fabs(check_g_ - check_e_) <= 1e-3)) {        \
            fprintf(stderr, "%s:%d: [%s] %s == %g, expected %g\n", __FILE__, __LINE__, check_test, \
                    #got, check_g_, check_e_);                                                     \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

#define CHECK_RECT(rect, ex, ey, ew, eh)                                                           \
    do {                                                                                           \
        flow_rect check_r_ = (rect);                                                               \
        CHECK_NEAR(check_r_.x, ex);                                                                \
        CHECK_NEAR(check_r_.y, ey);                                                                \
        CHECK_NEAR(check_r_.width, ew);                                                            \
        CHECK_NEAR(check_r_.height, eh);                                                           \
    } while (0)

/* The last error mentions `text` (a function name, an item number...). */
#define CHECK_ERROR_MENTIONS(layout, text)                                                         \
    do {                                                                                           \
        const char *check_msg_ = flow_layout_last_error(layout);                                   \
        if (strstr(check_msg_, (text)) == NULL) {                                                  \
            fprintf(stderr, "%s:%d: [%s] last error \"%s\" does not mention \"%s\"\n", __FILE__,    \
                    __LINE__, check_test, check_msg_, (text));                                     \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

#define RUN(test)                                                                                  \
    do {                                                                                           \
        check_test = #test;                                                                        \
        test();                                                                                    \
    } while (0)

static inline int check_report(const char *suite) {
    if (check_failures) {
        fprintf(stderr, "%s: %d check(s) failed\n", suite, check_failures);
        return 1;
    }
    printf("%s: all checks passed\n", suite);
    return 0;
}

/* A handle with `count` items of size w x h, or NULL after a failed check. */
static inline flow_layout_t *layout_with_items(size_t count, float w, float h) {
    flow_size sizes[64];
    size_t i;
    flow_layout_t *layout = flow_layout_create();
    CHECK(layout != NULL);
    CHECK(count <= 64);
    for (i = 0; i < count && i < 64; i++) {
        sizes[i].width = w;
        sizes[i].height = h;
    }
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, count));
    return layout;
}

/* Frame `i` of the last arrange (a zero rect, after a failed check, when there is none). */
static inline flow_rect frame_at(const flow_layout_t *layout, size_t i) {
    size_t count = 0;
    const flow_rect *frames = flow_layout_frames(layout, &count);
    flow_rect none = {0, 0, 0, 0};
    CHECK(frames != NULL && i < count);
    return frames != NULL && i < count ? frames[i] : none;
}

/* Whether two arranged layouts answer the result readers alike, bit for bit: frames, lines,
   size, content size, visible count and the overflow frame. */
static inline int same_results(const flow_layout_t *a, const flow_layout_t *b) {
    size_t na = 0, nb = 0, la = 0, lb = 0;
    const flow_rect *fa = flow_layout_frames(a, &na), *fb = flow_layout_frames(b, &nb);
    const flow_line *lna = flow_layout_lines(a, &la), *lnb = flow_layout_lines(b, &lb);
    flow_size sa, sb, ca, cb;
    flow_rect oa, ob;
    int ha = flow_layout_overflow_frame(a, &oa), hb = flow_layout_overflow_frame(b, &ob);
    flow_layout_get_size(a, &sa);
    flow_layout_get_size(b, &sb);
    flow_layout_get_content_size(a, &ca);
    flow_layout_get_content_size(b, &cb);
    return na == nb && la == lb && (na == 0 || memcmp(fa, fb, na * sizeof *fa) == 0) &&
           (la == 0 || memcmp(lna, lnb, la * sizeof *lna) == 0) && memcmp(&sa, &sb, sizeof sa) == 0 &&
           memcmp(&ca, &cb, sizeof ca) == 0 && flow_layout_visible_count(a) == flow_layout_visible_count(b) &&
           ha == hb && (ha != FLOW_OK || memcmp(&oa, &ob, sizeof oa) == 0);
}

#endif
