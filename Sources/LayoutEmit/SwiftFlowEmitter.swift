import LayoutSemantics
import LayoutSource

/// `--emit swift` for flow layouts: a configured `UICollectionViewFlowLayout`. Every metric that
/// is the same in all sections (item size, spacings, insets, header and footer sizes) is set on
/// the layout; each metric that varies by section, or an item-size pattern, becomes a function
/// that an app's own `UICollectionViewDelegateFlowLayout` forwards to, and a ready-made
/// `Delegate` implements exactly those methods (the delegate's value wins over the layout's,
/// F2). A collection view has a single delegate, so the app chooses which to use. A layout of
/// several sections, or of a named one, also gets an `enum Section` with a case per section, in
/// order, for the app's data source (`numberOfSections(in:)` is `Section.allCases.count`): a flow
/// layout does not know how many sections there are, so this is where the Swift says it.
enum SwiftFlowEmitter {
  /// One metric: its layout property, the delegate method and function that vary it, and how a
  /// section's value is written.
  struct Metric {
    var property: String
    var function: String
    var parameter: String
    var delegateLabel: String
    var type: String
    var value: (FlowSection) -> String
  }

  /// The metrics a flow layout sets, in the order they are written.
  static func metrics(_ scroll: Axis, _ platform: SwiftPlatform = .ios) -> [Metric] {
    [
      Metric(property: "minimumLineSpacing", function: "minimumLineSpacingForSection", parameter: "_ section: Int",
             delegateLabel: "minimumLineSpacingForSectionAt section: Int", type: "CGFloat") { n($0.lineSpacing) },
      Metric(property: "minimumInteritemSpacing", function: "minimumInteritemSpacingForSection", parameter: "_ section: Int",
             delegateLabel: "minimumInteritemSpacingForSectionAt section: Int", type: "CGFloat") { n($0.interitemSpacing) },
      Metric(property: "sectionInset", function: "insetForSection", parameter: "_ section: Int",
             delegateLabel: "insetForSectionAt section: Int", type: platform.edgeInsets) { edgeInsets($0.insets, platform) },
      Metric(property: "headerReferenceSize", function: "referenceSizeForHeaderInSection", parameter: "_ section: Int",
             delegateLabel: "referenceSizeForHeaderInSection section: Int", type: "CGSize") { extent($0.headerExtent, scroll) },
      Metric(property: "footerReferenceSize", function: "referenceSizeForFooterInSection", parameter: "_ section: Int",
             delegateLabel: "referenceSizeForFooterInSection section: Int", type: "CGSize") { extent($0.footerExtent, scroll) },
    ]
  }

  /// UIKit's defaults, which are AppKit's: a property that keeps one is not set.
  static func defaults(_ platform: SwiftPlatform) -> [String: String] {
    ["minimumLineSpacing": "10", "minimumInteritemSpacing": "10", "sectionInset": platform.zeroEdgeInsets,
     "headerReferenceSize": ".zero", "footerReferenceSize": ".zero", "itemSize": "CGSize(width: 50, height: 50)"]
  }

  /// What a flow layout's type holds: each section's item sizes (as `CGSize(…)` source), whether
  /// every section has the same single size, and the metrics that vary by section.
  struct Plan {
    var typeName: String
    var metrics: [Metric]
    var sizes: [[String]]
    var uniformSize: Bool
    var varying: [Metric]
    /// E9: `estimatedItemSize` when the items self-size (`~`): cells measure themselves, so no
    /// item size is set and no `sizeForItemAt` is needed.
    var estimatedItemSize: String?
    /// The declarations' access modifier (`"public "`, or empty for internal).
    var access: String
    var platform: SwiftPlatform
    var needsDelegate: Bool { !uniformSize || !varying.isEmpty }

    init(_ m: FlowLayoutModel, access: String, platform: SwiftPlatform = .ios) {
      self.access = access
      self.platform = platform
      typeName = SwiftNames.typeName(m.name)
      metrics = SwiftFlowEmitter.metrics(m.scrollDirection, platform)
      let sizes = m.sections.map { $0.items.map { cgSize($0.width, $0.height) } }
      self.sizes = sizes
      // E10: `automaticSize` where the file says so.
      estimatedItemSize = m.estimatedItemSize.map { m.automaticEstimate ? "UICollectionViewFlowLayout.automaticSize" : cgSize($0.width, $0.height) }
      uniformSize = estimatedItemSize != nil || sizes.allSatisfy { $0.count == 1 && $0 == sizes[0] }
      varying = metrics.filter { metric in Set(m.sections.map(metric.value)).count > 1 }
    }
  }

