import LayoutSource

/// Diagnostics that depend on the container size, found by the resolver's own fill (`place.*`),
/// alphabetical. Each names the size it was computed at.
public enum PlacementDiagnostics {
  static func id(_ function: String = #function) -> DiagnosticID { DiagnosticID("place", function: function) }

  /// On any placement diagnostic found in a preview (`` `pad` (820×1180 @2x) ``), at the
  /// preview's name; `message` is what it says there when that differs from the diagnostic's own.
  public static func anyInPreviewNote(_ preview: String, message: String? = nil, at name: SourceRange?) -> DiagnosticNote {
    DiagnosticNote("in preview \(preview)" + (message.map { ": " + $0 } ?? ""), at: name)
  }
  public static func backgroundInsetTooLarge(at size: String) -> DiagnosticMessage {
    .init(id(), .warning, "the background's insets are larger than its section at \(size), so it has no area to draw in")
  }
  public static func badgeLargerThanHost(_ w: Double, _ h: Double, host hostW: Double, _ hostH: Double, at size: String) -> DiagnosticMessage {
    .init(id(), .warning, "this badge is \(pt(w)) × \(pt(h)) but what it is anchored to is \(pt(hostW)) × \(pt(hostH)) at \(size)")
  }
  public static func childNeverPlaced(at size: String) -> DiagnosticMessage {
    .init(id(), .warning, "this child is never placed at \(size): the children before it already fill the group")
  }
  public static func emptyAfterInsets(_ w: Double, _ h: Double, at size: String) -> DiagnosticMessage {
    .init(id(), .warning, "this item is \(pt(w)) × \(pt(h)) after its insets at \(size); it has no area to draw in")
  }
  public static func fillNeverFills(at size: String) -> DiagnosticMessage {
    .init(id(), .error, "this group's children take no room along its axis at \(size) (their sizes floor to 0pt), so UIKit would repeat them forever")
  }
  /// `length` is the item's length across `scroll`, `line` the room a line has for it.
  public static func flowItemTooLong(_ length: Double, line: Double, scroll: Axis, at size: String) -> DiagnosticMessage {
    let dimension = scroll == .vertical ? "wide" : "tall"
    return .init(id(), .warning, "this item is \(pt(length)) \(dimension) but a line is \(pt(line)) long at \(size); UIKit still places it alone on a line, overflowing it by \(pt(length - line))")
  }
  public static func fractionOfEstimated(_ axis: Axis) -> DiagnosticMessage {
    .init(id(), .warning, "a fraction of the \(axis.length) of a group whose \(axis.length) is only estimated; UIKit resolves it against the estimate, which self-sizing later replaces")
  }
  public static func repeatOverflow(_ count: Int, needs: Double, has: Double, at size: String) -> DiagnosticMessage {
    .init(id(), .warning, "`repeat: \(count)` needs \(pt(needs)) but the group has \(pt(has)), so it overflows by \(pt(needs - has)) at \(size); UIKit draws the copies outside the group")
  }
  public static func slotOverflow(needs: Double, has: Double, at size: String) -> DiagnosticMessage {
    .init(id(), .warning, "this child needs \(pt(needs)) but its group has \(pt(has)) at \(size); it is placed anyway and overflows")
  }
  public static func templateTooLarge(limit: Int, at size: String) -> DiagnosticMessage {
    .init(id(), .error, "this group holds more than \(limit) items at \(size); layoutc stops there")
  }
  public static func tooManyGroupFrames(_ frames: Double, limit: Int, at size: String) -> DiagnosticMessage {
    .init(id(), .error, "`--groups` would list \(count(frames)) group frames at \(size), more than the \(count(Double(limit))) one build lists; ask for fewer items (`--items`) or leave out `--groups`")
  }
  /// `meant` is `value` of `width`, in whole points (what the fix-it writes).
  public static func widthThresholdInPoints(_ value: Double, meant: Double, width: Double, at size: String) -> DiagnosticMessage {
    let v = JSONText.number(value)
    return .init(id(), .warning, "`widthAbove: \(v)` is in points, not a fraction of the width, so this case is chosen at every width above \(v)pt; \(v) of the \(pt(width)) width at \(size) is \(pt(meant))")
  }
  /// `--rect` would place `items` items, `measured` of them in sections sized repetition by
  /// repetition (or line by line), which a window cannot skip.
  public static func windowTooLarge(_ items: Double, measured: Double, limit: Int, at size: String) -> DiagnosticMessage {
    let why = measured > 0
      ? "\(count(measured)) of them in sections whose items are placed one after another (measured sizes, or flow lines of differing items), which a window cannot skip"
      : "the rect reaches that many"
    return .init(id(), .error, "`--rect` would place \(count(items)) items at \(size), more than the \(count(Double(limit))) one build lays out: \(why); ask for a smaller rect or fewer items (`--items`)")
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
