import LayoutSource
import LayoutSyntax

// `insetsReference:` on the `layout` line and on compositional sections (C7, F21).

extension Checker {
  /// A word of `W` (`safe-area`), or an unknown-word error with a did-you-mean (UIKit's
  /// spellings, `safeArea`, suggest the language's).
  mutating func schemaWord<W: SchemaWord>(_ v: ValueSyntax, _: W.Type, synonyms: [String: String] = [:]) -> W? {
    guard case .word(let w) = v else {
      if !isMissing(v) { diagnose(CheckDiagnostics.unknownWord(text(v.range), expected: W.choices, suggestion: nil), at: v.range) }
      return nil
    }
    if let word = W(spelling: w.text) { return word }
    unknownWord(w.text, at: w.range, expected: W.choices, among: W.spellings, synonyms: synonyms)
    return nil
  }

  /// A compositional section's arguments: only `insetsReference:`. A list that tries to size the
  /// section (`w:`, `h:`, an unlabelled value) is `check.sectionArguments`, whose fix-it removes
  /// it (a section's size comes from its group); another label is an unknown one.
  mutating func sectionInsetsReference(_ s: SectionDecl) -> ContentInsetsReference? {
    guard let list = s.arguments else { return nil }
    let label = Schema.sectionInsetsReference.label
    let sizing: Set<String> = ["w", "h", "width", "height"]
    if list.arguments.contains(where: { a in a.label.map { sizing.contains($0.text) } ?? !isMissing(a.value) }) {
      diagnose(CheckDiagnostics.sectionArguments(), at: list.range, fixIts: [FixIt(replacing: list.range, with: "")])
      return nil
    }
    let args = labeled(list, owner: "section", allowed: [label])
    return args[label].flatMap { schemaWord($0.value, ContentInsetsReference.self, synonyms: ContentInsetsReference.synonyms) }
  }
}
