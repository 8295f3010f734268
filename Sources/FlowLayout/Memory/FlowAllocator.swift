/// Where a layout's memory comes from. Every buffer a layout keeps (inputs, measure caches,
/// scratch, results) is allocated with `allocate` and returned with `release`, so an embedder can
/// put a layout on an arena or a budget, and a failed allocation is an ordinary error.
///
/// The two functions are plain C function pointers with a context (no closure context to allocate
/// behind the embedder's back); the C ABI's `flow_allocator` has exactly this layout.
public struct FlowAllocator {
    /// Returns `byteCount` bytes aligned to `alignment` (a power of two), or nil when there is no
    /// memory. Never called with a zero `byteCount`.
    public typealias Allocate = @convention(c) (
        _ context: UnsafeMutableRawPointer?, _ byteCount: Int, _ alignment: Int
    ) -> UnsafeMutableRawPointer?
    /// Returns a block `allocate` gave, with the `byteCount` it was asked for.
    public typealias Release = @convention(c) (
        _ context: UnsafeMutableRawPointer?, _ pointer: UnsafeMutableRawPointer?, _ byteCount: Int
    ) -> Void

    public var allocate: Allocate
    public var release: Release
    public var context: UnsafeMutableRawPointer?

    public init(allocate: Allocate, release: Release, context: UnsafeMutableRawPointer?) {
        self.allocate = allocate
        self.release = release
        self.context = context
    }

    /// Swift's own allocator. Outside Embedded Swift a failed allocation stops the program (Swift
    /// cannot report it); the C library (`flow_layout_create`) uses the C allocator instead,
    /// whose failures are reported as `FlowStatus.outOfMemory`.
    public static var swift: FlowAllocator {
        FlowAllocator(
            allocate: { _, byteCount, alignment in
                UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
            },
            release: { _, pointer, _ in pointer?.deallocate() },
            context: nil)
    }

    /// `count` elements of `T`, or nil when there is no memory (or the byte count overflows).
    @inline(__always)
    func allocate<T: ~Copyable>(_: T.Type, count: Int) -> UnsafeMutablePointer<T>? {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<T>.stride)
        guard !overflow, count > 0 else { return nil }
        return allocate(context, bytes, MemoryLayout<T>.alignment)?.bindMemory(to: T.self, capacity: count)
    }

    @inline(__always)
    func release<T: ~Copyable>(_ pointer: UnsafeMutablePointer<T>, count: Int) {
        release(context, UnsafeMutableRawPointer(pointer), count &* MemoryLayout<T>.stride)
    }
}
