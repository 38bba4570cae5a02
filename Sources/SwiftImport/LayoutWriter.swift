import LayoutSource

/// A section as imported: its settings (the `SectionObj`) and its body, one group, a group per
/// width (`when(widthAbove:)` cases, widest first, then `else`), or a list.
struct ImportedSection {
  enum Body {
    case group(GroupObj)
    case adaptive([(widthAbove: Rational, group: GroupObj)], otherwise: GroupObj)
    case list(ListObj)
  }
  var settings: SectionObj
  var body: Body
  var name: String?
}

/// One flow section: the metrics UIKit gives it and its items' sizes, cycled.
struct ImportedFlowSection {
  var line: Num
  var interitem: Num
  var insets: Insets
  var header: Num
  var footer: Num
  var sizes: [(Num, Num)]
  var name: String?
}

/// Writes imported layouts as `.layout` source (formatted afterwards by `LayoutFormat`).
/// Named Swift locals of items and groups become `let`s; the emitter's generic names (`item`,
/// `horizontalGroup2`) are written in place. Numbers that are not constants are reported
/// through `report` (the layout then fails) and written as 0.
struct LayoutWriter {
  var report: (RuntimeValue) -> Void
  var warn: (DiagnosticMessage, SourceRange, Bool) -> Void
  var useLets = true
  /// `let`s in order: name, definition.
  var lets: [(name: String, text: String)] = []
  var letByObject: [ObjectIdentifier: String] = [:]
  /// The objects `letByObject` names, kept alive so that no identifier is reused.
  var named: [AnyObject] = []

  /// The `.layout` keywords, which cannot name a section or a `let`.
  static let keywords: Set<String> = [
    "let", "layout", "section", "flow", "inset", "spacing", "edges", "scroll", "header", "footer", "background", "badge",
    "pinned", "flexible", "fixed",
  ]
  /// What a `let` cannot be named: the keywords and the element names.
  static let reserved: Set<String> = [
    "let", "layout", "section", "flow", "inset", "spacing", "edges", "scroll", "header", "footer", "background", "badge",
    "pinned", "flexible", "fixed", "item", "group", "list", "when", "else", "preview",
  ]

  /// The emitter's names for unnamed nodes, which are not worth a `let`.
  static func isGeneric(_ name: String) -> Bool {
    let stem = name.prefix { !$0.isNumber }
    guard stem.count == name.count || name.dropFirst(stem.count).allSatisfy(\.isNumber) else { return false }
    return ["item", "group", "horizontalGroup", "verticalGroup", "section", "layout", "subitem", "nestedGroup", "innerGroup", "outerGroup", "containerGroup"].contains(String(stem))
  }

  // MARK: - Numbers and values

  func exact(_ n: Num) -> Rational {
    switch n {
    case .exact(let q): return q
    case .runtime(let rt):
      report(rt)
      return .zero
    }
  }

  func points(_ n: Num) -> String { exact(n).text }

  /// A size on the `width` axis (`true`) or the height axis.
  func dimension(_ d: Dim, width: Bool) -> String {
    let v = exact(d.value)
    // A bare number above 1 reads as a mistaken point size (check.bareNumberTooLarge): a
    // fraction of the axis's own length above 1 keeps its unit, `2w`.
    let above = Rational.one < v
    switch d.kind {
    case .fractionalWidth: return width && !above ? v.text : v.text + "w"
    case .fractionalHeight: return width || above ? v.text + "h" : v.text
    case .absolute: return v.text + "pt"
    case .estimated: return "~" + v.text + "pt"
    }
  }

  static func isOne(_ d: Dim, width: Bool) -> Bool {
    guard case .exact(let q) = d.value, q == .one else { return false }
    return d.kind == (width ? .fractionalWidth : .fractionalHeight)
  }

  func sizeArguments(_ w: Dim, _ h: Dim, always: Bool = false) -> [String] {
    var parts: [String] = []
    if always || !Self.isOne(w, width: true) { parts.append("w: " + dimension(w, width: true)) }
    if always || !Self.isOne(h, width: false) { parts.append("h: " + dimension(h, width: false)) }
    return parts
  }

  func insets(_ i: Insets) -> String? {
    let t = exact(i.top), l = exact(i.leading), b = exact(i.bottom), r = exact(i.trailing)
    if t == .zero, l == .zero, b == .zero, r == .zero { return nil }
    if t == l, l == b, b == r { return "inset \(t.text)" }
    let parts = [("top", t), ("leading", l), ("bottom", b), ("trailing", r)].filter { $0.1 != .zero }.map { "\($0.0): \($0.1.text)" }
    return "inset(" + parts.joined(separator: ", ") + ")"
  }

