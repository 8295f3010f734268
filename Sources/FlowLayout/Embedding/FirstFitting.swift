extension FlowLayout {
    /// "The first layout that fits" (SwiftUI's ViewThatFits): the index of the first candidate
    /// that `fits` (its `sizeThatFits` lies within the specified bounds and no item is hidden
    /// past `maxLines`), else the last candidate. The chosen
    /// candidate is arranged in (width, height), so its results are ready to read.
    /// (Layouts are noncopyable, so the candidates are given in place, as a buffer.)
    public static func firstFitting(
        _ candidates: UnsafeMutableBufferPointer<FlowLayout>, width: Float, height: Float
    ) throws(FlowError) -> Int {
        guard !candidates.isEmpty else {
            throw FlowError(.invalidArgument, "first fitting needs at least one candidate layout")
        }
        var chosen = candidates.count - 1
        for index in 0..<chosen where try candidates[index].fits(width: width, height: height) {
            chosen = index
            break
        }
        try candidates[chosen].arrange(width: width, height: height)
        return chosen
    }
}
