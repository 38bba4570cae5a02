import LayoutSource

/// The `~estimate` note, and the note on list rows, say the same thing at every use, so a file
/// gets each once: at the first use, counting the others.
public enum EstimateNote {
  static func once(_ diags: [Diagnostic]) -> [Diagnostic] {
    let estimates = once(diags, id: CheckDiagnostics.estimatedTreatedAsFinal("").id) {
      CheckDiagnostics.estimatedTreatedAsFinalNote(others: $0)
    }
    return once(estimates, id: CheckDiagnostics.listMetricsEstimated().id) { CheckDiagnostics.listMetricsEstimatedNote(others: $0) }
  }

  /// The diagnostics with those of `id` reduced to the first, which gets `note(others)`.
  static func once(_ diags: [Diagnostic], id: DiagnosticID, note: (Int) -> DiagnosticNote) -> [Diagnostic] {
    // Counted in place (a file can have hundreds), the first kept by index.
    var count = 0
    var first: Int?
    for i in diags.indices where has(diags[i], id) {
      count += 1
      if first.map({ diags[i].range.start < diags[$0].range.start }) ?? true { first = i }
    }
    guard count > 1, let first else { return diags }
    var kept = diags[first]
    kept.notes.append(note(count - 1))
    var out = diags.filter { !has($0, id) }
    out.append(kept)
    return out
  }

  /// A file's diagnostics as `check` reports them: each note once, in order, and no estimate
  /// note where every preview gives measured sizes (E1).
  static func finished(_ diags: [Diagnostic], previews: [Preview]) -> [Diagnostic] {
    let diags = once(diags).normalized()
    return !previews.isEmpty && previews.allSatisfy({ !$0.sizes.isEmpty }) ? dropped(diags) : diags
  }

  /// Without the note: measured sizes replace the estimates (E1, E2).
  public static func dropped(_ diags: [Diagnostic]) -> [Diagnostic] {
    let id = CheckDiagnostics.estimatedTreatedAsFinal("").id
    return diags.filter { !has($0, id) }
  }

  /// Whether `d` has `id`. Most IDs' names differ from its name in length, which is read without
  /// comparing a byte (a long name is not held in the string itself).
  @inline(__always)
  static func has(_ d: Diagnostic, _ id: DiagnosticID) -> Bool {
    d.id.name.utf8.count == id.name.utf8.count && d.id == id
  }
}