  func spacing(_ s: SpacingValue) -> String {
    (s.flexible ? "flexible " : "") + points(s.value)
  }

  func edges(_ e: EdgeSpacingValue?) -> String? {
    guard let e else { return nil }
    let parts = [("leading", e.leading), ("top", e.top), ("trailing", e.trailing), ("bottom", e.bottom)].compactMap { l, s in
      s.map { "\(l): " + ($0.flexible ? "flexible " : "fixed ") + points($0.value) }
    }
    return parts.isEmpty ? nil : "edges(" + parts.joined(separator: ", ") + ")"
  }

  /// A `zIndex` other than the one layoutc's frames and generated Swift give (badges and
  /// headers 1, pinned ones 2, backgrounds 0) is not kept; it orders views, it places none.
  func checkZIndex(_ z: (value: Int?, range: SourceRange)?, expected: Int, _ what: String) {
    guard let z, z.value != expected else { return }
    warn(ImportDiagnostics.cannotExpress("this `zIndex`", "the \(what) is imported with zIndex \(expected), as layoutc's frames and generated Swift give it"), z.range, false)
  }

  func badge(_ b: BadgeObj) -> String {
    checkZIndex(b.zIndex, expected: 1, "badge")
    var parts = sizeArguments(b.width, b.height, always: true)
    let e = b.anchor.edges
    let vertical = e.contains("top") ? "top" : e.contains("bottom") ? "bottom" : nil
    let horizontal = e.contains("leading") ? "leading" : e.contains("trailing") ? "trailing" : nil
    let word = [vertical, horizontal].compactMap { $0 }.joined(separator: "-")
    let anchor = word.isEmpty ? "center" : word
    if anchor != "top-trailing" { parts.append("anchor: " + anchor) }
    let x = exact(b.anchor.x), y = exact(b.anchor.y)
    let unit = b.anchor.fractional ? "" : "pt"
    if x != .zero || y != .zero {
      parts.append("dx: " + x.text + unit)
      parts.append("dy: " + y.text + unit)
    }
    return "badge(" + parts.joined(separator: ", ") + ")"
  }

  func nodeModifiers(insets i: Insets, edges e: EdgeSpacingValue?, badges: [BadgeObj], spacing: SpacingValue?) -> String {
    var mods: [String] = []
    if let s = spacing { mods.append("spacing " + self.spacing(s)) }
    if let i = insets(i) { mods.append(i) }
    if let e = edges(e) { mods.append(e) }
    mods += badges.map(badge)
    return mods.isEmpty ? "" : " " + mods.joined(separator: " ")
  }

  // MARK: - Nodes

  /// A node where it is used: a `let`'s name, or written in place.
  mutating func node(_ n: Node) -> String {
    let definition = define(n)
    guard useLets, let local = n.localName, !Self.isGeneric(local) else { return definition }
    let object: AnyObject
    switch n {
    case .item(let i): object = i
    case .group(let g): object = g
    }
    let id = ObjectIdentifier(object)
    named.append(object)
    if let name = letByObject[id] { return name }
    var base = local.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    if base.isEmpty || base.first?.isNumber == true { base = "node" + base }
    if Self.reserved.contains(base) { base += "2" }
    // The same node under the emitter's renamed local (`width2` where `width` was taken), or a
    // badged one (its badge is one declaration, one element kind): the same `let`.
    func stem(_ n: String) -> Substring { n.prefix { !$0.isNumber } }
    if let same = lets.first(where: { $0.text == definition && (stem($0.name) == stem(base) || definition.contains("badge(")) }) {
      letByObject[id] = same.name
      return same.name
    }
    var candidate = base
    var k = 2
    while let existing = lets.first(where: { $0.name == candidate }) {
      if existing.text == definition {
        letByObject[id] = candidate
        return candidate
      }
      candidate = base + String(k)
      k += 1
    }
    lets.append((candidate, definition))
    letByObject[id] = candidate
    return candidate
  }

