import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing
import TestSupport

/// `--rect X,Y,W,H`: the windowed build's elements are exactly the full build's elements whose
/// frames intersect the rect (`CGRect.intersects`: positive overlap), bit for bit, for every
/// sample in several configurations and windows; 10⁹ items stay cheap where sections allow it.
@Suite struct WindowTests {
  /// Every sample's frames, full, in one configuration (`--items` small enough for a full build).
  static let configurations: [[String]] = [
    [], ["--direction", "rtl"], ["--visible", "300..1144"], ["--groups"], ["--items", "20000"],
    ["--items", "20000", "--direction", "rtl", "--visible", "500000..500844", "--groups"],
  ]

  struct Case: CustomStringConvertible, Sendable {
    var sample: String
    var arguments: [String]
    var description: String { ([sample] + arguments).joined(separator: " ") }
  }

  static let cases: [Case] = SamplesTests.names.flatMap { name in configurations.map { Case(sample: name, arguments: $0) } }

  static func layout(_ sample: String, _ arguments: [String]) throws -> ResolvedLayout {
    let url = Fixtures.packageRoot.appendingPathComponent("Samples").appendingPathComponent(sample + ".layout")
    let file = SourceFile(name: "\(sample).layout", bytes: Array(try Data(contentsOf: url)))
    let options = try OptionParser.parse(arguments, accepting: Option.build).build
    return try #require(Compilation.build(file, options: options, streamingFrames: true).frames, "\(sample) \(arguments) builds nothing")
  }

