import LayoutSource

/// Warnings and notes silenced by comments, so the grammar does not change and `fmt` keeps them:
/// `// layoutc-ignore: ID, ID…` silences them on the next line that is not a comment, and
/// `// layoutc-ignore-file: ID, ID…` in the whole file. Errors are never silenced.
public struct IgnoreComments: Sendable {
  /// IDs silenced everywhere.
  public private(set) var file = Set<String>()
  /// IDs silenced per 1-based line.
  public private(set) var lines: [Int: Set<String>] = [:]

  static let word = "layoutc-ignore"
  static let linePrefix = word + ":"
  static let filePrefix = word + "-file:"

  public init(_ source: SourceFile, comments: [SourceRange]) {
    for (i, c) in comments.enumerated() where IgnoreComments.mayIgnore(c, source.bytes) {
      let text = source.text(in: c)
      guard text.hasPrefix("//") else { continue }
      let body = text.dropFirst(2).trimmingPrefix(while: { $0 == " " || $0 == "\t" })
      if body.hasPrefix(IgnoreComments.filePrefix) {
        file.formUnion(IgnoreComments.ids(body.dropFirst(IgnoreComments.filePrefix.count)))
      } else if body.hasPrefix(IgnoreComments.linePrefix) {
        let target = source.location(of: IgnoreComments.nextCode(after: i, comments, source.bytes)).line
        lines[target, default: []].formUnion(IgnoreComments.ids(body.dropFirst(IgnoreComments.linePrefix.count)))
      }
    }
  }

  /// Whether comment `c` is `//`, blanks, then `word` (read as bytes: most comments are not, and
  /// then no string is made).
  static func mayIgnore(_ c: SourceRange, _ bytes: [UInt8]) -> Bool {
    var i = c.start + 2
    guard c.end - c.start >= 2, bytes[c.start] == UInt8(ascii: "/"), bytes[c.start + 1] == UInt8(ascii: "/") else { return false }
    while i < c.end, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
    let word = IgnoreComments.word.utf8
    return c.end - i >= word.count && bytes[i..<i + word.count].elementsEqual(word)
  }

  /// `a.b, c.d` or `a.b c.d`.
  static func ids(_ text: Substring) -> [String] {
    text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
  }

  /// The offset of the first byte after comment `i` that is neither whitespace nor another comment.
  static func nextCode(after i: Int, _ comments: [SourceRange], _ bytes: [UInt8]) -> Int {
    var offset = comments[i].end
    var next = i + 1
    while offset < bytes.count {
      if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) {
        offset += 1
      } else if next < comments.count, comments[next].start == offset {
        offset = comments[next].end
        next += 1
      } else {
        break
      }
    }
    return offset
  }

  /// The diagnostics left once the silenced warnings and notes are removed.
  public func apply(_ diags: [Diagnostic], in source: SourceFile) -> [Diagnostic] {
    guard !file.isEmpty || !lines.isEmpty else { return diags }
    return diags.filter { d in
      guard d.severity != .error else { return true }
      let id = d.id.description
      if file.contains(id) { return false }
      return lines[source.location(of: d.range.start).line]?.contains(id) != true
    }
  }
}
