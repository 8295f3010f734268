// flowlayout.hpp — a header-only C++17 wrapper over flowlayout.h.
//
//   flowlayout::layout row;                         // owns a flow_layout_t (move-only)
//   row.set_spacing(8, 4).set_justify(flowlayout::justify::center);
//   row.set_items(sizes);                           // any contiguous container of flow_size
//   row.arrange(320);                               // height unspecified; throws flowlayout::error on failure
//   for (const flow_rect &r : row.frames()) ...    // a view owned by the layout
//
// Errors, two ways. Every operation that can fail has
//   - a throwing form (flowlayout::error, a std::system_error whose code() is a flowlayout::status
//     and whose what() is the handle's message, e.g. "flow_layout_set_pixel_scale: pixel scale
//     must be ..."), available when exceptions are enabled (__cpp_exceptions), and
//   - a non-throwing `try_` form, always available and noexcept, that returns a std::error_code
//     (compare it with flowlayout::status values; last_error() then gives the message) and writes
//     any result to an out parameter. With -fno-exceptions only these exist.
// A measure function may throw when exceptions are enabled: the exception never crosses the C
// library; the call fails, and a throwing form rethrows that exception after the C call returns,
// while a `try_` form returns status::measure with last_error() "...: item N: the measure callback
// threw: <what()>" ("items F to L" when a range measure function threw for a run of items).
// Setters return *this (throwing forms) for chaining.
//
// Results (frames(), lines(), lanes(), lines_in_range()) are views into memory owned by the layout: valid
// until the next non-const call on it, exactly as with the C functions. They are borrowed ranges
// (std::ranges algorithms may be used on temporaries) and convert to std::span under C++20. See
// flowlayout.h for the behaviour of every option and function. Thread-safety is the C library's:
// one layout per thread at a time.
#ifndef FLOWLAYOUT_HPP
#define FLOWLAYOUT_HPP

#if !defined(__cplusplus) || (__cplusplus < 201703L && (!defined(_MSVC_LANG) || _MSVC_LANG < 201703L))
#error "flowlayout.hpp needs C++17 or later (compile with -std=c++17); C and older C++ can use flowlayout.h directly"
#else // the whole wrapper: nothing else is compiled below C++17, so the message above stands alone

#include "flowlayout.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <system_error>
#include <type_traits>
#include <utility>
#include <vector>

#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
#define FLOWLAYOUT_HPP_EXCEPTIONS 1
#include <exception>
#else
#define FLOWLAYOUT_HPP_EXCEPTIONS 0
#endif

#if __has_include(<version>)
#include <version>
#endif
#if defined(__cpp_lib_ranges)
#include <ranges>
#endif
#if defined(__cpp_lib_span)
#include <span>
#endif

namespace flowlayout {

/// A bound that is not given: the layout takes its content's size along that axis (NaN in C).
/// The default height of arrange and size_that_fits.
inline constexpr float unspecified = std::numeric_limits<float>::quiet_NaN();

// ---- Enumerations (the C values) --------------------------------------------------------------

enum class status : int {
    ok = FLOW_OK,
    null = FLOW_ERROR_NULL,
    invalid_argument = FLOW_ERROR_INVALID_ARGUMENT,
    out_of_memory = FLOW_ERROR_OUT_OF_MEMORY,
    measure = FLOW_ERROR_MEASURE,
    not_arranged = FLOW_ERROR_NOT_ARRANGED
};
enum class axis : int { horizontal = FLOW_AXIS_HORIZONTAL, vertical = FLOW_AXIS_VERTICAL };
enum class wrap : int { none = FLOW_WRAP_NONE, wrap = FLOW_WRAP, reverse = FLOW_WRAP_REVERSE };
enum class direction : int { ltr = FLOW_DIRECTION_LTR, rtl = FLOW_DIRECTION_RTL };
enum class justify : int {
    start = FLOW_JUSTIFY_START, center = FLOW_JUSTIFY_CENTER, end = FLOW_JUSTIFY_END,
    space_between = FLOW_JUSTIFY_SPACE_BETWEEN, space_around = FLOW_JUSTIFY_SPACE_AROUND,
    space_evenly = FLOW_JUSTIFY_SPACE_EVENLY
};
enum class align_items : int {
    start = FLOW_ALIGN_START, center = FLOW_ALIGN_CENTER, end = FLOW_ALIGN_END,
    first_baseline = FLOW_ALIGN_FIRST_BASELINE, last_baseline = FLOW_ALIGN_LAST_BASELINE,
    stretch = FLOW_ALIGN_STRETCH
};
enum class align_content : int {
    start = FLOW_CONTENT_START, center = FLOW_CONTENT_CENTER, end = FLOW_CONTENT_END,
    space_between = FLOW_CONTENT_SPACE_BETWEEN, space_around = FLOW_CONTENT_SPACE_AROUND,
    space_evenly = FLOW_CONTENT_SPACE_EVENLY, stretch = FLOW_CONTENT_STRETCH
};
enum class line_breaking : int {
    greedy = FLOW_BREAK_GREEDY, balance = FLOW_BREAK_BALANCE, pretty = FLOW_BREAK_PRETTY
};
enum class line_fill : int { none = FLOW_FILL_NONE, scale = FLOW_FILL_SCALE };
/// A direction for neighbor (flowlayout.h, FLOW_NAV_*): left/right/up/down on screen, next/previous
/// in item order.
enum class navigation : int {
    left = FLOW_NAV_LEFT, right = FLOW_NAV_RIGHT, up = FLOW_NAV_UP, down = FLOW_NAV_DOWN,
    next = FLOW_NAV_NEXT, previous = FLOW_NAV_PREVIOUS
};
/// A drop position (insertion_point): the insertion index in item order, 0...n, and a caret of
/// zero length along main spanning its line's cross extent.
struct insertion {
    std::size_t index = 0;
    flow_rect caret{0, 0, 0, 0};
};
/// A per-item alignment (flow_layout_set_item_align, CSS align-self): the layout's align-items
/// (automatic), or one of its values.
enum class item_align : int {
    automatic = FLOW_ALIGN_AUTO, start = FLOW_ALIGN_START, center = FLOW_ALIGN_CENTER, end = FLOW_ALIGN_END,
    first_baseline = FLOW_ALIGN_FIRST_BASELINE, last_baseline = FLOW_ALIGN_LAST_BASELINE,
    stretch = FLOW_ALIGN_STRETCH
};
/// The former name of item_align (kept so that code using it still compiles).
using align_self = item_align;

// ---- Errors -----------------------------------------------------------------------------------

/// The error category of flowlayout statuses; messages come from flow_status_string.
class status_category_impl : public std::error_category {
public:
    const char *name() const noexcept override { return "flowlayout"; }
    std::string message(int value) const override { return flow_status_string(value); }
};

inline const std::error_category &status_category() noexcept {
    static const status_category_impl category;
    return category;
}

inline std::error_code make_error_code(status s) noexcept {
    return {static_cast<int>(s), status_category()};
}

#if FLOWLAYOUT_HPP_EXCEPTIONS
/// Thrown by the throwing forms: code() is the status, what() the message (once: the status's
/// name is not appended, unlike a plain std::system_error).
class error : public std::system_error {
public:
    error(int code, const std::string &message)
        : std::system_error(code, status_category(), message), message_(message) {}
    flowlayout::status status() const noexcept { return static_cast<flowlayout::status>(code().value()); }
    const char *what() const noexcept override { return message_.c_str(); }

private:
    std::string message_;
};
#endif

/// A read-only view of `size()` elements owned by a layout (frames or lines). It does not own
/// them, so iterators stay valid after the view is gone (a borrowed range).
template <class T>
class view {
public:
    using value_type = T;
    using iterator = const T *;
    using const_iterator = const T *;

