// flowlayout.hpp — a header-only C++17 wrapper over flowlayout.h.
//
//   flowlayout::layout row;                         // owns a flow_layout_t (move-only)
//   row.set_spacing(8, 4).set_justify(flowlayout::justify::center);
//   row.set_items(sizes);                           // any contiguous container of flow_size
//   row.arrange(320, NAN);                          // throws flowlayout::error on failure
//   for (const flow_rect &r : row.frames()) ...    // a view owned by the layout
//
// Errors: every call that can fail has a throwing form (flowlayout::error, a std::system_error
// whose code() is a flowlayout::status and whose what() is the handle's last error message) and,
// for the calls made in hot or exception-free code, a `try_` form returning std::error_code.
// Results (frames(), lines()) are views into memory owned by the layout: valid until the next
// non-const call on it, exactly as with the C functions. See flowlayout.h for the behaviour of
// every option and function. Thread-safety is the C library's: one layout per thread at a time.
#ifndef FLOWLAYOUT_HPP
#define FLOWLAYOUT_HPP

#include "flowlayout.h"

#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <iterator>
#include <memory>
#include <new>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace flowlayout {

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
enum class line_breaking : int { greedy = FLOW_BREAK_GREEDY, balance = FLOW_BREAK_BALANCE };
/// align-self: the layout's align-items (automatic), or one of its values.
enum class align_self : int {
    automatic = FLOW_ALIGN_AUTO, start = FLOW_ALIGN_START, center = FLOW_ALIGN_CENTER, end = FLOW_ALIGN_END,
    first_baseline = FLOW_ALIGN_FIRST_BASELINE, last_baseline = FLOW_ALIGN_LAST_BASELINE,
    stretch = FLOW_ALIGN_STRETCH
};

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

/// Thrown by the throwing forms: code() is the status, what() the handle's last error.
class error : public std::system_error {
public:
    error(int code, const std::string &message) : std::system_error(code, status_category(), message) {}
    flowlayout::status status() const noexcept { return static_cast<flowlayout::status>(code().value()); }
};

/// A read-only view of `size()` elements owned by a layout (frames or lines).
template <class T>
class view {
public:
    view() noexcept = default;
    view(const T *data, std::size_t size) noexcept : data_(data), size_(size) {}
    const T *begin() const noexcept { return data_; }
    const T *end() const noexcept { return data_ + size_; }
    const T *data() const noexcept { return data_; }
    std::size_t size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    const T &operator[](std::size_t i) const noexcept { return data_[i]; }
    std::vector<T> to_vector() const { return std::vector<T>(begin(), end()); }

private:
    const T *data_ = nullptr;
    std::size_t size_ = 0;
};

// ---- The layout -------------------------------------------------------------------------------

/// Owns one flow_layout_t. Move-only; a moved-from layout holds no handle (its calls fail with
/// status::null).
class layout {
public:
    /// A measure function: item index and proposal (NaN = unspecified) to a size. May throw: the
    /// exception is caught at the C boundary, fails the arrange, and is rethrown by the call.
    using measure_function = std::function<flow_size(std::size_t, flow_size)>;

    layout() : handle_(flow_layout_create()) {
        if (handle_ == nullptr) throw std::bad_alloc();
    }
    ~layout() { flow_layout_destroy(handle_); }
    layout(layout &&other) noexcept
        : handle_(std::exchange(other.handle_, nullptr)), measure_(std::move(other.measure_)) {}
    layout &operator=(layout &&other) noexcept {
        if (this != &other) {
            flow_layout_destroy(handle_);
            handle_ = std::exchange(other.handle_, nullptr);
            measure_ = std::move(other.measure_);
        }
        return *this;
    }
    layout(const layout &) = delete;
    layout &operator=(const layout &) = delete;

    /// The C handle, for calls this wrapper does not cover. Still owned by this object.
    flow_layout_t *native_handle() const noexcept { return handle_; }
    /// The message of the last failed call ("" when none).
    std::string last_error() const { return flow_layout_last_error(handle_); }

