import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// The worked examples and measured cases of Grammar/semantics.md as fixtures, one runner for both
// folders: `Fixtures/spec/` (the compositional examples, M1 and M2) and `Fixtures/flow-spec/` (every
// `Example: flow …`). `<stem>.layout` holds the layout, with its container on the first line
// (`// layoutc: --size 320x600 --scale 3 --items 7 [--uikit ios14|ios10]`) and the heading it comes
// from on the second (`// Grammar/semantics.md "Example: spacing retry": …`); `<stem>.expected` holds
// the numbers the example states, written by hand:
//
//     # a comment
//     item 6: 10 240 100 100      frame of item 6 of section 0: x y width height
//     item 1.0: 0 90 320 44       frame of item 0 of section 1 (section.item, like an IndexPath)
//     header 0: 0 0 375 44        the header of section 0 (likewise `footer N:`)
//     background 0: 0 0 390 100   the background decoration of section 0
//     badge 0: 72 -8 16 16        the badge whose index is 0 (its item's, or its group
//                                 repetition's) in section 0; `badge 1.3:` in section 1
//     items: 7                    section 0 has exactly 7 item frames
//     content: 320 360            content size
//
// Headers, footers, backgrounds and badges are checked both ways: each listed one must exist, and
// every one layoutc emits must be listed (so a file that lists none asserts there are none).
//
// These files are never generated or rewritten: there is no update switch. A mismatch is either a
// bug in layoutc or a typo in the fixture, and is settled by reading Grammar/semantics.md.

/// Finds, reads and runs the spec fixtures. Only reads files.
enum SpecFixtures {
  /// A fixture folder and the kind of layout it holds.
  enum Folder: String, CaseIterable, Sendable {
    case compositional = "spec"
    case flow = "flow-spec"

    var url: URL {
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(rawValue)", isDirectory: true)
    }
    var kind: LayoutKind { self == .compositional ? .compositional : .flow }
  }

  /// File names in the folder, sorted; hidden files (`.keep`) are not fixtures.
  static func fileNames(_ folder: Folder) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// How a fixture's second line starts: the document, then the heading it cites, in quotes.
  static let citation = "// Grammar/semantics.md \""

  /// The heading a fixture's second line cites; nil when the line cites none.
  static func citedHeading(_ line: String) -> String? {
    guard line.hasPrefix(citation) else { return nil }
    let rest = line.dropFirst(citation.count)
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }

  /// The `### ` headings of Grammar/semantics.md: the examples and cases a fixture may cite.
  static func semanticsHeadings() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Grammar/semantics.md")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
  }

  /// Stems of the `.layout` files.
  static func stems(_ folder: Folder) -> [String] {
    fileNames(folder).filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(".layout".count)) }
  }

  static func read(_ name: String, in folder: Folder) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
  }

  /// `// layoutc: --size WxH --scale S --items N[,N…] [--uikit MODE]` → options; nil if malformed.
  static func options(fromDirective line: String) -> ResolveOptions? {
    let prefix = "// layoutc:"
    guard line.hasPrefix(prefix) else { return nil }
    let words = line.dropFirst(prefix.count).split(separator: " ").map(String.init)
    guard words.count % 2 == 0 else { return nil }
    var options = ResolveOptions()
    var seen = Set<String>()
    for i in stride(from: 0, to: words.count, by: 2) {
      let (flag, value) = (words[i], words[i + 1])
      guard seen.insert(flag).inserted else { return nil }
      switch flag {
      case "--size":
        let parts = value.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { return nil }
        (options.width, options.height) = (parts[0], parts[1])
      case "--scale":
        guard let s = Double(value) else { return nil }
        options.scale = s
      case "--items":
        let counts = value.split(separator: ",").compactMap { Int($0) }
        guard !counts.isEmpty else { return nil }
        options.items = counts.count == 1 ? .each(counts[0]) : .list(counts)
      case "--uikit":
        guard let m = UIKitMode(rawValue: value) else { return nil }
        options.mode = m
      default: return nil
      }
    }
    // The container must be stated: defaults would hide what the example assumes.
    return seen.isSuperset(of: ["--size", "--scale", "--items"]) ? options : nil
  }

  /// What a `.expected` file states.
  struct Expectation {
    var frames: [(section: Int, item: Int, rect: [Double], line: Int)] = []
    /// `header N:` / `footer N:` / `background N:` (keyed by kind and section index) and
    /// `badge [S.]N:` (keyed by kind, section and the badge's index).
    var supplementaries: [Key: (rect: [Double], line: Int)] = [:]
    var itemCount: Int?
    var content: [Double]?

    struct Key: Hashable, Comparable {
      var kind: String
      var section: Int
      var index = 0
      static func < (a: Key, b: Key) -> Bool { (a.section, a.kind, a.index) < (b.section, b.kind, b.index) }
      var text: String { kind == "badge" ? "badge \(section).\(index)" : "\(kind) \(section)" }
    }
  }

  /// `N` or `S.N` (section S, default 0); nil unless both are whole numbers ≥ 0.
  static func path(_ text: Substring) -> (section: Int, index: Int)? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...2).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
    return parts.count == 1 ? (0, parts[0]!) : (parts[0]!, parts[1]!)
  }

  static func parseExpected(_ text: String) throws -> Expectation {
    var e = Expectation()
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      let numbers = parts.count == 2 ? parts[1].split(separator: " ").compactMap { Double($0) } : []
      let head = parts[0].split(separator: " ")
      let index = head.count == 2 ? Int(head[1]) : nil
      let path = head.count == 2 ? Self.path(head[1]) : nil
      switch (head.first, numbers.count) {
      case ("item"?, 4) where path != nil:
        e.frames.append((path!.section, path!.index, numbers, i + 1))
      case (let kind?, 4) where ["header", "footer", "background"].contains(kind) && index != nil && index! >= 0
        && e.supplementaries[.init(kind: String(kind), section: index!)] == nil:
        e.supplementaries[.init(kind: String(kind), section: index!)] = (numbers, i + 1)
      case ("badge"?, 4) where path != nil
        && e.supplementaries[.init(kind: "badge", section: path!.section, index: path!.index)] == nil:
        e.supplementaries[.init(kind: "badge", section: path!.section, index: path!.index)] = (numbers, i + 1)
      case ("items"?, 1) where head.count == 1 && e.itemCount == nil:
        e.itemCount = Int(numbers[0])
      case ("content"?, 2) where head.count == 1 && e.content == nil:
        e.content = numbers
      default:
        throw ExpectedFileError(line: i + 1, text: line)
      }
    }
    return e
  }

  struct ExpectedFileError: Error, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "line \(line): cannot read `\(text)`" }
  }

  /// Checks and resolves one fixture with the resolver for its kind (what `Compilation.build` runs);
  /// records an issue and returns nil on any error diagnostic or a kind the folder does not hold.
  static func resolve(_ stem: String, in folder: Folder) throws -> ResolvedLayout? {
    let source = try read("\(stem).layout", in: folder)
    let directive = String(source.prefix { $0 != "\n" })
    guard let options = options(fromDirective: directive) else {
      Issue.record("\(stem).layout: first line is not a valid `// layoutc:` directive: \(directive)")
      return nil
    }
    let a = Compilation.analyze(SourceFile(name: "\(stem).layout", text: source), mode: options.mode)
    if let usage = a.usageError { Issue.record("\(stem).layout: \(usage)") }
    let layout: ResolvedLayout?
    let placement: [Diagnostic]
    switch a.checked {
    case .compositional(let model)? where folder.kind == .compositional:
      (layout, placement) = Resolver.resolve(model, options: options)
    case .flow(let model)? where folder.kind == .flow:
      (layout, placement) = FlowResolver.resolve(model, options: options)
    case let checked?:
      Issue.record("\(stem).layout is a \(checked.kind) layout in Fixtures/\(folder.rawValue)")
      return nil
    case nil:
      Issue.record("\(stem).layout does not check: \(a.diagnostics.map { "\($0.id): \($0.message.text)" })")
      return nil
    }
    guard let layout, !placement.hasErrors else {
      Issue.record("\(stem).layout does not resolve: \(placement.map { "\($0.id): \($0.message.text)" })")
      return nil
    }
    return layout
  }

  /// The tolerance: the measured cases are reproduced exactly to 0.001 pt; the fixtures write 3 decimals.
  static let tolerance = 0.001

  static func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  static func format(_ r: [Double]) -> String { "(" + r.map { String(format: "%.3f", $0) }.joined(separator: ", ") + ")" }
}

@Suite("Grammar/semantics.md worked examples")
struct SpecExamplesTests {
  @Test("compositional example", arguments: SpecFixtures.stems(.compositional))
  func compositionalExample(_ stem: String) throws { try run(stem, in: .compositional) }

  @Test("flow example", arguments: SpecFixtures.stems(.flow))
  func flowExample(_ stem: String) throws { try run(stem, in: .flow) }

