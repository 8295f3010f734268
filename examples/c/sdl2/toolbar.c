/* A game/GUI screen laid out by flowlayout, drawn with SDL2 and SDL2_ttf:
 *
 *   - a toolbar of text buttons in two fonts, measured by a flow_layout_set_measure_ex callback that
 *     answers each button's size and its text baseline from the font, lined up on their first
 *     baselines, wrapping when the window is narrow, snapped to whole pixels;
 *   - an inventory grid whose slots all take the largest item's size (uniform size);
 *   - the mouse hit-tested with flow_layout_item_at (the button or slot under it lights up; a click
 *     prints what was clicked);
 *   - window resizing: both layouts are arranged again in the new width;
 *   - keyboard focus in the inventory: the arrow keys move it to the slot on screen in that
 *     direction (flow_layout_neighbor: across lines, the slot whose centre is nearest), Tab to the
 *     next slot;
 *   - drag to reorder: a slot dragged with the mouse shows a caret where it would go
 *     (flow_layout_insertion_point) and moves there when dropped.
 *
 *   flowlayout-sdl2-toolbar [--font-dir DIR] [--screenshot OUT.png --width W --height H
 *                           [--mouse X,Y] [--keys K1,K2,...] [--drag X1,Y1:X2,Y2]]
 *
 * With --screenshot it runs the same event loop for a few frames with SDL's offscreen or dummy
 * video driver (set SDL_VIDEODRIVER), posts a resize to W x H, a drag from (X1, Y1) to (X2, Y2)
 * (button down, motion, button up), the keys (left, right, up, down, tab) and a mouse move to
 * (X, Y) as a user would, then writes the window's pixels to OUT.png and the geometry it drew to
 * OUT.png.json (for the test that checks the picture). Fonts: DejaVu Sans (Debian: fonts-dejavu-core), looked up in
 * --font-dir, $FLOWLAYOUT_FONT_DIR, then /usr/share/fonts/truetype/dejavu. */
#include <SDL.h>
#include <SDL_ttf.h>
#include <flowlayout.h>
#include <png.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MARGIN = 12, BUTTON_PAD_X = 10, BUTTON_PAD_Y = 6, SECTION_GAP = 16 };

/* ---- The screen's content ----------------------------------------------------------------- */

typedef struct {
    const char *label;
    int big;  /* drawn in the large bold font */
} button;

static const button BUTTONS[] = {
    {"New", 1}, {"Open", 0}, {"Save", 0}, {"Undo", 0}, {"Redo", 0}, {"Cut", 0}, {"Copy", 0},
    {"Paste", 0}, {"Find", 1}, {"Replace", 0}, {"Zoom in", 0}, {"Zoom out", 0}, {"Settings", 1},
    {"Help", 0},
};
enum { BUTTON_COUNT = sizeof BUTTONS / sizeof BUTTONS[0] };

typedef struct {
    int icon;          /* icon edge, pixels: items differ, slots do not (uniform size) */
    int count;         /* stack size shown in the slot's corner */
    SDL_Color color;
} inventory_item;

static const inventory_item ITEMS[] = {
    {30, 1, {200, 80, 60, 255}},  {22, 12, {90, 170, 90, 255}}, {40, 3, {80, 120, 210, 255}},
    {26, 64, {210, 170, 60, 255}}, {34, 2, {150, 90, 190, 255}}, {18, 99, {70, 180, 180, 255}},
    {38, 5, {190, 110, 60, 255}},  {28, 7, {120, 120, 120, 255}}, {32, 1, {180, 60, 120, 255}},
    {24, 16, {100, 150, 60, 255}}, {36, 8, {60, 90, 160, 255}},   {20, 40, {170, 140, 90, 255}},
};
enum { ITEM_COUNT = sizeof ITEMS / sizeof ITEMS[0], SLOT_PAD = 6 };

