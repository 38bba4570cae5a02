import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// One edit of a text: the bytes `start..<oldEnd` of the previous text became `start..<newEnd`.
public struct TextEdit: Sendable, Equatable {
  public var start: Int
  public var oldEnd: Int
  public var newEnd: Int
  public init(start: Int, oldEnd: Int, newEnd: Int) {
    self.start = start
    self.oldEnd = oldEnd
    self.newEnd = newEnd
  }

  /// The smallest edit that turns `old` into `new` (their common prefix and suffix kept).
  public static func between(_ old: [UInt8], _ new: [UInt8]) -> TextEdit {
    let limit = min(old.count, new.count)
    var prefix = 0
    while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    return TextEdit(start: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
  }

  /// Where an offset of the previous text is in the new one (offsets inside the edit move to its end).
  func moved(_ offset: Int) -> Int {
    if offset <= start { return offset }
    if offset >= oldEnd { return offset + newEnd - oldEnd }
    return newEnd
  }
}

/// `DocumentAnalysis.diagnostics`, kept up to date edit by edit: the language server's
/// `didChange` → diagnostics path. A top-level declaration an edit touches is re-parsed alone (the
/// others keep their syntax diagnostics, moved), a section whose text changed is re-checked against
/// the file's `let`s, and re-placed in every container; everything else is reused. An edit it
/// cannot confine to sections (a `let`, the `layout` header, a preview, declarations added or
/// removed, a section's `let` uses changed, a flow file) analyses the whole text again, as does any
/// file whose diagnostics could reach the per-file limit. `diagnostics` always equals
/// `DocumentAnalysis(file, container:).diagnostics`.
public struct IncrementalAnalysis: Sendable {
  public private(set) var file: SourceFile
  public private(set) var diagnostics: [Diagnostic] = []
  /// Whether the last `apply` reused the previous analysis (false after a whole re-analysis).
  public private(set) var reusedLast = false
  /// The whole analysis of this text when the diagnostics came from one (nil after a reused edit).
  public private(set) var whole: DocumentAnalysis?
  let base: ResolveOptions
  /// What is kept between edits; nil when the file is analysed whole at every edit.
  var state: State?

  /// A top-level declaration and the text after it up to the next one (the first also holds the
  /// text before it).
  struct Chunk: Sendable {
    /// Where the declaration starts and how long it is (its bytes are compared after an edit).
    var start: Int
    var length: Int
    /// Index into `State.sections` for a section; nil otherwise.
    var section: Int?
    /// Its syntax diagnostics.
    var syntax: [Diagnostic]
  }

  struct SectionState: Sendable {
    var check: SectionCheck
    /// The `let`s the section names (directly; what UnusedLets follows from it).
    var letUses: Set<String>
    /// Its placement diagnostics in each container; nil when it has errors of its own.
    var placement: [[Diagnostic]]?
  }

  struct State: Sendable {
    var chunks: [Chunk]
    var comments: [SourceRange]
    var sections: [SectionState]
    /// The sections with diagnostics of their own or placement diagnostics: the only ones read
    /// when the diagnostics are put together or moved.
    var noisy = Set<Int>()
    var recording: CheckRecording
    /// Every declared `let` name (a section naming one uses it).
    var letNames: Set<String>
    /// The chunk of each `let` the checker expands, and its syntax as last parsed.
    var letChunks: [String: Int]
    var letDecls: [String: LetDecl]
    var containers: [Container]
    var mode: UIKitMode
    var ignores: IgnoreComments
  }

  public init(_ file: SourceFile, container base: ResolveOptions) {
    self.file = file
    self.base = base
    analyzeWhole()
  }

  /// Replaces the text with `new`, which is the previous text with `edit` applied.
  public mutating func apply(_ edit: TextEdit, giving new: SourceFile) {
    let old = file
    file = new
    // Taken out, so that changing it copies nothing.
    var taken = state
    state = nil
    if var s = taken.take(), let d = Self.reanalyzed(&s, edit: edit, old: old, new: new, base: base) {
      state = s
      whole = nil
      diagnostics = d
      reusedLast = true
    } else {
      analyzeWhole()
    }
  }

  // MARK: - The whole text

  mutating func analyzeWhole() {
    reusedLast = false
    state = nil
    let whole = DocumentAnalysis(file, container: base)
    diagnostics = whole.diagnostics
    self.whole = whole
    state = Self.state(whole, file: file, base: base)
  }

