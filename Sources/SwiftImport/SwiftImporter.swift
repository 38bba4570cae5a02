import LayoutFormat
import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// `layoutc import`: reads Swift source and turns each layout it declares into `.layout` source.
/// A layout is a function or property returning a compositional or flow layout
/// (`UICollectionViewCompositionalLayout`, `UICollectionViewFlowLayout`, their AppKit names, or
/// `UICollectionViewLayout`). Its code is evaluated symbolically (`Interpreter`); section providers
/// are run for each section index, and once per outcome of every width test, which become
/// adaptive sections. Pure: the caller reads and writes files.
public enum SwiftImporter {
  /// One layout found in the file.
  public struct ImportedLayout: Sendable {
    /// `PhotosViewController.createLayout()`.
    public var declaration: String
    /// The layout's name (`PhotoGrid`), and the file stem derived from it (`photo-grid`).
    public var name: String
    public var stem: String
    /// The formatted `.layout` source; nil when the import of this layout failed.
    public var text: String?
    /// Where the declaration is, for diagnostics.
    public var range: SourceRange
  }

  public struct Outcome: Sendable {
    public var layouts: [ImportedLayout]
    public var diagnostics: [Diagnostic]
    /// Whether the file as a whole failed (a diagnostic is an error).
    public var failed: Bool { diagnostics.hasErrors }
  }

  /// The return types that make a declaration a layout.
  static let layoutTypes = [
    "UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout", "UICollectionViewLayout",
    "NSCollectionViewCompositionalLayout", "NSCollectionViewFlowLayout", "NSCollectionViewLayout",
  ]

  /// The types of a section provider closure, which is a layout of its own (its sections).
  static let providerTypes = ["UICollectionViewCompositionalLayoutSectionProvider", "NSCollectionViewCompositionalLayoutSectionProvider"]

