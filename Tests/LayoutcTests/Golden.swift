import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// The golden-fixture machinery: `<stem>.layout` beside
// `<stem>.<artifact>.golden`, found from this file's path, rewritten with `UPDATE_GOLDEN=1`.

/// Where fixtures live, located from `#filePath` (swift-argument-parser's `Snapshots/`). The
/// folder is listed in `exclude:` in Package.swift, so SwiftPM never compiles or copies it.
enum Fixtures {
  /// `Tests/LayoutcTests`.
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// `Tests/LayoutcTests/Fixtures`.
  static let root = testsDirectory.appendingPathComponent("Fixtures", isDirectory: true)
  /// The package root: the folder holding `Package.swift`, `Samples/` and `.build/`.
  static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

  /// The stems of the `<stem>.layout` (or `<stem>.<ext>`) files in a phase folder (`"parse/ok"`),
  /// sorted. A missing folder lists nothing; `GoldenTests.everyPhaseHasFixtures` catches that.
  static func list(_ phase: String, ext: String = "layout") -> [String] {
    files(in: root.appendingPathComponent(phase)).filter { $0.hasSuffix("." + ext) }
      .map { String($0.dropLast(ext.count + 1)) }.sorted()
  }

  /// File names (not paths) directly inside `directory`, sorted; empty when it does not exist.
  static func files(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }
}

/// One fixture: its source, the options its first-line directive sets, and where its goldens go.
struct Fixture {
  /// `"check"`, `"parse/err"`, …
  let phase: String
  let stem: String
  /// The input. Its name is `<phase>/<stem>.layout`, relative to `Fixtures/`, so rendered
  /// diagnostics do not depend on where the package is checked out.
  let file: SourceFile
  /// Build options from the `// layoutc: …` directive, defaults otherwise.
  let options: BuildOptions

  /// Loads `Fixtures/<phase>/<stem>.layout`.
  init(_ phase: String, _ stem: String) throws {
    let url = Fixtures.root.appendingPathComponent(phase).appendingPathComponent(stem + ".layout")
    try self.init(phase: phase, stem: stem, url: url, name: "\(phase)/\(stem).layout")
  }

  /// Loads an input from anywhere (`Samples/`), with goldens in `Fixtures/<phase>/`.
  init(phase: String, stem: String, url: URL, name: String) throws {
    try self.init(phase: phase, stem: stem, file: SourceFile(name: name, bytes: Array(try Data(contentsOf: url))))
  }

  /// An input already in memory (the machinery's own tests).
  init(phase: String, stem: String, file: SourceFile) throws {
    self.phase = phase
    self.stem = stem
    self.file = file
    options = try Directive.options(from: file.lineText(1))
  }

  /// `Fixtures/<phase>/<stem>.<artifact>.golden`.
  func golden(_ artifact: String) -> URL {
    Fixtures.root.appendingPathComponent(phase).appendingPathComponent("\(stem).\(artifact).golden")
  }

  /// Whether the fixture's name says errors are expected (Carbon's `fail_`).
  var expectsErrors: Bool { stem.hasPrefix("fail_") }
}

/// The first-line directive: `// layoutc: --size 375x812 --scale 3 --items 7 --uikit ios14 --visible 0..812 --emit svg`
/// (gofmt's `//gofmt flags`, rust-analyzer's `//@ edition:`), read by the CLI's own option parser
/// (`OptionParser`), so a directive means what the same options mean to `layoutc build`. Any
/// other first line means defaults.
enum Directive {
  static let prefix = "// layoutc:"

  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  static func options(from firstLine: String) throws -> BuildOptions {
    guard firstLine.hasPrefix(prefix) else { return BuildOptions() }
    let words = firstLine.dropFirst(prefix.count).split(separator: " ").map(String.init)
    let parsed: ParsedOptions
    do {
      parsed = try OptionParser.parse(words, accepting: Option.build)
    } catch {
      throw Invalid(description: "bad directive `\(firstLine)`: \(error)")
    }
    guard parsed.files.isEmpty else {
      throw Invalid(description: "bad directive `\(firstLine)`: `\(parsed.files[0])` is not an option")
    }
    return parsed.build
  }
}

/// Comparing output with `.golden` files.
enum Golden {
  /// `UPDATE_GOLDEN=1` (or any value but `0`) rewrites goldens instead of comparing.
  static var updating: Bool {
    let v = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"]
    return v != nil && v != "0" && v != ""
  }

  /// Compares `actual` with the golden at `url` and records an issue for each of `compare`'s findings.
  static func assertMatches(
    _ actual: String, golden url: URL, updating: Bool = Golden.updating,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for finding in compare(actual, golden: url, updating: updating) {
      Issue.record(Comment(rawValue: finding), sourceLocation: sourceLocation)
    }
  }

  /// Compares `actual` with the golden at `url` and returns what must fail the test, if anything.
  /// A missing golden is written and reported (so a new golden is always reviewed); in update mode
  /// a differing golden is rewritten. A mismatch is reported with a short line diff. Nothing but
  /// the golden itself is written.
  static func compare(_ actual: String, golden url: URL, updating: Bool = Golden.updating) -> [String] {
    let name = url.lastPathComponent
    guard let data = FileManager.default.contents(atPath: url.path) else {
      if let failure = write(actual, to: url) { return [failure] }
      return updating ? [] : ["missing golden \(name) was written; review it and run the tests again"]
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return [] }
    if updating { return write(actual, to: url).map { [$0] } ?? [] }
    return ["\(name) differs (UPDATE_GOLDEN=1 rewrites it)\n\(lineDiff(expected: expected, actual: actual))"]
  }

  /// `.atomic` writes a temporary file beside the golden and renames it: no half-written golden
  /// and no stray file is left behind. Returns why it could not write, if it could not.
  private static func write(_ text: String, to url: URL) -> String? {
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
      return nil
    } catch {
      return "cannot write \(url.path): \(error)"
    }
  }

  /// One hunk: the lines between the common prefix and the common suffix, numbered, `-` expected
  /// and `+` actual, at most `limit` of each, long lines cut.
  static func lineDiff(expected: String, actual: String, limit: Int = 8) -> String {
    func lines(_ s: String) -> [Substring] {
      var l = s.split(separator: "\n", omittingEmptySubsequences: false)
      if l.last == "" { l.removeLast() }
      return l
    }
    let e = lines(expected), a = lines(actual)
    if e == a { return "only the final newline differs\n" }
    var prefix = 0
    while prefix < e.count, prefix < a.count, e[prefix] == a[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < e.count - prefix, suffix < a.count - prefix, e[e.count - 1 - suffix] == a[a.count - 1 - suffix] {
      suffix += 1
    }
    var out = "first difference at line \(prefix + 1) (lines: expected \(e.count), actual \(a.count))\n"
    func hunk(_ lines: [Substring], _ sign: String) {
      let end = lines.count - suffix
      for i in prefix..<min(end, prefix + limit) {
        let text = lines[i].count > 160 ? lines[i].prefix(160) + "…" : lines[i]
        out += "\(sign)\(i + 1): \(text)\n"
      }
      if end - prefix > limit { out += "\(sign) … \(end - prefix - limit) more\n" }
    }
    hunk(e, "-")
    hunk(a, "+")
    return out
  }
}
