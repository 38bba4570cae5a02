/// Numbers written straight into bytes, with no `String` in between: integers in decimal,
/// Doubles exactly as their `description` reads (`ShortestDecimal` chooses the digits). The
/// `write` forms fill memory the caller provides and return the count; `append` forms add to
/// an array.
public enum NumberText {
  /// The most bytes `writeInteger` writes (`-9223372036854775808`).
  public static let maxIntegerBytes = 20
  /// The most bytes `writeDescription` writes (`-2.2250738585072014e-308`).
  public static let maxDescriptionBytes = 24

  /// `v` in decimal, `-` first when negative, at `p`; the number of bytes written.
  @inlinable
  public static func writeInteger(_ v: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
    if v >= 0, v < 10 {
      p.pointee = 0x30 &+ UInt8(truncatingIfNeeded: v)
      return 1
    }
    var start = 0
    if v < 0 {
      p.pointee = UInt8(ascii: "-")
      start = 1
    }
    let count = start + digitCount(v.magnitude)
    var rest = v.magnitude
    var i = count
    // Two digits a division, from the pairs "00" … "99"; what is left is one digit or none.
    let pairs = digitPairs.utf8Start
    while rest >= 100 {
      let (q, r) = rest.quotientAndRemainder(dividingBy: 100)
      i &-= 2
      (p + i).update(from: pairs + Int(truncatingIfNeeded: r) &* 2, count: 2)
      rest = q
    }
    if rest >= 10 {
      (p + (i &- 2)).update(from: pairs + Int(truncatingIfNeeded: rest) &* 2, count: 2)
    } else {
      p[i &- 1] = 0x30 &+ UInt8(truncatingIfNeeded: rest)
    }
    return count
  }

  /// "00", "01", … "99" in one literal, which costs no initialisation.
  @inlinable
  static var digitPairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// How many decimal digits `v` has (1 for 0).
  @inlinable
  static func digitCount(_ v: UInt) -> Int {
    var n = 1
    var rest = v
    while rest >= 10_000 {
      rest /= 10_000
      n &+= 4
    }
    if rest >= 100 { n &+= rest >= 1000 ? 3 : 2 } else if rest >= 10 { n &+= 1 }
    return n
  }

  /// `writeInteger` appended to `out`.
  @inlinable
  public static func appendInteger(_ v: Int, to out: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxIntegerBytes) { buffer in
      guard let p = buffer.baseAddress else { return }
      out.append(contentsOf: UnsafeBufferPointer(start: p, count: writeInteger(v, to: p)))
    }
  }

  /// The largest Double that `description` writes without an exponent when it is integral:
  /// 2^53, the last of the integers every one of which a Double holds.
  static let largestPlain: Double = 9_007_199_254_740_992

  /// `v.description`, byte for byte, at `p` (room for `maxDescriptionBytes`); the number of
  /// bytes written: `nan`, `inf`, `-0.0`, `130.33333333333334`, `1e-05`, `1.0`, `1.5e+16`.
  /// Without an exponent from 10^-4 to 2^53 (integral values end in `.0`); otherwise one digit,
  /// the rest after a `.`, and `e`, a sign and at least two digits.
  public static func writeDescription(_ v: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
    var n = 0
    func put(_ byte: UInt8) {
      p[n] = byte
      n += 1
    }
    func put(_ text: StaticString) {
      p.advanced(by: n).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
      n += text.utf8CodeUnitCount
    }
    if v.isNaN {
      put("nan")
      return n
    }
    if v.sign == .minus { put(UInt8(ascii: "-")) }
    if v.isInfinite {
      put("inf")
      return n
    }
    if v == 0 {
      put("0.0")
      return n
    }
    let d = ShortestDecimal(v.magnitude)
    // The digits, most significant first, in a scratch area past the longest text.
    let count = writeInteger(Int(d.digits), to: p + 32)
    let digits = p + 32
    func put(digits range: Range<Int>) {
      p.advanced(by: n).update(from: digits + range.lowerBound, count: range.count)
      n += range.count
    }
    // The power of ten of the first digit.
    let point = d.exponent + count - 1
    let zero = UInt8(ascii: "0")
    if v.magnitude <= largestPlain, point >= -4 {
      if d.exponent >= 0 {
        put(digits: 0..<count)
        for _ in 0..<d.exponent { put(zero) }
        put(".0")
      } else if point >= 0 {
        put(digits: 0..<(point + 1))
        put(UInt8(ascii: "."))
        put(digits: (point + 1)..<count)
      } else {
        put("0.")
        for _ in 0..<(-point - 1) { put(zero) }
        put(digits: 0..<count)
      }
      return n
    }
    put(digits[0])
    if count > 1 {
      put(UInt8(ascii: "."))
      put(digits: 1..<count)
    }
    put(UInt8(ascii: "e"))
    put(UInt8(ascii: point < 0 ? "-" : "+"))
    if point.magnitude < 10 { put(zero) }
    return n + writeInteger(Int(point.magnitude), to: p + n)
  }

  /// Room `writeDescription` needs: its text and the scratch area for the digits.
  public static let descriptionScratchBytes = 64

  /// `v.description` appended to `out`.
  public static func appendDescription(_ v: Double, to out: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: descriptionScratchBytes) { buffer in
      guard let p = buffer.baseAddress else { return }
      out.append(contentsOf: UnsafeBufferPointer(start: p, count: writeDescription(v, to: p)))
    }
  }
}
