// Requirements for flowlayout.hpp's non-throwing forms, compiled with and without exceptions and
// as C++17, 20 and 23: every operation works through its `try_` form (measure functions for one
// item or for runs of items included), results come back through out parameters and views,
// messages name the failure once, and (C++20) views are borrowed ranges that convert to std::span.
// Without exceptions, the throwing forms do not exist.
#include "flowlayout.hpp"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
#if defined(__cpp_lib_ranges)
#include <algorithm>
#include <ranges>
#endif

static int failures = 0;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond);          \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static bool near(float a, float b) { return std::fabs(a - b) < 1e-3f; }

template <class T, class = void>
struct has_throwing_arrange : std::false_type {};
template <class T>
struct has_throwing_arrange<T, std::void_t<decltype(std::declval<T &>().arrange(0.0f, 0.0f))>> : std::true_type {};
static_assert(has_throwing_arrange<flowlayout::layout>::value == (FLOWLAYOUT_HPP_EXCEPTIONS != 0),
              "throwing forms exist exactly when exceptions are enabled");
#if !defined(__cpp_exceptions) && !defined(__EXCEPTIONS)
static_assert(FLOWLAYOUT_HPP_EXCEPTIONS == 0, "built with -fno-exceptions");
#endif

static std::vector<flow_size> nine_items() { return std::vector<flow_size>(9, flow_size{40, 20}); }

static void every_operation_has_a_non_throwing_form() {
    flowlayout::layout row;
    CHECK(row.valid());
    CHECK(!row.try_set_spacing(8, 8));
    CHECK(!row.try_set_justify(flowlayout::justify::start));
    CHECK(!row.try_set_items(nine_items()));
    CHECK(!row.try_arrange(100, NAN));
    flow_size size{0, 0};
    CHECK(!row.try_size(size) && near(size.height, 20 * 5 + 8 * 4));
    CHECK(row.frames().size() == 9 && row.lines().size() == 5);

    // One item's size: the rest follows.
    CHECK(!row.try_set_item_size(7, flow_size{100, 30}));
    CHECK(!row.try_arrange(100, NAN));
    CHECK(near(row.frames()[7].y, 112) && near(row.frames()[8].y, 150));

    std::optional<std::size_t> hit;
    CHECK(!row.try_item_at(50, 5, hit) && hit == std::size_t(1));
    CHECK(!row.try_item_at(44, 5, hit) && !hit);  // the gap between items 0 and 1
    std::optional<std::size_t> line;
    CHECK(!row.try_line_of_item(8, line) && line == std::size_t(5));
    flowlayout::line_span span;
    CHECK(!row.try_lines_in_range(30, 60, span) && span.first == 1 && span.count == 2);
    // Navigation and drag: lines 0 1 / 2 3 / 4 5 / 6 / 7 / 8.
    std::optional<std::size_t> next;
    CHECK(!row.try_neighbor(0, flowlayout::navigation::right, next) && next == std::size_t(1));
    CHECK(!row.try_neighbor(7, flowlayout::navigation::down, next) && next == std::size_t(8));
    CHECK(!row.try_neighbor(8, flowlayout::navigation::down, next) && !next);
    flowlayout::insertion drop;
    CHECK(!row.try_insertion_point(50, 5, drop) && drop.index == 1 && near(drop.caret.x, 44));
    CHECK(row.try_neighbor(9, flowlayout::navigation::up, next) == flowlayout::status::invalid_argument);
    CHECK(row.try_neighbor(0, static_cast<flowlayout::navigation>(6), next) == flowlayout::status::invalid_argument);
    CHECK(row.try_insertion_point(0, NAN, drop) == flowlayout::status::invalid_argument && drop.index == 1);

    // Bad input: a status, the handle's message once, nothing changed.
    std::error_code code = row.try_set_pixel_scale(-1);
    CHECK(code == flowlayout::status::invalid_argument);
    CHECK(std::strstr(row.last_error_c_str(), "flow_layout_set_pixel_scale: ") == row.last_error_c_str());
    CHECK(row.try_set_item_size(9, flow_size{1, 1}) == flowlayout::status::invalid_argument);
    CHECK(row.try_item_at(NAN, 0, hit) == flowlayout::status::invalid_argument);
    CHECK(row.try_set_item_spacing(std::vector<float>{1, 2, 3}) == flowlayout::status::invalid_argument);
    CHECK(row.last_error() == "flowlayout::layout::set_item_spacing: spacing needs 4 values per item");
    CHECK(row.try_set_item_baselines(std::vector<float>{1}, std::vector<float>{}) == flowlayout::status::invalid_argument);

    flowlayout::layout fresh;
    CHECK(fresh.try_size(size) == flowlayout::status::not_arranged);
    CHECK(fresh.try_item_at(0, 0, hit) == flowlayout::status::not_arranged);
    CHECK(fresh.try_lines_in_range(0, 1, span) == flowlayout::status::not_arranged);
    CHECK(fresh.try_line_of_item(0, line) == flowlayout::status::not_arranged);
    CHECK(fresh.try_neighbor(0, flowlayout::navigation::next, line) == flowlayout::status::not_arranged);
    CHECK(fresh.try_insertion_point(0, 0, drop) == flowlayout::status::not_arranged);

    // Moved-from: no handle, every call fails with status::null.
    flowlayout::layout moved(std::move(fresh));
    CHECK(!fresh.valid() && fresh.try_arrange(1, 1) == flowlayout::status::null);
    CHECK(std::string(fresh.last_error_c_str()) == "the layout holds no handle");
}

