// Requirements for flowlayout.hpp's throwing forms (compiled as C++17, 20 and 23): RAII and
// move-only ownership, chained options, errors as exceptions carrying the status and the handle's
// message (once) or as std::error_code, views of the results, measure functions (including one that
// throws, rethrown after the call) and range measure functions (the runs they are asked, results
// equal to set_measure's, ownership across moves), first_fitting, and the embedding calls. The non-throwing forms
// are tested by test_cpp_no_exceptions.cpp.
#include "flowlayout.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <vector>

static int failures = 0;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond);          \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static_assert(!std::is_copy_constructible<flowlayout::layout>::value, "layouts are move-only");
static_assert(std::is_nothrow_move_constructible<flowlayout::layout>::value, "moves do not throw");

static bool near(float a, float b) { return std::fabs(a - b) < 1e-3f; }

static std::vector<flow_size> three_items() { return {{40, 20}, {40, 20}, {40, 20}}; }

static void options_chain_and_results_are_views() {
    flowlayout::layout row;
    row.set_spacing(8, 8).set_justify(flowlayout::justify::end).set_items(three_items());
    row.arrange(100, NAN);
    auto frames = row.frames();
    CHECK(frames.size() == 3);
    CHECK(near(frames[0].x, 12) && near(frames[2].y, 28));
    int n = 0;
    for (const flow_rect &r : frames) n += r.width == 40 ? 1 : 0;
    CHECK(n == 3);
    CHECK(row.lines().size() == 2);
    CHECK(row.visible_count() == 3);
    CHECK(near(row.size().height, 48));
    CHECK(near(row.content_size().width, 88));
    CHECK(near(row.size_that_fits(NAN, NAN).width, 136));
}

static void failures_throw_with_status_and_message() {
    flowlayout::layout row;
    try {
        row.set_pixel_scale(-1);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::invalid_argument);
        CHECK(e.code() == flowlayout::status::invalid_argument);
        CHECK(std::string(e.what()).find("flow_layout_set_pixel_scale") != std::string::npos);
    }
    try {
        (void)row.size();
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::not_arranged);
        // The status is named once, with the call that failed.
        const std::string what = e.what();
        CHECK(what == "flowlayout::layout::size: FLOW_ERROR_NOT_ARRANGED: the layout has not been arranged");
        CHECK(what.find("FLOW_ERROR_NOT_ARRANGED") == what.rfind("FLOW_ERROR_NOT_ARRANGED"));
    }
    try {
        row.set_spacing(NAN, -1);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(std::string(e.what()) == flow_layout_last_error(row.native_handle()));
    }
    CHECK(row.try_arrange(-1, 0) == flowlayout::status::invalid_argument);
    CHECK(!row.try_arrange(10, 10));
    CHECK(flowlayout::make_error_code(flowlayout::status::measure).message().find("FLOW_ERROR_MEASURE") == 0);
}

static void moves_transfer_the_handle() {
    flowlayout::layout a;
    a.set_items(three_items());
    flow_layout_t *handle = a.native_handle();
    flowlayout::layout b(std::move(a));
    CHECK(b.native_handle() == handle && a.native_handle() == nullptr);
    try {
        a.arrange(100, 100);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::null);
    }
    flowlayout::layout c;
    c = std::move(b);
    c.arrange(100, NAN);
    CHECK(c.frames().size() == 3);
}

