/// The start and ID of every diagnostic seen, for dropping repeats (`DiagnosticCollector`,
/// `normalized()`). An open-addressing table placed by the start alone, found with a multiply:
/// the standard library's keyed hash, and its rehashing as the set grows, cost more than the
/// rest of appending a diagnostic, and the diagnostics at one start are few.
struct DiagnosticKeySet {
  private var keys: [DiagnosticKey] = []
  private var slots = SlotIndex()

  /// Adds `key`; false when it was already there.
  mutating func insert(_ key: DiagnosticKey) -> Bool {
    if slots.find(hash: Self.hash(key.start), { keys[$0] == key }) != nil { return false }
    keys.append(key)
    slots.add(keys.count - 1) { [keys] in Self.hash(keys[$0].start) }
    return true
  }

  /// Fibonacci hashing of the start: nearby starts land in far-apart slots.
  @inline(__always)
  private static func hash(_ start: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: start) &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }
}
