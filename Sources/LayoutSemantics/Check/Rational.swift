/// An exact fraction with 64-bit parts, always normalized (lowest terms, positive denominator).
/// The checker decides every size rule that holds at all container sizes with these; the resolver
/// turns them into Doubles the way Swift source would (`Double(num) / Double(den)`).
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let numerator: Int64
  public let denominator: Int64

  /// Nil when `den` is zero.
  public init?(_ num: Int64, _ den: Int64 = 1) {
    guard den != 0, num != .min, den != .min else { return nil }
    let g = Rational.gcd(abs(num), abs(den))
    let sign: Int64 = den < 0 ? -1 : 1
    numerator = sign * num / max(g, 1)
    denominator = sign * den / max(g, 1)
  }

  public static let zero = Rational(0)!
  public static let one = Rational(1)!

  /// Parses `DIGITS ('.' DIGITS)?`; nil when it does not fit exactly (too many digits for
  /// a Double to hold, or beyond 64 bits).
  public init?(decimal text: String) {
    var num: Int64 = 0
    var den: Int64 = 1
    var significant = 0
    var seenDot = false
    for c in text.utf8 {
      if c == UInt8(ascii: ".") {
        guard !seenDot else { return nil }
        seenDot = true
        continue
      }
      guard c >= 0x30, c <= 0x39 else { return nil }
      if num > 0 || c != 0x30 { significant += 1 }
      // 15 significant digits always survive the trip through a Double.
      guard significant <= 15 else { return nil }
      num = num * 10 + Int64(c - 0x30)
      if seenDot {
        let (d, o) = den.multipliedReportingOverflow(by: 10)
        guard !o else { return nil }
        den = d
      }
    }
    self.init(num, den)
  }

  /// The exact value of a finite Double (every one is a fraction with a power-of-two
  /// denominator), or nil when its parts do not fit in 64 bits. `doubleValue` gives `d` back.
  public init?(exactly d: Double) {
    guard d.isFinite else { return nil }
    var num = d
    var den: Int64 = 1
    while num != num.rounded(.towardZero) {
      guard den <= Int64.max / 2 else { return nil }
      num *= 2
      den *= 2
    }
    guard let n = Int64(exactly: num) else { return nil }
    self.init(n, den)
  }

  public var doubleValue: Double { Double(numerator) / Double(denominator) }
  public var isInteger: Bool { denominator == 1 }

  public static func < (a: Rational, b: Rational) -> Bool {
    // Cross-multiplication in 128 bits cannot overflow.
    let l = a.numerator.multipliedFullWidth(by: b.denominator)
    let r = b.numerator.multipliedFullWidth(by: a.denominator)
    return (l.high, l.low) < (r.high, r.low)
  }

  /// Nil on overflow.
  public static func divided(_ a: Rational, by b: Rational) -> Rational? {
    guard b.numerator != 0 else { return nil }
    let (n, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
    let (d, o2) = a.denominator.multipliedReportingOverflow(by: b.numerator)
    guard !o1, !o2 else { return nil }
    return Rational(n, d)
  }

  public var negated: Rational { Rational(-numerator, denominator)! }

  /// `2/3`, `1`, `7/10`.
  public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

  static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
