import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// What `build` produces.
public enum EmitKind: String, Sendable, CaseIterable {
  case frames, svg, swift, html

  /// What `watch` writes when `--emit` does not say.
  public static let watchedByDefault: [EmitKind] = [.frames, .svg, .swift]

  /// Whether this output shows every preview (the others show the first).
  var showsEveryPreview: Bool { self == .svg || self == .html }
}

/// Everything a build needs besides the source.
public struct BuildOptions: Sendable {
  /// The container when the file declares no preview, and everything previews do not give.
  public var resolve: ResolveOptions
  public var emit: EmitKind
  /// The command line's container values and `--preview`, over the file's previews.
  public var container: ContainerFlags
  /// Access level and deployment target of `--emit swift`.
  public var swift: SwiftOptions
  public init(
    resolve: ResolveOptions = ResolveOptions(), emit: EmitKind = .frames, container: ContainerFlags = ContainerFlags(),
    swift: SwiftOptions = SwiftOptions()
  ) {
    self.resolve = resolve
    self.emit = emit
    self.container = container
    self.swift = swift
  }
}

/// The pipeline in one place: parse → check → resolve → emit. Each phase is a pure function of
/// its input; nothing here reads or writes files.
public enum Compilation {
  /// The result of a phase chain: the artefact (if the input allowed one) and every diagnostic.
  public struct Outcome: Sendable {
    /// The artefact's UTF-8 bytes, as they are written.
    public var bytes: [UInt8]?
    public var diagnostics: [Diagnostic]
    /// Set when the options do not fit the file (a flow mode for a compositional file, say):
    /// a usage error, not an error in the input.
    public var usageError: UsageError?
    /// From `build(_:options:streamingFrames:)`: the frames JSON's layout in place of its bytes.
    public var frames: ResolvedLayout?

    public init(bytes: [UInt8]?, diagnostics: [Diagnostic], usageError: UsageError? = nil, frames: ResolvedLayout? = nil) {
      self.bytes = bytes
      self.diagnostics = diagnostics
      self.usageError = usageError
      self.frames = frames
    }

    /// The artefact as text.
    public var output: String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    /// Whether there is an artefact, as bytes or as frames still to be written.
    public var hasArtefact: Bool { bytes != nil || frames != nil }

    /// Gives the artefact to `sink` in order: the bytes at once, or the frames JSON in chunks of
    /// one reused buffer.
    public func write(to sink: (UnsafeRawBufferPointer) -> Void) {
      if let frames {
        FramesJSONEmitter.emit(frames, to: sink)
      } else if let bytes {
        bytes.withUnsafeBytes(sink)
      }
    }
  }

  /// A parsed and checked file, and the UIKit mode it is resolved in.
  public struct Analysis: Sendable {
    /// The syntax tree and its comments (whatever the parser recovered, errors or not).
    public var document: Document
    /// The parser's diagnostics alone, before the ignore comments (the formatter needs a clean
    /// parse, whatever the checker says).
    public var syntaxDiagnostics: [Diagnostic]
    public var checked: CheckedLayout?
    /// The syntax and check diagnostics, ignore comments applied.
    public var diagnostics: [Diagnostic]
    public var mode: UIKitMode
    public var usageError: UsageError?
    /// The file's `// layoutc-ignore` comments, applied to `diagnostics` already.
    public var ignores: IgnoreComments
    /// The file's valid `preview` declarations, in order.
    public var previews: [Preview] = []
  }