  static func cleanType(_ f: SwiftFunction) -> String { f.returnType.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" } }

  public static func importLayouts(_ file: SourceFile) -> Outcome {
    let lexed = SwiftLexer.lex(file)
    var diagnostics = lexed.diagnostics
    let (syntax, declarationDiagnostics) = SwiftDeclarationParser.parse(lexed.tokens, docLines: lexed.docLines)
    diagnostics += declarationDiagnostics
    if diagnostics.hasErrors { return Outcome(layouts: [], diagnostics: diagnostics) }
    let layoutCandidates = syntax.functions.filter { f in
      let type = cleanType(f)
      if layoutTypes.contains(type) { return true }
      if f.kind == .stored, type.isEmpty, let r = f.bodyTokens, r.lowerBound < lexed.tokens.count {
        return layoutTypes.contains(lexed.tokens[r.lowerBound].text)
      }
      return false
    }
    // A section provider is a layout of its own unless a layout of the file uses it (then it is
    // that layout's sections).
    let used = Set(layoutCandidates.flatMap { f in
      f.bodyTokens.map { r in lexed.tokens[r.clamped(to: 0..<lexed.tokens.count)].filter { $0.kind == .identifier }.map(\.text) } ?? []
    })
    let candidates = syntax.functions.filter { f in
      layoutCandidates.contains { $0.range == f.range && $0.name == f.name } || (providerTypes.contains(cleanType(f)) && !used.contains(f.name))
    }
    guard !candidates.isEmpty else {
      diagnostics.append(Diagnostic(ImportDiagnostics.noLayout(), at: .empty(at: 0)))
      return Outcome(layouts: [], diagnostics: diagnostics)
    }
    let header = HeaderComment(lines: lexed.headerLines)
    var layouts: [ImportedLayout] = []
    var names: Set<String> = []
    for f in candidates {
      let interpreter = Interpreter(file: file, tokens: lexed.tokens, syntax: syntax)
      interpreter.typePath = f.typePath
      let name = validName(header.name.flatMap { candidates.count == 1 ? $0 : nil } ?? layoutName(f, candidates: candidates))
      var unique = name
      var k = 2
      while !names.insert(unique).inserted {
        unique = name + String(k)
        k += 1
      }
      let text = importOne(f, interpreter, name: unique, file: file, previews: candidates.count == 1 ? header.previews : [])
      diagnostics += interpreter.diagnostics
      var written = text
      if interpreter.geometryLost {
        diagnostics.append(Diagnostic(ImportDiagnostics.geometryChanged(f.qualifiedName), at: f.nameRange))
        written = nil
      } else if let t = text, let error = firstError(t, name: unique) {
        // A `.layout` that would not build is never handed out (`.absolute(0)` UIKit takes, say).
        diagnostics.append(Diagnostic(ImportDiagnostics.invalidLayout(f.qualifiedName, error), at: f.nameRange))
        written = nil
      }
      layouts.append(ImportedLayout(declaration: f.qualifiedName, name: unique, stem: kebab(unique), text: written, range: f.nameRange))
    }
    return Outcome(layouts: layouts, diagnostics: diagnostics)
  }

  /// The first error `layoutc check` reports in `text` (`4:49: a size must be greater than
  /// zero, found \`0pt\` [check.nonPositiveSize]`), nil when it has none.
  static func firstError(_ text: String, name: String) -> String? {
    let file = SourceFile(name: name + ".layout", text: text)
    let (document, syntax) = Parser.parse(file)
    let kind = Checker.kind(of: document)
    let checked = Checker.checkFile(document, in: file, options: CheckOptions(mode: kind.defaultMode, defaultName: name))
    guard let e = (syntax + checked.diagnostics).first(where: { $0.severity == .error }) else { return nil }
    let at = file.location(of: e.range.start)
    return "\(name).layout:\(at.line):\(at.column): \(e.message.text) [\(e.id.description)]"
  }

  /// `PhotoGridLayout.makeLayout()` → `PhotoGrid`; with several layouts in one type, the
  /// function's name is added (`FeedViewControllerGrid`).
  static func layoutName(_ f: SwiftFunction, candidates: [SwiftFunction]) -> String {
    var base = f.typePath.last ?? ""
    for suffix in ["Layout", "ViewController", "Controller"] where base.hasSuffix(suffix) && base.count > suffix.count {
      base.removeLast(suffix.count)
      break
    }
    base = base.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    let siblings = candidates.filter { $0.typePath == f.typePath }
    if base.isEmpty || siblings.count > 1 {
      var fn = f.name
      for prefix in ["make", "create", "build"] where fn.hasPrefix(prefix) && fn.count > prefix.count { fn.removeFirst(prefix.count) }
      if fn.hasSuffix("Layout"), fn.count > 6 { fn.removeLast(6) }
      fn = fn.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
      base += fn.prefix(1).uppercased() + fn.dropFirst()
    }
    if let first = base.first, first.isNumber { base = "Layout" + base }
    return base
  }

  /// A name a `layout` line can have: not empty, not starting with a digit (`3col` →
  /// `Layout3col`, which a header comment may give), not a keyword (`flow` → `Flow`).
  static func validName(_ name: String) -> String {
    guard let first = name.first else { return "Imported" }
    if first.isNumber || first == "-" { return "Layout" + name }
    if LayoutWriter.reserved.contains(name) { return first.uppercased() + name.dropFirst() }
    return name
  }

  /// `PhotoGrid` → `photo-grid`.
  static func kebab(_ name: String) -> String {
    var out = ""
    var previousLower = false
    for c in name {
      if c.isUppercase, previousLower { out += "-" }
      out += c.lowercased()
      previousLower = c.isLowercase || c.isNumber
    }
    return out
  }

  /// The header comment's `// layoutc: layout NAME` and `// layoutc: preview …` lines, written by
  /// `layoutc build --emit swift`.
  struct HeaderComment {
    var name: String?
    var previews: [String] = []
    init(lines: [String]) {
      for l in lines {
        if l.hasPrefix("layout ") {
          let n = l.dropFirst(7).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
          if !n.isEmpty { name = String(n) }
        } else if l.hasPrefix("preview ") {
          previews.append(l)
        }
      }
    }
  }

  // MARK: - One layout

  static func importOne(_ f: SwiftFunction, _ interp: Interpreter, name: String, file: SourceFile, previews: [String]) -> String? {
    var value = interp.call(f, [], at: f.nameRange, keepClosure: providerTypes.contains(cleanType(f)))
    if providerTypes.contains(cleanType(f)) {
      // A section provider closure: the layout it would make, `UICollectionViewCompositionalLayout(sectionProvider:)`.
      switch value {
      case .closure, .function:
        let c = CompositionalObj(range: f.nameRange)
        c.provider = value
        value = .compositional(c)
      default: break
      }
    }
    var writer = LayoutWriter(
      report: { rt in interp.warn(ImportDiagnostics.runtimeValue(rt.what), at: rt.range, geometry: true) },
      warn: { m, r, g in interp.warn(m, at: r, geometry: g) })
    var body: [String] = []
    var layoutLine = "layout " + name
    var writtenSections: [ImportedSection] = []
    switch value {
    case .compositional(let c):
      let sections = compositionalSections(c, interp, writer: writer)
      writtenSections = sections
      layoutLine = writer.layoutLine(name: name, config: c.config)
      let horizontal = c.config?.horizontal ?? false
      body = sections.map { writer.section($0, horizontal: horizontal) }
    case .section(let s):
      let sections = [ImportedSection(settings: s, body: s.list.map { .list($0) } ?? s.group.map { .group($0) } ?? .list(ListObj(appearance: "plain", range: s.range)), name: nil)]
      writtenSections = sections
      body = sections.map { writer.section($0, horizontal: false) }
    case .flow(let flow):
      let sections = flowSections(flow, interp, typePath: f.typePath)
      var args: [String] = []
      if flow.horizontal { args.append("scroll: horizontal") }
      if let r = flow.insetsReference, r != "contentInset", let w = LayoutWriter.insetsReferenceWord(r) { args.append("insetsReference: " + w) }
      if flow.automaticEstimate { args.append("estimatedItemSize: automatic") }
      if !args.isEmpty { layoutLine += "(" + args.joined(separator: ", ") + ")" }
      body = sections.map {
        var text = writer.flowSection($0, name: $0.name, horizontal: flow.horizontal, estimated: flow.estimatedItemSize != nil)
        if flow.headersPinned { text = text.replacingPinned("header") }
        if flow.footersPinned { text = text.replacingPinned("footer") }
        return text
      }
    default:
      interp.reportUnknown(value, at: f.nameRange, "the layout `\(f.qualifiedName)` returns")
      return nil
    }
    if interp.geometryLost { return nil }
    let badges = Self.badges(writtenSections)
    let fileName = file.name.split(separator: "/").last.map(String.init) ?? file.name
    var lines = ["// Imported from \(fileName), \(f.qualifiedName)", layoutLine]
    lines += previews
    if !writer.lets.isEmpty { lines.append("") }
    lines += writer.lets.map { "let \($0.name) = \($0.text)" }
    for b in body {
      lines.append("")
      lines.append(b)
    }
    let source = SourceFile(name: name + ".layout", text: lines.joined(separator: "\n") + "\n")
    let text = Formatter.format(source) ?? source.text(in: SourceRange(0, source.bytes.count))
    checkBadgeKinds(badges, text: text, interp)
    return text
  }

  /// Every badge of the sections, each object once, in the order the sections hold them.
  static func badges(_ sections: [ImportedSection]) -> [BadgeObj] {
    var out: [BadgeObj] = []
    var seen: Set<ObjectIdentifier> = []
    func visit(_ n: Node) {
      switch n {
      case .item(let i):
        for b in i.badges where seen.insert(ObjectIdentifier(b)).inserted { out.append(b) }
      case .group(let g):
        for b in g.badges where seen.insert(ObjectIdentifier(b)).inserted { out.append(b) }
        switch g.children {
        case .fill(let cs): cs.forEach(visit)
        case .repeating(let c, _), .legacyCount(let c, _): visit(c)
        }
      }
    }
    for s in sections {
      switch s.body {
      case .group(let g): visit(.group(g))
      case .adaptive(let cases, let otherwise):
        cases.forEach { visit(.group($0.group)) }
        visit(.group(otherwise))
      case .list: break
      }
    }
    return out
  }

  /// A `.layout` gives each `badge` declaration its own element kind (`badge`, `badge-2`, … in
  /// source order): a warning unless the Swift's kinds are those, one per declaration.
  static func checkBadgeKinds(_ badges: [BadgeObj], text: String, _ interp: Interpreter) {
    guard !badges.isEmpty else { return }
    let declarations = text.split(separator: "\n").filter { !$0.hasPrefix("//") }.map { $0.ranges(of: "badge(").count }.reduce(0, +)
    var kinds: [String] = []
    for b in badges where !kinds.contains(b.kind) { kinds.append(b.kind) }
    let expected = (0..<declarations).map { $0 == 0 ? "badge" : "badge-\($0 + 1)" }
    // The `.layout`'s declarations come in its source order (`let`s first), not the sections'.
    guard kinds.count != expected.count || Set(kinds) != Set(expected) else { return }
    let at = badges.first { !expected.contains($0.kind) } ?? badges.dropFirst().first ?? badges[0]
    let list = expected.map { "`\($0)`" }.joined(separator: ", ")
    interp.warn(
      ImportDiagnostics.cannotExpress(
        "the element kind \(at.kind.hasPrefix("\u{2}") ? "`\(at.kind.dropFirst())`" : "\"\(at.kind)\"") of this badge",
        "each `badge` declaration of the `.layout` has its own kind, in source order (here \(list)): register and dequeue the badges' views under those kinds"),
      at: at.range, geometry: false)
  }

