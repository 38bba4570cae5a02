import LayoutEmit
import LayoutSemantics
import LayoutSource

extension Compilation {
  /// What `diff` found: each file's build (its diagnostics, or a usage error), and the report
  /// when both were laid out.
  public struct DiffOutcome: Sendable {
    public var before: Outputs
    public var after: Outputs
    /// Nil when either file has errors or a usage error.
    public var report: DiffReport?

    /// The first file's usage error, else the second's.
    public var usageError: UsageError? { before.usageError ?? after.usageError }
  }

  /// Builds both files in every container, as `build` lays them out (the same options over each
  /// file's previews), and compares their frames preview by preview.
  public static func diff(_ a: SourceFile, _ b: SourceFile, options: BuildOptions) -> DiffOutcome {
    func laidOut(_ file: SourceFile) -> Outputs {
      build(file, resolve: options.resolve, emit: [.frames], flags: options.container, streamingFrames: true, allContainers: true)
    }
    let before = laidOut(a), after = laidOut(b)
    var outcome = DiffOutcome(before: before, after: after, report: nil)
    guard outcome.usageError == nil, !before.diagnostics.hasErrors, !after.diagnostics.hasErrors,
      !before.layouts.isEmpty, !after.layouts.isEmpty
    else { return outcome }
    outcome.report = DiffReport(beforeName: a.name, afterName: b.name, panels: panels(before.layouts, after.layouts))
    return outcome
  }

  /// The containers of both files, paired: by preview name, in the first file's order, then the
  /// second's previews it does not have; one container each (no preview, or one) are paired
  /// whatever their names.
  static func panels(
    _ a: [(container: Container, layout: ResolvedLayout)], _ b: [(container: Container, layout: ResolvedLayout)]
  ) -> [DiffReport.Panel] {
    if a.count == 1, b.count == 1 {
      let same = a[0].container.preview?.name == b[0].container.preview?.name
      return [
        DiffReport.Panel(
          preview: same ? b[0].container.preview?.name : nil, description: same ? b[0].container.previewDescription : nil,
          before: a[0].layout, after: b[0].layout)
      ]
    }
    var panels: [DiffReport.Panel] = []
    for x in a {
      let name = x.container.preview?.name
      let y = b.first { $0.container.preview?.name == name }
      panels.append(
        DiffReport.Panel(
          preview: name, description: (y?.container ?? x.container).previewDescription, before: x.layout, after: y?.layout))
    }
    for y in b {
      let name = y.container.preview?.name
      guard !a.contains(where: { $0.container.preview?.name == name }) else { continue }
      panels.append(DiffReport.Panel(preview: name, description: y.container.previewDescription, before: nil, after: y.layout))
    }
    return panels
  }
}
