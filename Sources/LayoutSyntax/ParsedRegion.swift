import LayoutSource

/// Top-level declarations parsed from one offset of a file up to a stopping point, each with its
/// own syntax diagnostics: how the language server re-parses only the declarations an edit touched
/// and keeps the others (`Parser.parseRegion`).
public struct ParsedRegion: Sendable {
  public var decls: [Decl]
  /// Each declaration's syntax diagnostics: the lexer's by position, the parser's by the
  /// declaration it was parsing.
  public var diagnostics: [[Diagnostic]]
  /// The comments in the region, in order.
  public var comments: [SourceRange]
  /// Where the region ends: the start of the token it stopped at, or the end of the file.
  public var end: Int
  /// False when the diagnostics cannot be split by declaration (diagnostics but no declaration,
  /// or enough of them that the per-file limit may apply): the caller parses the whole file.
  public var divisible: Bool
}

extension Parser {
  /// Attributing more diagnostics than this makes a region indivisible (far below the per-file limit).
  public static let maxRegionDiagnostics = 400

  /// Parses declarations from `start` (the first token of a declaration, or 0) until the first
  /// token at which a top-level-only keyword (`section`, `let`, `layout`, `flow`) starts a
  /// declaration and `stop` of its start is true, or the end of the file. Parsing the whole file
  /// this way gives `parse`'s declarations and diagnostics.
  public static func parseRegion(_ file: SourceFile, from start: Int, stop: (Int) -> Bool) -> ParsedRegion {
    var p = Parser(bytes: file.bytes, from: start)
    p.attributed = []
    let decls = withoutActuallyEscaping(stop) { p.parseDeclarations(stop: $0) }
    let end = p.at(.eof) ? file.bytes.count : p.current.range.start
    let lexerDiagnostics = p.lexer.diagnostics.filter { $0.range.start < end || end == file.bytes.count }
    let attributed = p.attributed ?? []
    var region = ParsedRegion(
      decls: decls, diagnostics: Array(repeating: [], count: decls.count),
      comments: p.lexer.comments.filter { $0.start < end }, end: end,
      divisible: lexerDiagnostics.count + attributed.count <= maxRegionDiagnostics && !lexerDiagnostics.contains(where: \.isLimitSummary))
    guard !decls.isEmpty else {
      region.divisible = region.divisible && lexerDiagnostics.isEmpty && attributed.isEmpty
      return region
    }
    // As in `parse`: a token the lexer reported needs no second diagnostic at its start.
    let lexed = Set(lexerDiagnostics.map(\.range.start))
    let starts = decls.map(\.range.start)
    for d in lexerDiagnostics {
      // The last declaration starting at or before it (the first takes what comes before it).
      var lo = 0, hi = starts.count - 1
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if starts[mid] <= d.range.start { lo = mid } else { hi = mid - 1 }
      }
      region.diagnostics[lo].append(d)
    }
    for (i, d) in attributed where !lexed.contains(d.range.start) {
      region.diagnostics[min(i, decls.count - 1)].append(d)
    }
    for i in region.diagnostics.indices where !region.diagnostics[i].isEmpty {
      region.diagnostics[i] = region.diagnostics[i].normalized()
    }
    return region
  }
}

extension Decl {
  /// Where the declaration starts and ends.
  public var range: SourceRange {
    switch self {
    case .layout(let d): d.range
    case .preview(let d): d.range
    case .let(let d): d.range
    case .section(let d): d.range
    case .element(let e): e.range
    case .invalid(let r): r
    }
  }
}