  /// `access` is the declarations' modifier (`"public "`, or empty for internal). Returns what
  /// `platform` cannot express (the text is then not to be used).
  static func flow(_ m: FlowLayoutModel, access: String = "", platform: SwiftPlatform = .ios, _ w: inout CodeWriter) -> [Diagnostic] {
    let plan = Plan(m, access: access, platform: platform)
    var diagnostics: [Diagnostic] = []
    if platform == .macos, let r = m.insetsReference {
      diagnostics.append(Diagnostic(EmitDiagnostics.uikitOnly(.flowInsetsReference(UIKitAPI.member(r.uikit))), at: m.sections.first?.source ?? .empty(at: 0)))
    }
    if platform == .macos, m.automaticEstimate {
      diagnostics.append(Diagnostic(EmitDiagnostics.uikitOnly(.flowAutomaticSize), at: m.automaticEstimateSource ?? m.sections.first?.source ?? .empty(at: 0)))
    }
    w.line("/// The `\(m.name)` flow layout.")
    w.line("@MainActor")
    w.block("\(plan.access)enum \(plan.typeName) {") { w in
      makeLayout(m, plan, &w)
      sectionEnum(m, plan, &w)
      guard plan.needsDelegate else { return }
      var names = SwiftNames(taken: Set([plan.typeName, "sizeForItem", "Section"] + plan.metrics.map(\.function)))
      if !plan.uniformSize { sizeForItem(m, plan, names: &names, &w) }
      for metric in plan.varying {
        w.line()
        w.line("/// `collectionView(_:layout:\(metric.delegateLabel.split(separator: " ")[0]):)`.")
        w.block("\(plan.access)static func \(metric.function)(\(metric.parameter)) -> \(metric.type) {") { w in
          sectionSwitch(&w, "section", m.sections.map { "return \(metric.value($0))" })
        }
      }
      delegate(plan, &w)
    }
    return diagnostics
  }

  /// `makeLayout()`: the layout with every metric that is the same in all sections set on it.
  static func makeLayout(_ m: FlowLayoutModel, _ plan: Plan, _ w: inout CodeWriter) {
    if plan.needsDelegate {
      w.line("/// The collection view layout. The metrics that vary by section come from the functions")
      w.line("/// below: set a `Delegate` as the collection view's delegate, or forward to them from yours.")
    } else {
      w.line("/// The collection view layout, fully configured.")
    }
    let defaults = Self.defaults(plan.platform)
    w.block("\(plan.access)static func makeLayout() -> \(plan.platform.layoutReturnType(plan.platform.flowLayout)) {") { w in
      w.line("let layout = \(plan.platform.flowLayout)()")
      if m.scrollDirection == .horizontal { w.line("layout.scrollDirection = .horizontal") }
      if let estimated = plan.estimatedItemSize {
        w.line("layout.estimatedItemSize = \(estimated)")
      } else if plan.uniformSize, plan.sizes[0][0] != defaults["itemSize"] {
        w.line("layout.itemSize = \(plan.sizes[0][0])")
      }
      for metric in plan.metrics where !plan.varying.contains(where: { $0.property == metric.property }) {
        let v = metric.value(m.sections[0])
        if v != defaults[metric.property] { w.line("layout.\(metric.property) = \(v)") }
      }
      // F20: pinning is layout-wide; the checker made every section agree.
      if m.headersPinned { w.line("layout.sectionHeadersPinToVisibleBounds = true") }
      if m.footersPinned { w.line("layout.sectionFootersPinToVisibleBounds = true") }
      if let r = m.insetsReference { w.line("layout.sectionInsetReference = \(UIKitAPI.member(r.uikit))") }
      w.line("return layout")
    }
  }

  /// What a case of an `Int` raw-valued, `CaseIterable` enum cannot be called: the members the
  /// enum already has, and the words `Section.self` and `Section.Type` mean.
  static let caseReserved: Set<String> = [
    "allCases", "AllCases", "rawValue", "RawValue", "hashValue", "hash", "init", "self", "Self", "Type", "Protocol", "super", "_",
  ]

  /// The cases of `enum Section`, one per section in order: a named section's name in camelCase
  /// (`top-picks` → `topPicks`; a keyword or a reserved member gets a `Section` suffix), an unnamed
  /// one's `section<index>`; numbered on a clash. Cases are always written `Section.name`, so
  /// they shadow nothing.
  static func sectionCases(_ m: FlowLayoutModel) -> [String] {
    var used: Set<String> = []
    return m.sections.enumerated().map { i, s in
      var base = s.name.map(SwiftNames.camelCase) ?? "section\(i)"
      if base.first?.isLetter != true, base.first != "_" { base = "section" + base }
      if SwiftNames.keywords.contains(base) || caseReserved.contains(base) { base += "Section" }
      var candidate = base
      var n = 2
      while !used.insert(candidate).inserted {
        candidate = base + String(n)
        n += 1
      }
      return candidate
    }
  }

