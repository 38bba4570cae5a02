import LayoutSource

// UIKit's (and AppKit's) compositional and flow layout API, as the interpreter reads it:
// initialisers and factories make model objects, properties set on them configure them.

extension Interpreter {
  /// The argument with `label` (nil: the first unlabelled one).
  func argument(_ args: [SwiftArgument], _ label: String?) -> SwiftExpr? {
    args.first { $0.label == label }?.value
  }

  func labels(_ args: [SwiftArgument]) -> [String] { args.map { $0.label ?? "_" } }

  func callExpr(_ callee: SwiftExpr, _ args: [SwiftArgument], _ r: SourceRange, _ scope: Scope) -> Value {
    let values = { args.map { self.eval($0.value, scope) } }
    // A function of the file, or a closure held in a local.
    let target: Value
    var implicit: String?
    switch callee {
    case .member(nil, let n, _): implicit = n; target = .member(n)
    case .name(let n, _):
      if let v = scope.lookup(n) {
        target = v
      } else if let f = lookupFunction(n, in: typePath, arguments: args.count), f.kind == .function {
        target = .function(f)
      } else {
        target = .typeName(n)
      }
    case .member(.name(let local, _), let n, _) where ["append", "insert"].contains(n) && {
      if case .array? = scope.lookup(local) { return true } else { return false }
    }():
      // `items.append(item)`, `items.append(contentsOf: more)`, `items.insert(item, at: 0)` on a local array.
      guard case .array(let items)? = scope.lookup(local), let changed = inserting(into: items, n, args, scope) else {
        return .unknown(r, "`\(Self.short(file.text(in: r)))`")
      }
      _ = scope.assign(local, .array(changed))
      return .nilValue
    case .member(.member(let ownerExpr?, let property, _), let n, _) where ["append", "insert"].contains(n) && Self.arrayProperties.contains(property):
      // `section.boundarySupplementaryItems.append(header)`: read, changed, set again.
      let owner = eval(ownerExpr, scope)
      guard case .array(let items) = member(owner, property, r, base: ownerExpr), let changed = inserting(into: items, n, args, scope) else {
        return .unknown(r, "`\(Self.short(file.text(in: r)))`")
      }
      set(owner, property, .array(changed), at: r)
      return .nilValue
    case .member(let base?, let n, let mr):
      let b = eval(base, scope)
      if case .typeName(let t) = b {
        if let f = syntax.functions.first(where: { $0.name == n && $0.kind == .function && $0.typePath.last == t }) ?? (t == (typePath.last ?? "") || t == "Self" ? lookupFunction(n, in: typePath, arguments: args.count) : nil) {
          target = .function(f)
        } else {
          return factory(t, n, args, r, scope)
        }
      } else {
        return method(b, n, args, r, mr, scope)
      }
    case .array(let es, _) where es.count == 1 && args.isEmpty:
      // `[NSCollectionLayoutItem]()`: an empty array of that type.
      if case .name(let t, _) = es[0], let first = t.first, first.isUppercase, scope.lookup(t) == nil { return .array([]) }
      target = eval(callee, scope)
    default:
      target = eval(callee, scope)
    }
    if let n = implicit { return implicitMember(n, args, r, scope) }
    switch target {
    case .function(let f) where f.name == "pixelFloor":
      // The emitter's helper: the length floored to the display's pixel grid, a run-time length.
      switch args.first.map({ eval($0.value, scope) }) {
      case .runtime(let rt)?: return .runtime(rt)
      case .number(let q)?: return .runtime(RuntimeValue(range: r, what: "`\(Self.short(file.text(in: r)))`", factor: q))
      case .width?: return .runtime(RuntimeValue(range: r, what: "the container's width"))
      default: return .unknown(r, "`\(Self.short(file.text(in: r)))`")
      }
    case .function(let f): return call(f, values(), at: r)
    case .closure(let c, let s): return callClosure(c, s, values(), at: r)
    case .typeName(let t): return initializer(t, args, r, scope)
    default: return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    }
  }

  /// The array properties of layout objects that `append` and `insert` change in place.
  static let arrayProperties: Set<String> = ["boundarySupplementaryItems", "decorationItems", "supplementaryItems"]

