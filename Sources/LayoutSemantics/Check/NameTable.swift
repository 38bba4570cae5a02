import LayoutSource

/// Names (`let` names, number literals) and a value for each, numbered in the order they were
/// added. The checker asks for a word at nearly every node, so words are found in an
/// open-addressing table by an FNV-1a hash of their few bytes, not by the standard library's keyed
/// hash, which costs several times more for a short word.
struct NameTable<Value> {
  /// The words and their values, by number.
  private(set) var words: [String] = []
  private(set) var values: [Value] = []
  /// The words' numbers, placed by their hash.
  private var slots = SlotIndex()
  /// Each word's String as its two machine words, and the words' numbers placed by those
  /// (`numberOfSame`).
  private var representations: [Representation] = []
  private var representationSlots = SlotIndex()

  typealias Representation = (UInt64, UInt64)

  init() {}

  var count: Int { words.count }
  var isEmpty: Bool { words.isEmpty }

  @inline(__always)
  private static func hash(_ word: String) -> Int {
    func fnv(_ bytes: some Sequence<UInt8>) -> Int {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
      return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
    // Over the bytes in place (a short word's are in the string itself), else one by one.
    return word.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(word.utf8)
  }

  /// The number of `word`.
  func number(_ word: String) -> Int? {
    guard !words.isEmpty else { return nil }
    return slots.find(hash: NameTable.hash(word)) { words[$0] == word }
  }

  /// `number(word)`, first by the String's two machine words: a word spelt again as the same
  /// short String (a literal written again: the parser makes one String per spelling) is found
  /// with a multiply and one compare, where hashing its bytes and comparing Strings cost several
  /// times more. Equal machine words are always equal Strings; any other word is looked up by its
  /// bytes. For lookups that nearly always find their word: a miss costs both.
  @inline(__always)
  func numberOfSame(_ word: String) -> Int? {
    let r = NameTable.representation(word)
    if let same = representationSlots.find(hash: NameTable.hash(r), { representations[$0].0 == r.0 && representations[$0].1 == r.1 }) {
      return same
    }
    return number(word)
  }

  @inline(__always)
  static func representation(_ word: String) -> Representation { unsafeBitCast(word, to: Representation.self) }

  @inline(__always)
  static func hash(_ r: Representation) -> Int { SlotIndex.hash(r.0, r.1) }

  subscript(_ word: String) -> Value? {
    number(word).map { values[$0] }
  }

  /// Room for `count` words, so that adding them grows no array and places no word twice.
  mutating func reserveCapacity(_ count: Int) {
    words.reserveCapacity(count)
    values.reserveCapacity(count)
    representations.reserveCapacity(count)
    slots.reserve(count, entries: words.count) { [words] in NameTable.hash(words[$0]) }
    representationSlots.reserve(count, entries: words.count) { [representations] in NameTable.hash(representations[$0]) }
  }

  /// Adds `word`, which must not be in the table yet.
  mutating func insert(_ word: String, _ value: Value) {
    words.append(word)
    values.append(value)
    representations.append(NameTable.representation(word))
    slots.add(words.count - 1) { [words] in NameTable.hash(words[$0]) }
    representationSlots.add(words.count - 1) { [representations] in NameTable.hash(representations[$0]) }
  }
}
