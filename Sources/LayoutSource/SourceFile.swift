#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One input: its display name and its bytes. Line and column are computed only for output, from a
/// table of line starts built once. Lines end at `\n`, `\r\n` or a lone `\r`, as LSP counts them,
/// so the CLI and the language server agree on every line number.
public struct SourceFile: Sendable {
  /// The name shown in diagnostics (`Samples/grid.layout`, or `<stdin>`).
  public let name: String
  /// The raw bytes; never assumed to be valid UTF-8.
  public let bytes: [UInt8]
  /// Offsets at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
    var starts = [0]
    // Lines are rarely under 32 bytes: grown once or twice, not at every doubling.
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { b in
      guard let base = b.baseAddress else { return }
      let n = b.count
      // Without a `\r` (nearly every file), a line starts after each `\n`: `memchr` finds them
      // many bytes per instruction (it is vectorised), where a loop here tests every byte.
      if memchr(base, Int32(UInt8(ascii: "\r")), n) == nil {
        var i = 0
        while i < n, let found = memchr(base + i, Int32(UInt8(ascii: "\n")), n - i) {
          i = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
          starts.append(i)
        }
        return
      }
      var i = 0
      // Eight bytes at a time: a word none of whose bytes is at or below `\r` ends no line, and
      // most words of text are such words (lines are tens of bytes long).
      let raw = UnsafeRawPointer(base)
      while i + 8 <= n {
        if SourceFile.mayEndLine(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
          for j in i..<i + 8 where SourceFile.endsLine(b, at: j) { starts.append(j + 1) }
        }
        i += 8
      }
      while i < n {
        if SourceFile.endsLine(b, at: i) { starts.append(i + 1) }
        i += 1
      }
    }
    self.lineStarts = starts
  }

  /// Whether any byte of `word` may be at most `\r` (0x0D), the largest byte that can end a line
  /// (the bit-twiddling test for a byte below a bound): never false for a word that has one; a
  /// true answer is checked byte by byte.
  @inline(__always)
  static func mayEndLine(_ word: UInt64) -> Bool {
    (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0
  }

  /// `old` with the bytes `start..<oldEnd` replaced, giving `bytes` (whose replacement ends at
  /// `newEnd`): the line table is spliced, not rebuilt (the language server, at every keystroke).
  public init(name: String, bytes: [UInt8], editing old: SourceFile, start: Int, oldEnd: Int, newEnd: Int) {
    self.name = name
    self.bytes = bytes
    lineStarts = SourceFile.lineStarts(of: bytes, editing: old.lineStarts, start: start, oldEnd: oldEnd, newEnd: newEnd)
  }

  /// Whether the byte at `i` ends a line: `\n`, or `\r` not followed by `\n`.
  @inline(__always)
  static func endsLine(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    let c = b[i]
    // Printable bytes are all above `\r`: one comparison passes them.
    guard c <= UInt8(ascii: "\r") else { return false }
    return c == UInt8(ascii: "\n") || (c == UInt8(ascii: "\r") && (i + 1 == b.count || b[i + 1] != UInt8(ascii: "\n")))
  }

  /// The line starts of `bytes`, from `old` (those of the text before the edit `start..<oldEnd` →
  /// `start..<newEnd`): whether an offset starts a line depends only on the bytes before and at it.
  public static func lineStarts(of bytes: [UInt8], editing old: [Int], start: Int, oldEnd: Int, newEnd: Int) -> [Int] {
    let n = bytes.count
    let delta = newEnd - oldEnd
    var lo = 0, hi = old.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if old[mid] < start { lo = mid + 1 } else { hi = mid }
    }
    var out = Array(old[..<max(1, lo)])
    out.reserveCapacity(old.count + 16)
    var p = max(1, start)
    bytes.withUnsafeBufferPointer { b in
      while p <= min(newEnd + 1, n) {
        if endsLine(b, at: p - 1) { out.append(p) }
        p += 1
      }
    }
    var k = lo
    while k < old.count, old[k] < oldEnd + 2 { k += 1 }
    while k < old.count {
      out.append(old[k] + delta)
      k += 1
    }
    return out
  }

  public init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// The 1-based line and column of a byte offset (clamped into the file).
  public func location(of offset: Int) -> SourceLocation {
    let offset = min(max(0, offset), bytes.count)
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return SourceLocation(line: lo + 1, column: offset - lineStarts[lo] + 1)
  }

  /// The text of a range, with invalid UTF-8 repaired.
  public func text(in range: SourceRange) -> String {
    let s = min(max(0, range.start), bytes.count)
    let e = min(max(s, range.end), bytes.count)
    return String(decoding: bytes[s..<e], as: UTF8.self)
  }

  /// The text of a 1-based line, without its line break.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    return String(decoding: bytes[lineStarts[line - 1]..<lineEnd(line)], as: UTF8.self)
  }

  /// Where a 1-based line's text ends, before its line break (`\n`, `\r\n` or `\r`).
  public func lineEnd(_ line: Int) -> Int {
    let start = lineStarts[line - 1]
    guard line < lineStarts.count else { return bytes.count }
    var e = lineStarts[line] - 1
    if bytes[e] == UInt8(ascii: "\n"), e > start, bytes[e - 1] == UInt8(ascii: "\r") { e -= 1 }
    return e
  }
}

extension SourceFile {
  /// The name of a file read from standard input (`layoutc build -`).
  public static let standardInputName = "<stdin>"
}