static void measure_functions_and_their_exceptions() {
    flowlayout::layout text;
    int calls = 0;
    text.set_measure(2, [&](std::size_t index, flow_size proposal) {
        ++calls;
        float ideal = index == 0 ? 30.0f : 150.0f;
        float w = std::isnan(proposal.width) || proposal.width >= ideal ? ideal : proposal.width;
        return flow_size{w, 20.0f * std::ceil(ideal / w)};
    });
    text.arrange(100, NAN);
    CHECK(calls == 3);
    CHECK(near(text.frames()[1].height, 40));

    flowlayout::layout throwing;
    throwing.set_measure(1, [](std::size_t, flow_size) -> flow_size { throw std::runtime_error("no font"); });
    try {
        throwing.arrange(100, NAN);
        CHECK(false);
    } catch (const std::runtime_error &e) {
        CHECK(std::string(e.what()) == "no font");
    }
    CHECK(throwing.try_arrange(100, NAN) == flowlayout::status::measure);
    CHECK(throwing.last_error() == "flow_layout_arrange: item 0: the measure callback threw: no font");
    // Thrown again by the next throwing call: the exception was not kept from the last one.
    try {
        (void)throwing.size_that_fits(100, NAN);
        CHECK(false);
    } catch (const std::runtime_error &e) {
        CHECK(std::string(e.what()) == "no font");
    }
}

// Text-like items for the range measure function: item i wants ideal[i] along the line and wraps
// (one more line of 20 per extra width) when offered less.
static flow_size text_size(float ideal, flow_size proposal) {
    float w = std::isnan(proposal.width) || proposal.width >= ideal ? ideal : proposal.width;
    return flow_size{w, 20.0f * std::ceil(ideal / w)};
}

struct range_call {
    std::size_t first, count;
    flow_size proposal;
};

// Every result of the last arrange, compared bit for bit.
static bool same_results(const flowlayout::layout &a, const flowlayout::layout &b) {
    auto fa = a.frames(), fb = b.frames();
    auto la = a.lines(), lb = b.lines();
    flow_size sa = a.size(), sb = b.size(), ca = a.content_size(), cb = b.content_size();
    return fa.size() == fb.size() && la.size() == lb.size() &&
           (fa.empty() || std::memcmp(fa.data(), fb.data(), fa.size() * sizeof(flow_rect)) == 0) &&
           (la.empty() || std::memcmp(la.data(), lb.data(), la.size() * sizeof(flow_line)) == 0) &&
           std::memcmp(&sa, &sb, sizeof sa) == 0 && std::memcmp(&ca, &cb, sizeof ca) == 0 &&
           a.visible_count() == b.visible_count();
}

static void range_measure_functions_ask_runs() {
    std::vector<float> ideal{30, 60, 45, 20, 150, 70, 25, 90, 40, 55};
    std::vector<range_call> calls;
    flowlayout::layout text;
    text.set_spacing(8, 4).set_measure_range(ideal.size(), [&](std::size_t first, std::size_t count, flow_size proposal,
                                                               flow_size *answers) {
        calls.push_back({first, count, proposal});
        for (std::size_t k = 0; k < count; k++) answers[k] = text_size(ideal[first + k], proposal);
    });
    text.arrange(100);
    // Every ideal size in one call, then item 4 (longer than the line) alone, offered the line.
    CHECK(calls.size() == 2);
    CHECK(calls.size() >= 1 && calls[0].first == 0 && calls[0].count == 10 && std::isnan(calls[0].proposal.width) &&
          std::isnan(calls[0].proposal.height));
    CHECK(calls.size() >= 2 && calls[1].first == 4 && calls[1].count == 1 && calls[1].proposal.width == 100 &&
          std::isnan(calls[1].proposal.height));
    CHECK(near(text.frames()[4].width, 100) && near(text.frames()[4].height, 40));
    // Cached: only invalidated items are asked again, consecutive ones as one run.
    calls.clear();
    text.arrange(100);
    CHECK(calls.empty());
    text.invalidate_item(6).invalidate_item(7).arrange(100);
    CHECK(calls.size() == 1 && calls[0].first == 6 && calls[0].count == 2);

    // The same answers through set_measure: the same results, bit for bit, whatever the options.
    for (int round = 0; round < 24; round++) {
        flowlayout::layout ranged, one;
        for (flowlayout::layout *l : {&ranged, &one}) {
            l->set_spacing(float(round % 5), float(round % 3))
                .set_justify(static_cast<flowlayout::justify>(round % 6))
                .set_align_items(static_cast<flowlayout::align_items>(round % 6))
                .set_line_breaking(static_cast<flowlayout::line_breaking>(round % 3))
                .set_max_lines(round % 4 == 0 ? 2 : 0);
        }
        ranged.set_measure_range(ideal.size(), [&](std::size_t first, std::size_t count, flow_size proposal,
                                                    flow_size *answers) {
            for (std::size_t k = 0; k < count; k++) answers[k] = text_size(ideal[first + k], proposal);
        });
        one.set_measure(ideal.size(),
                        [&](std::size_t index, flow_size proposal) { return text_size(ideal[index], proposal); });
        for (float width : {100.0f, 77.5f, 260.0f, 43.0f}) {
            ranged.arrange(width);
            one.arrange(width);
            CHECK(same_results(ranged, one));
            CHECK(near(ranged.size_that_fits(width).height, one.size_that_fits(width).height));
        }
    }
}

