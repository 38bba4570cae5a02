import LayoutSource
import LayoutSyntax

/// A bare use of a `let` lowered at a nesting depth: the element and how many nodes it counted.
/// (A struct, not a tuple: its array's type is then made at run time without a tuple type.)
struct LoweredLetUse {
  var depth: Int
  var element: LayoutElement?
  var nodes: Int
}

/// AST → checked `LayoutModel`. Every rule that holds at any container size is decided here, with
/// exact rationals; rules that depend on the container are the resolver's placement diagnostics.
public struct Checker {
  let file: SourceFile
  let options: CheckOptions
  /// Deduplicating: a `let` expanded at each use may find the same problem each time.
  var collector = DiagnosticCollector(deduplicating: true)
  var lets = LetTable()
  /// `let`s named as built-in nodes (each an error, and not in `lets`): the search for unused
  /// `let`s still counts their uses.
  var shadowingLets = LetTable()
  /// The `let`s each `let`'s value names, by number (`findLetCycles`).
  var letReferences: [[Int]] = []
  /// `let` names that are part of a cycle (already diagnosed); uses of them lower to nothing.
  var cyclicLets = Set<String>()
  var expandedNodes = 0
  /// Bare uses of a `let` already lowered, by the `let`'s number and then the depth (a few per
  /// `let`): the element (nil after an error) and how many nodes it counted.
  var loweredLetUses: [[LoweredLetUse]] = []
  /// Bare uses of a `let` in flow sections already checked, by the `let`'s number: the item size
  /// (nil after an error), or nil when not checked yet.
  var flowLetUses: [FlowItemSize??] = []
  /// The sections, by their place among the declarations (in order), whose every use of a `let`
  /// is counted in `flowLetUses`: the search for unused `let`s need not read them again.
  var countedSections: [Int] = []
  /// The value of each literal read so far that reports nothing, by its digits.
  var literals = NameTable<ExactNumber>()
  /// The value of each fraction read so far whose literals report nothing, by its text (`numberValue`).
  var fractions = NameTable<KnownFraction>()
  /// The estimate note of each spelling of an estimate met so far (`diagnoseEstimate`).
  var estimateNotes: [EstimateNoteMessage] = []
  /// The file's valid previews, in order (`checkPreviews`).
  var previews: [Preview] = []
  /// Set when each section's results are kept apart (`checkFile(recording: true)`).
  var recording: CheckRecording?

  /// Node names a `let` cannot take (keywords such as `section` are already syntax errors).
  static let builtinNames = Schema.builtinNames

  init(file: SourceFile, options: CheckOptions) {
    self.file = file
    self.options = options
  }

  /// Checks a parsed document. The model is nil when any error was found.
  public static func check(_ document: Document, in file: SourceFile, options: CheckOptions) -> (CheckedLayout?, [Diagnostic]) {
    let r = checkFile(document, in: file, options: options)
    return (r.layout, r.diagnostics)
  }

  /// What checking a file gives: the model (nil when any error was found), its previews and
  /// every diagnostic.
  public struct Result: Sendable {
    public var layout: CheckedLayout?
    public var previews: [Preview]
    public var diagnostics: [Diagnostic]
    /// With `recording`: each section's results and the rest, for re-checking one section.
    public var recording: CheckRecording?
  }

