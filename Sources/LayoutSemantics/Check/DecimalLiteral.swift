/// A decimal literal, `DIGITS ('.' DIGITS)?`, read as its significant digits and a power of ten:
/// `0.0700` is 7 × 10⁻², `1200` is 12 × 10². One pass with no allocation reads it and its nearest
/// Double, unless it has more digits than a Double's fast path takes.
public struct DecimalLiteral: Sendable {
  /// Digits from the first non-zero one to the last non-zero one; 0 for zero.
  public let significantDigits: Int
  /// The value is (significant digits) × 10^exponent.
  public let exponent: Int
  /// The significant digits as a number, when there are at most 19 of them.
  let mantissa: UInt64
  /// The Double nearest to the literal (ties to even), which is what Swift makes of the same
  /// literal: never the quotient of two rounded Doubles.
  public let nearestDouble: Double

  /// Nil unless `text` is `DIGITS ('.' DIGITS)?`.
  public init?(_ text: String) {
    var text = text
    guard let scan = text.withUTF8({ DecimalLiteral.scan($0) }) else { return nil }
    (significantDigits, exponent, mantissa) = scan
    nearestDouble = DecimalLiteral.nearest(significantDigits, mantissa, exponent, text)
  }

  /// Significant digits, exponent and mantissa; nil unless the bytes are `DIGITS ('.' DIGITS)?`.
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, UInt64)? {
    var digits = 0, fractionDigits = 0
    var first = -1, last = -1
    var seenDot = false
    var mantissa: UInt64 = 0
    for c in bytes {
      if c == UInt8(ascii: ".") {
        guard !seenDot, digits > 0 else { return nil }
        seenDot = true
        continue
      }
      guard c >= 0x30, c <= 0x39 else { return nil }
      if c != 0x30 {
        if first < 0 { first = digits }
        // Zeros between significant digits count once a later non-zero digit follows them.
        if digits - first < 19 {
          if last >= 0 { for _ in last + 1..<digits { mantissa &*= 10 } }
          mantissa = mantissa &* 10 &+ UInt64(c - 0x30)
        }
        last = digits
      }
      digits += 1
      if seenDot { fractionDigits += 1 }
    }
    guard digits > 0, !seenDot || fractionDigits > 0 else { return nil }
    guard first >= 0 else { return (0, 0, 0) }
    return (last - first + 1, (digits - 1 - last) - fractionDigits, mantissa)
  }

  public var isZero: Bool { significantDigits == 0 }
  /// Whole numbers only (`2.0` is one).
  public var isInteger: Bool { exponent >= 0 }

  /// The value when it is a whole number no larger than `limit`.
  public func integer(upTo limit: Int) -> Int? {
    guard isInteger, significantDigits + exponent <= 18 else { return nil }
    let v = Int(mantissa) * Int(DecimalLiteral.powerOfTen(exponent))
    return v <= limit ? v : nil
  }

  /// Up to 2⁵³ with a power of ten that a Double holds exactly, one multiplication or division
  /// rounds once; otherwise the standard library's correctly rounded parser reads the digits.
  private static func nearest(_ significantDigits: Int, _ mantissa: UInt64, _ exponent: Int, _ text: String) -> Double {
    if significantDigits == 0 { return 0 }
    if significantDigits <= 19, mantissa <= 1 << 53, abs(exponent) <= 22 {
      var scale = 1.0
      for _ in 0..<abs(exponent) { scale *= 10 }  // exact up to 10^22
      let m = Double(mantissa)
      return exponent >= 0 ? m * scale : m / scale
    }
    // 800 digits decide the rounding of any Double (a halfway point between two of them has at
    // most 767 significant digits); a `1` after them stands for the non-zero digits cut off.
    var kept = significand(of: text)
    var e = exponent
    if kept.utf8.count > 800 {
      e += kept.utf8.count - 801
      kept = String(kept.prefix(800)) + "1"
    }
    return Double(kept + "e" + String(e)) ?? .infinity
  }

  /// The exact value when there are at most 19 significant digits; nil otherwise. Its size grows
  /// with `exponent`: callers bound it first.
  public var exact: Rational? {
    significantDigits <= 19 ? DecimalLiteral.exact(mantissa: mantissa, exponent: exponent) : nil
  }

  /// `mantissa × 10^exponent`, with 64-bit parts when they fit.
  static func exact(mantissa: UInt64, exponent: Int) -> Rational {
    if mantissa <= UInt64(Int64.max), exponent <= 0, exponent >= -18, let r = Rational(Int64(mantissa), Int64(powerOfTen(-exponent))) {
      return r
    }
    return Rational(BigUInt(mantissa), timesTenToThe: exponent)
  }

  /// `10^e` for e from 0 to 19.
  static func powerOfTen(_ e: Int) -> UInt64 {
    var p: UInt64 = 1
    for _ in 0..<e { p &*= 10 }
    return p
  }

  /// The significant digits of a literal, as text.
  static func significand(of text: String) -> String {
    let digits = text.utf8.filter { $0 != UInt8(ascii: ".") }
    guard let first = digits.firstIndex(where: { $0 != 0x30 }), let last = digits.lastIndex(where: { $0 != 0x30 }) else { return "0" }
    return String(decoding: digits[first...last], as: UTF8.self)
  }
}

extension Rational {
  /// The exact value of `DIGITS ('.' DIGITS)?`, of any length; nil for anything else.
  public init?(decimal text: String) {
    guard let literal = DecimalLiteral(text) else { return nil }
    if let r = literal.exact {
      self = r
      return
    }
    guard let m = BigUInt(decimal: DecimalLiteral.significand(of: text)) else { return nil }
    self.init(m, timesTenToThe: literal.exponent)
  }

  /// `m × 10^e`.
  init(_ m: BigUInt, timesTenToThe e: Int) {
    let scale = BigUInt.powerOfTen(abs(e))
    self = (e >= 0 ? Rational(negative: false, m * scale, .one) : Rational(negative: false, m, scale)) ?? .zero
  }
}
