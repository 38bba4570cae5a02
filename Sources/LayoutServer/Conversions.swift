import LayoutSource

// The protocol edge (rust-analyzer's to_proto/from_proto): LSP counts lines by `\n`, `\r\n` and
// `\r`, and characters in UTF-16 code units; everything inside layoutc is UTF-8 byte offsets.
// This file is the only place the two meet.

/// An LSP position: a 0-based line and a UTF-16 offset into it.
public struct Position: Sendable, Hashable, CustomStringConvertible {
  public var line: Int
  public var character: Int
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }
  public var description: String { "\(line):\(character)" }

  var json: JSON { .object([("line", .int(line)), ("character", .int(character))]) }

  /// Reads `{line, character}`; nil when either is missing or not an integer.
  init?(_ json: JSON?) {
    guard let json, let line = json["line"]?.int, let character = json["character"]?.int else { return nil }
    self.init(line: line, character: character)
  }
}

/// The line table LSP positions need, over one version of a document's bytes. Both conversions
/// take O(log n) time whatever the length of the line: UTF-16 columns come from a table of running
/// UTF-16 counts every `LineIndex.stride` bytes, not from counting from the start of the line
/// (which made a long one-line document quadratic).
public struct LineIndex: Sendable {
  public let bytes: [UInt8]
  /// Byte offsets at which lines start; `lineStarts[0] == 0`.
  public let lineStarts: [Int]
  /// `utf16Counts[k]`: UTF-16 code units in `bytes[0..<k * stride]`; empty when the text is ASCII
  /// (a byte is a unit).
  private let utf16Counts: [Int]
  /// True when every byte is ASCII.
  let ascii: Bool

