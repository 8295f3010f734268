// Requirements for flowlayout.hpp's lanes (masonry): set_lanes / set_lane_tolerance /
// set_item_lane_span, lanes() as a view, lane_of_item, in the throwing and the try_ forms
// (compiled as C++17, 20 and 23). Placements are checked against the rule computed here from the
// item heights: each item takes the run of `span` lanes whose stacks end first, lanes ending within
// the tolerance of the lowest counting as tied (the first found searching from the lane after the
// last item placed, wrapping around, wins).
#include "flowlayout.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

static int failures = 0;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond);          \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

// Lanes are laid out on a 1/64-point grid, as browsers do: lengths agree to within a few units.
static bool near(float a, float b) { return std::fabs(a - b) < 1.0f / 16; }

struct placed {
    std::vector<flow_rect> frames;
    std::vector<flow_lane> lanes;
};

// Column lanes, left to right, items stretched across the lanes they cover.
static placed by_the_rule(const std::vector<float> &heights, const std::vector<std::uint32_t> &spans, float width,
                          std::size_t count, float gap, float line_gap, float tolerance) {
    placed out;
    const float length = (width - gap * float(count - 1)) / float(count);
    std::vector<float> ends(count, 0), extents(count, 0);
    std::vector<std::uint32_t> items(count, 0);
    std::size_t cursor = 0;  // the search starts after the last item placed, then wraps around
    for (std::size_t i = 0; i < heights.size(); i++) {
        const std::size_t span = std::min<std::size_t>(spans.empty() ? 1 : spans[i], count);
        std::vector<float> starts;
        for (std::size_t first = 0; first + span <= count; first++) {
            starts.push_back(*std::max_element(ends.begin() + first, ends.begin() + first + span));
        }
        const float lowest = *std::min_element(starts.begin(), starts.end());
        const std::size_t origin = cursor <= count - span ? cursor : 0, places = starts.size();
        std::size_t first = origin;
        for (std::size_t step = 0; step < places; step++) {
            first = (origin + step) % places;
            if (starts[first] <= lowest + tolerance) break;
        }
        cursor = first + span;
        const float top = starts[first];
        out.frames.push_back({float(first) * (length + gap), top, float(span) * length + float(span - 1) * gap, heights[i]});
        for (std::size_t lane = first; lane < first + span; lane++) {
            ends[lane] = top + heights[i] + line_gap;
            extents[lane] = top + heights[i];
            items[lane]++;
        }
    }
    for (std::size_t lane = 0; lane < count; lane++) {
        out.lanes.push_back({float(lane) * (length + gap), length, extents[lane], items[lane]});
    }
    return out;
}

static std::vector<flow_size> columns_of(const std::vector<float> &heights) {
    std::vector<flow_size> sizes;
    for (float h : heights) sizes.push_back({10, h});
    return sizes;
}

static void items_take_the_lanes_that_end_first() {
    const std::vector<float> heights{60, 20, 30, 10, 25, 40, 18, 33, 70, 12};
    const std::vector<std::uint32_t> spans{1, 1, 1, 2, 9, 1, 3, 1, 2, 1};
    for (float tolerance : {0.0f, 16.0f, 40.0f}) {
        flowlayout::layout grid;
        grid.set_lanes(4).set_lane_tolerance(tolerance).set_spacing(10, 6).set_items(columns_of(heights));
        grid.set_item_lane_span(spans);
        grid.arrange(430);
        const placed expected = by_the_rule(heights, spans, 430, 4, 10, 6, tolerance);
        auto frames = grid.frames();
        CHECK(frames.size() == heights.size());
        for (std::size_t i = 0; i < frames.size(); i++) {
            const flow_rect &got = frames[i], &want = expected.frames[i];
            CHECK(near(got.x, want.x) && near(got.y, want.y) && near(got.width, want.width) && near(got.height, want.height));
            const auto slot = grid.lane_of_item(i);
            CHECK(slot.has_value() && near(expected.lanes[slot->first].offset, want.x));
            CHECK(slot.has_value() && slot->second == std::min<std::size_t>(spans[i], 4));
        }
        auto lanes = grid.lanes();
        CHECK(lanes.size() == 4);
        std::size_t n = 0;
        for (const flow_lane &lane : lanes) {  // a range
            CHECK(near(lane.offset, expected.lanes[n].offset) && near(lane.length, expected.lanes[n].length));
            CHECK(near(lane.extent, expected.lanes[n].extent) && lane.item_count == expected.lanes[n].item_count);
            n++;
        }
        CHECK(grid.lines().size() == 0);
        float tallest = 0;
        for (const flow_lane &lane : lanes) tallest = std::max(tallest, lane.extent);
        CHECK(near(grid.content_size().width, 430) && near(grid.content_size().height, tallest));
    }
}