  /// Checks a parsed document, previews included; `recording` also keeps each section's results
  /// apart (the language server re-checks only the sections an edit changed).
  public static func checkFile(_ document: Document, in file: SourceFile, options: CheckOptions, recording: Bool = false) -> Result {
    var c = Checker(file: file, options: options)
    if recording { c.recording = CheckRecording(options: options) }
    let model = c.checkDocument(document)
    // Every `let` whose bare use was lowered or checked is used in a section.
    let seen = c.loweredLetUses.indices.filter { n in
      !c.loweredLetUses[n].isEmpty || (n < c.flowLetUses.count && c.flowLetUses[n] != nil)
    }
    let unused = UnusedLets.find(
      document, lets: c.lets, references: c.letReferences, shadowing: c.shadowingLets, seen: seen, skipping: c.countedSections)
    let found = c.collector.diagnostics
    // No unused `let` (most files): the list as it is, not copied to append nothing.
    let diags = EstimateNote.finished(unused.isEmpty ? found : found + unused, previews: c.previews)
    c.recording?.unused = unused
    c.recording?.previews = c.previews
    return Result(layout: diags.hasErrors ? nil : model, previews: c.previews, diagnostics: diags, recording: c.recording)
  }

  /// A file is a flow layout when its first section is a `flow`; mixing kinds is an error.
  public static func kind(of document: Document) -> LayoutKind {
    for case .section(let s) in document.decls { return SectionKind(rawValue: s.keyword.text)?.layoutKind ?? .compositional }
    return .compositional
  }

  mutating func diagnose(_ m: DiagnosticMessage, at r: SourceRange, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) {
    let d = Diagnostic(m, at: r, notes: notes, fixIts: fixIts)
    if recording != nil { recording?.record(d) }
    // Last: the collector keeps the diagnostic itself, not a copy.
    collector.append(d)
  }

  func text(_ r: SourceRange) -> String { file.text(in: r) }

  // MARK: - Document

