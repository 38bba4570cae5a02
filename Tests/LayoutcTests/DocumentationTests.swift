import Foundation
import Testing

/// The language's documents live in the repository: `Grammar/semantics.md` defines every rule ID
/// that code, samples, tests and the README cite (`G5`, `F15`, …), each as a `### ID title`
/// heading with a `**Sure:**` line; and no file in the repository points at documents it does not
/// hold, at open-question codes or at "not characterised" in place of advice.
@Suite struct DocumentationTests {
  static let semanticsPath = "Grammar/semantics.md"
  /// This file cites rule-shaped strings and the forbidden patterns on purpose; it is not scanned.
  static let ownPath = "Tests/LayoutcTests/DocumentationTests.swift"

  /// The families of rule IDs: D dimensions, C containers, G groups, S sections, O orthogonal
  /// sections, X supplementaries, R rounding, F flow; N is reserved.
  static let families = Set("CGSFDXONR".utf8)

  /// A place in the repository: `path:line`.
  struct Site: CustomStringConvertible {
    var path: String
    var line: Int
    var description: String { "\(path):\(line)" }
  }

  // MARK: - Files

  /// The text of every file under `roots` (files or folders relative to the package root), by
  /// path, skipping this file, build products, fuzz inputs (random bytes, not citations; kept with
  /// `includingFuzzInputs`) and files that are not UTF-8 text.
  static func texts(under roots: [String], includingFuzzInputs: Bool = false) -> [(path: String, text: String)] {
    let root = Fixtures.packageRoot
    var out: [(String, String)] = []
    for r in roots {
      let url = root.appendingPathComponent(r)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      var paths: [String] = []
      if isDirectory.boolValue {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
          guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
          paths.append(r + "/" + file.path.dropFirst(url.path.count + 1))
        }
      } else {
        paths = [r]
      }
      for path in paths.sorted() where path != ownPath && (includingFuzzInputs || !path.hasPrefix("Tests/Fuzz/corpus/")) && !path.contains("/.build/") {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
          let text = String(data: data, encoding: .utf8)
        else { continue }
        out.append((path, text))
      }
    }
    return out
  }

  // MARK: - Rule IDs

  static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
  }

  static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  /// Every rule ID in `text` with its 1-based line: a family letter and one or two digits standing
  /// as a word of their own (as `grep -E '\b[CGSFDXONR][0-9]{1,2}\b'` finds them). `N1,N2,…`, the
  /// spelling of per-section item counts (`--items N1,N2,…`), is not a rule ID.
  static func ruleIDs(in text: String) -> [(id: String, line: Int)] {
    let b = Array(text.utf8)
    var out: [(String, Int)] = []
    var line = 1
    var i = 0
    while i < b.count {
      if b[i] == 0x0A { line += 1 }
      guard families.contains(b[i]), i == 0 || !isWordByte(b[i - 1]) else {
        i += 1
        continue
      }
      var j = i + 1
      while j < b.count, isDigit(b[j]), j - i <= 2 { j += 1 }
      let digits = j - i - 1
      let placeholder = b[i] == UInt8(ascii: "N")
        && ((j + 1 < b.count && b[j] == UInt8(ascii: ",") && b[j + 1] == UInt8(ascii: "N"))
          || (i >= 2 && b[i - 1] == UInt8(ascii: ",") && isDigit(b[i - 2])))
      if (1...2).contains(digits), j == b.count || !isWordByte(b[j]), !placeholder {
        out.append((String(decoding: b[i..<j], as: UTF8.self), line))
      }
      i = j
    }
    return out
  }

  /// The rules `Grammar/semantics.md` defines: its `### ID title` headings, with their lines.
  static let definitions: [(id: String, line: Int)] = {
    guard let text = texts(under: [semanticsPath]).first?.text else { return [] }
    var out: [(String, Int)] = []
    for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard line.hasPrefix("### ") else { continue }
      let word = line.dropFirst(4).prefix { $0 != " " }
      if let found = ruleIDs(in: String(word)).first, found.id == word { out.append((String(word), n + 1)) }
    }
    return out
  }()

  /// Every citation of a rule ID, with where it is first cited.
  static let citations: [String: Site] = {
    var out: [String: Site] = [:]
    let cited = texts(under: ["Sources", "Samples", "Tests", "README.md", "Grammar"]).filter { $0.path != semanticsPath }
    for (path, text) in cited {
      for (id, line) in ruleIDs(in: text) where out[id] == nil { out[id] = Site(path: path, line: line) }
    }
    return out
  }()

  @Test func ruleIDsAreRecognised() {
    let ids = Self.ruleIDs(in: "G5, (S3) X5's C2: F15 — not G123, XG5, 0xC1, G5a, N1,N2,… or N3,N4; N1 alone is.\nO5")
    #expect(ids.map(\.id) == ["G5", "S3", "X5", "C2", "F15", "N1", "O5"])
    #expect(ids.last?.line == 2)
  }

  @Test func semanticsDefinesRules() {
    #expect(Self.definitions.count >= 60, "found \(Self.definitions.count) `### ID` headings in \(Self.semanticsPath)")
    #expect(Self.citations.count >= 40, "found only \(Self.citations.count) cited rule IDs; did the sources move?")
  }

  /// (a) Every rule ID cited anywhere is defined.
  @Test func everyCitedRuleIsDefined() {
    let defined = Set(Self.definitions.map(\.id))
    for (id, site) in Self.citations.sorted(by: { $0.key < $1.key }) where !defined.contains(id) {
      Issue.record("\(site) cites \(id), which \(Self.semanticsPath) does not define (a `### \(id) …` heading)")
    }
  }

  @Test func eachRuleIsDefinedOnceAndSaysHowSureWeAre() throws {
    var seen: [String: Int] = [:]
    for (id, line) in Self.definitions {
      if let first = seen[id] { Issue.record("\(Self.semanticsPath):\(line) defines \(id) again (first at line \(first))") }
      seen[id] = line
    }
    let text = try #require(Self.texts(under: [Self.semanticsPath]).first?.text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (id, line) in Self.definitions {
      // The rule's text: up to the next heading.
      let body = lines[line...].prefix { !$0.hasPrefix("#") }
      #expect(body.contains { $0.contains("**Sure:**") }, "\(Self.semanticsPath):\(line): \(id) has no `**Sure:**` line")
    }
  }

  // MARK: - Forbidden references

  /// What no file may contain: paths outside the repository, the names of documents it does not
  /// hold and their section signs, open-question codes, and "not characterised" in place of advice.
  static let forbidden: [(name: String, matches: @Sendable (String) -> Bool)] = [
    ("`../shared`", { $0.contains("../shared") }),
    ("`LANGUAGE.md`", { $0.contains("LANGUAGE.md") }),
    ("`STYLE.md`", { $0.contains("STYLE.md") }),
    ("`compositional.md`", { $0.contains("compositional.md") }),
    ("`flow.md`", { $0.contains("flow.md") }),
    ("a section sign `§`", { $0.contains("§") }),
    ("`spec Q`", { $0.contains("spec Q") }),
    ("\"not characterised\"", { $0.contains("not characterised") || $0.contains("not characterized") }),
    ("an open-question code `Q<n>`", { questionCode(in: $0) }),
  ]

  /// `\bQ[0-9]+\b`, as grep reads it.
  static func questionCode(in line: String) -> Bool {
    let b = Array(line.utf8)
    for i in b.indices where b[i] == UInt8(ascii: "Q") && (i == 0 || !isWordByte(b[i - 1])) {
      var j = i + 1
      while j < b.count, isDigit(b[j]) { j += 1 }
      if j > i + 1, j == b.count || !isWordByte(b[j]) { return true }
    }
    return false
  }

  /// The files the forbidden patterns are searched in: all of the repository's text, fixtures,
  /// goldens and the fuzz corpus's text inputs included, but not this file (which spells them).
  static let scanned = [".ci", ".gitignore", "README.md", "Package.swift", "Sources", "Samples", "Grammar", "Tests"]

  /// Every line of the `scanned` files with a forbidden pattern.
  static func forbiddenHits() -> [String] {
    var hits: [String] = []
    for (path, text) in texts(under: scanned, includingFuzzInputs: true) {
      for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let names = forbidden.filter { $0.matches(String(line)) }.map(\.name)
        if !names.isEmpty { hits.append("\(path):\(n + 1): \(names.joined(separator: ", "))") }
      }
    }
    return hits
  }

  @Test func forbiddenPatternsAreRecognised() {
    #expect(Self.questionCode(in: "(spec Q8)") && Self.questionCode(in: "Q10: x"))
    #expect(!Self.questionCode(in: "Q, FAQ8, Q8a, SQ8"))
  }

  /// (b) No file points outside the repository or at open-question codes.
  @Test func noReferencesOutsideTheRepository() {
    #expect(Self.forbiddenHits() == [])
    #expect(Self.texts(under: ["Tests"], includingFuzzInputs: true).count >= 200, "the scan no longer reaches the tests")
  }
}