typedef struct {
    TTF_Font *regular, *big, *small;
    flow_layout_t *toolbar, *inventory;
    flow_rect toolbar_area, inventory_area;  /* where each layout sits in the window */
    int width, height;                        /* the window's size */
    int hovered_button, hovered_slot;         /* -1: none */
    int order[ITEM_COUNT];                    /* the item each slot shows (drag to reorder changes it) */
    int focused_slot;                         /* keyboard focus in the inventory */
    int dragging;                             /* the slot being dragged, or -1 */
    int caret_shown;                          /* while dragging: where the slot would go */
    flow_rect caret;
} screen;

static TTF_Font *button_font(const screen *s, size_t index) { return BUTTONS[index].big ? s->big : s->regular; }

/* ---- Measuring: the font knows each button's size and where its text's baseline is ---------- */

static flow_measurement measure_button(void *user_data, size_t index, flow_size proposal) {
    const screen *s = user_data;
    TTF_Font *font = button_font(s, index);
    int text_width = 0, text_height = 0;
    flow_measurement m;
    (void)proposal; /* one-line labels: the same answer whatever the width offered */
    TTF_SizeUTF8(font, BUTTONS[index].label, &text_width, &text_height);
    m.size.width = (float)(text_width + 2 * BUTTON_PAD_X);
    m.size.height = (float)(TTF_FontHeight(font) + 2 * BUTTON_PAD_Y);
    /* The baseline, from the button's top: the padding plus the font's ascent. */
    m.first_baseline = (float)(BUTTON_PAD_Y + TTF_FontAscent(font));
    m.last_baseline = m.first_baseline;
    return m;
}

static int check(flow_layout_t *layout, int status, const char *what) {
    if (status != FLOW_OK) fprintf(stderr, "%s: %s\n", what, flow_layout_last_error(layout));
    return status == FLOW_OK;
}

static int setup_layouts(screen *s) {
    flow_size slots[ITEM_COUNT];
    int ok = 1;
    s->toolbar = flow_layout_create();
    s->inventory = flow_layout_create();
    if (s->toolbar == NULL || s->inventory == NULL) return 0;
    ok &= check(s->toolbar, flow_layout_set_spacing(s->toolbar, 6, 6), "toolbar spacing");
    ok &= check(s->toolbar, flow_layout_set_align_items(s->toolbar, FLOW_ALIGN_FIRST_BASELINE), "toolbar align");
    ok &= check(s->toolbar, flow_layout_set_pixel_scale(s->toolbar, 1), "toolbar snapping");
    ok &= check(s->toolbar, flow_layout_set_measure_ex(s->toolbar, BUTTON_COUNT, measure_button, s), "toolbar items");

    for (size_t i = 0; i < ITEM_COUNT; i++) {
        s->order[i] = (int)i;
        slots[i].width = slots[i].height = (float)(ITEMS[i].icon + 2 * SLOT_PAD);
    }
    ok &= check(s->inventory, flow_layout_set_uniform_size(s->inventory, 1), "inventory uniform size");
    ok &= check(s->inventory, flow_layout_set_spacing(s->inventory, 4, 4), "inventory spacing");
    ok &= check(s->inventory, flow_layout_set_pixel_scale(s->inventory, 1), "inventory snapping");
    ok &= check(s->inventory, flow_layout_set_items(s->inventory, slots, ITEM_COUNT), "inventory items");
    return ok;
}

/* Both layouts in the window's width: the toolbar on top, the inventory below it. Arranging with
   an unchanged width costs nothing, so this runs on every resize without checking. */
