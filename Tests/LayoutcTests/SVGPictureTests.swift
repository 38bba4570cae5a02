import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

@testable import LayoutEmit

/// What a reader of `--emit svg` sees: numbers on the pixel grid, a title that is never clipped,
/// a legend of what is drawn, orthogonal sections at the screen's width, a cut picture as big as
/// its drawing, previews side by side.
@Suite struct SVGPictureTests {
  static func svg(_ text: String, name: String = "p.layout", _ options: BuildOptions = BuildOptions(emit: .svg)) throws -> String {
    let outcome = Compilation.build(SourceFile(name: name, text: text), options: options)
    return try #require(outcome.output, "\(outcome.diagnostics.map(\.message.text))")
  }

  static func sample(_ name: String, items: Int? = nil) throws -> String {
    let url = Fixtures.packageRoot.appendingPathComponent("Samples/\(name).layout")
    var options = BuildOptions(emit: .svg)
    if let items { options.container.items = .each(items) }
    return try svg(String(decoding: try Data(contentsOf: url), as: UTF8.self), name: "Samples/\(name).layout", options)
  }

  /// The outer `<svg>`'s width and height, and the bottom of its view box.
  static func canvas(_ svg: String) throws -> (width: Double, height: Double, bottom: Double) {
    let m = try #require(svg.firstMatch(of: #/<svg xmlns="[^"]*" width="([0-9.]+)" height="([0-9.]+)" viewBox="[-0-9.]+ ([-0-9.]+) /#))
    let height = try #require(Double(m.2))
    return (try #require(Double(m.1)), height, try #require(Double(m.3)) + height)
  }

  static let numbers: [(Double, Double, String)] = [
    (452.0 / 3, 3, "150.67"), (16, 3, "16"), (0.1 + 0.2, 2, "0.5"), (-0.0001, 3, "0"), (331.3333333, 3, "331.33"), (2.25, 0, "2.25"),
  ]

  @Test(arguments: SVGPictureTests.numbers)
  func numbersAreOnThePixelGridAndShortest(_ v: Double, _ scale: Double, _ text: String) {
    #expect(SVGEmitter.number(v, scale: scale) == text)
  }

  /// The issue's `150.66666666666666`: no number in a picture at @3x has more than two decimals.
  @Test(arguments: ["orthogonal-sections", "badges", "right-to-left", "self-sizing-feed"])
  func noLongNumbers(_ name: String) throws {
    let picture = try Self.sample(name)
    let long = picture.matches(of: /[0-9]\.[0-9]{3,}/).map { String(picture[$0.range]) }
    #expect(long.isEmpty, "\(name): \(long.prefix(5))")
  }

  /// Every title line fits the canvas at 0.62 em a character, in a monospace font.
  @Test func longTitleIsNotClipped() throws {
    let name = String(repeating: "VeryLongLayoutName", count: 4)
    let picture = try Self.svg("layout \(name)\nsection < group.horizontal(w: 1, h: 10pt) < item(w: 0.5, h: 1) > >\npreview phoneWithALongName(width: 200, height: 100, scale: 3)\n")
    let width = try Self.canvas(picture).width
    let lines = picture.matches(of: /<text [^>]*font-size="(1[24])"[^>]*>([^<]*)<\/text>/)
    #expect(lines.count >= 2)
    for line in lines {
      #expect(picture[line.range].contains("monospace"))
      let size = try #require(Double(line.1))
      #expect(SVGEmitter.textWidth(String(line.2), size: size) + 2 * SVGEmitter.margin <= width, "\(line.2) is clipped at \(width)")
    }
  }

  /// The legend names the kinds and styles the picture uses, and only those.
  @Test(arguments: [
    ("badges", ["item", "group", "badge", "screen"], ["pinned", "header/footer", "estimated size"]),
    ("pinned-section-headers", ["item", "pinned", "header/footer", "estimated size"], ["badge"]),
    ("section-background", ["background"], ["badge"]),
    ("nested-groups", ["nested group (depth 1)"], ["scrolls sideways (bar: its run)"]),
    ("orthogonal-sections", ["scrolls sideways (bar: its run)"], ["badge"]),
  ])
  func legendListsWhatIsDrawn(_ name: String, _ present: [String], _ absent: [String]) throws {
    let picture = try Self.sample(name)
    let labels = Set(picture.matches(of: /font-size="11" fill="#333333"[^>]*>([^<]*)<\/text>/).map { String($0.1) })
    for label in present { #expect(labels.contains(label), "\(name): no \(label) in \(labels)") }
    for label in absent { #expect(!labels.contains(label), "\(name): \(label) in \(labels)") }
  }

  /// A carousel is drawn to the screen's width, clipped, with a bar and its run.
  @Test func orthogonalSectionIsDrawnToTheScreenWidth() throws {
    let picture = try Self.sample("orthogonal-sections", items: 20)
    let width = try Self.canvas(picture).width
    #expect(width == 390 + 2 * SVGEmitter.margin)
    #expect(picture.contains("<g clip-path=\"url(#p0-s0)\">"))
    // Three items a group: 20 items fill 7 groups, each px(0.85 × 390) = 331.333 wide, end to end.
    #expect(picture.contains(">scrolls 2319.33 pt</text>"))
  }

  /// The issue's 100,000 items: the canvas ends where the drawing does, with a note of the rest.
  @Test func cutPictureIsSizedToWhatIsDrawn() throws {
    let picture = try Self.sample("photo-grid", items: 100_000)
    let bottom = try Self.canvas(picture).bottom
    let drawnEnd = try #require(picture.matches(of: /<text x="[0-9.]+" y="([0-9.]+)"[^>]*>4999<\/text>/).last.flatMap { Double($0.1) })
    // The last drawn item starts a repetition whose group (about 400pt) is drawn whole; the content
    // is 100,000 / 100 × 7,596pt long.
    #expect(bottom < drawnEnd + 600, "canvas ends at \(bottom), the last drawn item's label at \(drawnEnd)")
    #expect(picture.contains("height=\"7596000\"") == false)
    #expect(picture.contains(">95000 more items (the first 5000 are drawn)</text>"))
  }

  /// A drawn `<text>`: where it is, its size, anchor and content, and the box it takes at
  /// `SVGEmitter.textWidth` (the same estimate the placement uses).
  struct TextBox {
    var text: String
    var size: Double
    var fill: String
    var box: Rect
  }

  static func texts(_ svg: String) -> [TextBox] {
    svg.matches(of: #/<text x="([-0-9.]+)" y="([-0-9.]+)" ([^>]*)>([^<]*)</text>/#).compactMap { m in
      guard let x = Double(m.1), let y = Double(m.2) else { return nil }
      let attributes = String(m.3)
      guard let size = attributes.firstMatch(of: #/font-size="([0-9.]+)"/#).flatMap({ Double($0.1) }) else { return nil }
      let fill = attributes.firstMatch(of: #/fill="([^"]*)"/#).map { String($0.1) } ?? ""
      let w = SVGEmitter.textWidth(String(m.4), size: size)
      let x0 = attributes.contains("text-anchor=\"end\"") ? x - w : attributes.contains("text-anchor=\"middle\"") ? x - w / 2 : x
      return TextBox(text: String(m.4), size: size, fill: fill, box: Rect(x: x0, y: y - size * 0.75, width: w, height: size * 0.9))
    }
  }

  static func rects(_ svg: String, style: String) -> [Rect] {
    svg.matches(of: #/<rect x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)" ([^>]*)/>/#).compactMap { m in
      guard m.5.hasPrefix(style), let x = Double(m.1), let y = Double(m.2), let w = Double(m.3), let h = Double(m.4) else { return nil }
      return Rect(x: x, y: y, width: w, height: h)
    }
  }

  /// A badge is labelled at a size proportional to it, inside it: the 20pt badges of the sample
  /// at 10pt (their initial: "badge" is too wide at a legible size), none clipped.
  @Test func badgeLabelsAreLegibleAndInside() throws {
    let picture = try Self.sample("badges")
    // Below the heading, whose legend has a badge swatch.
    let badges = Self.rects(picture, style: SVGEmitter.Style.badge).filter { $0.y >= -0.5 }
    let labels = Self.texts(picture).filter { $0.fill == "#880e4f" }
    #expect(badges.count == 10)
    #expect(labels.count == badges.count)
    for label in labels {
      #expect(label.size >= 8, "\(label.text) at \(label.size)pt")
      let inside = badges.contains { b in
        label.box.x >= b.x - 0.01 && label.box.x + label.box.width <= b.x + b.width + 0.01 && label.box.y >= b.y - 1 && label.box.y + label.box.height <= b.y + b.height + 1
      }
      #expect(inside, "\(label.text) at \(label.box) is not inside a badge")
    }
    #expect(SVGEmitter.badgeLabel("badge", in: Rect(x: 0, y: 0, width: 60, height: 24))?.text == "badge")
    #expect(SVGEmitter.badgeLabel("badge", in: Rect(x: 0, y: 0, width: 3, height: 3)) == nil)
  }

  /// No two labels overlap, and none sits on a badge but its own: right to left (the badges on
  /// the items' left, where a section's name used to go), and the other samples of the gallery.
  @Test(arguments: ["right-to-left", "badges", "orthogonal-sections", "pinned-section-headers", "nested-groups", "self-sizing-feed", "grid"])
  func labelsDoNotOverlap(_ name: String) throws {
    let picture = try Self.sample(name)
    // Below the heading (content coordinates start at 0; the heading is above).
    let labels = Self.texts(picture).filter { $0.box.y >= -0.5 }
    let badges = Self.rects(picture, style: SVGEmitter.Style.badge).filter { $0.y >= -0.5 }
    for (i, a) in labels.enumerated() {
      for b in labels[(i + 1)...] {
        #expect(SVGEmitter.overlapArea(a.box, b.box) == 0, "\(name): \(a.text) at \(a.box) overlaps \(b.text) at \(b.box)")
      }
      guard a.fill != "#880e4f" else { continue }
      for badge in badges {
        #expect(SVGEmitter.overlapArea(a.box, badge) == 0, "\(name): \(a.text) at \(a.box) overlaps the badge at \(badge)")
      }
    }
  }

  /// `--rect`: the canvas is as big as what the window keeps (its items reach past it), not the
  /// whole content, and outlines the rect; items keep their indices.
  @Test func windowedPictureIsSizedToTheRect() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Samples/photo-grid.layout")
    let r = try CLI.run(["build", url.path, "--items", "1000", "--rect", "0,20000,390,300", "--emit", "svg"], in: Fixtures.packageRoot)
    #expect(r.status == 0, "\(r.summary)")
    let picture = r.stdoutText
    let canvas = try Self.canvas(picture)
    #expect(canvas.height < 1200, "the canvas is \(canvas.height) tall for a 300pt rect")
    #expect(canvas.bottom > 20300 && canvas.bottom - canvas.height < 20000, "the canvas, up to \(canvas.bottom), does not hold the rect")
    #expect(picture.contains(">rect</text>") && !picture.contains(">screen</text>"))
    let indices = Self.texts(picture).compactMap { Int($0.text) }
    #expect(!indices.isEmpty && indices.allSatisfy { $0 > 200 }, "item labels \(indices)")
  }

  /// `diff --emit svg` of a file with two previews draws them side by side, tops aligned, as
  /// `build --emit svg` does, each with its own clip ids.
  @Test func diffPicturePreviewsAreSideBySide() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let a = tmp.file("a.layout"), b = tmp.file("b.layout")
    let text = """
      preview phone(width: 390, height: 844, scale: 3)
      preview pad(width: 820, height: 1180, scale: 2, items: 30)
      section scroll continuous spacing 10 inset 10 <
        group.horizontal(w: 0.9, h: 100pt, count: 3) spacing 10 < item >
      >

      """
    try Data(text.utf8).write(to: a)
    try Data(text.replacingOccurrences(of: "100pt", with: "120pt").utf8).write(to: b)
    let r = try CLI.run(["diff", a.path, b.path, "--emit", "svg"])
    #expect(r.status == 1, "\(r.summary)")
    let picture = r.stdoutText
    let moves = picture.matches(of: #/<g transform="translate\(([-0-9.]+) ([-0-9.]+)\)">/#).map { (Double($0.1) ?? 0, Double($0.2) ?? 0) }
    #expect(moves.count == 2)
    let canvas = try Self.canvas(picture)
    // Side by side: wider than the pad's picture alone, and no taller than the taller one.
    #expect(canvas.width > 820 + 390, "the canvas is \(canvas.width) wide")
    #expect(canvas.height < 1180 + 844, "the canvas is \(canvas.height) tall: stacked?")
    #expect(picture.contains("id=\"p0-s0\"") && picture.contains("id=\"p1-s0\""), "each picture has its own clip ids")
  }
}