  /// `items` after `append(x)`, `append(contentsOf: xs)` or `insert(x, at: i)`; nil for any other call.
  func inserting(into items: [Value], _ n: String, _ args: [SwiftArgument], _ scope: Scope) -> [Value]? {
    var items = items
    if n == "append", args.count == 1, args[0].label == nil {
      items.append(eval(args[0].value, scope))
    } else if n == "append", args.count == 1, args[0].label == "contentsOf", case .array(let more) = eval(args[0].value, scope) {
      items += more
    } else if n == "insert", args.count == 2, args[0].label == nil, args[1].label == "at", case .number(let q) = eval(args[1].value, scope),
      q.isInteger, q.numerator >= 0, q.numerator <= items.count
    {
      items.insert(eval(args[0].value, scope), at: q.numerator)
    } else {
      return nil
    }
    return items.count <= Self.maxArray ? items : nil
  }

  func num(_ v: Value) -> Num? {
    switch v {
    case .number(let q): .exact(q)
    case .runtime(let rt): .runtime(rt)
    default: nil
    }
  }

  /// A number argument; an unknown one is reported and read as 0.
  func number(_ e: SwiftExpr?, _ scope: Scope, _ what: String, at r: SourceRange) -> Num {
    guard let e else { return .exact(.zero) }
    let v = eval(e, scope)
    if let n = num(v) {
      return n
    }
    if case .width = v { return .runtime(RuntimeValue(range: e.range, what: "the container's width")) }
    reportUnknown(v, at: e.range, what)
    return .exact(.zero)
  }

  func dimension(_ e: SwiftExpr?, _ scope: Scope, at r: SourceRange) -> Dim {
    guard let e else { return Dim(kind: .fractionalWidth, value: .exact(.one), range: r) }
    let v = eval(e, scope)
    if case .dimension(let d) = v { return d }
    reportUnknown(v, at: e.range, "this dimension")
    return Dim(kind: .fractionalWidth, value: .exact(.one), range: e.range)
  }

  func size(_ e: SwiftExpr?, _ scope: Scope, at r: SourceRange) -> (Dim, Dim) {
    let one = Dim(kind: .fractionalWidth, value: .exact(.one), range: r)
    guard let e else {
      warn(ImportDiagnostics.runtimeValue("a missing `layoutSize`"), at: r, geometry: true)
      return (one, one)
    }
    let v = eval(e, scope)
    if case .size(let w, let h) = v { return (w, h) }
    reportUnknown(v, at: e.range, "this size")
    return (one, one)
  }

  /// An element kind: its string, or (a kind import cannot see) `\u{2}` and its source text,
  /// which no kind layoutc gives can be, so that it is said.
  func elementKind(_ e: SwiftExpr?, _ scope: Scope) -> String {
    guard let e else { return "\u{2}(none)" }
    return string(e, scope) ?? "\u{2}" + Self.short(file.text(in: e.range))
  }

  func string(_ e: SwiftExpr?, _ scope: Scope) -> String? {
    guard let e else { return nil }
    if case .string(let s) = eval(e, scope) { return s }
    return nil
  }

  /// `.fractionalWidth(…)`, `.fixed(…)`, `.init(…)` and the like, whose type is the context's.
  func implicitMember(_ n: String, _ args: [SwiftArgument], _ r: SourceRange, _ scope: Scope) -> Value {
    switch n {
    case "fractionalWidth", "fractionalHeight", "absolute", "estimated":
      guard let kind = Dim.Kind(rawValue: n) else { return .unknown(r, n) }
      var d = Dim(kind: kind, value: number(args.first?.value, scope, "this dimension's value", at: r), range: r)
      if case .binary("/", .number(let a, _), .number, _)? = args.first?.value, a == "1.0" || a == "1" { d.spelledAsQuotient = true }
      if case .passThrough(.binary("/", .number(let a, _), .number, _), _)? = args.first?.value, a == "1.0" || a == "1" { d.spelledAsQuotient = true }
      return .dimension(d)
    case "uniformAcrossSiblings":
      warn(ImportDiagnostics.cannotExpress("`.uniformAcrossSiblings(estimate:)`", "it is imported as `.estimated` of its estimate"), at: r, geometry: false)
      return .dimension(Dim(kind: .estimated, value: number(argument(args, "estimate"), scope, "the estimate", at: r), range: r))
    case "fixed", "flexible":
      return .spacing(SpacingValue(flexible: n == "flexible", value: number(args.first?.value, scope, "this spacing", at: r)))
    case "init":
      let l = Set(labels(args))
      if l.isSuperset(of: ["widthDimension", "heightDimension"]) { return initializer("NSCollectionLayoutSize", args, r, scope) }
      // `.init(top:leading:bottom:trailing:)` is insets, in that order; edge spacing starts with `leading:`.
      if labels(args) == ["top", "leading", "bottom", "trailing"] { return initializer("NSDirectionalEdgeInsets", args, r, scope) }
      if l.contains("leading") || l.contains("trailing") { return initializer("NSCollectionLayoutEdgeSpacing", args, r, scope) }
      if l.contains("left") || l.contains("right") { return initializer("UIEdgeInsets", args, r, scope) }
      if l == ["width", "height"] { return initializer("CGSize", args, r, scope) }
      if l == ["x", "y"] { return initializer("CGPoint", args, r, scope) }
      if l.contains("edges") { return initializer("NSCollectionLayoutAnchor", args, r, scope) }
      return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    case "horizontal", "vertical", "custom":
      return factory("NSCollectionLayoutGroup", n, args, r, scope)
    case "background":
      return factory("NSCollectionLayoutDecorationItem", n, args, r, scope)
    case "list":
      return factory("NSCollectionLayoutSection", n, args, r, scope)
    default:
      return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    }
  }