  // MARK: - Compositional sections

  /// The sections a compositional layout builds: its one section, or its section provider run
  /// for each index up to one past the largest index the provider compares with.
  static func compositionalSections(_ c: CompositionalObj, _ interp: Interpreter, writer: LayoutWriter) -> [ImportedSection] {
    if let s = c.section {
      // `UICollectionViewCompositionalLayout(section:)` of sections that are all the same.
      guard let shared = sharedSections(s.functionDoc) else { return [plainSection(s)] }
      let count = (shared.map(\.index).max() ?? 0) + 1
      return (0..<count).map { i in
        var section = plainSection(s)
        section.name = shared.first { $0.index == i }?.name
        return section
      }
    }
    guard let provider = c.provider else {
      interp.warn(ImportDiagnostics.runtimeValue("this layout's sections"), at: c.range, geometry: true)
      return []
    }
    var sections: [ImportedSection] = []
    var index = 0
    while index <= (interp.largestIndexLiteral ?? -1) + 1, index < 1000 {
      let saved = (interp.diagnostics, interp.geometryLost)
      interp.trapped = false
      let paths = enumeratePaths(interp) {
        switch provider {
        case .closure(let closure, let scope):
          interp.callClosure(closure, scope, [.sectionIndex(index), .environment("")], at: c.range)
        case .function(let f):
          interp.call(f, [.sectionIndex(index), .environment("")], at: c.range)
        default:
          Value.unknown(c.range, "this section provider")
        }
      }
      if interp.trapped {
        // Past the end of `Section.allCases[sectionIndex]`: what this run said is not about a section.
        (interp.diagnostics, interp.geometryLost) = saved
        interp.trapped = false
        break
      }
      if paths.contains(where: { if case .nilValue = $0.value { return true } else { return false } }) { break }
      guard var s = combine(paths, interp, writer: writer, at: c.range) else { break }
      if let shared = sharedSections(s.settings.functionDoc), let entry = shared.first(where: { $0.index == index }) { s.name = entry.name }
      sections.append(s)
      index += 1
    }
    // A function that builds different sections (`gridSection(columns:)`) names none of them:
    // its name is not one section's. The same section built twice keeps it, and so do the
    // names the emitter's doc comments give.
    var plain = writer
    plain.useLets = false
    plain.report = { _ in }
    plain.warn = { _, _, _ in }
    var texts: [String: Set<String>] = [:]
    for s in sections {
      guard let n = s.name, docName(s.settings.functionDoc) == nil, sharedSections(s.settings.functionDoc) == nil else { continue }
      var unnamed = s
      unnamed.name = nil
      texts[n, default: []].insert(plain.section(unnamed, horizontal: false))
    }
    for k in sections.indices {
      if let n = sections[k].name, texts[n, default: []].count > 1 { sections[k].name = nil }
    }
    return sections
  }

