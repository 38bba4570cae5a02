import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import Testing

/// `preview` declarations: the container `build` lays a file out in, the containers `check`
/// diagnoses placement in, the pictures the SVG draws; never the Swift.
@Suite struct PreviewTests {
  static let stories = """
    layout Stories(scroll: horizontal)
    preview strip(width: 390, height: 100, scale: 3, items: 12)
    section < group.vertical(w: 80pt, h: 1) < item inset 4 > >
    """

  static func build(_ text: String, _ options: BuildOptions = BuildOptions()) -> Compilation.Outcome {
    Compilation.build(SourceFile(name: "p.layout", text: text), options: options)
  }

  static func json(_ outcome: Compilation.Outcome) throws -> [String: Any] {
    let text = try #require(outcome.output, "\(outcome.diagnostics.map(\.message.text)) \(outcome.usageError.map(\.description) ?? "")")
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func container(_ outcome: Compilation.Outcome) throws -> [Double] {
    let c = try #require(try json(outcome)["container"] as? [String: Double])
    return [c["width"] ?? -1, c["height"] ?? -1, c["scale"] ?? -1]
  }

  static func itemCounts(_ outcome: Compilation.Outcome) throws -> [Int] {
    let sections = try #require(try json(outcome)["sections"] as? [[String: Any]])
    return sections.map { ($0["items"] as? [Any])?.count ?? -1 }
  }

  /// `direction: rtl` on a preview mirrors the frames (the right-to-left must-hold, from the
  /// file alone); `--direction ltr` overrides it; a misspelt direction is an unknown word.
  @Test func previewDirection() throws {
    let rtl = """
      preview phone(width: 390, height: 844, items: 4, direction: rtl)
      section inset(leading: 16) < group.horizontal(w: 1, h: 50pt) < item(w: 1/4, h: 1) > >
      """
    let json = try Self.json(Self.build(rtl))
    #expect(json["direction"] as? String == "rtl")
    let items = try #require(((json["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Double]]))
    let first = try #require(items.first)
    #expect(abs((first["x"] ?? 0) + (first["width"] ?? 0) - 374) < 1e-9, "\(first)")
    #expect(items.map { $0["x"] ?? 0 } == items.map { $0["x"] ?? 0 }.sorted(by: >), "item 0 is the rightmost")
    var ltr = BuildOptions()
    ltr.container.direction = .leftToRight
    let overridden = try Self.json(Self.build(rtl, ltr))
    #expect(overridden["direction"] == nil)
    let bad = Self.build("preview p(direction: rightToLeft)\nsection < group.horizontal < item > >")
    #expect(bad.diagnostics.map(\.id.description) == ["check.unknownWord"])
    #expect(bad.diagnostics.first?.message.text.contains("`rtl`") == true)
  }

  /// The issue's must-hold: a strip preview builds with no flags at 390×100, 12 items.
  @Test func buildUsesTheFirstPreview() throws {
    let outcome = Self.build(Self.stories)
    #expect(try Self.container(outcome) == [390, 100, 3])
    #expect(try Self.itemCounts(outcome) == [12])
    let content = try #require(try Self.json(outcome)["contentSize"] as? [String: Double])
    #expect(content["height"] == 100 && content["width"] == 12 * 80)
  }

  @Test func flagsOverrideEachValueTheyGive() throws {
    let two = Self.stories + "\npreview big(width: 820, height: 200, scale: 2, items: [4])"
    var options = BuildOptions()
    options.container.height = 300
    #expect(try Self.container(Self.build(two, options)) == [390, 300, 3])
    options.container = ContainerFlags(scale: 1, items: .each(2))
    #expect(try Self.container(Self.build(two, options)) == [390, 100, 1])
    #expect(try Self.itemCounts(Self.build(two, options)) == [2])
    options.container = ContainerFlags(preview: "big")
    #expect(try Self.container(Self.build(two, options)) == [820, 200, 2])
    #expect(try Self.itemCounts(Self.build(two, options)) == [4])
    options.container.width = 500
    #expect(try Self.container(Self.build(two, options)) == [500, 200, 2])
  }

  @Test func anUnknownPreviewIsAUsageErrorNamingThePreviews() {
    let two = Self.stories + "\npreview big(width: 820)"
    let outcome = Self.build(two, BuildOptions(container: ContainerFlags(preview: "bgi")))
    #expect(outcome.output == nil)
    #expect(outcome.usageError?.description == "`p.layout` has no preview named `bgi`; did you mean `big`? (its previews: `strip`, `big`)")
    let none = Self.build("section < group.horizontal < item > >", BuildOptions(container: ContainerFlags(preview: "phone")))
    #expect(none.usageError?.description.contains("declares no preview") == true)
    let check = Compilation.diagnose(SourceFile(name: "p.layout", text: two), resolve: ResolveOptions(), flags: ContainerFlags(preview: "x"))
    #expect(check.usageError != nil)
  }

  /// Without a preview, the defaults (390×844 @3x, 10 items) and the flags, as before.
  @Test func withoutPreviewsTheDefaultsApply() throws {
    let text = "section < group.horizontal(w: 1, h: 44pt) < item(w: 1/2) > >"
    #expect(try Self.container(Self.build(text)) == [390, 844, 3])
    #expect(try Self.itemCounts(Self.build(text)) == [10])
    let diags = Compilation.check(SourceFile(name: "p.layout", text: "section < group.horizontal < item(w: 1/2) item(w: 1/2) item > >"), resolve: ResolveOptions())
    #expect(diags.map(\.id.description) == ["place.childNeverPlaced"])
    #expect(diags.first?.notes.isEmpty == true)
  }

  /// `check` finds placement in every preview; a diagnostic found in several is reported once,
  /// with a note per preview, and one found in only some names only those.
  @Test func checkDiagnosesEveryPreviewAndNamesThem() throws {
    let text = """
      preview phone(width: 390, height: 844, scale: 3)
      preview pad(width: 820, height: 1180, scale: 2)
      preview small(width: 320)
      section < group.horizontal(repeat: 3) < item(w: 120pt) > >
      section < group.horizontal < item(w: 1/2) item(w: 1/2) item > >
      """
    let diags = Compilation.check(SourceFile(name: "p.layout", text: text), resolve: ResolveOptions())
    #expect(diags.map(\.id.description) == ["place.repeatOverflow", "place.childNeverPlaced"])
    let overflow = try #require(diags.first)
    #expect(overflow.message.text.contains("at 320×844 @3x"))
    #expect(overflow.notes.map(\.message) == ["in preview `small` (320×844 @3x)"])
    let never = try #require(diags.last)
    #expect(never.message.text.contains("at 390×844 @3x"))
    #expect(never.notes.map(\.message) == ["in preview `phone` (390×844 @3x)", "in preview `pad` (820×1180 @2x)", "in preview `small` (320×844 @3x)"])
    // Each note points at its preview's name.
    let names = never.notes.compactMap(\.range).map { String(decoding: Array(text.utf8)[$0.start..<$0.end], as: UTF8.self) }
    #expect(names == ["phone", "pad", "small"])
  }

  /// A flag applies to every preview `check` diagnoses, and the note says the size used.
  @Test func checkFlagsApplyToEveryPreview() throws {
    let text = "preview phone\npreview pad(width: 820, scale: 2)\nsection < group.horizontal(repeat: 3) < item(w: 300pt) > >"
    let diags = Compilation.diagnose(SourceFile(name: "p.layout", text: text), resolve: ResolveOptions(), flags: ContainerFlags(width: 1000, height: 500)).diagnostics
    #expect(diags.map(\.id.description) == [])
    let narrow = Compilation.diagnose(SourceFile(name: "p.layout", text: text), resolve: ResolveOptions(), flags: ContainerFlags(width: 800, height: 500)).diagnostics
    #expect(narrow.first?.notes.map(\.message) == ["in preview `phone` (800×500 @3x)", "in preview `pad` (800×500 @2x)"])
  }

  /// Previews never change the Swift, only the header lines that record them for `layoutc import`.
  @Test func swiftIsTheSameWithOrWithoutPreviews() throws {
    let body = "layout Feed\nsection inset 8 < group.horizontal(w: 1, h: 0.5w, count: 2) spacing 8 < item > >\n"
    let plain = Self.build(body, BuildOptions(emit: .swift))
    let withPreviews = Self.build("preview pad(width: 820, height: 1180, scale: 2, items: [6, 20, 8])\npreview phone(width: 320, scale: 1)\n" + body, BuildOptions(emit: .swift))
    #expect(plain.output != nil)
    let recorded = "// layoutc: preview pad(width: 820, height: 1180, scale: 2, items: [6, 20, 8])\n// layoutc: preview phone(width: 320, scale: 1)\n"
    #expect(withPreviews.output?.contains(recorded) == true)
    #expect(withPreviews.output?.replacing(recorded, with: "") == plain.output)
  }

  /// The picture draws every preview side by side, or the one `--preview` picks.
  @Test func svgDrawsEveryPreviewSideBySide() throws {
    let text = Self.stories + "\npreview big(width: 820, height: 200, scale: 2, items: 4)"
    let all = try #require(Self.build(text, BuildOptions(emit: .svg)).output)
    #expect(all.components(separatedBy: "<svg").count - 1 == 3, "an outer picture and one per preview")
    // Each picture is titled with its preview's name, and its size on the line below.
    for (name, size) in [("strip", "390×100 @3x"), ("big", "820×200 @2x")] {
      #expect(all.contains(">Stories — preview \(name)</text>") && all.contains(">\(size) — "), "\(name) \(size)")
    }
    let one = try #require(Self.build(text, BuildOptions(emit: .svg, container: ContainerFlags(preview: "big"))).output)
    #expect(one.components(separatedBy: "<svg").count - 1 == 1)
    #expect(one.contains("preview big") && !one.contains("preview strip"))
    // A file without previews draws exactly what it drew before.
    let plain = "section < group.horizontal < item > >"
    let file = SourceFile(name: "p.layout", text: plain)
    guard case .compositional(let model)? = Compilation.analyze(file, mode: nil).checked else {
      Issue.record("does not check")
      return
    }
    var options = ResolveOptions(mode: .ios17, includeGroups: true)
    options.groupsForFirstItems = 5_000
    let layout = try #require(Resolver.resolve(model, options: options).0)
    #expect(Self.build(plain, BuildOptions(emit: .svg)).output == SVGEmitter.emit(layout))
  }
}

/// C6, C7: a preview's `safeArea:` and `--safe-area` / `--margins` reach the frames, the flags
/// override the preview, and values the container cannot take are usage errors.
@Suite struct SafeAreaFlagTests {
  static let landscape = """
    preview landscape(width: 844, height: 390, items: 2, safeArea: inset(top: 0, leading: 47, bottom: 21, trailing: 47))
    section < group.horizontal(w: 1, h: 100pt) < item(w: 1/2, h: 1) > >
    """