static void range_measure_functions_and_their_exceptions() {
    std::vector<float> ideal{30, 60, 45, 20, 50};
    enum { answer, throw_error, write_then_throw, throw_int } mode = answer;
    flowlayout::layout text;
    text.set_measure_range(ideal.size(), [&](std::size_t first, std::size_t count, flow_size proposal,
                                             flow_size *answers) {
        if (mode == throw_error) throw std::runtime_error("no font");
        if (mode == throw_int) throw 7;
        for (std::size_t k = 0; k < count; k++) answers[k] = text_size(ideal[first + k], proposal);
        if (mode == write_then_throw) throw std::runtime_error("no font");
    });
    text.arrange(100);
    const std::vector<flow_rect> before = text.frames().to_vector();
    const auto unchanged = [&] {
        return text.frames().size() == before.size() &&
               std::memcmp(text.frames().data(), before.data(), before.size() * sizeof(flow_rect)) == 0;
    };
    // Item 2's content changes and the function throws: the arrange fails, the exception comes out
    // of it, and the results of the last arrange stay.
    ideal[2] = 70;
    mode = throw_error;
    text.invalidate_item(2);
    try {
        text.arrange(100);
        CHECK(false);
    } catch (const std::runtime_error &e) {
        CHECK(std::string(e.what()) == "no font");
    }
    CHECK(unchanged());
    CHECK(text.try_arrange(100) == flowlayout::status::measure);
    CHECK(text.last_error() == "flow_layout_arrange: item 2: the measure callback threw: no font");
    CHECK(unchanged());
    // Answers written before the exception do not count: the call still fails.
    mode = write_then_throw;
    try {
        text.arrange(100);
        CHECK(false);
    } catch (const std::runtime_error &e) {
        CHECK(std::string(e.what()) == "no font");
    }
    CHECK(unchanged());
    CHECK(text.try_arrange(100) == flowlayout::status::measure);
    // A run that threw is named whole.
    text.invalidate_item(3).invalidate_item(4);
    CHECK(text.try_arrange(100) == flowlayout::status::measure);
    CHECK(text.last_error() == "flow_layout_arrange: items 2 to 4: the measure callback threw: no font");
    // Something other than a std::exception: the message has no what(), not the last one's.
    mode = throw_int;
    CHECK(text.try_arrange(100) == flowlayout::status::measure);
    CHECK(text.last_error() == "flow_layout_arrange: items 2 to 4: the measure callback threw");
    try {
        text.arrange(100);
        CHECK(false);
    } catch (int thrown) {
        CHECK(thrown == 7);
    }
    CHECK(unchanged());
    // Fixed: measured again, with the new content.
    mode = answer;
    text.arrange(100);
    CHECK(near(text.frames()[2].width, 70) && near(text.frames()[1].width, 60));
}

