@testable import LayoutEmit
import LayoutSemantics
import Testing

/// The numbers of the generated Swift: each reads back on device as exactly the Double the
/// resolver used. A fraction is its two parts as written (`a / b`: Swift divides the two Doubles),
/// unless the quotient has a short decimal; an absolute size is the shortest literal of its Double.
@Suite struct SwiftNumbersTests {
  private func exact(_ text: String) throws -> ExactNumber {
    let l = try #require(DecimalLiteral(text))
    return try #require(ExactNumber(l))
  }

  private func literal(_ text: String) throws -> Number { try exact(text).number }

  private func fraction(_ a: String, _ b: String) throws -> Number {
    let (x, y) = (try exact(a), try exact(b))
    return try #require(ExactNumber(x, over: y)).number
  }

  /// What Swift computes from an emitted `a` or `a / b` (each literal correctly rounded).
  private func evaluate(_ swift: String) throws -> Double {
    let parts = try swift.components(separatedBy: " / ").map { try #require(Double($0), "\(swift)") }
    return parts.count == 2 ? parts[0] / parts[1] : parts[0]
  }

  @Test(arguments: [
    (("280", "3"), ".fractionalWidth(280.0 / 3.0)"),
    (("2", "3"), ".fractionalWidth(2.0 / 3.0)"),
    (("1", "2"), ".fractionalWidth(0.5)"),
    (("0.1", "3"), ".fractionalWidth(0.1 / 3.0)"),
    // Parts past 17 digits are their CGFloats.
    (("1", "3.00000000000000000001"), ".fractionalWidth(1.0 / 3.0)"),
    (("0.33333333333333333333333", "1"), ".fractionalWidth(0.3333333333333333 / 1.0)"),
  ] as [((String, String), String)])
  func fractions(_ f: (String, String), _ expected: String) throws {
    let n = try fraction(f.0, f.1)
    let swift = SwiftEmitter.dimension(.fractionalWidth(n))
    #expect(swift == expected)
    let inner = String(swift.dropFirst(".fractionalWidth(".count).dropLast())
    #expect(try evaluate(inner).bitPattern == n.value.bitPattern, "\(swift) is not \(n.value)")
  }

  @Test(arguments: [
    ("93.33333333333333", ".absolute(93.33333333333333)"),
    ("111.66666666666667", ".absolute(111.66666666666667)"),
    ("44", ".absolute(44)"),
    ("0.30000000000000001", ".absolute(0.3)"),
    ("44.000000000000000000001", ".absolute(44)"),
    ("1234567890123456.7", ".absolute(1234567890123456.8)"),
    ("0.000000000000000000001", ".absolute(1e-21)"),
  ])
  func absolutes(_ text: String, _ expected: String) throws {
    let n = try literal(text)
    let swift = SwiftEmitter.dimension(.absolute(n))
    #expect(swift == expected)
    #expect(try evaluate(String(swift.dropFirst(".absolute(".count).dropLast())).bitPattern == n.value.bitPattern)
  }

  /// A `count: N` copy's 1/N is `1.0 / N.0`, even where the quotient has a short decimal.
  @Test func countCopiesSpellTheirFraction() {
    #expect(SwiftEmitter.dimension(.fractionalWidth(Number(1, over: 4)), countOf: 4) == ".fractionalWidth(1.0 / 4.0)")
    #expect(SwiftEmitter.dimension(.fractionalWidth(Number(1, over: 4))) == ".fractionalWidth(0.25)")
  }

  /// `280/3pt` is the Double of `280.0 / 3.0`, spelled as the literal that reads back as it.
  @Test func absoluteFractionIsItsDouble() throws {
    #expect(SwiftEmitter.dimension(.estimated(try fraction("280", "3"))) == ".estimated(93.33333333333333)")
  }

  /// Decimals without a fraction: the shortest literal of their Double, not a quotient.
  @Test(arguments: [
    ("0.7", ".fractionalHeight(0.7)"),
    ("0.123456789", ".fractionalHeight(0.123456789)"),
    ("0.33333333333333331", ".fractionalHeight(0.3333333333333333)"),
  ])
  func decimalFractions(_ text: String, _ expected: String) throws {
    #expect(SwiftEmitter.dimension(.fractionalHeight(try literal(text))) == expected)
  }
}
