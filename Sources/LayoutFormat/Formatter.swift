import LayoutSource
import LayoutSyntax

/// `layoutc fmt`: one canonical layout for any file that parses. Two-space indentation by
/// nesting, one space around `<` `>` and after `:` and `,`, no commas between siblings, comments
/// kept where they were (own-line comments before the next node, trailing comments after it),
/// blank lines between declarations and between siblings kept, at most one. A body goes on one
/// line when it holds a single child that itself fits on one line, holds no comment, and the
/// line stays within `maxWidth`; otherwise each child gets its own line.
public struct Formatter {
  /// The widest line a body is joined onto.
  public static let maxWidth = 100

  let file: SourceFile
  /// The file's comments in source order, whether each is printed yet, and the first that may
  /// not be (every one before it is): nodes are visited in source order, so each comment is
  /// looked at about once, not once per node.
  let comments: [SourceRange]
  var printed: [Bool]
  var firstUnprinted = 0
  var out = ""

  init(file: SourceFile, comments: [SourceRange]) {
    self.file = file
    self.comments = comments.sorted { $0.start < $1.start }
    printed = [Bool](repeating: false, count: comments.count)
  }

  /// The formatted text, or nil when the file has syntax errors (it is never rewritten then).
  public static func format(_ file: SourceFile) -> String? {
    let (document, diagnostics) = Parser.parse(file)
    return format(file, parsed: document, syntaxDiagnostics: diagnostics)
  }

  /// `format` of a file already parsed into `document` with `syntaxDiagnostics`.
  public static func format(_ file: SourceFile, parsed document: Document, syntaxDiagnostics: [Diagnostic]) -> String? {
    guard !syntaxDiagnostics.hasErrors else { return nil }
    var f = Formatter(file: file, comments: document.comments)
    f.document(document)
    return f.out
  }

  // MARK: - Declarations

  mutating func document(_ doc: Document) {
    var previousEnd: Int?
    for decl in doc.decls {
      let range = Formatter.range(of: decl)
      leadingComments(before: range.start, indent: 0, previousEnd: previousEnd)
      if let p = previousEnd, !hasComment(from: p, to: range.start), blankLine(between: p, and: range.start) { out += "\n" }
      switch decl {
      case .layout(let l):
        var line = "layout" + (l.name.map { " " + $0.text } ?? "") + (l.arguments.map(arguments) ?? "")
        for m in l.modifiers { line += " " + modifier(m) }
        out += line
        trailingComment(after: l.range.end)
      case .preview(let p):
        out += preview(p)
        trailingComment(after: p.range.end)
      case .let(let l):
        out += "let \(l.name?.text ?? "_") = "
        if let v = l.value { element(v, indent: 0) } else { out += "\n" }
        if l.value == nil { continue }
      case .section(let s):
        var head = s.keyword.text + (s.name.map { " " + $0.text } ?? "") + (s.arguments.map(arguments) ?? "")
        for m in s.modifiers { head += " " + modifier(m) }
        body(head: head, s.body, end: s.range.end, indent: 0)
      case .element(let e):
        element(e, indent: 0)
      case .invalid:
        break
      }
      previousEnd = range.end
    }
    // Comments after the last declaration.
    leadingComments(before: file.bytes.count + 1, indent: 0, previousEnd: previousEnd)
  }

  /// A preview declaration on its one line, without its comment.
  func preview(_ p: PreviewDecl) -> String {
    "preview " + p.name.text + (p.arguments.map(arguments) ?? "")
  }

  // MARK: - Elements and bodies

  /// Prints `e` at the current position (indentation already written) and ends the line.
  mutating func element(_ e: Element, indent: Int) {
    var head = e.fullName + (e.arguments.map(arguments) ?? "")
    for m in e.modifiers { head += " " + modifier(m) }
    if let b = e.body {
      body(head: head, b, end: e.range.end, indent: indent)
    } else {
      out += head
      trailingComment(after: e.range.end)
    }
  }

  mutating func body(head: String, _ b: Body?, end: Int, indent: Int) {
    guard let b else {
      out += head
      trailingComment(after: end)
      return
    }
    if let inline = inlineBody(b), Formatter.width(lastLine() + head + " < " + inline + " >") <= Formatter.maxWidth {
      out += head + " < " + inline + " >"
      trailingComment(after: end)
      return
    }
    out += head + " <"
    trailingComment(after: b.open.end)
    var previousEnd: Int?
    for child in b.children {
      leadingComments(before: child.range.start, indent: indent + 1, previousEnd: previousEnd)
      if let p = previousEnd, !hasComment(from: p, to: child.range.start), blankLine(between: p, and: child.range.start) { out += "\n" }
      out += Formatter.pad(indent + 1)
      element(child, indent: indent + 1)
      previousEnd = child.range.end
    }
    leadingComments(before: b.range.end, indent: indent + 1, previousEnd: previousEnd)
    out += Formatter.pad(indent) + ">"
    trailingComment(after: end)
  }

  /// The one-line text of a body, if it may be printed on one line.
  func inlineBody(_ b: Body) -> String? {
    let inside = firstComment(atOrAfter: b.open.start + 1)
    guard b.children.count == 1, inside == comments.count || comments[inside].start >= b.range.end else { return nil }
    return inline(b.children[0])
  }