  static func plainSection(_ s: SectionObj) -> ImportedSection {
    ImportedSection(settings: s, body: s.list.map { .list($0) } ?? s.group.map { .group($0) } ?? .list(ListObj(appearance: "plain", range: s.range)), name: sectionName(s))
  }

  /// The emitter's doc comment of a function several identical sections share:
  /// "Sections 0 (`account`), 1 and 2 (`about`), which are the same." → their indices and names.
  static func sharedSections(_ doc: [String]) -> [(index: Int, name: String?)]? {
    guard let line = doc.first, line.hasPrefix("Sections "), line.hasSuffix(", which are the same.") else { return nil }
    let list = line.dropFirst("Sections ".count).dropLast(", which are the same.".count)
    var parts: [Substring] = []
    for chunk in list.split(separator: ",") {
      let pieces = chunk.split(separator: " ").split(separator: "and")
      for p in pieces where !p.isEmpty { parts.append(Substring(p.joined(separator: " "))) }
    }
    var result: [(index: Int, name: String?)] = []
    for p in parts {
      let words = p.split(separator: " ", maxSplits: 1)
      guard let first = words.first, let index = Int(first) else { return nil }
      var name: String?
      if words.count == 2 { name = String(words[1].filter { $0 != "(" && $0 != ")" && $0 != "`" }) }
      result.append((index, name))
    }
    return result.isEmpty ? nil : result
  }

