/// A half-open range of UTF-8 byte offsets into one `SourceFile`.
public struct SourceRange: Hashable, Sendable, Comparable {
  /// Offset of the first byte.
  public var start: Int
  /// Offset one past the last byte; equal to `start` for an empty range.
  public var end: Int

  public init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = max(start, end)
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