// Counts the copies of the range measure function alive: the layout's must live exactly as long
// as the layout uses it, whatever handle moves it took.
struct lifetime_token {
    int *alive;
    explicit lifetime_token(int *alive) : alive(alive) { ++*alive; }
    lifetime_token(const lifetime_token &other) : alive(other.alive) { ++*alive; }
    lifetime_token &operator=(const lifetime_token &) = delete;
    ~lifetime_token() { --*alive; }
};

static void an_empty_or_moved_range_measure_function() {
    flowlayout::layout text;
    text.set_measure(2, [](std::size_t, flow_size) { return flow_size{10, 10}; });
    CHECK(text.try_set_measure_range(2, flowlayout::layout::measure_range_function()) == flowlayout::status::null);
    CHECK(text.last_error() == "flowlayout::layout::set_measure_range: the measure function is empty");
    try {
        text.set_measure_range(2, nullptr);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::null);
        CHECK(std::string(e.what()) == "flowlayout::layout::set_measure_range: the measure function is empty");
    }
    // Refused: the function set before still measures.
    text.arrange(100);
    CHECK(text.frames().size() == 2 && near(text.frames()[1].x, 18));

    int alive = 0, calls = 0;
    {
        flowlayout::layout target;
        {
            flowlayout::layout first;
            {
                lifetime_token token(&alive);
                first.set_measure_range(3, [token, &calls](std::size_t from, std::size_t count, flow_size,
                                                           flow_size *answers) {
                    ++calls;
                    for (std::size_t k = 0; k < count; k++) answers[k] = flow_size{float(10 * (from + k + 1)), 10};
                });
            }
            CHECK(alive == 1);
            first.arrange(100);
            flowlayout::layout second(std::move(first));
            target = std::move(second);
        }
        // The layouts it went through are gone; the function is the target's, still alive.
        CHECK(alive == 1);
        calls = 0;
        target.invalidate_item(1).arrange(100);
        CHECK(calls == 1 && near(target.frames()[1].width, 20) && near(target.frames()[2].x, 46));
        // Replaced by sizes, the function is released.
        target.set_items(three_items());
        CHECK(alive == 0);
        lifetime_token token(&alive);
        target.set_measure_range(3, [token](std::size_t, std::size_t count, flow_size, flow_size *answers) {
            for (std::size_t k = 0; k < count; k++) answers[k] = flow_size{5, 5};
        });
        CHECK(alive == 2);
    }
    CHECK(alive == 0);
}

