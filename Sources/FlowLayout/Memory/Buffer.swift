/// A growable, manually freed, contiguous buffer of plain values (BitwiseCopyable). The layout
/// keeps one per input and per result and reuses them across arranges, so arranging the same
/// number of items again allocates nothing. Its owner calls `free(_:)` exactly once, with the
/// allocator it grew it with; copies share storage (internal use only).
///
/// Out of memory: every method that may allocate takes the allocator, `throws` FlowError
/// `.outOfMemory` when it returns nil, and then leaves the buffer exactly as it was (count,
/// contents, storage), so the call that failed can simply be retried. Several buffers that must
/// change together are `reserve`d first, then filled: after the reservations nothing can fail.
struct Buffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private(set) var capacity = 0

    var isEmpty: Bool { count == 0 }

    /// Makes room for `minimumCapacity` elements, keeping count and contents. Inlined: an
    /// arrange reserves a dozen buffers that almost always have room already.
    @inline(__always)
    mutating func reserve(_ minimumCapacity: Int, _ allocator: FlowAllocator) throws(FlowError) {
        guard minimumCapacity > capacity else { return }
        try grow(to: minimumCapacity, allocator)
    }

    /// `reserve`'s allocation, kept out of line.
    @inline(never)
    private mutating func grow(to minimumCapacity: Int, _ allocator: FlowAllocator) throws(FlowError) {
        guard let grown = allocator.allocate(Element.self, count: minimumCapacity) else {
            throw FlowError(.outOfMemory, "out of memory: the allocator returned NULL")
        }
        if let base {
            if count > 0 {
                UnsafeMutableRawPointer(grown).copyMemory(from: base, byteCount: count &* MemoryLayout<Element>.stride)
            }
            allocator.release(base, count: capacity)
        }
        base = grown
        capacity = minimumCapacity
    }

    /// Sets `count`, growing the storage when needed. Elements past the old count are unspecified
    /// (callers overwrite every element they read).
    mutating func resize(to newCount: Int, _ allocator: FlowAllocator) throws(FlowError) {
        try reserve(newCount, allocator)
        count = newCount
    }

    /// Sets `count` within the capacity already reserved; never allocates.
    mutating func setCount(_ newCount: Int) {
        precondition(newCount <= capacity, "Buffer.setCount beyond the reserved capacity")
        count = newCount
    }

    mutating func assign(_ source: UnsafeBufferPointer<Element>, _ allocator: FlowAllocator) throws(FlowError) {
        try resize(to: source.count, allocator)
        if let src = source.baseAddress, let dst = base {
            // Every element type is a plain value (BitwiseCopyable): one memcpy.
            UnsafeMutableRawPointer(dst).copyMemory(from: src, byteCount: source.count &* MemoryLayout<Element>.stride)
        }
    }

    mutating func fill(_ value: Element, count newCount: Int, _ allocator: FlowAllocator) throws(FlowError) {
        try resize(to: newCount, allocator)
        if let dst = base, newCount > 0 { dst.update(repeating: value, count: newCount) }
    }

    mutating func clear() { count = 0 }

    mutating func free(_ allocator: FlowAllocator) {
        if let base { allocator.release(base, count: capacity) }
        base = nil
        count = 0
        capacity = 0
    }

    subscript(index: Int) -> Element {
        get { base.unsafelyUnwrapped[index] }
        nonmutating set { base.unsafelyUnwrapped[index] = newValue }
    }

    func swapAt(_ i: Int, _ j: Int) {
        let element = self[i]
        self[i] = self[j]
        self[j] = element
    }

    var pointer: UnsafeMutablePointer<Element>? { count == 0 ? nil : base }

    var bufferPointer: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }
}