  /// The per-declaration state of a whole analysis; nil when the file is not one this reuses.
  static func state(_ whole: DocumentAnalysis, file: SourceFile, base: ResolveOptions) -> State? {
    let a = whole.analysis
    guard file.bytes.count <= Parser.maxSourceBytes, a.usageError == nil, whole.usageError == nil,
      a.diagnostics.count + whole.placement.count < Parser.maxRegionDiagnostics
    else { return nil }
    let region = Parser.parseRegion(file, from: 0) { _ in false }
    guard region.divisible, region.decls.count == a.document.decls.count else { return nil }
    let checked = Checker.checkFile(
      a.document, in: file, options: CheckOptions(mode: a.mode, defaultName: CheckOptions.layoutName(fromPath: file.name)), recording: true)
    guard let recording = checked.recording, recording.shell != nil, recording.during.isEmpty,
      recording.sections.reduce(0, { $0 + $1.nodes }) <= Limits.maxExpandedNodes
    else { return nil }
    var chunks: [Chunk] = []
    var sections: [SectionState] = []
    var letNames = Set<String>()
    var letChunks: [String: Int] = [:]
    for case .let(let l) in region.decls { if let n = l.name { letNames.insert(n.text) } }
    for (i, decl) in region.decls.enumerated() {
      var chunk = Chunk(start: i == 0 ? 0 : decl.range.start, length: decl.range.end - decl.range.start, section: nil, syntax: region.diagnostics[i])
      if i == 0 { chunk.length = decl.range.end }
      switch decl {
      case .section(let s):
        guard sections.count < recording.sections.count else { return nil }
        chunk.section = sections.count
        let check = recording.sections[sections.count]
        guard check.section != nil || check.diagnostics.hasErrors else { return nil }
        sections.append(SectionState(
          check: check, letUses: letUses(s, letNames),
          placement: placement(check, containers: whole.containers, shell: recording.shell, mode: a.mode)))
      case .let(let l):
        if let n = l.name?.text, recording.lets[n]?.range == l.range { letChunks[n] = i }
      case .element:
        return nil
      case .layout, .preview, .invalid:
        break
      }
      chunks.append(chunk)
    }
    guard sections.count == recording.sections.count else { return nil }
    var state = State(
      chunks: chunks, comments: region.comments, sections: sections, recording: recording, letNames: letNames,
      letChunks: letChunks, letDecls: recording.lets, containers: whole.containers, mode: a.mode, ignores: a.ignores)
    for i in sections.indices where isNoisy(sections[i]) { state.noisy.insert(i) }
    return state
  }

  static func isNoisy(_ s: SectionState) -> Bool {
    !s.check.diagnostics.isEmpty || s.placement?.contains { !$0.isEmpty } == true
  }

  /// The names a section uses that are `let`s.
  static func letUses(_ s: SectionDecl, _ letNames: Set<String>) -> Set<String> {
    var out = Set<String>()
    var work = s.body?.children ?? []
    while let e = work.popLast() {
      work += e.body?.children ?? []
      if e.variant == nil, letNames.contains(e.head.text) { out.insert(e.head.text) }
    }
    return out
  }

  static func placement(_ check: SectionCheck, containers: [Container], shell: LayoutModel?, mode: UIKitMode) -> [[Diagnostic]]? {
    guard let section = check.section, let shell, !check.diagnostics.hasErrors else { return nil }
    return containers.map { c in
      var options = c.resolve
      options.mode = mode
      return Resolver.placementDiagnostics(of: section, in: shell, options: options)
    }
  }

  // MARK: - One edit