static void embedding_calls_throw_on_bad_input() {
    flowlayout::layout row;
    row.set_items(std::vector<flow_size>(9, flow_size{40, 20}));
    try {
        (void)row.item_at(0, 0);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::not_arranged);
    }
    row.arrange(100, NAN);
    CHECK(row.item_at(50, 5) == std::size_t(1));
    CHECK(!row.item_at(44, 5));
    CHECK(row.line_of_item(8) == std::size_t(4));
    auto visible = row.lines_in_range(30, 60);
    CHECK(visible.size() == 2 && visible[0].first_item == 2);
    // Navigation and drag: lines of two (0 1 / 2 3 / 4 5 / 6 7 / 8).
    CHECK(row.neighbor(0, flowlayout::navigation::right) == std::size_t(1));
    CHECK(!row.neighbor(1, flowlayout::navigation::right));
    CHECK(row.neighbor(1, flowlayout::navigation::down) == std::size_t(3));
    CHECK(row.neighbor(8, flowlayout::navigation::up) == std::size_t(6));
    CHECK(row.neighbor(1, flowlayout::navigation::next) == std::size_t(2));
    flowlayout::insertion drop = row.insertion_point(50, 5);
    CHECK(drop.index == 1 && near(drop.caret.x, 44) && near(drop.caret.y, 0) && drop.caret.width == 0 &&
          near(drop.caret.height, 20));
    try {
        (void)row.neighbor(9, flowlayout::navigation::left);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::invalid_argument);
        CHECK(std::string(e.what()) ==
              "flowlayout::layout::neighbor: index 9 is not below the item count of the last arrange (9)");
    }
    try {
        (void)row.neighbor(0, static_cast<flowlayout::navigation>(6));
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(std::string(e.what()) == "flowlayout::layout::neighbor: direction 6 is not a navigation value");
    }
    try {
        (void)row.insertion_point(NAN, 5);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::invalid_argument);
        CHECK(std::string(e.what()) == "flowlayout::layout::insertion_point: x is NaN");
    }
    try {
        (void)row.insertion_point(5, NAN);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(std::string(e.what()) == "flowlayout::layout::insertion_point: y is NaN");
    }
    {
        // The height is unspecified unless given: arrange(w) is arrange(w, NaN).
        flowlayout::layout a, b;
        std::vector<flow_size> sizes{{40, 20}, {40, 20}, {40, 20}};
        a.set_items(sizes).arrange(100);
        b.set_items(sizes).arrange(100, NAN);
        CHECK(near(a.size().height, 48) && near(b.size().height, 48));
        CHECK(std::isnan(flowlayout::unspecified));
        CHECK(!a.try_arrange(90));
        CHECK(near(a.size_that_fits(90).height, 48));
    }
    row.set_item_size(8, flow_size{100, 10}).arrange(100, NAN);
    CHECK(near(row.frames()[8].width, 100));
    try {
        row.set_item_size(9, flow_size{1, 1});
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(std::string(e.what()) == "flow_layout_set_item_size: item index is out of range");
    }
    try {
        (void)row.lines_in_range(2, 1);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::invalid_argument);
    }
    std::vector<flow_size> sizes(3, flow_size{40, 20}), group_sizes(1);
    std::vector<std::size_t> counts{3};
    std::vector<flow_rect> frames(3);
    row.arrange_batch(sizes, counts, 100, NAN, frames, group_sizes);
    CHECK(near(frames[2].y, 28) && near(group_sizes[0].height, 48));
    try {
        counts[0] = 2;
        row.arrange_batch(sizes, counts, 100, NAN, frames, group_sizes);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(std::string(e.what()) == "flowlayout::layout::arrange_batch: the counts do not add up to the sizes");
    }
    row.set_measure_ex(1, [](std::size_t, flow_size) { return flow_measurement{{10, 10}, 5, 5}; }).arrange(100, NAN);
    CHECK(row.frames().size() == 1);
}

static void per_item_inputs_take_containers() {
    flowlayout::layout row;
    row.set_items(std::array<flow_size, 2>{{{40, 20}, {40, 20}}});
    row.set_item_grow(std::vector<float>{1, 1});
    row.arrange(100, NAN);
    CHECK(near(row.frames()[0].width, 46));
    row.clear_item_grow().arrange(100, NAN);
    CHECK(near(row.frames()[0].width, 40));
    try {
        row.set_item_spacing(std::vector<float>{1, 2, 3});
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::invalid_argument);
    }
    try {
        row.set_item_flags(std::vector<std::uint32_t>{FLOW_ITEM_BREAK_AFTER});
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(std::string(e.what()).find("flow_layout_set_item_flags") != std::string::npos);
    }
}

