import LayoutSource
import LayoutSyntax

extension Checker {
  /// The value of `NUMBER ('/' NUMBER)?`, sign included: exact for the checker's rules, and the
  /// Double UIKit computes from the same literal; nil after an error.
  mutating func numberValue(_ d: DimensionSyntax) -> ExactNumber? {
    // A fraction met before (`1/3`) is found by its text in place, its numerator's length told
    // apart (`1/23` and `12/3` are both written `123`).
    let knownFraction = d.withFractionText { text, split in
      fractions.numberOfSame(text).flatMap { fractions.values[$0].split == split ? $0 : nil }
    }
    if let known = knownFraction ?? nil {
      return d.minus == nil ? fractions.values[known].value : fractions.values[known].value.negated
    }
    guard let den = d.denominator else {
      // A known literal (nearly every one) is found from the digits in place.
      if let known = d.withPlainDigits({ literals.numberOfSame($0) }) ?? nil {
        return d.minus == nil ? literals.values[known] : literals.values[known].negated
      }
      // The digits straight from the dimension: a literal made and kept around them would copy
      // (retain) its text once more.
      guard let num = literalValue(digits: d.numerator.digits, at: d.numerator.digitsRange) else { return nil }
      return d.minus == nil ? num : num.negated
    }
    // Each number read once: a fraction's `numerator` and `denominator` are made as they are read.
    let numerator = d.numerator
    if let u = numerator.unit {
      let fix = "\(numerator.digits)/\(den.digits)\(u.text)"
      diagnose(
        CheckDiagnostics.unitMisplaced(fix), at: u.range,
        fixIts: [FixIt(replacing: SourceRange(numerator.range.start, den.range.end), with: fix)])
      return nil
    }
    guard let num = literalValue(numerator), let dv = literalValue(den) else { return nil }
    guard !dv.isZero else {
      diagnose(CheckDiagnostics.zeroDenominator(), at: SourceRange(numerator.range.start, den.range.end))
      return nil
    }
    guard let q = ExactNumber(num, over: dv), q.value <= Limits.maxNumber else {
      diagnose(CheckDiagnostics.numberTooLarge(text(d.range)), at: d.range)
      return nil
    }
    // Remembered only when both literals are known, so reported nothing: a warning is reported
    // at each place it is written.
    if fractions.count < Checker.maxKnownLiterals, literals.number(numerator.digits) != nil, literals.number(den.digits) != nil {
      d.withFractionText { text, split in
        if fractions.number(text) == nil { fractions.insert(text, KnownFraction(split: split, value: q)) }
      }
    }
    return d.minus == nil ? q : q.negated
  }

  /// One literal's value, with a warning when its CGFloat drops digits. A file writes the same
  /// few literals over and over (`1`, `0.5`, `44`): each is read once, and found after that.
  /// Inlined, so that a known value is copied once, straight to where it is returned (the value
  /// is large, and passing it up by way of temporaries costs more than finding it).
  @inline(__always)
  mutating func literalValue(_ l: NumberLiteral) -> ExactNumber? {
    literalValue(digits: l.digits, at: l.digitsRange)
  }

  /// `literalValue` of a literal spelt `digits`, written at `range`.
  @inline(__always)
  mutating func literalValue(digits: String, at range: @autoclosure () -> SourceRange) -> ExactNumber? {
    if let known = literals.numberOfSame(digits) { return literals.values[known] }
    return readLiteral(digits, at: range())
  }

  /// `literalValue` of a literal not met yet (or one that reports something).
  @inline(never)
  mutating func readLiteral(_ digits: String, at range: SourceRange) -> ExactNumber? {
    guard let literal = DecimalLiteral(digits), let n = ExactNumber(literal) else {
      diagnose(CheckDiagnostics.numberTooLarge(digits), at: range)
      return nil
    }
    if literal.isRounded {
      let significant = literal.significantDigits > 17 ? literal.significantDigits : nil
      diagnose(CheckDiagnostics.numberRounded(digits, to: n.value, significantDigits: significant), at: range)
    } else if literals.count < Checker.maxKnownLiterals {
      // Only literals that report nothing: a warning is reported at each place it is written.
      literals.insert(digits, n)
    }
    return n
  }

  /// How many distinct literals a file's check remembers.
  static let maxKnownLiterals = 4096