  mutating func define(_ n: Node) -> String {
    switch n {
    case .item(let i):
      let args = sizeArguments(i.width, i.height)
      return "item" + (args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")")
        + nodeModifiers(insets: i.insets, edges: i.edges, badges: i.badges, spacing: nil)
    case .group(let g):
      var args = sizeArguments(g.width, g.height, always: true)
      let children: [String]
      switch g.children {
      case .fill(let cs):
        children = cs.map { node($0) }
      case .repeating(let written, let n):
        let c = Self.fromComputed(written, g)
        if let plain = Self.countChild(c, n, horizontal: g.horizontal) {
          args.append("count: \(n)")
          children = [node(plain)]
        } else {
          args.append("repeat: \(n)")
          children = [node(c)]
        }
      case .legacyCount(let c, let n):
        if Self.hasEdges(c) {
          // `count:` sizes its copies to fill the axis exactly; UIKit's `subitem:count:` with edge
          // spacing on the child places them otherwise.
          warn(ImportDiagnostics.cannotExpress("`edgeSpacing` on the child of `subitem:count:`", "a `count:` group's copies fill its axis exactly, so the layout is not imported"), c.range, true)
        }
        args.append("count: \(n)")
        children = [node(Self.withAxisOne(c, horizontal: g.horizontal))]
      }
      return "group.\(g.horizontal ? "horizontal" : "vertical")(" + args.joined(separator: ", ") + ")"
        + nodeModifiers(insets: g.insets, edges: g.edges, badges: g.badges, spacing: g.spacing) + " < " + children.joined(separator: " ") + " >"
    }
  }

  /// The child of a `repeatingSubitem` group with spacing whose sizes the code computes from the
  /// layout environment (what the emitter writes for a contested group, `SwiftSizing.swift`):
  /// `.absolute(pixelFloor(f × (length − spacing)))` is the fraction `f` of the group's axis.
  static func fromComputed(_ c: Node, _ g: GroupObj) -> Node {
    guard let s = g.spacing, case .exact(let v) = s.value, v != .zero else { return c }
    let axis: Dim.Kind = g.horizontal ? .fractionalWidth : .fractionalHeight
    func convert(_ d: Dim) -> Dim {
      guard d.kind == .absolute, case .runtime(let rt) = d.value else { return d }
      return Dim(kind: axis, value: .exact(rt.factor), range: d.range, spelledAsQuotient: rt.quotient)
    }
    return c.resized { d, _ in convert(d) }
  }

  /// `repeatingSubitem: c, count: n` where `c`'s axis dimension is exactly 1/n of the group's:
  /// what `count: n` emits (G3); the child then takes the axis dimension 1.
  static func countChild(_ c: Node, _ n: Int, horizontal: Bool) -> Node? {
    // A `count:` child cannot have `edges` (check.countChildEdges): such a child stays `repeat:`.
    guard n >= 1, !hasEdges(c), let oneOver = Rational(1, n) else { return nil }
    let d: Dim
    switch c {
    case .item(let i): d = horizontal ? i.width : i.height
    case .group(let g): d = horizontal ? g.width : g.height
    }
    guard d.kind == (horizontal ? .fractionalWidth : .fractionalHeight), case .exact(let q) = d.value, q == oneOver,
      d.spelledAsQuotient || n == 1 || oneOver.text.contains("/")
    else { return nil }
    return withAxisOne(c, horizontal: horizontal)
  }

  static func hasEdges(_ c: Node) -> Bool {
    switch c {
    case .item(let i): i.edges.map { $0.leading != nil || $0.top != nil || $0.trailing != nil || $0.bottom != nil } ?? false
    case .group(let g): g.edges.map { $0.leading != nil || $0.top != nil || $0.trailing != nil || $0.bottom != nil } ?? false
    }
  }

  /// A copy of `c` whose axis dimension is 1 (`count:` replaces it, G3).
  static func withAxisOne(_ c: Node, horizontal: Bool) -> Node {
    let one = Dim(kind: horizontal ? .fractionalWidth : .fractionalHeight, value: .exact(.one), range: c.width.range)
    return c.resized { d, isWidth in isWidth == horizontal ? one : d }
  }

  // MARK: - Sections

  static func orthogonalWord(_ m: String) -> String? {
    switch m {
    case "continuous": "continuous"
    case "continuousGroupLeadingBoundary": "continuous-leading"
    case "paging": "paging"
    case "groupPaging": "group-paging"
    case "groupPagingCentered": "group-paging-centered"
    default: nil
    }
  }

  static func insetsReferenceWord(_ m: String) -> String? {
    switch m {
    case "automatic": "automatic"
    case "none": "none"
    case "safeArea": "safe-area"
    case "layoutMargins": "layout-margins"
    case "readableContent": "readable-content"
    case "contentInset": "content-inset"
    default: nil
    }
  }