    constexpr view() noexcept = default;
    constexpr view(const T *data, std::size_t size) noexcept : data_(data), size_(size) {}
    constexpr const T *begin() const noexcept { return data_; }
    constexpr const T *end() const noexcept { return data_ + size_; }
    constexpr const T *data() const noexcept { return data_; }
    constexpr std::size_t size() const noexcept { return size_; }
    constexpr bool empty() const noexcept { return size_ == 0; }
    constexpr const T &operator[](std::size_t i) const noexcept { return data_[i]; }
    std::vector<T> to_vector() const { return std::vector<T>(begin(), end()); }
#if defined(__cpp_lib_span)
    constexpr operator std::span<const T>() const noexcept { return {data_, size_}; }
    constexpr std::span<const T> span() const noexcept { return {data_, size_}; }
#endif

private:
    const T *data_ = nullptr;
    std::size_t size_ = 0;
};

/// Lines [first, first + count) of flow_layout_lines (see lines_in_range).
struct line_span {
    std::size_t first = 0;
    std::size_t count = 0;
};

// ---- The layout -------------------------------------------------------------------------------

/// Owns one flow_layout_t. Move-only; a moved-from layout holds no handle (its calls fail with
/// status::null). Without exceptions, a layout whose handle could not be created (out of memory)
/// also holds none: check valid().
class layout {
public:
    /// A measure function: item index and proposal (NaN = unspecified) to a size.
    using measure_function = std::function<flow_size(std::size_t, flow_size)>;
    /// The same, answering baselines too (flowlayout.h, flow_layout_set_measure_ex).
    using measure_ex_function = std::function<flow_measurement(std::size_t, flow_size)>;
    /// A measure function for runs of items (flowlayout.h, flow_layout_set_measure_range): writes
    /// the size of item first + k to answers[k] for k < count, all for one proposal. `answers` is
    /// valid during the call only; an answer left unwritten is NaN x NaN, which fails the call.
    using measure_range_function =
        std::function<void(std::size_t first, std::size_t count, flow_size proposal, flow_size *answers)>;
    /// An overflow indicator ("+N more"): hidden item count to the indicator's size. May throw,
    /// as a measure function (see set_measure).
    using indicator_function = std::function<flow_size(std::size_t)>;

    /// Creates a handle. Throws std::bad_alloc when memory is exhausted (without exceptions:
    /// valid() is false then).
    layout() : handle_(flow_layout_create()) {
#if FLOWLAYOUT_HPP_EXCEPTIONS
        if (handle_ == nullptr) throw std::bad_alloc();
#endif
    }
    /// Creates a handle whose memory all comes from `allocator` (flowlayout.h,
    /// flow_layout_create_with_allocator: the struct is copied; its functions and context must
    /// outlive this layout). Throws std::bad_alloc when the handle cannot be created — the
    /// allocator refused its first block, or a function of it is NULL — (without exceptions:
    /// valid() is false then).
    explicit layout(const flow_allocator &allocator) : handle_(flow_layout_create_with_allocator(&allocator)) {
#if FLOWLAYOUT_HPP_EXCEPTIONS
        if (handle_ == nullptr) throw std::bad_alloc();
#endif
    }
    ~layout() { flow_layout_destroy(handle_); }
    layout(layout &&other) noexcept
        : handle_(std::exchange(other.handle_, nullptr)), measure_(std::move(other.measure_)),
          indicator_(std::move(other.indicator_)) {
        std::swap(message_, other.message_);
    }
    layout &operator=(layout &&other) noexcept {
        if (this != &other) {
            flow_layout_destroy(handle_);
            handle_ = std::exchange(other.handle_, nullptr);
            measure_ = std::move(other.measure_);
            indicator_ = std::move(other.indicator_);
            std::swap(message_, other.message_);
        }
        return *this;
    }
    layout(const layout &) = delete;
    layout &operator=(const layout &) = delete;

    /// Whether this object holds a handle.
    bool valid() const noexcept { return handle_ != nullptr; }
    /// The C handle, for calls this wrapper does not cover. Still owned by this object.
    flow_layout_t *native_handle() const noexcept { return handle_; }
    /// The message of the last failed call ("" when none), including failures of the wrapper
    /// itself (a measure function that threw, mismatched container sizes).
    std::string last_error() const { return last_error_c_str(); }
    const char *last_error_c_str() const noexcept {
        if (message_[0] != '\0') return message_;
        return handle_ != nullptr ? flow_layout_last_error(handle_) : "the layout holds no handle";
    }