  static func firstX(_ outcome: Compilation.Outcome) throws -> [Double] {
    let sections = try #require(try PreviewTests.json(outcome)["sections"] as? [[String: Any]])
    let items = try #require(sections.first?["items"] as? [[String: Double]])
    return items.map { $0["x"] ?? -1 }
  }

  @Test func previewSafeAreaAndFlags() throws {
    // The issue's must-hold from the file alone: items at 47 and 422, and the JSON says why.
    let built = PreviewTests.build(Self.landscape)
    #expect(try Self.firstX(built) == [47, 422])
    let json = try PreviewTests.json(built)
    #expect(json["safeArea"] as? [String: Double] == ["top": 0, "left": 47, "bottom": 21, "right": 47])
    #expect(json["margins"] as? [String: Double] == ["top": 0, "left": 16, "bottom": 0, "right": 16])
    // `--safe-area` overrides it: 10 on the left only, (844 − 10) / 2 = 417 each.
    var flags = BuildOptions()
    flags.container.safeArea = try OptionValues.edges("0,10,0,0", for: .safeArea)
    #expect(try Self.firstX(PreviewTests.build(Self.landscape, flags)) == [10, 427])
    // Right to left the preview's `leading: 47` is the right edge; the trailing one the left.
    var rtl = BuildOptions()
    rtl.container.direction = .rightToLeft
    #expect(try Self.firstX(PreviewTests.build(Self.landscape, rtl)) == [422, 47])
    // Without a safe area or margins the JSON has neither key.
    let plain = try PreviewTests.json(PreviewTests.build("section < group.horizontal < item > >"))
    #expect(plain["safeArea"] == nil && plain["margins"] == nil)
  }

  @Test func badEdgesAreUsageErrors() throws {
    for bad in ["0,47,21", "0,-1,0,0", "a,b,c,d", "0,47,21,47,0", "0,inf,0,0"] {
      #expect(throws: UsageError.self, "\(bad)") { try OptionValues.edges(bad, for: .margins) }
    }
    #expect(try OptionValues.edges(" 0, 47,21 ,47", for: .safeArea) == PhysicalInsets(top: 0, left: 47, bottom: 21, right: 47))
    var flags = BuildOptions()
    flags.container.safeArea = PhysicalInsets(left: 400)
    flags.container.margins = PhysicalInsets(right: 444)
    let outcome = PreviewTests.build(Self.landscape, flags)
    #expect(outcome.usageError == .insetsTooLarge("844×390 @3x"), "\(outcome.usageError.map(\.description) ?? "none")")
  }
}