  /// `Type(…)`.
  func initializer(_ t: String, _ args: [SwiftArgument], _ r: SourceRange, _ scope: Scope) -> Value {
    switch t {
    case "NSCollectionLayoutSize":
      return .size(dimension(argument(args, "widthDimension"), scope, at: r), dimension(argument(args, "heightDimension"), scope, at: r))
    case "NSCollectionLayoutItem":
      let (w, h) = size(argument(args, "layoutSize"), scope, at: r)
      let item = ItemObj(width: w, height: h, range: r)
      if let s = argument(args, "supplementaryItems") { item.badges = badges(eval(s, scope), at: s.range) }
      return .item(item)
    case "NSCollectionLayoutSection":
      let s = SectionObj(range: r)
      if let g = argument(args, "group") {
        let v = eval(g, scope)
        if case .group(let group) = v { s.group = group } else { reportUnknown(v, at: g.range, "this group") }
      }
      return .section(s)
    case "NSCollectionLayoutBoundarySupplementaryItem":
      let (w, h) = size(argument(args, "layoutSize"), scope, at: r)
      let kind = elementKind(argument(args, "elementKind"), scope)
      var alignment = "top"
      if let a = argument(args, "alignment") {
        if case .member(let m) = eval(a, scope) { alignment = m } else { reportUnknown(eval(a, scope), at: a.range, "this alignment") }
      }
      if let o = argument(args, "absoluteOffset") {
        warn(ImportDiagnostics.cannotExpress("an `absoluteOffset` on a boundary supplementary", "the header or footer would be moved"), at: o.range, geometry: true)
      }
      return .boundary(BoundaryObj(width: w, height: h, kind: kind, alignment: alignment, range: r))
    case "NSCollectionLayoutSupplementaryItem":
      let (w, h) = size(argument(args, "layoutSize"), scope, at: r)
      let kind = elementKind(argument(args, "elementKind"), scope)
      var anchor = AnchorValue(edges: [])
      if let a = argument(args, "containerAnchor") {
        if case .anchor(let v) = eval(a, scope) { anchor = v } else { reportUnknown(eval(a, scope), at: a.range, "this anchor") }
      }
      if let a = argument(args, "itemAnchor") {
        warn(ImportDiagnostics.cannotExpress("an `itemAnchor`", "the badge would be placed differently"), at: a.range, geometry: true)
      }
      return .badge(BadgeObj(width: w, height: h, kind: kind, anchor: anchor, range: r))
    case "NSCollectionLayoutAnchor":
      var a = AnchorValue(edges: [])
      if let e = argument(args, "edges") { a.edges = edges(eval(e, scope), at: e.range) }
      if let o = argument(args, "fractionalOffset") ?? argument(args, "absoluteOffset") {
        a.fractional = argument(args, "fractionalOffset") != nil
        if case .point(let x, let y) = eval(o, scope) { (a.x, a.y) = (x, y) } else { reportUnknown(eval(o, scope), at: o.range, "this offset") }
      }
      return .anchor(a)
    case "NSDirectionalEdgeInsets":
      var i = Insets(range: r)
      i.top = number(argument(args, "top"), scope, "this inset", at: r)
      i.leading = number(argument(args, "leading"), scope, "this inset", at: r)
      i.bottom = number(argument(args, "bottom"), scope, "this inset", at: r)
      i.trailing = number(argument(args, "trailing"), scope, "this inset", at: r)
      return .directionalInsets(i)
    case "UIEdgeInsets", "NSEdgeInsets":
      var i = Insets(range: r)
      i.top = number(argument(args, "top"), scope, "this inset", at: r)
      i.leading = number(argument(args, "left"), scope, "this inset", at: r)
      i.bottom = number(argument(args, "bottom"), scope, "this inset", at: r)
      i.trailing = number(argument(args, "right"), scope, "this inset", at: r)
      return .edgeInsets(i)
    case "NSCollectionLayoutEdgeSpacing":
      func s(_ l: String) -> SpacingValue? {
        guard let e = argument(args, l) else { return nil }
        switch eval(e, scope) {
        case .spacing(let v): return v
        case .nilValue: return nil
        case let v:
          reportUnknown(v, at: e.range, "this spacing")
          return nil
        }
      }
      return .edgeSpacing(EdgeSpacingValue(leading: s("leading"), top: s("top"), trailing: s("trailing"), bottom: s("bottom")))
    case "CGSize", "NSSize":
      return .cgSize(number(argument(args, "width"), scope, "this width", at: r), number(argument(args, "height"), scope, "this height", at: r))
    case "CGPoint", "NSPoint":
      return .point(number(argument(args, "x"), scope, "this offset", at: r), number(argument(args, "y"), scope, "this offset", at: r))
    case "CGFloat", "Double", "Float", "Int":
      return args.first.map { eval($0.value, scope) } ?? .number(.zero)
    case "max" where args.count >= 2, "min" where args.count >= 2:
      // `max(4, spacing)` of constants.
      var best: Rational?
      for a in args {
        guard a.label == nil, case .number(let q) = eval(a.value, scope) else { return .unknown(r, "`\(Self.short(file.text(in: r)))`") }
        if let b = best { best = (t == "max" ? b < q : q < b) ? q : b } else { best = q }
      }
      return best.map(Value.number) ?? .unknown(r, "`\(Self.short(file.text(in: r)))`")
    case "Array" where labels(args) == ["repeating", "count"]:
      // `Array(repeating: item, count: 3)`: the same object three times, as Swift holds it.
      let element = eval(args[0].value, scope)
      guard case .number(let q) = eval(args[1].value, scope), q.isInteger, q.numerator >= 0, q.numerator <= Self.maxIterations else {
        return .unknown(args[1].value.range, "`\(Self.short(file.text(in: args[1].value.range)))`")
      }
      return .array(Array(repeating: element, count: q.numerator))
    case "UICollectionViewCompositionalLayoutConfiguration", "NSCollectionViewCompositionalLayoutConfiguration":
      return .configuration(ConfigObj())
    case "UICollectionViewCompositionalLayout", "NSCollectionViewCompositionalLayout":
      let c = CompositionalObj(range: r)
      if let s = argument(args, "section") {
        let v = eval(s, scope)
        if case .section(let section) = v { c.section = section } else { reportUnknown(v, at: s.range, "this section") }
      }
      if let p = argument(args, "sectionProvider") ?? args.first(where: { if case .closure = $0.value { return true } else { return false } })?.value {
        c.provider = eval(p, scope)
      }
      if let k = argument(args, "configuration") {
        let v = eval(k, scope)
        if case .configuration(let config) = v { c.config = config } else { reportUnknown(v, at: k.range, "this configuration") }
      }
      return .compositional(c)
    case "UICollectionViewFlowLayout", "NSCollectionViewFlowLayout":
      return .flow(FlowObj(range: r))
    case "UICollectionLayoutListConfiguration":
      var appearance = "plain"
      if let a = argument(args, "appearance") {
        let v = eval(a, scope)
        if case .member(let m) = v { appearance = m } else { reportUnknown(v, at: a.range, "this list appearance") }
      }
      return .list(ListObj(appearance: appearance, range: r))
    default:
      if let en = syntax.enums.first(where: { $0.name == t }), let raw = argument(args, "rawValue") {
        return enumCase(en, eval(raw, scope), at: r)
      }
      return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    }
  }