  /// `dimension` of the value of `args`' argument `i`: a dimension (nearly every one) is read in
  /// place, and only it copied out, not the value around it.
  mutating func dimension(_ args: LabeledArguments, _ i: Int, axis: Axis) -> Dimension? {
    guard let d = args.dimension(at: i) else { return dimension(args.value(at: i), axis: axis) }
    return dimension(d, axis: axis)
  }

  /// A size for `w:` or `h:` (D1–D3); `axis` is the one a bare fraction refers to.
  mutating func dimension(_ v: ValueSyntax, axis: Axis) -> Dimension? {
    guard case .dimension(let d) = v else {
      if case .missing = v { return nil }
      diagnose(CheckDiagnostics.expectedSize(found: text(v.range)), at: v.range)
      return nil
    }
    return dimension(d, axis: axis)
  }

  /// `dimension` of a dimension already taken out of its value.
  mutating func dimension(_ d: DimensionSyntax, axis: Axis) -> Dimension? {
    guard let r = numberValue(d) else { return nil }
    var unit: SizeUnit?
    if let u = d.unit {
      guard let known = Checker.sizeUnit(u.text) else {
        diagnose(CheckDiagnostics.unknownUnit(u.text, suggestion: Suggest.closest(to: u.text, in: SizeUnit.spellings)), at: u.range)
        return nil
      }
      unit = known
    }
    if let t = d.tilde, unit != .pt {
      diagnose(CheckDiagnostics.estimatedNeedsPoints(), at: t)
      return nil
    }
    guard r.isPositive else {
      diagnose(CheckDiagnostics.nonPositiveSize(text(d.range)), at: d.range)
      return nil
    }
    switch unit {
    case .pt?:
      if d.tilde != nil { diagnoseEstimate(at: d.range) }
      return d.tilde == nil ? .absolute(r.number) : .estimated(r.number)
    case .w?: return .fractionalWidth(r.number)
    case .h?: return .fractionalHeight(r.number)
    case nil:
      if r.exceedsOne {
        diagnose(
          CheckDiagnostics.bareNumberTooLarge(text(d.range), axis: axis), at: d.range,
          notes: [CheckDiagnostics.bareNumberTooLargeNote(axis)],
          fixIts: [FixIt(replacing: d.range, with: text(d.range) + "pt")])
        return nil
      }
      return axis == .horizontal ? .fractionalWidth(r.number) : .fractionalHeight(r.number)
    }
  }

  /// `SizeUnit(spelling:)`, the three units found by length and bytes first: most dimensions
  /// have one, and the search through the cases compares whole Strings.
  @inline(__always)
  static func sizeUnit(_ text: String) -> SizeUnit? {
    let utf8 = text.utf8
    switch utf8.count {
    case 1:
      // `utf8.first` is a call; the subscript reads a short string's byte in place.
      let b = utf8[utf8.startIndex]
      if b == UInt8(ascii: "w") { return .w }
      if b == UInt8(ascii: "h") { return .h }
    case 2:
      if text == SizeUnit.pt.rawValue { return .pt }
    default: break
    }
    return SizeUnit(spelling: text)
  }

  /// The note on an estimate (`~44pt`). A file writes many, in a few spellings: the message of
  /// each spelling is made once and shared (the notes are folded into one in the end anyway).
  mutating func diagnoseEstimate(at r: SourceRange) {
    let written = text(r)
    // By index: only the message is copied out, not the whole note.
    if let known = estimateNotes.firstIndex(where: { $0.text == written }) {
      diagnose(estimateNotes[known].message, at: r)
      return
    }
    let message = CheckDiagnostics.estimatedTreatedAsFinal(written)
    if estimateNotes.count < Checker.maxEstimateNotes { estimateNotes.append(EstimateNoteMessage(text: written, message: message)) }
    diagnose(message, at: r)
  }

  /// How many spellings of an estimate a file's check keeps the note of (searched one by one).
  static let maxEstimateNotes = 8

  /// A length in points for insets and spacing: a bare number or `Npt`, signed.
  mutating func points(_ v: ValueSyntax, site: CheckDiagnostics.ValueSite) -> Double? {
    guard case .dimension(let d) = v else {
      if case .missing = v { return nil }
      diagnose(CheckDiagnostics.expectedPoints(site, found: text(v.range)), at: v.range)
      return nil
    }
    return points(d, site: site)
  }