static int arrange(screen *s) {
    float width = (float)(s->width - 2 * MARGIN);
    flow_size toolbar_size, inventory_size;
    if (width < 1) width = 1;
    if (!check(s->toolbar, flow_layout_arrange(s->toolbar, width, NAN), "toolbar arrange") ||
        !check(s->inventory, flow_layout_arrange(s->inventory, width, NAN), "inventory arrange"))
        return 0;
    flow_layout_get_size(s->toolbar, &toolbar_size);
    flow_layout_get_size(s->inventory, &inventory_size);
    s->toolbar_area = (flow_rect){MARGIN, MARGIN, toolbar_size.width, toolbar_size.height};
    s->inventory_area =
        (flow_rect){MARGIN, MARGIN + toolbar_size.height + SECTION_GAP, inventory_size.width, inventory_size.height};
    return 1;
}

/* ---- Hit-testing ------------------------------------------------------------------------- */

/* The item of `layout` (placed at `area`) under the window point (x, y), or -1. */
static int item_under(const flow_layout_t *layout, flow_rect area, int x, int y) {
    size_t index = SIZE_MAX;
    if (flow_layout_item_at(layout, (float)x - area.x, (float)y - area.y, &index) != FLOW_OK) return -1;
    return index == SIZE_MAX ? -1 : (int)index;
}

static void hover(screen *s, int x, int y) {
    s->hovered_button = item_under(s->toolbar, s->toolbar_area, x, y);
    s->hovered_slot = item_under(s->inventory, s->inventory_area, x, y);
}

/* ---- Keyboard focus and drag to reorder --------------------------------------------------- */

/* Moves the inventory's focus for an arrow key or Tab; the slot on screen in that direction. */
static void move_focus(screen *s, SDL_Keycode key) {
    int direction = key == SDLK_LEFT ? FLOW_NAV_LEFT : key == SDLK_RIGHT ? FLOW_NAV_RIGHT : key == SDLK_UP ? FLOW_NAV_UP
                  : key == SDLK_DOWN ? FLOW_NAV_DOWN : key == SDLK_TAB ? FLOW_NAV_NEXT : -1;
    size_t next = SIZE_MAX;
    if (direction >= 0 && flow_layout_neighbor(s->inventory, (size_t)s->focused_slot, direction, &next) == FLOW_OK &&
        next != SIZE_MAX)
        s->focused_slot = (int)next;
}

/* Where the slot being dragged would go if dropped at the window point (x, y): index and caret. */
static size_t drop_index(screen *s, int x, int y) {
    size_t index = 0;
    flow_rect caret;
    if (flow_layout_insertion_point(s->inventory, (float)x - s->inventory_area.x, (float)y - s->inventory_area.y,
                                    &index, &caret) != FLOW_OK)
        return SIZE_MAX;
    s->caret = caret;
    s->caret_shown = 1;
    return index;
}

/* Drops the dragged slot at (x, y): its item moves to the insertion index, the others close up. */
static int drop(screen *s, int x, int y) {
    size_t index = drop_index(s, x, y);
    int from = s->dragging;
    s->dragging = -1;
    s->caret_shown = 0;
    if (index == SIZE_MAX || from < 0) return 1;
    int to = (int)index > from ? (int)index - 1 : (int)index;  /* inserting before `index`, once `from` is out */
    int item = s->order[from];
    if (to > from) memmove(&s->order[from], &s->order[from + 1], (size_t)(to - from) * sizeof s->order[0]);
    else memmove(&s->order[to + 1], &s->order[to], (size_t)(from - to) * sizeof s->order[0]);
    s->order[to] = item;
    s->focused_slot = to;
    flow_size slots[ITEM_COUNT];
    for (size_t i = 0; i < ITEM_COUNT; i++) slots[i].width = slots[i].height = (float)(ITEMS[s->order[i]].icon + 2 * SLOT_PAD);
    return check(s->inventory, flow_layout_set_items(s->inventory, slots, ITEM_COUNT), "inventory items") && arrange(s);
}

/* ---- Drawing ------------------------------------------------------------------------------ */

static SDL_Rect in_window(flow_rect frame, flow_rect area) {
    /* Frames are pixel-snapped: whole numbers, converted exactly. */
    SDL_Rect r = {(int)(area.x + frame.x), (int)(area.y + frame.y), (int)frame.width, (int)frame.height};
    return r;
}