  mutating func checkDocument(_ doc: Document) -> CheckedLayout? {
    var name = options.defaultName
    var scroll = Axis.vertical
    var interSectionSpacing = 0.0
    var header: LayoutDecl?
    collectLets(doc)
    let kind = Checker.kind(of: doc)
    // The first section's keyword (not the whole section: that would be copied at every section).
    var firstKeyword: Identifier?
    var layoutHeader: BoundarySupplementary?
    var layoutFooter: BoundarySupplementary?
    var insetsReference: ContentInsetsReference?
    var flowInsetsReference: FlowInsetReference?
    var flowEstimate: (value: FlowEstimatedItemSize, range: SourceRange)?
    // The header first: the scroll direction decides how every section is read.
    for case .layout(let l) in doc.decls {
      if let first = header {
        diagnose(CheckDiagnostics.duplicateLayoutHeader(), at: l.keyword, notes: [CheckDiagnostics.duplicateLayoutHeaderNote(at: first.keyword)])
        continue
      }
      header = l
      if let n = l.name { name = n.text }
      // A flow file's `layout` takes no `spacing:`, but the label is recognised to say why.
      let args = labeled(l.arguments, owner: "layout", allowed: Schema.labelNames(of: .layout(.compositional)) + [Schema.flowEstimatedItemSize.label])
      if let a = args["scroll"] { scroll = axisWord(a.value) ?? scroll }
      if let a = args[Schema.layoutInsetsReference.label] {
        if kind == .flow {
          flowInsetsReference = schemaWord(a.value, FlowInsetReference.self, synonyms: FlowInsetReference.synonyms)
        } else {
          insetsReference = schemaWord(a.value, ContentInsetsReference.self, synonyms: ContentInsetsReference.synonyms)
        }
      }
      if let a = args[Schema.flowEstimatedItemSize.label] {
        if kind == .flow {
          flowEstimate = schemaWord(a.value, FlowEstimatedItemSize.self, synonyms: FlowEstimatedItemSize.synonyms).map { ($0, a.range) }
        } else {
          diagnose(CheckDiagnostics.estimatedItemSizeInCompositional(), at: a.range, fixIts: [FixIt(replacing: a.range, with: "")])
        }
      }
      if let a = args["spacing"] {
        if kind == .flow {
          diagnose(CheckDiagnostics.flowLayoutSpacing(), at: a.range, fixIts: [FixIt(replacing: a.range, with: "")])
        } else if let v = points(a.value, site: .label("spacing")) {
          interSectionSpacing = v
          if v < 0 { diagnose(CheckDiagnostics.negativeSpacing("sections", property: "interSectionSpacing"), at: a.value.range) }
        }
      }
      for m in uniqueModifiers(l.modifiers) {
        guard let modifier = ModifierKind(rawValue: m.keyword.text) else {
          diagnose(CheckDiagnostics.modifierNotAllowed(m.keyword.text, on: "layout"), at: m.keyword.range)
          continue
        }
        switch (modifier, kind) {
        case (.header, .compositional), (.footer, .compositional):
          guard let (sup, _) = boundarySupplementary(m, axis: scroll) else { continue }
          if sup.kind == .header { layoutHeader = sup } else { layoutFooter = sup }
        case (.header, .flow), (.footer, .flow), (.inset, _), (.spacing, _), (.edges, _), (.scroll, _), (.background, _), (.badge, _), (.pinned, _):
          diagnose(CheckDiagnostics.modifierNotAllowed(m.keyword.text, on: "layout"), at: m.keyword.range)
        }
      }
    }
    // Room for every declaration: a section copied to a larger array is retained field by field.
    var sections: [LayoutSection] = []
    var flowSections: [FlowSection] = []
    if kind == .flow { flowSections.reserveCapacity(doc.decls.count) } else { sections.reserveCapacity(doc.decls.count) }
    var sawSection = false
    recording?.begin(.during, lets: lets.dictionary, cyclicLets: cyclicLets, scroll: scroll)
    // By index: a declaration copied out of the array is retained field by field.
    for index in doc.decls.indices {
      switch doc.decls[index] {
      case .layout, .preview:
        break
      case .let:
        break
      case .section(let s):
        sawSection = true
        let first = firstKeyword ?? s.keyword
        if firstKeyword == nil { firstKeyword = first }
        if (s.keyword.text == SectionKind.flow.rawValue) != (kind == .flow) {
          diagnose(
            CheckDiagnostics.mixedLayoutKinds(s.keyword.text, first: first.text), at: s.keyword.range,
            notes: [CheckDiagnostics.mixedLayoutKindsNote(first.text, at: first.range)])
        } else if kind == .flow {
          if let section = checkFlowSection(s, scroll: scroll, index: index) { flowSections.append(section) }
        } else {
          recordedSection(s, scroll: scroll, into: &sections)
        }
      case .element(let e):
        diagnose(
          CheckDiagnostics.misplacedTopLevel(e.fullName), at: e.nameRange,
          fixIts: [FixIt(replacing: .empty(at: e.range.start), with: "section < "), FixIt(replacing: .empty(at: e.range.end), with: " >")])
      case .invalid:
        break
      }
    }
    recording?.begin(.after)
    if !sawSection { diagnose(CheckDiagnostics.noSections(), at: .empty(at: 0)) }
    previews = checkPreviews(doc, sections: kind == .flow ? flowSections.count : sections.count)
    if kind == .flow {
      let pins = flowPinning(flowSections)
      flowEstimates(flowSections, layoutWide: flowEstimate)
      return .flow(FlowLayoutModel(
        name: name, scrollDirection: scroll, sections: flowSections, headersPinned: pins.headers, footersPinned: pins.footers,
        insetsReference: flowInsetsReference, automaticEstimate: flowEstimate?.value == .automatic,
        automaticEstimateSource: flowEstimate?.value == .automatic ? flowEstimate?.range : nil))
    }
    recording?.shell = LayoutModel(
      name: name, scrollDirection: scroll, interSectionSpacing: interSectionSpacing, sections: [],
      header: layoutHeader, footer: layoutFooter, insetsReference: insetsReference)
    var model = LayoutModel(
      name: name, scrollDirection: scroll, interSectionSpacing: interSectionSpacing, sections: sections,
      header: layoutHeader, footer: layoutFooter, insetsReference: insetsReference)
    sections = []  // the model's array alone: numbering its badges copies no section
    model.numberBadges()
    return .compositional(model)
  }