  /// The one runner: every stated item, header and footer frame, the item count and content size.
  func run(_ stem: String, in folder: SpecFixtures.Folder) throws {
    let expected = try SpecFixtures.parseExpected(try SpecFixtures.read("\(stem).expected", in: folder))
    #expect(!expected.frames.isEmpty || expected.content != nil, "\(stem).expected states nothing")
    guard let layout = try SpecFixtures.resolve(stem, in: folder) else { return }
    let fmt = SpecFixtures.format
    let items = layout.sections.first?.items ?? []
    for (section, index, want, line) in expected.frames {
      let placed = section < layout.sections.count ? layout.sections[section].items : []
      guard index < placed.count else {
        Issue.record("\(stem): item \(section).\(index) (\(stem).expected:\(line)) is missing; layoutc placed \(placed.count) items in section \(section)")
        continue
      }
      let r = placed[index]
      let got = [r.x, r.y, r.width, r.height]
      #expect(SpecFixtures.close(got, want), "\(stem): item \(section).\(index): expected \(fmt(want)), layoutc gives \(fmt(got)) (\(stem).expected:\(line))")
    }
    var emitted: [SpecFixtures.Expectation.Key: [Double]] = [:]
    for section in layout.sections {
      let frames = section.supplementaries.map { ($0.kind, $0.kind == "badge" ? $0.index : 0, $0.frame) }
        + section.decorations.map { ($0.kind, 0, $0.frame) }
      for (kind, index, frame) in frames {
        let key = SpecFixtures.Expectation.Key(kind: kind, section: section.index, index: index)
        #expect(emitted[key] == nil, "\(stem): two frames for \(key.text)")
        emitted[key] = [frame.x, frame.y, frame.width, frame.height]
      }
    }
    for key in Set(emitted.keys).union(expected.supplementaries.keys).sorted() {
      switch (emitted[key], expected.supplementaries[key]) {
      case (let got?, let want?):
        #expect(SpecFixtures.close(got, want.rect), "\(stem): \(key.text): expected \(fmt(want.rect)), layoutc gives \(fmt(got)) (\(stem).expected:\(want.line))")
      case (nil, let want?):
        Issue.record("\(stem): \(key.text) (\(stem).expected:\(want.line)) is missing")
      case (let got?, nil):
        Issue.record("\(stem): unexpected \(key.text) \(fmt(got)); \(stem).expected lists none")
      case (nil, nil): break
      }
    }
    if let n = expected.itemCount {
      #expect(items.count == n, "\(stem): expected \(n) item frames, layoutc gives \(items.count)")
    }
    if let c = expected.content {
      let got = [layout.contentWidth, layout.contentHeight]
      #expect(SpecFixtures.close(got, c), "\(stem): content size: expected \(fmt(c)), layoutc gives \(fmt(got))")
    }
  }

  /// Every fixture comes as a pair, starts with a directive and cites a heading of
  /// Grammar/semantics.md on its second line; every flow example has a fixture.
  @Test(arguments: SpecFixtures.Folder.allCases)
  func fixturesAreWellFormed(_ folder: SpecFixtures.Folder) throws {
    let names = SpecFixtures.fileNames(folder)
    let stems = SpecFixtures.stems(folder)
    // The seven compositional examples with fixtures (the seed's at several scales and modes), M1
    // and M2; the flow examples, the uniform grid both ways, mixed sizes and lone items at several
    // scales, equal leftovers in both modes.
    #expect(stems.count >= (folder == .compositional ? 15 : 13), "too few fixtures in \(folder.rawValue): \(stems)")
    for name in names {
      #expect(name.hasSuffix(".layout") || name.hasSuffix(".expected"), "stray file in Fixtures/\(folder.rawValue): \(name)")
    }
    let headings = try SpecFixtures.semanticsHeadings()
    var cited = Set<String>()
    for stem in stems {
      #expect(names.contains("\(stem).expected"), "\(stem).layout has no \(stem).expected")
      let lines = try SpecFixtures.read("\(stem).layout", in: folder).split(separator: "\n").map(String.init)
      #expect(lines.count > 2 && SpecFixtures.options(fromDirective: lines[0]) != nil, "\(stem).layout: bad directive")
      let heading = lines.count > 2 ? SpecFixtures.citedHeading(lines[1]) : nil
      #expect(heading.map(headings.contains) == true, "\(stem).layout: line 2 must cite a heading of Grammar/semantics.md (`\(SpecFixtures.citation)…\"`)")
      if let heading { cited.insert(heading) }
    }
    if folder == .flow {
      let examples = Set(headings.filter { $0.hasPrefix("Example: flow ") })
      #expect(examples.count >= 7 && cited.isSuperset(of: examples), "flow examples without a fixture: \(examples.subtracting(cited).sorted())")
    }
    for name in names where name.hasSuffix(".expected") {
      let stem = String(name.dropLast(".expected".count))
      #expect(stems.contains(stem), "\(name) has no \(stem).layout")
      #expect(throws: Never.self, "\(name) must parse") { try SpecFixtures.parseExpected(try SpecFixtures.read(name, in: folder)) }
    }
  }

