/// A growable, manually freed, contiguous buffer. The layout keeps one per input and per result
/// and reuses them across arranges, so arranging the same number of items again allocates nothing.
/// Its owner calls `free()` exactly once; copies share storage (internal use only).
struct Buffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private var capacity = 0

    var isEmpty: Bool { count == 0 }

    /// Sets `count`; keeps storage when it is large enough. Contents are unspecified after a grow
    /// (callers overwrite every element they read).
    mutating func resize(to newCount: Int) {
        if newCount > capacity {
            base?.deallocate()
            base = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
            capacity = newCount
        }
        count = newCount
    }

    mutating func assign(_ source: UnsafeBufferPointer<Element>) {
        resize(to: source.count)
        if let src = source.baseAddress, let dst = base {
            // Every element type is a plain value (BitwiseCopyable): one memcpy.
            UnsafeMutableRawPointer(dst).copyMemory(from: src, byteCount: source.count &* MemoryLayout<Element>.stride)
        }
    }

    mutating func fill(_ value: Element, count newCount: Int) {
        resize(to: newCount)
        if let dst = base { dst.update(repeating: value, count: newCount) }
    }

    mutating func clear() { count = 0 }

    mutating func free() {
        base?.deallocate()
        base = nil
        count = 0
        capacity = 0
    }

    subscript(index: Int) -> Element {
        get { base.unsafelyUnwrapped[index] }
        nonmutating set { base.unsafelyUnwrapped[index] = newValue }
    }

    var pointer: UnsafeMutablePointer<Element>? { count == 0 ? nil : base }

    var bufferPointer: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }
}
