import LayoutSyntax

/// The `let`s a file declares, each name's first valid declaration, numbered in the order they
/// were added; the checker keeps what it learns of a `let` (its lowered uses, whether it is on a
/// cycle) by that number. Every node of a file asks whether its head names a `let`, so names are
/// found in an open-addressing table by an FNV-1a hash of their few bytes, not by the standard
/// library's keyed hash, which costs several times more for a short word.
struct LetTable {
  /// The names and declarations, by number.
  private(set) var names: [String] = []
  private(set) var declarations: [LetDecl] = []
  /// Each slot holds a number plus one, or 0 when empty; the count is a power of two, at least
  /// twice the number of names.
  private var slots: [Int32] = []

  init() {}

  init(_ declarations: [String: LetDecl]) {
    for name in declarations.keys.sorted() {
      if let l = declarations[name] { insert(name, l) }
    }
  }

  var count: Int { names.count }
  var isEmpty: Bool { names.isEmpty }

  /// Every name and its declaration, as the language server keeps them.
  var dictionary: [String: LetDecl] {
    Dictionary(uniqueKeysWithValues: zip(names, declarations))
  }

  @inline(__always)
  private static func hash(_ name: String) -> Int {
    func fnv(_ bytes: some Sequence<UInt8>) -> Int {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
      return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
    // Over the bytes in place (a short name's are in the string itself), else one by one.
    return name.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(name.utf8)
  }

  /// The number of the `let` named `name`.
  func number(_ name: String) -> Int? {
    guard !names.isEmpty else { return nil }
    let mask = slots.count - 1
    var i = LetTable.hash(name) & mask
    while true {
      let slot = Int(slots[i])
      if slot == 0 { return nil }
      if names[slot - 1] == name { return slot - 1 }
      i = (i + 1) & mask
    }
  }

  subscript(_ name: String) -> LetDecl? {
    number(name).map { declarations[$0] }
  }

  /// Adds `name`, which must not be in the table yet.
  mutating func insert(_ name: String, _ declaration: LetDecl) {
    names.append(name)
    declarations.append(declaration)
    if slots.count < 2 * names.count {
      slots = [Int32](repeating: 0, count: max(16, slots.count * 2))
      for n in names.indices { place(n) }
    } else {
      place(names.count - 1)
    }
  }

  private mutating func place(_ n: Int) {
    let mask = slots.count - 1
    var i = LetTable.hash(names[n]) & mask
    while slots[i] != 0 { i = (i + 1) & mask }
    slots[i] = Int32(n + 1)
  }
}
