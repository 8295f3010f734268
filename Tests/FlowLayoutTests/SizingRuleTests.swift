@testable import FlowLayout
import Testing

@Suite("Sizing, uniform size, measuring and caching")
struct SizingRuleTests {
    @Test func sizeThatFitsTakesTheProposedWidthOrTheWidestLine() throws {
        var l = try makeLayout([(50, 10), (150, 20)])
        #expect(try l.sizeThatFits(width: 100, height: .nan) == FlowSize(width: 150, height: 38))
        #expect(try l.sizeThatFits(width: 400, height: .nan) == FlowSize(width: 400, height: 20))
        #expect(try l.sizeThatFits(width: .nan, height: .nan) == FlowSize(width: 208, height: 20))
        #expect(try l.sizeThatFits(width: .infinity, height: 5) == FlowSize(width: 208, height: 20))
    }

    @Test func sizeThatFitsLeavesTheLastArrangementAlone() throws {
        var l = try arranged([(50, 10), (50, 10)], width: 200)
        _ = try l.sizeThatFits(width: 50, height: .nan)
        #expect(l.lineCounts == [2])
        #expect(l.size == FlowSize(width: 200, height: 10))
    }

    @Test func arrangeReportsTheBoundsAndReplacesUnspecifiedOnesByContent() throws {
        var l = try arranged([(50, 10), (150, 20)], width: 100, height: 300)
        #expect(l.size == FlowSize(width: 100, height: 300))
        #expect(l.contentSize == FlowSize(width: 150, height: 38))
        try l.arrange(width: .nan, height: .nan)
        #expect(l.size == FlowSize(width: 208, height: 20))
    }

    @Test func uniformSizeGivesEveryItemTheLargestWidthAndHeight() throws {
        let l = try arranged([(10, 5), (20, 3)], width: 100) { $0.uniformSize = true }
        expectFrames(l.frameList, [rect(0, 0, 20, 5), rect(28, 0, 20, 5)])
    }