  /// The new diagnostics with `state` brought up to `new`; nil when the edit needs the whole text
  /// analysed again.
  static func reanalyzed(_ s: inout State, edit: TextEdit, old: SourceFile, new: SourceFile, base: ResolveOptions) -> [Diagnostic]? {
    guard !s.chunks.isEmpty, new.bytes.count <= Parser.maxSourceBytes else { return nil }
    let delta = edit.newEnd - edit.oldEnd
    // The first chunk the edit may change: the one it starts in, and the one before (whose last
    // token may run on into it).
    var first = s.chunks.count - 1
    while first > 0, s.chunks[first].start >= edit.start { first -= 1 }
    first = max(0, first - 1)
    // Re-parsing may stop at an old chunk that starts after the edit (at its new start).
    func resumed(at start: Int) -> Int? {
      let chunks = s.chunks
      guard start >= edit.newEnd else { return nil }
      var lo = first + 1, hi = chunks.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if chunks[mid].start + delta < start { lo = mid + 1 } else { hi = mid }
      }
      return lo < chunks.count && chunks[lo].start >= edit.oldEnd && chunks[lo].start + delta == start ? lo : nil
    }
    let region = Parser.parseRegion(new, from: s.chunks[first].start) { resumed(at: $0) != nil }
    let last = region.end == new.bytes.count ? s.chunks.count : (resumed(at: region.end) ?? -1)
    // The same declarations, of the same kinds, in the same places.
    guard region.divisible, last > first, last - first == region.decls.count else { return nil }
    var changedSections: [(chunk: Int, decl: SectionDecl)] = []
    for (k, decl) in region.decls.enumerated() {
      let i = first + k
      let oldChunk = s.chunks[i]
      let oldRange = SourceRange(oldChunk.start, oldChunk.start + oldChunk.length)
      let newStart = i == 0 ? 0 : decl.range.start
      let newRange = SourceRange(newStart, decl.range.end)
      // The same text where moving the old one puts it (outside the edit): then its diagnostics
      // can be moved too. Anything else is re-checked.
      let placedAsMoved = (oldRange.end <= edit.start || oldRange.start >= edit.oldEnd) && newRange.start == edit.moved(oldRange.start)
      let same = placedAsMoved && oldRange.end - oldRange.start == newRange.end - newRange.start
        && old.bytes[oldRange.start..<oldRange.end].elementsEqual(new.bytes[newRange.start..<newRange.end])
      switch (decl, oldChunk.section) {
      case (.section(let sd), _?) where !same:
        guard sd.keyword.text == SectionKind.section.rawValue else { return nil }
        changedSections.append((i, sd))
      case (.section, _?), (.layout, nil), (.preview, nil), (.let, nil), (.invalid, nil):
        guard same || isInvalid(decl) else { return nil }
      default:
        return nil
      }
      if case .let(let l) = decl, let n = l.name?.text, s.letChunks[n] == i { s.letDecls[n] = l }
    }
    // Comments: an ignore comment added or removed re-reads them all.
    let oldRegionStart = s.chunks[first].start
    let oldRegionEnd = last < s.chunks.count ? s.chunks[last].start : old.bytes.count
    let lo = s.comments.firstIndex { $0.start >= oldRegionStart } ?? s.comments.count
    let hi = s.comments[lo...].firstIndex { $0.start >= oldRegionEnd } ?? s.comments.count
    let touchesIgnores = (s.comments[lo..<hi].contains { mentionsIgnore(old, $0) }) || region.comments.contains { mentionsIgnore(new, $0) }
    s.comments.replaceSubrange(lo..<hi, with: region.comments)
    for c in (lo + region.comments.count)..<s.comments.count { s.comments[c] = SourceRange(s.comments[c].start + delta, s.comments[c].end + delta) }
    // Move everything after the edit.
    for i in s.chunks.indices {
      if i >= first, i < last {
        let decl = region.decls[i - first]
        s.chunks[i].start = i == 0 ? 0 : decl.range.start
        s.chunks[i].length = decl.range.end - s.chunks[i].start
        s.chunks[i].syntax = region.diagnostics[i - first]
      } else if i >= last {
        s.chunks[i].start += delta
        if !s.chunks[i].syntax.isEmpty { s.chunks[i].syntax = s.chunks[i].syntax.map { moved($0, edit) } }
      }
    }
    for i in s.noisy {
      s.sections[i].check.diagnostics = s.sections[i].check.diagnostics.map { moved($0, edit) }
      s.sections[i].placement = s.sections[i].placement.map { $0.map { $0.map { moved($0, edit) } } }
    }
    // Re-check the changed sections.
    var nodesBefore = [Int](repeating: 0, count: s.sections.count + 1)
    for i in s.sections.indices { nodesBefore[i + 1] = nodesBefore[i] + s.sections[i].check.nodes }
    // Nodes the re-checked sections before the one being checked added or dropped.
    var shift = 0
    for (chunk, decl) in changedSections {
      guard let index = s.chunks[chunk].section else { return nil }
      let uses = letUses(decl, s.letNames)
      guard uses == s.sections[index].letUses else { return nil }
      guard let lets = currentLets(&s, uses: uses, in: new) else { return nil }
      let check = Checker.checkSection(decl, in: new, recording: s.recording, lets: lets, nodesBefore: nodesBefore[index] + shift)
      guard check.section != nil || check.diagnostics.hasErrors else { return nil }
      shift += check.nodes - s.sections[index].check.nodes
      s.sections[index] = SectionState(
        check: check, letUses: uses, placement: placement(check, containers: s.containers, shell: s.recording.shell, mode: s.mode))
      if isNoisy(s.sections[index]) { s.noisy.insert(index) } else { s.noisy.remove(index) }
    }
    guard nodesBefore[s.sections.count] + shift <= Limits.maxExpandedNodes else { return nil }
    s.recording.move { moved($0, edit) }
    for c in s.containers.indices {
      if let r = s.containers[c].preview?.nameRange { s.containers[c].preview?.nameRange = SourceRange(edit.moved(r.start), edit.moved(r.end)) }
    }
    if touchesIgnores || !s.ignores.file.isEmpty || !s.ignores.lines.isEmpty { s.ignores = IgnoreComments(new, comments: s.comments) }
    return assembled(s, file: new)
  }