  func boundary(_ b: BoundaryObj, horizontal: Bool, followInsets: Bool, layoutWide: Bool = false) -> (kind: String, text: String)? {
    let isHeader: Bool
    switch b.kind {
    case "\u{1}header": isHeader = true
    case "\u{1}footer": isHeader = false
    default: isHeader = b.alignment.hasPrefix("top") || b.alignment == "leading"
    }
    var parts: [String] = []
    if horizontal {
      parts.append("w: " + dimension(b.width, width: true))
      if !Self.isOne(b.height, width: false) { parts.append("h: " + dimension(b.height, width: false)) }
    } else {
      if !Self.isOne(b.width, width: true) { parts.append("w: " + dimension(b.width, width: true)) }
      parts.append("h: " + dimension(b.height, width: false))
    }
    // The data source dequeues by kind: a kind other than the one the generated Swift gives
    // (`elementKindSectionHeader`, `"layout-header"`, …) does not survive.
    let word = isHeader ? "header" : "footer"
    let generated = layoutWide ? "\"layout-\(word)\"" : "`elementKindSection\(isHeader ? "Header" : "Footer")`"
    if b.kind != (layoutWide ? "layout-\(word)" : "\u{1}\(word)") {
      let written =
        b.kind.hasPrefix("\u{1}") ? "`elementKindSection\(b.kind == "\u{1}header" ? "Header" : "Footer")`" : b.kind.hasPrefix("\u{2}") ? "`\(b.kind.dropFirst())`" : "\"\(b.kind)\""
      warn(
        ImportDiagnostics.cannotExpress(
          "the element kind \(written)", "the \(layoutWide ? "layout " : "")\(word) is imported with \(generated), the kind the generated Swift gives it: register and dequeue its views under that kind"),
        b.range, false)
    }
    checkZIndex(b.zIndex, expected: b.pinned ? 2 : 1, (b.pinned ? "pinned " : "") + word)
    if b.pinned { parts.append("pinned: true") }
    if !b.extendsBoundary { parts.append("extends: false") }
    if !["top", "bottom", "leading", "trailing"].contains(b.alignment) {
      warn(ImportDiagnostics.cannotExpress("the alignment `.\(b.alignment)`", "a header or footer is aligned `top`, `bottom`, `leading` or `trailing`, so the layout is not imported"), b.range, true)
    }
    let natural = isHeader ? (horizontal ? "leading" : "top") : (horizontal ? "trailing" : "bottom")
    if b.alignment != natural { parts.append("align: " + b.alignment) }
    if !followInsets { parts.append("insets: none") }
    return (isHeader ? "header" : "footer", (isHeader ? "header(" : "footer(") + parts.joined(separator: ", ") + ")")
  }

  /// A section's head: `section name(insetsReference:) modifiers`.
  mutating func sectionHead(_ s: ImportedSection, horizontal: Bool) -> String {
    let o = s.settings
    var head = "section" + (s.name.map { " " + $0 } ?? "")
    if let r = o.insetsReference, r != "automatic", let word = Self.insetsReferenceWord(r) { head += "(insetsReference: \(word))" }
    var mods: [String] = []
    if let i = insets(o.insets) { mods.append(i) }
    let g = exact(o.interGroupSpacing)
    if g != .zero { mods.append("spacing \(g.text)") }
    if let m = o.orthogonal {
      if let w = Self.orthogonalWord(m) { mods.append("scroll " + w) } else { warn(ImportDiagnostics.cannotExpress("`.\(m)` scrolling", "the section is imported without it"), o.range, true) }
    }
    var seen: Set<String> = []
    for b in o.boundaries {
      guard let (kind, text) = boundary(b, horizontal: horizontal, followInsets: o.supplementariesFollowInsets) else { continue }
      if !seen.insert(kind).inserted {
        warn(ImportDiagnostics.cannotExpress("a second section \(kind)", "`.layout` has one header and one footer per section"), b.range, true)
        continue
      }
      mods.append(text)
    }
    if let d = o.decorations.first {
      checkZIndex(d.zIndex, expected: 0, "background")
      if d.kind != "section-background" {
        // The app registers its background view for its own kind; the generated Swift registers
        // the class it is given for its own.
        let written = d.kind.hasPrefix("\u{2}") ? "`\(d.kind.dropFirst())`" : "\"\(d.kind)\""
        warn(
          ImportDiagnostics.cannotExpress(
            "the element kind \(written)",
            "the background is imported with \"section-background\", the kind the generated Swift registers the view class it is given for (`sectionBackground:`): pass your background view's class there"),
          d.range, false)
      }
      if o.decorations.count > 1 { warn(ImportDiagnostics.cannotExpress("a second decoration item", "only the first background is imported"), o.decorations[1].range, true) }
      let t = exact(d.insets.top), l = exact(d.insets.leading), b = exact(d.insets.bottom), r = exact(d.insets.trailing)
      if t == .zero, l == .zero, b == .zero, r == .zero {
        mods.append("background")
      } else if t == l, l == b, b == r {
        mods.append("background(inset: \(t.text))")
      } else {
        warn(ImportDiagnostics.cannotExpress("a background with different insets per edge", "`background(inset:)` takes one inset for all edges"), d.range, true)
        mods.append("background(inset: \(t.text))")
      }
    }
    return head + (mods.isEmpty ? "" : " " + mods.joined(separator: " "))
  }

