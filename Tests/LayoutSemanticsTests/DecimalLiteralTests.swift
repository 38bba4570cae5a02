import LayoutSemantics
import Testing
import TestSupport

// A literal's Double is the correctly rounded value of its digits, as Swift parses a `CGFloat`
// literal: expected values are bit patterns computed independently (an IEEE correctly rounded
// parser), not Swift literals, so the table does not depend on how this test file is compiled.

private func zeros(_ n: Int) -> String { String(repeating: "0", count: n) }

@Suite struct DecimalLiteralTests {
  @Test(arguments: [
    ("0", 0x0000_0000_0000_0000),
    ("44", 0x4046_0000_0000_0000),
    ("0.5", 0x3FE0_0000_0000_0000),
    ("2.50", 0x4004_0000_0000_0000),
    ("0.1", 0x3FB9_9999_9999_999A),
    ("0.7", 0x3FE6_6666_6666_6666),
    // What Swift prints for 280/3 and 335/3; their digits exceed 2^53, so the quotient of two
    // rounded Doubles (9333333333333333 / 1e14) would be one ulp off.
    ("93.33333333333333", 0x4057_5555_5555_5555),
    ("111.66666666666667", 0x405B_EAAA_AAAA_AAAB),
    ("0.30000000000000001", 0x3FD3_3333_3333_3333),
    ("0.000000000000000000001", 0x3B92_E3B4_0A0E_9B4F),
    // More than 17 significant digits: the nearest Double.
    ("0.3333333333333333333333333", 0x3FD5_5555_5555_5555),
    ("1234567890123456789012345", 0x44F0_56E0_F36A_6444),
    ("123456789012345678", 0x437B_69B4_BA63_0F35),
    ("3." + String(repeating: "3", count: 2000), 0x400A_AAAA_AAAA_AAAB),
    // Ties go to even; a digit far beyond the 800th still breaks a tie.
    ("9007199254740993", 0x4340_0000_0000_0000),
    ("9007199254740995", 0x4340_0000_0000_0002),
    ("9007199254740993." + zeros(900), 0x4340_0000_0000_0000),
    ("9007199254740993." + zeros(900) + "1", 0x4340_0000_0000_0001),
    ("1.00000000000000011102230246251565404236316680908203125", 0x3FF0_0000_0000_0000),
    ("1.00000000000000011102230246251565404236316680908203125" + zeros(1000) + "1", 0x3FF0_0000_0000_0001),
    // The ends of the range: the smallest normal Double, a subnormal, zero, and a large one.
    ("0." + zeros(307) + "22250738585072014", 0x0010_0000_0000_0000),
    ("0." + zeros(323) + "5", 0x0000_0000_0000_0001),
    ("0." + zeros(330) + "1", 0x0000_0000_0000_0000),
    ("1" + zeros(308), 0x7FE1_CCF3_85EB_C8A0),
  ] as [(String, UInt64)])
  func nearestDouble(_ text: String, _ bits: UInt64) throws {
    let literal = try #require(DecimalLiteral(text))
    #expect(literal.nearestDouble.bitPattern == bits, "\(text.prefix(40)): \(literal.nearestDouble), expected \(Double(bitPattern: bits))")
  }

  /// The fast path (one multiplication or division) agrees with the standard library's parser on
  /// literals of every length around it.
  @Test func agreesWithTheStandardLibrary() throws {
    var random = SplitMix64(seed: 11)
    for _ in 0..<5_000 {
      let intDigits = random.below(20), fracDigits = random.below(25)
      var text = String((0...intDigits).map { _ in Character(String(random.below(10))) })
      if fracDigits > 0 { text += "." + String((0..<fracDigits).map { _ in Character(String(random.below(10))) }) }
      let literal = try #require(DecimalLiteral(text))
      let expected = try #require(Double(text))
      #expect(literal.nearestDouble.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  @Test(arguments: [
    // (text, significant digits, exponent)
    ("0", 0, 0), ("0.000", 0, 0), ("007", 1, 0), ("0.0700", 1, -2), ("1200", 2, 2), ("12.5", 3, -1),
    ("93.33333333333333", 16, -14), ("100.001", 6, -3), ("0.000000000000000000001", 1, -21),
  ] as [(String, Int, Int)])
  func significantDigits(_ text: String, _ digits: Int, _ exponent: Int) throws {
    let literal = try #require(DecimalLiteral(text))
    #expect(literal.significantDigits == digits && literal.exponent == exponent, "\(text): \(literal.significantDigits) × 10^\(literal.exponent)")
  }