    // ---- Options (see flowlayout.h) -----------------------------------------------------------
    [[nodiscard]] std::error_code try_set_axis(axis v) noexcept {
        return done(flow_layout_set_axis(handle_, static_cast<int>(v)));
    }
    [[nodiscard]] std::error_code try_set_wrap(wrap v) noexcept {
        return done(flow_layout_set_wrap(handle_, static_cast<int>(v)));
    }
    [[nodiscard]] std::error_code try_set_direction(direction v) noexcept {
        return done(flow_layout_set_direction(handle_, static_cast<int>(v)));
    }
    [[nodiscard]] std::error_code try_set_spacing(float item, float line) noexcept {
        return done(flow_layout_set_spacing(handle_, item, line));
    }
    [[nodiscard]] std::error_code try_set_justify(justify v) noexcept {
        return done(flow_layout_set_justify(handle_, static_cast<int>(v)));
    }
    [[nodiscard]] std::error_code try_set_align_items(align_items v) noexcept {
        return done(flow_layout_set_align_items(handle_, static_cast<int>(v)));
    }
    [[nodiscard]] std::error_code try_set_align_content(align_content v) noexcept {
        return done(flow_layout_set_align_content(handle_, static_cast<int>(v)));
    }
    [[nodiscard]] std::error_code try_set_max_lines(std::uint32_t n) noexcept {
        return done(flow_layout_set_max_lines(handle_, n));
    }
    [[nodiscard]] std::error_code try_set_max_items_per_line(std::uint32_t n) noexcept {
        return done(flow_layout_set_max_items_per_line(handle_, n));
    }
    [[nodiscard]] std::error_code try_set_uniform_size(bool on) noexcept {
        return done(flow_layout_set_uniform_size(handle_, on ? 1 : 0));
    }
    [[nodiscard]] std::error_code try_set_pixel_scale(float scale) noexcept {
        return done(flow_layout_set_pixel_scale(handle_, scale));
    }
    [[nodiscard]] std::error_code try_set_line_breaking(line_breaking v) noexcept {
        return done(flow_layout_set_line_breaking(handle_, static_cast<int>(v)));
    }
    [[nodiscard]] std::error_code try_set_min_lines(std::uint32_t n) noexcept {
        return done(flow_layout_set_min_lines(handle_, n));
    }
    /// Lanes (masonry, CSS display: grid-lanes; see "LANES" in flowlayout.h): `count` lanes, or
    /// with count 0 as many lanes of at least `min_lane_length` as fit; 0 and 0 turns lanes off.
    [[nodiscard]] std::error_code try_set_lanes(std::uint32_t count, float min_lane_length = 0) noexcept {
        return done(flow_layout_set_lanes(handle_, count, min_lane_length));
    }
    /// Lanes ending within `tolerance` points count as tied, the first takes the item (default 16).
    [[nodiscard]] std::error_code try_set_lane_tolerance(float tolerance) noexcept {
        return done(flow_layout_set_lane_tolerance(handle_, tolerance));
    }

    // ---- Items. Containers are any contiguous range with data() and size() (vector, array,
    // span...). ------------------------------------------------------------------------------
    template <class Sizes>
    [[nodiscard]] std::error_code try_set_items(const Sizes &sizes) noexcept {
        std::error_code code = done(flow_layout_set_items(handle_, std::data(sizes), std::size(sizes)));
        if (!code) measure_.reset();
        return code;
    }
    /// Items measured by `fn` (moved into the layout; it lives as long as the layout uses it).
    /// Fails with out_of_memory when the function's state cannot be allocated.
    [[nodiscard]] std::error_code try_set_measure(std::size_t count, measure_function fn) noexcept {
        return install_measure(false, count, std::move(fn), measure_ex_function(), measure_range_function());
    }
    [[nodiscard]] std::error_code try_set_measure_ex(std::size_t count, measure_ex_function fn) noexcept {
        return install_measure(false, count, measure_function(), std::move(fn), measure_range_function());
    }
    /// Items measured in runs by `fn` (see measure_range_function): one call for many items where
    /// answering them together is cheaper. Owned as set_measure's function.
    [[nodiscard]] std::error_code try_set_measure_range(std::size_t count, measure_range_function fn) noexcept {
        return install_measure(true, count, measure_function(), measure_ex_function(), std::move(fn));
    }
    [[nodiscard]] std::error_code try_invalidate_item(std::size_t index) noexcept {
        return done(flow_layout_invalidate_item(handle_, index));
    }
    /// One item's size, without re-sending the others (see flow_layout_set_item_size).
    [[nodiscard]] std::error_code try_set_item_size(std::size_t index, flow_size size) noexcept {
        return done(flow_layout_set_item_size(handle_, index, size));
    }
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_grow(const Values &grow) noexcept {
        return done(flow_layout_set_item_grow(handle_, values_of(grow), std::size(grow)));
    }
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_flags(const Values &flags) noexcept {
        return done(flow_layout_set_item_flags(handle_, values_of(flags), std::size(flags)));
    }
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_baselines(const Values &first, const Values &last) noexcept {
        if (std::size(first) != std::size(last)) {
            return wrapper_failure(status::invalid_argument, "set_item_baselines: first and last differ in length");
        }
        return done(flow_layout_set_item_baselines(handle_, values_of(first), values_of(last), std::size(first)));
    }
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_guides(const Values &guides) noexcept {
        return done(flow_layout_set_item_guides(handle_, values_of(guides), std::size(guides)));
    }
    /// Four floats per item (leading, top, trailing, bottom), so 4 * item count values.
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_spacing(const Values &prefs) noexcept {
        if (std::size(prefs) % 4 != 0) {
            return wrapper_failure(status::invalid_argument, "set_item_spacing: spacing needs 4 values per item");
        }
        return done(flow_layout_set_item_spacing(handle_, values_of(prefs), std::size(prefs) / 4));
    }
    /// Clear a per-item input. (An empty container given to a setter is zero values, which a
    /// layout with items refuses: clearing takes these.)
    [[nodiscard]] std::error_code try_clear_item_grow() noexcept { return done(flow_layout_set_item_grow(handle_, nullptr, 0)); }
    [[nodiscard]] std::error_code try_clear_item_flags() noexcept { return done(flow_layout_set_item_flags(handle_, nullptr, 0)); }
    [[nodiscard]] std::error_code try_clear_item_baselines() noexcept {
        return done(flow_layout_set_item_baselines(handle_, nullptr, nullptr, 0));
    }
    [[nodiscard]] std::error_code try_clear_item_guides() noexcept { return done(flow_layout_set_item_guides(handle_, nullptr, 0)); }
    [[nodiscard]] std::error_code try_clear_item_spacing() noexcept {
        return done(flow_layout_set_item_spacing(handle_, nullptr, 0));
    }

