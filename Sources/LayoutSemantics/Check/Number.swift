/// A number of the checked model: the Double UIKit computes from the same Swift source, which is
/// what the resolver and the emitters use. A literal's Double is its correctly rounded value (as
/// Swift parses a `CGFloat` literal); `a/b` is `Double(a) / Double(b)`, each part converted that
/// way, and keeps its parts so Swift source can spell it `a / b`. Plain data, cheap to copy: the
/// exact value the checker's rules need lives beside it only while checking (`ExactNumber`).
public struct Number: Sendable, Hashable {
  public let value: Double
  // `a` and `b` of `a/b`; plain fields rather than an optional keep the type cheap to copy.
  private let numerator: Double
  private let denominator: Double
  private let isFraction: Bool

  /// The Doubles of `a` and `b` when this is `a/b`.
  public var fraction: Fraction? { isFraction ? Fraction(numerator: numerator, denominator: denominator) : nil }

  public struct Fraction: Sendable, Hashable {
    public let numerator: Double
    public let denominator: Double
    public init(numerator: Double, denominator: Double) {
      self.numerator = numerator
      self.denominator = denominator
    }
  }

  /// A Double as it is.
  public init(_ value: Double) {
    self.value = value
    (numerator, denominator, isFraction) = (value, 1, false)
  }

  /// `a / b`, as Swift computes it.
  public init(_ numerator: Double, over denominator: Double) {
    value = numerator / denominator
    (self.numerator, self.denominator, isFraction) = (numerator, denominator, true)
  }

  public static let one = Number(1)

  public var negated: Number {
    fraction.map { Number(-$0.numerator, over: $0.denominator) } ?? Number(-value)
  }
}

/// A number while it is checked: its exact value, which the checker's rules compare, and the
/// `Number` the model keeps. Plain data, like `Number`: the exact value is kept as the literals it
/// came from (their digits and powers of ten, or the Double a rounded literal became) and made a
/// `Rational` on demand; how it compares with 0 and 1, which most rules ask, is worked out once.
public struct ExactNumber: Sendable, Hashable {
  public let number: Number
  private let numerator: Literal
  private let denominator: Literal?
  private let negative: Bool
  /// The exact value's sign, and how it compares with 1: -1, 0 or 1.
  private let sign: Int8
  private let versusOne: Int8

  public var value: Double { number.value }

  /// One literal's exact value.
  private enum Literal: Sendable, Hashable {
    /// `mantissa × 10^exponent`, `mantissa` having `digits` digits.
    case decimal(mantissa: UInt64, exponent: Int, digits: Int)
    /// A rounded literal: exactly this Double.
    case double(Double)

    var isZero: Bool {
      switch self {
      case .decimal(let m, _, _): m == 0
      case .double(let d): d == 0
      }
    }

    /// 1, in the same form as `self`.
    var one: Literal {
      if case .double = self { return .double(1) }
      return .decimal(mantissa: 1, exponent: 0, digits: 1)
    }

    /// -1, 0 or 1 as `self` is below, equal to or above `other`, without a `Rational`, when both
    /// are of one form: Doubles compare as they are; decimals by the position of their leading
    /// digit, then by their digits (`mantissa` has no trailing zeros).
    func compared(to other: Literal) -> Int8? {
      switch (self, other) {
      case (.double(let x), .double(let y)):
        return x < y ? -1 : x == y ? 0 : 1
      case (.decimal(let m1, let e1, let d1), .decimal(let m2, let e2, let d2)):
        if m1 == 0 || m2 == 0 { return m1 == m2 ? 0 : m1 == 0 ? -1 : 1 }
        if d1 + e1 != d2 + e2 { return d1 + e1 < d2 + e2 ? -1 : 1 }
        let digits = Swift.max(d1, d2)
        guard digits <= 19 else { return nil }
        let (a, b) = (m1 * DecimalLiteral.powerOfTen(digits - d1), m2 * DecimalLiteral.powerOfTen(digits - d2))
        return a < b ? -1 : a == b ? 0 : 1
      default:
        return nil
      }
    }

    var rational: Rational {
      switch self {
      case .decimal(let m, let e, _): DecimalLiteral.exact(mantissa: m, exponent: e)
      case .double(let d): Rational(exactly: d) ?? .zero
      }
    }
  }

  /// A decimal literal, or nil when it is larger than `Limits.maxNumber`. A literal whose Double
  /// drops digits (`literal.isRounded`) is that Double, exactly, so the rules judge what UIKit sees.
  public init?(_ literal: DecimalLiteral) {
    let value = literal.nearestDouble
    guard value <= Limits.maxNumber else { return nil }
    let exact: Literal = literal.isRounded ? .double(value) : .decimal(mantissa: literal.mantissa, exponent: literal.exponent, digits: literal.significantDigits)
    self.init(numerator: exact, denominator: nil, negative: false, number: Number(value))
  }

  /// `a / b`, as Swift computes it from two literals; nil when `b` is zero or either is already a
  /// fraction.
  public init?(_ a: ExactNumber, over b: ExactNumber) {
    guard a.denominator == nil, b.denominator == nil, b.sign != 0 else { return nil }
    self.init(numerator: a.numerator, denominator: b.numerator, negative: a.negative != b.negative, number: Number(a.value, over: b.value))
  }

  private init(numerator: Literal, denominator: Literal?, negative: Bool, number: Number) {
    self.numerator = numerator
    self.denominator = denominator
    self.negative = negative
    self.number = number
    // The denominator is positive, so a/b against 1 is a against b.
    if let c = numerator.compared(to: denominator ?? numerator.one) {
      let positive: Int8 = numerator.isZero ? 0 : 1
      (sign, versusOne) = negative ? (-positive, -1) : (positive, c)
    } else {
      let r = ExactNumber.rational(numerator, denominator, negative)
      sign = r == .zero ? 0 : r.isNegative ? -1 : 1
      versusOne = r < .one ? -1 : r == .one ? 0 : 1
    }
  }

  private static func rational(_ numerator: Literal, _ denominator: Literal?, _ negative: Bool) -> Rational {
    var r = numerator.rational
    if let d = denominator { r = Rational.divided(r, by: d.rational) ?? .zero }
    return negative ? r.negated : r
  }

  /// The exact value.
  public var exact: Rational { ExactNumber.rational(numerator, denominator, negative) }
  public var isZero: Bool { sign == 0 }
  public var isNegative: Bool { sign < 0 }
  public var isPositive: Bool { sign > 0 }
  /// Greater than 1.
  public var exceedsOne: Bool { versusOne > 0 }
  public var isAtLeastOne: Bool { versusOne >= 0 }

  public var negated: ExactNumber {
    ExactNumber(numerator: numerator, denominator: denominator, negative: !negative, number: number.negated)
  }
}

extension DecimalLiteral {
  /// Whether its Double drops digits a reader would see: more than 17 significant digits, or a
  /// value below the smallest normal Double (where fewer digits survive, down to none at 0).
  public var isRounded: Bool {
    significantDigits > 17 || (!isZero && nearestDouble < .leastNormalMagnitude)
  }
}