  mutating func section(_ s: ImportedSection, horizontal: Bool) -> String {
    let head = sectionHead(s, horizontal: horizontal)
    switch s.body {
    case .group(let g):
      return head + " < " + node(.group(g)) + " >"
    case .adaptive(let cases, let otherwise):
      var lines = [head + " <"]
      for c in cases { lines.append("  when(widthAbove: \(c.widthAbove.text)pt) < " + node(.group(c.group)) + " >") }
      lines.append("  else < " + node(.group(otherwise)) + " >")
      lines.append(">")
      return lines.joined(separator: "\n")
    case .list(let l):
      var args: [String] = []
      let appearance: String
      switch l.appearance {
      case "insetGrouped": appearance = "inset-grouped"
      case "sidebarPlain": appearance = "sidebar-plain"
      default: appearance = l.appearance
      }
      if appearance != "plain" { args.append("appearance: " + appearance) }
      switch l.headerMode {
      case "none": break
      case "firstItemInSection": args.append("header: first-item-in-section")
      default: args.append("header: " + l.headerMode)
      }
      if l.footerMode != "none" { args.append("footer: " + l.footerMode) }
      if !l.showsSeparators { args.append("separators: false") }
      return (s.name.map { "section " + $0 } ?? "section") + " < list" + (args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")") + " >"
    }
  }

  /// `layout Name(scroll:, spacing:, insetsReference:) header(…) footer(…)`.
  mutating func layoutLine(name: String, config: ConfigObj?) -> String {
    var line = "layout " + name
    guard let c = config else { return line }
    var args: [String] = []
    if c.horizontal { args.append("scroll: horizontal") }
    let s = exact(c.interSectionSpacing)
    if s != .zero { args.append("spacing: \(s.text)") }
    if let r = c.insetsReference, r != "automatic", let w = Self.insetsReferenceWord(r) { args.append("insetsReference: " + w) }
    if !args.isEmpty { line += "(" + args.joined(separator: ", ") + ")" }
    var seen: Set<String> = []
    for b in c.boundaries {
      guard let (kind, text) = boundary(b, horizontal: c.horizontal, followInsets: true, layoutWide: true) else { continue }
      if !seen.insert(kind).inserted {
        warn(ImportDiagnostics.cannotExpress("a second layout \(kind)", "`.layout` has one layout header and one footer"), b.range, true)
        continue
      }
      line += " " + text
    }
    return line
  }

  // MARK: - Flow

  mutating func flowSection(_ s: ImportedFlowSection, name: String?, horizontal: Bool, estimated: Bool) -> String {
    var head = "flow" + (name.map { " " + $0 } ?? "")
    let line = exact(s.line), inter = exact(s.interitem)
    var args: [String] = []
    if line != Rational(integer: 10) { args.append("line: \(line.text)") }
    if inter != Rational(integer: 10) { args.append("interitem: \(inter.text)") }
    if !args.isEmpty { head += "(" + args.joined(separator: ", ") + ")" }
    if let i = insets(s.insets) { head += " " + i }
    let label = horizontal ? "w" : "h"
    let h = exact(s.header), f = exact(s.footer)
    if h != .zero { head += " header(\(label): \(h.text)pt)" }
    if f != .zero { head += " footer(\(label): \(f.text)pt)" }
    let items = s.sizes.map { w, h in
      estimated ? "item(w: ~\(points(w))pt, h: ~\(points(h))pt)" : "item(w: \(points(w))pt, h: \(points(h))pt)"
    }
    return head + " <\n" + items.map { "  " + $0 }.joined(separator: "\n") + "\n>"
  }
}
