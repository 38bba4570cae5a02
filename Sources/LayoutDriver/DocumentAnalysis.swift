import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// Everything derived from one text, computed once: the syntax tree, the check, and the placement
/// diagnostics in every container the file is meant for (its previews, or one container when it
/// declares none). The language server keeps one per document version and answers every request
/// from it; `layoutc check` prints its `diagnostics`.
public struct DocumentAnalysis: Sendable {
  public let file: SourceFile
  /// The parse and the check: the syntax tree, the model when the file is clean, the ignore comments.
  public let analysis: Compilation.Analysis
  /// The containers placement is diagnosed in: each preview's (with `flags` over it), or the one
  /// given when the file declares none. Empty with a usage error.
  public let containers: [Container]
  /// The first of `containers` (values are shown there: the language server's hover), or the one
  /// given; its `mode` is the one the file is checked in.
  public let container: ResolveOptions
  /// The placement diagnostics in every container, each reported once, naming the previews it was
  /// found in (none when the file has errors).
  public let placement: [Diagnostic]
  /// What `layoutc check` reports: every diagnostic, ignore comments applied.
  public let diagnostics: [Diagnostic]
  /// The file's mode does not fit it, or `--preview` names no preview of the file.
  public let usageError: UsageError?

  public init(_ file: SourceFile, container base: ResolveOptions, flags: ContainerFlags = ContainerFlags()) {
    self.file = file
    analysis = Compilation.analyze(file, mode: base.mode)
    switch Compilation.containers(analysis.previews, base: base, flags: flags, fileName: file.name) {
    case .success(let all):
      containers = all
      usageError = analysis.usageError
    case .failure(let usage):
      containers = []
      usageError = analysis.usageError ?? usage
    }
    container = containers.first?.resolve ?? base
    let analysis = analysis
    placement = Compilation.merged(containers.map { ($0, Compilation.placement(analysis, $0.resolve)) })
    // The analysis's diagnostics are already normalized: with no placement diagnostic they are
    // taken as they are, not copied and sorted again.
    let all = placement.isEmpty ? analysis.diagnostics : (analysis.diagnostics + placement).normalized()
    diagnostics = analysis.ignores.apply(all, in: file)
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
