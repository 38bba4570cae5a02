import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// A decimal literal of up to 17 significant digits is exactly the CGFloat Swift makes of it, so
// `93.33333333333333pt`, which Swift prints for 280/3, resolves to the same frames as `280/3pt`
// (`Double(280) / Double(3)`), bit for bit. Through the checker and the resolver at 390×844 @3x.

/// Every section's item frames, after a check that reports nothing.
private func frames(_ source: String, items: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [[Rect]] {
  let analysis = Compilation.analyze(SourceFile(name: "decimal.layout", text: source), mode: nil)
  #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics.map { "\($0.id): \($0.message.text)" })", sourceLocation: sourceLocation)
  let options = ResolveOptions(width: 390, height: 844, scale: 3, mode: analysis.mode, items: .each(items))
  switch try #require(analysis.checked, sourceLocation: sourceLocation) {
  case .flow(let m):
    let (layout, placement) = FlowResolver.resolve(m, options: options)
    #expect(!placement.hasErrors, sourceLocation: sourceLocation)
    return layout.sections.map(\.items)
  case .compositional(let m):
    let (layout, placement) = Resolver.resolve(m, options: options)
    #expect(!placement.hasErrors, sourceLocation: sourceLocation)
    return try #require(layout, sourceLocation: sourceLocation).sections.map(\.items)
  }
}

@Suite struct DecimalFramesTests {
  /// The issue's Must-hold: the flow section with the decimal builds, and its frames equal the
  /// fraction's. 3 items of 280/3 and 2 gaps of 20 make 320 ≤ 390, a 4th would need 433⅓: 3 a line,
  /// lines 100 + 10 apart, each line from x = 0 to flush with the trailing edge (x = 390 − w).
  @Test(arguments: [("93.33333333333333", "280/3"), ("111.66666666666667", "335/3")])
  func flowDecimalEqualsFraction(_ decimal: String, _ fraction: String) throws {
    let written = try frames("flow(line: 10, interitem: 20) < item(w: \(decimal)pt, h: 100pt) >", items: 7)
    let exact = try frames("flow(line: 10, interitem: 20) < item(w: \(fraction)pt, h: 100pt) >", items: 7)
    #expect(written == exact)
    let width = try #require(Double(fraction.split(separator: "/")[0])) / 3
    let items = try #require(written.first)
    #expect(items.count == 7 && items.allSatisfy { $0.width.bitPattern == width.bitPattern && $0.height == 100 })
    #expect(items.map(\.y) == [0, 0, 0, 110, 110, 110, 220])
    #expect([0, 2, 3, 5, 6].map { items[$0].x } == [0, 390 - width, 0, 390 - width, 0], "\(items.map(\.x))")
  }

  /// The same in a compositional fill group: 390 / 93⅓ holds 4 items, at multiples of 280/3.
  @Test(arguments: [("93.33333333333333", "280/3"), ("111.66666666666667", "335/3")])
  func compositionalDecimalEqualsFraction(_ decimal: String, _ fraction: String) throws {
    let source = { (w: String) in "section < group.horizontal(h: 100pt) < item(w: \(w)pt, h: 100pt) > >" }
    let written = try frames(source(decimal), items: 9)
    let exact = try frames(source(fraction), items: 9)
    #expect(written == exact)
    let width = try #require(Double(fraction.split(separator: "/")[0])) / 3
    let items = try #require(written.first)
    #expect(items.allSatisfy { $0.width.bitPattern == width.bitPattern }, "\(items.map(\.width))")
    let columns = Int(390 / width)
    #expect(items.map(\.y) == (0..<9).map { Double($0 / columns) * 100 })
    #expect(zip(items.map(\.x), (0..<9).map { Double($0 % columns) * width }).allSatisfy { abs($0 - $1) < 1e-9 }, "\(items.map(\.x))")
  }

  /// As a fraction of the container, a 17-digit decimal is the Double Swift reads, and `1/3` is
  /// `1.0 / 3.0`: both floor to the same pixel at every width here.
  @Test func fractionalDecimalEqualsFraction() throws {
    let written = try frames("section < group.horizontal(h: 100pt) < item(w: 0.33333333333333331) > >", items: 6)
    let exact = try frames("section < group.horizontal(h: 100pt) < item(w: 1/3) > >", items: 6)
    #expect(written == exact)
    #expect(written.first?.first?.width == 130)
  }
}
