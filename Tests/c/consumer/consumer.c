/* A user's program: lays out three tags in a 100-point-wide row and prints the frames.
   Built against the installed tree, through CMake's find_package or through pkg-config. */
#include <flowlayout.h>

#include <math.h>
#include <stdio.h>

int main(void) {
    flow_size tags[3] = {{40, 20}, {40, 20}, {40, 20}};
    const flow_rect *frames;
    size_t i, count = 0;
    flow_layout_t *layout;
    if (flow_layout_version() / 10000 != FLOWLAYOUT_VERSION_MAJOR) {
        fprintf(stderr, "library %u does not match header %d\n", (unsigned)flow_layout_version(), FLOWLAYOUT_VERSION);
        return 1;
    }
    layout = flow_layout_create();
    if (layout == NULL || flow_layout_set_items(layout, tags, 3) != FLOW_OK ||
        flow_layout_arrange(layout, 100, NAN) != FLOW_OK) {
        fprintf(stderr, "layout failed: %s\n", flow_layout_last_error(layout));
        return 1;
    }
    frames = flow_layout_frames(layout, &count);
    for (i = 0; i < count; i++) {
        printf("item %u: x=%g y=%g w=%g h=%g\n", (unsigned)i, frames[i].x, frames[i].y, frames[i].width,
               frames[i].height);
    }
    i = count == 3 && frames[2].y == 28.0f ? 0 : 1;
    flow_layout_destroy(layout);
    return (int)i;
}
