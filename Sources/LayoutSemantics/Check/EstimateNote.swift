import LayoutSource

/// The `~estimate` note says the same thing at every use, so a file gets it once: at the first
/// estimate, counting the others.
public enum EstimateNote {
  static func once(_ diags: [Diagnostic]) -> [Diagnostic] {
    let id = CheckDiagnostics.estimatedTreatedAsFinal("").id
    let all = diags.filter { $0.id == id }
    guard all.count > 1, var first = all.min(by: { $0.range.start < $1.range.start }) else { return diags }
    let others = all.count - 1
    first.notes.append(CheckDiagnostics.estimatedTreatedAsFinalNote(others: others))
    return diags.filter { $0.id != id } + [first]
  }

  /// Without the note: measured sizes replace the estimates (E1, E2).
  public static func dropped(_ diags: [Diagnostic]) -> [Diagnostic] {
    let id = CheckDiagnostics.estimatedTreatedAsFinal("").id
    return diags.filter { $0.id != id }
  }
}