static void item_model_methods_set_padding_margins_limits_shrink_align_reverse() {
    flowlayout::layout row;
    row.set_items(std::vector<flow_size>{{20, 10}, {20, 10}, {20, 10}}).set_spacing(0, 0);
    row.set_padding(flow_edges{1, 2, 3, 4});
    row.set_item_margins(std::vector<flow_edges>{{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, NAN}});
    row.arrange(100, NAN);
    // Content box 4..98: the auto margin pushes the last item to its right edge.
    CHECK(near(row.frames()[0].x, 4) && near(row.frames()[0].y, 1) && near(row.frames()[2].x, 78));
    CHECK(near(row.size().height, 14));
    row.clear_item_margins().set_padding(flow_edges{0, 0, 0, 0}).set_reverse(true).arrange(100, NAN);
    CHECK(near(row.frames()[0].x, 80) && near(row.frames()[2].x, 40));
    row.set_reverse(false).set_wrap(flowlayout::wrap::none);
    row.set_item_shrink(std::vector<float>{1, 1, 0});
    row.set_item_limits(std::vector<flow_size>{{15, NAN}, {NAN, NAN}, {NAN, NAN}},
                        std::vector<flow_size>{{NAN, NAN}, {NAN, NAN}, {NAN, NAN}});
    row.arrange(50, NAN);
    // Overflow 10 shared 20 : 20 would make 15 and 15; both fit the minimum 15.
    CHECK(near(row.frames()[0].width, 15) && near(row.frames()[1].width, 15) && near(row.frames()[2].width, 20));
    row.set_item_align(std::vector<flowlayout::item_align>{flowlayout::item_align::automatic,
                                                           flowlayout::item_align::end,
                                                           flowlayout::item_align::stretch});
    row.clear_item_shrink().clear_item_limits().arrange(100, 30);
    CHECK(near(row.frames()[0].y, 0) && near(row.frames()[1].y, 20) && near(row.frames()[2].height, 30));
    row.clear_item_align();
    try {
        row.set_item_limits(std::vector<flow_size>{{1, 1}}, std::vector<flow_size>{});
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::invalid_argument);
    }
    try {
        row.set_padding(flow_edges{NAN, 0, 0, 0});
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(std::string(e.what()).find("flow_layout_set_padding") != std::string::npos);
    }
}

static void an_empty_container_is_no_values_not_a_clear() {
    flowlayout::layout row;
    row.set_spacing(0, 0).set_items(three_items()).set_item_grow(std::vector<float>{1, 0, 0});
    CHECK(row.try_set_item_grow(std::vector<float>{}) == flowlayout::status::invalid_argument);
    row.arrange(1000, NAN);
    CHECK(row.frames()[0].width > 100);   // the weights set before still apply
    CHECK(!row.try_clear_item_grow());
    row.arrange(1000, NAN);
    CHECK(row.frames()[0].width < 100);
}

static void first_fitting_picks_a_candidate() {
    flowlayout::layout one_row, wrapping;
    one_row.set_wrap(flowlayout::wrap::none).set_items(three_items());
    wrapping.set_items(three_items());
    CHECK(flowlayout::layout::first_fitting({&one_row, &wrapping}, 200, NAN) == 0);
    CHECK(flowlayout::layout::first_fitting({&one_row, &wrapping}, 100, NAN) == 1);
    CHECK(wrapping.lines().size() == 2);
    try {
        flowlayout::layout::first_fitting({&one_row, nullptr}, 100, NAN);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::null);
    }
    // The message is the failing candidate's, not an older one another candidate still holds.
    flowlayout::layout innocent, failing;
    CHECK(innocent.try_set_pixel_scale(-1));
    innocent.set_wrap(flowlayout::wrap::none).set_items(three_items());
    failing.set_measure(2, [](std::size_t, flow_size) { return flow_size{NAN, 1}; });
    try {
        flowlayout::layout::first_fitting({&innocent, &failing}, 10, NAN);
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::measure);
        CHECK(std::string(e.what()).find("pixel scale") == std::string::npos);
        CHECK(std::string(e.what()) == failing.last_error());
    }
}

