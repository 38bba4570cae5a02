import LayoutSource

// `target.property = value`: configuring the objects after they are made.

extension Interpreter {
  func assign(_ target: SwiftExpr, _ op: String, _ value: Value, _ scope: Scope, at r: SourceRange) {
    if case .name(let n, _) = target {
      if op == "=", scope.assign(n, value) { return }
      if op == "=" {
        scope.values[n] = value
        return
      }
      if let old = scope.lookup(n) {
        let combined = binary(String(op.dropLast()), old, value, r)
        _ = scope.assign(n, combined)
      }
      return
    }
    guard op == "=", case .member(let base?, let property, _) = target else {
      warn(ImportDiagnostics.unreadable("`\(Self.short(file.text(in: r)))`"), at: r, geometry: true)
      return
    }
    // `x.contentInsets.leading = 4`: one edge.
    if case .member(let owner?, "contentInsets", _) = base, ["top", "leading", "bottom", "trailing"].contains(property) {
      let object = eval(owner, scope)
      guard let n = num(value) else {
        reportUnknown(value, at: r, "this inset")
        return
      }
      setInsetEdge(object, property, n, at: r)
      return
    }
    if case .member(let owner?, "sectionInset", _) = base, ["top", "left", "bottom", "right"].contains(property), case .flow(let f) = eval(owner, scope) {
      guard let n = num(value) else {
        reportUnknown(value, at: r, "this inset")
        return
      }
      switch property {
      case "top": f.sectionInset.top = n
      case "left": f.sectionInset.leading = n
      case "bottom": f.sectionInset.bottom = n
      default: f.sectionInset.trailing = n
      }
      return
    }
    // `layout.configuration.scrollDirection = …`: `configuration` is a copying property, so
    // whether the layout sees a change made through what it returns is not certain.
    if case .member(let owner?, "configuration", _) = base, case .compositional = eval(owner, scope) {
      warn(
        ImportDiagnostics.cannotExpress(
          "`\(Self.short(file.text(in: r)))`",
          "`configuration` is a copying property, so whether the layout sees a change made through the one it returns is not certain and the layout is not imported: set up a configuration and assign it (`layout.configuration = config`)"),
        at: r, geometry: true)
      return
    }
    set(eval(base, scope), property, value, at: r)
  }

  func setInsetEdge(_ object: Value, _ edge: String, _ n: Num, at r: SourceRange) {
    func apply(_ i: inout Insets) {
      switch edge {
      case "top": i.top = n
      case "leading": i.leading = n
      case "bottom": i.bottom = n
      default: i.trailing = n
      }
    }
    switch object {
    case .item(let o): apply(&o.insets)
    case .group(let o): apply(&o.insets)
    case .section(let o): apply(&o.insets)
    case .decoration(let o): apply(&o.insets)
    default: warn(ImportDiagnostics.unreadable("`\(Self.short(file.text(in: r)))`"), at: r, geometry: true)
    }
  }

  func insets(_ v: Value, at r: SourceRange) -> Insets? {
    if case .directionalInsets(let i) = v { return i }
    if case .member("zero") = v { return Insets() }
    reportUnknown(v, at: r, "these insets")
    return nil
  }

  func numberValue(_ v: Value, at r: SourceRange, _ what: String) -> Num? {
    if let n = num(v) { return n }
    reportUnknown(v, at: r, what)
    return nil
  }

  func boolValue(_ v: Value, at r: SourceRange, _ what: String) -> Bool? {
    if case .bool(let b) = v { return b }
    reportUnknown(v, at: r, what)
    return nil
  }

  func memberValue(_ v: Value, at r: SourceRange, _ what: String) -> String? {
    if case .member(let m) = v { return m }
    reportUnknown(v, at: r, what)
    return nil
  }

  func sizeValue(_ v: Value, at r: SourceRange, _ what: String) -> (Num, Num)? {
    if case .cgSize(let w, let h) = v { return (w, h) }
    if case .member("zero") = v { return (.exact(.zero), .exact(.zero)) }
    reportUnknown(v, at: r, what)
    return nil
  }

  /// Properties that do not change frames, ignored without a word.
  static let inert: Set<String> = ["zIndex", "accessibilityIdentifier", "register"]

