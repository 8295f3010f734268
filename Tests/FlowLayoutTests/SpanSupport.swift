// The layout's results are Spans (borrowed views); the tests compare them as arrays.

extension Array {
    /// A copy of a span's elements.
    init(_ span: Span<Element>) {
        self.init()
        reserveCapacity(span.count)
        for i in span.indices { append(span[i]) }
    }
}
