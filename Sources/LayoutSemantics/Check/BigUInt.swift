/// A natural number of any size, for the parts of a `Rational` that outgrow 64 bits (a literal with
/// many decimals, or a fraction of two of them). Little-endian 64-bit limbs with no high zero limb,
/// so zero has none and equal numbers have equal limbs. The operations are the schoolbook ones:
/// these numbers stay within a few thousand bits.
public struct BigUInt: Hashable, Sendable, Comparable, CustomStringConvertible {
  public private(set) var limbs: [UInt64]

  public init(_ v: UInt64) { limbs = v == 0 ? [] : [v] }

  init(limbs: [UInt64]) {
    self.limbs = limbs
    trim()
  }

  public static let zero = BigUInt(0)
  public static let one = BigUInt(1)

  /// `10^exponent`.
  public static func powerOfTen(_ exponent: Int) -> BigUInt {
    var r = BigUInt.one
    var e = exponent
    while e > 0 {
      let step = min(e, 19)
      r = r.multiplied(by: pow10[step], adding: 0)
      e -= step
    }
    return r
  }

  /// `DIGITS`, nil for anything else (including the empty string).
  public init?(decimal text: some StringProtocol) {
    var r = BigUInt.zero
    var chunk: UInt64 = 0
    var chunkDigits = 0
    for c in text.utf8 {
      guard c >= 0x30, c <= 0x39 else { return nil }
      chunk = chunk * 10 + UInt64(c - 0x30)
      chunkDigits += 1
      if chunkDigits == 19 {
        r = r.multiplied(by: BigUInt.pow10[19], adding: chunk)
        (chunk, chunkDigits) = (0, 0)
      }
    }
    guard !text.isEmpty else { return nil }
    self = chunkDigits == 0 ? r : r.multiplied(by: BigUInt.pow10[chunkDigits], adding: chunk)
  }

  /// 10⁰ … 10¹⁹, every power of ten a limb holds.
  static let pow10: [UInt64] = (0...19).map { (0..<$0).reduce(1) { a, _ in a * 10 } }

  public var isZero: Bool { limbs.isEmpty }
  /// The value when it fits in 64 bits.
  public var uint64Value: UInt64? { limbs.count <= 1 ? limbs.first ?? 0 : nil }
  public var bitWidth: Int { limbs.last.map { limbs.count * 64 - $0.leadingZeroBitCount } ?? 0 }
  public var trailingZeroBitCount: Int {
    guard let i = limbs.firstIndex(where: { $0 != 0 }) else { return 0 }
    return i * 64 + limbs[i].trailingZeroBitCount
  }

  private mutating func trim() {
    while limbs.last == 0 { limbs.removeLast() }
  }

  // MARK: - Arithmetic

  /// `self × m + a`.
  public func multiplied(by m: UInt64, adding a: UInt64) -> BigUInt {
    var out = [UInt64]()
    out.reserveCapacity(limbs.count + 1)
    var carry = a
    for x in limbs {
      let (high, low) = x.multipliedFullWidth(by: m)
      let (sum, o) = low.addingReportingOverflow(carry)
      out.append(sum)
      carry = high &+ (o ? 1 : 0)
    }
    if carry != 0 { out.append(carry) }
    return BigUInt(limbs: out)
  }

  public static func * (a: BigUInt, b: BigUInt) -> BigUInt {
    guard !a.isZero, !b.isZero else { return .zero }
    var out = [UInt64](repeating: 0, count: a.limbs.count + b.limbs.count)
    for (i, x) in a.limbs.enumerated() {
      var carry: UInt64 = 0
      for (j, y) in b.limbs.enumerated() {
        let (high, low) = x.multipliedFullWidth(by: y)
        let (s1, o1) = out[i + j].addingReportingOverflow(low)
        let (s2, o2) = s1.addingReportingOverflow(carry)
        out[i + j] = s2
        carry = high &+ (o1 ? 1 : 0) &+ (o2 ? 1 : 0)
      }
      out[i + b.limbs.count] = carry
    }
    return BigUInt(limbs: out)
  }

  /// `a − b`; `b` must not exceed `a`.
  public static func - (a: BigUInt, b: BigUInt) -> BigUInt {
    precondition(b <= a, "BigUInt subtraction below zero")
    var out = a.limbs
    var borrow = false
    for i in out.indices {
      let y = i < b.limbs.count ? b.limbs[i] : 0
      if i >= b.limbs.count, !borrow { break }
      let (d1, o1) = out[i].subtractingReportingOverflow(y)
      let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
      out[i] = d2
      borrow = o1 || o2
    }
    return BigUInt(limbs: out)
  }

