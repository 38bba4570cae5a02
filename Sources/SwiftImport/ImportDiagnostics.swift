import LayoutSource

/// Diagnostics of `layoutc import` (`import.*`), alphabetical, located in the Swift file. A
/// warning says what was done instead; `geometryChanged` is the error that stops a layout from
/// being written when a warning means its frames would differ from the Swift's.
public enum ImportDiagnostics {
  static func id(_ function: String = #function) -> DiagnosticID { DiagnosticID("import", function: function) }

  /// A width condition (`>=`, `<`) whose boundary `when(widthAbove:)` cannot say exactly.
  public static func adaptiveBoundary(_ op: String, _ value: String) -> DiagnosticMessage {
    .init(id(), .warning, "`width \(op) \(value)` is imported as `when(widthAbove: \(value)pt)`: a container exactly \(value)pt wide takes the other case")
  }

  /// The sections of the different widths differ in more than their group.
  public static func adaptiveSectionsDiffer() -> DiagnosticMessage {
    .init(id(), .warning, "the section built for each width differs in more than its group; `.layout` adapts only a section's group, so this layout is not imported")
  }

  /// A construct the language has no counterpart for.
  public static func cannotExpress(_ what: String, _ instead: String) -> DiagnosticMessage {
    .init(id(), .warning, "\(what) cannot be expressed in `.layout`; \(instead)")
  }

  /// The import of a layout failed because a warning means its frames would change.
  public static func geometryChanged(_ declaration: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(declaration)` is not imported: the warnings above change its frames, so no `.layout` is written")
  }

  /// The `.layout` a layout would be imported as does not check (`layoutc check` reports an
  /// error in it): it is not written.
  public static func invalidLayout(_ declaration: String, _ error: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(declaration)` is not imported: the `.layout` it would be has an error (\(error))")
  }

  /// A file declaring no layout this importer recognises.
  public static func noLayout() -> DiagnosticMessage {
    .init(id(), .error, "no layout found: import looks for a function or property returning a `UICollectionViewCompositionalLayout`, a `UICollectionViewFlowLayout`, a `UICollectionViewLayout` or a `UICollectionViewCompositionalLayoutSectionProvider` (or their AppKit names)")
  }

  /// A value the importer cannot see (a parameter, a property, a call it does not know).
  public static func runtimeValue(_ what: String) -> DiagnosticMessage {
    .init(id(), .warning, "\(what) is only known at run time; `.layout` needs a constant here, so the layout is not imported")
  }

  /// An opening bracket never closed, or a closing one never opened.
  public static func unbalanced(_ bracket: String) -> DiagnosticMessage {
    .init(id(), .error, "unbalanced `\(bracket)`: the file cannot be read")
  }

  /// Swift this subset does not read, where the layout depends on it.
  public static func unreadable(_ what: String) -> DiagnosticMessage {
    .init(id(), .warning, "\(what) is not Swift that import reads; the layout cannot depend on it, so it is not imported")
  }

  /// A string or comment running to the end of the file.
  public static func unterminated(_ what: String) -> DiagnosticMessage {
    .init(id(), .error, "unterminated \(what)")
  }
}
