// The C ABI layer: `@_cdecl` functions that validate what a C caller passes, convert it, call the
// engine and turn its errors into status codes plus a per-handle message. Nothing else lives here.
//
// A `flow_layout_t *` points to one block from the handle's allocator, holding everything the
// handle ever uses besides its buffers (which come from the same allocator):
//
//   [ FlowLayout | ABIState | tag | message text ]
//
// so nothing about a handle is allocated behind its allocator's back, and no Swift allocation
// (which cannot report failure) happens in any call. The tag says whether the block is a live
// handle; `flow_layout_destroy` overwrites it before returning the block, so a later call with
// the same pointer is refused as long as the allocator has not reused that memory.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif
import CFlowLayoutHeader

/// The ABI layer's bookkeeping, beside the engine's layout in the handle's block.
struct ABIState {
    /// How many calls that may run the measure callback are in progress on this handle.
    var busyDepth = 0
    /// `flow_layout_destroy` was called from inside a measure callback: destroy when idle.
    var destroyPending = false
    /// The C measure callback and its user data (read by a closure that captures nothing).
    var measureFunction: flow_measure_fn?
    /// The same for flow_layout_set_measure_ex (which one the engine calls depends on the setter).
    var measureExFunction: flow_measure_ex_fn?
    /// The same for flow_layout_set_measure_range.
    var measureRangeFunction: flow_measure_range_fn?
    var measureUserData: UnsafeMutableRawPointer?
    /// The C overflow indicator callback and its user data (the same way).
    var overflowFunction: flow_overflow_fn?
    var overflowUserData: UnsafeMutableRawPointer?
    var message = ABIMessage()
}

/// A resolved `flow_layout_t *`: views into its block. Copying it copies the pointer only.
struct ABIHandle {
    let block: UnsafeMutableRawPointer

    /// Written at creation, overwritten by destroy: "FLOWLIVE" and "FLOWDEAD" in ASCII.
    static let liveTag: UInt64 = 0x4556_494C_574F_4C46
    static let destroyedTag: UInt64 = 0x4441_4544_574F_4C46
    static let messageCapacity = 256

    // Offsets within the block. The tag lies past the layout (hundreds of bytes in), where an
    // allocator's bookkeeping in a freed block (its first few words) does not reach.
    static var stateOffset: Int { roundUp(MemoryLayout<FlowLayout>.stride, 16) }
    static var tagOffset: Int { roundUp(stateOffset + MemoryLayout<ABIState>.stride, 8) }
    static var messageOffset: Int { tagOffset + 8 }
    static var blockSize: Int { messageOffset + messageCapacity }
    static var blockAlignment: Int { max(16, MemoryLayout<FlowLayout>.alignment, MemoryLayout<ABIState>.alignment) }

    @inline(__always) static func roundUp(_ value: Int, _ alignment: Int) -> Int {
        (value + alignment - 1) & ~(alignment - 1)
    }

    var layout: FlowLayout {
        unsafeAddress { UnsafePointer(block.assumingMemoryBound(to: FlowLayout.self)) }
        nonmutating unsafeMutableAddress { block.assumingMemoryBound(to: FlowLayout.self) }
    }

    var state: UnsafeMutablePointer<ABIState> {
        (block + ABIHandle.stateOffset).assumingMemoryBound(to: ABIState.self)
    }

    var tag: UnsafeMutablePointer<UInt64> {
        (block + ABIHandle.tagOffset).assumingMemoryBound(to: UInt64.self)
    }

    var messageText: UnsafeMutablePointer<CChar> {
        (block + ABIHandle.messageOffset).assumingMemoryBound(to: CChar.self)
    }

    var busyDepth: Int {
        get { state.pointee.busyDepth }
        nonmutating set { state.pointee.busyDepth = newValue }
    }