static void line_features() {
    // Breadcrumbs: three 20-wide crumbs, gap 5, a 4x2 separator: gaps of 14, a rect in each.
    flowlayout::layout crumbs;
    crumbs.set_spacing(5, 8).set_separator({4, 2}).set_items(std::vector<flow_size>(3, flow_size{20, 10}));
    crumbs.arrange(200, NAN);
    CHECK(crumbs.separators().size() == 2 && near(crumbs.separators()[1].x, 59) && near(crumbs.separators()[1].y, 4));
    // Chips with "+N more": ten 30-wide chips, two per line, two lines, a 20-wide indicator.
    flowlayout::layout chips;
    std::vector<std::size_t> asked;
    chips.set_spacing(10, 8).set_max_lines(2).set_line_breaking(flowlayout::line_breaking::pretty);
    chips.set_items(std::vector<flow_size>(10, flow_size{30, 10}));
    chips.set_overflow_indicator([&](std::size_t hidden) { asked.push_back(hidden); return flow_size{20, 10}; });
    chips.arrange(100, NAN);
    CHECK(chips.visible_count() == 4 && asked.size() == 1 && asked[0] == 6);
    flow_rect more = chips.overflow_frame();
    CHECK(near(more.x, 80) && near(more.y, 18) && near(more.width, 20));
    chips.set_justify(flowlayout::justify::center).set_justify_last(flowlayout::justify::end).arrange(100, NAN);
    CHECK(near(chips.frames()[0].x, 15) && near(chips.frames()[2].x, 0));
    chips.set_justify_last_auto().arrange(100, NAN);
    CHECK(near(chips.frames()[2].x, 0) && near(chips.frames()[0].x, 15));
    // An indicator function that throws fails the arrange and is rethrown.
    chips.set_overflow_indicator([](std::size_t) -> flow_size { throw std::runtime_error("no label"); });
    try {
        chips.arrange(90, NAN);
        CHECK(false);
    } catch (const std::runtime_error &e) {
        CHECK(std::string(e.what()) == "no label");
    }
    chips.set_overflow_indicator(nullptr).arrange(90, NAN);
    CHECK(chips.overflow_frame().width == 0 && chips.visible_count() == 4);
    // A gallery row scaled to fill 100: 30 + 10 + 50 = 90 becomes 100.
    flowlayout::layout gallery;
    gallery.set_spacing(10, 8).set_line_fill(flowlayout::line_fill::scale, 2);
    gallery.set_items(std::vector<flow_size>{{30, 20}, {50, 20}});
    gallery.arrange(100, NAN);
    CHECK(near(gallery.frames()[1].x + gallery.frames()[1].width, 100) && near(gallery.frames()[0].height, 22.5f));
    try {
        gallery.set_line_fill(static_cast<flowlayout::line_fill>(7));
        CHECK(false);
    } catch (const flowlayout::error &e) {
        CHECK(e.status() == flowlayout::status::invalid_argument);
    }
}

// A counting allocator: every block it hands out must come back by the time the layout is gone.
struct counted_memory {
    long outstanding = 0, given = 0;
    bool refuse = false;
};
static void *counted_allocate(void *context, std::size_t size, std::size_t alignment) {
    auto *memory = static_cast<counted_memory *>(context);
    if (memory->refuse) return nullptr;
    void *block = std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
    if (block != nullptr) { memory->outstanding++; memory->given++; }
    return block;
}
static void counted_release(void *context, void *pointer, std::size_t) {
    static_cast<counted_memory *>(context)->outstanding--;
    std::free(pointer);
}

static void a_layout_may_take_its_memory_from_an_allocator() {
    counted_memory memory;
    const flow_allocator allocator = {counted_allocate, counted_release, &memory};
    {
        flowlayout::layout row(allocator);
        auto items = three_items();
        row.set_items(items).arrange(100, NAN);
        CHECK(row.frames().size() == 3 && near(row.frames()[2].y, 28));
        CHECK(memory.given > 1 && memory.outstanding > 0);
    }
    CHECK(memory.outstanding == 0);
    memory.refuse = true;
    try {
        flowlayout::layout refused(allocator);
        CHECK(false);
    } catch (const std::bad_alloc &) {
    }
    const flow_allocator incomplete = {counted_allocate, nullptr, &memory};
    memory.refuse = false;
    try {
        flowlayout::layout refused(incomplete);
        CHECK(false);
    } catch (const std::bad_alloc &) {
    }
    CHECK(memory.outstanding == 0);
}

