import LayoutSource

/// The Strings of one parse's short words (names, labels, digits, units), each made once: a file
/// spells the same few words thousands of times, and `String(decoding:as:)` validates every one.
///
/// A text of at most 15 bytes is its own key, packed into two integers with its length, so a
/// lookup hashes and compares two words and reads no String; longer text is decoded every time.
struct WordTable {
  /// A key and where its String is: slots hold no String, so making and growing them is a plain
  /// fill and copy, with nothing to retain.
  private struct Slot {
    var lo: UInt64
    /// Bytes 8 and on, with the length in the top byte: never 0 for a key, 0 for an empty slot.
    var hi: UInt64
    var index: Int
  }

  /// Open addressing with linear probing; a power of two long, at most half full.
  private var slots: [Slot]
  /// The Strings made, in the order their words were first read.
  private var strings: [String] = []

  /// Room for the words of `bytes` bytes of source without growing: a file spells up to one new
  /// word per 100 bytes, and the slots are kept at most half full. More words grow the table.
  init(forBytes bytes: Int) {
    var n = 64
    while n < bytes / 32, n < 1 << 15 { n *= 2 }
    slots = [Slot](repeating: Slot(lo: 0, hi: 0, index: 0), count: n)
  }

  /// `String(decoding: bytes[start..<end], as: UTF8.self)`, made at most once per spelling. The
  /// first slot probed is compared here, inline; a miss or a collision goes on in `probe`.
  @inline(__always)
  mutating func string(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    let n = end - start
    // In bounds before the bytes are read through a pointer; anything else is sliced as before.
    guard n > 0, n <= 15, start >= 0, end <= bytes.count else { return String(decoding: bytes[start..<end], as: UTF8.self) }
    let (lo, hi) = bytes.withUnsafeBufferPointer { WordTable.key($0, start, n) }
    let i = WordTable.hash(lo, hi) & (slots.count - 1)
    if slots[i].hi == hi, slots[i].lo == lo { return strings[slots[i].index] }
    return probe(bytes, start, end, lo, hi, from: i)
  }

  /// The slots after `i`, up to the key or an empty slot, where the String is made and kept.
  @inline(never)
  private mutating func probe(_ bytes: [UInt8], _ start: Int, _ end: Int, _ lo: UInt64, _ hi: UInt64, from i: Int) -> String {
    let mask = slots.count - 1
    var i = i
    while slots[i].hi != 0 {
      if slots[i].hi == hi, slots[i].lo == lo { return strings[slots[i].index] }
      i = (i + 1) & mask
    }
    let string = String(decoding: bytes[start..<end], as: UTF8.self)
    slots[i] = Slot(lo: lo, hi: hi, index: strings.count)
    strings.append(string)
    if strings.count * 2 > slots.count { grow() }
    return string
  }

  /// The `n` (1…15) bytes at `start` as two little-endian integers, the length in the top byte of
  /// the second: two loads when 16 bytes are in bounds, else byte by byte (the same key).
  @inline(__always)
  private static func key(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ n: Int) -> (UInt64, UInt64) {
    var lo: UInt64 = 0
    var hi = UInt64(n) << 56
    if start + 16 <= p.count, let base = p.baseAddress {
      let raw = UnsafeRawPointer(base + start)
      let w0 = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      let w1 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      lo = n >= 8 ? w0 : w0 & ((1 << UInt64(8 * n)) - 1)
      if n > 8 { hi |= w1 & ((1 << UInt64(8 * (n - 8))) - 1) }
    } else {
      for j in 0..<n {
        let b = UInt64(p[start + j])
        if j < 8 { lo |= b << UInt64(8 * j) } else { hi |= b << UInt64(8 * (j - 8)) }
      }
    }
    return (lo, hi)
  }

  @inline(__always)
  private static func hash(_ lo: UInt64, _ hi: UInt64) -> Int { SlotIndex.hash(lo, hi) }

  /// Twice the slots, every key placed again.
  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(lo: 0, hi: 0, index: 0), count: old.count * 2)
    let mask = slots.count - 1
    for s in old where s.hi != 0 {
      var i = WordTable.hash(s.lo, s.hi) & mask
      while slots[i].hi != 0 { i = (i + 1) & mask }
      slots[i] = s
    }
  }
}
