import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// `Samples/` is what a reader opens first, so it must stay clean: every sample
/// builds with zero errors, and with zero warnings except those its leading
/// `// expect-warning: <id>` lines declare, in its first `preview` if it has one (a strip is
/// built at its own height), as `layoutc build` builds it. Its frames and picture are goldens in
/// `Fixtures/samples/` (goldens only; the input is the sample itself).
@Suite struct SamplesTests {
  static let directory = Fixtures.packageRoot.appendingPathComponent("Samples")
  static let names = Fixtures.files(in: directory).filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(7)) }

  @Test func samplesAreFound() {
    #expect(Self.names.contains("photo-grid"), "no Samples/photo-grid.layout in \(Self.directory.path)")
  }

  @Test(arguments: SamplesTests.names)
  func buildsWithOnlyDeclaredWarnings(_ name: String) throws {
    let f = try sample(name)
    let outcome = Compilation.build(f.file, options: f.options)
    let rendered = DiagnosticRenderer(color: false).render(outcome.diagnostics, in: f.file)
    #expect(!outcome.diagnostics.hasErrors, "\(rendered)")
    #expect(outcome.output != nil)
    let warnings = Set(outcome.diagnostics.filter { $0.severity == .warning }.map(\.id.description))
    #expect(warnings == Self.declaredWarnings(f.file), "declared warnings differ from the build's:\n\(rendered)")
  }

  @Test(arguments: SamplesTests.names)
  func goldens(_ name: String) throws {
    let f = try sample(name)
    for (artifact, emit) in [("frames", EmitKind.frames), ("svg", .svg)] {
      var options = f.options
      options.emit = emit
      let outcome = Compilation.build(f.file, options: options)
      Golden.assertMatches(outcome.output ?? "", golden: f.golden(artifact))
    }
  }

  @Test func goldensBelongToSamples() {
    for golden in Fixtures.files(in: Fixtures.root.appendingPathComponent("samples")) {
      let stem = String(golden.prefix { $0 != "." })
      #expect(Self.names.contains(stem), "Fixtures/samples/\(golden) belongs to no sample")
    }
  }

  /// "Example: the seed's photo grid" (Grammar/semantics.md) as meant, at 390×844 @3x with 100 items.
  @Test func photoGridMatchesTheLanguageSpec() throws {
    let f = try sample("photo-grid")
    var options = BuildOptions()
    options.resolve.items = .each(100)
    let outcome = Compilation.build(f.file, options: options)
    let json = try #require(outcome.output.map { Data($0.utf8) })
    let root = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let content = try #require(root["contentSize"] as? [String: Double])
    #expect(content == ["width": 390, "height": 7596])
    let sections = try #require(root["sections"] as? [[String: Any]])
    let items = try #require(sections.first?["items"] as? [[String: Double]])
    #expect(items.count == 100)
    let expected: [Int: [Double]] = [
      3: [2, 275, 126, 126], 4: [132, 275, 126, 126], 5: [262, 275, 126, 126], 6: [2, 405, 256, 269],
    ]
    for (index, frame) in expected.sorted(by: { $0.key < $1.key }) {
      let item = items[index]
      #expect(item["index"] == Double(index))
      #expect([item["x"], item["y"], item["width"], item["height"]] == frame.map { Optional($0) }, "item \(index): \(item)")
    }
  }

  // MARK: - Apple's gallery ("Implementing Modern Collection Views")

  /// The samples that reproduce Apple's compositional examples. Each names the example on its
  /// first comment line and states at least two frames computed by hand from Apple's code at 390pt
  /// (`// frame: …` lines, read by `HandFrame`).
  static let gallery = [
    "grid", "inset-items-grid", "two-column-grid", "plain-list", "distinct-sections", "adaptive-sections",
    "section-headers-footers", "pinned-section-headers", "section-background", "nested-groups",
    "orthogonal-sections", "orthogonal-behaviors", "badges",
  ]

  @Test(arguments: SamplesTests.gallery)
  func gallerySampleNamesAppleAndStatesTwoFrames(_ name: String) throws {
    let f = try sample(name)
    let description = (1...f.file.lineStarts.count).map { f.file.lineText($0) }
      .first { $0.hasPrefix("// ") && !$0.hasPrefix(Directive.prefix) && !$0.hasPrefix("// expect-warning:") }
    #expect(description != nil, "Samples/\(name).layout has no description comment")
    let text = String(decoding: f.file.bytes, as: UTF8.self)
    #expect(text.contains("(Apple's \""), "Samples/\(name).layout does not name the Apple example it reproduces")
    let frames = try HandFrame.all(in: f.file)
    #expect(frames.count >= 2, "Samples/\(name).layout states \(frames.count) hand-computed frames; two are required")
  }

  /// Every `// frame:` a sample states, against the frames layoutc builds at the sample's options;
  /// a sample that states none fails.
  @Test(arguments: SamplesTests.names)
  func handComputedFramesMatch(_ name: String) throws {
    try HandFrame.checkAll(in: try sample(name))
  }

  /// Must hold (issue 5): Apple's "Adaptive Sections" switches at `effectiveContentSize.width > 800`
  /// between 1 / 5 / 3 columns (390pt) and 2 / 10 / 6 (820pt); 800 itself is not above 800.
  @Test(arguments: [(390.0, [1, 5, 3]), (800.0, [1, 5, 3]), (820.0, [2, 10, 6]), (1024.0, [2, 10, 6])])
  func adaptiveSectionsColumns(_ width: Double, _ columns: [Int]) throws {
    let f = try sample("adaptive-sections")
    var options = f.options
    // As `--size`: over the sample's previews.
    options.container.width = width
    options.container.height = 1180
    let layout = try #require(Self.resolve(f, options))
    #expect(layout.sections.map(\.name) == ["list", "grid5", "grid3"])
    for (section, want) in zip(layout.sections, columns) {
      // Columns = distinct x origins; every section has 10 items, more than a row of each.
      let xs = Set(section.items.map { ($0.x * 1000).rounded() })
      #expect(xs.count == want, "\(section.name ?? "?") at \(width)pt: \(xs.count) columns, Apple's sample has \(want)")
      #expect(section.items.count == 10)
    }
    // Apple's arithmetic at 820: the container is 820 − 40 = 780 across; list rows 780 / 2 = 390
    // wide, grid5 rows px(0.2 × 780) = 156 tall with 78-wide columns, grid3 columns 130 wide.
    if width == 820 {
      func frame(_ section: Int, _ item: Int) -> [Double] {
        let r = layout.sections[section].items[item]
        return [r.x, r.y, r.width, r.height]
      }
      let listItem1: [Double] = [412, 22, 386, 40]
      #expect(frame(0, 1) == listItem1)
      // The list is 20 + 5 × 44 + 20 = 260 long; grid5's item 9 ends its one row (x = 20 + 9 × 78 + 2).
      let grid5Item9: [Double] = [724, 282, 74, 152]
      #expect(frame(1, 9) == grid5Item9)
      // grid5 is 20 + 156 + 20 = 196 long, so grid3 starts at 456; item 7 is row 1, column 1.
      let grid3Item7: [Double] = [152, 634, 126, 152]
      #expect(frame(2, 7) == grid3Item7)
    }
  }

  /// Apple's "Pinned Section Headers" scrolled to 400..1244 (`--visible`): section 1 spans
  /// 328..656 with its footer at 612, so its header is clamped into the content before the footer,
  /// min(max(328, 400), 612 − 44) = 400 (X5); section 2's (656..984) is at rest, and unpinned
  /// footers never move.
  @Test func pinnedHeadersFollowTheVisibleRange() throws {
    let f = try sample("pinned-section-headers")
    var options = f.options
    options.resolve.visible = 400...1244
    let layout = try #require(Self.resolve(f, options))
    func y(_ kind: String, _ section: Int) -> Double? {
      layout.sections[section].supplementaries.first { $0.kind == kind }?.frame.y
    }
    #expect(y("header", 1) == 400)
    #expect(y("header", 2) == 656)
    #expect(y("footer", 1) == 612)
    #expect(y("header", 4) == 1312)
  }

  /// Resolves a sample with its directive's options (or others), nil when it does not build.
  static func resolve(_ f: Fixture, _ options: BuildOptions? = nil) -> ResolvedLayout? {
    let (layout, problems) = HandFrame.resolve(f, options)
    for problem in problems { Issue.record(Comment(rawValue: problem)) }
    return layout
  }

  // MARK: - Helpers

  func sample(_ name: String) throws -> Fixture {
    try Fixture(phase: "samples", stem: name, url: Self.directory.appendingPathComponent(name + ".layout"), name: "Samples/\(name).layout")
  }

  /// The IDs of the file's leading `// expect-warning: <id>` lines (a run from the first line).
  static func declaredWarnings(_ file: SourceFile) -> Set<String> {
    var ids = Set<String>()
    var line = 1
    while line <= file.lineStarts.count, file.lineText(line).hasPrefix("// expect-warning:") {
      ids.insert(file.lineText(line).dropFirst("// expect-warning:".count).trimmingCharacters(in: .whitespaces))
      line += 1
    }
    return ids
  }
}
