/* Requirements: a call on a destroyed handle is refused, never answered FLOW_OK, and a second
   destroy is harmless, while the allocator has not reused the handle's memory (the header's
   "Destroyed handles" paragraph); a longjmp out of a measure callback (unsupported) leaves that
   handle refusing changes, as the header says, and every other handle working. The handles here come from an arena that never reuses memory, so
   the check is deterministic; reading a destroyed handle is still a use after free for memory
   checkers, so this test is not run under valgrind. */
#include "check.h"

#include <setjmp.h>
#include <stdalign.h>
#include <stdlib.h>

/* A bump allocator over one static block: release does nothing, memory is never reused. */
static alignas(16) unsigned char arena[1 << 20];
static size_t arena_used;

static void *arena_allocate(void *context, size_t size, size_t alignment) {
    (void)context;
    size_t start = (arena_used + alignment - 1) & ~(alignment - 1);
    if (start + size > sizeof arena) return NULL;
    arena_used = start + size;
    return arena + start;
}

static void arena_release(void *context, void *pointer, size_t size) {
    (void)context;
    (void)pointer;
    (void)size;
}

static const flow_allocator never_reuses = {arena_allocate, arena_release, NULL};

static flow_layout_t *destroyed_layout(void) {
    flow_size sizes[2] = {{10, 10}, {20, 20}};
    flow_layout_t *h = flow_layout_create_with_allocator(&never_reuses);
    CHECK(h != NULL);
    CHECK_OK(h, flow_layout_set_items(h, sizes, 2));
    CHECK_OK(h, flow_layout_arrange(h, 100, NAN));
    flow_layout_destroy(h);
    return h;
}

static void calls_on_a_destroyed_handle_are_refused(void) {
    flow_layout_t *h = destroyed_layout();
    flow_size sizes[2] = {{10, 10}, {20, 20}};
    float grow[2] = {1, 1};
    flow_size out = {-1, -1};
    size_t count = 99, index = 99;
    flow_rect frames[2];
    CHECK(flow_layout_set_items(h, sizes, 2) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_arrange(h, 100, NAN) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_set_axis(h, FLOW_AXIS_VERTICAL) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_set_pixel_scale(h, 2) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_set_item_grow(h, grow, 2) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_invalidate_item(h, 0) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_size_that_fits(h, 100, NAN, &out) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_arrange_into(h, sizes, 2, 100, NAN, frames, NULL) == FLOW_ERROR_INVALID_ARGUMENT);
    size_t line = 99, first = 99;
    CHECK(flow_layout_set_item_size(h, 0, sizes[1]) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_set_measure_ex(h, 2, NULL, NULL) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_set_padding(h, (flow_edges){1, 1, 1, 1}) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_set_item_shrink(h, grow, 2) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_set_separator(h, sizes[0]) == FLOW_ERROR_INVALID_ARGUMENT);
    count = 99;
    CHECK(flow_layout_separators(h, &count) == NULL && count == 0);
    CHECK(flow_layout_item_at(h, 1, 1, &index) == FLOW_ERROR_INVALID_ARGUMENT && index == 99);
    CHECK(flow_layout_line_of_item(h, 0, &line) == FLOW_ERROR_INVALID_ARGUMENT && line == 99);
    CHECK(flow_layout_lines_in_range(h, 0, 100, &first, &count) == FLOW_ERROR_INVALID_ARGUMENT && first == 99);
    CHECK(flow_layout_neighbor(h, 0, FLOW_NAV_NEXT, &line) == FLOW_ERROR_INVALID_ARGUMENT && line == 99);
    flow_rect caret = {-1, -1, -1, -1};
    CHECK(flow_layout_insertion_point(h, 1, 1, &index, &caret) == FLOW_ERROR_INVALID_ARGUMENT && index == 99 &&
          caret.x == -1);
    size_t counts[1] = {2};
    CHECK(flow_layout_arrange_batch(h, sizes, counts, 1, 100, NAN, frames, NULL) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_get_size(h, &out) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(flow_layout_get_content_size(h, &out) == FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(out.width == -1 && out.height == -1);
    CHECK(flow_layout_frames(h, &count) == NULL && count == 0);
    count = 99;
    CHECK(flow_layout_lines(h, &count) == NULL && count == 0);
    CHECK(flow_layout_visible_count(h) == 0);
    CHECK(strncmp(flow_layout_last_error(h), "destroyed handle", 16) == 0);
    CHECK(flow_layout_first_fitting(&h, 1, 100, NAN, &index) == FLOW_ERROR_INVALID_ARGUMENT && index == 99);
}

static void destroying_twice_is_harmless(void) {
    flow_layout_t *h = destroyed_layout();
    flow_layout_destroy(h);
    flow_layout_destroy(h);
    CHECK(flow_layout_arrange(h, 100, NAN) == FLOW_ERROR_INVALID_ARGUMENT);
}

static void a_destroyed_candidate_fails_first_fitting_and_is_named_on_a_live_one(void) {
    flow_size sizes[1] = {{10, 10}};
    flow_layout_t *live = flow_layout_create_with_allocator(&never_reuses);
    flow_layout_t *candidates[2] = {live, destroyed_layout()};
    size_t index = 99;
    CHECK_OK(live, flow_layout_set_items(live, sizes, 1));
    CHECK_STATUS(live, flow_layout_first_fitting(candidates, 2, 100, NAN, &index), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK(index == 99);
    CHECK_ERROR_MENTIONS(live, "destroyed handle");
    flow_layout_destroy(live);
}

static void a_handle_of_the_c_library_is_refused_after_destroy_too(void) {
    /* Plain flow_layout_create: the block goes back to malloc, which keeps the tag unless it hands
       the memory out again, which nothing does between these two lines. */
    flow_layout_t *h = flow_layout_create();
    CHECK(h != NULL);
    flow_layout_destroy(h);
    CHECK(flow_layout_arrange(h, 100, NAN) != FLOW_OK);
}

static jmp_buf escape;

static flow_size jumps_out(void *user_data, size_t index, flow_size proposal) {
    (void)user_data;
    (void)index;
    (void)proposal;
    longjmp(escape, 1);
}

static void a_longjmp_out_of_a_callback_leaves_that_handle_refusing_changes(void) {
    flow_size sizes[2] = {{10, 10}, {20, 20}};
    flow_layout_t *stuck = flow_layout_create_with_allocator(&never_reuses);
    flow_layout_t *other = flow_layout_create_with_allocator(&never_reuses);
    CHECK_OK(stuck, flow_layout_set_measure(stuck, 2, jumps_out, NULL));
    if (setjmp(escape) == 0) {
        flow_layout_arrange(stuck, 100, NAN);
        CHECK(0); /* the callback jumped out */
    }
    CHECK_STATUS(stuck, flow_layout_set_items(stuck, sizes, 2), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(stuck, flow_layout_arrange(stuck, 100, NAN), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_OK(other, flow_layout_set_items(other, sizes, 2));
    CHECK_OK(other, flow_layout_arrange(other, 100, NAN));
    flow_layout_destroy(stuck); /* only marked: its memory is the arena's, never reused */
    flow_layout_destroy(other);
}

int main(void) {
    RUN(calls_on_a_destroyed_handle_are_refused);
    RUN(destroying_twice_is_harmless);
    RUN(a_destroyed_candidate_fails_first_fitting_and_is_named_on_a_live_one);
    RUN(a_handle_of_the_c_library_is_refused_after_destroy_too);
    RUN(a_longjmp_out_of_a_callback_leaves_that_handle_refusing_changes);
    return check_report("test_handle_lifetime");
}
