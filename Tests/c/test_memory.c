/* Requirement: a count too large for the memory available fails with FLOW_ERROR_OUT_OF_MEMORY
   instead of aborting, and the handle keeps working; a count that does fit is accepted (no false
   out-of-memory from estimating ahead). ctest runs this under `ulimit -v` (300 MB of address
   space), so the C library's allocator really fails. (Every allocation failing in turn is
   Tests/robustness/oom_injection.c.) */
#include "check.h"

#include <stdlib.h>

static flow_size unit(void *user_data, size_t index, flow_size proposal) {
    flow_size answer = {1, 1};
    (void)user_data;
    (void)index;
    (void)proposal;
    return answer;
}

static void too_many_items_for_the_memory_fail_cleanly(void) {
    const size_t big = (size_t)1 << 21; /* 16 MB of sizes; far more for the whole layout */
    flow_size *sizes = (flow_size *)calloc(big, sizeof *sizes);
    flow_layout_t *layout = layout_with_items(3, 40, 20);
    CHECK(sizes != NULL);
    if (sizes == NULL) return;
    CHECK_STATUS(layout, flow_layout_set_measure(layout, FLOWLAYOUT_MAX_ITEMS, unit, NULL), FLOW_ERROR_OUT_OF_MEMORY);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_set_measure: out of memory");
    /* The handle still has its three items and still works. */
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK_RECT(frame_at(layout, 2), 0, 28, 40, 20);
    /* Two million items (16 MB of sizes, about 100 MB for the whole layout) fit in 300 MB. */
    CHECK_OK(layout, flow_layout_set_items(layout, sizes, big));
    CHECK_OK(layout, flow_layout_arrange(layout, 100, NAN));
    CHECK(flow_layout_visible_count(layout) == big);
    free(sizes);
    flow_layout_destroy(layout);
}

int main(void) {
    RUN(too_many_items_for_the_memory_fail_cleanly);
    return check_report("test_memory");
}