  /// `points` of a dimension already taken out of its value (a value made again around it would
  /// be allocated again).
  mutating func points(_ d: DimensionSyntax, site: CheckDiagnostics.ValueSite) -> Double? {
    if let t = d.tilde {
      diagnose(CheckDiagnostics.unitNotAllowed("~", site: site), at: t, fixIts: [FixIt(replacing: t, with: "")])
      return nil
    }
    if let u = d.unit {
      switch Checker.sizeUnit(u.text) {
      case .pt?: break
      case .w?, .h?:
        diagnose(CheckDiagnostics.unitNotAllowed(u.text, site: site), at: u.range, fixIts: [FixIt(replacing: u.range, with: "")])
        return nil
      case nil:
        diagnose(CheckDiagnostics.unknownUnit(u.text, suggestion: Suggest.closest(to: u.text, in: [SizeUnit.pt.spelling])), at: u.range)
        return nil
      }
    }
    guard let r = numberValue(d) else { return nil }
    if d.denominator != nil {
      let decimal = JSONText.number(r.value)
      diagnose(CheckDiagnostics.fractionNotPoints(site, text(d.range), value: r.value), at: d.range, fixIts: r.value == Double(decimal) && decimal.count <= 8 && r.isAtLeastOne ? [FixIt(replacing: d.range, with: decimal)] : [])
      return nil
    }
    return r.value
  }

  /// `inset N` | `inset(top:, leading:, bottom:, trailing:)` | `inset(vertical:, horizontal:)`.
  /// `container` names a preview's `safeArea:` or `margins:`, whose edges are plain points that
  /// must not be negative.
  mutating func insets(_ m: Modifier, flow: Bool = false, container: String? = nil) -> EdgeInsets? {
    // A dimension (nearly every value) is taken out alone, not copied in its value.
    if case .dimension(let d)? = m.value {
      guard let p = insetPoints(d, flow: flow, container: container) else { return nil }
      return EdgeInsets(top: p, leading: p, bottom: p, trailing: p)
    }
    if let v = m.value {
      guard let p = insetPoints(v, flow: flow, container: container) else { return nil }
      return EdgeInsets(top: p, leading: p, bottom: p, trailing: p)
    }
    guard let (_, args) = modifierArguments(m, example: "inset 8") else { return nil }
    // Each label and the edges it sets; an edge set twice (`vertical:` and `top:`) is an error.
    var out = EdgeInsets.zero
    var seen = InsetEdges()
    // Each label's argument, found in one pass over the few accepted ones rather than by a
    // search per label (`labeled` accepts each label once).
    var at = SIMD8<Int>(repeating: -1)
    args.forEachAccepted { i, label in
      if let k = Checker.insetLabels.firstIndex(where: { $0.0.utf8.count == label.utf8.count && $0.0 == label }) { at[k] = i }
    }
    // By index: a label is read only to report it, not copied at each turn.
    let labels = Checker.insetLabels
    for k in labels.indices where at[k] >= 0 {
      let i = at[k], edges = labels[k].1
      guard seen.isDisjoint(with: edges) else {
        let first = Checker.firstInsetLabel(setting: edges, before: k, args)
        diagnose(CheckDiagnostics.duplicateLabel(labels[k].0), at: args.range(at: i), notes: first.map { [CheckDiagnostics.duplicateLabelEdgeNote(at: $0)] } ?? [])
        continue
      }
      seen.formUnion(edges)
      let point = args.dimension(at: i).map { insetPoints($0, flow: flow, container: container) } ?? insetPoints(args.value(at: i), flow: flow, container: container)
      guard let p = point else { continue }
      if edges.contains(.top) { out.top = p }
      if edges.contains(.leading) { out.leading = p }
      if edges.contains(.bottom) { out.bottom = p }
      if edges.contains(.trailing) { out.trailing = p }
    }
    return out
  }

  /// Where the first label read before `insetLabels[k]` that sets one of `edges` is written.
  static func firstInsetLabel(setting edges: InsetEdges, before k: Int, _ args: LabeledArguments) -> SourceRange? {
    var seen = InsetEdges()
    for (label, e) in insetLabels[..<k] {
      guard let a = args[label], seen.isDisjoint(with: e) else { continue }
      if !e.isDisjoint(with: edges) { return a.range }
      seen.formUnion(e)
    }
    return nil
  }

  /// The edges an `inset(…)` label sets.
  struct InsetEdges: OptionSet, Sendable {
    let rawValue: UInt8
    static let top = InsetEdges(rawValue: 1)
    static let leading = InsetEdges(rawValue: 2)
    static let bottom = InsetEdges(rawValue: 4)
    static let trailing = InsetEdges(rawValue: 8)
  }