  @Test(arguments: ["", ".", ".5", "1.", "1.2.3", "1e5", "-1", "1/2", " 1", "0x10", "1pt"])
  func rejects(_ text: String) {
    #expect(DecimalLiteral(text) == nil, "\(text)")
  }

  /// Rounded: more than 17 significant digits, or below the smallest normal Double.
  @Test(arguments: [
    ("93.33333333333333", false), ("111.66666666666667", false), ("0.30000000000000001", false),
    ("12345678901234567", false), ("1.0000000000000000000", false), ("0", false),
    ("123456789012345678", true), ("0.3333333333333333333333333", true),
    ("0." + zeros(307) + "22250738585072014", false), ("0." + zeros(323) + "5", true), ("0." + zeros(330) + "1", true),
  ] as [(String, Bool)])
  func isRounded(_ text: String, _ rounded: Bool) throws {
    #expect(try #require(DecimalLiteral(text)).isRounded == rounded, "\(text.prefix(40))")
  }

  @Test(arguments: [
    ("1", 1), ("2.0", 2), ("100000", 100_000), ("1" + zeros(5), 100_000),
  ] as [(String, Int)])
  func integers(_ text: String, _ value: Int) throws {
    #expect(try #require(DecimalLiteral(text)).integer(upTo: 100_000) == value)
  }

  @Test(arguments: ["100001", "99999999999999999999", "1" + zeros(400), "2.5"])
  func notIntegersUpToTheLimit(_ text: String) throws {
    #expect(try #require(DecimalLiteral(text)).integer(upTo: 100_000) == nil)
  }
}

/// `ExactNumber`: the exact value beside the `Number` UIKit sees.
@Suite struct ExactNumberTests {
  private func number(_ text: String) throws -> ExactNumber {
    let literal = try #require(DecimalLiteral(text))
    return try #require(ExactNumber(literal))
  }

  private func tooLarge(_ text: String) throws -> Bool {
    let literal = try #require(DecimalLiteral(text))
    return ExactNumber(literal) == nil
  }

  /// `a/b` is `Double(a) / Double(b)`; the exact value is the exact quotient.
  @Test(arguments: [
    ("280", "3", 0x4057_5555_5555_5555, "280/3"),
    ("335", "3", 0x405B_EAAA_AAAA_AAAB, "335/3"),
    ("2", "3", (2.0 / 3.0).bitPattern, "2/3"),
    ("0.1", "3", (0.1 / 3.0).bitPattern, "1/30"),
    ("1", "0.000000000000000000001", 0x444B_1AE4_D6E2_EF51, "1000000000000000000000"),
  ] as [(String, String, UInt64, String)])
  func fractions(_ a: String, _ b: String, _ bits: UInt64, _ exact: String) throws {
    let (x, y) = (try number(a), try number(b))
    let q = try #require(ExactNumber(x, over: y))
    #expect(q.value.bitPattern == bits, "\(a)/\(b) = \(q.value)")
    #expect(q.exact.description == exact)
    #expect(q.number.fraction == Number.Fraction(numerator: x.value, denominator: y.value))
  }

  /// The case: the literal Swift prints for 280/3 is the same Double as the fraction.
  @Test func literalOfAThirdIsTheFractionsDouble() throws {
    let (a, b) = (try number("280"), try number("3"))
    let third = try #require(ExactNumber(a, over: b))
    #expect(try number("93.33333333333333").value == third.value)
    #expect(try number("93.33333333333333").exact != third.exact)  // the checker still sees two values
  }