  /// `vertical` / `horizontal`.
  mutating func axisWord(_ v: ValueSyntax) -> Axis? {
    guard case .word(let w) = v else {
      diagnose(CheckDiagnostics.unknownWord(text(v.range), expected: Axis.choices, suggestion: nil), at: v.range)
      return nil
    }
    if let a = Axis(spelling: w.text) { return a }
    unknownWord(w.text, at: w.range, expected: Axis.choices, among: Axis.spellings)
    return nil
  }

  /// "expected X, found `y`; did you mean `z`?" with a fix-it to `z`. `synonyms` maps words people
  /// reach for (`right`) to the language's (`trailing`), inside hyphenated words too.
  mutating func unknownWord(_ word: String, at range: SourceRange, expected: String, among candidates: [String], synonyms: [String: String] = [:]) {
    let translated = word.split(separator: "-").map { synonyms[String($0)] ?? String($0) }.joined(separator: "-")
    let suggestion = candidates.contains(translated) ? translated : Suggest.closest(to: word, in: candidates)
    diagnose(
      CheckDiagnostics.unknownWord(word, expected: expected, suggestion: suggestion), at: range,
      fixIts: suggestion.map { [FixIt(replacing: range, with: $0)] } ?? [])
  }

  // MARK: - Lets

  mutating func collectLets(_ doc: Document) {
    var count = 0
    // By index: `for case` over the array copies every declaration, `let` or not.
    for index in doc.decls.indices { if case .let = doc.decls[index] { count += 1 } }
    lets.reserveCapacity(count)
    for index in doc.decls.indices {
      guard case .let(let l) = doc.decls[index], let name = l.name else { continue }
      if Checker.contains(Checker.builtinNames, name.text) {
        diagnose(CheckDiagnostics.letShadowsBuiltin(name.text), at: name.range)
        if shadowingLets.number(name.text) == nil { shadowingLets.insert(name.text, l) }
        continue
      }
      if let first = lets[name.text], let firstName = first.name {
        diagnose(CheckDiagnostics.duplicateLet(name.text), at: name.range, notes: [CheckDiagnostics.duplicateLetNote(at: firstName.range)])
        continue
      }
      lets.insert(name.text, l)
    }
    findLetCycles()
    forgetLetUses()
  }

  /// Empties the caches of `let` uses, one entry per `let`.
  mutating func forgetLetUses() {
    loweredLetUses = Array(repeating: [], count: lets.count)
    flowLetUses = Array(repeating: nil, count: lets.count)
  }

