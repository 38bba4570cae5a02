/// An exact fraction, always normalized (lowest terms, positive denominator), that cannot overflow:
/// parts that fit in 64 bits are stored as such (the common case, and cheap), larger ones as
/// `BigUInt`s. The checker decides every size rule that holds at all container sizes with these;
/// the Doubles UIKit sees are carried beside them (`Number`), never computed from them.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The parts when both fit in an `Int64` other than `Int64.min` (`wide` is nil); 0/1 otherwise.
  /// One form per value, so equal values have equal fields. Plain integers keep the common case
  /// cheap to copy: only a wide value holds a reference.
  let numerator: Int64
  let denominator: Int64
  let wide: Wide?

  /// A value whose parts outgrow 64 bits.
  final class Wide: Hashable, Sendable {
    let negative: Bool
    let numerator: BigUInt
    let denominator: BigUInt
    init(negative: Bool, numerator: BigUInt, denominator: BigUInt) {
      self.negative = negative
      self.numerator = numerator
      self.denominator = denominator
    }
    static func == (a: Wide, b: Wide) -> Bool {
      a.negative == b.negative && a.numerator == b.numerator && a.denominator == b.denominator
    }
    func hash(into hasher: inout Hasher) {
      hasher.combine(negative)
      hasher.combine(numerator)
      hasher.combine(denominator)
    }
  }

  private init(small n: Int64, _ d: Int64) {
    numerator = n
    denominator = d
    wide = nil
  }

  private init(wide: Wide) {
    numerator = 0
    denominator = 1
    self.wide = wide
  }

  /// Nil when `den` is zero.
  public init?(_ num: Int64, _ den: Int64 = 1) {
    guard den != 0 else { return nil }
    guard num != .min, den != .min else {
      guard let r = Rational(negative: (num < 0) != (den < 0), BigUInt(num.magnitude), BigUInt(den.magnitude)) else { return nil }
      self = r
      return
    }
    let g = Swift.max(Rational.gcd(abs(num), abs(den)), 1)
    let sign: Int64 = den < 0 ? -1 : 1
    self.init(small: sign * num / g, sign * den / g)
  }

  /// `±numerator / denominator`, normalized; nil when `denominator` is zero.
  public init?(negative: Bool, _ numerator: BigUInt, _ denominator: BigUInt) {
    guard !denominator.isZero else { return nil }
    guard !numerator.isZero else {
      self.init(small: 0, 1)
      return
    }
    var (n, d) = (numerator, denominator)
    let g = BigUInt.gcd(n, d)
    if g != .one {
      n = n.quotientAndRemainder(dividingBy: g).quotient
      d = d.quotientAndRemainder(dividingBy: g).quotient
    }
    if let sn = n.uint64Value, let sd = d.uint64Value, sn <= UInt64(Int64.max), sd <= UInt64(Int64.max) {
      self.init(small: negative ? -Int64(sn) : Int64(sn), Int64(sd))
    } else {
      self.init(wide: Wide(negative: negative, numerator: n, denominator: d))
    }
  }

  public static let zero = Rational(0)!
  public static let one = Rational(1)!

  /// The exact value of a finite Double (every one is a fraction with a power-of-two
  /// denominator); nil for infinities and NaN.
  public init?(exactly d: Double) {
    guard d.isFinite else { return nil }
    // d = significand × 2^exponent, with an integer significand.
    let significand = d.significandBitPattern | (d.isNormal ? 1 << 52 : 0)
    let exponent = (d.isNormal ? Int(d.exponentBitPattern) : 1) - 1075
    let m = BigUInt(significand)
    if exponent >= 0 {
      self.init(negative: d < 0, m << exponent, .one)
    } else {
      self.init(negative: d < 0, m, BigUInt.one << -exponent)
    }
  }

  /// Sign and magnitudes, whatever the storage.
  var parts: (negative: Bool, numerator: BigUInt, denominator: BigUInt) {
    wide.map { ($0.negative, $0.numerator, $0.denominator) } ?? (numerator < 0, BigUInt(numerator.magnitude), BigUInt(UInt64(denominator)))
  }

  public var isInteger: Bool { wide.map { $0.denominator == .one } ?? (denominator == 1) }

  public var isNegative: Bool { wide?.negative ?? (numerator < 0) }

  public static func < (a: Rational, b: Rational) -> Bool {
    if a.wide == nil, b.wide == nil {
      // Cross-multiplication in 128 bits cannot overflow.
      let l = a.numerator.multipliedFullWidth(by: b.denominator)
      let r = b.numerator.multipliedFullWidth(by: a.denominator)
      return (l.high, l.low) < (r.high, r.low)
    }
    let (x, y) = (a.parts, b.parts)
    // Zero is never negative, so differing signs decide.
    if x.negative != y.negative { return x.negative }
    let l = x.numerator * y.denominator
    let r = y.numerator * x.denominator
    return x.negative ? r < l : l < r
  }

  /// `a / b`; nil only when `b` is zero.
  public static func divided(_ a: Rational, by b: Rational) -> Rational? {
    guard b != .zero else { return nil }
    if a.wide == nil, b.wide == nil {
      let (n, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
      let (d, o2) = a.denominator.multipliedReportingOverflow(by: b.numerator)
      if !o1, !o2 { return Rational(n, d) }
    }
    let (x, y) = (a.parts, b.parts)
    return Rational(negative: x.negative != y.negative, x.numerator * y.denominator, x.denominator * y.numerator)
  }

  public var negated: Rational {
    wide.map { Rational(wide: Wide(negative: !$0.negative, numerator: $0.numerator, denominator: $0.denominator)) } ?? Rational(small: -numerator, denominator)
  }

  /// `2/3`, `1`, `7/10`, `-1/2`.
  public var description: String {
    let (negative, n, d) = parts
    return (negative ? "-" : "") + (d == .one ? "\(n)" : "\(n)/\(d)")
  }

  static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
