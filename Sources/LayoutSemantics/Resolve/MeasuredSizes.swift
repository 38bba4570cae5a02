// Measured sizes: what a self-sizing pass would have measured, given by a preview's `sizes:`
// pattern or by `--measured FILE.json` (semantics E1–E9 say what the resolver does with them).

/// One measured size, in points.
public struct MeasuredSize: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A section's measured item sizes: a pattern item i takes as `sizes[i mod n]`, or a list in
/// which item i takes `sizes[i]` and items past its end are not measured.
public enum MeasuredItems: Sendable, Hashable {
  case cycle([MeasuredSize])
  case list([MeasuredSize])

  /// Item `i`'s measured size; nil when it has none.
  public func size(_ i: Int) -> MeasuredSize? {
    switch self {
    case .cycle(let sizes): sizes.isEmpty ? nil : sizes[i % sizes.count]
    case .list(let sizes): i < sizes.count ? sizes[i] : nil
    }
  }
}

/// One section's measured sizes: its items, its header and its footer.
public struct MeasuredSection: Sendable, Hashable {
  public var items: MeasuredItems
  public var header: MeasuredSize?
  public var footer: MeasuredSize?
  public init(items: MeasuredItems, header: MeasuredSize? = nil, footer: MeasuredSize? = nil) {
    self.items = items
    self.header = header
    self.footer = footer
  }
}

/// Every section's measured sizes, by the section's index in the data (E1).
public struct MeasuredSizes: Sendable, Hashable {
  /// A preview's `sizes:`: a pattern every section's items cycle through.
  public var pattern: [MeasuredSize]
  /// `--measured FILE.json`, section by section; when given it replaces the pattern (E2).
  public var sections: [MeasuredSection]?

  public init(pattern: [MeasuredSize] = [], sections: [MeasuredSection]? = nil) {
    self.pattern = pattern
    self.sections = sections
  }

  /// Section `i`'s measured sizes; nil when nothing is measured for it.
  public func section(_ i: Int) -> MeasuredSection? {
    if let sections { return i < sections.count ? sections[i] : nil }
    return pattern.isEmpty ? nil : MeasuredSection(items: .cycle(pattern))
  }
}

/// Whether an element's size was estimated, and if so whether a measured size replaced the
/// estimate (the frames JSON's `sizing`, and the picture draws estimated ones dashed).
public enum Sizing: String, Sendable, Hashable {
  /// Every dimension is absolute or fractional.
  case fixed
  /// An estimated dimension took a measured size.
  case measured
  /// An estimated dimension kept its estimate: nothing was measured for it.
  case estimated
}