  /// Reports each cycle of `let`s once, at the first definition on it, naming the whole cycle.
  mutating func findLetCycles() {
    // The `let`s each `let` names, by number. Most files' `let`s name no other `let`: then there
    // is no cycle, and neither the sorted names nor the search are needed.
    // A plain `item` (most values) names no `let`: `collectLets` refuses a built-in node's name.
    func references(_ e: Element, into out: inout [Int]) {
      if e.variant == nil, e.head.text != "item", let n = lets.numberOfSame(e.head.text) { out.append(n) }
      guard let children = e.body?.children else { return }
      for c in children { references(c, into: &out) }
    }
    var named = [[Int]](repeating: [], count: lets.count)
    var anyNamed = false
    // By index, each value alone: a whole `let` copied out of the array is retained field by field.
    let declarations = lets.declarations
    for n in declarations.indices {
      guard let v = declarations[n].value else { continue }
      var out: [Int] = []
      references(v, into: &out)
      if !out.isEmpty {
        named[n] = out
        anyNamed = true
      }
    }
    letReferences = named
    guard anyNamed, Checker.hasCycle(named) else { return }
    // The `let`s by number, in name order (the order the search starts from them).
    let names = lets.names.sorted()
    // The sorted position of each `let`, by its number.
    var position = [Int](repeating: 0, count: names.count)
    for (i, name) in names.enumerated() { if let n = lets.number(name) { position[n] = i } }
    var edges = [[Int]](repeating: [], count: names.count)
    for n in named.indices { edges[position[n]] = named[n].map { position[$0] } }
    var state = [UInt8](repeating: 0, count: names.count)  // 1 = on the stack, 2 = done
    var stack: [Int] = []
    // Iterative depth-first search: a long chain of lets must not overflow the stack.
    for root in names.indices where state[root] == 0 {
      var work: [(node: Int, next: Int)] = [(root, 0)]
      state[root] = 1
      stack.append(root)
      while let (node, i) = work.last {
        if i < edges[node].count {
          work[work.count - 1].next += 1
          let n = edges[node][i]
          if state[n] == 1, let start = stack.firstIndex(of: n) {
            let cycle = stack[start...].map { names[$0] }
            if cycle.allSatisfy({ !cyclicLets.contains($0) }) {
              let first = cycle.min { (lets[$0]?.range.start ?? 0) < (lets[$1]?.range.start ?? 0) } ?? names[n]
              let at = lets[first]?.name?.range ?? .empty(at: 0)
              let i0 = cycle.firstIndex(of: first) ?? 0
              let ordered = Array(cycle[i0...] + cycle[..<i0]) + [first]
              diagnose(CheckDiagnostics.letCycle(ordered), at: at)
            }
            cyclicLets.formUnion(cycle)
          } else if state[n] == 0 {
            state[n] = 1
            stack.append(n)
            work.append((n, 0))
          }
        } else {
          state[node] = 2
          stack.removeLast()
          work.removeLast()
        }
      }
    }
  }

  /// Whether the graph of `edges` (each node's successors, by number) has a cycle: an iterative
  /// depth-first search by number, with no names, before `findLetCycles` names a cycle in order.
  static func hasCycle(_ edges: [[Int]]) -> Bool {
    var state = [UInt8](repeating: 0, count: edges.count)  // 1 = on the stack, 2 = done
    var work: [(node: Int, next: Int)] = []
    for root in edges.indices where state[root] == 0 {
      state[root] = 1
      work.append((root, 0))
      while let (node, i) = work.last {
        guard i < edges[node].count else {
          state[node] = 2
          work.removeLast()
          continue
        }
        work[work.count - 1].next += 1
        let n = edges[node][i]
        if state[n] == 1 { return true }
        if state[n] == 0 {
          state[n] = 1
          work.append((n, 0))
        }
      }
    }
    return false
  }

  // MARK: - Sections

  /// The section `checkSection(_:scroll:into:)` gives, if any (a section checked on its own).
  mutating func checkSection(_ s: SectionDecl, scroll: Axis) -> LayoutSection? {
    var one: [LayoutSection] = []
    checkSection(s, scroll: scroll, into: &one)
    return one.first
  }