    // ---- The flex item model (see "THE FLEX ITEM MODEL" in flowlayout.h) ----------------------
    [[nodiscard]] std::error_code try_set_padding(flow_edges padding) noexcept {
        return done(flow_layout_set_padding(handle_, padding));
    }
    [[nodiscard]] std::error_code try_set_reverse(bool on) noexcept { return done(flow_layout_set_reverse(handle_, on ? 1 : 0)); }
    /// flow_edges per item; a NaN edge is `auto`.
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_margins(const Values &margins) noexcept {
        return done(flow_layout_set_item_margins(handle_, values_of(margins), std::size(margins)));
    }
    /// flow_size minimums and maximums per item (NaN: min 0, max none), equally long.
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_limits(const Values &min, const Values &max) noexcept {
        if (std::size(min) != std::size(max)) {
            return wrapper_failure(status::invalid_argument, "set_item_limits: min and max differ in length");
        }
        return done(flow_layout_set_item_limits(handle_, values_of(min), values_of(max), std::size(min)));
    }
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_shrink(const Values &shrink) noexcept {
        return done(flow_layout_set_item_shrink(handle_, values_of(shrink), std::size(shrink)));
    }
    /// align-self per item: `item_align` values (or the C ints, FLOW_ALIGN_AUTO = -1).
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_align(const Values &align) noexcept {
        using element = std::remove_cv_t<std::remove_reference_t<decltype(*std::data(align))>>;
        static_assert(std::is_same_v<element, int> || std::is_same_v<element, item_align>,
                      "set_item_align takes item_align or int values");
        // item_align is an enum with int as its underlying type: the same representation.
        return done(flow_layout_set_item_align(handle_, reinterpret_cast<const int *>(values_of(align)),
                                               std::size(align)));
    }
    [[nodiscard]] std::error_code try_clear_item_margins() noexcept {
        return done(flow_layout_set_item_margins(handle_, nullptr, 0));
    }
    [[nodiscard]] std::error_code try_clear_item_limits() noexcept {
        return done(flow_layout_set_item_limits(handle_, nullptr, nullptr, 0));
    }
    [[nodiscard]] std::error_code try_clear_item_shrink() noexcept { return done(flow_layout_set_item_shrink(handle_, nullptr, 0)); }
    [[nodiscard]] std::error_code try_clear_item_align() noexcept { return done(flow_layout_set_item_align(handle_, nullptr, 0)); }
    /// Lanes each item covers in lanes mode (std::uint32_t values >= 1, one per item).
    template <class Values>
    [[nodiscard]] std::error_code try_set_item_lane_span(const Values &spans) noexcept {
        using element = std::remove_cv_t<std::remove_reference_t<decltype(*std::data(spans))>>;
        static_assert(std::is_same_v<element, std::uint32_t>, "set_item_lane_span takes std::uint32_t values");
        return done(flow_layout_set_item_lane_span(handle_, values_of(spans), std::size(spans)));
    }
    [[nodiscard]] std::error_code try_clear_item_lane_span() noexcept {
        return done(flow_layout_set_item_lane_span(handle_, nullptr, 0));
    }

    // ---- Line features (see "LINE FEATURES" in flowlayout.h) ------------------------------------
    [[nodiscard]] std::error_code try_set_justify_last(justify v) noexcept {
        return done(flow_layout_set_justify_last(handle_, static_cast<int>(v)));
    }
    /// Back to the default: the last line is justified as the others.
    [[nodiscard]] std::error_code try_set_justify_last_auto() noexcept {
        return done(flow_layout_set_justify_last(handle_, FLOW_JUSTIFY_AUTO));
    }
    /// max_scale <= 0: no limit.
    [[nodiscard]] std::error_code try_set_line_fill(line_fill v, float max_scale = 0) noexcept {
        return done(flow_layout_set_line_fill(handle_, static_cast<int>(v), max_scale));
    }
    /// {0, 0} removes the separator.
    [[nodiscard]] std::error_code try_set_separator(flow_size size) noexcept {
        return done(flow_layout_set_separator(handle_, size));
    }
    /// Sets the indicator; an empty function removes it.
    [[nodiscard]] std::error_code try_set_overflow_indicator(indicator_function fn) noexcept {
        if (!fn) {
            std::error_code code = done(flow_layout_set_overflow_indicator(handle_, nullptr, nullptr));
            if (!code) indicator_.reset();
            return code;
        }
        std::unique_ptr<indicator_state> state(new (std::nothrow) indicator_state());
        if (!state) return wrapper_failure(status::out_of_memory, "set_overflow_indicator: out of memory");
        state->fn = std::move(fn);
        std::error_code code = done(flow_layout_set_overflow_indicator(handle_, &layout::indicator_trampoline, state.get()));
        if (!code) indicator_ = std::move(state);
        return code;
    }
    /// The indicator's frame of the last arrange ({0,0,0,0} when not shown).
    [[nodiscard]] std::error_code try_overflow_frame(flow_rect &out) const noexcept {
        return read(flow_layout_overflow_frame(handle_, &out));
    }
    /// The separators of the last arrange, in item order.
    view<flow_rect> separators() const noexcept {
        std::size_t count = 0;
        const flow_rect *data = flow_layout_separators(handle_, &count);
        return {data, count};
    }

    // ---- Layout -------------------------------------------------------------------------------
    [[nodiscard]] std::error_code try_size_that_fits(float width, float height, flow_size &out) noexcept {
        return dropping(measured(flow_layout_size_that_fits(handle_, width, height, &out)));
    }
    /// Non-throwing arrange: a measure function's exception is reported (status::measure,
    /// last_error() "...: the measure callback threw: ..."), not rethrown.
    [[nodiscard]] std::error_code try_arrange(float width, float height = unspecified) noexcept {
        return dropping(measured(flow_layout_arrange(handle_, width, height)));
    }
    /// Many small layouts with this layout's options (flow_layout_arrange_batch): `counts[g]`
    /// items of `sizes` per group; `frames_out` holds one flow_rect per size, `sizes_out` (may be
    /// empty) one flow_size per group.
    template <class Sizes, class Counts, class Frames, class GroupSizes>
    [[nodiscard]] std::error_code try_arrange_batch(const Sizes &sizes, const Counts &counts, float width, float height,
                                                    Frames &frames_out, GroupSizes &sizes_out) noexcept {
        if (std::size(frames_out) < std::size(sizes)) {
            return wrapper_failure(status::invalid_argument, "arrange_batch: frames_out is smaller than sizes");
        }
        if (std::size(sizes_out) != 0 && std::size(sizes_out) < std::size(counts)) {
            return wrapper_failure(status::invalid_argument, "arrange_batch: sizes_out is smaller than counts");
        }
        std::size_t total = 0;
        for (std::size_t count : counts) total += count;
        if (total != std::size(sizes)) {
            return wrapper_failure(status::invalid_argument, "arrange_batch: the counts do not add up to the sizes");
        }
        return done(flow_layout_arrange_batch(handle_, std::data(sizes), std::data(counts), std::size(counts), width,
                                              height, std::data(frames_out),
                                              std::size(sizes_out) != 0 ? std::data(sizes_out) : nullptr));
    }