  static func isInvalid(_ d: Decl) -> Bool {
    if case .invalid = d { return true }
    return false
  }

  static func mentionsIgnore(_ file: SourceFile, _ c: SourceRange) -> Bool {
    let word = Array("layoutc-ignore".utf8)
    let bytes = file.bytes[c.start..<c.end]
    guard bytes.count >= word.count else { return false }
    var i = bytes.startIndex
    while i + word.count <= bytes.endIndex {
      if bytes[i] == word[0], bytes[i..<(i + word.count)].elementsEqual(word) { return true }
      i += 1
    }
    return false
  }

  /// The `let`s a section expands (those it names and those they name), each as declared in `file`
  /// now; nil when one cannot be re-read.
  static func currentLets(_ s: inout State, uses: Set<String>, in file: SourceFile) -> [String: LetDecl]? {
    // The others are only names (a misspelt use is told the closest).
    var out = s.letDecls
    var done = Set<String>()
    var work = Array(uses)
    while let name = work.popLast() {
      guard done.insert(name).inserted, let chunk = s.letChunks[name], var decl = s.letDecls[name] else { continue }
      if decl.range.start != s.chunks[chunk].start || chunk == 0 {
        let start = s.chunks[chunk].start
        let region = Parser.parseRegion(file, from: start) { $0 > start }
        guard case .let(let l)? = region.decls.last, l.name?.text == name else { return nil }
        decl = l
        s.letDecls[name] = l
      }
      out[name] = decl
      var heads: [Element] = decl.value.map { [$0] } ?? []
      while let e = heads.popLast() {
        heads += e.body?.children ?? []
        if e.variant == nil, s.letChunks[e.head.text] != nil { work.append(e.head.text) }
      }
    }
    return out
  }

  /// `DocumentAnalysis`'s diagnostics from the pieces, composed as it composes them.
  static func assembled(_ s: State, file: SourceFile) -> [Diagnostic] {
    var syntax: [Diagnostic] = []
    for c in s.chunks where !c.syntax.isEmpty { syntax += c.syntax }
    syntax = syntax.normalized()
    let noisy = s.noisy.sorted()
    let check = s.recording.diagnostics(sections: noisy.map { s.sections[$0].check.diagnostics })
    let all = (syntax + check).normalized()
    let analysis = s.ignores.apply(all, in: file)
    var placement: [Diagnostic] = []
    if !all.hasErrors {
      placement = Compilation.merged(s.containers.indices.map { c in
        var found: [Diagnostic] = []
        for i in noisy { if let p = s.sections[i].placement?[c] { found += p } }
        return (s.containers[c], found.normalized())
      })
    }
    return s.ignores.apply((analysis + placement).normalized(), in: file)
  }

  /// A diagnostic of the previous text, where it is in the new one.
  static func moved(_ d: Diagnostic, _ edit: TextEdit) -> Diagnostic {
    func m(_ r: SourceRange) -> SourceRange { SourceRange(edit.moved(r.start), edit.moved(r.end)) }
    var d = d
    d.range = m(d.range)
    for i in d.notes.indices { d.notes[i].range = d.notes[i].range.map(m) }
    for i in d.fixIts.indices { d.fixIts[i].range = m(d.fixIts[i].range) }
    return d
  }
}
