/// How many diagnostics one file reports: at most `perFile`, then one last diagnostic
/// (`limit.tooManyDiagnostics`) that counts the rest. Phases keep the first `perFile` they find in
/// a `DiagnosticCollector` and only count the others, so a file of junk that would raise millions
/// costs no more time and memory than one with a thousand errors, and an editor is never sent more.
public enum DiagnosticLimit {
  /// Diagnostics kept for one file, before the summary.
  public static let perFile = 1_000

  static func id(_ function: String = #function) -> DiagnosticID { DiagnosticID("limit", function: function) }

  /// The summary of the diagnostics left out: an error when any of them is one, so a capped list
  /// still stops a build exactly when the whole list would have.
  public static func tooManyDiagnostics(_ count: Int, errors: Bool) -> DiagnosticMessage {
    .init(
      id(), errors ? .error : .warning,
      "\(count) more diagnostic\(count == 1 ? "" : "s") from here on \(count == 1 ? "is" : "are") not reported; layoutc reports at most \(perFile) for a file")
  }
}

/// Collects a phase's diagnostics, keeping the first `DiagnosticLimit.perFile` of them by
/// position and counting the rest. Memory stays bounded: past twice the limit the kept ones are
/// sorted and cut back to the limit, so the first diagnostics of a file survive whatever order a
/// phase finds them in.
public struct DiagnosticCollector: Sendable {
  private var kept: [Diagnostic] = []
  /// How many were left out, whether any of them is an error, and where the first one is.
  private var omitted = 0
  private var omittedError = false
  private var firstOmitted: SourceRange?
  /// Once cut, the start of the last kept diagnostic: a later one starting after it can never be
  /// among the first, and is only counted (phases mostly report in order, so this is the rule).
  private var lastKeptStart: Int?
  /// With `deduplicating`, the start and ID of every diagnostic appended so far.
  private var seen: DiagnosticKeySet?

  /// `deduplicating`: drop a diagnostic with the start and ID of one already appended, for a phase
  /// that may find the same problem twice (the checker, through each use of a `let`), so copies
  /// neither fill the list nor swell the count.
  public init(deduplicating: Bool = false) {
    seen = deduplicating ? DiagnosticKeySet() : nil
  }

  /// `d` is taken, not borrowed: the one kept is the caller's, not a copy of it.
  public mutating func append(_ d: consuming Diagnostic) {
    if d.isLimitSummary {
      omit(d, count: d.omittedCount)
      return
    }
    if seen != nil, seen?.insert(DiagnosticKey(start: d.range.start, id: d.id)) == false { return }
    if let last = lastKeptStart, d.range.start > last {
      omit(d, count: 1)
      return
    }
    kept.append(d)
    if kept.count >= 2 * DiagnosticLimit.perFile { cut() }
  }

  public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
    for d in diagnostics { append(d) }
  }

  private mutating func omit(_ d: Diagnostic, count: Int) {
    omitted += count
    omittedError = omittedError || d.severity == .error
    if firstOmitted.map({ d.range.start < $0.start }) ?? true { firstOmitted = d.range }
  }

  /// Keeps the first `perFile` by position (then severity, then the order found).
  private mutating func cut() {
    guard kept.count > DiagnosticLimit.perFile else { return }
    let sorted = kept.sortedByPosition()
    for d in sorted[DiagnosticLimit.perFile...] { omit(d, count: 1) }
    kept = Array(sorted[..<DiagnosticLimit.perFile])
    lastKeptStart = kept.last?.range.start
  }

  /// The kept diagnostics, then the summary of the others when there are any.
  public var diagnostics: [Diagnostic] {
    var c = self
    c.cut()
    guard c.omitted > 0, let at = c.firstOmitted else { return c.kept }
    var summary = Diagnostic(DiagnosticLimit.tooManyDiagnostics(c.omitted, errors: c.omittedError), at: .empty(at: at.start))
    summary.omittedCount = c.omitted
    return c.kept + [summary]
  }
}
