/// A half-open range of UTF-8 byte offsets into one `SourceFile`.
public struct SourceRange: Hashable, Sendable, Comparable {
  // Stored in 32 bits each: a syntax tree holds a few ranges per token, and half the bytes to
  // copy and allocate is what a tree of small values is bounded by. Sources are at most
  // `Parser.maxSourceBytes` (64 MiB); an offset beyond ±2³¹ is clamped.
  private var storedStart: Int32
  private var storedEnd: Int32

  /// Offset of the first byte.
  public var start: Int {
    get { Int(storedStart) }
    set { storedStart = SourceRange.stored(newValue) }
  }
  /// Offset one past the last byte; equal to `start` for an empty range.
  public var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = SourceRange.stored(newValue) }
  }

  public init(_ start: Int, _ end: Int) {
    storedStart = SourceRange.stored(start)
    storedEnd = SourceRange.stored(max(start, end))
  }

  @inline(__always)
  private static func stored(_ offset: Int) -> Int32 {
    Int32(clamping: offset)
  }

  /// An empty range at `offset`, used for missing pieces ("expected `>`").
  public static func empty(at offset: Int) -> SourceRange { SourceRange(offset, offset) }

  public var length: Int { end - start }
  public var isEmpty: Bool { start == end }

  /// The smallest range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(min(start, other.start), max(end, other.end))
  }

  public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

  public static func < (a: SourceRange, b: SourceRange) -> Bool {
    a.start != b.start ? a.start < b.start : a.end < b.end
  }
}

/// A 1-based line and column; the column counts UTF-8 bytes from the start of the line.
public struct SourceLocation: Hashable, Sendable {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}
