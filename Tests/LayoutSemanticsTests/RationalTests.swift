import LayoutSemantics
import Testing

// `Rational`: the checker's exact fractions (LANGUAGE.md §3). Every test is a table of
// input → expected value, where nil means "not representable" (the checker then reports
// check.numberTooLarge or check.zeroDenominator).

/// (numerator, denominator) of a rational, or nil.
private func parts(_ r: Rational?) -> [Int64]? { r.map { [$0.numerator, $0.denominator] } }

@Suite struct RationalTests {
  // MARK: - Parsing decimals

  @Test(arguments: [
    ("0", [0, 1]),
    ("1", [1, 1]),
    ("0.7", [7, 10]),
    ("2.50", [5, 2]),
    ("0.5", [1, 2]),
    ("007", [7, 1]),
    ("0.000", [0, 1]),
    ("44", [44, 1]),
    // 15 significant digits: the most that always survive the trip through a Double.
    ("123456789012345", [123_456_789_012_345, 1]),
    ("12345678901234.5", [24_691_357_802_469, 2]),
    // Leading zeros are not significant, so this has 1 significant digit and 18 decimals.
    ("0.000000000000000001", [1, 1_000_000_000_000_000_000]),
  ] as [(String, [Int64])])
  func decimalParses(_ text: String, _ expected: [Int64]) {
    #expect(parts(Rational(decimal: text)) == expected, "Rational(decimal: \"\(text)\")")
  }

  @Test(arguments: [
    "1234567890123456",  // 16 significant digits
    "99999999999999999999",  // 20 digits, beyond 64 bits
    "1.234567890123456",  // 16 significant digits after a dot
    "0.0000000000000000001",  // 10^19 does not fit a 64-bit denominator
    "1.2.3",
    "1e5",
    "-1",
    "1/2",
    " 1",
    "0x10",
  ])
  func decimalRejects(_ text: String) {
    #expect(Rational(decimal: text) == nil, "Rational(decimal: \"\(text)\") should be nil")
  }

  // MARK: - Normalization

  @Test(arguments: [
    (4, 6, [2, 3]),
    (6, 4, [3, 2]),
    (-4, 6, [-2, 3]),
    (4, -6, [-2, 3]),  // the sign moves to the numerator
    (-4, -6, [2, 3]),
    (0, -5, [0, 1]),  // zero is 0/1 whatever the denominator
    (0, 7, [0, 1]),
    (7, 1, [7, 1]),
    (Int64.max, Int64.max, [1, 1]),
  ] as [(Int64, Int64, [Int64])])
  func normalizes(_ num: Int64, _ den: Int64, _ expected: [Int64]) {
    #expect(parts(Rational(num, den)) == expected, "Rational(\(num), \(den))")
  }

  @Test(arguments: [(1, 0), (0, 0), (Int64.min, 1), (1, Int64.min)] as [(Int64, Int64)])
  func rejectsZeroDenominatorAndMin(_ num: Int64, _ den: Int64) {
    #expect(Rational(num, den) == nil, "Rational(\(num), \(den)) should be nil")
  }

  @Test func equalFractionsAreEqualAndHashAlike() throws {
    let a = try #require(Rational(2, 3))
    let b = try #require(Rational(4, 6))
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    #expect(Rational(decimal: "0.50") == Rational(1, 2))
  }

  // MARK: - Comparison

  @Test(arguments: [
    ((1, 3), (1, 2)),
    ((-1, 2), (1, 3)),
    ((-2, 3), (-1, 2)),
    ((0, 1), (1, 1_000_000)),
    ((2, 3), (1, 1)),
    // Cross-multiplication needs 128 bits here.
    ((Int64.max - 1, Int64.max), (1, 1)),
    ((1, 1), (Int64.max, Int64.max - 1)),
    ((Int64.max - 2, Int64.max - 1), (Int64.max - 1, Int64.max)),
  ] as [((Int64, Int64), (Int64, Int64))])
  func lessThan(_ a: (Int64, Int64), _ b: (Int64, Int64)) throws {
    let x = try #require(Rational(a.0, a.1))
    let y = try #require(Rational(b.0, b.1))
    #expect(x < y, "\(x) < \(y)")
    #expect(!(y < x), "!(\(y) < \(x))")
    #expect(!(x < x))
  }