/* Where a button's label is drawn: inside its padding, its baseline on the measured one. */
static SDL_Rect label_rect(const screen *s, size_t index, SDL_Rect button_rect) {
    TTF_Font *font = button_font(s, index);
    int w = 0, h = 0;
    TTF_SizeUTF8(font, BUTTONS[index].label, &w, &h);
    SDL_Rect r = {button_rect.x + BUTTON_PAD_X, button_rect.y + BUTTON_PAD_Y, w, TTF_FontHeight(font)};
    return r;
}

/* Where a slot's stack count is drawn: its bottom-right corner, inside the slot. */
static SDL_Rect count_rect(const screen *s, size_t index, SDL_Rect slot_rect, char *text, size_t text_size) {
    int w = 0, h = 0;
    snprintf(text, text_size, "%d", ITEMS[s->order[index]].count);
    TTF_SizeUTF8(s->small, text, &w, &h);
    SDL_Rect r = {slot_rect.x + slot_rect.w - 3 - w, slot_rect.y + slot_rect.h - 1 - TTF_FontHeight(s->small), w,
                  TTF_FontHeight(s->small)};
    return r;
}

static void draw_text(SDL_Renderer *renderer, TTF_Font *font, const char *text, SDL_Rect where) {
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *surface = TTF_RenderUTF8_Blended(font, text, white);
    if (surface == NULL) return;
    SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, surface);
    SDL_Rect target = {where.x, where.y, surface->w, surface->h};
    if (texture != NULL) SDL_RenderCopy(renderer, texture, NULL, &target);
    SDL_DestroyTexture(texture);
    SDL_FreeSurface(surface);
}

static void fill(SDL_Renderer *renderer, SDL_Rect r, Uint8 red, Uint8 green, Uint8 blue) {
    SDL_SetRenderDrawColor(renderer, red, green, blue, 255);
    SDL_RenderFillRect(renderer, &r);
}

static void draw(const screen *s, SDL_Renderer *renderer) {
    size_t count = 0;
    const flow_rect *frames;
    char text[16];
    fill(renderer, (SDL_Rect){0, 0, s->width, s->height}, 30, 30, 40);

    frames = flow_layout_frames(s->toolbar, &count);
    for (size_t i = 0; i < count; i++) {
        SDL_Rect r = in_window(frames[i], s->toolbar_area);
        int hot = (int)i == s->hovered_button;
        fill(renderer, r, 70, 80, 110);
        fill(renderer, (SDL_Rect){r.x + 1, r.y + 1, r.w - 2, r.h - 2}, hot ? 90 : 50, hot ? 120 : 60, hot ? 200 : 90);
        draw_text(renderer, button_font(s, i), BUTTONS[i].label, label_rect(s, i, r));
    }

    frames = flow_layout_frames(s->inventory, &count);
    for (size_t i = 0; i < count; i++) {
        SDL_Rect r = in_window(frames[i], s->inventory_area);
        int hot = (int)i == s->hovered_slot;
        const inventory_item *item = &ITEMS[s->order[i]];
        if ((int)i == s->focused_slot) fill(renderer, (SDL_Rect){r.x - 2, r.y - 2, r.w + 4, r.h + 4}, 250, 200, 40);
        fill(renderer, r, hot ? 90 : 60, hot ? 120 : 64, hot ? 200 : 76);
        fill(renderer, (SDL_Rect){r.x + 2, r.y + 2, r.w - 4, r.h - 4}, 42, 47, 58);
        fill(renderer, (SDL_Rect){r.x + (r.w - item->icon) / 2, r.y + (r.h - item->icon) / 2, item->icon, item->icon},
             item->color.r, item->color.g, item->color.b);
        SDL_Rect label = count_rect(s, i, r, text, sizeof text);
        draw_text(renderer, s->small, text, label);
    }
    if (s->caret_shown) {
        SDL_Rect c = in_window(s->caret, s->inventory_area);
        fill(renderer, (SDL_Rect){c.x - 1, c.y, 2, c.h}, 255, 110, 40);
    }
}

