/// The shortest decimal that reads back as a given Double — among several of that length, the
/// closest to it (an exact tie keeps an even last digit) — as Swift's `description` chooses it.
/// Exact integer arithmetic throughout: a 64×64-bit product for the magnitudes layouts meet,
/// `Magnitude` (a small big integer) for the others.
struct ShortestDecimal: Equatable {
  /// The significant digits, without trailing zeros.
  var digits: UInt64
  /// The value is `digits × 10^exponent`.
  var exponent: Int

  /// `v` must be finite and greater than zero.
  init(_ v: Double) {
    let bits = v.bitPattern
    let fraction = bits & ((1 << 52) - 1)
    let biased = Int(truncatingIfNeeded: (bits >> 52) & 0x7FF)
    let m = biased == 0 ? fraction : fraction | (1 << 52)
    let e = biased == 0 ? -1074 : biased - 1075
    // Reading back rounds to even: an even significand owns the ends of its interval.
    let even = m & 1 == 0
    // Four times the value and the midpoints to its neighbours (the one below is nearer when
    // the significand is a power of two: the spacing halves there).
    let lowerIsCloser = fraction == 0 && biased > 1
    let e2 = e - 2
    // v lies in [2^top, 2^(top+1)), so floor(log10 v) is floor(top × log10 2) or one more: at the
    // scale 10^k the three values have 18 or 19 digits: finer than any shortest form.
    let top = e + (64 - m.leadingZeroBitCount) - 1
    let k = Self.floorLog10Pow2(top) - 17
    var (vr, vrExact) = Self.scaled(4 * m, e2, k)
    let (upper, upperExact) = Self.scaled(4 * m + 2, e2, k)
    var vp = upper
    var (vm, vmExact) = Self.scaled(4 * m - (lowerIsCloser ? 1 : 2), e2, k)
    // An odd significand does not own the upper midpoint.
    if !even && upperExact { vp -= 1 }
    // Remove digits while the interval still holds a number with one digit fewer, remembering
    // the last digit removed from the value (to round it) and whether everything removed from
    // the value and the lower end was zero (an exact tie, an exact end).
    var last: UInt64 = 0
    var removed = 0
    func removeDigit() {
      vrExact = vrExact && last == 0
      last = vr % 10
      vr /= 10
      vp /= 10
      vm /= 10
      removed += 1
    }
    while vp / 10 > vm / 10 {
      vmExact = vmExact && vm % 10 == 0
      removeDigit()
    }
    // The lower end itself is allowed: it may take more zeros off.
    if even && vmExact {
      while vm % 10 == 0 { removeDigit() }
    }
    // An exact tie rounds to the even digit.
    if vrExact && last == 5 && vr % 2 == 0 { last = 4 }
    let belowInterval = vr == vm && (!even || !vmExact)
    var digits = vr + (belowInterval || last >= 5 ? 1 : 0)
    var exponent = k + removed
    while digits % 10 == 0 {
      digits /= 10
      exponent += 1
    }
    self.digits = digits
    self.exponent = exponent
  }

  /// floor(e × log10 2), exactly, for |e| < 1650.
  static func floorLog10Pow2(_ e: Int) -> Int { (e * 78913) >> 18 }

  /// 5^0 … 5^27: every power of five below 2^64.
  static let powersOfFive: [UInt64] = [
    1, 5, 25, 125,
    625, 3_125, 15_625, 78_125,
    390_625, 1_953_125, 9_765_625, 48_828_125,
    244_140_625, 1_220_703_125, 6_103_515_625, 30_517_578_125,
    152_587_890_625, 762_939_453_125, 3_814_697_265_625, 19_073_486_328_125,
    95_367_431_640_625, 476_837_158_203_125, 2_384_185_791_015_625, 11_920_928_955_078_125,
    59_604_644_775_390_625, 298_023_223_876_953_125, 1_490_116_119_384_765_625, 7_450_580_596_923_828_125,
  ]

  /// floor(x × 2^e2 / 10^k) and whether the division is exact; the quotient fits 64 bits.
  static func scaled(_ x: UInt64, _ e2: Int, _ k: Int) -> (UInt64, Bool) {
    let fives = -k
    let twos = e2 - k
    if fives >= 0, fives < powersOfFive.count, let fast = scaledFast(x, fives: fives, twos: twos) { return fast }
    var n = Magnitude(x)
    if fives > 0 { n.multiply(byPowerOfFive: fives) }
    if twos > 0 { n.shiftLeft(twos) }
    var exact = true
    if twos < 0 { exact = n.shiftRight(-twos) }
    if fives < 0 { exact = n.divide(byPowerOfFive: -fives) && exact }
    return (n.low64, exact)
  }