  /// Checks a section and appends it to `sections` when it gives one: made in the array, not
  /// returned as an optional and copied on (a section is several hundred bytes).
  mutating func checkSection(_ s: SectionDecl, scroll: Axis, into sections: inout [LayoutSection]) {
    let insetsReference = sectionInsetsReference(s)
    if let body = s.body, !body.skipped, let first = body.children.first, let node = listNode(first) {
      guard var list = checkListSection(s, body: body, node: node, scroll: scroll) else { return }
      list.insetsReference = insetsReference
      sections.append(list)
      return
    }
    var insets = EdgeInsets.zero
    var spacing = 0.0
    var background: Decoration?
    var orthogonal: OrthogonalScrolling?
    let modifiers = uniqueModifiers(s.modifiers)
    // By index, each modifier read in place: one copied out of the array is retained field by field.
    for i in modifiers.indices where modifiers[i].keyword.text == ModifierKind.scroll.rawValue {
      orthogonal = orthogonalScrolling(modifiers[i], layoutScroll: scroll)
    }
    // Headers and footers lie along the layout's scroll axis, orthogonal sections included.
    let axis = scroll
    // The header and footer, each with whether it follows the content insets (when it says).
    var header: (BoundarySupplementary, follows: Bool?)?
    var footer: (BoundarySupplementary, follows: Bool?)?
    for i in modifiers.indices {
      guard let modifier = ModifierKind(rawValue: modifiers[i].keyword.text) else {
        diagnose(CheckDiagnostics.modifierNotAllowed(modifiers[i].keyword.text, on: "section"), at: modifiers[i].keyword.range)
        continue
      }
      switch modifier {
      case .inset: insets = self.insets(modifiers[i]) ?? insets
      case .spacing:
        if case .spacing(let kind, let v)? = modifiers[i].value, SpacingKind(spelling: kind.text) == .flexible {
          diagnose(CheckDiagnostics.flexibleSectionSpacing(), at: kind.range, fixIts: [FixIt(replacing: SourceRange(kind.range.start, v?.range.start ?? kind.range.end), with: "")])
        } else if let v = spacingValue(modifiers[i]) {
          spacing = v.value
          if v.value < 0, let value = modifiers[i].value { diagnose(CheckDiagnostics.negativeSpacing("groups", property: "interGroupSpacing"), at: value.range) }
        }
      case .header, .footer:
        guard let (sup, follows) = boundarySupplementary(modifiers[i], axis: axis) else { continue }
        if sup.kind == .header { header = (sup, follows) } else { footer = (sup, follows) }
        if sup.pinned, orthogonal != nil { diagnose(CheckDiagnostics.pinnedInOrthogonalSection(modifiers[i].keyword.text), at: modifiers[i].keyword.range) }
      case .background: background = self.background(modifiers[i])
      case .scroll: break
      case .edges, .badge, .pinned:
        diagnose(CheckDiagnostics.modifierNotAllowed(modifiers[i].keyword.text, on: "section"), at: modifiers[i].keyword.range)
      }
    }
    // One setting per section: a header and a footer that say different things conflict.
    if let h = header?.follows, let f = footer?.follows, h != f, let footer {
      diagnose(CheckDiagnostics.conflictingSupplementaryInsets(), at: footer.0.source)
    }
    guard let body = s.body, !body.skipped else { return }
    let group: LayoutGroup
    var adaptiveCases: [AdaptiveCase] = []
    if Checker.isAdaptive(body, lets: lets) {
      // Taken apart, not read out of the result: each part is moved, not copied.
      let (cases, otherwise) = adaptiveBody(body)
      guard let otherwise else { return }
      group = otherwise
      adaptiveCases = cases
    } else {
      guard let g = sectionGroup(body, owner: nil) else { return }
      group = g
    }
    // Made whole once, not from a placeholder group replaced field by field.
    sections.append(LayoutSection(
      name: s.name.map(\.text), group: group, insets: insets, interGroupSpacing: spacing, source: s.range, adaptive: adaptiveCases,
      header: header?.0, footer: footer?.0, supplementariesFollowInsets: header?.follows ?? footer?.follows ?? true,
      background: background, orthogonalScrolling: orthogonal, insetsReference: insetsReference))
  }

  /// Modifiers with duplicates reported and dropped.
  mutating func uniqueModifiers(_ mods: [Modifier]) -> [Modifier] {
    // A node has a handful of modifiers: a linear search beats hashing their words, and a list
    // without duplicates (nearly every one) is returned as it is, not copied.
    guard mods.count > 1 else { return mods }
    var duplicated = false
    for i in mods.indices.dropFirst() where !duplicated {
      // Lengths first: read without a call, they tell most modifiers' words apart.
      for j in 0..<i where mods[j].keyword.text.utf8.count == mods[i].keyword.text.utf8.count && mods[j].keyword.text == mods[i].keyword.text {
        duplicated = true
      }
    }
    guard duplicated else { return mods }
    var out: [Modifier] = []
    for m in mods {
      if let first = out.first(where: { $0.keyword.text == m.keyword.text }) {
        diagnose(CheckDiagnostics.duplicateModifier(m.keyword.text), at: m.keyword.range, notes: [CheckDiagnostics.duplicateModifierNote(at: first.keyword.range)])
        continue
      }
      out.append(m)
    }
    return out
  }