static void auto_fill_and_clearing() {
    flowlayout::layout grid;
    grid.set_spacing(10, 10).set_lanes(0, 180).set_items(columns_of({50, 50, 50, 50, 50}));
    grid.arrange(800);  // floor((800 + 10) / (180 + 10)) = 4 lanes
    CHECK(grid.lanes().size() == 4);
    for (const flow_lane &lane : grid.lanes()) CHECK(lane.length >= 180);
    grid.set_item_lane_span(std::vector<std::uint32_t>{2, 1, 1, 1, 1});
    grid.arrange(800);
    CHECK(grid.lane_of_item(0) == std::make_pair(std::size_t(0), std::size_t(2)));
    grid.clear_item_lane_span().arrange(800);
    CHECK(grid.lane_of_item(0)->second == 1);
    grid.set_lanes(0, 0).arrange(800);  // off: ordinary lines
    CHECK(grid.lanes().size() == 0 && grid.lines().size() > 0);
    CHECK(!grid.lane_of_item(0).has_value());
}

static void bad_input_throws_naming_the_argument_and_changes_nothing() {
    flowlayout::layout grid;
    grid.set_lanes(3).set_items(columns_of({10, 20, 30}));
    grid.arrange(300);
    const std::vector<flow_rect> before(grid.frames().begin(), grid.frames().end());
    const auto refused = [&](auto call, const char *word) {
        try {
            call();
            CHECK(false);
        } catch (const flowlayout::error &e) {
            CHECK(e.status() == flowlayout::status::invalid_argument);
            CHECK(std::string(e.what()).find(word) != std::string::npos);
        }
    };
    refused([&] { grid.set_lanes(0, NAN); }, "min_lane_length");
    refused([&] { grid.set_lanes(0, -1); }, "min_lane_length");
    refused([&] { grid.set_lanes(FLOWLAYOUT_MAX_LANES + 1); }, "count");
    refused([&] { grid.set_lane_tolerance(-1); }, "flow_layout_set_lane_tolerance");
    refused([&] { grid.set_lane_tolerance(INFINITY); }, "flow_layout_set_lane_tolerance");
    refused([&] { grid.set_item_lane_span(std::vector<std::uint32_t>{1, 0, 1}); }, "item 1");
    refused([&] { grid.set_item_lane_span(std::vector<std::uint32_t>{1, 1}); }, "flow_layout_set_item_lane_span");
    refused([&] { (void)grid.lane_of_item(3); }, "lane_of_item: index 3");
    grid.arrange(300);
    CHECK(grid.lanes().size() == 3);
    for (std::size_t i = 0; i < before.size(); i++) {
        CHECK(near(grid.frames()[i].x, before[i].x) && near(grid.frames()[i].y, before[i].y));
    }
    // The try_ forms answer the same statuses without throwing.
    CHECK(grid.try_set_lanes(0, NAN) == flowlayout::status::invalid_argument);
    CHECK(grid.try_set_lane_tolerance(NAN) == flowlayout::status::invalid_argument);
    std::optional<std::pair<std::size_t, std::size_t>> slot;
    CHECK(grid.try_lane_of_item(7, slot) == flowlayout::status::invalid_argument);
    CHECK(!grid.try_lane_of_item(2, slot) && slot.has_value() && slot->second == 1);
    flowlayout::layout fresh;
    CHECK(fresh.try_lane_of_item(0, slot) == flowlayout::status::not_arranged);
}

int main() {
    items_take_the_lanes_that_end_first();
    auto_fill_and_clearing();
    bad_input_throws_naming_the_argument_and_changes_nothing();
    if (failures) {
        std::fprintf(stderr, "%d check(s) failed\n", failures);
        return 1;
    }
    std::puts("test_cpp_lanes: ok");
    return 0;
}