// The wrapper's neighbor and insertion_point give the C calls' answers (which test_navigation.c
// checks against brute force) over random layouts of every option: arguments and results pass
// through unchanged, "none" as an empty optional.
static void navigation_matches_the_c_calls_on_random_layouts() {
    unsigned state = 12345;
    auto next = [&state](unsigned bound) { state = state * 1103515245u + 12345u; return (state >> 8) % bound; };
    long queries = 0, found = 0;
    for (int round = 0; round < 400; round++) {
        std::size_t n = 1 + next(20);
        std::vector<flow_size> sizes(n);
        std::vector<std::uint32_t> flags(n);
        std::vector<flow_edges> margins(n);
        for (std::size_t i = 0; i < n; i++) {
            sizes[i] = flow_size{float(next(120)), float(next(50))};
            flags[i] = next(6) == 0 ? FLOW_ITEM_HIDDEN : 0;
            margins[i] = flow_edges{float(next(20)) - 6, float(next(20)) - 6, float(next(20)) - 6, float(next(20)) - 6};
        }
        flowlayout::layout l;
        l.set_axis(next(2) ? flowlayout::axis::horizontal : flowlayout::axis::vertical)
            .set_wrap(next(3) == 0 ? flowlayout::wrap::reverse : flowlayout::wrap::wrap)
            .set_direction(next(2) ? flowlayout::direction::ltr : flowlayout::direction::rtl)
            .set_reverse(next(4) == 0)
            .set_spacing(float(next(10)), float(next(10)))
            .set_max_lines(next(4) == 0 ? 2 : 0);
        l.set_items(sizes);
        if (next(2)) l.set_item_flags(flags);
        if (next(3) == 0) l.set_item_margins(margins);
        l.arrange(float(100 + next(300)));
        for (std::size_t i = 0; i < n; i++) {
            for (int d = FLOW_NAV_LEFT; d <= FLOW_NAV_PREVIOUS; d++) {
                std::size_t want = 12345;
                CHECK(flow_layout_neighbor(l.native_handle(), i, d, &want) == FLOW_OK);
                std::optional<std::size_t> got = l.neighbor(i, static_cast<flowlayout::navigation>(d));
                CHECK(got ? *got == want : want == SIZE_MAX);
                queries++;
                found += got.has_value();
            }
        }
        for (int k = 0; k < 8; k++) {
            float x = float(next(500)) - 20, y = float(next(400)) - 20;
            std::size_t index = 0;
            flow_rect caret{};
            CHECK(flow_layout_insertion_point(l.native_handle(), x, y, &index, &caret) == FLOW_OK);
            flowlayout::insertion drop = l.insertion_point(x, y);
            CHECK(drop.index == index && std::memcmp(&drop.caret, &caret, sizeof caret) == 0);
        }
    }
    CHECK(queries > 10000 && found > 3000);
}

int main() {
    a_layout_may_take_its_memory_from_an_allocator();
    line_features();
    options_chain_and_results_are_views();
    failures_throw_with_status_and_message();
    moves_transfer_the_handle();
    measure_functions_and_their_exceptions();
    range_measure_functions_ask_runs();
    range_measure_functions_and_their_exceptions();
    an_empty_or_moved_range_measure_function();
    per_item_inputs_take_containers();
    item_model_methods_set_padding_margins_limits_shrink_align_reverse();
    an_empty_container_is_no_values_not_a_clear();
    first_fitting_picks_a_candidate();
    embedding_calls_throw_on_bad_input();
    navigation_matches_the_c_calls_on_random_layouts();
    if (failures) {
        std::fprintf(stderr, "test_cpp_wrapper: %d check(s) failed\n", failures);
        return 1;
    }
    std::printf("test_cpp_wrapper: all checks passed\n");
    return 0;
}
