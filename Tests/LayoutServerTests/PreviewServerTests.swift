import Foundation
import LayoutServer
import Testing

/// The language server and `preview` declarations: placement diagnostics in every preview, as
/// `layoutc check` finds them, and hover values in the first.
@Suite struct PreviewServerTests {
  /// Two 60pt rows in a strip 100pt tall: only the strip's height leaves no room for the second.
  static let strip = """
    layout Stories(scroll: horizontal)
    preview strip(width: 390, height: 100, scale: 3, items: 12)
    section < group.vertical(w: 80pt, h: 1) < item(h: 60pt) item(h: 60pt) > >
    """

  /// The must-hold: the server's placement diagnostics use 390×100.
  @Test func placementDiagnosticsUseThePreview() throws {
    var s = Session()
    let diags = s.open(Self.strip)
    #expect(diags.compactMap { $0["code"]?.string } == ["place.childNeverPlaced"])
    let message = try #require(diags.first?["message"]?.string)
    #expect(message.contains("at 390×100 @3x"), "\(message)")
    let related = diags.first?["relatedInformation"]?.array?.compactMap { $0["message"]?.string } ?? []
    #expect((related + [message]).contains { $0.contains("in preview `strip` (390×100 @3x)") }, "\(related) \(message)")
    // Without the preview, at the default 390×844, nothing overflows.
    #expect(s.change(Self.strip.replacingOccurrences(of: "preview strip(width: 390, height: 100, scale: 3, items: 12)\n", with: "")).isEmpty)
  }

  /// Hover resolves at the first preview's container.
  @Test func hoverShowsValuesInTheFirstPreview() {
    let text = "preview small(width: 320, height: 568, scale: 2)\npreview pad(width: 820)\nsection < group.horizontal(w: 1, h: 44pt) < item(w: 1/3) > >"
    var s = Session()
    s.open(text)
    let hover = s.result("textDocument/hover", Session.at("1/3", in: text))["contents"]?["value"]?.string ?? "(none)"
    #expect(hover.hasPrefix("1/3 of 320pt = 106.5pt (106.67pt floored to the @2x pixel grid)"), "\(hover)")
    #expect(hover.contains("resolved at 320×568 @2x in preview `small`"), "\(hover)")
  }
}