    @Test func measureAsksIdealSizeFirstThenTheLineLengthForLongItems() throws {
        var proposals: [(Int, FlowSize)] = []
        var l = FlowLayout()
        try l.setMeasure(count: 2) { index, proposal in
            proposals.append((index, proposal))
            if index == 0 { return FlowSize(width: 30, height: 10) }
            // Text that wraps: 150 wide on one line, two lines of 20 when given 100.
            return proposal.width.isNaN ? FlowSize(width: 150, height: 20) : FlowSize(width: proposal.width, height: 40)
        }
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(0, 0, 30, 10), rect(0, 18, 100, 40)])
        #expect(proposals.count == 3)
        #expect(proposals.allSatisfy { $0.0 != 0 || ($0.1.width.isNaN && $0.1.height.isNaN) })
        #expect(proposals.last!.0 == 1 && proposals.last!.1.width == 100 && proposals.last!.1.height.isNaN)
    }

    @Test func columnsProposeTheLineLengthAlongTheHeight() throws {
        var constrained: FlowSize?
        var l = FlowLayout()
        var o = FlowOptions()
        o.axis = .vertical
        try l.setOptions(o)
        try l.setMeasure(count: 1) { _, p in
            if p.height.isNaN { return FlowSize(width: 10, height: 500) }
            constrained = p
            return FlowSize(width: 30, height: p.height)
        }
        try l.arrange(width: .nan, height: 200)
        #expect(constrained?.width.isNaN == true && constrained?.height == 200)
        #expect(l.frameList[0] == rect(0, 0, 30, 200))
    }

    @Test func measuredItemsAreAskedInOrderAndLaidOutAtTheirAnswers() throws {
        // Items at their ideal size while they fit, the answer for M from the first that does not;
        // each item's ideal asked once, then M when too long, before the next item is asked.
        for seed in UInt64(1)...200 {
            var rng = SeededRandom(seed: seed)
            let count = Int.random(in: 1...40, using: &rng)
            let ideals = (0..<count).map { _ in
                FlowSize(width: Float(Int.random(in: 0...1200, using: &rng)) / 4, height: Float(Int.random(in: 1...40, using: &rng)))
            }
            let horizontal = Bool.random(using: &rng)
            var calls: [(Int, Bool)] = []
            var l = FlowLayout()
            var o = FlowOptions()
            o.axis = horizontal ? .horizontal : .vertical
            try l.setOptions(o)
            try l.setMeasure(count: count) { i, p in
                let constrained = horizontal ? !p.width.isNaN : !p.height.isNaN
                calls.append((i, constrained))
                let s = horizontal ? ideals[i] : FlowSize(width: ideals[i].height, height: ideals[i].width)
                guard constrained else { return s }
                return horizontal ? FlowSize(width: p.width, height: s.height + 1) : FlowSize(width: s.width + 1, height: p.height)
            }
            // Each item's answers for its last two bounds are kept, the latest first.
            var recent = [[Float]](repeating: [], count: count)
            for (round, limit) in [Float(150), 100, 150, 120, 100, 150].enumerated() {
                calls = []
                try l.arrange(width: horizontal ? limit : .nan, height: horizontal ? .nan : limit)
                let long = ideals.map { Double($0.width) > Double(limit) + 1.0 / 4096 + Double(limit) * 1e-9 }
                // Ideal sizes are cached after the first arrange; answers for M for the last two M.
                let asked = (0..<count).map { i in long[i] && !recent[i].contains(limit) }
                for i in 0..<count where long[i] { recent[i] = [limit] + recent[i].filter { $0 != limit }.prefix(1) }
                let expected = (0..<count).flatMap { i in (round == 0 ? [(i, false)] : []) + (asked[i] ? [(i, true)] : []) }
                #expect(calls.map { $0.0 } == expected.map { $0.0 } && calls.map { $0.1 } == expected.map { $0.1 },
                        "seed \(seed) round \(round)")
                for (i, frame) in l.frameList.enumerated() {
                    let main = horizontal ? frame.width : frame.height, cross = horizontal ? frame.height : frame.width
                    #expect(main == (long[i] ? limit : ideals[i].width), "seed \(seed) item \(i)")
                    #expect(cross == ideals[i].height + (long[i] ? 1 : 0), "seed \(seed) item \(i)")
                }
            }
        }
    }

    @Test func measuredAnswersAreCachedUntilInvalidated() throws {
        var calls = [0, 0, 0]
        var l = FlowLayout()
        try l.setMeasure(count: 3) { i, _ in
            calls[i] += 1
            return FlowSize(width: 20, height: 10)
        }
        try l.arrange(width: 100, height: .nan)
        try l.arrange(width: 50, height: .nan)  // bounds change: nothing re-measured
        try l.arrange(width: 50, height: .nan)
        #expect(calls == [1, 1, 1])
        try l.invalidateItem(1)
        try l.arrange(width: 50, height: .nan)
        #expect(calls == [1, 2, 1])
    }

    @Test func goingBackToTheBoundBeforeAsksNothingAgain() throws {
        // Text 150 wide: a window resized 100 -> 35 -> 100 asks each bound once; a third bound
        // forgets the oldest; invalidating forgets both.
        var asked: [Float] = []
        var l = FlowLayout()
        try l.setMeasure(count: 1) { _, p in
            asked.append(p.width)
            return p.width.isNaN ? FlowSize(width: 150, height: 10) : FlowSize(width: p.width, height: 1500 / p.width)
        }
        for width: Float in [100, 35, 100, 35, 60, 100, 35] { try l.arrange(width: width, height: .nan) }
        #expect(asked.count == 6 && asked[0].isNaN && Array(asked[1...]) == [100, 35, 60, 100, 35])
        #expect(l.frameList == [rect(0, 0, 35, 1500 / 35)])
        try l.invalidateItem(0)
        asked = []
        try l.arrange(width: 60, height: .nan)
        try l.arrange(width: 35, height: .nan)
        #expect(asked.count == 3 && asked[0].isNaN && Array(asked[1...]) == [60, 35])
    }

    @Test func cachedBoundedAnswersKeepTheirBaselines() throws {
        // One line (no wrapping): item 0 wraps its text, its first baseline 1000 / width; going
        // back to a bound must bring back that bound's baseline with its size (item 1, baseline
        // 5, sits at the line's ascent minus 5).
        var asked = 0
        var l = FlowLayout()
        var o = FlowOptions()
        o.alignItems = .firstBaseline
        o.itemSpacing = 0
        o.wrap = .none
        try l.setOptions(o)
        try l.setMeasure(count: 2, withBaselines: { i, p in
            asked += 1
            if i == 1 { return FlowMeasurement(size: FlowSize(width: 10, height: 10), firstBaseline: 5, lastBaseline: .nan) }
            return p.width.isNaN
                ? FlowMeasurement(size: FlowSize(width: 150, height: 10), firstBaseline: 8, lastBaseline: .nan)
                : FlowMeasurement(size: FlowSize(width: p.width, height: 1500 / p.width), firstBaseline: 1000 / p.width,
                                  lastBaseline: .nan)
        })
        var tops: [Float] = []
        for width: Float in [100, 35, 100, 35] {
            try l.arrange(width: width, height: .nan)
            tops.append(l.frameList[1].y)
        }
        #expect(asked == 4)   // two ideals, then 100 and 35 once each
        expectValues(tops, [5, 1000 / 35 - 5, 5, 1000 / 35 - 5], tolerance: 1e-4)
    }

    @Test func invalidMeasureAnswerFailsTheArrangeAndKeepsThePreviousResults() throws {
        var answer = FlowSize(width: 20, height: 10)
        var l = FlowLayout()
        try l.setMeasure(count: 2) { _, _ in answer }
        try l.arrange(width: 100, height: .nan)
        let before = l.frameList
        for bad in [FlowSize(width: .nan, height: 1), FlowSize(width: -1, height: 1), FlowSize(width: 1, height: .infinity)] {
            answer = bad
            try l.invalidateItem(0)
            #expect(throws: FlowError.self) { try l.arrange(width: 60, height: .nan) }
            do { try l.arrange(width: 60, height: .nan) } catch { #expect(error.status == .measure && error.item == 0) }
            #expect(l.frameList == before)
            #expect(l.size == FlowSize(width: 100, height: 10))
        }
    }

    /// Answers at the edges: an answer is valid up to maxLength (not one float more), -0
    /// included; an item is asked again with the line's length exactly when its ideal length
    /// exceeds the line's tolerant limit (the largest float within it is not asked again, the
    /// next float is), -0 never; and the layout is that of the answers given as sizes. The same
    /// for a callback asked in runs (whose answers are checked and tested a run at a time).
    @Test(arguments: [false, true])
    func measuredLengthsAtTheEdgesOfValidAndOfFitting(inRuns: Bool) throws {
        func setMeasure(_ l: inout FlowLayout, count: Int, _ measure: @escaping FlowLayout.Measure) throws(FlowError) {
            guard inRuns else { return try l.setMeasure(count: count, measure) }
            try l.setMeasure(count: count, ranges: { items, proposal, answers in
                for k in 0..<items.count { answers[k] = measure(items.lowerBound + k, proposal) }
            })
        }
        var answer = FlowSize(width: FlowLimits.maxLength, height: -0.0)
        var l = FlowLayout()
        try setMeasure(&l, count: 1) { _, _ in answer }
        try l.arrange(width: .nan, height: .nan)
        #expect(l.frameList == [rect(0, 0, FlowLimits.maxLength, 0)])
        for bad in [FlowSize(width: FlowLimits.maxLength.nextUp, height: 1), FlowSize(width: 1, height: -Float.leastNonzeroMagnitude)] {
            answer = bad
            try l.invalidateItem(0)
            do {
                try l.arrange(width: 50, height: .nan)
                Issue.record("\(bad) was accepted")
            } catch { #expect(error.status == .measure && error.item == 0) }
        }

        var rng = SeededRandom(seed: 0xF17B_175)
        var askedAgain = 0, atTheEdge = 0
        for _ in 0..<400 {
            let width = Float(Int.random(in: 0...3000, using: &rng)) / 3
            let limit = LineBreakInput.tolerantLimit(Double(width))
            // The largest float within the limit, and the next one.
            let within = Double(Float(limit)) <= limit ? Float(limit) : Float(limit).nextDown
            let count = Int.random(in: 1...12, using: &rng)
            let ideals = (0..<count).map { _ in
                let w: Float = switch Int.random(in: 0..<4, using: &rng) {
                case 0: within
                case 1: within.nextUp
                case 2: -0.0
                default: Float(Int.random(in: 0...300, using: &rng)) / 7
                }
                return FlowSize(width: w, height: Float(Int.random(in: 0...90, using: &rng)) / 3)
            }
            var asked = [Int](repeating: 0, count: count)
            var measured = FlowLayout()
            try setMeasure(&measured, count: count) { i, p in
                asked[i] += 1
                return p.width.isNaN ? ideals[i] : FlowSize(width: p.width, height: ideals[i].height * 2)
            }
            try measured.arrange(width: width, height: .nan)
            let resolved = ideals.map { s in
                Double(s.width) > limit ? FlowSize(width: width, height: s.height * 2) : s
            }
            var given = FlowLayout()
            try given.setItems(resolved)
            try given.arrange(width: width, height: .nan)
            func bits(_ l: borrowing FlowLayout) -> [UInt32] {
                l.frameList.flatMap { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) }
            }
            #expect(bits(measured) == bits(given), "width \(width), \(ideals)")
            // Arranged again in other bounds, the cached ideal sizes are tested against the new
            // line as the answers given as sizes are.
            let width2 = Float(Int.random(in: 0...3000, using: &rng)) / 3
            let limit2 = LineBreakInput.tolerantLimit(Double(width2))
            try measured.arrange(width: width2, height: .nan)
            try given.setItems(ideals.map { s in
                Double(s.width) > limit2 ? FlowSize(width: width2, height: s.height * 2) : s
            })
            try given.arrange(width: width2, height: .nan)
            #expect(bits(measured) == bits(given), "width \(width2) after \(width), \(ideals)")
            for i in 0..<count {
                let longer = Double(ideals[i].width) > limit
                let longer2 = Double(ideals[i].width) > limit2 && Float(width2) != Float(width)
                #expect(asked[i] == (longer ? 2 : 1) + (longer2 ? 1 : 0), "item \(i): \(ideals[i]) in \(width)")
                if longer { askedAgain += 1 }
                if ideals[i].width == within || ideals[i].width == within.nextUp { atTheEdge += 1 }
            }
        }
        #expect(askedAgain > 100 && atTheEdge > 400)
    }

    @Test func measureCallbackCannotReenterTheLayout() throws {
        // A layout is a value: Swift itself forbids reaching it from its own callback. The C
        // library reaches it through a pointer (no exclusivity tracking), as this test does.
        let l = UnsafeMutablePointer<FlowLayout>.allocate(capacity: 1)
        l.initialize(to: FlowLayout())
        defer { l.deinitialize(count: 1); l.deallocate() }
        var inner: FlowError?
        try l.pointee.setMeasure(count: 1) { _, _ in
            do { try l.pointee.arrange(width: 1, height: 1) } catch { inner = error as? FlowError }
            return FlowSize(width: 1, height: 1)
        }
        try l.pointee.arrange(width: 100, height: .nan)
        #expect(inner?.status == .invalidArgument)
        let frames = l.pointee.frameList
        #expect(frames == [rect(0, 0, 1, 1)])
    }

    @Test func arrangingAgainWithNothingChangedDoesNoWork() throws {
        var calls = 0
        var l = FlowLayout()
        try l.setMeasure(count: 2) { _, p in
            calls += 1
            return p.width.isNaN ? FlowSize(width: 80, height: 10) : FlowSize(width: p.width, height: 20)
        }
        try l.arrange(width: 50, height: .nan)
        let first = l.frameList
        let callsAfterFirst = calls
        try l.arrange(width: 50, height: .nan)
        #expect(calls == callsAfterFirst)
        #expect(l.frameList == first)
        // Any input change is seen.
        try l.setGrow([1, 0])
        try l.arrange(width: 50, height: .nan)
        let isArranged = l.isArranged
        #expect(isArranged)
        var o = l.options
        o.justify = .end
        try l.setOptions(o)
        try l.setGrow(nil)
        try l.arrange(width: 200, height: .nan)
        #expect(l.frameList[0].x == 32)
    }

    @Test func settingItemsWithANewCountClearsPerItemInputs() throws {
        var l = try makeLayout([(10, 10), (10, 10)])
        try l.setGrow([1, 1])
        try l.setItems([FlowSize(width: 10, height: 10)])
        try l.arrange(width: 100, height: .nan)
        #expect(l.frameList[0].width == 10)
    }
}