  /// `Kind(rawValue: sectionIndex)`: the case whose raw value (or position) is the index.
  func enumCase(_ en: SwiftEnum, _ raw: Value, at r: SourceRange) -> Value {
    guard case .sectionIndex(let i) = raw else { return .unknown(r, "`\(file.text(in: r))`") }
    var next = 0
    largestIndexLiteral = max(largestIndexLiteral ?? 0, max(en.cases.count - 1, 0))
    for c in en.cases {
      let value = c.rawValue.flatMap { Int($0) } ?? next
      if value == i { return .member(c.name) }
      largestIndexLiteral = max(largestIndexLiteral ?? 0, value)
      next = value + 1
    }
    return .nilValue
  }

  /// `Type.name(…)`: the group factories, decoration and list sections, dimension and spacing.
  func factory(_ t: String, _ n: String, _ args: [SwiftArgument], _ r: SourceRange, _ scope: Scope) -> Value {
    // `NSCollectionLayoutItem.init(layoutSize:)` is the initialiser.
    if n == "init" { return initializer(t, args, r, scope) }
    switch (t, n) {
    case ("NSCollectionLayoutGroup", "horizontal"), ("NSCollectionLayoutGroup", "vertical"):
      let (w, h) = size(argument(args, "layoutSize"), scope, at: r)
      var children = GroupObj.Children.fill([])
      if let s = argument(args, "subitems") {
        children = .fill(nodes(eval(s, scope), at: s.range))
      } else if let s = argument(args, "subitem") ?? argument(args, "repeatingSubitem"), let c = argument(args, "count") {
        let node = nodes(eval(s, scope), at: s.range).first ?? .item(ItemObj(width: w, height: h, range: s.range))
        var count = 1
        if case .number(let q) = eval(c, scope), q.isInteger, q.numerator >= 1, q.numerator <= 100_000 {
          count = q.numerator
        } else {
          reportUnknown(eval(c, scope), at: c.range, "this count")
        }
        children = argument(args, "subitem") != nil ? .legacyCount(node, count) : .repeating(node, count)
      } else {
        warn(ImportDiagnostics.runtimeValue("this group's children"), at: r, geometry: true)
      }
      return .group(GroupObj(horizontal: n == "horizontal", width: w, height: h, children: children, range: r))
    case ("NSCollectionLayoutGroup", "custom"):
      warn(ImportDiagnostics.cannotExpress("a custom group (`custom(layoutSize:itemProvider:)`)", "its items are placed by code at run time, so the layout is not imported"), at: r, geometry: true)
      let (w, h) = size(argument(args, "layoutSize"), scope, at: r)
      return .group(GroupObj(horizontal: true, width: w, height: h, children: .fill([.item(ItemObj(width: w, height: h, range: r))]), range: r))
    case ("UICollectionViewCompositionalLayout", "list"), ("NSCollectionViewCompositionalLayout", "list"):
      // `UICollectionViewCompositionalLayout.list(using:)`: every section a list of that configuration.
      let c = CompositionalObj(range: r)
      let s = SectionObj(range: r)
      if let e = argument(args, "using") {
        let v = eval(e, scope)
        if case .list(let l) = v { s.list = l } else { reportUnknown(v, at: e.range, "this list configuration") }
      } else {
        warn(ImportDiagnostics.runtimeValue("a missing list configuration"), at: r, geometry: true)
      }
      c.section = s
      return .compositional(c)
    case ("NSCollectionLayoutDecorationItem", "background"):
      let d = DecorationObj(range: r)
      d.kind = elementKind(argument(args, "elementKind"), scope)
      return .decoration(d)
    case ("NSCollectionLayoutSection", "list"):
      let s = SectionObj(range: r)
      if let c = argument(args, "using") {
        let v = eval(c, scope)
        if case .list(let l) = v { s.list = l } else { reportUnknown(v, at: c.range, "this list configuration") }
      }
      return .section(s)
    case ("NSCollectionLayoutDimension", _):
      return implicitMember(n, args, r, scope)
    case ("NSCollectionLayoutSpacing", _):
      return implicitMember(n, args, r, scope)
    default:
      return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    }
  }

