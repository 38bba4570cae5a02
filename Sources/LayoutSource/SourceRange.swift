/// A half-open range of UTF-8 byte offsets into one `SourceFile`.
public struct SourceRange: Hashable, Sendable, Comparable {
  // Stored in 32 bits each: a syntax tree holds a few ranges per token, and half the bytes to
  // copy and allocate is what a tree of small values is bounded by. Sources are at most
  // `Parser.maxSourceBytes` (64 MiB); an offset beyond ±2³¹ is clamped. Inlinable, as every
  // phase makes and reads ranges at every token.
  @usableFromInline var storedStart: Int32
  @usableFromInline var storedEnd: Int32

  /// Offset of the first byte.
  @inlinable public var start: Int {
    get { Int(storedStart) }
    set { storedStart = Int32(clamping: newValue) }
  }
  /// Offset one past the last byte; equal to `start` for an empty range.
  @inlinable public var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = Int32(clamping: newValue) }
  }

  @inlinable public init(_ start: Int, _ end: Int) {
    storedStart = Int32(clamping: start)
    storedEnd = Int32(clamping: max(start, end))
  }

  /// `start..<end` from a scanner that knows `start <= end` and both within 32 bits (the lexer,
  /// inside a source of at most `Parser.maxSourceBytes`): nothing to order or clamp.
  @inlinable public init(scanned start: Int, _ end: Int) {
    storedStart = Int32(truncatingIfNeeded: start)
    storedEnd = Int32(truncatingIfNeeded: end)
  }

  /// An empty range at `offset`, used for missing pieces ("expected `>`").
  @inlinable public static func empty(at offset: Int) -> SourceRange { SourceRange(offset, offset) }

  @inlinable public var length: Int { end - start }
  @inlinable public var isEmpty: Bool { start == end }

  /// The smallest range covering both.
  @inlinable public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(min(start, other.start), max(end, other.end))
  }

  @inlinable public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

  @inlinable public static func < (a: SourceRange, b: SourceRange) -> Bool {
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
