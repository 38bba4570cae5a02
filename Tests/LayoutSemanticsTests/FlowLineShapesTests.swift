@testable import LayoutSemantics
import LayoutSource
import TestSupport
import Testing

/// The general path's line shapes (FlowLineShapes.swift: a line's frames worked out once per
/// pattern slot and copied) give the frames of the item-by-item pass they replaced, bit for bit.
/// `perItemLineFrames` below is that pass as it was (its line breaker included), kept as the
/// reference; random sections exercise lines that repeat, overlong items, empty first lines, zero
/// sizes and gaps, mixed cross sizes, fractions, both scroll axes, both flow modes and measured
/// sizes.
@Suite struct FlowLineShapesTests {
  /// F17 as the per-item pass had it.
  struct ReferenceBreaker {
    var U: Double
    var g: Double
    var emptyLineBeforeOverlong: Bool
    var remaining: Double
    var prevLeftover: Double
    var allSingle = true
    var current: FlowResolver.Line?
    var lineCount = 0

    init(U: Double, g: Double, emptyLineBeforeOverlong: Bool) {
      self.U = U
      self.g = g
      self.emptyLineBeforeOverlong = emptyLineBeforeOverlong
      remaining = U
      prevLeftover = U
    }

    mutating func add(_ i: Int, main m: Double, cross c: Double) -> FlowResolver.Line? {
      var line = current ?? FlowResolver.Line(first: i)
      if current == nil { lineCount += 1 }
      if m <= remaining || (line.count == 0 && !emptyLineBeforeOverlong) {
        line.count += 1
        line.T += m
        line.C = max(line.C, c)
        remaining -= m + g
        current = line
        return nil
      }
      line.complete = true
      if allSingle { allSingle = line.count == 1 }
      prevLeftover = remaining
      current = FlowResolver.Line(first: i, count: 1, T: m, C: c)
      lineCount += 1
      remaining = U - (m + g)
      return line
    }

    func last(mode: UIKitMode) -> FlowResolver.Line? {
      guard var line = current else { return nil }
      line.complete = (allSingle && line.count == 1) || (mode == .ios26 && lineCount >= 2 && remaining == prevLeftover)
      return line
    }
  }

  /// F17–F19 item by item, as before the line shapes: every item's main and cross position
  /// rounded where it is placed.
  static func perItemLineFrames(
    _ n: Int, _ sizes: FlowResolver.ItemSizes, _ k: FlowResolver.Metrics, g: Double, lambda: Double, start: Double, options: ResolveOptions,
    _ out: FlowResolver.ItemFrames
  ) -> (items: [Rect], crossEnd: Double) {
    var items: [Rect] = []
    var lineStart = start
    var placed = false
    var breaker = ReferenceBreaker(U: k.U, g: g, emptyLineBeforeOverlong: options.rules.flowEmptyLineBeforeOverlongFirstItem)
    func place(_ line: FlowResolver.Line) {
      let layout = FlowResolver.lineLayout(line, k, g: g)
      var pos = layout.position
      for i in line.first..<(line.first + line.count) {
        let (m, c) = (sizes.main(i), sizes.cross(i))
        items.append(out.rect(main: pos, cross: lineStart + Slack.centring(c, in: line.C), m: m, c: c))
        pos += m + layout.gap
      }
      lineStart += line.C + lambda
      placed = true
    }
    for i in 0..<n {
      if let done = breaker.add(i, main: sizes.main(i), cross: sizes.cross(i)) { place(done) }
    }
    if let last = breaker.last(mode: options.flowMode) { place(last) }
    return (items, placed ? lineStart - lambda : start)
  }

  /// A random length: often round, sometimes a fraction, zero or tiny.
  static func length(_ rng: inout SplitMix64, upTo limit: Int) -> Double {
    switch rng.below(10) {
    case 0: return 0
    case 1: return Double(rng.below(1000)) / 7
    case 2: return 1.0 / 3.0 * Double(1 + rng.below(30))
    default: return Double(1 + rng.below(limit))
    }
  }

