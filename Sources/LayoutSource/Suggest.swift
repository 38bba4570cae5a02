/// "Did you mean …" by edit distance, as Elm's reporter does it.
public enum Suggest {
  /// The closest candidate within a distance that grows with the word's length, or nil.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(1, min(3, word.count / 3 + 1))
    let lowered = word.lowercased()
    let length = lowered.unicodeScalars.count
    var best: (String, Int)?
    for c in candidates {
      let candidate = c.lowercased()
      // The distance is at least the difference in length: most candidates end here.
      guard abs(candidate.unicodeScalars.count - length) <= limit else { continue }
      let d = distance(lowered, candidate)
      if d <= limit, best.map({ d < $0.1 }) ?? true { best = (c, d) }
    }
    return best?.0
  }

  /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if abs(a.count - b.count) > 8 { return abs(a.count - b.count) }
    var prev2 = [Int](repeating: 0, count: b.count + 1)
    var prev = Array(0...b.count)
    var cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      cur[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        cur[j] = Swift.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          cur[j] = Swift.min(cur[j], prev2[j - 2] + 1)
        }
      }
      (prev2, prev, cur) = (prev, cur, prev2)
    }
    return prev[b.count]
  }
}
