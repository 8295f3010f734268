// Allocation checks. A Swift allocation that fails cannot be caught, so before the engine grows
// buffers for many items, the ABI layer asks the C allocator whether that much memory is there.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif

@_extern(c, "mmap")
func abiMmap(_ address: UnsafeMutableRawPointer?, _ length: Int, _ protection: Int32, _ flags: Int32,
             _ fd: Int32, _ offset: Int) -> UnsafeMutableRawPointer?
@_extern(c, "munmap") func abiMunmap(_ address: UnsafeMutableRawPointer?, _ length: Int) -> Int32

/// Whether `count * size` bytes can be allocated right now, asked of the kernel the way the C
/// allocator asks for large blocks. (A malloc/free pair would be optimised away by the compiler,
/// answer included; `malloc` and `free` are also reserved names for Swift code.)
func memoryIsAvailable(_ count: Int, _ size: Int) -> Bool {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow else { return false }
    let readWrite: Int32 = 0x1 | 0x2, privateMapping: Int32 = 0x02
    #if os(Linux)
    let anonymous: Int32 = 0x20
    #else
    let anonymous: Int32 = 0x1000
    #endif
    let block = abiMmap(nil, bytes, readWrite, privateMapping | anonymous, -1, 0)
    guard let block, Int(bitPattern: block) != -1 else { return false }  // MAP_FAILED
    _ = abiMunmap(block, bytes)
    return true
}

enum ABIMemory {
    /// Generous estimate of what the engine keeps per item: inputs, measure caches, scratch and
    /// results together.
    static let bytesPerItem = 256

    /// The count a C caller passed, checked against the engine's limit and the memory available.
    static func itemCount(_ count: UInt) throws(FlowError) -> Int {
        guard count <= UInt(FlowLimits.maxItems) else {
            throw FlowError(.outOfMemory, "item count exceeds FLOWLAYOUT_MAX_ITEMS")
        }
        let items = Int(count)
        try probe(items)
        return items
    }

    /// Below this many items (16 MiB by the estimate) the probe costs more than it can save:
    /// a process that cannot allocate that little is failing anyway.
    static let probeThreshold = 1 << 16

    /// Throws `.outOfMemory` unless memory for `items` items can be allocated right now.
    static func probe(_ items: Int) throws(FlowError) {
        guard items >= probeThreshold else { return }
        guard memoryIsAvailable(items, bytesPerItem) else {
            throw FlowError(.outOfMemory, "not enough memory for this many items")
        }
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