static void measuring_with_baselines() {
    flowlayout::layout text;
    CHECK(!text.try_set_align_items(flowlayout::align_items::first_baseline));
    CHECK(!text.try_set_measure_ex(3, [](std::size_t index, flow_size) {
        // Two short labels and a tall one, baselines 15, 30, 8 from their tops.
        static const flow_measurement answers[3] = {{{30, 20}, 15, 15}, {{50, 40}, 30, 30}, {{20, 10}, 8, 8}};
        return answers[index];
    }));
    CHECK(!text.try_arrange(200, NAN));
    CHECK(near(text.frames()[0].y, 15) && near(text.frames()[1].y, 0) && near(text.frames()[2].y, 22));
    CHECK(text.try_set_measure(2, flowlayout::layout::measure_function()) == flowlayout::status::null);
    CHECK(!text.try_set_measure(2, [](std::size_t, flow_size) { return flow_size{10, 10}; }));
    flow_size wanted{0, 0};
    CHECK(!text.try_size_that_fits(NAN, NAN, wanted) && near(wanted.width, 28));
}

// Item i wants ideal[i] along the line and wraps (one more line of 20 per extra width) when offered less.
static flow_size text_size(float ideal, flow_size proposal) {
    float w = std::isnan(proposal.width) || proposal.width >= ideal ? ideal : proposal.width;
    return flow_size{w, 20.0f * std::ceil(ideal / w)};
}

static void measuring_in_runs() {
    const std::vector<float> ideal{30, 150, 45};
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    flowlayout::layout ranged, one;
    CHECK(ranged.try_set_measure_range(3, flowlayout::layout::measure_range_function()) == flowlayout::status::null);
    CHECK(ranged.last_error() == "flowlayout::layout::set_measure_range: the measure function is empty");
    CHECK(!ranged.try_set_measure_range(3, [&](std::size_t first, std::size_t count, flow_size proposal,
                                               flow_size *answers) {
        runs.emplace_back(first, count);
        for (std::size_t k = 0; k < count; k++) answers[k] = text_size(ideal[first + k], proposal);
    }));
    CHECK(!one.try_set_measure(
        3, [&](std::size_t index, flow_size proposal) { return text_size(ideal[index], proposal); }));
    CHECK(!ranged.try_arrange(100, NAN) && !one.try_arrange(100, NAN));
    // Every ideal size in one run, then item 1, longer than the line, alone.
    using run = std::pair<std::size_t, std::size_t>;
    CHECK(runs == (std::vector<run>{run(0, 3), run(1, 1)}));
    CHECK(ranged.frames().size() == 3 && one.frames().size() == 3 &&
          std::memcmp(ranged.frames().data(), one.frames().data(), 3 * sizeof(flow_rect)) == 0);
    CHECK(near(ranged.frames()[1].width, 100) && near(ranged.frames()[1].height, 40));
    flow_size a{0, 0}, b{1, 1};
    CHECK(!ranged.try_size_that_fits(120, NAN, a) && !one.try_size_that_fits(120, NAN, b));
    CHECK(std::memcmp(&a, &b, sizeof a) == 0);
    // The function moves with the layout.
    flowlayout::layout moved(std::move(ranged));
    runs.clear();
    CHECK(!moved.try_invalidate_item(2) && !moved.try_arrange(100, NAN));
    CHECK(runs == (std::vector<run>{run(2, 1)}) && near(moved.frames()[2].width, 45));
}

static void batches_and_first_fitting() {
    flowlayout::layout chips;
    std::vector<flow_size> sizes(5, flow_size{40, 20});
    std::array<std::size_t, 2> counts{{2, 3}};
    std::vector<flow_rect> frames(5);
    std::vector<flow_size> group_sizes(2);
    CHECK(!chips.try_arrange_batch(sizes, counts, 100, NAN, frames, group_sizes));
    CHECK(near(frames[1].x, 48) && near(frames[4].y, 28) && near(group_sizes[1].height, 48));
    std::vector<flow_rect> too_few(4);
    CHECK(chips.try_arrange_batch(sizes, counts, 100, NAN, too_few, group_sizes) == flowlayout::status::invalid_argument);
    std::vector<flow_size> no_sizes;
    CHECK(!chips.try_arrange_batch(sizes, counts, 100, NAN, frames, no_sizes));

    flowlayout::layout one_row, wrapping;
    CHECK(!one_row.try_set_wrap(flowlayout::wrap::none) && !one_row.try_set_items(sizes));
    CHECK(!wrapping.try_set_items(sizes));
    std::size_t index = 99;
    CHECK(!flowlayout::layout::try_first_fitting({&one_row, &wrapping}, 100, NAN, index) && index == 1);
    CHECK(flowlayout::layout::try_first_fitting({&one_row, nullptr}, 100, NAN, index) == flowlayout::status::null);
}

