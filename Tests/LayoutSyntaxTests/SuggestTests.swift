import LayoutSource
import Testing
import TestSupport

/// "Did you mean …" (`Suggest`): the closest candidate within a limit that grows with the word, by
/// optimal string alignment distance, case ignored.
@Suite struct SuggestTests {
  @Test func nearWordsAreSuggested() {
    let keywords = ["section", "layout", "flow", "let"]
    #expect(Suggest.closest(to: "sectoin", in: keywords) == "section", "a transposition is one edit")
    #expect(Suggest.closest(to: "SECTION", in: keywords) == "section", "case is ignored")
    #expect(Suggest.closest(to: "lyout", in: keywords) == "layout")
    #expect(Suggest.closest(to: "flw", in: keywords) == "flow")
    #expect(Suggest.closest(to: "a", in: keywords) == nil, "two edits are too many for one letter")
    #expect(Suggest.closest(to: "groupp", in: ["group", "grid"]) == "group")
    #expect(Suggest.closest(to: "", in: ["a", "bc"]) == "a")
    #expect(Suggest.closest(to: "anything", in: []) == nil)
    #expect(Suggest.distance("ca", "abc") == 3 && Suggest.distance("abcdef", "abdcef") == 1)
  }

  /// Candidates whose length alone puts them past the limit are skipped without a distance; the
  /// answer is the one every distance gives: random words against random candidates, non-ASCII
  /// letters whose lowercase changes length included.
  @Test func skippingByLengthChangesNoAnswer() {
    var rng = SplitMix64(seed: 0x5_0667)
    let letters = Array("abcdeXYZ_İß")
    func word() -> String { String((0..<Int(rng.next() % 9)).map { _ in letters[Int(rng.next() % UInt64(letters.count))] }) }
    for _ in 0..<3_000 {
      let w = word()
      let candidates = (0..<Int(rng.next() % 6)).map { _ in word() }
      let limit = max(1, min(3, w.count / 3 + 1))
      var expected: (String, Int)?
      for c in candidates {
        let d = Suggest.distance(w.lowercased(), c.lowercased())
        if d <= limit, expected.map({ d < $0.1 }) ?? true { expected = (c, d) }
      }
      #expect(Suggest.closest(to: w, in: candidates) == expected?.0, "\(w) in \(candidates)")
    }
  }
}