  /// "Section `featured`." → `featured`.
  static func docName(_ doc: [String]) -> String? {
    guard let line = doc.first, line.hasPrefix("Section `"), line.hasSuffix("`.") else { return nil }
    let name = line.dropFirst("Section `".count).dropLast(2)
    return name.isEmpty || name.contains("`") ? nil : String(name)
  }

  /// The doc comment's name, else `featuredSection` → `featured`; the emitter's `section0` and
  /// other names → unnamed.
  static func sectionName(_ s: SectionObj) -> String? {
    if let n = docName(s.functionDoc) { return n }
    guard var n = s.functionName, n.hasSuffix("Section"), n.count > 7 else { return nil }
    n.removeLast(7)
    // `makeFeaturedSection` → `featured`; `makeSection` names nothing.
    for verb in ["make", "create", "build"] where n.hasPrefix(verb) {
      guard n.count > verb.count else { return nil }
      let rest = n.dropFirst(verb.count)
      guard let first = rest.first, first.isUppercase else { break }
      n = first.lowercased() + rest.dropFirst()
      break
    }
    guard let first = n.first, first.isLetter, n.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
    if LayoutWriter.keywords.contains(n) { return nil }
    return n
  }

  /// Runs `body` once for each combination of outcomes of the width tests it makes, depth
  /// first (at most 64 runs); each result with the tests' outcomes.
  static func enumeratePaths(_ interp: Interpreter, _ body: () -> Value) -> [(decided: [(threshold: Rational, decision: Bool)], value: Value)] {
    var queue: [[Bool]] = [[]]
    var out: [(decided: [(threshold: Rational, decision: Bool)], value: Value)] = []
    while let prefix = queue.popLast(), out.count < 64 {
      interp.decisions = prefix
      interp.decided = []
      let v = body()
      let made = interp.decided
      out.append((made, v))
      for j in stride(from: made.count - 1, through: prefix.count, by: -1) where !made[j].decision {
        queue.append(made[0..<j].map(\.decision) + [true])
      }
    }
    interp.decisions = []
    interp.decided = []
    return out
  }

  /// One section from the runs of its provider: the same section on every path, or an adaptive
  /// one whose `when(widthAbove:)` cases are the paths' width intervals, widest first.
  static func combine(_ paths: [(decided: [(threshold: Rational, decision: Bool)], value: Value)], _ interp: Interpreter, writer: LayoutWriter, at r: SourceRange) -> ImportedSection? {
    var feasible: [(lower: Rational?, section: SectionObj)] = []
    for p in paths {
      guard case .section(let s) = p.value else {
        interp.reportUnknown(p.value, at: r, "the section this provider returns")
        return nil
      }
      var lower: Rational?
      var upper: Rational?
      for d in p.decided {
        if d.decision { lower = max(lower ?? d.threshold, d.threshold) } else { upper = min(upper ?? d.threshold, d.threshold) }
      }
      if let l = lower, let u = upper, !(l < u) { continue }
      feasible.append((lower, s))
    }
    guard let otherwise = feasible.first(where: { $0.lower == nil }) else { return nil }
    if feasible.count == 1 { return plainSection(otherwise.section) }
    // Compare everything but the group, written without lets.
    var plain = writer
    plain.useLets = false
    plain.report = { _ in }
    plain.warn = { _, _, _ in }
    let shell = plain.sectionHead(plainSection(otherwise.section), horizontal: false)
    for f in feasible where plain.sectionHead(plainSection(f.section), horizontal: false) != shell || f.section.group == nil {
      interp.warn(ImportDiagnostics.adaptiveSectionsDiffer(), at: f.section.range, geometry: true)
      return nil
    }
    guard let elseGroup = otherwise.section.group else { return nil }
    var cases = feasible.compactMap { f in f.lower.flatMap { l in f.section.group.map { (widthAbove: l, group: $0) } } }
      .sorted { $1.widthAbove < $0.widthAbove }
    // A case whose group is the next one's (or the else's) adds nothing.
    var k = 0
    while k < cases.count {
      let next = k + 1 < cases.count ? cases[k + 1].group : elseGroup
      if plain.define(.group(cases[k].group)) == plain.define(.group(next)) { cases.remove(at: k) } else { k += 1 }
    }
    var s = plainSection(otherwise.section)
    if !cases.isEmpty { s.body = .adaptive(cases, otherwise: elseGroup) }
    return s
  }

