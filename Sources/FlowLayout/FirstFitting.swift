extension FlowLayout {
    /// "The first layout that fits" (SwiftUI's ViewThatFits): the index of the first candidate
    /// that `fits` (its `sizeThatFits` lies within the specified bounds and no item is hidden
    /// past `maxLines`), else the last candidate. The chosen
    /// candidate is arranged in (width, height), so its results are ready to read.
    public static func firstFitting<C: Collection>(
        _ candidates: C, width: Float, height: Float
    ) throws(FlowError) -> Int where C.Element == FlowLayout {
        guard !candidates.isEmpty else {
            throw FlowError(.invalidArgument, "first fitting needs at least one candidate layout")
        }
        var chosen = candidates.count - 1
        for (index, candidate) in candidates.enumerated() where index < chosen {
            if try candidate.fits(width: width, height: height) {
                chosen = index
                break
            }
        }
        for (index, candidate) in candidates.enumerated() where index == chosen {
            try candidate.arrange(width: width, height: height)
        }
        return chosen
    }
}
