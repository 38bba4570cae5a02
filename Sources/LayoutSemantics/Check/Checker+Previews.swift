import LayoutSource
import LayoutSyntax

/// A preview's name and where it is written. (A struct, not a tuple: its array's type is then
/// made at run time without a tuple type.)
struct PreviewName {
  var name: String
  var range: SourceRange
}

extension Checker {
  /// The file's `preview` declarations, in order; invalid ones are diagnosed and left out.
  /// `sections` is the number of declared sections, which `items: N` gives N items each.
  mutating func checkPreviews(_ doc: Document, sections: Int) -> [Preview] {
    var out: [Preview] = []
    // Each name's first preview: a file has a handful, so a list searched in order, not a hash.
    var first: [PreviewName] = []
    // By index: `for case` over the array copies every declaration, preview or not.
    for index in doc.decls.indices {
      guard case .preview(let p) = doc.decls[index] else { continue }
      if let earlier = first.first(where: { $0.name == p.name.text }) {
        diagnose(CheckDiagnostics.duplicatePreview(p.name.text), at: p.name.range, notes: [CheckDiagnostics.duplicatePreviewNote(at: earlier.range)])
        continue
      }
      first.append(PreviewName(name: p.name.text, range: p.name.range))
      if let preview = checkPreview(p, sections: sections) { out.append(preview) }
    }
    return out
  }

  mutating func checkPreview(_ p: PreviewDecl, sections: Int) -> Preview? {
    let before = collector.diagnostics.count
    var preview = Preview(name: p.name.text, nameRange: p.name.range)
    let args = labeled(p.arguments, owner: "preview", allowed: Schema.labelNames(of: .preview))
    if let a = args["width"], let v = previewSide(a, "width") { preview.width = v }
    if let a = args["height"], let v = previewSide(a, "height") { preview.height = v }
    if let a = args["scale"] {
      if let n = wholeNumber(a.value), (1...3).contains(n) {
        preview.scale = Double(n)
      } else if !isMissing(a.value) {
        diagnose(CheckDiagnostics.previewScale(text(a.value.range)), at: a.value.range)
      }
    }
    if let a = args["items"], let items = previewItems(a.value) {
      let total = items.total(declaredSections: sections)
      if total > Limits.maxItems {
        diagnose(CheckDiagnostics.previewTooManyItems(PlacementDiagnostics.count(Double(total)) + " items in all", limit: PlacementDiagnostics.count(Double(Limits.maxItems)) + " items"), at: a.value.range)
      } else {
        preview.items = items
      }
    }
    if let a = args["direction"], !isMissing(a.value) {
      let word = text(a.value.range)
      if let d = LayoutDirection(spelling: word) {
        preview.direction = d
      } else {
        unknownWord(word, at: a.value.range, expected: LayoutDirection.choices, among: LayoutDirection.spellings, synonyms: ["rightToLeft": "rtl", "leftToRight": "ltr"])
      }
    }
    if let a = args["sizes"], !isMissing(a.value) {
      preview.sizes = previewSizes(a.value) ?? []
    }
    if let a = args["safeArea"], let e = previewInsets(a, "safeArea") { preview.safeArea = e }
    if let a = args["margins"], let e = previewInsets(a, "margins") { preview.margins = e }
    if collector.diagnostics.count == before { previewInsetsFit(preview, args) }
    return collector.diagnostics.count == before ? preview : nil
  }

  /// `sizes: 80x32` or `sizes: [80x32, 120x32, 64.5x32]`: each a width `x` a height in points,
  /// both above 0 (E1).
  mutating func previewSizes(_ v: ValueSyntax) -> [MeasuredSize]? {
    let values: [ValueSyntax]
    if case .list(let list) = v { values = list.values } else { values = [v] }
    var out: [MeasuredSize] = []
    for value in values {
      guard let size = measuredSize(value) else { return nil }
      out.append(size)
    }
    return out.isEmpty ? nil : out
  }