  /// A modifier's arguments by label (those the schema gives the modifier in a file of `layout`),
  /// or check.modifierNeedsValue when it has no argument list. `kind`, when the caller knows it,
  /// is the modifier's kind (its word is then not looked up again).
  mutating func modifierArguments(
    _ m: Modifier, in layout: LayoutKind = .compositional, example: String, kind: ModifierKind? = nil
  ) -> (list: ArgumentList, args: LabeledArguments)? {
    guard let list = m.arguments else {
      diagnose(CheckDiagnostics.modifierNeedsValue(m.keyword.text, example: example), at: m.range)
      return nil
    }
    // The word read once, alone (each read copies the whole keyword; the autoclosure would copy
    // the whole modifier).
    let keyword = m.keyword.text
    return (list, labeled(list, owner: keyword, allowed: Checker.modifierLabels(kind ?? ModifierKind(rawValue: keyword), in: layout)))
  }

  /// The labels the schema gives a modifier of `kind` (none for a word that is no modifier).
  static func modifierLabels(_ kind: ModifierKind?, in layout: LayoutKind = .compositional) -> [String] {
    kind.map { Schema.labelNames(of: $0, in: layout) } ?? []
  }

  /// `words.contains(word)`, the lengths compared first: read without a call, they tell most
  /// short words (labels, node names) apart, where comparing two different strings calls into the
  /// standard library.
  @inline(__always)
  static func contains(_ words: [String], _ word: String) -> Bool {
    let length = word.utf8.count
    for w in words where w.utf8.count == length && w == word { return true }
    return false
  }

  /// Arguments by label: unknown labels get "did you mean", duplicates and unlabelled ones are
  /// errors. `owner` is spelt out only if a diagnostic needs it.
  mutating func labeled(_ list: ArgumentList?, owner: @autoclosure () -> String, allowed: [String]) -> LabeledArguments {
    guard let list else { return LabeledArguments() }
    var out = LabeledArguments(list.arguments)
    // By index: an argument is large, and most are read only for their label.
    for index in list.arguments.indices {
      guard let label = list.arguments[index].label else {
        if case .missing = list.arguments[index].value { continue }
        diagnose(CheckDiagnostics.missingLabel(owner(), labels: allowed), at: list.arguments[index].range)
        continue
      }
      guard Checker.contains(allowed, label.text) else {
        // Spelled-out names people reach for first, and UIKit's older edge names.
        let synonyms = [
          "width": "w", "height": "h", "repeats": "repeat", "columns": "count", "left": "leading", "right": "trailing",
        ]
        // A suggestion never names a label the list already gives: taking it would make a duplicate.
        let given = Set(list.arguments.compactMap(\.label?.text))
        let open = allowed.filter { !given.contains($0) }
        let suggestion = synonyms[label.text].flatMap { open.contains($0) ? $0 : nil } ?? Suggest.closest(to: label.text, in: open)
        diagnose(
          CheckDiagnostics.unknownLabel(label.text, owner: owner(), suggestion: suggestion), at: label.range,
          fixIts: suggestion.map { [FixIt(replacing: label.range, with: $0)] } ?? [])
        continue
      }
      let (first, key) = out.lookUp(label.text)
      if let first {
        diagnose(CheckDiagnostics.duplicateLabel(label.text), at: label.range, notes: [CheckDiagnostics.duplicateLabelNote(at: out.range(at: first))])
        continue
      }
      out.accept(index, key: key)
    }
    return out
  }
}