    /// Allocates and initialises a handle with `allocator`; nil when it returns NULL.
    static func create(_ allocator: FlowAllocator) -> ABIHandle? {
        guard let block = allocator.allocate(allocator.context, blockSize, blockAlignment) else { return nil }
        let handle = ABIHandle(block: block)
        block.bindMemory(to: FlowLayout.self, capacity: 1).initialize(to: FlowLayout(allocator: allocator))
        handle.state.initialize(to: ABIState())
        handle.messageText.initialize(repeating: 0, count: messageCapacity)
        handle.tag.initialize(to: liveTag)
        return handle
    }

    /// Frees the buffers and the block. The tag is overwritten first, so that a later call with
    /// this pointer can tell (while the allocator has not reused the memory).
    func destroy() {
        let allocator = layout.allocator
        tag.pointee = ABIHandle.destroyedTag
        state.deinitialize(count: 1)
        block.assumingMemoryBound(to: FlowLayout.self).deinitialize(count: 1)
        allocator.release(allocator.context, block, ABIHandle.blockSize)
    }

    /// What a C pointer refers to: a live handle, nothing (NULL), or something that is not a live
    /// handle (destroyed, or never created by this library).
    enum Resolved {
        case live(ABIHandle)
        case null
        case notLive
    }

    /// Resolves a C pointer. Reading the tag of a destroyed handle reads memory the allocator got
    /// back: this is the documented best effort (memory checkers such as ASan report it).
    @inline(__always)
    static func resolve(_ raw: OpaquePointer?) -> Resolved {
        guard let raw else { return .null }
        let handle = ABIHandle(block: UnsafeMutableRawPointer(raw))
        return handle.tag.pointee == liveTag ? .live(handle) : .notLive
    }

    /// The live handle behind a C pointer, or nil (NULL, destroyed or not a handle).
    @inline(__always)
    static func from(_ raw: OpaquePointer?) -> ABIHandle? {
        if case .live(let handle) = resolve(raw) { return handle }
        return nil
    }

    var opaque: OpaquePointer { OpaquePointer(block) }

    /// Records why a call failed and returns its status code.
    func fail(_ function: StaticString, _ error: FlowError) -> Int32 {
        state.pointee.message.set(function, error, into: messageText, capacity: ABIHandle.messageCapacity)
        return error.status.rawValue
    }

    /// Runs `body` with the measure callback allowed to run, so calls from inside the callback
    /// that would change this handle are refused, and a destroy from inside it is deferred.
    func whileMeasuring<R>(_ body: () throws(FlowError) -> R) throws(FlowError) -> R {
        busyDepth += 1
        defer { busyDepth -= 1 }
        return try body()
    }

    /// Performs a destroy deferred while the handle was busy, once it is idle. The handle is gone
    /// afterwards when it returns true.
    @discardableResult
    func destroyIfPending() -> Bool {
        guard busyDepth == 0, state.pointee.destroyPending else { return false }
        destroy()
        return true
    }
}

/// Status of a call on a pointer that is not a live handle.
let destroyedHandleStatus = FlowStatus.invalidArgument.rawValue

/// Runs a call that changes the handle: resolves it (NULL → FLOW_ERROR_NULL, destroyed →
/// FLOW_ERROR_INVALID_ARGUMENT), refuses it while the handle's measure callback runs, turns a
/// thrown error into a status and a message, and performs a destroy the callback deferred.
/// Every entry point that takes a handle to change goes through here.
@inline(__always)
func mutating(
    _ raw: OpaquePointer?, _ function: StaticString, _ body: (ABIHandle) throws(FlowError) -> Void
) -> Int32 {
    let handle: ABIHandle
    switch ABIHandle.resolve(raw) {
    case .null: return FlowStatus.null.rawValue
    case .notLive: return destroyedHandleStatus
    case .live(let live): handle = live
    }
    guard handle.busyDepth == 0 else {
        return handle.fail(function, FlowError(
            .invalidArgument, "a layout cannot be changed or arranged from its own measure callback"))
    }
    let status: Int32
    do {
        try body(handle)
        status = FlowStatus.ok.rawValue
    } catch {
        status = handle.fail(function, error)
    }
    handle.destroyIfPending()
    return status
}