  // MARK: - Flow sections

  /// The delegate methods (and the emitter's functions they forward to) that vary a metric by section.
  static let flowMetricFunctions: [(metric: String, names: [(name: String, label: String?)])] = [
    ("line", [("minimumLineSpacingForSection", nil), ("collectionView", "minimumLineSpacingForSectionAt")]),
    ("interitem", [("minimumInteritemSpacingForSection", nil), ("collectionView", "minimumInteritemSpacingForSectionAt")]),
    ("inset", [("insetForSection", nil), ("collectionView", "insetForSectionAt")]),
    ("header", [("referenceSizeForHeaderInSection", nil), ("collectionView", "referenceSizeForHeaderInSection")]),
    ("footer", [("referenceSizeForFooterInSection", nil), ("collectionView", "referenceSizeForFooterInSection")]),
  ]

  static func flowFunction(_ interp: Interpreter, _ names: [(name: String, label: String?)], typePath: [String]) -> SwiftFunction? {
    for (n, label) in names {
      let fs = interp.syntax.functions.filter { $0.name == n && $0.kind == .function }
      if let label {
        let delegates = fs.filter { $0.parameters.count == 3 && $0.parameters[2].label == label }
        // The layout's own type's (or its extension's) first; another type's only when it is the
        // one type that has it, since which delegate a collection view has is set at run time.
        if let f = delegates.first(where: { $0.typePath == typePath }) { return f }
        if let f = delegates.first {
          if delegates.contains(where: { $0.typePath != f.typePath }) {
            interp.warn(ImportDiagnostics.runtimeValue("which type's `\(f.name)(_:layout:\(label):)` is the delegate of this layout's collection view"), at: f.nameRange, geometry: true)
          }
          return f
        }
      } else if let f = fs.first(where: { $0.typePath == typePath && $0.parameters.count == 1 }) {
        return f
      }
    }
    return nil
  }