  /// `scaled` with x × 5^fives in 128 bits; nil if the quotient would not fit 64 bits.
  @inline(__always)
  static func scaledFast(_ x: UInt64, fives: Int, twos: Int) -> (UInt64, Bool)? {
    let (hi, lo) = x.multipliedFullWidth(by: powersOfFive[fives])
    if twos >= 0 {
      guard hi == 0, twos < 64, (lo >> (63 - twos)) >> 1 == 0 else { return nil }
      return (lo << twos, true)
    }
    let r = -twos
    if r >= 128 { return (0, hi == 0 && lo == 0) }
    if r >= 64 {
      let s = r - 64
      let lostHigh = s == 0 ? 0 : hi & ((1 << s) - 1)
      return (hi >> s, lostHigh == 0 && lo == 0)
    }
    guard hi >> r == 0 else { return nil }
    let q = r == 0 ? lo : (hi << (64 - r)) | (lo >> r)
    let lost = r == 0 ? 0 : lo & ((1 << r) - 1)
    return (q, lost == 0)
  }
}

/// A non-negative integer of any size in 32-bit limbs, least significant first: just the
/// operations `ShortestDecimal` needs for the magnitudes beyond 64 bits.
struct Magnitude {
  var limbs: [UInt32]

  init(_ v: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: v), UInt32(truncatingIfNeeded: v >> 32)]
  }

  /// The low 64 bits.
  var low64: UInt64 {
    (limbs.count > 0 ? UInt64(limbs[0]) : 0) | (limbs.count > 1 ? UInt64(limbs[1]) << 32 : 0)
  }

  mutating func multiply(by f: UInt32) {
    var carry: UInt64 = 0
    for i in limbs.indices {
      let p = UInt64(limbs[i]) * UInt64(f) + carry
      limbs[i] = UInt32(truncatingIfNeeded: p)
      carry = p >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
  }

  /// Divides in place; whether the remainder was zero.
  mutating func divide(by d: UInt32) -> Bool {
    var rest: UInt64 = 0
    for i in limbs.indices.reversed() {
      let cur = (rest << 32) | UInt64(limbs[i])
      limbs[i] = UInt32(truncatingIfNeeded: cur / UInt64(d))
      rest = cur % UInt64(d)
    }
    while limbs.count > 2, limbs[limbs.count - 1] == 0 { limbs.removeLast() }
    return rest == 0
  }

  /// 5^13 is the largest power of five in 32 bits.
  private static let fiveToThe13: UInt32 = 1_220_703_125

  mutating func multiply(byPowerOfFive n: Int) {
    var n = n
    while n >= 13 {
      multiply(by: Self.fiveToThe13)
      n -= 13
    }
    if n > 0 { multiply(by: UInt32(ShortestDecimal.powersOfFive[n])) }
  }

  /// Whether every division was exact.
  mutating func divide(byPowerOfFive n: Int) -> Bool {
    var n = n
    var exact = true
    while n >= 13 {
      exact = divide(by: Self.fiveToThe13) && exact
      n -= 13
    }
    if n > 0 { exact = divide(by: UInt32(ShortestDecimal.powersOfFive[n])) && exact }
    return exact
  }

  mutating func shiftLeft(_ bits: Int) {
    let words = bits / 32
    let s = bits % 32
    var result = [UInt32](repeating: 0, count: words)
    var carry: UInt32 = 0
    for limb in limbs {
      result.append(s == 0 ? limb : (limb << s) | carry)
      carry = s == 0 ? 0 : limb >> (32 - s)
    }
    if carry != 0 { result.append(carry) }
    limbs = result
  }

  /// Shifts right in place; whether every bit shifted out was zero.
  mutating func shiftRight(_ bits: Int) -> Bool {
    let words = bits / 32
    let s = bits % 32
    guard words < limbs.count else {
      let exact = limbs.allSatisfy { $0 == 0 }
      limbs = [0, 0]
      return exact
    }
    var exact = limbs[..<words].allSatisfy { $0 == 0 }
    if s != 0, limbs[words] & ((1 << s) - 1) != 0 { exact = false }
    var result: [UInt32] = []
    for i in words..<limbs.count {
      let high = i + 1 < limbs.count ? limbs[i + 1] : 0
      result.append(s == 0 ? limbs[i] : (limbs[i] >> s) | (high << (32 - s)))
    }
    while result.count < 2 { result.append(0) }
    limbs = result
    return exact
  }
}
