import Foundation
import Testing

/// `Grammar/layout.tmLanguage.json`, the TextMate grammar editors highlight `.layout` files with:
/// well-formed, every regex compiles, and a small TextMate-style matcher (`TinyTextMate`) run over
/// lines of the samples gives numbers, units, comments, keywords and node names their scopes.
///
/// Editors run the grammar on Oniguruma; this checks with ICU (NSRegularExpression). The grammar
/// sticks to what both accept: groups, classes, bounded lookbehind, lookahead, no `\h`, no `\G`.
@Suite struct HighlightingTests {
  static let url = Fixtures.packageRoot.appendingPathComponent("Grammar/layout.tmLanguage.json")

  static func json() throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "the grammar is not a JSON object")
  }

  @Test func isAGrammarForLayoutFiles() throws {
    let g = try Self.json()
    #expect(g["scopeName"] as? String == "source.layout")
    #expect(g["fileTypes"] as? [String] == ["layout"])
    #expect((g["name"] as? String)?.isEmpty == false)
    let patterns = try #require(g["patterns"] as? [[String: Any]])
    let repository = try #require(g["repository"] as? [String: Any])
    #expect(!patterns.isEmpty && !repository.isEmpty)
    // Every `#name` include names a repository entry, and every entry is used.
    var used: Set<String> = []
    func walk(_ value: Any) {
      if let dict = value as? [String: Any] {
        if let include = dict["include"] as? String, include.hasPrefix("#") {
          let name = String(include.dropFirst())
          #expect(repository[name] != nil, "`\(include)` names no repository entry")
          used.insert(name)
        }
        dict.values.forEach(walk)
      } else if let array = value as? [Any] {
        array.forEach(walk)
      }
    }
    walk(g)
    #expect(used == Set(repository.keys), "unused repository entries: \(Set(repository.keys).subtracting(used).sorted())")
  }

  @Test func everyRegexCompiles() throws {
    var regexes: [String] = []
    func walk(_ value: Any) {
      if let dict = value as? [String: Any] {
        for key in ["match", "begin", "end", "while"] {
          if let regex = dict[key] as? String { regexes.append(regex) }
        }
        dict.values.forEach(walk)
      } else if let array = value as? [Any] {
        array.forEach(walk)
      }
    }
    walk(try Self.json())
    #expect(regexes.count >= 10)
    for regex in regexes {
      do {
        _ = try NSRegularExpression(pattern: regex)
      } catch {
        Issue.record("does not compile with NSRegularExpression: \(regex)\n\(error)")
      }
    }
  }

  /// (sample, a text that picks the line, the fragment, a scope it must have).
  @Test(arguments: [
    ("photo-grid.layout", "// The seed's photo grid", "// The seed's photo grid", "comment.line.double-slash"),
    ("photo-grid.layout", "layout PhotoGrid", "layout", "keyword.other"),
    ("photo-grid.layout", "layout PhotoGrid", "PhotoGrid", "entity.name.type"),
    ("photo-grid.layout", "layout PhotoGrid", "scroll", "variable.parameter"),
    ("photo-grid.layout", "layout PhotoGrid", "vertical", "constant.language"),
    ("photo-grid.layout", "let photo =", "let", "storage.type"),
    ("photo-grid.layout", "let photo =", "photo", "entity.name.function"),
    ("photo-grid.layout", "let photo =", "=", "keyword.operator.assignment"),
    ("photo-grid.layout", "let photo =", "item", "support.class"),
    ("photo-grid.layout", "let photo =", "w", "variable.parameter"),
    ("photo-grid.layout", "let photo =", ":", "punctuation.separator"),
    ("photo-grid.layout", "let photo =", "2/3", "constant.numeric"),
    ("photo-grid.layout", "let photo =", "inset", "keyword.other.modifier"),
    ("photo-grid.layout", "section photos", "section", "keyword.other"),
    ("photo-grid.layout", "section photos", "photos", "entity.name.section"),
    ("photo-grid.layout", "section photos", "<", "punctuation.section"),
    ("photo-grid.layout", "h: 0.7w", "group.horizontal", "support.class"),
    ("photo-grid.layout", "h: 0.7w", "0.7w", "constant.numeric"),
    ("photo-grid.layout", "h: 0.7w", "0.7|w", "keyword.other.unit"),
    ("photo-grid.layout", "h: 1/3w", "1/3w", "constant.numeric"),
    ("photo-grid.layout", "h: 1/3w", "1/3|w", "keyword.other.unit"),
    ("photo-grid.layout", "group.vertical(w: 1/3", "group.vertical", "support.class"),
    ("photo-grid.layout", "group.vertical(w: 1/3", "repeat", "variable.parameter"),
    ("tag-cloud.layout", "flow tags", "flow", "keyword.other"),
    ("tag-cloud.layout", "flow tags", "tags", "entity.name.section"),
    ("tag-cloud.layout", "let long =", "132pt", "constant.numeric"),
    ("tag-cloud.layout", "let long =", "132|pt", "keyword.other.unit"),
    ("centered-chips.layout", "let chip", "edges", "keyword.other.modifier"),
    ("centered-chips.layout", "let chip", "flexible", "storage.modifier"),
    ("centered-chips.layout", "spacing flexible 8", "spacing", "keyword.other.modifier"),
  ])
  func classifiesSampleLines(_ sample: String, _ picker: String, _ fragment: String, _ scope: String) throws {
    let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Samples/\(sample)"), encoding: .utf8)
    // The first line holding `picker`, outside comments unless it picks one.
    let line = try #require(
      text.split(separator: "\n").first { $0.contains(picker) && ($0.hasPrefix("//") == picker.hasPrefix("//")) },
      "no line of Samples/\(sample) contains `\(picker)`")
    try expect(String(line), fragment, scope)
  }

  /// Forms the samples may not show at the moment.
  @Test(arguments: [
    ("header(h: ~44pt, pinned: true)", "~44pt", "constant.numeric"),
    ("header(h: ~44pt, pinned: true)", "~44|pt", "keyword.other.unit"),
    ("header(h: ~44pt, pinned: true)", "header", "keyword.other.modifier"),
    ("header(h: ~44pt, pinned: true)", "pinned", "variable.parameter"),
    ("header(h: ~44pt, pinned: true)", "true", "constant.language"),
    ("item inset -8", "-8", "constant.numeric"),
    ("badge(anchor: top-trailing, dy: -0.3)", "top-trailing", "constant.language"),
    ("section scroll continuous <", "continuous", "constant.language"),
    ("section scroll continuous <", "scroll", "keyword.other.modifier"),
    ("when(widthAbove: 800pt) < a > else < b >", "when", "keyword.control"),
    ("when(widthAbove: 800pt) < a > else < b >", "else", "keyword.control"),
    ("when(widthAbove: 800pt) < a > else < b >", "800|pt", "keyword.other.unit"),
    ("group.horizontal(w: 1, h: 44pt) < row >", "(", "punctuation.section"),
    ("group.horizontal(w: 1, h: 44pt) < row >", ",", "punctuation.separator"),
    ("group.horizontal(w: 1, h: 44pt) < row >", ">", "punctuation.section"),
    ("group.horizontal(w: 1, h: 44pt) < row >", "row", "variable.other"),
    ("item 1e5", "1|e5", "invalid.illegal"),
    ("item @", "@", "invalid.illegal"),
    ("let x = item // a `section` in a comment", "section", "comment.line.double-slash"),
    ("item(w: 1, /* h: 2, */ h: 1)", "h: 2,", "comment.block"),
    ("preview pad(width: 820, items: [6, 20])", "preview", "keyword.other.declaration"),
    ("preview pad(width: 820, items: [6, 20])", "pad", "entity.name.type"),
    ("preview pad(width: 820, items: [6, 20])", "width", "variable.parameter"),
    ("preview pad(width: 820, items: [6, 20])", "[", "punctuation.section"),
    ("preview pad(width: 820, items: [6, 20])", "]", "punctuation.section"),
  ])
  func classifiesOtherForms(_ line: String, _ fragment: String, _ scope: String) throws {
    try expect(line, fragment, scope)
  }

  /// What looks like a keyword or a number inside a word is neither.
  @Test(arguments: [
    ("< inset-x grid5 >", "inset-x", "keyword"),
    ("< inset-x grid5 >", "grid5", "constant.numeric"),
    ("section inset 8 < a >", "inset", "entity.name"),
    ("let letter = item", "letter", "storage.type"),
    ("let preview = item", "preview", "keyword"),
    ("section < preview >", "preview", "keyword"),
  ])
  func doesNotClassify(_ line: String, _ fragment: String, _ scope: String) throws {
    let scopes = try TinyTextMate.shared().scopes(of: fragment, in: line)
    #expect(!scopes.contains { $0.hasPrefix(scope) }, "`\(fragment)` in `\(line)` has \(scopes)")
  }

  /// Every non-blank character of every sample gets a scope, and none is marked invalid.
  @Test func coversEverySampleWithoutInvalidScopes() throws {
    let grammar = try TinyTextMate.shared()
    let dir = Fixtures.packageRoot.appendingPathComponent("Samples")
    let samples = Fixtures.files(in: dir).filter { $0.hasSuffix(".layout") }
    #expect(!samples.isEmpty)
    for sample in samples {
      let text = try String(contentsOf: dir.appendingPathComponent(sample), encoding: .utf8)
      for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let utf16 = Array(String(line).utf16)
        let scopes = grammar.tokenize(String(line))
        for (i, unit) in utf16.enumerated() where unit != 32 && unit != 9 && unit != 13 {
          #expect(!scopes[i].isEmpty, "Samples/\(sample):\(n + 1):\(i + 1) has no scope")
          #expect(!scopes[i].contains { $0.hasPrefix("invalid") }, "Samples/\(sample):\(n + 1):\(i + 1) is marked invalid: \(scopes[i])")
        }
      }
    }
  }

  /// `fragment` (written `before|part` to check `part` right after `before`) has a scope starting
  /// with `scope` on every character.
  func expect(_ line: String, _ fragment: String, _ scope: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let scopes = try TinyTextMate.shared().scopes(of: fragment, in: line)
    #expect(scopes.contains { $0.hasPrefix(scope) }, "`\(fragment)` in `\(line)` has \(scopes), not \(scope)", sourceLocation: sourceLocation)
  }
}