  /// `CGRect.intersects`, written out again as the oracle: the standardized rects' intersection
  /// has a positive width and height.
  static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    let left = max(min(a.x, a.x + a.width), min(b.x, b.x + b.width))
    let right = min(max(a.x, a.x + a.width), max(b.x, b.x + b.width))
    let top = max(min(a.y, a.y + a.height), min(b.y, b.y + b.height))
    let bottom = min(max(a.y, a.y + a.height), max(b.y, b.y + b.height))
    return right - left > 0 && bottom - top > 0
  }

  static func bits(_ r: Rect) -> String {
    [r.x, r.y, r.width, r.height].map { String($0.bitPattern, radix: 16) }.joined(separator: ",")
  }

  /// Every element of `layout` in order, each with what identifies it and its frame's bits;
  /// only those that intersect `window` when one is given.
  static func elements(_ layout: ResolvedLayout, in window: Rect? = nil) -> [String] {
    func keep(_ r: Rect) -> Bool { window.map { intersects(r, $0) } ?? true }
    var out: [String] = []
    for s in layout.sections {
      for (p, r) in s.items.enumerated() where keep(r) {
        let sizing = p < s.itemSizing.count ? "\(s.itemSizing[p])" : "fixed"
        out.append("s\(s.index) item \(s.itemIndices?[p] ?? p) \(bits(r)) \(sizing)")
      }
      for x in s.supplementaries where keep(x.frame) {
        out.append("s\(s.index) \(x.kind) \(x.source) \(x.index) z\(x.zIndex) \(x.sizing) \(bits(x.frame))")
      }
      for d in s.decorations where keep(d.frame) { out.append("s\(s.index) \(d.kind) z\(d.zIndex) \(bits(d.frame))") }
      for g in s.groups where keep(g.frame) { out.append("s\(s.index) group \(g.depth) \(bits(g.frame))") }
    }
    for x in layout.supplementaries where keep(x.frame) { out.append("layout \(x.kind) z\(x.zIndex) \(bits(x.frame))") }
    return out
  }

  /// The windows a case is queried at: a screenful at the top, the middle and the end of the
  /// content, random ones (across the scroll axis too, for orthogonal sections), and some that
  /// only touch an element's edge or are empty.
  static func windows(_ full: ResolvedLayout, seed: UInt64) -> [Rect] {
    let vertical = full.scrollDirection == .vertical
    let length = vertical ? full.contentHeight : full.contentWidth
    let screen = vertical ? full.height : full.width
    func along(_ a: Double) -> Rect {
      vertical ? Rect(x: 0, y: a, width: full.width, height: full.height) : Rect(x: a, y: 0, width: full.width, height: full.height)
    }
    var out = [along(0), along(max(0, length / 2 - screen / 2)), along(max(0, length - screen))]
    var random = SplitMix64(seed: seed)
    func unit() -> Double { Double(random.below(1_000_001)) / 1_000_000 }
    for _ in 0..<5 {
      let w = unit() * full.contentWidth / 2
      let h = unit() * full.contentHeight / 2
      out.append(Rect(x: unit() * full.contentWidth * 1.1 - w / 2, y: unit() * full.contentHeight * 1.1 - h / 2, width: w, height: h))
    }
    let frames = full.sections.flatMap(\.items)
    if !frames.isEmpty {
      let f = frames[random.below(frames.count)]
      out += [
        Rect(x: f.x + f.width, y: f.y, width: 10, height: f.height),  // touches its trailing edge
        Rect(x: f.x, y: f.y - 10, width: f.width, height: 10),  // touches its top edge
        Rect(x: f.x + f.width / 2, y: f.y + f.height / 2, width: 0, height: 0),  // empty, inside it
        f,
      ]
    }
    return out
  }

  @Test(arguments: WindowTests.cases)
  func windowedElementsAreTheFullOnesThatIntersect(_ c: Case) throws {
    let full = try Self.layout(c.sample, c.arguments)
    var kept = 0
    defer { #expect(kept > 0 || full.sections.allSatisfy(\.items.isEmpty), "\(c): no window kept anything") }
    for (n, w) in Self.windows(full, seed: UInt64(c.description.utf8.count) &* 7919).enumerated() {
      let rect = [w.x, w.y, w.width, w.height].map { JSONText.number($0) }.joined(separator: ",")
      let windowed = try Self.layout(c.sample, c.arguments + ["--rect", rect])
      // The rect as given round-trips through its decimal spelling.
      let asked = try #require(windowed.window)
      #expect(windowed.contentWidth == full.contentWidth && windowed.contentHeight == full.contentHeight, "\(c) window \(n)")
      let expected = Self.elements(full, in: asked)
      let got = Self.elements(windowed)
      kept += got.count
      #expect(got == expected, "\(c) --rect \(rect): \(got.count) elements, \(expected.count) expected; first differences: \(zip(got, expected).first { $0 != $1 }.map { "\($0)\n\($1)" } ?? "")")
    }
  }

  @Test func intersectsFollowsCGRect() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.intersects(Rect(x: 9.5, y: 9.5, width: 1, height: 1)))
    #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)), "touching edges do not intersect")
    #expect(!a.intersects(Rect(x: 0, y: -5, width: 5, height: 5)), "touching edges do not intersect")
    #expect(!a.intersects(Rect(x: 5, y: 5, width: 0, height: 0)), "an empty rect intersects nothing")
    #expect(!a.intersects(Rect(x: 5, y: 0, width: 0, height: 10)), "an empty rect intersects nothing")
    #expect(a.intersects(Rect(x: 12, y: 12, width: -4, height: -4)), "negative sizes are standardized")
    #expect(a.intersects(a))
  }

  /// `layoutc build FILE --items 1000000000 --rect RECT`, which must succeed within seconds (the
  /// full build would take minutes and gigabytes): its frames JSON.
  static func quickBuild(_ file: String, rect: String) throws -> String {
    let r = try CLI.run(["build", file, "--items", "1000000000", "--rect", rect], in: Fixtures.packageRoot, timeout: 20)
    #expect(r.status == 0, "\(r.summary)")
    #expect(r.seconds < 5, "\(r.seconds)s")
    return r.stdoutText
  }

  /// A screenful around item 5×10⁸ of 10⁹, frames by hand.
  @Test func aBillionItemsCompositional() throws {
    // grid: five 78pt squares per row (0.2 of 390pt, 0.2w high); item 5×10⁸ starts row 10⁸ at
    // y = 10⁸ × 78 = 7.8e9. The rect reaches rows 10⁸ to 10⁸ + 10 (the next starts 858pt down);
    // row 10⁸ − 1 only touches it.
    let text = try Self.quickBuild("Samples/grid.layout", rect: "0,7800000000,390,844")
    #expect(text.contains("\"contentSize\": {\"width\": 390, \"height\": 15600000000}"))
    // frame: item 500000000 = (0, 7800000000, 78, 78)
    #expect(text.contains("{\"index\": 500000000, \"x\": 0, \"y\": 7800000000, \"width\": 78, \"height\": 78}"))
    // frame: item 500000054 = (312, 7800000780, 78, 78)
    #expect(text.contains("{\"index\": 500000054, \"x\": 312, \"y\": 7800000780, \"width\": 78, \"height\": 78}"))
    #expect(text.components(separatedBy: "\"width\": 78,").count - 1 == 55)
    #expect(!text.contains("499999999"))
  }

  @Test func aBillionItemsUniformFlow() throws {
    // flow-photo-grid: 120pt squares, interitem 2, line 2 in 390pt: 3 per line, 15pt apart
    // (x = 0, 135, 270), a line every 122pt. Item 5×10⁸ is column 2 of line 166666666, at
    // y = 166666666 × 122 = 20333333252; the rect holds that line and the next.
    let text = try Self.quickBuild("Samples/flow-photo-grid.layout", rect: "0,20333333252,390,244")
    // frame: item 499999998 = (0, 20333333252, 120, 120)
    #expect(text.contains("{\"index\": 499999998, \"x\": 0, \"y\": 20333333252, \"width\": 120, \"height\": 120}"))
    // frame: item 500000000 = (270, 20333333252, 120, 120)
    #expect(text.contains("{\"index\": 500000000, \"x\": 270, \"y\": 20333333252, \"width\": 120, \"height\": 120}"))
    // frame: item 500000003 = (270, 20333333374, 120, 120)
    #expect(text.contains("{\"index\": 500000003, \"x\": 270, \"y\": 20333333374, \"width\": 120, \"height\": 120}"))
    #expect(text.components(separatedBy: "\"width\": 120,").count - 1 == 6)
  }

  @Test(arguments: ["1,2,3", "a,0,1,1", "0,0,-1,5", "0,0,5,-0.5", "nan,0,1,1", "0,0,inf,1", "", "1,2,3,4,5", "1e300,0,1,1"])
  func badRectIsAUsageError(_ value: String) throws {
    let r = try CLI.run(["build", "Samples/grid.layout", "--rect", value], in: Fixtures.packageRoot)
    #expect(r.status == 2, "\(r.summary)")
    #expect(r.stderr.contains("--rect takes X,Y,WIDTH,HEIGHT"), "\(r.stderr)")
  }

  @Test func itemsBeyondTheLimits() throws {
    // Without --rect the full build's limit holds; with it, 10⁹ in all.
    let full = try CLI.run(["build", "Samples/grid.layout", "--items", "10000001"], in: Fixtures.packageRoot)
    #expect(full.status == 2 && full.stderr.contains("--items takes"), "\(full.summary)")
    let over = try CLI.run(["build", "Samples/grid.layout", "--rect", "0,0,1,1", "--items", "1000000001"], in: Fixtures.packageRoot)
    #expect(over.status == 2 && over.stderr.contains("--items takes"), "\(over.summary)")
    let twoSections = try CLI.run(["build", "Samples/distinct-sections.layout", "--rect", "0,0,1,1", "--items", "600000000"], in: Fixtures.packageRoot)
    #expect(twoSections.status == 2 && twoSections.stderr.contains("a build with --rect lays out at most 1,000,000,000"), "\(twoSections.summary)")
  }

  /// Sections a window cannot skip (flow lines of differing items, measured sizes), or a rect
  /// that reaches too many items, are refused with an error rather than laid out at length.
  @Test(arguments: [
    ["Samples/tag-cloud.layout", "--items", "20000000", "--rect", "0,0,390,844"],
    ["Samples/grid.layout", "--items", "1000000000", "--rect", "0,0,390,1e12"],
  ])
  func tooLargeAWindowIsRefused(_ args: [String]) throws {
    let r = try CLI.run(["build"] + args, in: Fixtures.packageRoot, timeout: 20)
    #expect(r.status == 1, "\(r.summary)")
    #expect(r.stderr.contains("[place.windowTooLarge]"), "\(r.stderr)")
    #expect(r.stdout.isEmpty)
    #expect(r.seconds < 5, "\(r.seconds)s")
  }
}