  struct Case: CustomStringConvertible {
    var sizes: [FlowItemSize]
    var measured: MeasuredItems?
    var g, lambda, D, origin, start: Double
    var insets: EdgeInsets
    var scroll: Axis
    var n: Int
    var options: ResolveOptions
    var description: String {
      "n \(n), sizes \(sizes.map { ($0.width, $0.height) }), measured \(String(describing: measured)), g \(g), λ \(lambda), D \(D), insets \(insets), "
        + "\(scroll), origin \(origin), start \(start), scale \(options.scale), \(options.flowMode), empty line rule \(options.rules.flowEmptyLineBeforeOverlongFirstItem)"
    }

    init(_ rng: inout SplitMix64) {
      let source = SourceRange(0, 0)
      sizes = (0..<(1 + rng.below(6))).map { _ in
        FlowItemSize(width: FlowLineShapesTests.length(&rng, upTo: 180), height: FlowLineShapesTests.length(&rng, upTo: 90), source: source)
      }
      if rng.below(6) == 0 {
        let list = (0..<rng.below(40)).map { _ in
          MeasuredSize(width: FlowLineShapesTests.length(&rng, upTo: 200), height: FlowLineShapesTests.length(&rng, upTo: 60))
        }
        measured = rng.below(2) == 0 ? .cycle(list) : .list(list)
      }
      g = [0, 8, 2.5, 1.0 / 3.0][rng.below(4)]
      lambda = [0, 8, 10.75][rng.below(3)]
      D = [390, 320, 1024, 100, 333.3333][rng.below(5)]
      insets = rng.below(2) == 0 ? .zero : EdgeInsets(top: 12, leading: 16, bottom: 4, trailing: 16.5)
      scroll = rng.below(4) == 0 ? .horizontal : .vertical
      origin = [0, 1234.5, 1e7 / 3][rng.below(3)]
      start = [0, 44, 7.25][rng.below(3)]
      n = rng.below(8) == 0 ? 2000 + rng.below(3000) : rng.below(200)
      var rules = Rules.standard
      rules.flowEmptyLineBeforeOverlongFirstItem = rng.below(3) != 0
      options = ResolveOptions(scale: [1, 2, 3][rng.below(3)], mode: rng.below(3) == 0 ? .ios10 : .ios26, items: .each(n), rules: rules)
    }
  }

  @Test func linesShapedOnceGiveThePerItemFramesBitForBit() {
    compareWithThePerItemPass(seed: 0x5eed_f10e, cases: 3000) { _ in }
  }

  /// Sections whose items are all as tall as each other (each line centres its items by one
  /// offset), thousands of items long: their lines are copied a period at a time
  /// (FlowLinePeriods.swift), and give the per-item frames too.
  @Test func periodsOfLinesGiveThePerItemFramesBitForBit() {
    compareWithThePerItemPass(seed: 0x9e71_0d5a, cases: 600) { c in
      c.measured = nil
      let height = c.sizes[0].height
      c.sizes = c.sizes.map { FlowItemSize(width: $0.width, height: height, source: $0.source) }
      c.n = 500 + c.n * 17
      c.options.items = .each(c.n)
    }
  }