  public static func << (a: BigUInt, n: Int) -> BigUInt {
    guard !a.isZero, n > 0 else { return a }
    let (words, bits) = (n / 64, n % 64)
    var out = [UInt64](repeating: 0, count: words)
    out.reserveCapacity(words + a.limbs.count + 1)
    var carry: UInt64 = 0
    for x in a.limbs {
      out.append(bits == 0 ? x : (x << bits) | carry)
      carry = bits == 0 ? 0 : x >> (64 - bits)
    }
    if carry != 0 { out.append(carry) }
    return BigUInt(limbs: out)
  }

  public static func >> (a: BigUInt, n: Int) -> BigUInt {
    guard n > 0 else { return a }
    let (words, bits) = (n / 64, n % 64)
    guard words < a.limbs.count else { return .zero }
    var out = [UInt64]()
    out.reserveCapacity(a.limbs.count - words)
    for i in words..<a.limbs.count {
      let high = i + 1 < a.limbs.count ? a.limbs[i + 1] : 0
      out.append(bits == 0 ? a.limbs[i] : (a.limbs[i] >> bits) | (high << (64 - bits)))
    }
    return BigUInt(limbs: out)
  }

  /// Quotient and remainder; `d` must not be zero. One limb divides limb by limb; a larger divisor
  /// shifts and subtracts bit by bit.
  public func quotientAndRemainder(dividingBy d: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
    precondition(!d.isZero, "BigUInt division by zero")
    if self < d { return (.zero, self) }
    if let small = d.uint64Value {
      var q = [UInt64](repeating: 0, count: limbs.count)
      var r: UInt64 = 0
      for i in limbs.indices.reversed() {
        (q[i], r) = small.dividingFullWidth((r, limbs[i]))
      }
      return (BigUInt(limbs: q), BigUInt(r))
    }
    // r < 2d throughout, so it fits in one limb more than d; it is shifted and reduced in place.
    var q = [UInt64](repeating: 0, count: limbs.count)
    var r = [UInt64](repeating: 0, count: d.limbs.count + 1)
    for bit in (0..<bitWidth).reversed() {
      var carry = limbs[bit / 64] >> (bit % 64) & 1
      for i in r.indices {
        let out = r[i] >> 63
        r[i] = r[i] << 1 | carry
        carry = out
      }
      if !BigUInt.less(r, d.limbs) {
        var borrow = false
        for i in r.indices {
          let y = i < d.limbs.count ? d.limbs[i] : 0
          let (d1, o1) = r[i].subtractingReportingOverflow(y)
          let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
          r[i] = d2
          borrow = o1 || o2
        }
        q[bit / 64] |= 1 << (bit % 64)
      }
    }
    return (BigUInt(limbs: q), BigUInt(limbs: r))
  }

  /// `a < b` for limbs that may have high zero limbs.
  private static func less(_ a: [UInt64], _ b: [UInt64]) -> Bool {
    for i in (0..<max(a.count, b.count)).reversed() {
      let x = i < a.count ? a[i] : 0, y = i < b.count ? b[i] : 0
      if x != y { return x < y }
    }
    return false
  }

  /// The greatest common divisor (binary: shifts and subtractions only); `gcd(0, b)` is `b`.
  public static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    if a.isZero { return b }
    if b.isZero { return a }
    let shift = min(a.trailingZeroBitCount, b.trailingZeroBitCount)
    var x = a >> a.trailingZeroBitCount
    var y = b
    repeat {
      y = y >> y.trailingZeroBitCount
      if x > y { swap(&x, &y) }
      y = y - x
    } while !y.isZero
    return x << shift
  }

  public static func < (a: BigUInt, b: BigUInt) -> Bool {
    if a.limbs.count != b.limbs.count { return a.limbs.count < b.limbs.count }
    for i in a.limbs.indices.reversed() where a.limbs[i] != b.limbs[i] { return a.limbs[i] < b.limbs[i] }
    return false
  }

  /// Decimal digits.
  public var description: String {
    guard !isZero else { return "0" }
    var chunks: [UInt64] = []
    var rest = self
    let base = BigUInt(BigUInt.pow10[19])
    while !rest.isZero {
      let (q, r) = rest.quotientAndRemainder(dividingBy: base)
      chunks.append(r.uint64Value ?? 0)
      rest = q
    }
    var s = String(chunks.removeLast())
    for c in chunks.reversed() {
      let digits = String(c)
      s += String(repeating: "0", count: 19 - digits.count) + digits
    }
    return s
  }
}
