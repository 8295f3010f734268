/// Status of an operation; raw values are the C ABI's status codes.
public enum FlowStatus: Int32, Sendable {
    case ok = 0
    case null = 1
    case invalidArgument = 2
    case outOfMemory = 3
    case measure = 4
    case notArranged = 5
}

/// Why an operation failed. A failed operation leaves the layout exactly as it was.
public struct FlowError: Error, Equatable {
    public var status: FlowStatus
    /// What was wrong and how to fix it.
    public var message: StaticString
    /// The offending item, when the problem is one item's input.
    public var item: Int?

    public init(_ status: FlowStatus, _ message: StaticString, item: Int? = nil) {
        self.status = status
        self.message = message
        self.item = item
    }

    public static func == (a: FlowError, b: FlowError) -> Bool {
        a.status == b.status && a.item == b.item
            && a.message.utf8Start == b.message.utf8Start
    }
}