@Suite("Automatic spacing from spacing preferences")
struct SpacingRuleTests {
    @Test func automaticGapIsTheLargerFacingPreference() throws {
        var l = try makeLayout([(10, 10), (10, 10), (10, 10)]) { $0.itemSpacing = .nan }
        try l.setItemSpacing([
            FlowSpacing(leading: 0, top: 0, trailing: 4, bottom: 0),
            FlowSpacing(leading: 10, top: 0, trailing: 2, bottom: 0),
            FlowSpacing(leading: 1, top: 0, trailing: 0, bottom: 0),
        ])
        try l.arrange(width: 100, height: .nan)
        expectValues(l.xs, [0, 20, 32])
    }

    @Test func automaticGapWithoutPreferencesIsEight() throws {
        let l = try arranged([(10, 10), (10, 10), (80, 10)], width: 100) {
            $0.itemSpacing = .nan
            $0.lineSpacing = .nan
        }
        expectValues(l.xs, [0, 18, 0])
        expectValues(l.ys, [0, 0, 18])
    }

    @Test func automaticGapsDecideLineBreaks() throws {
        var l = try makeLayout([(45, 10), (45, 10)]) { $0.itemSpacing = .nan }
        try l.setItemSpacing([
            FlowSpacing(leading: 0, top: 0, trailing: 11, bottom: 0),
            FlowSpacing(leading: 0, top: 0, trailing: 0, bottom: 0),
        ])
        try l.arrange(width: 100, height: .nan)
        #expect(l.lineCounts == [1, 1])
    }