  /// Hand-written expectations are never rewritten: running every fixture leaves the folders as they were.
  @Test func runningTheFixturesLeavesTheSpecFoldersUnchanged() throws {
    func snapshot() throws -> [String: Data] {
      var out: [String: Data] = [:]
      for folder in SpecFixtures.Folder.allCases {
        // Hidden files included: anything written here is a bug.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) {
          out["\(folder.rawValue)/\(name)"] = try Data(contentsOf: folder.url.appendingPathComponent(name))
        }
      }
      return out
    }
    let before = try snapshot()
    #expect(!before.isEmpty)
    for folder in SpecFixtures.Folder.allCases {
      for stem in SpecFixtures.stems(folder) {
        _ = try SpecFixtures.resolve(stem, in: folder)
        _ = try SpecFixtures.parseExpected(try SpecFixtures.read("\(stem).expected", in: folder))
      }
    }
    let after = try snapshot()
    #expect(before.keys.sorted() == after.keys.sorted(), "files were added to or removed from the spec fixtures")
    for (name, data) in before where after[name] != data {
      Issue.record("Fixtures/\(name) was modified while the fixtures ran")
    }
  }

  /// The directive reader rejects what it cannot read, so a typo cannot silently fall back to defaults.
  @Test(arguments: [
    "// layoutc: --size 320x600 --scale 3",
    "// layoutc: --size 320 --scale 3 --items 7",
    "// layoutc: --size 320x600 --scale 3 --items 7 --uikit ios15",
    "// layoutc: --size 320x600 --scale 3 --items 7 --items 8",
    "// layoutc: --size 320x600 --scale 3 --items",
    "// layout: --size 320x600 --scale 3 --items 7",
  ])
  func malformedDirectivesAreRejected(_ line: String) {
    #expect(SpecFixtures.options(fromDirective: line) == nil)
  }

  @Test func directiveIsRead() throws {
    let o = try #require(SpecFixtures.options(fromDirective: "// layoutc: --size 375x812 --scale 2 --items 0,5 --uikit ios14"))
    #expect(o.width == 375 && o.height == 812 && o.scale == 2 && o.mode == .ios14 && o.items == .list([0, 5]))
    #expect(SpecFixtures.options(fromDirective: "// layoutc: --size 320x600 --scale 1 --items 4 --uikit ios10")?.mode == .ios10)
  }

  /// The `.expected` reader takes headers, footers and backgrounds per section, badges per index,
  /// items per section, and rejects a repeated or malformed one.
  @Test func expectedFileReadsHeadersAndFooters() throws {
    let e = try SpecFixtures.parseExpected(
      "header 0: 0 0 375 44\nfooter 2: 0 182 375 20\nbackground 0: 0 0 390 100\nbadge 3: 72 -8 16 16\nbadge 1.2: 1 2 3 4\nitem 1.0: 0 90 320 44\n")
    #expect(e.supplementaries.keys.sorted().map(\.text) == ["background 0", "badge 0.3", "header 0", "badge 1.2", "footer 2"])
    #expect(e.supplementaries[.init(kind: "footer", section: 2)]?.rect == [0, 182, 375, 20])
    #expect(e.supplementaries[.init(kind: "badge", section: 0, index: 3)]?.rect == [72, -8, 16, 16])
    #expect(e.frames.map { [$0.section, $0.item] } == [[1, 0]])
    for bad in [
      "header 0: 0 0 375 44\nheader 0: 0 0 375 44", "header: 0 0 375 44", "footer 0: 0 182 375", "badge 0: 0 0 1 1\nbadge 0.0: 0 0 1 1",
      "header 0.1: 0 0 1 1", "item 1.: 0 0 1 1", "item -1: 0 0 1 1", "decoration 0: 0 0 1 1",
    ] {
      #expect(throws: SpecFixtures.ExpectedFileError.self, "\(bad)") { try SpecFixtures.parseExpected(bad) }
    }
  }
}
