import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// The worked examples of semantics/compositional.md (§12, §13 M1) as fixtures: `Fixtures/spec/<stem>.layout`
// holds the layout, with its container on the first line
// (`// layoutc: --size 320x600 --scale 3 --items 7 [--uikit ios14]`) and the § it comes from on
// the second; `<stem>.expected` holds the numbers the spec states, written by hand:
//
//     # a comment
//     item 6: 10 240 100 100      frame of item 6 of section 0: x y width height
//     items: 7                    section 0 has exactly 7 item frames
//     content: 320 360            content size
//
// These files are never generated or rewritten: there is no update switch. A mismatch is either a
// bug in layoutc or a typo in the fixture, and is settled by reading the spec.

/// Finds, reads and runs the spec fixtures. Only reads files.
enum SpecFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/spec", isDirectory: true)

  /// File names in the folder, sorted; hidden files (`.keep`) are not fixtures.
  static func fileNames() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Stems of the `.layout` files.
  static func stems() -> [String] {
    fileNames().filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(".layout".count)) }
  }

  static func read(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// `// layoutc: --size WxH --scale S --items N[,N…] [--uikit ios14]` → options; nil if malformed.
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
    var frames: [(item: Int, rect: [Double], line: Int)] = []
    var itemCount: Int?
    var content: [Double]?
  }

  static func parseExpected(_ text: String) throws -> Expectation {
    var e = Expectation()
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      let numbers = parts.count == 2 ? parts[1].split(separator: " ").compactMap { Double($0) } : []
      let head = parts[0].split(separator: " ")
      switch (head.first, numbers.count) {
      case ("item"?, 4) where head.count == 2 && Int(head[1]) != nil:
        e.frames.append((Int(head[1])!, numbers, i + 1))
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

  /// Checks and resolves one fixture; records an issue and returns nil on any error diagnostic.
  static func resolve(_ stem: String) throws -> ResolvedLayout? {
    let source = try read("\(stem).layout")
    let directive = String(source.prefix { $0 != "\n" })
    guard let options = options(fromDirective: directive) else {
      Issue.record("\(stem).layout: first line is not a valid `// layoutc:` directive: \(directive)")
      return nil
    }
    let file = SourceFile(name: "\(stem).layout", text: source)
    let (model, diags) = Compilation.model(file, mode: options.mode)
    guard let model else {
      Issue.record("\(stem).layout does not check: \(diags.map { "\($0.id): \($0.message.text)" })")
      return nil
    }
    let (layout, placement) = Resolver.resolve(model, options: options)
    guard let layout, !placement.hasErrors else {
      Issue.record("\(stem).layout does not resolve: \(placement.map { "\($0.id): \($0.message.text)" })")
      return nil
    }
    return layout
  }

  /// The spec's tolerance (§13: "exactly (to 0.001 pt)"); the fixtures write 3 decimals.
  static let tolerance = 0.001

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
}

@Suite("semantics/compositional.md worked examples")
struct SpecExamplesTests {
  @Test("spec example", arguments: SpecFixtures.stems())
  func specExample(_ stem: String) throws {
    let expected = try SpecFixtures.parseExpected(try SpecFixtures.read("\(stem).expected"))
    #expect(!expected.frames.isEmpty || expected.content != nil, "\(stem).expected states nothing")
    guard let layout = try SpecFixtures.resolve(stem) else { return }
    let items = layout.sections.first?.items ?? []
    let fmt = { (r: [Double]) in "(" + r.map { String(format: "%.3f", $0) }.joined(separator: ", ") + ")" }
    for (index, want, line) in expected.frames {
      guard index < items.count else {
        Issue.record("\(stem): item \(index) (\(stem).expected:\(line)) is missing; layoutc placed \(items.count) items")
        continue
      }
      let r = items[index]
      let got = [r.x, r.y, r.width, r.height]
      let ok = zip(got, want).allSatisfy { SpecFixtures.close($0, $1) }
      #expect(ok, "\(stem): item \(index): expected \(fmt(want)), layoutc gives \(fmt(got)) (\(stem).expected:\(line))")
    }
    if let n = expected.itemCount {
      #expect(items.count == n, "\(stem): expected \(n) item frames, layoutc gives \(items.count)")
    }
    if let c = expected.content {
      let got = [layout.contentWidth, layout.contentHeight]
      let ok = zip(got, c).allSatisfy { SpecFixtures.close($0, $1) }
      #expect(ok, "\(stem): content size: expected \(fmt(c)), layoutc gives \(fmt(got))")
    }
  }

  /// Every fixture comes as a pair, starts with a directive and cites the spec on its second line.
  @Test func fixturesAreWellFormed() throws {
    let names = SpecFixtures.fileNames()
    let stems = SpecFixtures.stems()
    #expect(stems.count >= 10, "expected the §12.1–§12.4 and M1 fixtures, found \(stems)")
    for name in names {
      #expect(name.hasSuffix(".layout") || name.hasSuffix(".expected"), "stray file in Fixtures/spec: \(name)")
    }
    for stem in stems {
      #expect(names.contains("\(stem).expected"), "\(stem).layout has no \(stem).expected")
      let lines = try SpecFixtures.read("\(stem).layout").split(separator: "\n").map(String.init)
      #expect(lines.count > 2 && SpecFixtures.options(fromDirective: lines[0]) != nil, "\(stem).layout: bad directive")
      #expect(lines.count > 2 && lines[1].hasPrefix("// semantics/compositional.md §"), "\(stem).layout: line 2 must cite the spec")
    }
    for name in names where name.hasSuffix(".expected") {
      let stem = String(name.dropLast(".expected".count))
      #expect(stems.contains(stem), "\(name) has no \(stem).layout")
      #expect(throws: Never.self, "\(name) must parse") { try SpecFixtures.parseExpected(try SpecFixtures.read(name)) }
    }
  }

  /// Hand-written expectations are never rewritten: running every fixture leaves the folder as it was.
  @Test func runningTheFixturesLeavesTheSpecFolderUnchanged() throws {
    func snapshot() throws -> [String: Data] {
      var out: [String: Data] = [:]
      // Hidden files included: anything written here is a bug.
      for name in try FileManager.default.contentsOfDirectory(atPath: SpecFixtures.folder.path) {
        out[name] = try Data(contentsOf: SpecFixtures.folder.appendingPathComponent(name))
      }
      return out
    }
    let before = try snapshot()
    #expect(!before.isEmpty)
    for stem in SpecFixtures.stems() {
      _ = try SpecFixtures.resolve(stem)
      _ = try SpecFixtures.parseExpected(try SpecFixtures.read("\(stem).expected"))
    }
    let after = try snapshot()
    #expect(before.keys.sorted() == after.keys.sorted(), "files were added to or removed from Fixtures/spec")
    for (name, data) in before where after[name] != data {
      Issue.record("Fixtures/spec/\(name) was modified while the fixtures ran")
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
  }
}