    // Options (see flowlayout.h); each returns *this and throws flowlayout::error.
    layout &set_axis(axis v) { return check(flow_layout_set_axis(handle_, static_cast<int>(v))); }
    layout &set_wrap(wrap v) { return check(flow_layout_set_wrap(handle_, static_cast<int>(v))); }
    layout &set_direction(direction v) { return check(flow_layout_set_direction(handle_, static_cast<int>(v))); }
    layout &set_spacing(float item, float line) { return check(flow_layout_set_spacing(handle_, item, line)); }
    layout &set_justify(justify v) { return check(flow_layout_set_justify(handle_, static_cast<int>(v))); }
    layout &set_align_items(align_items v) {
        return check(flow_layout_set_align_items(handle_, static_cast<int>(v)));
    }
    layout &set_align_content(align_content v) {
        return check(flow_layout_set_align_content(handle_, static_cast<int>(v)));
    }
    layout &set_max_lines(std::uint32_t n) { return check(flow_layout_set_max_lines(handle_, n)); }
    layout &set_max_items_per_line(std::uint32_t n) { return check(flow_layout_set_max_items_per_line(handle_, n)); }
    layout &set_uniform_size(bool on) { return check(flow_layout_set_uniform_size(handle_, on ? 1 : 0)); }
    layout &set_pixel_scale(float scale) { return check(flow_layout_set_pixel_scale(handle_, scale)); }
    layout &set_line_breaking(line_breaking v) {
        return check(flow_layout_set_line_breaking(handle_, static_cast<int>(v)));
    }
    layout &set_min_lines(std::uint32_t n) { return check(flow_layout_set_min_lines(handle_, n)); }

    // Items. Containers are any contiguous range with data() and size() (vector, array, span...).
    template <class Sizes>
    layout &set_items(const Sizes &sizes) {
        check(flow_layout_set_items(handle_, std::data(sizes), std::size(sizes)));
        measure_.reset();
        return *this;
    }
    /// Items measured by `fn` (copied into the layout; it lives as long as the layout uses it).
    layout &set_measure(std::size_t count, measure_function fn) {
        auto state = std::make_unique<measure_state>();
        state->fn = std::move(fn);
        check(flow_layout_set_measure(handle_, count, &layout::measure_trampoline, state.get()));
        measure_ = std::move(state);
        return *this;
    }
    layout &invalidate_item(std::size_t index) { return check(flow_layout_invalidate_item(handle_, index)); }
    template <class Values>
    layout &set_item_grow(const Values &grow) {
        return check(flow_layout_set_item_grow(handle_, std::data(grow), std::size(grow)));
    }
    template <class Values>
    layout &set_item_flags(const Values &flags) {
        return check(flow_layout_set_item_flags(handle_, std::data(flags), std::size(flags)));
    }
    template <class Values>
    layout &set_item_baselines(const Values &first, const Values &last) {
        if (std::size(first) != std::size(last)) fail(FLOW_ERROR_INVALID_ARGUMENT, "first and last differ in length");
        return check(flow_layout_set_item_baselines(handle_, std::data(first), std::data(last), std::size(first)));
    }
    template <class Values>
    layout &set_item_guides(const Values &guides) {
        return check(flow_layout_set_item_guides(handle_, std::data(guides), std::size(guides)));
    }
    /// Four floats per item (leading, top, trailing, bottom), so 4 * item count values.
    template <class Values>
    layout &set_item_spacing(const Values &prefs) {
        if (std::size(prefs) % 4 != 0) fail(FLOW_ERROR_INVALID_ARGUMENT, "spacing needs 4 values per item");
        return check(flow_layout_set_item_spacing(handle_, std::data(prefs), std::size(prefs) / 4));
    }
    /// Clears a per-item input.
    layout &clear_item_grow() { return check(flow_layout_set_item_grow(handle_, nullptr, 0)); }
    layout &clear_item_flags() { return check(flow_layout_set_item_flags(handle_, nullptr, 0)); }
    layout &clear_item_baselines() { return check(flow_layout_set_item_baselines(handle_, nullptr, nullptr, 0)); }
    layout &clear_item_guides() { return check(flow_layout_set_item_guides(handle_, nullptr, 0)); }
    layout &clear_item_spacing() { return check(flow_layout_set_item_spacing(handle_, nullptr, 0)); }