  /// Bytes between two entries of the UTF-16 table: a conversion counts at most this many.
  static let stride = 128

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var counts = [0]
    counts.reserveCapacity(bytes.count / LineIndex.stride + 1)
    var units = 0
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b == 0x0A {
        starts.append(i + 1)
      } else if b == 0x0D, i + 1 >= n || bytes[i + 1] != 0x0A {
        starts.append(i + 1)
      }
      units += LineIndex.utf16Width(b)
      i += 1
      if i % LineIndex.stride == 0 { counts.append(units) }
    }
    lineStarts = starts
    ascii = units == n
    utf16Counts = ascii ? [] : counts
  }

  /// `old` with the bytes `start..<oldEnd` replaced, giving `bytes` (whose replacement ends at
  /// `newEnd`): an ASCII text stays ASCII when the replacement is, and its line table is spliced.
  public init(_ bytes: [UInt8], editing old: LineIndex, start: Int, oldEnd: Int, newEnd: Int) {
    guard old.ascii, !bytes[start..<newEnd].contains(where: { $0 >= 0x80 }) else {
      self.init(bytes)
      return
    }
    self.init(bytes: bytes, lineStarts: SourceFile.lineStarts(of: bytes, editing: old.lineStarts, start: start, oldEnd: oldEnd, newEnd: newEnd))
  }

  /// An ASCII text and its line starts.
  private init(bytes: [UInt8], lineStarts: [Int]) {
    self.bytes = bytes
    self.lineStarts = lineStarts
    ascii = true
    utf16Counts = []
  }

  /// UTF-16 units a byte accounts for, counted at lead bytes: four-byte sequences are surrogate
  /// pairs in UTF-16, continuation bytes count nothing.
  @inline(__always)
  static func utf16Width(_ b: UInt8) -> Int { b & 0xC0 == 0x80 ? 0 : b >= 0xF0 ? 2 : 1 }

  /// UTF-16 units in `bytes[0..<offset]`.
  func utf16Count(before offset: Int) -> Int {
    if ascii { return offset }
    let k = offset / LineIndex.stride
    var units = utf16Counts[k]
    var i = k * LineIndex.stride
    while i < offset {
      units += LineIndex.utf16Width(bytes[i])
      i += 1
    }
    return units
  }

  public var lineCount: Int { lineStarts.count }

  /// Where line `k`'s text ends, before its line break.
  public func lineEnd(_ k: Int) -> Int {
    guard k + 1 < lineStarts.count else { return bytes.count }
    var e = lineStarts[k + 1] - 1
    if bytes[e] == 0x0A, e > lineStarts[k], bytes[e - 1] == 0x0D { e -= 1 }
    return e
  }

  /// The line holding `offset`.
  func line(of offset: Int) -> Int {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The position of a byte offset (clamped into the text; an offset inside a line break is the
  /// end of its line).
  public func position(of offset: Int) -> Position {
    let o = min(max(0, offset), bytes.count)
    let line = line(of: o)
    let start = lineStarts[line]
    let end = min(o, lineEnd(line))
    return Position(line: line, character: utf16Count(before: end) - utf16Count(before: start))
  }

  /// The byte offset of a position. Out-of-range positions are clamped, as LSP asks: a line past
  /// the end is the end of the text, a character past the line's end is the line's end; a
  /// character inside a surrogate pair falls back to the pair's start.
  public func offset(of p: Position) -> Int {
    guard p.line >= 0 else { return 0 }
    guard p.line < lineStarts.count else { return bytes.count }
    let lineStart = lineStarts[p.line]
    let end = lineEnd(p.line)
    guard p.character > 0 else { return lineStart }
    if ascii { return min(lineStart + p.character, end) }
    let lineUnits = utf16Count(before: lineStart)
    let target = lineUnits + p.character
    // Start from the last table entry inside the line that is not past the target, backed up to
    // the start of its UTF-8 sequence, then walk at most `stride` bytes.
    var lo = (lineStart + LineIndex.stride - 1) / LineIndex.stride
    var hi = end / LineIndex.stride
    var i = lineStart
    if lo <= hi, utf16Counts[lo] <= target {
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if utf16Counts[mid] <= target { lo = mid } else { hi = mid - 1 }
      }
      i = lo * LineIndex.stride
      while i > lineStart, i < bytes.count, bytes[i] & 0xC0 == 0x80 { i -= 1 }
    }
    var units = utf16Count(before: i) - lineUnits
    while i < end, units < p.character {
      let b = bytes[i]
      let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
      let width = length == 4 ? 2 : 1
      if units + width > p.character { break }
      units += width
      i = min(i + length, end)
    }
    return i
  }

  func rangeJSON(_ r: SourceRange) -> JSON {
    .object([("start", position(of: r.start).json), ("end", position(of: r.end).json)])
  }

  /// Reads an LSP `{start, end}` range into byte offsets (clamped, start ≤ end).
  func sourceRange(_ json: JSON?) -> SourceRange? {
    guard let start = Position(json?["start"]), let end = Position(json?["end"]) else { return nil }
    let s = offset(of: start)
    return SourceRange(s, max(s, offset(of: end)))
  }
}

// MARK: - Diagnostics

extension Severity {
  /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
  var lsp: Int {
    switch self {
    case .error: 1
    case .warning: 2
    case .note: 3
    }
  }
}

/// layoutc diagnostics as LSP `Diagnostic`s: `code` is the stable ID, notes with a place are
/// `relatedInformation`, notes without one are appended to the message.
enum DiagnosticConversion {
  static func lsp(_ d: Diagnostic, uri: String, lines: LineIndex) -> JSON {
    var message = d.message.text
    var related: [JSON] = []
    for note in d.notes {
      if let r = note.range {
        related.append(.object([
          ("location", .object([("uri", .string(uri)), ("range", lines.rangeJSON(r))])),
          ("message", .string(note.message)),
        ]))
      } else {
        message += "\nnote: " + note.message
      }
    }
    var members: [(String, JSON)] = [
      ("range", lines.rangeJSON(d.range)),
      ("severity", .int(d.severity.lsp)),
      ("code", .string(d.id.description)),
      ("source", "layoutc"),
      ("message", .string(message)),
    ]
    if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
    return .object(members)
  }

  /// A code action's title for a diagnostic's fix-its, in the renderer's words.
  static func title(_ fixIts: [FixIt], in file: SourceFile) -> String {
    let joined = fixIts.map { $0.phrase(replacing: file.text(in: $0.range)) }.joined(separator: " and ")
    return joined.prefix(1).uppercased() + joined.dropFirst()
  }

  static func textEdit(_ fix: FixIt, lines: LineIndex) -> JSON {
    .object([("range", lines.rangeJSON(fix.range)), ("newText", .string(fix.text))])
  }
}
