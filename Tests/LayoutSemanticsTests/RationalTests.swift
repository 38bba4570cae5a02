import LayoutSemantics
import Testing

// `Rational`: the checker's exact fractions. Every test is a table of input → expected value,
// where nil means "not a fraction" (a zero denominator, or text that is not a decimal). Parts
// beyond 64 bits are exact too: `description` shows them.

/// `n/d` of a rational, or nil.
private func parts(_ r: Rational?) -> String? { r?.description }

@Suite struct RationalTests {
  // MARK: - Parsing decimals

  @Test(arguments: [
    ("0", "0"),
    ("1", "1"),
    ("0.7", "7/10"),
    ("2.50", "5/2"),
    ("0.5", "1/2"),
    ("007", "7"),
    ("0.000", "0"),
    ("44", "44"),
    ("123456789012345", "123456789012345"),
    ("12345678901234.5", "24691357802469/2"),
    ("0.000000000000000001", "1/1000000000000000000"),
    // Beyond what 64-bit parts held: 16 and more significant digits, 10^19 and larger denominators.
    ("1234567890123456", "1234567890123456"),
    ("93.33333333333333", "9333333333333333/100000000000000"),
    ("111.66666666666667", "11166666666666667/100000000000000"),
    ("0.0000000000000000001", "1/10000000000000000000"),
    ("0.000000000000000000001", "1/1000000000000000000000"),
    ("99999999999999999999", "99999999999999999999"),
    ("0.1234567890123456789", "1234567890123456789/10000000000000000000"),
    ("1234567890123456789012345.5", "2469135780246913578024691/2"),
    ("100000000000000000000000000000", "100000000000000000000000000000"),
  ] as [(String, String)])
  func decimalParses(_ text: String, _ expected: String) {
    #expect(parts(Rational(decimal: text)) == expected, "Rational(decimal: \"\(text)\")")
  }

  @Test(arguments: ["1.2.3", "1e5", "-1", "1/2", " 1", "0x10", "", ".5", "1.", "."])
  func decimalRejects(_ text: String) {
    #expect(Rational(decimal: text) == nil, "Rational(decimal: \"\(text)\") should be nil")
  }

  // MARK: - Normalization

  @Test(arguments: [
    (4, 6, "2/3"),
    (6, 4, "3/2"),
    (-4, 6, "-2/3"),
    (4, -6, "-2/3"),  // the sign moves to the numerator
    (-4, -6, "2/3"),
    (0, -5, "0"),  // zero is 0/1 whatever the denominator
    (0, 7, "0"),
    (7, 1, "7"),
    (Int64.max, Int64.max, "1"),
    // Int64.min has no 64-bit negation: it takes the wide form, and normalizes like any other.
    (Int64.min, 1, "-9223372036854775808"),
    (1, Int64.min, "-1/9223372036854775808"),
    (Int64.min, -2, "4611686018427387904"),
    (Int64.min, Int64.min, "1"),
  ] as [(Int64, Int64, String)])
  func normalizes(_ num: Int64, _ den: Int64, _ expected: String) {
    #expect(parts(Rational(num, den)) == expected, "Rational(\(num), \(den))")
  }

  @Test(arguments: [(1, 0), (0, 0), (Int64.min, 0)] as [(Int64, Int64)])
  func rejectsZeroDenominator(_ num: Int64, _ den: Int64) {
    #expect(Rational(num, den) == nil, "Rational(\(num), \(den)) should be nil")
  }

  /// Wide parts normalize by their greatest common divisor, and a result that fits 64 bits is the
  /// same value as one built from 64-bit parts (equal, and hashed alike).
  @Test(arguments: [
    ("100000000000000000000000000000", "60000000000000000000000000", "5000/3"),
    ("18446744073709551616", "36893488147419103232", "1/2"),  // 2^64 / 2^65
    ("18446744073709551617", "36472996377170786403", "18446744073709551617/36472996377170786403"),  // coprime
    ("36893488147419103232", "1", "36893488147419103232"),
  ])
  func wideNormalizes(_ num: String, _ den: String, _ expected: String) throws {
    let n = try #require(BigUInt(decimal: num)), d = try #require(BigUInt(decimal: den))
    let r = try #require(Rational(negative: false, n, d))
    #expect(r.description == expected)
    #expect(try #require(Rational(negative: true, n, d)).description == "-" + expected)
  }