    // The flex item model (see "The flex item model" in flowlayout.h).
    layout &set_padding(flow_edges padding) { return check(flow_layout_set_padding(handle_, padding)); }
    layout &set_reverse(bool on) { return check(flow_layout_set_reverse(handle_, on ? 1 : 0)); }
    /// flow_edges per item; a NaN edge is `auto`.
    template <class Values>
    layout &set_item_margins(const Values &margins) {
        return check(flow_layout_set_item_margins(handle_, std::data(margins), std::size(margins)));
    }
    /// flow_size minimums and maximums per item (NaN: min 0, max none), equally long.
    template <class Values>
    layout &set_item_limits(const Values &min, const Values &max) {
        if (std::size(min) != std::size(max)) fail(FLOW_ERROR_INVALID_ARGUMENT, "min and max differ in length");
        return check(flow_layout_set_item_limits(handle_, std::data(min), std::data(max), std::size(min)));
    }
    template <class Values>
    layout &set_item_shrink(const Values &shrink) {
        return check(flow_layout_set_item_shrink(handle_, std::data(shrink), std::size(shrink)));
    }
    /// align-self per item: `align_self::automatic` or an align_items value.
    template <class Values>
    layout &set_item_align(const Values &align) {
        std::vector<int> raw;
        raw.reserve(std::size(align));
        for (const auto &a : align) raw.push_back(static_cast<int>(a));
        return check(flow_layout_set_item_align(handle_, raw.data(), raw.size()));
    }
    layout &clear_item_margins() { return check(flow_layout_set_item_margins(handle_, nullptr, 0)); }
    layout &clear_item_limits() { return check(flow_layout_set_item_limits(handle_, nullptr, nullptr, 0)); }
    layout &clear_item_shrink() { return check(flow_layout_set_item_shrink(handle_, nullptr, 0)); }
    layout &clear_item_align() { return check(flow_layout_set_item_align(handle_, nullptr, 0)); }

    // Layout.
    flow_size size_that_fits(float width, float height) {
        flow_size out{0, 0};
        check(measuring([&] { return flow_layout_size_that_fits(handle_, width, height, &out); }));
        return out;
    }
    void arrange(float width, float height) {
        check(measuring([&] { return flow_layout_arrange(handle_, width, height); }));
    }
    /// Non-throwing arrange (a measure function's exception is then dropped, not rethrown).
    std::error_code try_arrange(float width, float height) noexcept {
        int code = flow_layout_arrange(handle_, width, height);
        if (measure_) measure_->exception = nullptr;
        return make_error_code(static_cast<status>(code));
    }

    // Results of the last arrange.
    flow_size size() const { return get(flow_layout_get_size); }
    flow_size content_size() const { return get(flow_layout_get_content_size); }
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

    /// The index of the first candidate that fits (else the last), arranged in (width, height).
    static std::size_t first_fitting(const std::vector<layout *> &candidates, float width, float height) {
        std::vector<flow_layout_t *> handles;
        handles.reserve(candidates.size());
        for (layout *c : candidates) handles.push_back(c != nullptr ? c->handle_ : nullptr);
        std::size_t index = 0;
        int code = flow_layout_first_fitting(handles.data(), handles.size(), width, height, &index);
        if (code != FLOW_OK) {
            for (layout *c : candidates) {
                if (c != nullptr && c->measure_ && c->measure_->exception) c->rethrow_measure_exception();
            }
            std::string message = "flow_layout_first_fitting failed";
            for (layout *c : candidates) {
                if (c != nullptr && *flow_layout_last_error(c->handle_) != '\0') {
                    message = flow_layout_last_error(c->handle_);
                    break;
                }
            }
            throw error(code, message);
        }
        return index;
    }

private:
    struct measure_state {
        measure_function fn;
        std::exception_ptr exception;
    };

    static flow_size measure_trampoline(void *user_data, std::size_t index, flow_size proposal) {
        auto *state = static_cast<measure_state *>(user_data);
        // Exceptions must not cross the C library: keep the first one, fail the arrange.
        if (!state->exception) {
            try {
                return state->fn(index, proposal);
            } catch (...) {
                state->exception = std::current_exception();
            }
        }
        return flow_size{-1.0f, -1.0f};
    }

    template <class Call>
    int measuring(Call call) {
        int code = call();
        if (measure_ && measure_->exception) rethrow_measure_exception();
        return code;
    }

    void rethrow_measure_exception() {
        std::exception_ptr e = std::exchange(measure_->exception, nullptr);
        std::rethrow_exception(e);
    }

    layout &check(int code) {
        if (code != FLOW_OK) {
            throw error(code, handle_ != nullptr ? flow_layout_last_error(handle_) : "the layout holds no handle");
        }
        return *this;
    }
    [[noreturn]] static void fail(int code, const char *message) { throw error(code, message); }

    flow_size get(int (*read)(const flow_layout_t *, flow_size *)) const {
        flow_size out{0, 0};
        int code = read(handle_, &out);
        if (code != FLOW_OK) throw error(code, flow_status_string(code));
        return out;
    }

    flow_layout_t *handle_;
    std::unique_ptr<measure_state> measure_;
};

} // namespace flowlayout

namespace std {
template <>
struct is_error_code_enum<flowlayout::status> : true_type {};
} // namespace std

#endif // FLOWLAYOUT_HPP