  /// `80x32`: a number whose glued unit is `x` and a second number (Grammar/lexical.md).
  mutating func measuredSize(_ v: ValueSyntax) -> MeasuredSize? {
    guard case .dimension(let d) = v, d.tilde == nil, d.minus == nil, d.denominator == nil, let u = d.numerator.unit,
      u.text.hasPrefix("x"), u.text.utf8.dropFirst().allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") }),
      u.text.utf8.count > 1
    else {
      if !isMissing(v) { diagnose(CheckDiagnostics.previewSizes(text(v.range)), at: v.range) }
      return nil
    }
    let heightRange = SourceRange(u.range.start + 1, u.range.end)
    let height = NumberLiteral(digits: String(u.text.dropFirst()), digitsRange: heightRange, unit: nil, range: heightRange)
    let width = NumberLiteral(digits: d.numerator.digits, digitsRange: d.numerator.digitsRange, unit: nil, range: d.numerator.digitsRange)
    guard let w = literalValue(width), let h = literalValue(height) else { return nil }
    guard w.value > 0, h.value > 0 else {
      diagnose(CheckDiagnostics.previewSizes(text(v.range)), at: v.range)
      return nil
    }
    return MeasuredSize(width: w.value, height: h.value)
  }

  /// `safeArea: inset(…)` or `margins: inset(…)`: edges in points, none negative (C6, C8).
  mutating func previewInsets(_ a: Argument, _ label: String) -> EdgeInsets? {
    guard case .insets(let m) = a.value else {
      if !isMissing(a.value) { diagnose(CheckDiagnostics.previewInsetsValue(label, found: text(a.value.range)), at: a.value.range) }
      return nil
    }
    return insets(m, container: label)
  }

  /// The safe area, and the safe area with the margins, must leave the container some room.
  mutating func previewInsetsFit(_ p: Preview, _ args: LabeledArguments) {
    let margins = p.margins ?? .zero
    for (label, e) in [("safeArea", p.safeArea), ("margins", p.margins.map { _ in p.safeArea.adding(margins) })] {
      guard let e, let a = args[label] else { continue }
      if e.leading + e.trailing >= p.width {
        diagnose(CheckDiagnostics.previewInsetsTooLarge(label, across: "left and right", total: e.leading + e.trailing, side: p.width), at: a.value.range)
        return
      }
      if e.top + e.bottom >= p.height {
        diagnose(CheckDiagnostics.previewInsetsTooLarge(label, across: "top and bottom", total: e.top + e.bottom, side: p.height), at: a.value.range)
        return
      }
    }
  }

  /// `width:` or `height:`: points above 0 and at most `Preview.maxSide`.
  mutating func previewSide(_ a: Argument, _ label: String) -> Double? {
    guard let v = points(a.value, site: .label(label)) else { return nil }
    guard v > 0, v <= Preview.maxSide else {
      diagnose(CheckDiagnostics.previewSizeOutOfRange(label, text(a.value.range)), at: a.value.range)
      return nil
    }
    return v
  }

  /// `items: N` or `items: [N, …]`, each a whole number from 0 to `Limits.maxItems`.
  mutating func previewItems(_ v: ValueSyntax) -> ItemCounts? {
    if case .list(let list) = v {
      var counts: [Int] = []
      for item in list.values {
        guard let n = itemCount(item) else { return nil }
        counts.append(n)
      }
      guard counts.count <= Preview.maxSections else {
        diagnose(CheckDiagnostics.previewTooManyItems(PlacementDiagnostics.count(Double(counts.count)) + " sections", limit: PlacementDiagnostics.count(Double(Preview.maxSections)) + " sections"), at: v.range)
        return nil
      }
      return counts.isEmpty ? nil : .list(counts)
    }
    return itemCount(v).map(ItemCounts.each)
  }

  mutating func itemCount(_ v: ValueSyntax) -> Int? {
    if let n = wholeNumber(v), n <= Limits.maxItems { return n }
    if !isMissing(v) { diagnose(CheckDiagnostics.previewItems(text(v.range), limit: PlacementDiagnostics.count(Double(Limits.maxItems))), at: v.range) }
    return nil
  }

  /// A whole number written as digits alone (no sign, unit, fraction or decimals).
  func wholeNumber(_ v: ValueSyntax) -> Int? {
    guard case .dimension(let d) = v, d.tilde == nil, d.minus == nil, d.denominator == nil, d.numerator.unit == nil,
      !d.numerator.digits.isEmpty, d.numerator.digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), d.numerator.digits.count <= 18
    else { return nil }
    return Int(d.numerator.digits)
  }

  func isMissing(_ v: ValueSyntax) -> Bool {
    if case .missing = v { return true }
    return false
  }
}