  // MARK: - Division

  @Test(arguments: [
    ((1, 2), (1, 4), [2, 1]),
    ((1, 3), (2, 3), [1, 2]),
    ((1, 2), (-1, 3), [-3, 2]),  // a negative divisor normalizes the sign
    ((-1, 2), (-1, 3), [3, 2]),
    ((0, 1), (5, 1), [0, 1]),
    ((1, 1), (1_000_000, 1), [1, 1_000_000]),
  ] as [((Int64, Int64), (Int64, Int64), [Int64])])
  func divides(_ a: (Int64, Int64), _ b: (Int64, Int64), _ expected: [Int64]) throws {
    let x = try #require(Rational(a.0, a.1))
    let y = try #require(Rational(b.0, b.1))
    #expect(parts(Rational.divided(x, by: y)) == expected, "\(x) / \(y)")
  }

  @Test(arguments: [
    ((1, 1), (0, 1)),  // division by zero
    ((0, 1), (0, 1)),
    ((Int64.max, 1), (1, 2)),  // numerator overflows
    ((1, Int64.max), (2, 1)),  // denominator overflows
    ((Int64.max, 3), (3, Int64.max - 1)),
  ] as [((Int64, Int64), (Int64, Int64))])
  func divisionFails(_ a: (Int64, Int64), _ b: (Int64, Int64)) throws {
    let x = try #require(Rational(a.0, a.1))
    let y = try #require(Rational(b.0, b.1))
    #expect(Rational.divided(x, by: y) == nil, "\(x) / \(y) should be nil")
  }

  // MARK: - Doubles, as Swift source computes them

  @Test(arguments: [
    ((2, 3), 2.0 / 3.0),
    ((1, 3), 1.0 / 3.0),
    ((7, 10), 0.7),
    ((3, 10), 0.3),
    ((1, 2), 0.5),
    ((-5, 2), -2.5),
    ((1, 2000), 1.0 / 2000.0),
    ((123_456_789_012_345, 1), 123_456_789_012_345.0),
  ] as [((Int64, Int64), Double)])
  func doubleValueMatchesSwift(_ r: (Int64, Int64), _ expected: Double) throws {
    let x = try #require(Rational(r.0, r.1))
    // Bit-exact: the resolver's D5 hazard depends on the very last bit.
    #expect(x.doubleValue.bitPattern == expected.bitPattern, "\(x).doubleValue = \(x.doubleValue), Swift gives \(expected)")
  }

  /// D5: `(1/3) × 100` is computed from the rounded third, so it lands just under 33⅓.
  @Test func thirdTimesHundredIsJustUnderAThird() throws {
    let third = try #require(Rational(1, 3)).doubleValue
    #expect(third * 100 == 33.33333333333333)
    #expect(third * 100 < 100.0 / 3.0)
    #expect(((third * 100) * 3).rounded(.down) == 99)
  }

  @Test(arguments: [
    ("0.7", 0.7), ("2.50", 2.5), ("0.1", 0.1), ("123456789012345", 123_456_789_012_345.0),
  ] as [(String, Double)])
  func decimalRoundTripsToTheSwiftLiteral(_ text: String, _ expected: Double) throws {
    #expect(try #require(Rational(decimal: text)).doubleValue == expected)
  }

  // MARK: - Printing and negation

  @Test(arguments: [
    ((2, 3), "2/3"), ((4, 2), "2"), ((7, 10), "7/10"), ((-1, 2), "-1/2"), ((1, -2), "-1/2"), ((0, 9), "0"),
  ] as [((Int64, Int64), String)])
  func description(_ r: (Int64, Int64), _ expected: String) throws {
    #expect(try #require(Rational(r.0, r.1)).description == expected)
  }

  @Test func negation() throws {
    #expect(try #require(Rational(2, 3)).negated == Rational(-2, 3))
    #expect(Rational.zero.negated == .zero)
    #expect(try #require(Rational(-1, 4)).negated == Rational(1, 4))
    let half = try #require(Rational(1, 2))
    #expect(Rational.one.isInteger)
    #expect(!half.isInteger)
  }
}
