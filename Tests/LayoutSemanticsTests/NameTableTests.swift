import Testing
import TestSupport

@testable import LayoutSemantics

// `NameTable`: every word added is found with its value and number, through every growth of the
// table; words never added (prefixes, extensions, other cases, long words) are not.

@Test func nameTableFindsExactlyTheNamesAdded() {
  var table = NameTable<Int>()
  #expect(table.number("item") == nil && table.isEmpty)
  var rng = SplitMix64(seed: 7)
  let letters = Array("abcxyz019-é".unicodeScalars)
  var added: [String] = []
  while added.count < 3_000 {
    let word = String(String.UnicodeScalarView((0..<(1 + rng.below(24))).map { _ in letters[rng.below(letters.count)] }))
    guard table.number(word) == nil else { continue }
    table.insert(word, added.count * 10)
    added.append(word)
    if added.count % 97 == 0 {
      for (n, w) in added.enumerated() {
        #expect(table.number(w) == n && table[w] == n * 10, "\(w)")
      }
    }
  }
  #expect(table.count == added.count && table.words == added)
  let known = Set(added)
  for w in added.prefix(300) {
    for other in [w + "a", String(w.dropLast()), w.uppercased(), w + w] where !known.contains(other) {
      #expect(table.number(other) == nil, "\(other)")
    }
  }
}

// Room reserved before, between and beyond the words added changes no number.
@Test func nameTableReservedFindsTheSameNumbers() {
  var table = NameTable<Int>()
  table.reserveCapacity(5)
  for n in 0..<40 {
    if n == 20 { table.reserveCapacity(500) }
    table.insert("w\(n)", n)
  }
  table.reserveCapacity(10)
  for n in 0..<40 { #expect(table.number("w\(n)") == n && table["w\(n)"] == n) }
  #expect(table.number("w40") == nil)
}
