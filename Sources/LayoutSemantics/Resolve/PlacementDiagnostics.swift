import LayoutSource

/// Diagnostics that depend on the container size, found by the resolver's own fill (`place.*`),
/// alphabetical. Each names the size it was computed at.
public enum PlacementDiagnostics {
  static func id(_ name: String) -> DiagnosticID { DiagnosticID("place", name) }

  public static func backgroundInsetTooLarge(at size: String) -> DiagnosticMessage {
    .init(id("backgroundInsetTooLarge"), .warning, "the background's insets are larger than its section at \(size), so it has no area to draw in")
  }
  public static func badgeLargerThanHost(_ w: String, _ h: String, _ hostW: String, _ hostH: String, at size: String) -> DiagnosticMessage {
    .init(id("badgeLargerThanHost"), .warning, "this badge is \(w) × \(h) but what it is anchored to is \(hostW) × \(hostH) at \(size)")
  }
  public static func childNeverPlaced(at size: String) -> DiagnosticMessage {
    .init(id("childNeverPlaced"), .warning, "this child is never placed at \(size): the children before it already fill the group")
  }
  public static func emptyAfterInsets(_ w: String, _ h: String, at size: String) -> DiagnosticMessage {
    .init(id("emptyAfterInsets"), .warning, "this item is \(w) × \(h) after its insets at \(size); it has no area to draw in")
  }
  public static func fillNeverFills(at size: String) -> DiagnosticMessage {
    .init(id("fillNeverFills"), .error, "this group's children take no room along its axis at \(size) (their sizes floor to 0pt), so UIKit would repeat them forever")
  }
  public static func flowItemTooLong(_ dimension: String, _ size: String, line: String, by: String, at sizeText: String) -> DiagnosticMessage {
    .init(id("flowItemTooLong"), .warning, "this item is \(size) \(dimension) but a line is \(line) long at \(sizeText); UIKit still places it alone on a line, overflowing it by \(by)")
  }
  public static func fractionOfEstimated(_ axis: String) -> DiagnosticMessage {
    .init(id("fractionOfEstimated"), .warning, "a fraction of the \(axis) of a group whose \(axis) is only estimated; UIKit resolves it against the estimate, which self-sizing later replaces")
  }
  public static func repeatOverflow(_ count: Int, needs: String, has: String, by: String, at size: String) -> DiagnosticMessage {
    .init(id("repeatOverflow"), .warning, "`repeat: \(count)` needs \(needs) but the group has \(has), so it overflows by \(by) at \(size); UIKit draws the copies outside the group")
  }
  public static func slotOverflow(needs: String, has: String, at size: String) -> DiagnosticMessage {
    .init(id("slotOverflow"), .warning, "this child needs \(needs) but its group has \(has) at \(size); it is placed anyway and overflows")
  }
  public static func templateTooLarge(limit: Int, at size: String) -> DiagnosticMessage {
    .init(id("templateTooLarge"), .error, "this group holds more than \(limit) items at \(size); layoutc stops there")
  }
  public static func tooManyGroupFrames(_ frames: String, limit: String, at size: String) -> DiagnosticMessage {
    .init(id("tooManyGroupFrames"), .error, "`--groups` would list \(frames) group frames at \(size), more than the \(limit) one build lists; ask for fewer items (`--items`) or leave out `--groups`")
  }
  public static func widthThresholdInPoints(_ value: String, meant: String, width: String, at size: String) -> DiagnosticMessage {
    .init(id("widthThresholdInPoints"), .warning, "`widthAbove: \(value)` is in points, not a fraction of the width, so this case is chosen at every width above \(value)pt; \(value) of the \(width) width at \(size) is \(meant)")
  }

  /// `12,000,000`: a count as a person reads it.
  public static func count(_ v: Double) -> String {
    var digits = Array(String(Int(min(v, 9e18))))
    var i = digits.count - 3
    while i > 0 {
      digits.insert(",", at: i)
      i -= 3
    }
    return String(digits)
  }

  /// `390pt` or `132.333pt`: points as a person reads them.
  static func pt(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return JSONText.number(r) + "pt"
  }
}