    @Test func automaticLineGapIsTheLargestFacingPreferenceOfTheTwoLines() throws {
        var l = try makeLayout([(60, 10), (60, 10), (60, 10)]) { $0.lineSpacing = .nan }
        try l.setItemSpacing([
            FlowSpacing(leading: 0, top: 0, trailing: 0, bottom: 3),
            FlowSpacing(leading: 0, top: 12, trailing: 0, bottom: 1),
            FlowSpacing(leading: 0, top: 0, trailing: 0, bottom: 0),
        ])
        try l.arrange(width: 100, height: .nan)
        expectValues(l.ys, [0, 22, 33])
    }

    @Test func automaticGapsInColumnsUseTopBottomAlongAndLeadingTrailingAcross() throws {
        var l = try makeLayout([(10, 60), (10, 60)]) {
            $0.axis = .vertical
            $0.itemSpacing = .nan
            $0.lineSpacing = .nan
        }
        try l.setItemSpacing([
            FlowSpacing(leading: 0, top: 0, trailing: 7, bottom: 50),
            FlowSpacing(leading: 5, top: 0, trailing: 0, bottom: 0),
        ])
        try l.arrange(width: .nan, height: 100)
        expectValues(l.xs, [0, 17])
    }
}

@Suite("Regressions found by fuzzing the C ABI")
struct FuzzRegressionTests {
    /// Text 21.5 x 18.5 on one line; given a length, it wraps into lines of that length.
    static func text(_ i: Int, _ p: FlowSize) -> FlowSize {
        if !p.width.isNaN { return FlowSize(width: p.width, height: 18.5 * (21.5 / max(p.width, 1)).rounded(.up)) }
        if !p.height.isNaN { return FlowSize(width: 21.5 * (18.5 / max(p.height, 1)).rounded(.up), height: p.height) }
        return FlowSize(width: 21.5, height: 18.5)
    }