  func set(_ object: Value, _ p: String, _ v: Value, at r: SourceRange) {
    let text = "`\(Self.short(file.text(in: r)))`"
    switch object {
    case .item(let o):
      switch p {
      case "contentInsets": if let i = insets(v, at: r) { o.insets = i }
      case "edgeSpacing": if case .edgeSpacing(let e) = v { o.edges = e } else if case .nilValue = v { o.edges = nil } else { reportUnknown(v, at: r, "this edge spacing") }
      case "zIndex": break
      default: unsupported(text, at: r)
      }
    case .group(let o):
      switch p {
      case "contentInsets": if let i = insets(v, at: r) { o.insets = i }
      case "edgeSpacing": if case .edgeSpacing(let e) = v { o.edges = e } else if case .nilValue = v { o.edges = nil } else { reportUnknown(v, at: r, "this edge spacing") }
      case "interItemSpacing": if case .spacing(let s) = v { o.spacing = s } else { reportUnknown(v, at: r, "this spacing") }
      case "supplementaryItems": o.badges = badges(v, at: r)
      case "zIndex": break
      default: unsupported(text, at: r)
      }
    case .section(let o):
      switch p {
      case "contentInsets": if let i = insets(v, at: r) { o.insets = i }
      case "interGroupSpacing": if let n = numberValue(v, at: r, "this spacing") { o.interGroupSpacing = n }
      case "orthogonalScrollingBehavior": if let m = memberValue(v, at: r, "this scrolling behaviour") { o.orthogonal = m == "none" ? nil : m }
      case "boundarySupplementaryItems": o.boundaries = boundaries(v, at: r)
      case "decorationItems":
        if case .array(let ds) = v {
          o.decorations = ds.compactMap { if case .decoration(let d) = $0 { return d } else { reportUnknown($0, at: r, "this decoration item"); return nil } }
        } else {
          reportUnknown(v, at: r, "these decoration items")
        }
      case "supplementaryContentInsetsReference":
        if let m = memberValue(v, at: r, "this insets reference") {
          if m == "none" { o.supplementariesFollowInsets = false } else if m == "automatic" { o.supplementariesFollowInsets = true } else { unsupported(text, at: r) }
        }
      case "supplementariesFollowContentInsets": if let b = boolValue(v, at: r, "this setting") { o.supplementariesFollowInsets = b }
      case "contentInsetsReference": if let m = memberValue(v, at: r, "this insets reference") { insetsReference(m, at: r, text) { o.insetsReference = $0 } }
      case "visibleItemsInvalidationHandler":
        warn(ImportDiagnostics.cannotExpress("a `visibleItemsInvalidationHandler`", "it is left out: it changes items on screen as they scroll, and layoutc's frames are those at rest"), at: r, geometry: false)
      default: unsupported(text, at: r)
      }
    case .boundary(let o):
      switch p {
      case "pinToVisibleBounds": if let b = boolValue(v, at: r, "this setting") { o.pinned = b }
      case "extendsBoundary": if let b = boolValue(v, at: r, "this setting") { o.extendsBoundary = b }
      case "zIndex": o.zIndex = zIndex(v, at: r)
      case "contentInsets":
        if let i = insets(v, at: r), !i.isZero { unsupported(text, at: r) }
      default: unsupported(text, at: r)
      }
    case .badge(let o):
      switch p {
      case "zIndex": o.zIndex = zIndex(v, at: r)
      case "contentInsets":
        if let i = insets(v, at: r), !i.isZero { unsupported(text, at: r) }
      default: unsupported(text, at: r)
      }
    case .decoration(let o):
      switch p {
      case "contentInsets": if let i = insets(v, at: r) { o.insets = i }
      case "zIndex": o.zIndex = zIndex(v, at: r)
      default: unsupported(text, at: r)
      }
    case .list(let o):
      switch p {
      case "headerMode": if let m = memberValue(v, at: r, "this header mode") { o.headerMode = m }
      case "footerMode": if let m = memberValue(v, at: r, "this footer mode") { o.footerMode = m }
      case "showsSeparators": if let b = boolValue(v, at: r, "this setting") { o.showsSeparators = b }
      // Colours, separators' look and swipe actions: no frame depends on them.
      case "backgroundColor", "separatorConfiguration", "itemSeparatorHandler", "leadingSwipeActionsConfigurationProvider",
        "trailingSwipeActionsConfigurationProvider":
        break
      default: unsupported(text, at: r)
      }
    case .configuration(let o):
      switch p {
      case "scrollDirection": if let m = memberValue(v, at: r, "this scroll direction") { o.horizontal = m == "horizontal" }
      case "interSectionSpacing": if let n = numberValue(v, at: r, "this spacing") { o.interSectionSpacing = n }
      case "boundarySupplementaryItems": o.boundaries = boundaries(v, at: r)
      case "contentInsetsReference": if let m = memberValue(v, at: r, "this insets reference") { insetsReference(m, at: r, text) { o.insetsReference = $0 } }
      default: unsupported(text, at: r)
      }
    case .compositional(let o):
      switch p {
      case "configuration": if case .configuration(let c) = v { o.config = c } else { reportUnknown(v, at: r, "this configuration") }
      default: unsupported(text, at: r)
      }
    case .flow(let o):
      switch p {
      case "itemSize": if let s = sizeValue(v, at: r, "this item size") { o.itemSize = s }
      case "estimatedItemSize":
        if case .member("automaticSize") = v {
          o.automaticEstimate = true
          o.estimatedItemSize = o.itemSize
        } else if let s = sizeValue(v, at: r, "this estimated size") {
          if case .exact(let w) = s.0, case .exact(let h) = s.1, w == .zero, h == .zero { o.estimatedItemSize = nil } else { o.estimatedItemSize = s }
        }
      case "minimumLineSpacing": if let n = numberValue(v, at: r, "this spacing") { o.lineSpacing = n }
      case "minimumInteritemSpacing": if let n = numberValue(v, at: r, "this spacing") { o.interitemSpacing = n }
      case "sectionInset":
        if case .edgeInsets(let i) = v { o.sectionInset = i } else if case .member("zero") = v { o.sectionInset = Insets() } else { reportUnknown(v, at: r, "these insets") }
      case "scrollDirection": if let m = memberValue(v, at: r, "this scroll direction") { o.horizontal = m == "horizontal" }
      case "headerReferenceSize": if let s = sizeValue(v, at: r, "this size") { o.headerExtent = s }
      case "footerReferenceSize": if let s = sizeValue(v, at: r, "this size") { o.footerExtent = s }
      case "sectionHeadersPinToVisibleBounds": if let b = boolValue(v, at: r, "this setting") { o.headersPinned = b }
      case "sectionFootersPinToVisibleBounds": if let b = boolValue(v, at: r, "this setting") { o.footersPinned = b }
      case "sectionInsetReference":
        // `UICollectionViewFlowLayout.SectionInsetReference`'s cases, as `.layout`'s words.
        if let m = memberValue(v, at: r, "this insets reference") {
          switch m {
          case "fromContentInset": o.insetsReference = nil
          case "fromSafeArea": o.insetsReference = "safeArea"
          case "fromLayoutMargins": o.insetsReference = "layoutMargins"
          default: unsupported(text, at: r)
          }
        }
      default: unsupported(text, at: r)
      }
    default:
      // A property of something that is not layout code (a view, a data source): not ours.
      break
    }
  }

  /// A `zIndex` set: its value (nil when not a constant integer, which is said) and where.
  func zIndex(_ v: Value, at r: SourceRange) -> (value: Int?, range: SourceRange) {
    if case .number(let q) = v, q.isInteger { return (q.numerator, r) }
    return (nil, r)
  }

  /// A `UIContentInsetsReference` case `.layout` has a word for, else the layout fails.
  func insetsReference(_ m: String, at r: SourceRange, _ text: String, _ apply: (String) -> Void) {
    if LayoutWriter.insetsReferenceWord(m) != nil, m != "contentInset" { apply(m) } else { unsupported(text, at: r) }
  }

  func unsupported(_ text: String, at r: SourceRange) {
    warn(ImportDiagnostics.cannotExpress(text, "its frames would differ, so the layout is not imported"), at: r, geometry: true)
  }
}

extension Insets {
  var isZero: Bool {
    [top, leading, bottom, trailing].allSatisfy { if case .exact(let q) = $0 { return q == .zero } else { return false } }
  }
}