#if FLOWLAYOUT_HPP_EXCEPTIONS
static void a_throwing_measure_function_is_reported_by_the_non_throwing_forms() {
    flowlayout::layout text;
    CHECK(!text.try_set_measure(3, [](std::size_t index, flow_size) -> flow_size {
        if (index == 2) throw std::runtime_error("no font");
        return flow_size{10, 10};
    }));
    CHECK(text.try_arrange(100, NAN) == flowlayout::status::measure);
    CHECK(text.last_error() == "flow_layout_arrange: item 2: the measure callback threw: no font");
    flow_size wanted;
    CHECK(text.try_size_that_fits(100, NAN, wanted) == flowlayout::status::measure);
    CHECK(text.last_error() == "flow_layout_size_that_fits: item 2: the measure callback threw: no font");
    CHECK(text.try_set_spacing(1, 1) == flowlayout::status::ok && text.last_error().find("threw") != std::string::npos);

    // A range measure function fails its whole run.
    CHECK(!text.try_set_measure_range(3, [](std::size_t, std::size_t, flow_size, flow_size *) {
        throw std::runtime_error("no shaper");
    }));
    CHECK(text.try_arrange(100, NAN) == flowlayout::status::measure);
    CHECK(text.last_error() == "flow_layout_arrange: items 0 to 2: the measure callback threw: no shaper");
    CHECK(text.try_size_that_fits(100, NAN, wanted) == flowlayout::status::measure);
    CHECK(text.last_error() == "flow_layout_size_that_fits: items 0 to 2: the measure callback threw: no shaper");
}
#endif

#if defined(__cpp_lib_ranges)
static void views_are_borrowed_ranges() {
    static_assert(std::ranges::borrowed_range<flowlayout::view<flow_rect>>);
    static_assert(std::ranges::view<flowlayout::view<flow_line>>);
    flowlayout::layout row;
    CHECK(!row.try_set_items(nine_items()) && !row.try_arrange(100, NAN));
    // Algorithms on temporaries return iterators, not std::ranges::dangling.
    auto second_line = std::ranges::find_if(row.frames(), [](const flow_rect &r) { return r.y > 0; });
    static_assert(std::is_same_v<decltype(second_line), const flow_rect *>);
    CHECK(second_line - row.frames().begin() == 2);
    std::span<const flow_line> lines = row.lines();
    CHECK(lines.size() == 5 && lines[4].first_item == 8);
    auto tall = row.frames() | std::views::filter([](const flow_rect &r) { return r.height > 10; });
    CHECK(std::ranges::distance(tall) == 9);
}
#endif

#if !FLOWLAYOUT_HPP_EXCEPTIONS
static void *refuse(void *, std::size_t, std::size_t) { return nullptr; }
static void *from_malloc(void *, std::size_t size, std::size_t alignment) {
    return std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
}
static void to_free(void *, void *pointer, std::size_t) { std::free(pointer); }

// Without exceptions, a layout whose allocator refuses its first block holds no handle.
static void an_allocator_that_refuses_leaves_no_handle() {
    flowlayout::layout refused(flow_allocator{refuse, to_free, nullptr});
    CHECK(!refused.valid() && refused.try_arrange(1, 1) == flowlayout::status::null);
    flowlayout::layout given(flow_allocator{from_malloc, to_free, nullptr});
    CHECK(given.valid() && !given.try_set_items(nine_items()) && !given.try_arrange(100, NAN));
    CHECK(given.frames().size() == 9);
}
#endif

int main() {
#if !FLOWLAYOUT_HPP_EXCEPTIONS
    an_allocator_that_refuses_leaves_no_handle();
#endif
    every_operation_has_a_non_throwing_form();
    measuring_with_baselines();
    measuring_in_runs();
    batches_and_first_fitting();
#if FLOWLAYOUT_HPP_EXCEPTIONS
    a_throwing_measure_function_is_reported_by_the_non_throwing_forms();
#endif
#if defined(__cpp_lib_ranges)
    views_are_borrowed_ranges();
#endif
    if (failures) {
        std::fprintf(stderr, "test_cpp_no_exceptions (__cplusplus %ld, exceptions %d): %d check(s) failed\n", __cplusplus,
                     FLOWLAYOUT_HPP_EXCEPTIONS, failures);
        return 1;
    }
    std::printf("test_cpp_no_exceptions (__cplusplus %ld, exceptions %d): all checks passed\n", __cplusplus,
                FLOWLAYOUT_HPP_EXCEPTIONS);
    return 0;
}
