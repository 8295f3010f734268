// The C ABI layer: `@_cdecl` functions that validate what a C caller passes, convert it, call the
// engine and turn its errors into status codes plus a per-handle message. Nothing else lives here.
//
// A `flow_layout_t *` is an `ABIHandle` retained once by `flow_layout_create` and released by
// `flow_layout_destroy`. Everything the C side can observe (results, messages) is owned by it.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif
import CFlowLayoutHeader

/// What one `flow_layout_t *` points to: the engine's layout, the last error message, and the
/// bookkeeping that keeps re-entrant calls from the measure callback safe.
final class ABIHandle {
    let layout = FlowLayout(allocator: ABIMemory.cLibrary)
    let message = ABIMessage()
    /// How many calls that may run the measure callback are in progress on this handle.
    var busyDepth = 0
    /// `flow_layout_destroy` was called from inside a measure callback: destroy when idle.
    var destroyPending = false

    init() {}

    /// The handle behind a C pointer. The pointer must come from `flow_layout_create`.
    @inline(__always)
    static func from(_ raw: OpaquePointer?) -> ABIHandle? {
        guard let raw else { return nil }
        return Unmanaged<ABIHandle>.fromOpaque(UnsafeRawPointer(raw)).takeUnretainedValue()
    }

    /// Records why a call failed and returns its status code.
    func fail(_ function: StaticString, _ error: FlowError) -> Int32 {
        message.set(function, error)
        return error.status.rawValue
    }

    /// Runs `body` with the measure callback allowed to run, so calls from inside the callback
    /// that would change this handle are refused, and a destroy from inside it is deferred.
    func whileMeasuring<R>(_ body: () throws(FlowError) -> R) throws(FlowError) -> R {
        busyDepth += 1
        defer { leaveMeasuring() }
        return try body()
    }

    /// Ends one `busyDepth` level; performs a destroy deferred meanwhile. The handle may be gone
    /// afterwards: this must be the caller's last use of it.
    func leaveMeasuring() {
        busyDepth -= 1
        if busyDepth == 0 && destroyPending {
            destroyPending = false
            Unmanaged.passUnretained(self).release()
        }
    }
}

/// Runs a call that changes the handle: resolves it (NULL → FLOW_ERROR_NULL), refuses it while
/// the handle's measure callback runs, and turns a thrown error into a status and a message.
@inline(__always)
func mutating(
    _ raw: OpaquePointer?, _ function: StaticString, _ body: (ABIHandle) throws(FlowError) -> Void
) -> Int32 {
    guard let raw else { return FlowStatus.null.rawValue }
    // Pinned for the whole call: a destroy deferred by the measure callback may release the
    // handle while an error is still to be recorded on it.
    let pinned = Unmanaged<ABIHandle>.fromOpaque(UnsafeRawPointer(raw)).retain()
    defer { pinned.release() }
    let handle = pinned.takeUnretainedValue()
    guard handle.busyDepth == 0 else {
        return handle.fail(function, FlowError(
            .invalidArgument, "a layout cannot be changed or arranged from its own measure callback"))
    }
    do {
        try body(handle)
        return FlowStatus.ok.rawValue
    } catch {
        return handle.fail(function, error)
    }
}
