import LayoutSource
import TestSupport
import Testing

/// `NumberText.appendDescription` writes Double's `description` byte for byte, without making
/// a `String` (the frames JSON writes millions of numbers), and `JSONText.number` keeps its
/// format: integral values below 10^15 as integers, `-0` as `0`, the rest as `description`.
@Suite struct NumberTextTests {
  static func written(_ v: Double) -> String {
    var out: [UInt8] = []
    NumberText.appendDescription(v, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// The format `JSONText.number` had when it called `description` itself.
  static func jsonBefore(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    if v == 0 { return "0" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return v.description
  }

  /// Every mismatch among `values`, at most a few, for the message.
  static func mismatches(_ values: some Sequence<Double>) -> [String] {
    var found: [String] = []
    for v in values {
      let w = written(v)
      if w != v.description {
        found.append("\(v.description) (bits \(String(v.bitPattern, radix: 16))) written as \(w)")
        if found.count == 5 { break }
      }
    }
    return found
  }

  @Test func randomBitPatterns() {
    var random = SplitMix64(seed: 0x5EED_D0AB)
    let values = (0..<300_000).lazy.map { _ in Double(bitPattern: random.next()) }
    #expect(Self.mismatches(values) == [])
  }

  @Test func randomMagnitudesLayoutsMeet() {
    // Uniform bits in the exponents of 10^-6 … 10^7, where frames live.
    var random = SplitMix64(seed: 42)
    let values = (0..<200_000).lazy.map { _ -> Double in
      let exponent = UInt64(1003 + random.below(45)) << 52
      return Double(bitPattern: exponent | (random.next() & ((1 << 52) - 1)))
    }
    #expect(Self.mismatches(values) == [])
  }

  @Test func thirdsAndHalvesUpToAMillion() {
    // The pixel grids at @3x and @2x: 130.33333333333334 and its kin, k/3 and k/2 for every k
    // up to a million.
    #expect(Self.mismatches((1...1_000_000).lazy.map { Double($0) / 3 }) == [])
    #expect(Self.mismatches((1...1_000_000).lazy.map { Double($0) / 2 }) == [])
    #expect(Self.mismatches((1...100_000).lazy.map { -Double($0) / 3 }) == [])
    #expect(Self.written(390.0 / 3 + 0.0000000000000001) == (390.0 / 3 + 0.0000000000000001).description)
    #expect(Self.written(391.0 / 3) == "130.33333333333334")
  }

  @Test func integersAndTheirLimits() {
    #expect(Self.mismatches((0...100_000).lazy.map { Double($0) }) == [])
    let twoTo53 = 9_007_199_254_740_992.0
    var edges: [Double] = [1e15, 1e15 - 1, 1e15 + 1, 1e16, 9.5e15, 2e16, twoTo53, twoTo53.nextDown, twoTo53.nextUp, 18_014_398_509_481_984]
    for p in 0...308 { edges.append(Double("1e\(p)")!) }
    for p in 0...1023 { edges.append(Double(sign: .plus, exponent: p, significand: 1)) }
    edges += edges.flatMap { [$0.nextUp, $0.nextDown, -$0] }
    #expect(Self.mismatches(edges) == [])
  }

  @Test func tinyAndHugeMagnitudes() {
    var values: [Double] = [
      .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 1e-4, 1e-5, 0.0001.nextDown,
      0.0001.nextUp, 1e23, 9.999999999999999e22, 2.2250738585072014e-308,
      // 5e-324, 1e-323 and 2.225073858507201e-308 (the largest subnormal), by their bits: as
      // literals the compiler warns that they lose precision.
      Double(bitPattern: 1), Double(bitPattern: 2), Double(bitPattern: 0x000F_FFFF_FFFF_FFFF),
    ]
    for p in -324...(-1) { values.append(Double("1e\(p)")!) }
    for p in -1074...(-1) { values.append(Double(sign: .plus, exponent: p, significand: 1)) }
    for n in 1...2000 { values.append(Double(bitPattern: UInt64(n))) }
    for n in 1...2000 { values.append(Double(bitPattern: Double.greatestFiniteMagnitude.bitPattern - UInt64(n))) }
    values += values.flatMap { [$0.nextUp, $0.nextDown, -$0] }
    #expect(Self.mismatches(values) == [])
  }

  @Test func zerosAndNonFiniteValues() {
    for v in [0.0, -0.0, .infinity, -.infinity, .nan, -Double.nan, .signalingNaN, Double(nan: 7, signaling: false)] {
      #expect(Self.written(v) == v.description)
    }
    #expect(JSONText.number(-0.0) == "0")
    #expect(JSONText.number(.nan) == "null")
    #expect(JSONText.number(-.infinity) == "null")
  }

  @Test func jsonNumbersKeepTheirFormat() {
    var random = SplitMix64(seed: 7)
    var values: [Double] = [0, -0.0, 1, -1, 2.5, 1e15, -1e15, 999_999_999_999_999, 1e15.nextDown, 1e300, 3e-7]
    for _ in 0..<100_000 { values.append(Double(bitPattern: random.next())) }
    for k in 0..<100_000 { values.append(Double(k) / 3 - 20_000) }
    let bad = values.filter { JSONText.number($0) != Self.jsonBefore($0) }.prefix(5).map(\.description)
    #expect(bad == [])
  }

  @Test func integers() {
    var random = SplitMix64(seed: 9)
    var values = [0, 1, 9, 10, -1, -10, Int.max, Int.min, 1_000_000, 999_999]
    for _ in 0..<10_000 { values.append(Int(truncatingIfNeeded: random.next()) >> random.below(64)) }
    // Every count of digits, odd and even (digits are written two at a time), and its edges.
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, -(power - 1), -power, -(power + 1)]
    }
    values += Array(-1_000...100_000)
    for v in values {
      var out: [UInt8] = []
      NumberText.appendInteger(v, to: &out)
      #expect(String(decoding: out, as: UTF8.self) == String(v))
    }
  }
}