  /// A method called on a value: `layout.register(…)` and other calls that do not change
  /// frames are ignored; `pixelFloor(…)` keeps its argument's run-time length.
  func method(_ b: Value, _ n: String, _ args: [SwiftArgument], _ r: SourceRange, _ mr: SourceRange, _ scope: Scope) -> Value {
    switch (b, n) {
    case (.compositional, "register"), (.flow, "register"), (.flow, "invalidateLayout"), (.compositional, "invalidateLayout"):
      return .nilValue
    case (.member(let m), _) where enumMember(m, n, function: true) != nil:
      guard let f = enumMember(m, n, function: true) else { return .unknown(r, "`\(Self.short(file.text(in: r)))`") }
      return call(f, args.map { eval($0.value, scope) }, at: r, selfValue: b)
    case (.array(let items), "map"), (.array(let items), "forEach"), (.array(let items), "flatMap"), (.array(let items), "compactMap"):
      // `(0..<3).map { _ in item }`: the closure run for each element.
      guard args.count == 1, case .closure(let c, let s) = eval(args[0].value, scope), items.count <= Self.maxIterations else {
        return .unknown(r, "`\(Self.short(file.text(in: r)))`")
      }
      var out: [Value] = []
      for element in items {
        let v = callClosure(c, s, [element], at: r)
        // `forEach`'s closure returns nothing; what it does is in its assignments.
        if n == "forEach" { continue }
        if case .unknown = v { return v }
        switch (n, v) {
        case ("flatMap", .array(let vs)): out += vs
        case ("compactMap", .nilValue): break
        default: out.append(v)
        }
      }
      return n == "forEach" ? .nilValue : .array(out)
    case (.array(let items), "contains"):
      guard args.count == 1, args[0].label == nil else { return .unknown(r, "`\(Self.short(file.text(in: r)))`") }
      let x = eval(args[0].value, scope)
      var found = false
      for item in items {
        guard let eq = equal(x, item) else { return .unknown(r, "`\(Self.short(file.text(in: r)))`") }
        if eq { found = true; break }
      }
      return .bool(found)
    case (.array(let items), "reversed") where args.isEmpty:
      return .array(items.reversed())
    case (.number(let q), "rounded"):
      return .runtime(RuntimeValue(range: r, what: "`\(file.text(in: r))`", factor: q))
    case (.runtime, "rounded"):
      return b
    default:
      return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    }
  }

