/// The slots of an open-addressing hash table whose entries are kept, numbered in the order they
/// were added, in arrays beside it (`NameTable`'s words, `DiagnosticKeySet`'s keys): each slot
/// holds an entry's number plus one, or 0 when empty, found by linear probing from the entry's
/// hash. The count is a power of two, at least twice the number of entries.
public struct SlotIndex: Sendable {
  @usableFromInline var slots: [Int32] = []

  public init() {}

  /// The hash of a key packed in two machine words (a short word's bytes and length, a String's
  /// representation): bits 40 and up of a multiplicative mix, the best mixed (fewer collisions
  /// than from bit 32); 24 bits spread 8 million keys, far more than any layout file holds.
  @inlinable @inline(__always)
  public static func hash(_ lo: UInt64, _ hi: UInt64) -> Int {
    Int(truncatingIfNeeded: ((lo ^ (hi &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9) >> 40)
  }

  /// The number of the first entry on `hash`'s probe sequence that `matches`, or nil.
  @inlinable @inline(__always)
  public func find(hash: Int, _ matches: (Int) -> Bool) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var i = hash & mask
    while true {
      let slot = Int(slots[i])
      if slot == 0 { return nil }
      if matches(slot - 1) { return slot - 1 }
      i = (i + 1) & mask
    }
  }

  /// Places entry `n`, the newest (`n + 1` entries in all), whose hash is `hash(n)`; the table
  /// doubles, and every entry is placed again, when it would be more than half full.
  @inlinable
  public mutating func add(_ n: Int, hash: (Int) -> Int) {
    if slots.count < 2 * (n + 1) {
      rebuild(size: max(16, slots.count * 2), entries: n + 1, hash: hash)
    } else {
      place(n, hash: hash(n))
    }
  }

  /// Room for `count` entries, so that adding them grows nothing; `entries` are placed already.
  @inlinable
  public mutating func reserve(_ count: Int, entries: Int, hash: (Int) -> Int) {
    var size = max(16, slots.count)
    while size < 2 * count { size *= 2 }
    guard size > slots.count else { return }
    rebuild(size: size, entries: entries, hash: hash)
  }

  @inlinable
  mutating func rebuild(size: Int, entries: Int, hash: (Int) -> Int) {
    slots = [Int32](repeating: 0, count: size)
    for n in 0..<entries { place(n, hash: hash(n)) }
  }

  @inlinable @inline(__always)
  mutating func place(_ n: Int, hash: Int) {
    let mask = slots.count - 1
    var i = hash & mask
    while slots[i] != 0 { i = (i + 1) & mask }
    slots[i] = Int32(truncatingIfNeeded: n + 1)
  }
}