    // ---- Results of the last arrange ----------------------------------------------------------
    [[nodiscard]] std::error_code try_size(flow_size &out) const noexcept {
        return read(flow_layout_get_size(handle_, &out));
    }
    [[nodiscard]] std::error_code try_content_size(flow_size &out) const noexcept {
        return read(flow_layout_get_content_size(handle_, &out));
    }
    view<flow_rect> frames() const noexcept {
        std::size_t count = 0;
        const flow_rect *data = flow_layout_frames(handle_, &count);
        return {data, count};
    }
    view<flow_line> lines() const noexcept {
        std::size_t count = 0;
        const flow_line *data = flow_layout_lines(handle_, &count);
        return {data, count};
    }
    std::size_t visible_count() const noexcept { return flow_layout_visible_count(handle_); }
    /// The lanes of the last arrange, lane 0 first; empty when lanes are off.
    view<flow_lane> lanes() const noexcept {
        std::size_t count = 0;
        const flow_lane *data = flow_layout_lanes(handle_, &count);
        return {data, count};
    }
    /// Hit-testing: the first item whose frame contains (x, y), or nullopt.
    [[nodiscard]] std::error_code try_item_at(float x, float y, std::optional<std::size_t> &out) const noexcept {
        std::size_t index = 0;
        std::error_code code = read(flow_layout_item_at(handle_, x, y, &index));
        if (!code) out = index == SIZE_MAX ? std::nullopt : std::optional<std::size_t>(index);
        return code;
    }
    /// The visible line holding item `index`, or nullopt when it is hidden.
    [[nodiscard]] std::error_code try_line_of_item(std::size_t index, std::optional<std::size_t> &out) const noexcept {
        std::size_t line = 0;
        std::error_code code = read(flow_layout_line_of_item(handle_, index, &line));
        if (!code) out = line == SIZE_MAX ? std::nullopt : std::optional<std::size_t>(line);
        return code;
    }
    /// In lanes mode, item `index`'s first lane and the number of lanes it covers; nullopt when
    /// it is hidden or lanes are off.
    [[nodiscard]] std::error_code try_lane_of_item(std::size_t index,
                                                   std::optional<std::pair<std::size_t, std::size_t>> &out) const noexcept {
        std::size_t lane = 0, span = 0;
        std::error_code code = read(flow_layout_lane_of_item(handle_, index, &lane, &span));
        if (!code) out = lane == SIZE_MAX ? std::nullopt : std::optional<std::pair<std::size_t, std::size_t>>({lane, span});
        return code;
    }
    /// The visible lines meeting [from, to) along the cross axis (a scrolled viewport).
    [[nodiscard]] std::error_code try_lines_in_range(float from, float to, line_span &out) const noexcept {
        line_span span;
        std::error_code code = read(flow_layout_lines_in_range(handle_, from, to, &span.first, &span.count));
        if (!code) out = span;
        return code;
    }
    /// The visible item next to item `index` in `direction`, or nullopt when there is none (or
    /// item `index` is not visible). See flow_layout_neighbor.
    [[nodiscard]] std::error_code try_neighbor(std::size_t index, navigation direction,
                                               std::optional<std::size_t> &out) const noexcept {
        std::size_t found = 0;
        std::error_code code = read(flow_layout_neighbor(handle_, index, static_cast<int>(direction), &found));
        if (!code) out = found == SIZE_MAX ? std::nullopt : std::optional<std::size_t>(found);
        return code;
    }
    /// Where an item dropped at (x, y) would be inserted, and its caret. See
    /// flow_layout_insertion_point.
    [[nodiscard]] std::error_code try_insertion_point(float x, float y, insertion &out) const noexcept {
        insertion point;
        std::error_code code = read(flow_layout_insertion_point(handle_, x, y, &point.index, &point.caret));
        if (!code) out = point;
        return code;
    }

#if FLOWLAYOUT_HPP_EXCEPTIONS
    // ---- Throwing forms: the same operations, throwing flowlayout::error ----------------------
    layout &set_axis(axis v) { return check(try_set_axis(v)); }
    layout &set_wrap(wrap v) { return check(try_set_wrap(v)); }
    layout &set_direction(direction v) { return check(try_set_direction(v)); }
    layout &set_spacing(float item, float line) { return check(try_set_spacing(item, line)); }
    layout &set_justify(justify v) { return check(try_set_justify(v)); }
    layout &set_align_items(align_items v) { return check(try_set_align_items(v)); }
    layout &set_align_content(align_content v) { return check(try_set_align_content(v)); }
    layout &set_max_lines(std::uint32_t n) { return check(try_set_max_lines(n)); }
    layout &set_max_items_per_line(std::uint32_t n) { return check(try_set_max_items_per_line(n)); }
    layout &set_uniform_size(bool on) { return check(try_set_uniform_size(on)); }
    layout &set_pixel_scale(float scale) { return check(try_set_pixel_scale(scale)); }
    layout &set_line_breaking(line_breaking v) { return check(try_set_line_breaking(v)); }
    layout &set_min_lines(std::uint32_t n) { return check(try_set_min_lines(n)); }
    layout &set_lanes(std::uint32_t count, float min_lane_length = 0) { return check(try_set_lanes(count, min_lane_length)); }
    layout &set_lane_tolerance(float tolerance) { return check(try_set_lane_tolerance(tolerance)); }
    layout &set_justify_last(justify v) { return check(try_set_justify_last(v)); }
    layout &set_justify_last_auto() { return check(try_set_justify_last_auto()); }
    layout &set_line_fill(line_fill v, float max_scale = 0) { return check(try_set_line_fill(v, max_scale)); }
    layout &set_separator(flow_size size) { return check(try_set_separator(size)); }
    layout &set_overflow_indicator(indicator_function fn) { return check(try_set_overflow_indicator(std::move(fn))); }
    flow_rect overflow_frame() const {
        flow_rect out{0, 0, 0, 0};
        check_read(try_overflow_frame(out), "overflow_frame");
        return out;
    }

