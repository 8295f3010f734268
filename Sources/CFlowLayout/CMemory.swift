// Memory for handles created by flow_layout_create: the C library's allocator, whose failures
// (unlike a failed Swift allocation) come back as NULL and so as FLOW_ERROR_OUT_OF_MEMORY.
// No probing ahead: every allocation is checked where it happens, and a failed one changes nothing.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif

@_extern(c, "posix_memalign")
func abiPosixMemalign(_ block: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int) -> Int32

enum ABIMemory {
    /// The C library's allocator (posix_memalign and free), as the engine's `FlowAllocator`.
    /// (`free` is reached through `deallocate`, which is free itself: Swift reserves the name.)
    static var cLibrary: FlowAllocator {
        FlowAllocator(
            allocate: { _, byteCount, alignment in
                var block: UnsafeMutableRawPointer? = nil
                // posix_memalign wants a multiple of sizeof(void *).
                let status = abiPosixMemalign(&block, max(alignment, MemoryLayout<UnsafeRawPointer>.size), byteCount)
                return status == 0 ? block : nil
            },
            release: { _, block, _ in block?.deallocate() },
            context: nil)
    }

    /// The count a C caller passed, checked against the engine's limit.
    static func itemCount(_ count: UInt) throws(FlowError) -> Int {
        guard count <= UInt(FlowLimits.maxItems) else {
            throw FlowError(.outOfMemory, "item count exceeds FLOWLAYOUT_MAX_ITEMS")
        }
        return Int(count)
    }

    /// For per-item arrays: a count that cannot be the item count (too large to even be an `Int`
    /// buffer length) is a mismatch, reported before any buffer is formed.
    static func perItemCount(_ count: UInt, itemCount: Int) throws(FlowError) -> Int {
        guard count == UInt(itemCount) else {
            throw FlowError(.invalidArgument, "array length differs from the item count")
        }
        return itemCount
    }
}
