/// The start and ID of every diagnostic seen, for dropping repeats (`DiagnosticCollector`,
/// `normalized()`). An open-addressing table placed by the start alone, found with a multiply:
/// the standard library's keyed hash, and its rehashing as the set grows, cost more than the
/// rest of appending a diagnostic, and the diagnostics at one start are few.
struct DiagnosticKeySet {
  private var keys: [DiagnosticKey] = []
  /// Each slot holds an index into `keys` plus one, or 0 when empty; the count is a power of two,
  /// at least twice the number of keys.
  private var slots: [Int] = []

  /// Adds `key`; false when it was already there.
  mutating func insert(_ key: DiagnosticKey) -> Bool {
    if !slots.isEmpty {
      let mask = slots.count - 1
      var i = Self.slot(of: key.start, mask: mask)
      while slots[i] != 0 {
        if keys[slots[i] - 1] == key { return false }
        i = (i + 1) & mask
      }
    }
    keys.append(key)
    if slots.count < 2 * keys.count {
      slots = [Int](repeating: 0, count: max(16, slots.count * 2))
      for n in keys.indices { place(n) }
    } else {
      place(keys.count - 1)
    }
    return true
  }

  private mutating func place(_ n: Int) {
    let mask = slots.count - 1
    var i = Self.slot(of: keys[n].start, mask: mask)
    while slots[i] != 0 { i = (i + 1) & mask }
    slots[i] = n + 1
  }

  /// Fibonacci hashing of the start: nearby starts land in far-apart slots.
  @inline(__always)
  private static func slot(of start: Int, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: start) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
