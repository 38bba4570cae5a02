import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// Everything derived from one text, computed once: the syntax tree, the check, and the placement
/// diagnostics at one container. The language server keeps one per document version and answers
/// every request from it; `layoutc check` prints its `diagnostics`.
public struct DocumentAnalysis: Sendable {
  public let file: SourceFile
  /// The parse and the check: the syntax tree, the model when the file is clean, the ignore comments.
  public let analysis: Compilation.Analysis
  /// The container `placement` is computed at; its `mode` is the one the file is checked in.
  public let container: ResolveOptions
  /// The placement diagnostics at `container` (none when the file has errors).
  public let placement: [Diagnostic]
  /// What `layoutc check` reports at `container`: every diagnostic, ignore comments applied.
  public let diagnostics: [Diagnostic]

  public init(_ file: SourceFile, container: ResolveOptions) {
    self.file = file
    analysis = Compilation.analyze(file, mode: container.mode)
    self.container = container
    placement = Compilation.placement(analysis, container)
    diagnostics = analysis.ignores.apply((analysis.diagnostics + placement).normalized(), in: file)
  }

  /// The syntax tree (recovered from any syntax errors).
  public var document: Document { analysis.document }
  /// The checked model; nil when the file has errors.
  public var checked: CheckedLayout? { analysis.checked }
  /// `container` in the mode the file was checked in.
  public var resolveOptions: ResolveOptions {
    var o = container
    o.mode = analysis.mode
    return o
  }
}
