import LayoutSemantics
import LayoutSource

/// Diagnostics of the emitters (`emit.*`), alphabetical: what the emitted code cannot promise.
public enum EmitDiagnostics {
  static func id(_ name: String) -> DiagnosticID { DiagnosticID("emit", name) }

  /// A `count:` or `repeat:` group whose copies the generated Swift leaves UIKit to size, although
  /// whether UIKit takes its spacing out of `repeatingSubitem` copies (G5) is not known.
  public static func contestedSpacingRetry(_ kind: String, spacing: String, axis: Axis, widerOnDevice: Bool) -> DiagnosticMessage {
    let dimension = axis == .horizontal ? "width" : "height"
    let change = longer(axis, widerOnDevice)
    return .init(
      id("contestedSpacingRetry"), .warning,
      "on device the copies of this `\(kind)` may be \(change) than in layoutc's frames: UIKit does not document whether it takes the \(spacing) `interItemSpacing` out of `repeatingSubitem` copies, and the generated Swift cannot size them itself inside a fill group whose number of children depends on the container; give this group an absolute \(dimension)")
  }

  /// `wider` or `taller` (or, when `longer` is false, `narrower` or `shorter`) along `axis`.
  static func longer(_ axis: Axis, _ longer: Bool) -> String {
    axis == .horizontal ? (longer ? "wider" : "narrower") : (longer ? "taller" : "shorter")
  }
}
