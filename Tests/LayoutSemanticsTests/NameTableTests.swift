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

// `numberOfSame` finds a word by its String's machine words first: it answers as `number` does
// for the very Strings added, for equal Strings made another way (long ones in storage of their
// own, short ones built by appending), through reserving and growth, and for words never added.
@Test func nameTableNumberOfSameAgreesWithNumber() {
  var table = NameTable<Int>()
  var added: [String] = []
  for n in 0..<300 {
    if n == 150 { table.reserveCapacity(1_000) }
    // Short words (held in the String itself) and long ones (in storage of their own).
    let word = n % 3 == 0 ? "a-long-name-of-a-let-number-\(n)" : "w\(n)"
    table.insert(word, n)
    added.append(word)
  }
  for (n, word) in added.enumerated() {
    #expect(table.numberOfSame(word) == n)
    // The same text in a String made apart from the one added.
    var copy = String(word.prefix(1))
    copy += word.dropFirst()
    #expect(copy == word && table.numberOfSame(copy) == n, "\(copy)")
    #expect(table.numberOfSame(word + "x") == nil)
  }
  #expect(table.numberOfSame("") == nil && table.numberOfSame("w300") == nil && table.numberOfSame("W1") == nil)
}