/* ---- Screenshots: PNG (libpng) and the geometry drawn, for the test ------------------------- */

static int write_png(const char *path, const unsigned char *rgb, int width, int height) {
    FILE *file = fopen(path, "wb");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (file == NULL || info == NULL || setjmp(png_jmpbuf(png))) {
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        if (file) fclose(file);
        return 0;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, 9);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) png_write_row(png, rgb + (size_t)y * (size_t)width * 3);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return fclose(file) == 0;
}

static void write_rect(FILE *f, SDL_Rect r) { fprintf(f, "[%d, %d, %d, %d]", r.x, r.y, r.w, r.h); }

/* Everything the picture should show, in window pixels: buttons with their label boxes and
   baselines, slots with their count boxes, and what the mouse is over. */
static int write_geometry(const screen *s, const char *path) {
    FILE *f = fopen(path, "w");
    size_t count = 0, lines = 0;
    const flow_rect *frames;
    char text[16];
    if (f == NULL) return 0;
    fprintf(f, "{\"window\": [%d, %d], \"hovered_button\": %d, \"hovered_slot\": %d, \"focused_slot\": %d,\n \"buttons\": [",
            s->width, s->height, s->hovered_button, s->hovered_slot, s->focused_slot);
    frames = flow_layout_frames(s->toolbar, &count);
    for (size_t i = 0; i < count; i++) {
        SDL_Rect r = in_window(frames[i], s->toolbar_area);
        size_t line = 0;
        flow_layout_line_of_item(s->toolbar, i, &line);
        fprintf(f, "%s\n  {\"label\": \"%s\", \"frame\": ", i ? "," : "", BUTTONS[i].label);
        write_rect(f, r);
        fprintf(f, ", \"text\": ");
        write_rect(f, label_rect(s, i, r));
        fprintf(f, ", \"baseline\": %d, \"line\": %zu, \"raw\": [%.9g, %.9g, %.9g, %.9g]}",
                label_rect(s, i, r).y + TTF_FontAscent(button_font(s, i)), line, frames[i].x, frames[i].y,
                frames[i].width, frames[i].height);
    }
    flow_layout_lines(s->toolbar, &lines);
    fprintf(f, "],\n \"toolbar_lines\": %zu,\n \"slots\": [", lines);
    frames = flow_layout_frames(s->inventory, &count);
    for (size_t i = 0; i < count; i++) {
        SDL_Rect r = in_window(frames[i], s->inventory_area);
        fprintf(f, "%s\n  {\"frame\": ", i ? "," : "");
        write_rect(f, r);
        fprintf(f, ", \"text\": ");
        write_rect(f, count_rect(s, i, r, text, sizeof text));
        const SDL_Color c = ITEMS[s->order[i]].color;
        fprintf(f, ", \"item\": %d, \"color\": [%d, %d, %d], \"icon\": %d}", s->order[i], c.r, c.g, c.b, ITEMS[s->order[i]].icon);
    }
    fprintf(f, "]}\n");
    return fclose(f) == 0;
}

static int screenshot(const screen *s, SDL_Renderer *renderer, const char *path) {
    size_t bytes = (size_t)s->width * (size_t)s->height * 3;
    unsigned char *rgb = malloc(bytes);
    char geometry[1024];
    int ok = rgb != NULL &&
             SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_RGB24, rgb, s->width * 3) == 0 &&
             write_png(path, rgb, s->width, s->height);
    free(rgb);
    snprintf(geometry, sizeof geometry, "%s.json", path);
    return ok && write_geometry(s, geometry);
}

/* ---- Main loop ---------------------------------------------------------------------------- */

