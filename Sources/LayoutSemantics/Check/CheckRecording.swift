import LayoutSource
import LayoutSyntax

/// One section's check, apart from the rest of the file: what the language server keeps per
/// section and re-computes only for the sections an edit changed.
public struct SectionCheck: Sendable {
  /// The checked section (before badge kinds are numbered across the file); nil when its body is
  /// missing or broken.
  public var section: LayoutSection?
  /// What checking it reported, `let`s expanded in it included (deduplicated within it).
  public var diagnostics: [Diagnostic]
  /// The `let` expansion nodes it counted against `Limits.maxExpandedNodes`.
  public var nodes: Int
}

/// A compositional file's check taken apart (`Checker.checkFile(recording: true)`): the diagnostics
/// found before the sections, in them (none but theirs: a top-level element or a flow section
/// lands in `during`), and after them, each section's own check, and what checking one section
/// needs. Together they give `checkFile`'s diagnostics.
public struct CheckRecording: Sendable {
  public enum Phase: Sendable { case before, during, after }

  public let options: CheckOptions
  public var before: [Diagnostic] = []
  /// Diagnostics found among the sections but outside any (a misplaced element, mixed kinds).
  public var during: [Diagnostic] = []
  public var after: [Diagnostic] = []
  /// `let`s that no section reaches (UnusedLets), found after the rest.
  public var unused: [Diagnostic] = []
  /// Each compositional section's check, in order.
  public var sections: [SectionCheck] = []
  /// The `let`s sections expand (each name's first valid declaration), and those on a cycle.
  public var lets: [String: LetDecl] = [:]
  public var cyclicLets = Set<String>()
  public var scroll = Axis.vertical
  /// The layout without its sections (what placing one section needs); nil for a flow file.
  public var shell: LayoutModel?
  /// The file's previews (an edit to one is analysed whole).
  public var previews: [Preview] = []

  var phase = Phase.before
  var inSection: DiagnosticCollector?

  init(options: CheckOptions) { self.options = options }

  /// `checkFile`'s diagnostics, from these pieces and the sections' own, in order (as the checker
  /// collects them: the first of two with one start and ID is kept).
  public func diagnostics(sections: some Sequence<[Diagnostic]>) -> [Diagnostic] {
    var collector = DiagnosticCollector(deduplicating: true)
    collector.append(contentsOf: before)
    collector.append(contentsOf: during)
    for s in sections { collector.append(contentsOf: s) }
    collector.append(contentsOf: after)
    return EstimateNote.finished(collector.diagnostics + unused, previews: previews)
  }

  /// Every diagnostic of the file's own pieces moved by `move` (each offset of the previous text to the new one).
  public mutating func move(_ move: (Diagnostic) -> Diagnostic) {
    before = before.map(move)
    during = during.map(move)
    after = after.map(move)
    unused = unused.map(move)
  }

  mutating func begin(_ phase: Phase, lets: [String: LetDecl]? = nil, cyclicLets: Set<String>? = nil, scroll: Axis? = nil) {
    self.phase = phase
    if let lets { self.lets = lets }
    if let cyclicLets { self.cyclicLets = cyclicLets }
    if let scroll { self.scroll = scroll }
  }

  mutating func record(_ d: Diagnostic) {
    if inSection != nil {
      inSection?.append(d)
      return
    }
    switch phase {
    case .before: before.append(d)
    case .during: during.append(d)
    case .after: after.append(d)
    }
  }
}

extension Checker {
  /// `checkSection` into `sections`, its results kept apart when recording. Each section lowers
  /// its `let`s afresh, so that what it reports does not depend on the sections before it.
  mutating func recordedSection(_ s: SectionDecl, scroll: Axis, into sections: inout [LayoutSection]) {
    guard recording != nil else { return checkSection(s, scroll: scroll, into: &sections) }
    forgetLetUses()
    let nodesBefore = expandedNodes
    recording?.inSection = DiagnosticCollector(deduplicating: true)
    let section = checkSection(s, scroll: scroll)
    let diagnostics = recording?.inSection?.diagnostics ?? []
    recording?.inSection = nil
    recording?.sections.append(SectionCheck(section: section, diagnostics: diagnostics, nodes: expandedNodes - nodesBefore))
    if let section { sections.append(section) }
  }

  /// Checks one compositional section of `file` as `checkFile` would, given the file's `let`s (in
  /// `file`'s offsets) and the expansion nodes the sections before it counted.
  public static func checkSection(
    _ s: SectionDecl, in file: SourceFile, recording r: CheckRecording, lets: [String: LetDecl], nodesBefore: Int
  ) -> SectionCheck {
    var c = Checker(file: file, options: r.options)
    c.lets = LetTable(lets)
    c.forgetLetUses()
    c.cyclicLets = r.cyclicLets
    c.expandedNodes = nodesBefore
    let section = c.checkSection(s, scroll: r.scroll)
    return SectionCheck(section: section, diagnostics: c.collector.diagnostics, nodes: c.expandedNodes - nodesBefore)
  }
}
