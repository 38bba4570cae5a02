/// An exact rational number: Swift's literal arithmetic (`1.0 / 3.0`, `2 * 8`) evaluated without
/// rounding, as the `.layout` language writes it (`1/3`). Nil results mean overflow.
struct Rational: Hashable, Sendable, Comparable {
  let numerator: Int
  let denominator: Int

  init?(_ n: Int, _ d: Int) {
    guard d != 0 else { return nil }
    let g = Rational.gcd(n.magnitude, d.magnitude)
    let sign = d < 0 ? -1 : 1
    guard g != 0 else {
      numerator = 0
      denominator = 1
      return
    }
    let (nn, o1) = (n / Int(g)).multipliedReportingOverflow(by: sign)
    let (dd, o2) = (d / Int(g)).multipliedReportingOverflow(by: sign)
    guard !o1, !o2 else { return nil }
    numerator = nn
    denominator = dd
  }

  init(integer: Int) {
    numerator = integer
    denominator = 1
  }

  static let zero = Rational(integer: 0)
  static let one = Rational(integer: 1)

  static func gcd(_ a: UInt, _ b: UInt) -> UInt {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  /// A Swift number literal: `12`, `0.25`, `1_000`, `1e3`; nil for hex or what does not fit.
  init?(literal: String) {
    var text = literal.filter { $0 != "_" }
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      guard let x = Int(text[text.index(after: e)...]), abs(x) < 30 else { return nil }
      exponent = x
      text = String(text[..<e])
    }
    var digits = text
    var scale = 0
    if let dot = text.firstIndex(of: ".") {
      scale = text.distance(from: dot, to: text.endIndex) - 1
      digits.remove(at: digits.index(digits.startIndex, offsetBy: text.distance(from: text.startIndex, to: dot)))
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isNumber), digits.count <= 18, let n = Int(digits) else { return nil }
    let shift = exponent - scale
    guard let p = Rational.power10(abs(shift)) else { return nil }
    guard let r = shift >= 0 ? (Rational(integer: n) * Rational(integer: p)) : Rational(n, p) else { return nil }
    self = r
  }

  static func power10(_ k: Int) -> Int? {
    var p = 1
    for _ in 0..<k {
      let (q, o) = p.multipliedReportingOverflow(by: 10)
      if o { return nil }
      p = q
    }
    return p
  }

  static func + (a: Rational, b: Rational) -> Rational? {
    let (x, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
    let (y, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator)
    let (d, o3) = a.denominator.multipliedReportingOverflow(by: b.denominator)
    let (n, o4) = x.addingReportingOverflow(y)
    guard !o1, !o2, !o3, !o4 else { return nil }
    return Rational(n, d)
  }
  static prefix func - (a: Rational) -> Rational { Rational(-a.numerator, a.denominator) ?? a }
  static func - (a: Rational, b: Rational) -> Rational? { a + (-b) }
  static func * (a: Rational, b: Rational) -> Rational? {
    let (n, o1) = a.numerator.multipliedReportingOverflow(by: b.numerator)
    let (d, o2) = a.denominator.multipliedReportingOverflow(by: b.denominator)
    guard !o1, !o2 else { return nil }
    return Rational(n, d)
  }
  static func / (a: Rational, b: Rational) -> Rational? {
    guard b.numerator != 0 else { return nil }
    return a * Rational(b.denominator, b.numerator)!
  }
  static func < (a: Rational, b: Rational) -> Bool {
    // Compared through Double when the cross products overflow; exact otherwise.
    let (x, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
    let (y, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator)
    if o1 || o2 { return a.double < b.double }
    return x < y
  }

  var double: Double { Double(numerator) / Double(denominator) }
  var isInteger: Bool { denominator == 1 }

  /// As the `.layout` language writes it: `44`, `0.25`, `-2.5`, `1/3`.
  var text: String {
    if denominator == 1 { return String(numerator) }
    // A terminating decimal when the denominator has only the factors 2 and 5.
    var d = denominator
    var twos = 0, fives = 0
    while d % 2 == 0 { d /= 2; twos += 1 }
    while d % 5 == 0 { d /= 5; fives += 1 }
    if d == 1 {
      let places = max(twos, fives)
      if let p = Rational.power10(places), let scaled = self * Rational(integer: p), scaled.isInteger, places <= 15 {
        let n = scaled.numerator
        let sign = n < 0 ? "-" : ""
        var digits = String(n.magnitude)
        while digits.count <= places { digits = "0" + digits }
        let cut = digits.index(digits.endIndex, offsetBy: -places)
        var fraction = String(digits[cut...])
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + digits[..<cut] + (fraction.isEmpty ? "" : "." + fraction)
      }
    }
    return "\(numerator)/\(denominator)"
  }
}