  static func flowSections(_ flow: FlowObj, _ interp: Interpreter, typePath: [String]) -> [ImportedFlowSection] {
    let functions = flowMetricFunctions.map { ($0.metric, flowFunction(interp, $0.names, typePath: typePath)) }
    let sizeFunction = flowFunction(interp, [("sizeForItem", nil), ("collectionView", "sizeForItemAt")], typePath: typePath)
    var sections: [ImportedFlowSection] = []
    var index = 0
    let vertical = !flow.horizontal
    let declared = declaredSections(interp, typePath: typePath)
    repeat {
      var s = ImportedFlowSection(
        line: flow.lineSpacing, interitem: flow.interitemSpacing, insets: flow.sectionInset,
        header: vertical ? flow.headerExtent.1 : flow.headerExtent.0, footer: vertical ? flow.footerExtent.1 : flow.footerExtent.0,
        sizes: [flow.estimatedItemSize ?? flow.itemSize])
      for (metric, function) in functions {
        guard let f = function else { continue }
        let args: [Value] = f.parameters.count == 3 ? [.unknown(f.nameRange, "the collection view"), .flow(flow), .sectionIndex(index)] : [.sectionIndex(index)]
        let v = interp.call(f, args, at: f.nameRange)
        switch (metric, v) {
        case ("line", _): if let n = interp.numberValue(v, at: f.nameRange, "this line spacing") { s.line = n }
        case ("interitem", _): if let n = interp.numberValue(v, at: f.nameRange, "this spacing") { s.interitem = n }
        case ("inset", .edgeInsets(let i)): s.insets = i
        case ("inset", .member("zero")): s.insets = Insets()
        case ("header", .member("zero")): s.header = .exact(.zero)
        case ("footer", .member("zero")): s.footer = .exact(.zero)
        case ("header", .cgSize(let w, let h)): s.header = vertical ? h : w
        case ("footer", .cgSize(let w, let h)): s.footer = vertical ? h : w
        default: interp.reportUnknown(v, at: f.nameRange, "this section's \(metric)")
        }
      }
      if let f = sizeFunction, flow.estimatedItemSize == nil {
        var sizes: [(Num, Num)] = []
        let probe = 48
        for item in 0..<probe {
          let args: [Value] = f.parameters.count == 3 ? [.unknown(f.nameRange, "the collection view"), .flow(flow), .indexPath(section: index, item: item)] : [.indexPath(section: index, item: item)]
          let v = interp.call(f, args, at: f.nameRange)
          guard case .cgSize(let w, let h) = v else {
            interp.reportUnknown(v, at: f.nameRange, "this item's size")
            break
          }
          sizes.append((w, h))
        }
        s.sizes = period(sizes)
      }
      sections.append(s)
      index += 1
    } while index < (declared?.count ?? (interp.largestIndexLiteral ?? -1) + 2) && index < 1000
    if let declared {
      for (i, n) in declared.enumerated() where i < sections.count { sections[i].name = n }
      return sections
    }
    // Without one, the emitter's item sizes name their sections: "Section `colors`: item sizes, cycled over its items."
    let named = interp.syntax.functions.filter { $0.kind == .stored && $0.typePath == typePath }
      .compactMap { f -> String?? in
        guard let line = f.doc.first, line.hasSuffix(": item sizes, cycled over its items.") else { return nil }
        let head = line.dropLast(": item sizes, cycled over its items.".count)
        guard head.hasPrefix("Section `"), head.hasSuffix("`") else { return .some(nil) }
        return .some(String(head.dropFirst("Section `".count).dropLast()))
      }
    if named.count == sections.count {
      for (i, n) in named.enumerated() { sections[i].name = n.flatMap { LayoutWriter.keywords.contains($0) ? nil : $0 } }
    }
    return sections
  }

  /// The sections of the layout's type's `enum Section`, as the emitter writes it (and as apps
  /// declare one for their data source): one per case, in order, named by the case's doc comment
  /// ("Section `top-picks`."), unnamed for "An unnamed section.", else by the case's name when
  /// a `.layout` section can have it; a name already taken leaves its section unnamed. Nil
  /// without such an enum.
  static func declaredSections(_ interp: Interpreter, typePath: [String]) -> [String?]? {
    guard let en = interp.syntax.enums.first(where: { $0.typePath == typePath + ["Section"] }), !en.cases.isEmpty else { return nil }
    var taken: Set<String> = []
    return en.cases.map { c -> String? in
      let name: String?
      if let n = docName(c.doc) {
        name = n
      } else if c.doc.first == "An unnamed section." {
        name = nil
      } else if let first = c.name.first, first.isLetter, c.name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
        name = c.name
      } else {
        name = nil
      }
      guard let name, !LayoutWriter.keywords.contains(name), taken.insert(name).inserted else { return nil }
      return name
    }
  }

  /// The shortest prefix that, cycled, gives `sizes`.
  static func period(_ sizes: [(Num, Num)]) -> [(Num, Num)] {
    func same(_ a: (Num, Num), _ b: (Num, Num)) -> Bool {
      if case .exact(let x) = a.0, case .exact(let y) = b.0, case .exact(let u) = a.1, case .exact(let v) = b.1 { return x == y && u == v }
      return false
    }
    guard !sizes.isEmpty else { return sizes }
    for p in 1...sizes.count where sizes.indices.allSatisfy({ same(sizes[$0], sizes[$0 % p]) }) {
      return Array(sizes[0..<p])
    }
    return sizes
  }
}

extension String {
  /// `header(h: 44pt)` → `header(h: 44pt, pinned: true)`.
  func replacingPinned(_ kind: String) -> String {
    let chars = Array(self)
    let needle = Array(" \(kind)(")
    guard chars.count >= needle.count else { return self }
    for start in 0...(chars.count - needle.count) where Array(chars[start..<(start + needle.count)]) == needle {
      guard let close = chars[(start + needle.count)...].firstIndex(of: ")") else { return self }
      return String(chars[..<close]) + ", pinned: true" + String(chars[close...])
    }
    return self
  }
}