  /// Random cases, each adjusted by `adjust`, through `lineFrames` and the per-item pass.
  func compareWithThePerItemPass(seed: UInt64, cases: Int, adjust: (inout Case) -> Void) {
    var rng = SplitMix64(seed: seed)
    var failures = 0
    for _ in 0..<cases where failures < 5 {
      var c = Case(&rng)
      adjust(&c)
      let section = FlowSection(
        name: nil, items: c.sizes, lineSpacing: c.lambda, interitemSpacing: c.g, insets: c.insets, headerExtent: 0, footerExtent: 0,
        source: SourceRange(0, 0))
      let k = FlowResolver.Metrics(section, scroll: c.scroll, D: c.D)
      let sizes = FlowResolver.ItemSizes(sizes: c.sizes, scroll: c.scroll, measured: c.measured)
      let out = FlowResolver.ItemFrames(origin: c.origin, scroll: c.scroll, scale: c.options.scale)
      let got = FlowResolver.lineFrames(c.n, sizes, k, g: c.g, lambda: c.lambda, start: c.start, options: c.options, out)
      let want = Self.perItemLineFrames(c.n, sizes, k, g: c.g, lambda: c.lambda, start: c.start, options: c.options, out)
      func bits(_ r: Rect) -> [UInt64] { [r.x, r.y, r.width, r.height].map(\.bitPattern) }
      let firstDifference = (0..<min(got.items.count, want.items.count)).first { bits(got.items[$0]) != bits(want.items[$0]) }
      if got.items.count != want.items.count || firstDifference != nil || got.crossEnd.bitPattern != want.crossEnd.bitPattern {
        failures += 1
        let at = firstDifference.map { "item \($0): \(got.items[$0]) against \(want.items[$0])" } ?? "counts \(got.items.count), \(want.items.count)"
        Issue.record("\(c): \(at); content ends at \(got.crossEnd) against \(want.crossEnd)")
      }
    }
  }

  /// The benchmark's tag cloud (three sizes whose lines repeat from the second on), a million
  /// items: the shapes copied over 333,000 lines are the per-item frames.
  @Test func aMillionTagsAsThePerItemPass() {
    let source = SourceRange(0, 0)
    let widths: [Double] = [56, 88, 132]
    let section = FlowSection(
      name: nil, items: widths.map { FlowItemSize(width: $0, height: 32, source: source) }, lineSpacing: 8, interitemSpacing: 8,
      insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16), headerExtent: 0, footerExtent: 0, source: source)
    let options = ResolveOptions(items: .each(1_000_000))
    let k = FlowResolver.Metrics(section, scroll: .vertical, D: 390)
    let sizes = FlowResolver.ItemSizes(sizes: section.items, scroll: .vertical)
    let out = FlowResolver.ItemFrames(origin: 0, scroll: .vertical, scale: 3)
    let got = FlowResolver.lineFrames(1_000_000, sizes, k, g: 8, lambda: 8, start: 16, options: options, out)
    let want = Self.perItemLineFrames(1_000_000, sizes, k, g: 8, lambda: 8, start: 16, options: options, out)
    #expect(got.items == want.items)
    #expect(got.crossEnd == want.crossEnd)
    #expect(got.items.last?.y == want.items.last?.y && (got.items.last?.y ?? 0) > 10_000_000)
  }
}

/// `roundedAwayFromZero` (PixelRounding.swift) is `rounded(.toNearestOrAwayFromZero)` bit for bit:
/// halves, signed zeros, the largest fractions below a half, the edge of 2⁵², infinities and NaN,
/// and random values at every scale the frames use.
@Suite struct PixelRoundingTests {
  static func same(_ v: Double) -> Bool {
    let (a, b) = (v.roundedAwayFromZero, v.rounded(.toNearestOrAwayFromZero))
    return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
  }

  @Test func edgeValues() {
    let half = 0.5
    var values: [Double] = [
      0, -0.0, 0.3, -0.3, half, -half, half.nextDown, (-half).nextUp, 1.5, -1.5, 2.5, -2.5, 2.5.nextDown, 1e15 + 0.5, -(1e15 + 0.5),
      4_503_599_627_370_496, 4_503_599_627_370_496.nextDown, -4_503_599_627_370_496.nextDown, 4_503_599_627_370_497, 9.2e18, 1e300,
      .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    for k in 0..<60 { values += [Double(k) + 0.5, -(Double(k) + 0.5), (Double(k) + 0.5).nextDown, (Double(k) + 0.5).nextUp] }
    for v in values { #expect(Self.same(v), "\(v)") }
  }

  @Test func randomValuesAtTheFramesScales() {
    var rng = SplitMix64(seed: 0x0dd_5ca1e)
    for _ in 0..<200_000 {
      let v = (Double(rng.next() % 4_000_000_000) / 997 - 2_000_000) * [1, 2, 3][rng.below(3)]
      if !Self.same(v) {
        Issue.record("\(v)")
        return
      }
    }
  }
}