    template <class Sizes>
    layout &set_items(const Sizes &sizes) { return check(try_set_items(sizes)); }
    layout &set_measure(std::size_t count, measure_function fn) { return check(try_set_measure(count, std::move(fn))); }
    layout &set_measure_ex(std::size_t count, measure_ex_function fn) {
        return check(try_set_measure_ex(count, std::move(fn)));
    }
    layout &set_measure_range(std::size_t count, measure_range_function fn) {
        return check(try_set_measure_range(count, std::move(fn)));
    }
    layout &invalidate_item(std::size_t index) { return check(try_invalidate_item(index)); }
    layout &set_item_size(std::size_t index, flow_size size) { return check(try_set_item_size(index, size)); }
    template <class Values>
    layout &set_item_grow(const Values &grow) { return check(try_set_item_grow(grow)); }
    template <class Values>
    layout &set_item_flags(const Values &flags) { return check(try_set_item_flags(flags)); }
    template <class Values>
    layout &set_item_baselines(const Values &first, const Values &last) { return check(try_set_item_baselines(first, last)); }
    template <class Values>
    layout &set_item_guides(const Values &guides) { return check(try_set_item_guides(guides)); }
    template <class Values>
    layout &set_item_spacing(const Values &prefs) { return check(try_set_item_spacing(prefs)); }
    layout &clear_item_grow() { return check(try_clear_item_grow()); }
    layout &clear_item_flags() { return check(try_clear_item_flags()); }
    layout &clear_item_baselines() { return check(try_clear_item_baselines()); }
    layout &clear_item_guides() { return check(try_clear_item_guides()); }
    layout &clear_item_spacing() { return check(try_clear_item_spacing()); }
    layout &set_padding(flow_edges padding) { return check(try_set_padding(padding)); }
    layout &set_reverse(bool on) { return check(try_set_reverse(on)); }
    template <class Values>
    layout &set_item_margins(const Values &margins) { return check(try_set_item_margins(margins)); }
    template <class Values>
    layout &set_item_limits(const Values &min, const Values &max) { return check(try_set_item_limits(min, max)); }
    template <class Values>
    layout &set_item_shrink(const Values &shrink) { return check(try_set_item_shrink(shrink)); }
    template <class Values>
    layout &set_item_align(const Values &align) { return check(try_set_item_align(align)); }
    layout &clear_item_margins() { return check(try_clear_item_margins()); }
    layout &clear_item_limits() { return check(try_clear_item_limits()); }
    layout &clear_item_shrink() { return check(try_clear_item_shrink()); }
    layout &clear_item_align() { return check(try_clear_item_align()); }
    template <class Values>
    layout &set_item_lane_span(const Values &spans) { return check(try_set_item_lane_span(spans)); }
    layout &clear_item_lane_span() { return check(try_clear_item_lane_span()); }

    /// A measure function's exception is rethrown (after the C call has returned).
    flow_size size_that_fits(float width, float height = unspecified) {
        flow_size out{0, 0};
        rethrowing(measured(flow_layout_size_that_fits(handle_, width, height, &out)));
        return out;
    }
    /// Places the items in bounds (width, height); the height is unspecified unless given.
    void arrange(float width, float height = unspecified) { rethrowing(measured(flow_layout_arrange(handle_, width, height))); }
    template <class Sizes, class Counts, class Frames, class GroupSizes>
    void arrange_batch(const Sizes &sizes, const Counts &counts, float width, float height, Frames &frames_out,
                       GroupSizes &sizes_out) {
        check(try_arrange_batch(sizes, counts, width, height, frames_out, sizes_out));
    }

    flow_size size() const {
        flow_size out{0, 0};
        check_read(try_size(out), "size");
        return out;
    }
    flow_size content_size() const {
        flow_size out{0, 0};
        check_read(try_content_size(out), "content_size");
        return out;
    }
    std::optional<std::size_t> item_at(float x, float y) const {
        std::optional<std::size_t> out;
        check_read(try_item_at(x, y, out), "item_at");
        return out;
    }
    std::optional<std::size_t> line_of_item(std::size_t index) const {
        std::optional<std::size_t> out;
        check_read(try_line_of_item(index, out), "line_of_item");
        return out;
    }
    /// In lanes mode, (first lane, lanes covered) of item `index`; nullopt when it is hidden or
    /// lanes are off. Throws flowlayout::error naming the index past the items of the last arrange.
    std::optional<std::pair<std::size_t, std::size_t>> lane_of_item(std::size_t index) const {
        std::optional<std::pair<std::size_t, std::size_t>> out;
        std::error_code code = try_lane_of_item(index, out);
        if (code.value() == FLOW_ERROR_INVALID_ARGUMENT) {
            throw error(code.value(), "flowlayout::layout::lane_of_item: index " + std::to_string(index) +
                                          " is not below the item count of the last arrange (" +
                                          std::to_string(frames().size()) + ")");
        }
        check_read(code, "lane_of_item");
        return out;
    }
    /// The lines meeting [from, to), as a view of lines() (a borrowed range).
    view<flow_line> lines_in_range(float from, float to) const {
        line_span span;
        check_read(try_lines_in_range(from, to, span), "lines_in_range");
        return {lines().data() + span.first, span.count};
    }
    /// The visible item next to `index` in `direction`, or none. Throws flowlayout::error naming
    /// the argument: an index past the items of the last arrange, an unknown direction.
    std::optional<std::size_t> neighbor(std::size_t index, navigation direction) const {
        std::optional<std::size_t> out;
        std::error_code code = try_neighbor(index, direction, out);
        if (code.value() == FLOW_ERROR_INVALID_ARGUMENT) {
            const int d = static_cast<int>(direction);
            throw error(code.value(), d < FLOW_NAV_LEFT || d > FLOW_NAV_PREVIOUS
                ? "flowlayout::layout::neighbor: direction " + std::to_string(d) + " is not a navigation value"
                : "flowlayout::layout::neighbor: index " + std::to_string(index) +
                      " is not below the item count of the last arrange (" + std::to_string(frames().size()) + ")");
        }
        check_read(code, "neighbor");
        return out;
    }
    /// Where an item dropped at (x, y) goes. Throws flowlayout::error naming x or y when it is NaN.
    insertion insertion_point(float x, float y) const {
        insertion out;
        std::error_code code = try_insertion_point(x, y, out);
        if (code.value() == FLOW_ERROR_INVALID_ARGUMENT) {
            throw error(code.value(), std::string("flowlayout::layout::insertion_point: ") + (std::isnan(x) ? "x" : "y") +
                                          " is NaN");
        }
        check_read(code, "insertion_point");
        return out;
    }

