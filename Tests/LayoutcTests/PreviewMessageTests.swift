@testable import LayoutDriver
import Testing

/// A placement diagnostic found in two previews is reported once; its note repeats the second
/// preview's message only when it says more than another size. That comparison is made without
/// building the replaced text: it must agree with `replacing` everywhere.
@Suite struct PreviewMessageTests {
  @Test func comparisonAgreesWithReplacing() {
    var rng = SystemRandomNumberGenerator()
    let pieces = ["390×844 @3x", "820×1180 @2x", "390", "×", " ", "a", "width ", "@3x", "844 @3x", "é", "3"]
    let sizes = ["390×844 @3x", "820×1180 @2x", "@3x", "3"]
    func text() -> String { (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined() }
    for _ in 0..<4_000 {
      let size = sizes.randomElement(using: &rng) ?? "", other = sizes.randomElement(using: &rng) ?? ""
      let b = text()
      // Half the time the text the other preview would have written, to hit the equal case.
      let a = Bool.random(using: &rng) ? b.replacing(size, with: other) : text()
      #expect(Compilation.equal(a, b, writing: size, as: other) == (a == b.replacing(size, with: other)), "\(a) | \(b) | \(size) → \(other)")
    }
  }

  @Test func examples() {
    let size = "390×844 @3x", first = "820×1180 @2x"
    #expect(Compilation.equal("too wide in 820×1180 @2x", "too wide in 390×844 @3x", writing: size, as: first))
    #expect(!Compilation.equal("too wide in 820×1180 @2x by 4", "too wide in 390×844 @3x by 5", writing: size, as: first))
    #expect(Compilation.equal("no size", "no size", writing: size, as: first))
    #expect(!Compilation.equal("no size", "no size!", writing: size, as: first))
    #expect(Compilation.equal("", "", writing: "", as: first))
  }
}