  /// `base.name` read.
  func member(_ b: Value, _ n: String, _ r: SourceRange, base: SwiftExpr) -> Value {
    switch (b, n) {
    case (.environment(let path), _):
      switch (path, n) {
      case ("", "container"): return .environment("container")
      case ("container", "effectiveContentSize"), ("container", "contentSize"): return .environment(n)
      case ("effectiveContentSize", "width"): return .width
      case ("contentSize", "width"): return .runtime(RuntimeValue(range: r, what: "the container's width before its insets"))
      case (_, "height"): return .runtime(RuntimeValue(range: r, what: "the container's height"))
      case ("", "traitCollection"): return .environment("traitCollection")
      case ("traitCollection", "displayScale"): return .runtime(RuntimeValue(range: r, what: "the display scale"))
      default: return .unknown(r, "`\(file.text(in: r))`")
      }
    case (.typeName(let t), _):
      switch (t, n) {
      case ("UICollectionView", "elementKindSectionHeader"), ("NSCollectionView", "elementKindSectionHeader"): return .string("\u{1}header")
      case ("UICollectionView", "elementKindSectionFooter"), ("NSCollectionView", "elementKindSectionFooter"): return .string("\u{1}footer")
      case ("UICollectionViewFlowLayout", "automaticSize"), ("NSCollectionViewFlowLayout", "automaticSize"): return .member("automaticSize")
      case ("CGSize", "zero"), ("NSSize", "zero"): return .cgSize(.exact(.zero), .exact(.zero))
      case ("UIEdgeInsets", "zero"), ("NSDirectionalEdgeInsets", "zero"): return t == "UIEdgeInsets" ? .edgeInsets(Insets()) : .directionalInsets(Insets())
      default:
        if let f = syntax.functions.first(where: { $0.name == n && $0.typePath.last == t }) ?? ((t == typePath.last || t == "Self") ? lookupFunction(n, in: typePath) : nil) {
          return f.kind == .function ? .function(f) : call(f, [], at: r)
        }
        if syntax.enums.contains(where: { $0.name == t && $0.cases.contains { $0.name == n } }) { return .member(n) }
        if n == "allCases", let en = syntax.enums.first(where: { $0.name == t }), !en.cases.isEmpty {
          return .array(en.cases.map { .member($0.name) })
        }
        return .member(n)
      }
    case (.indexPath(let s, let i), _):
      switch n {
      case "section": return .sectionIndex(s)
      case "item", "row": return .number(Rational(integer: i))
      default: return .unknown(r, "`\(file.text(in: r))`")
      }
    case (.array(let items), "count"): return .number(Rational(integer: items.count))
    case (.member(let m), "rawValue"):
      // `Kind.header.rawValue`: the case's raw value as written, else (a `String` enum) its name.
      guard let en = syntax.enums.first(where: { $0.cases.contains { $0.name == m } }), let c = en.cases.first(where: { $0.name == m }) else {
        return .unknown(r, "`\(Self.short(file.text(in: r)))`")
      }
      guard let raw = c.rawValue else {
        return en.cases.allSatisfy({ $0.rawValue == nil || $0.rawValue?.hasPrefix("\"") == true }) ? .string(m) : .unknown(r, "`\(Self.short(file.text(in: r)))`")
      }
      if raw.hasPrefix("\""), raw.hasSuffix("\""), raw.count >= 2 { return .string(SwiftBodyParser.stringValue(raw)) }
      if let q = Rational(literal: raw) { return .number(q) }
      return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    case (.member(let m), _) where enumMember(m, n, function: false) != nil:
      // A computed property of the file's enum, on one of its cases.
      guard let f = enumMember(m, n, function: false) else { return .unknown(r, "`\(Self.short(file.text(in: r)))`") }
      return call(f, [], at: r, selfValue: b)
    case (.item(let i), "layoutSize"): return .size(i.width, i.height)
    case (.group(let g), "layoutSize"): return .size(g.width, g.height)
    case (.size(let w, _), "widthDimension"): return .dimension(w)
    case (.size(_, let h), "heightDimension"): return .dimension(h)
    case (.cgSize(let w, _), "width"): return w.value
    case (.cgSize(_, let h), "height"): return h.value
    case (.section(let s), "boundarySupplementaryItems"): return .array(s.boundaries.map(Value.boundary))
    case (.section(let s), "decorationItems"): return .array(s.decorations.map(Value.decoration))
    case (.group(let g), "supplementaryItems"): return .array(g.badges.map(Value.badge))
    case (.configuration(let c), "boundarySupplementaryItems"): return .array(c.boundaries.map(Value.boundary))
    case (.item(let i), "contentInsets"): return .directionalInsets(i.insets)
    case (.group(let g), "contentInsets"): return .directionalInsets(g.insets)
    case (.section(let s), "contentInsets"): return .directionalInsets(s.insets)
    default:
      return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    }
  }