    @Test func changingTheAxisForgetsAnswersToProposalsAlongTheOldAxis() throws {
        var reused = FlowLayout()
        try reused.setMeasure(count: 1, Self.text)
        try reused.arrange(width: 2, height: 20)
        var o = reused.options
        o.axis = .vertical
        try reused.setOptions(o)
        try reused.arrange(width: 2, height: 2)

        var fresh = FlowLayout()
        try fresh.setOptions(o)
        try fresh.setMeasure(count: 1, Self.text)
        try fresh.arrange(width: 2, height: 2)
        #expect(reused.frameList == fresh.frameList)
        #expect(reused.contentSize == fresh.contentSize)
    }

    @Test func snappedNeighboursShareTheirEdgeEvenWhenTheLineOverflows() throws {
        let l = try arranged([(100, 10), (1, 10), (10, 10)], width: 91.99999) {
            $0.wrap = .none
            $0.justify = .center
            $0.itemSpacing = 0
            $0.pixelScale = 1
        }
        let f = l.frameList
        #expect(f[0].x + f[0].width == f[1].x && f[1].x + f[1].width == f[2].x, "\(f)")
    }

    @Test func snappedNeighboursShareTheirEdgeRightToLeft() throws {
        for seed in 1...500 as ClosedRange<UInt64> {
            var rng = SeededRandom(seed: seed)
            let sizes = (0..<20).map { _ in (Float(Int.random(in: 1...2000, using: &rng)) / 37, Float(10)) }
            let l = try arranged(sizes, width: Float(Int.random(in: 1...5000, using: &rng)) / 13) {
                $0.wrap = .none
                $0.justify = .center
                $0.itemSpacing = 0
                $0.pixelScale = 2
                $0.direction = .rightToLeft
            }
            let f = l.frameList
            for i in 1..<f.count {
                #expect(f[i].x + f[i].width == f[i - 1].x, "seed \(seed): items \(i - 1) and \(i): \(f[i - 1]) \(f[i])")
            }
        }
    }
}