    /// The index of the first candidate that fits (else the last), arranged in (width, height).
    /// A candidate's measure function's exception is rethrown.
    static std::size_t first_fitting(const std::vector<layout *> &candidates, float width, float height) {
        // The library records a failure's message on the candidate it concerns, and a message
        // stays until the next failure: the one that changed names the failure.
        std::vector<std::string> before;
        before.reserve(candidates.size());
        for (layout *c : candidates) {
            before.emplace_back(c != nullptr && c->handle_ != nullptr ? flow_layout_last_error(c->handle_) : "");
        }
        std::size_t index = 0;
        std::error_code code = first_fitting_code(candidates, width, height, index);
        std::exception_ptr thrown;
        for (layout *c : candidates) {
            if (c != nullptr && c->pending_ && !thrown) thrown = c->pending_;
            if (c != nullptr) c->pending_ = nullptr;
        }
        if (thrown) std::rethrow_exception(thrown);
        if (code) {
            std::string message = "flow_layout_first_fitting failed";
            for (std::size_t i = 0; i < candidates.size(); i++) {
                const layout *c = candidates[i];
                if (c != nullptr && c->handle_ != nullptr && before[i] != flow_layout_last_error(c->handle_)) {
                    message = flow_layout_last_error(c->handle_);
                    break;
                }
            }
            // None changed: the culprit failed as it had before, with the same words.
            for (std::size_t i = 0; i < candidates.size() && message == "flow_layout_first_fitting failed"; i++) {
                if (!before[i].empty()) message = before[i];
            }
            throw error(code.value(), message);
        }
        return index;
    }
#endif

    /// Non-throwing first_fitting: the index of the first candidate that fits (else the last).
    /// May allocate a vector of handles: out_of_memory when it cannot.
    [[nodiscard]] static std::error_code try_first_fitting(const std::vector<layout *> &candidates, float width,
                                                           float height, std::size_t &index) noexcept {
        std::error_code code = first_fitting_code(candidates, width, height, index);
        for (layout *c : candidates) {
            if (c != nullptr) c->dropping(code);
        }
        return code;
    }

private:
    /// A container's values, never NULL: an empty container is zero values (which the library
    /// refuses for a layout with items), not NULL, which would clear the input (try_clear_*).
    template <class Values>
    static auto values_of(const Values &values) noexcept -> decltype(std::data(values)) {
        using element = std::remove_cv_t<std::remove_pointer_t<decltype(std::data(values))>>;
        static const element none{};
        return std::size(values) == 0 ? &none : std::data(values);
    }

    static std::error_code first_fitting_code(const std::vector<layout *> &candidates, float width, float height,
                                              std::size_t &index) noexcept {
        std::unique_ptr<flow_layout_t *[]> handles(new (std::nothrow) flow_layout_t *[candidates.size() + 1]);
        if (!handles) return make_error_code(status::out_of_memory);
        for (std::size_t i = 0; i < candidates.size(); i++) {
            handles[i] = candidates[i] != nullptr ? candidates[i]->handle_ : nullptr;
        }
        int code = flow_layout_first_fitting(handles.get(), candidates.size(), width, height, &index);
        for (layout *c : candidates) {
            if (c != nullptr && code != FLOW_OK) c->message_[0] = '\0';
            if (c != nullptr) c->take_measure_exception();
        }
        return make_error_code(static_cast<status>(code));
    }

    struct measure_state {
        measure_function fn;
        measure_ex_function fn_ex;
        measure_range_function fn_range;
#if FLOWLAYOUT_HPP_EXCEPTIONS
        std::exception_ptr exception;
        std::size_t exception_item = 0;
        /// Items of the run that threw: a range measure function fails for its whole run.
        std::size_t exception_count = 1;
        std::string exception_what;
#endif
    };

    /// At most one of the functions is given: it becomes the layout's measure function. `range`
    /// names set_measure_range in the messages (an empty function cannot tell which call it came to).
    [[nodiscard]] std::error_code install_measure(bool range, std::size_t count, measure_function fn,
                                                  measure_ex_function fn_ex, measure_range_function fn_range) noexcept {
        if (!fn && !fn_ex && !fn_range) {
            return wrapper_failure(status::null, range ? "set_measure_range: the measure function is empty"
                                                       : "set_measure: the measure function is empty");
        }
        std::unique_ptr<measure_state> state(new (std::nothrow) measure_state());
        if (!state) {
            return wrapper_failure(status::out_of_memory,
                                   range ? "set_measure_range: out of memory for the measure function"
                                         : "set_measure: out of memory for the measure function");
        }
        state->fn = std::move(fn);
        state->fn_ex = std::move(fn_ex);
        state->fn_range = std::move(fn_range);
        int code = state->fn_range
                       ? flow_layout_set_measure_range(handle_, count, &layout::measure_range_trampoline, state.get())
                   : state->fn_ex
                       ? flow_layout_set_measure_ex(handle_, count, &layout::measure_ex_trampoline, state.get())
                       : flow_layout_set_measure(handle_, count, &layout::measure_trampoline, state.get());
        std::error_code result = done(code);
        if (!result) measure_ = std::move(state);
        return result;
    }

#if FLOWLAYOUT_HPP_EXCEPTIONS
    /// Keeps the exception being handled (from a catch block) and the items it failed. The text
    /// is replaced even when empty, so a message never shows an earlier exception's what().
    static void keep_exception(measure_state *state, std::size_t first, std::size_t count, const char *what) noexcept {
        state->exception = std::current_exception();
        state->exception_item = first;
        state->exception_count = count;
        state->exception_what.clear();
        try {
            state->exception_what = what;
        } catch (...) {
        }
    }
#endif