  @Test func wideResultsThatFitAreSmall() throws {
    // 10^30 / 10^29 = 10, whichever way it was built.
    let a = try #require(Rational(decimal: "1000000000000000000000000000000"))
    let b = try #require(Rational(decimal: "100000000000000000000000000000"))
    let q = try #require(Rational.divided(a, by: b))
    #expect(q == Rational(10))
    #expect(Set([q, Rational(10)!]).count == 1)
    #expect(q.isInteger)
    let c = try #require(Rational(decimal: "600000000000000000000000000"))
    let thirds = try #require(Rational.divided(a, by: c))
    #expect(thirds == Rational(5000, 3) && thirds.hashValue == Rational(5000, 3)!.hashValue)
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
    ("1/3", "1/2"),
    ("-1/2", "1/3"),
    ("-2/3", "-1/2"),
    ("0", "1/1000000"),
    ("2/3", "1"),
    // Cross-multiplication needs 128 bits here.
    ("9223372036854775806/9223372036854775807", "1"),
    ("1", "9223372036854775807/9223372036854775806"),
    ("9223372036854775805/9223372036854775806", "9223372036854775806/9223372036854775807"),
    // Parts beyond 64 bits, against each other and against 64-bit ones.
    ("1/100000000000000000000", "1/10000000000000000000"),
    ("99999999999999999999", "100000000000000000000"),
    ("-100000000000000000000", "-99999999999999999999"),
    ("-100000000000000000000", "1/100000000000000000000"),
    ("1/100000000000000000000", "1/3"),
    ("93333333333333329/1000000000000000", "9333333333333333/100000000000000"),
  ] as [(String, String)])
  func lessThan(_ a: String, _ b: String) throws {
    let x = try rational(a), y = try rational(b)
    #expect(x < y, "\(x) < \(y)")
    #expect(!(y < x), "!(\(y) < \(x))")
    #expect(!(x < x))
    #expect(x != y)
  }

  // MARK: - Division

  @Test(arguments: [
    ("1/2", "1/4", "2"),
    ("1/3", "2/3", "1/2"),
    ("1/2", "-1/3", "-3/2"),  // a negative divisor normalizes the sign
    ("-1/2", "-1/3", "3/2"),
    ("0", "5", "0"),
    ("1", "1000000", "1/1000000"),
    // Products beyond 64 bits: these were overflows with 64-bit parts.
    ("9223372036854775807", "1/2", "18446744073709551614"),
    ("1/9223372036854775807", "2", "1/18446744073709551614"),
    ("9223372036854775807/3", "3/9223372036854775806", "28356863910078205279391178582459241814/3"),
    ("1", "1/1000000000000000000000", "1000000000000000000000"),
    ("12345678901234567/100000000000000000", "98765432109876543/1000000000000000000000", "123456789012345670000/98765432109876543"),
    // Wide operands whose quotient fits in 64 bits again.
    ("100000000000000000000", "100000000000000000000", "1"),
    ("-1/100000000000000000000", "1/300000000000000000000", "-3"),
  ] as [(String, String, String)])
  func divides(_ a: String, _ b: String, _ expected: String) throws {
    let x = try rational(a), y = try rational(b)
    #expect(parts(Rational.divided(x, by: y)) == expected, "\(x) / \(y)")
  }

  @Test(arguments: ["1", "0", "100000000000000000000", "-1/100000000000000000000"])
  func divisionByZeroFails(_ a: String) throws {
    #expect(Rational.divided(try rational(a), by: .zero) == nil, "\(a) / 0 should be nil")
  }

  // MARK: - Exact Doubles

  @Test(arguments: [
    (0.5, "1/2"),
    (-2.5, "-5/2"),
    (0, "0"),
    (0.1, "3602879701896397/36028797018963968"),
    (1e20, "100000000000000000000"),
    (Double.leastNonzeroMagnitude, "1/" + twoToThe1074),
  ] as [(Double, String)])
  func exactDoubles(_ d: Double, _ expected: String) {
    #expect(parts(Rational(exactly: d)) == expected, "Rational(exactly: \(d))")
  }

  @Test func nonFiniteDoublesHaveNoExactValue() {
    #expect(Rational(exactly: .infinity) == nil)
    #expect(Rational(exactly: -.infinity) == nil)
    #expect(Rational(exactly: .nan) == nil)
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
    let wide = try rational("-1/100000000000000000000")
    #expect(wide.negated.description == "1/100000000000000000000")
    #expect(wide.negated.negated == wide)
    #expect(wide.isNegative && !wide.negated.isNegative && !wide.isInteger)
    #expect(try rational("100000000000000000000").isInteger)
  }
}

/// `a`, `-a`, `a/b` or `-a/b` with parts of any size.
private func rational(_ text: String) throws -> Rational {
  let negative = text.hasPrefix("-")
  let body = negative ? String(text.dropFirst()) : text
  let halves = body.split(separator: "/").map(String.init)
  let n = try #require(BigUInt(decimal: halves[0]))
  let d = halves.count > 1 ? try #require(BigUInt(decimal: halves[1])) : BigUInt.one
  return try #require(Rational(negative: negative, n, d))
}

/// 2^1074, the denominator of the smallest positive Double.
private let twoToThe1074 = "202402253307310618352495346718917307049556649764142118356901358027430339567995346891960383701437124495187077864316811911389808737385793476867013399940738509921517424276566361364466907742093216341239767678472745068562007483424692698618103355649159556340810056512358769552333414615230502532186327508646006263307707741093494784"