static TTF_Font *open_font(const char *dir, const char *file, int points) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    TTF_Font *font = TTF_OpenFont(path, points);
    if (font == NULL) fprintf(stderr, "cannot open %s: %s (install fonts-dejavu-core or pass --font-dir)\n", path,
                              TTF_GetError());
    return font;
}

/* The headless run's input, once the window has its size: a drag (button down, motion, button up)
   and key presses, as SDL would deliver them. */
static void post_input(SDL_Window *window, const int drag[4], const char *keys) {
    Uint32 id = SDL_GetWindowID(window);
    if (drag[0] >= 0) {
        SDL_Event e = {0};
        e.type = SDL_MOUSEBUTTONDOWN, e.button.windowID = id, e.button.button = SDL_BUTTON_LEFT;
        e.button.x = drag[0], e.button.y = drag[1];
        SDL_PushEvent(&e);
        e = (SDL_Event){0};
        e.type = SDL_MOUSEMOTION, e.motion.windowID = id, e.motion.state = SDL_BUTTON_LMASK;
        e.motion.x = drag[2], e.motion.y = drag[3];
        SDL_PushEvent(&e);
        e = (SDL_Event){0};
        e.type = SDL_MOUSEBUTTONUP, e.button.windowID = id, e.button.button = SDL_BUTTON_LEFT;
        e.button.x = drag[2], e.button.y = drag[3];
        SDL_PushEvent(&e);
    }
    for (const char *k = keys; k && *k; k += strcspn(k, ",") + (k[strcspn(k, ",")] == ',')) {
        SDL_Event e = {0};
        size_t n = strcspn(k, ",");
        e.type = SDL_KEYDOWN, e.key.windowID = id;
        e.key.keysym.sym = !strncmp(k, "left", n) ? SDLK_LEFT : !strncmp(k, "right", n) ? SDLK_RIGHT
                         : !strncmp(k, "up", n) ? SDLK_UP : !strncmp(k, "down", n) ? SDLK_DOWN : SDLK_TAB;
        SDL_PushEvent(&e);
    }
}