  /// Parse, then check in the requested mode (nil: the newest for the file's kind).
  public static func analyze(_ file: SourceFile, mode requested: UIKitMode?) -> Analysis {
    let (document, syntaxDiags) = Parser.parse(file)
    let ignores = IgnoreComments(file, comments: document.comments)
    let kind = Checker.kind(of: document)
    var a = Analysis(
      document: document, syntaxDiagnostics: syntaxDiags, checked: nil, diagnostics: syntaxDiags,
      mode: requested ?? kind.defaultMode, usageError: nil, ignores: ignores)
    // A file over the size limit was not parsed: checking the empty rest would only add noise.
    if file.bytes.count > Parser.maxSourceBytes { return a }
    if let requested, requested.kind != kind {
      a.diagnostics = ignores.apply(syntaxDiags, in: file)
      a.usageError = .modeDoesNotFit(requested, file: file.name, kind: kind)
      return a
    }
    let checkOptions = CheckOptions(mode: a.mode, defaultName: CheckOptions.layoutName(fromPath: file.name))
    let result = Checker.checkFile(document, in: file, options: checkOptions)
    // The checker's diagnostics are already normalized (`EstimateNote.finished`): with no syntax
    // error (most files) they are taken as they are, not copied and sorted again.
    let all = syntaxDiags.isEmpty ? result.diagnostics : (syntaxDiags + result.diagnostics).normalized()
    a.checked = all.hasErrors ? nil : result.layout
    a.diagnostics = ignores.apply(all, in: file)
    a.previews = result.previews
    return a
  }

  /// Parse and check a compositional file only (tests and benchmarks): its model when clean.
  public static func model(_ file: SourceFile, mode: UIKitMode?) -> (LayoutModel?, [Diagnostic]) {
    let a = analyze(file, mode: mode)
    guard case .compositional(let model)? = a.checked else { return (nil, a.diagnostics) }
    return (model, a.diagnostics)
  }

  /// Parse and check, then the placement diagnostics in every preview of the file (`layoutc
  /// check`), or at `resolve`'s container when it declares none; `flags` override each preview.
  public static func diagnose(_ file: SourceFile, resolve: ResolveOptions, flags: ContainerFlags = ContainerFlags()) -> Outcome {
    let d = DocumentAnalysis(file, container: resolve, flags: flags)
    return Outcome(bytes: nil, diagnostics: d.diagnostics, usageError: d.usageError)
  }

  /// The placement diagnostics of an analysed file at the given container (none when it has errors).
  static func placement(_ a: Analysis, _ resolve: ResolveOptions) -> [Diagnostic] {
    var options = resolve
    options.mode = a.mode
    switch a.checked {
    case .compositional(let model)?: return Resolver.placementDiagnostics(model, options: options)
    case .flow(let model)?: return FlowResolver.placementDiagnostics(model, options: options)
    case nil: return []
    }
  }

  /// The diagnostics `layoutc check` prints.
  public static func check(_ file: SourceFile, resolve: ResolveOptions) -> [Diagnostic] {
    diagnose(file, resolve: resolve).diagnostics
  }

  /// `--items N` gives N to every declared section: the total must stay within `Limits.maxItems`
  /// (`Limits.maxWindowItems` for a `windowed` build, `--rect`).
  static func itemLimit(_ items: ItemCounts, _ checked: CheckedLayout, windowed: Bool = false) -> UsageError? {
    let sections: Int
    switch checked {
    case .compositional(let m): sections = m.sections.count
    case .flow(let m): sections = m.sections.count
    }
    let total = items.total(declaredSections: sections)
    if windowed { return total > Limits.maxWindowItems ? .tooManyWindowItems(total: total) : nil }
    guard total > Limits.maxItems else { return nil }
    let each: Int? = if case .each(let n) = items { n } else { nil }
    return .tooManyItems(total: total, each: each, sections: sections)
  }

  /// The whole pipeline (`layoutc build`): frames and Swift in the first preview (or the one
  /// `--preview` picks), the picture in every one side by side.
  /// With `streamingFrames`, the frames JSON is left to `Outcome.write(to:)` (no 80 MB buffer).
  public static func build(_ file: SourceFile, options: BuildOptions, streamingFrames: Bool = false) -> Outcome {
    let built = build(
      file, resolve: options.resolve, emit: [options.emit], flags: options.container, swift: options.swift,
      streamingFrames: streamingFrames)
    return Outcome(bytes: built.contents[options.emit], diagnostics: built.diagnostics, usageError: built.usageError, frames: built.frames)
  }
}
