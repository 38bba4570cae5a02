/// Renders diagnostics for people (`path:line:col: severity: message [id]`, the source line with a
/// gutter and carets, then `path:line:col: note:` lines for notes and fix-its) and for tools (a
/// JSON array; GitHub workflow commands and SARIF in their own files).
public struct DiagnosticRenderer: Sendable {
  /// Emit ANSI colours (only on a terminal, never with `NO_COLOR`; the executable decides).
  public var color: Bool
  /// How many diagnostics to render before "N more".
  public var limit: Int

  public init(color: Bool = false, limit: Int = 100) {
    self.color = color
    self.limit = limit
  }

  // MARK: - Text

  /// All diagnostics of one file, in order, at most `limit` of them.
  public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
    render(diagnostics.map { ($0, file) })
  }

  /// Diagnostics of one or more files, in order: at most `limit` of them, then how many more
  /// there are, then the summary of each capped list (`limit.tooManyDiagnostics`, which counts
  /// what was never kept), always shown.
  public func render(_ items: [(Diagnostic, SourceFile)]) -> String {
    var out = ""
    let regular = items.filter { !$0.0.isLimitSummary }
    for (d, file) in regular.prefix(limit) { out += render(d, in: file) }
    if regular.count > limit {
      out += "\(regular.count - limit) more diagnostic\(regular.count - limit == 1 ? "" : "s") not shown\n"
    }
    for (d, file) in items where d.isLimitSummary { out += render(d, in: file) }
    return out
  }

  /// One file's diagnostics rendered ahead, by the thread that checked the file, so that the
  /// file need not be kept until every file is done: `render(_:)` of several gives exactly what
  /// `render(_ items:)` gives for the same diagnostics.
  public func prerender(_ diagnostics: [Diagnostic], in file: SourceFile) -> RenderedDiagnostics {
    var r = RenderedDiagnostics()
    for d in diagnostics {
      if d.isLimitSummary {
        r.summaries.append(render(d, in: file))
      } else {
        // No file can contribute more than `limit` to the first `limit` of all files.
        if r.regularCount < limit { r.regular.append(render(d, in: file)) }
        r.regularCount += 1
      }
    }
    return r
  }

  /// Files' diagnostics rendered ahead, in order: at most `limit` of them, then how many more
  /// there are, then the summary of each capped list (as `render(_ items:)`).
  public func render(_ files: [RenderedDiagnostics]) -> String {
    var out = ""
    var shown = 0
    var total = 0
    for f in files {
      total += f.regularCount
      for text in f.regular where shown < limit {
        out += text
        shown += 1
      }
    }
    if total > limit {
      out += "\(total - limit) more diagnostic\(total - limit == 1 ? "" : "s") not shown\n"
    }
    for f in files {
      for text in f.summaries { out += text }
    }
    return out
  }

  /// One diagnostic with its snippet. Text from the input (the file's name, its lines, the words
  /// quoted in messages) goes through `visible`, so it cannot drive the terminal.
  public func render(_ d: Diagnostic, in file: SourceFile) -> String {
    let loc = file.location(of: d.range.start)
    let sev = paint(d.severity.rawValue, d.severity == .error ? "1;31" : d.severity == .warning ? "1;33" : "1;36")
    let name = DiagnosticRenderer.visible(file.name)
    var out = "\(name):\(loc.line):\(loc.column): \(sev): \(paint(DiagnosticRenderer.visible(d.message.text), "1")) [\(d.id)]\n"
    out += snippet(d.range, in: file)
    // Notes and fix-its are lines of their own, as Xcode's issue navigator and editors read
    // them: at the note's place (the diagnostic's when it has none), at the fix-it's range.
    let note = paint("note", "1;36")
    for n in d.notes {
      let l = file.location(of: (n.range ?? d.range).start)
      out += "\(name):\(l.line):\(l.column): \(note): \(DiagnosticRenderer.visible(n.message))\n"
    }
    for fix in d.fixIts {
      let l = file.location(of: fix.range.start)
      out += "\(name):\(l.line):\(l.column): \(note): fix-it: \(DiagnosticRenderer.visible(fix.phrase(replacing: file.text(in: fix.range))))\n"
    }
    return out
  }

  /// `s` with every control character but the tab written out as `\u{1B}`: the controls below
  /// U+0020 (line breaks included), DEL and the controls U+0080–U+009F. An escape sequence in a
  /// file or its name (a colour, a hyperlink, a title, a cursor move) is shown, not obeyed.
  public static func visible(_ s: String) -> String {
    guard mayHaveControls(s) else { return s }
    guard s.unicodeScalars.contains(where: isControl) else { return s }
    var out = ""
    for u in s.unicodeScalars {
      if isControl(u) {
        out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(u)
      }
    }
    return out
  }

  /// False when `s` has no control character `visible` writes out, found over its UTF-8 bytes
  /// (a message or a line is scanned for every diagnostic): no byte below 0x20 but the tab, no
  /// DEL, and no 0xC2 lead byte (U+0080–U+009F are 0xC2 0x80–0x9F). True may be a false alarm.
  static func mayHaveControls(_ s: String) -> Bool {
    s.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains { ($0 < 0x20 && $0 != UInt8(ascii: "\t")) || $0 == 0x7F || $0 == 0xC2 }
    } ?? true
  }

  static func isControl(_ u: Unicode.Scalar) -> Bool {
    (u.value < 0x20 && u != "\t") || (u.value >= 0x7F && u.value <= 0x9F)
  }

  /// The widest source line shown; longer lines are cut to a window around the caret.
  static let maxLineBytes = 160

  private func snippet(_ range: SourceRange, in file: SourceFile) -> String {
    let loc = file.location(of: range.start)
    let number = String(loc.line)
    let pad = String(repeating: " ", count: number.count)
    let lineStart = file.lineStarts[loc.line - 1]
    let lineEnd = file.lineEnd(loc.line)
    // A window of the line around the range, so a huge one-line file still renders briefly.
    var windowStart = lineStart
    var windowEnd = lineEnd
    if lineEnd - lineStart > DiagnosticRenderer.maxLineBytes {
      windowStart = max(lineStart, range.start - DiagnosticRenderer.maxLineBytes / 2)
      windowEnd = min(lineEnd, windowStart + DiagnosticRenderer.maxLineBytes)
      // Do not cut a UTF-8 sequence in half.
      while windowStart > lineStart, windowStart < file.bytes.count, file.bytes[windowStart] & 0xC0 == 0x80 { windowStart -= 1 }
      while windowEnd < lineEnd, file.bytes[windowEnd] & 0xC0 == 0x80 { windowEnd += 1 }
    }
    let lead = windowStart > lineStart ? "…" : ""
    let tail = windowEnd < lineEnd ? "…" : ""
    let prefixEnd = min(max(windowStart, range.start), windowEnd)
    let spanStart = min(range.start, windowEnd)
    let spanEnd = min(max(range.end, range.start), windowEnd)
    let window = file.bytes[windowStart..<windowEnd]
    let shown: String
    let indent: String
    let caretCount: Int
    if DiagnosticRenderer.isPlainASCII(window) {
      // Nearly every line: each byte is a character shown as it is (no escape, no cluster of
      // several bytes), so the columns are counted in bytes, not by walking characters.
      shown = String(decoding: window, as: UTF8.self)
      indent = String(repeating: " ", count: lead.count)
        + String(decoding: file.bytes[windowStart..<prefixEnd].map { $0 == UInt8(ascii: "\t") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
      caretCount = spanEnd - spanStart
    } else {
      shown = DiagnosticRenderer.visible(String(decoding: window, as: UTF8.self))
      // The caret column counts characters as shown (an escaped control is several), not bytes,
      // and keeps tabs so it lines up.
      let prefix = DiagnosticRenderer.visible(String(decoding: file.bytes[windowStart..<prefixEnd], as: UTF8.self))
      indent = String(repeating: " ", count: lead.count) + String(prefix.map { $0 == "\t" ? "\t" : " " })
      caretCount = DiagnosticRenderer.visible(String(decoding: file.bytes[spanStart..<spanEnd], as: UTF8.self)).count
    }
    let carets = String(repeating: "^", count: max(1, caretCount))
    return "\(pad) |\n\(number) | \(lead)\(shown)\(tail)\n\(pad) | \(indent)\(paint(carets, "1;32"))\n"
  }

  /// Whether every byte is printable ASCII or a tab: text shown as it is, a column a byte.
  static func isPlainASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }
  }

  private func paint(_ s: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
  }

  // MARK: - JSON

  /// The tools' form: `[{id, severity, message, file, range: {start, end}, notes, fixits}]`, offsets
  /// in UTF-8 bytes, lines and columns 1-based.
  public static func json(_ items: [(Diagnostic, SourceFile)]) -> String {
    if items.isEmpty { return "[]\n" }
    var out = "[\n"
    for (i, (d, file)) in items.enumerated() {
      out += "  {\"id\": \(JSONText.quoted(d.id.description)), \"severity\": \(JSONText.quoted(d.severity.rawValue)), "
      out += "\"message\": \(JSONText.quoted(d.message.text)), \"file\": \(JSONText.quoted(file.name)), "
      out += "\"range\": \(rangeJSON(d.range, file)), \"notes\": ["
      out += d.notes.map { n in
        "{\"message\": \(JSONText.quoted(n.message))" + (n.range.map { ", \"range\": \(rangeJSON($0, file))" } ?? "") + "}"
      }.joined(separator: ", ")
      out += "], \"fixits\": ["
      out += d.fixIts.map { "{\"range\": \(rangeJSON($0.range, file)), \"text\": \(JSONText.quoted($0.text))}" }
        .joined(separator: ", ")
      out += "]}" + (i == items.count - 1 ? "\n" : ",\n")
    }
    return out + "]\n"
  }

  private static func rangeJSON(_ r: SourceRange, _ file: SourceFile) -> String {
    func pos(_ o: Int) -> String {
      let l = file.location(of: o)
      return "{\"offset\": \(o), \"line\": \(l.line), \"column\": \(l.column)}"
    }
    return "{\"start\": \(pos(r.start)), \"end\": \(pos(r.end))}"
  }
}

/// One file's diagnostics as `DiagnosticRenderer.prerender` wrote them: the first `limit` that
/// are not limit summaries (and how many there were), and the limit summaries.
public struct RenderedDiagnostics: Sendable {
  public var regular: [String] = []
  public var regularCount = 0
  public var summaries: [String] = []
  public init() {}
}