  /// The labels of `inset(…)` and the edges each sets, in the order they are read.
  static let insetLabels: [(String, InsetEdges)] = [
    ("vertical", [.top, .bottom]), ("horizontal", [.leading, .trailing]),
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
  ]

  /// One inset value, with the warnings UIKit's quirks call for. A flow section's insets are plain
  /// points (no fractional reading) and must not be negative.
  mutating func insetPoints(_ v: ValueSyntax, flow: Bool = false, container: String? = nil) -> Double? {
    guard case .dimension(let d) = v else {
      // Not a number: `points` reports it.
      return points(v, site: container.map(CheckDiagnostics.ValueSite.label) ?? .modifier(.inset))
    }
    return insetPoints(d, flow: flow, container: container)
  }

  /// `insetPoints` of a dimension already taken out of its value (the value's range is its own).
  mutating func insetPoints(_ v: DimensionSyntax, flow: Bool = false, container: String? = nil) -> Double? {
    guard let p = points(v, site: container.map(CheckDiagnostics.ValueSite.label) ?? .modifier(.inset)) else { return nil }
    if let container {
      if p < 0 { diagnose(CheckDiagnostics.previewInsetNegative(container), at: v.range) }
      return p < 0 ? nil : p
    }
    if flow {
      if p < 0 {
        diagnose(CheckDiagnostics.negativeFlowValue(.modifier(.inset)), at: v.range)
        return nil
      }
      return p
    }
    if p > 0, p < 1 {
      diagnose(
        CheckDiagnostics.fractionalInset(text(v.range)), at: v.range,
        notes: [CheckDiagnostics.fractionalInsetNote()])
    } else if p < 0 {
      diagnose(CheckDiagnostics.negativeInset(), at: v.range)
    }
    return p
  }

  /// `spacing N` | `spacing fixed N` | `spacing flexible N`.
  mutating func spacingValue(_ m: Modifier) -> Spacing? {
    switch m.value {
    case .dimension(let d)?:
      return points(d, site: .modifier(.spacing)).map(Spacing.fixed)
    case .spacing(let kind, let d?)?:
      guard let p = points(d, site: .modifier(.spacing)) else { return nil }
      return Self.spacing(kind, p)
    case .spacing(_, nil)?, .missing?:
      return nil
    case .word?, .list?, .insets?, nil:
      diagnose(CheckDiagnostics.modifierNeedsValue("spacing", example: "spacing 8` or `spacing flexible 8"), at: m.range)
      return nil
    }
  }

  /// `flexible N` or `fixed N`: the parser admits no other word before the number.
  static func spacing(_ kind: Identifier, _ p: Double) -> Spacing {
    switch SpacingKind(spelling: kind.text) {
    case .flexible?: .flexible(p)
    case .fixed?, nil: .fixed(p)
    }
  }

  /// `edges(leading:, top:, trailing:, bottom:)` with `fixed N` / `flexible N` / a bare number.
  mutating func edgeSpacing(_ m: Modifier) -> EdgeSpacing? {
    guard let (_, args) = modifierArguments(m, example: "edges(top: flexible 0, bottom: flexible 0)") else { return nil }
    // A dimension is read in place; any other value alone, not the whole argument, is copied out.
    func value(_ label: String, _ c: inout Checker) -> Spacing? {
      guard let i = args.index(of: label) else { return nil }
      if let d = args.dimension(at: i) { return c.points(d, site: .modifier(.edges)).map(Spacing.fixed) }
      let v = args.value(at: i)
      switch v {
      case .dimension(let d): return c.points(d, site: .modifier(.edges)).map(Spacing.fixed)
      case .spacing(let kind, let d?):
        guard let p = c.points(d, site: .modifier(.edges)) else { return nil }
        return Checker.spacing(kind, p)
      case .spacing(_, nil), .missing: return nil
      case .word, .list, .insets:
        c.diagnose(CheckDiagnostics.expectedPoints(.modifier(.edges), found: c.text(v.range)), at: v.range)
        return nil
      }
    }
    return EdgeSpacing(
      leading: value("leading", &self), top: value("top", &self), trailing: value("trailing", &self), bottom: value("bottom", &self))
  }
}

/// A fraction's value and the length of its numerator's part of its text (`Checker.numberValue`).
struct KnownFraction {
  var split: Int
  var value: ExactNumber
}

/// The note on an estimate as written `text` (`Checker.diagnoseEstimate`).
struct EstimateNoteMessage {
  var text: String
  var message: DiagnosticMessage
}
