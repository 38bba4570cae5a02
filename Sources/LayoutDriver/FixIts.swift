import LayoutSource

/// `layoutc check --fix`: the fix-its the diagnostics offer, applied to the source text.
public enum FixIts {
  /// Why a file is left as it is.
  public enum Refusal: Error, Equatable {
    /// This many errors offer no fix-it: fixing the rest would still leave a broken file.
    case unfixableErrors(Int)
  }

  /// The text with every diagnostic's fix-its applied, and how many diagnostics were fixed. A
  /// diagnostic's edits go in together or not at all; one that overlaps an edit already taken is
  /// left for the next run.
  public static func apply(_ diags: [Diagnostic], to bytes: [UInt8]) -> Result<(bytes: [UInt8], fixed: Int), Refusal> {
    let unfixable = diags.filter { $0.severity == .error && $0.fixIts.isEmpty }.count
    guard unfixable == 0 else { return .failure(.unfixableErrors(unfixable)) }
    var taken: [FixIt] = []
    var fixed = 0
    for d in diags where !d.fixIts.isEmpty {
      let inBounds = d.fixIts.allSatisfy { $0.range.start >= 0 && $0.range.end <= bytes.count && $0.range.start <= $0.range.end }
      guard inBounds, !d.fixIts.contains(where: { f in taken.contains { overlaps($0.range, f.range) } }) else { continue }
      taken += d.fixIts
      fixed += 1
    }
    var out = bytes
    // From the end, so earlier offsets stay valid; at one offset, later-listed edits go first.
    for f in taken.enumerated().sorted(by: { ($0.element.range.start, $0.offset) > ($1.element.range.start, $1.offset) }).map(\.element) {
      out.replaceSubrange(f.range.start..<f.range.end, with: Array(f.text.utf8))
    }
    return .success((out, fixed))
  }

  /// Two edits conflict when they touch a common byte, or insert at the same place.
  static func overlaps(_ a: SourceRange, _ b: SourceRange) -> Bool {
    if a.start == b.start { return true }
    return a.start < b.end && b.start < a.end
  }
}