  @Test func roundedLiteralsAreTheirDoubleExactly() throws {
    let n = try number("0.3333333333333333333333333")
    #expect(n.exact == Rational(exactly: n.value))
    #expect(try number("0." + zeros(330) + "1").exact == .zero)
    #expect(try number("93.33333333333333").exact == Rational(decimal: "93.33333333333333"))
  }

  @Test func tooLargeIsNil() throws {
    #expect(try !tooLarge("9007199254740992"))
    #expect(try tooLarge("9007199254740993.5"))
    #expect(try tooLarge("1" + zeros(400)))
  }

  /// How the exact value compares with 0 and 1 (the checker's rules), worked out without a
  /// `Rational` for a plain literal: the same answers as the `Rational`.
  @Test(arguments: [
    ("0", 0, -1), ("0.000", 0, -1), ("1", 1, 0), ("1.000", 1, 0), ("0.5", 1, -1), ("1.5", 1, 1), ("10", 1, 1),
    ("0.99999999999999999", 1, -1),  // 17 digits: exactly below 1, though its Double is 1
    ("1.00000000000000000001", 1, 0),  // rounded: exactly its Double, 1
    ("9.5", 1, 1), ("0.1", 1, -1), ("100", 1, 1),
  ] as [(String, Int8, Int8)])
  func comparisons(_ text: String, _ sign: Int8, _ versusOne: Int8) throws {
    let n = try number(text)
    #expect(n.isZero == (sign == 0) && n.isPositive == (sign > 0) && !n.isNegative)
    #expect(n.exceedsOne == (versusOne > 0) && n.isAtLeastOne == (versusOne >= 0), "\(text)")
    #expect(n.exceedsOne == (n.exact > .one) && n.isAtLeastOne == !(n.exact < .one))
    let minus = n.negated
    #expect(minus.isNegative == (sign != 0) && !minus.isPositive && !minus.isAtLeastOne && minus.isZero == (sign == 0))
  }

  @Test(arguments: [
    ("3", "3", 0), ("2", "3", -1), ("4", "3", 1), ("0.5", "0.25", 1), ("0", "7", -1), ("30", "3", 1),
    ("0.3", "0.30", 0), ("12.5", "12.50000000000001", -1), ("99", "100", -1), ("100", "99", 1),
    // Rounded parts are their Doubles; against a decimal the `Rational` decides.
    ("1.00000000000000000001", "1", 0), ("1.00000000000000000001", "1.00000000000000000002", 0), ("2", "1.99999999999999999999", 0),
    ("1.0000000000000000001", "0.99999999999999999", 1),
  ] as [(String, String, Int8)])
  func fractionComparisons(_ a: String, _ b: String, _ versusOne: Int8) throws {
    let (x, y) = (try number(a), try number(b))
    let q = try #require(ExactNumber(x, over: y))
    #expect(q.exceedsOne == (versusOne > 0) && q.isAtLeastOne == (versusOne >= 0))
    #expect(q.isZero == (a == "0") && q.isPositive == (a != "0"))
    #expect(q.exceedsOne == (q.exact > .one) && q.isAtLeastOne == !(q.exact < .one), "\(a)/\(b): \(q.exact)")
    #expect(!q.negated.isAtLeastOne && q.negated.isNegative == q.isPositive)
  }

  @Test func divisionByZeroIsNil() throws {
    #expect(ExactNumber(try number("1"), over: try number("0")) == nil)
  }

  @Test func negation() throws {
    let (a, b) = (try number("1"), try number("3"))
    let q = try #require(ExactNumber(a, over: b)).negated
    #expect(q.value == -(1.0 / 3.0) && q.exact == Rational(-1, 3) && q.number.fraction?.numerator == -1)
  }
}