int main(int argc, char **argv) {
    const char *font_dir = getenv("FLOWLAYOUT_FONT_DIR") ? getenv("FLOWLAYOUT_FONT_DIR")
                                                          : "/usr/share/fonts/truetype/dejavu";
    const char *shot = NULL;
    int shot_width = 480, shot_height = 300, mouse_x = -1, mouse_y = -1;
    const char *keys = NULL;
    int drag[4] = {-1, -1, -1, -1};
    screen s = {0};
    s.width = 640, s.height = 400, s.hovered_button = s.hovered_slot = s.dragging = -1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--font-dir") && i + 1 < argc) font_dir = argv[++i];
        else if (!strcmp(argv[i], "--screenshot") && i + 1 < argc) shot = argv[++i];
        else if (!strcmp(argv[i], "--width") && i + 1 < argc) shot_width = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--height") && i + 1 < argc) shot_height = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--mouse") && i + 1 < argc) sscanf(argv[++i], "%d,%d", &mouse_x, &mouse_y);
        else if (!strcmp(argv[i], "--keys") && i + 1 < argc) keys = argv[++i];
        else if (!strcmp(argv[i], "--drag") && i + 1 < argc) sscanf(argv[++i], "%d,%d:%d,%d", &drag[0], &drag[1], &drag[2], &drag[3]);
        else {
            fprintf(stderr, "usage: %s [--font-dir DIR] [--screenshot OUT.png --width W --height H [--mouse X,Y] "
                            "[--keys left,right,up,down,tab,...] [--drag X1,Y1:X2,Y2]]\n",
                    argv[0]);
            return 2;
        }
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "SDL: %s\n", SDL_GetError());
        return 1;
    }
    s.regular = open_font(font_dir, "DejaVuSans.ttf", 15);
    s.big = open_font(font_dir, "DejaVuSans-Bold.ttf", 22);
    s.small = open_font(font_dir, "DejaVuSans.ttf", 10);
    SDL_Window *window = s.regular && s.big && s.small
        ? SDL_CreateWindow("flowlayout + SDL2", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, s.width, s.height,
                           SDL_WINDOW_RESIZABLE)
        : NULL;
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, shot ? SDL_RENDERER_SOFTWARE : 0) : NULL;
    int status = 1;
    if (renderer == NULL || !setup_layouts(&s) || !arrange(&s)) {
        if (window && !renderer) fprintf(stderr, "SDL: %s\n", SDL_GetError());
        goto done;
    }
    if (shot) {
        /* What a user would do: resize the window, move the mouse. */
        SDL_SetWindowSize(window, shot_width, shot_height);
        SDL_Event move = {0};
        move.type = SDL_MOUSEMOTION;
        move.motion.windowID = SDL_GetWindowID(window);
        move.motion.x = mouse_x, move.motion.y = mouse_y;
        SDL_PushEvent(&move);
    }
    for (int frame = 0, running = 1; running; frame++) {
        SDL_Event event;
        if (shot && frame == 1) post_input(window, drag, keys);
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT || (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE)) running = 0;
            else if (event.type == SDL_KEYDOWN) move_focus(&s, event.key.keysym.sym);
            else if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
                s.width = event.window.data1, s.height = event.window.data2;
                if (!arrange(&s)) goto done;
                hover(&s, mouse_x, mouse_y);
            } else if (event.type == SDL_MOUSEMOTION) {
                mouse_x = event.motion.x, mouse_y = event.motion.y;
                hover(&s, mouse_x, mouse_y);
                if (s.dragging >= 0) drop_index(&s, mouse_x, mouse_y);
            } else if (event.type == SDL_MOUSEBUTTONDOWN) {
                hover(&s, event.button.x, event.button.y);
                if (s.hovered_button >= 0) printf("clicked %s\n", BUTTONS[s.hovered_button].label);
                if (s.hovered_slot >= 0) {
                    printf("clicked slot %d\n", s.hovered_slot);
                    s.dragging = s.focused_slot = s.hovered_slot;
                }
            } else if (event.type == SDL_MOUSEBUTTONUP && s.dragging >= 0) {
                int from = s.dragging;
                if (!drop(&s, event.button.x, event.button.y)) goto done;
                printf("moved slot %d to %d\n", from, s.focused_slot);
                hover(&s, event.button.x, event.button.y);
            }
        }
        /* The offscreen and dummy drivers report the resize synchronously; read it back anyway. */
        int w = 0, h = 0;
        SDL_GetWindowSize(window, &w, &h);
        if (w != s.width || h != s.height) {
            s.width = w, s.height = h;
            if (!arrange(&s)) goto done;
            hover(&s, mouse_x, mouse_y);
        }
        draw(&s, renderer);
        if (shot && frame == 2) {
            if (!screenshot(&s, renderer, shot)) {
                fprintf(stderr, "cannot write %s\n", shot);
                goto done;
            }
            size_t lines = 0;
            flow_layout_lines(s.toolbar, &lines);
            printf("wrote %s (%dx%d, toolbar in %zu lines)\n", shot, s.width, s.height, lines);
            running = 0;
        }
        SDL_RenderPresent(renderer);
        if (!shot) SDL_Delay(16);
    }
    status = 0;
done:
    flow_layout_destroy(s.toolbar);
    flow_layout_destroy(s.inventory);
    if (renderer) SDL_DestroyRenderer(renderer);
    if (window) SDL_DestroyWindow(window);
    if (s.regular) TTF_CloseFont(s.regular);
    if (s.big) TTF_CloseFont(s.big);
    if (s.small) TTF_CloseFont(s.small);
    TTF_Quit();
    SDL_Quit();
    return status;
}