    // The callables must not let an exception cross the C library: the first one is kept, and
    // the answer is invalid, which fails the call (FLOW_ERROR_MEASURE).
    static flow_measurement measure_any(measure_state *state, std::size_t index, flow_size proposal) {
        const flow_measurement invalid{{NAN, NAN}, NAN, NAN};
#if FLOWLAYOUT_HPP_EXCEPTIONS
        if (state->exception) return invalid;
        try {
            if (state->fn_ex) return state->fn_ex(index, proposal);
            return flow_measurement{state->fn(index, proposal), NAN, NAN};
        } catch (const std::exception &e) {
            keep_exception(state, index, 1, e.what());
        } catch (...) {
            keep_exception(state, index, 1, "");
        }
        return invalid;
#else
        (void)invalid;
        if (state->fn_ex) return state->fn_ex(index, proposal);
        return flow_measurement{state->fn(index, proposal), NAN, NAN};
#endif
    }
    // As measure_any, for a run: after an exception every answer of the run is invalid, those the
    // function wrote before throwing too, so the call fails whatever the function left behind.
    static void measure_range_trampoline(void *user_data, std::size_t first, std::size_t count, flow_size proposal,
                                         flow_size *answers) {
        auto *state = static_cast<measure_state *>(user_data);
#if FLOWLAYOUT_HPP_EXCEPTIONS
        if (!state->exception) {
            try {
                state->fn_range(first, count, proposal, answers);
                return;
            } catch (const std::exception &e) {
                keep_exception(state, first, count, e.what());
            } catch (...) {
                keep_exception(state, first, count, "");
            }
        }
        for (std::size_t k = 0; k < count; k++) answers[k] = flow_size{NAN, NAN};
#else
        state->fn_range(first, count, proposal, answers);
#endif
    }
    struct indicator_state {
        indicator_function fn;
#if FLOWLAYOUT_HPP_EXCEPTIONS
        std::exception_ptr exception;
#endif
    };
    // As measure_any: no exception crosses the C library; the first is kept, the answer is invalid.
    static flow_size indicator_trampoline(void *user_data, std::size_t hidden) {
        auto *state = static_cast<indicator_state *>(user_data);
#if FLOWLAYOUT_HPP_EXCEPTIONS
        if (state->exception) return flow_size{NAN, NAN};
        try {
            return state->fn(hidden);
        } catch (...) {
            state->exception = std::current_exception();
        }
        return flow_size{NAN, NAN};
#else
        return state->fn(hidden);
#endif
    }

    static flow_size measure_trampoline(void *user_data, std::size_t index, flow_size proposal) {
        return measure_any(static_cast<measure_state *>(user_data), index, proposal).size;
    }
    static flow_measurement measure_ex_trampoline(void *user_data, std::size_t index, flow_size proposal) {
        return measure_any(static_cast<measure_state *>(user_data), index, proposal);
    }

    /// A C call's status. A failure replaces the wrapper's own message with the handle's; a
    /// success leaves the message of the last failure, as the C library does.
    std::error_code done(int code) noexcept {
        if (code != FLOW_OK) message_[0] = '\0';
        return make_error_code(static_cast<status>(code));
    }
    /// A call that may run the measure function: an exception it kept moves to `pending_`, and
    /// the message says so.
    std::error_code measured(int code) noexcept {
        std::error_code result = done(code);
        take_measure_exception();
        return result;
    }
    void take_measure_exception() noexcept {
#if FLOWLAYOUT_HPP_EXCEPTIONS
        if (indicator_ && indicator_->exception) {
            pending_ = std::exchange(indicator_->exception, nullptr);
            std::snprintf(message_, sizeof message_, "the overflow indicator threw");
        }
        if (measure_ && measure_->exception) {
            pending_ = std::exchange(measure_->exception, nullptr);
            // The C message starts with the function's name ("flow_layout_arrange: item 2: ...").
            const char *c_message = handle_ != nullptr ? flow_layout_last_error(handle_) : "";
            int name_length = 0;
            while (c_message[name_length] != '\0' && c_message[name_length] != ':') name_length++;
            const char *what = measure_->exception_what.c_str();
            const std::size_t first = measure_->exception_item, count = measure_->exception_count;
            if (count > 1) {
                std::snprintf(message_, sizeof message_, "%.*s: items %zu to %zu: the measure callback threw%s%s",
                              name_length, c_message, first, first + count - 1, *what ? ": " : "", what);
            } else {
                std::snprintf(message_, sizeof message_, "%.*s: item %zu: the measure callback threw%s%s", name_length,
                              c_message, first, *what ? ": " : "", what);
            }
        }
#endif
    }
    /// For the non-throwing forms: the measure function's exception has been reported, not kept.
    std::error_code dropping(std::error_code code) noexcept {
#if FLOWLAYOUT_HPP_EXCEPTIONS
        pending_ = nullptr;
#endif
        return code;
    }
    std::error_code wrapper_failure(status s, const char *message) noexcept {
        std::snprintf(message_, sizeof message_, "flowlayout::layout::%s", message);
        return make_error_code(s);
    }
    std::error_code read(int code) const noexcept { return make_error_code(static_cast<status>(code)); }

#if FLOWLAYOUT_HPP_EXCEPTIONS
    layout &check(std::error_code code) {
        if (code) throw error(code.value(), last_error_c_str());
        return *this;
    }
    /// Results are read from a const handle, which records no message: name the call and status.
    static void check_read(std::error_code code, const char *call) {
        if (code) throw error(code.value(), std::string("flowlayout::layout::") + call + ": " + flow_status_string(code.value()));
    }
    void rethrowing(std::error_code code) {
        if (pending_) std::rethrow_exception(std::exchange(pending_, nullptr));
        check(code);
    }
#endif

    flow_layout_t *handle_;
    std::unique_ptr<measure_state> measure_;
    std::unique_ptr<indicator_state> indicator_;
#if FLOWLAYOUT_HPP_EXCEPTIONS
    /// The exception a measure function threw during the last call, until rethrown or dropped.
    std::exception_ptr pending_;
#endif
    char message_[256] = "";
};

} // namespace flowlayout

namespace std {
template <>
struct is_error_code_enum<flowlayout::status> : true_type {};
} // namespace std

#if defined(__cpp_lib_ranges)
// Views do not own their elements: iterators outlive the view (std::ranges algorithms return them
// for temporaries instead of std::ranges::dangling).
namespace std::ranges {
template <class T>
inline constexpr bool enable_borrowed_range<flowlayout::view<T>> = true;
template <class T>
inline constexpr bool enable_view<flowlayout::view<T>> = true;
} // namespace std::ranges
#endif

#endif // C++17 or later
#endif // FLOWLAYOUT_HPP