  func inline(_ e: Element) -> String? {
    var text = e.fullName + (e.arguments.map(arguments) ?? "")
    for m in e.modifiers { text += " " + modifier(m) }
    guard let b = e.body else { return text }
    guard let inner = inlineBody(b) else { return nil }
    return text + " < " + inner + " >"
  }

  // MARK: - Arguments, modifiers, values

  func arguments(_ list: ArgumentList) -> String {
    "(" + list.arguments.map { a in (a.label.map { $0.text + ": " } ?? "") + value(a.value) }.joined(separator: ", ") + ")"
  }

  func modifier(_ m: Modifier) -> String {
    m.keyword.text + (m.arguments.map(arguments) ?? "") + (m.value.map { " " + value($0) } ?? "")
  }

  func value(_ v: ValueSyntax) -> String {
    switch v {
    case .dimension(let d): dimension(d)
    case .spacing(let kind, let d): kind.text + (d.map { " " + dimension($0) } ?? "")
    case .list(let l): "[" + l.values.map(value).joined(separator: ", ") + "]"
    case .word(let w): w.text
    case .insets(let m): modifier(m)
    case .missing: ""
    }
  }

  func dimension(_ d: DimensionSyntax) -> String {
    var s = (d.tilde == nil ? "" : "~") + (d.minus == nil ? "" : "-")
    if let den = d.denominator {
      s += file.text(in: d.numerator.range) + "/" + file.text(in: den.range)
    } else {
      s += file.text(in: d.numerator.range)
    }
    return s
  }

  // MARK: - Comments and blank lines

  /// Own-line comments before `offset` (and after `previousEnd`), each on its line.
  mutating func leadingComments(before offset: Int, indent: Int, previousEnd: Int?) {
    var last = previousEnd
    var k = firstUnprinted
    while k < comments.count, comments[k].start < offset {
      defer { k += 1 }
      guard !printed[k] else { continue }
      let c = comments[k]
      if let p = last, blankLine(between: p, and: c.start) { out += "\n" }
      out += Formatter.pad(indent) + file.text(in: c).trimmingTrailingWhitespace() + "\n"
      markPrinted(k)
      last = c.end
    }
    if let p = last, p != previousEnd, blankLine(between: p, and: offset), offset <= file.bytes.count { out += "\n" }
  }

  /// A comment on the same line as the end of a node, then the line break.
  mutating func trailingComment(after end: Int) {
    var i = end
    while i < file.bytes.count, file.bytes[i] == UInt8(ascii: " ") || file.bytes[i] == UInt8(ascii: "\t") || file.bytes[i] == UInt8(ascii: ",") { i += 1 }
    let k = firstComment(atOrAfter: i)
    if k < comments.count, comments[k].start == i, !printed[k] {
      out += " " + file.text(in: comments[k]).trimmingTrailingWhitespace()
      markPrinted(k)
    }
    out += "\n"
  }

  /// Comment `k` is printed: the cursor moves past every printed comment before the first that
  /// is not.
  mutating func markPrinted(_ k: Int) {
    printed[k] = true
    while firstUnprinted < comments.count, printed[firstUnprinted] { firstUnprinted += 1 }
  }

  /// Whether a comment starts at or after `a` and before `b`.
  func hasComment(from a: Int, to b: Int) -> Bool {
    let k = firstComment(atOrAfter: a)
    return k < comments.count && comments[k].start < b
  }

  /// The index of the first comment starting at or after `offset` (`comments.count` if none).
  func firstComment(atOrAfter offset: Int) -> Int {
    var (low, high) = (0, comments.count)
    while low < high {
      let mid = (low + high) / 2
      if comments[mid].start < offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether the source has an empty line between two offsets.
  func blankLine(between a: Int, and b: Int) -> Bool {
    var newlines = 0
    var i = a
    while i < min(b, file.bytes.count) {
      let b = file.bytes[i]
      // A lone `\r` ends a line too; in `\r\n` the `\n` does.
      let lineBreak = b == UInt8(ascii: "\n") || (b == UInt8(ascii: "\r") && (i + 1 >= file.bytes.count || file.bytes[i + 1] != UInt8(ascii: "\n")))
      switch b {
      case _ where lineBreak:
        newlines += 1
        if newlines >= 2 { return true }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ","): break
      default: newlines = 0
      }
      i += 1
    }
    return false
  }

  /// The line being written: what follows the last line break (found from the end, so that the
  /// cost is the line's length, not the output's).
  func lastLine() -> String {
    let utf8 = out.utf8
    let start = utf8.lastIndex(of: UInt8(ascii: "\n")).map { utf8.index(after: $0) } ?? utf8.startIndex
    return String(decoding: utf8[start...], as: UTF8.self)
  }

  static func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }
  static func width(_ s: String) -> Int { s.count }

  static func range(of d: Decl) -> SourceRange {
    switch d {
    case .layout(let l): l.range
    case .preview(let p): p.range
    case .let(let l): l.range
    case .section(let s): s.range
    case .element(let e): e.range
    case .invalid(let r): r
    }
  }
}

extension String {
  func trimmingTrailingWhitespace() -> String {
    var s = Substring(self)
    while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
    return String(s)
  }
}