/// Just enough of TextMate to check the grammar: top-level `match` rules (through `include`s and
/// nested `patterns`), scanned along one line; at each position the rule whose match starts first
/// wins, ties going to the earlier rule; the whole match gets the rule's `name`, capture groups
/// their `captures` names.
struct TinyTextMate {
  struct Rule {
    var regex: NSRegularExpression
    var name: String?
    var captures: [Int: String]
  }

  var rules: [Rule] = []

  nonisolated(unsafe) private static var cached: TinyTextMate?
  private static let lock = NSLock()

  static func shared() throws -> TinyTextMate {
    lock.lock()
    defer { lock.unlock() }
    if let cached { return cached }
    let grammar = try TinyTextMate(HighlightingTests.json())
    cached = grammar
    return grammar
  }

  init(_ json: [String: Any]) throws {
    let repository = json["repository"] as? [String: Any] ?? [:]
    func add(_ patterns: [[String: Any]], depth: Int) throws {
      guard depth < 16 else { return }
      for p in patterns {
        if let include = p["include"] as? String, include.hasPrefix("#"), let entry = repository[String(include.dropFirst())] as? [String: Any] {
          try add([entry], depth: depth + 1)
        } else if let match = p["match"] as? String {
          var captures: [Int: String] = [:]
          for (k, v) in p["captures"] as? [String: [String: Any]] ?? [:] {
            if let i = Int(k), let name = v["name"] as? String { captures[i] = name }
          }
          rules.append(Rule(regex: try NSRegularExpression(pattern: match), name: p["name"] as? String, captures: captures))
        } else if let nested = p["patterns"] as? [[String: Any]] {
          try add(nested, depth: depth + 1)
        }
      }
    }
    try add(json["patterns"] as? [[String: Any]] ?? [], depth: 0)
  }

