import LayoutSemantics
import Testing

// `BigUInt`: the natural numbers behind `Rational`'s wide parts. Expected values are written in
// decimal, computed independently.

private func big(_ s: String) throws -> BigUInt { try #require(BigUInt(decimal: s)) }

@Suite struct BigUIntTests {
  @Test(arguments: [
    "0", "1", "18446744073709551615", "18446744073709551616", "340282366920938463463374607431768211456",
    "1234567890123456789012345678901234567890123456789",
  ])
  func decimalRoundTrips(_ s: String) throws {
    #expect(try big(s).description == s)
  }

  @Test(arguments: ["", "-1", "1.5", "1e3", " 1"])
  func decimalRejects(_ s: String) {
    #expect(BigUInt(decimal: s) == nil)
  }

  @Test func leadingZerosAreDropped() throws {
    #expect(try big("000000000000000000000000000042") == BigUInt(42))
    #expect(try big("0000").isZero)
  }

  @Test(arguments: [
    ("18446744073709551615", "18446744073709551615", "340282366920938463426481119284349108225"),
    ("12345678901234567890123", "98765432109876543210", "1219326311370217952249611949260778341714830"),
    ("0", "98765432109876543210", "0"),
    ("1", "340282366920938463463374607431768211456", "340282366920938463463374607431768211456"),
  ])
  func multiplies(_ a: String, _ b: String, _ product: String) throws {
    #expect((try big(a) * big(b)).description == product)
    #expect((try big(b) * big(a)).description == product)
  }

  @Test(arguments: [
    // (dividend, divisor, quotient, remainder)
    ("1219326311370217952249611949260778341714831", "98765432109876543210", "12345678901234567890123", "1"),
    ("340282366920938463463374607431768211456", "18446744073709551616", "18446744073709551616", "0"),
    ("340282366920938463463374607431768211455", "10", "34028236692093846346337460743176821145", "5"),
    ("5", "18446744073709551617", "0", "5"),
    ("100000000000000000000000000000", "60000000000000000000000000", "1666", "40000000000000000000000000"),
  ])
  func divides(_ a: String, _ b: String, _ q: String, _ r: String) throws {
    let (quotient, remainder) = try big(a).quotientAndRemainder(dividingBy: big(b))
    #expect(quotient.description == q && remainder.description == r, "\(a) / \(b) = \(quotient) rem \(remainder)")
  }

  @Test(arguments: [
    ("100000000000000000000000000000", "60000000000000000000000000", "20000000000000000000000000"),
    ("18446744073709551617", "36472996377170786403", "1"),
    ("0", "12345678901234567890", "12345678901234567890"),
    ("36893488147419103232", "1180591620717411303424", "36893488147419103232"),  // 2^65, 2^70
    ("1219326311370217952249611949260778341714830", "12345678901234567890123", "12345678901234567890123"),
  ])
  func greatestCommonDivisor(_ a: String, _ b: String, _ g: String) throws {
    #expect(BigUInt.gcd(try big(a), try big(b)).description == g)
    #expect(BigUInt.gcd(try big(b), try big(a)).description == g)
  }

  @Test func subtractsAndShifts() throws {
    #expect((try big("340282366920938463463374607431768211456") - big("1")).description == "340282366920938463463374607431768211455")
    #expect((try big("18446744073709551616") - big("18446744073709551616")).isZero)
    #expect((BigUInt.one << 128).description == "340282366920938463463374607431768211456")
    #expect((try big("340282366920938463463374607431768211457") >> 64).description == "18446744073709551616")
    #expect((BigUInt(1) >> 1).isZero)
    #expect(try big("1180591620717411303424").trailingZeroBitCount == 70)
    #expect(BigUInt.powerOfTen(25).description == "1" + String(repeating: "0", count: 25))
    #expect(try big("1267650600228229401496703205376") < big("1267650600228229401496703205377"))
    #expect(!(try big("18446744073709551616") < BigUInt(18_446_744_073_709_551_615)))
  }
}