  func nodes(_ v: Value, at r: SourceRange) -> [Node] {
    switch v {
    case .item(let i): return [.item(i)]
    case .group(let g): return [.group(g)]
    case .array(let vs): return vs.flatMap { nodes($0, at: r) }
    default:
      reportUnknown(v, at: r, "this item")
      return []
    }
  }

  func badges(_ v: Value, at r: SourceRange) -> [BadgeObj] {
    switch v {
    case .badge(let b): return [b]
    case .array(let vs): return vs.flatMap { badges($0, at: r) }
    default:
      reportUnknown(v, at: r, "this supplementary item")
      return []
    }
  }

  func boundaries(_ v: Value, at r: SourceRange) -> [BoundaryObj] {
    switch v {
    case .boundary(let b): return [b]
    case .array(let vs): return vs.flatMap { boundaries($0, at: r) }
    default:
      reportUnknown(v, at: r, "this boundary supplementary item")
      return []
    }
  }

  func edges(_ v: Value, at r: SourceRange) -> Set<String> {
    switch v {
    case .member(let m): return m == "all" ? ["top", "leading", "bottom", "trailing"] : [m]
    case .array(let vs): return vs.reduce(into: Set<String>()) { $0.formUnion(edges($1, at: r)) }
    default:
      reportUnknown(v, at: r, "these edges")
      return []
    }
  }
}

extension Num {
  var value: Value {
    switch self {
    case .exact(let q): .number(q)
    case .runtime(let rt): .runtime(rt)
    }
  }
}