  /// The scopes on each UTF-16 unit of `line`, outermost first (`source.layout` left out).
  func tokenize(_ line: String) -> [[String]] {
    let ns = line as NSString
    var scopes = Array(repeating: [String](), count: ns.length)
    var position = 0
    while position < ns.length {
      var best: (Rule, NSTextCheckingResult)?
      for rule in rules {
        let range = NSRange(location: position, length: ns.length - position)
        guard let m = rule.regex.firstMatch(in: line, options: [.withTransparentBounds, .withoutAnchoringBounds], range: range) else { continue }
        if best == nil || m.range.location < best!.1.range.location { best = (rule, m) }
      }
      guard let (rule, m) = best else { break }
      if m.range.length == 0 {
        position = m.range.location + 1
        continue
      }
      if let name = rule.name {
        for i in m.range.location..<NSMaxRange(m.range) { scopes[i].append(name) }
      }
      for (group, name) in rule.captures.sorted(by: { $0.key < $1.key }) where group < m.numberOfRanges {
        let r = m.range(at: group)
        guard r.location != NSNotFound else { continue }
        for i in r.location..<NSMaxRange(r) { scopes[i].append(name) }
      }
      position = NSMaxRange(m.range)
    }
    return scopes
  }

  /// The scopes every character of `fragment` has (`before|part`: of `part`, found right after
  /// `before`), or an issue when the line does not contain it.
  func scopes(of fragment: String, in line: String) throws -> Set<String> {
    let parts = fragment.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let (before, part) = parts.count == 2 ? (parts[0], parts[1]) : ("", parts[0])
    let ns = line as NSString
    let found = ns.range(of: before + part)
    guard found.location != NSNotFound else {
      Issue.record("`\(line)` does not contain `\(before + part)`")
      throw CancellationError()
    }
    let start = found.location + (before as NSString).length
    let all = tokenize(line)
    var common = Set(all[start])
    for i in start..<(start + (part as NSString).length) { common.formIntersection(all[i]) }
    return common
  }
}