  /// `enum Section`: the sections the layout was written for, each case documented with its
  /// section's name as the file gives it (which `layoutc import` reads back). Not written for a
  /// single unnamed section, which is what a layout without one means.
  static func sectionEnum(_ m: FlowLayoutModel, _ plan: Plan, _ w: inout CodeWriter) {
    guard m.sections.count > 1 || m.sections.contains(where: { $0.name != nil }) else { return }
    let cases = sectionCases(m)
    w.line()
    w.line("/// The layout's sections, in order: a data source's `numberOfSections(in:)` is")
    w.line("/// `Section.allCases.count`" + (m.sections.count > 1 ? ", and sections past the last one reuse its metrics." : "."))
    w.block("\(plan.access)enum Section: Int, CaseIterable {") { w in
      for (i, s) in m.sections.enumerated() {
        w.line(s.name.map { "/// Section `\($0)`." } ?? "/// An unnamed section.")
        w.line("case \(cases[i])")
      }
    }
  }

  /// Each section's sizes as a `static let`, cycled over its items by `sizeForItem(at:)` as
  /// `sizeForItemAt` would return them.
  static func sizeForItem(_ m: FlowLayoutModel, _ plan: Plan, names: inout SwiftNames, _ w: inout CodeWriter) {
    let arrays = m.sections.enumerated().map { i, s in
      names.claim((s.name.map(SwiftNames.camelCase) ?? "section\(i)") + "ItemSizes", suffix: "Sizes")
    }
    for (i, s) in m.sections.enumerated() {
      w.line()
      w.line("/// " + (s.name.map { "Section `\($0)`" } ?? "Section \(i)") + ": item sizes, cycled over its items.")
      w.block("static let \(arrays[i]): [CGSize] = [", "]") { w in
        for size in plan.sizes[i] { w.line(size + ",") }
      }
    }
    w.line()
    w.line("/// `collectionView(_:layout:sizeForItemAt:)`.")
    w.block("\(plan.access)static func sizeForItem(at indexPath: IndexPath) -> CGSize {") { w in
      if arrays.count == 1 {
        w.line("return \(arrays[0])[indexPath.item % \(arrays[0]).count]")
      } else {
        w.line("let sizes: [CGSize]")
        sectionSwitch(&w, "indexPath.section", arrays.map { "sizes = \($0)" })
        w.line("return sizes[indexPath.item % sizes.count]")
      }
    }
  }

  /// The ready-made `Delegate`, forwarding exactly the methods whose values vary.
  static func delegate(_ plan: Plan, _ w: inout CodeWriter) {
    w.line()
    w.line("/// A ready-made delegate that forwards to the functions above.")
    w.line("@MainActor")
    w.block("\(plan.access)final class Delegate: NSObject, \(plan.platform.flowDelegate) {") { w in
      // Outside the module a delegate must be made and its methods seen: both need the access level.
      if !plan.access.isEmpty {
        w.line("\(plan.access)override init() { super.init() }")
        w.line()
      }
      let prefix = plan.access + "func collectionView(_ collectionView: \(plan.platform.collectionView), layout collectionViewLayout: \(plan.platform.collectionViewLayout), "
      var first = true
      if !plan.uniformSize {
        w.block(prefix + "sizeForItemAt indexPath: IndexPath) -> CGSize {") { $0.line("\(plan.typeName).sizeForItem(at: indexPath)") }
        first = false
      }
      for metric in plan.varying {
        if !first { w.line() }
        first = false
        w.block(prefix + "\(metric.delegateLabel)) -> \(metric.type) {") { $0.line("\(plan.typeName).\(metric.function)(section)") }
      }
    }
  }

  /// A `switch` over the declared sections; sections past the last declared one reuse it.
  static func sectionSwitch(_ w: inout CodeWriter, _ subject: String, _ bodies: [String]) {
    guard bodies.count > 1 else {
      w.line(bodies[0])
      return
    }
    w.line("switch \(subject) {")
    for (i, body) in bodies.enumerated().dropLast() { w.line("case \(i): \(body)") }
    w.line("default: \(bodies[bodies.count - 1])")
    w.line("}")
  }

  static func n(_ v: Double) -> String { JSONText.number(v) }
  static func cgSize(_ width: Double, _ height: Double) -> String { "CGSize(width: \(n(width)), height: \(n(height)))" }
  /// A reference size: only the extent along the scroll axis counts (F6); none is `.zero`.
  static func extent(_ v: Double, _ scroll: Axis) -> String {
    v == 0 ? ".zero" : scroll == .vertical ? cgSize(0, v) : cgSize(v, 0)
  }
  static func edgeInsets(_ i: EdgeInsets, _ platform: SwiftPlatform = .ios) -> String {
    i.isZero ? platform.zeroEdgeInsets : "\(platform.edgeInsets)(top: \(n(i.top)), left: \(n(i.leading)), bottom: \(n(i.bottom)), right: \(n(i.trailing)))"
  }
}
