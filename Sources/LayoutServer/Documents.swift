import LayoutDriver
import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// One open document: its text at the client's latest version, and what has been computed from it.
/// Everything derived is computed on first use and dropped when the text changes, so a burst of
/// keystrokes costs only what is asked for.
final class OpenDocument {
  let uri: String
  private(set) var version: Int?
  private(set) var file: SourceFile
  private(set) var lines: LineIndex
  /// The container diagnostics and hovers are computed at when the file declares no preview (the
  /// CLI's defaults: 390×844 @3x); with previews, diagnostics are found in each and hovers show
  /// the first.
  let options: ResolveOptions

  init(uri: String, version: Int?, text: [UInt8], options: ResolveOptions) {
    self.uri = uri
    self.version = version
    self.options = options
    file = SourceFile(name: OpenDocument.path(fromURI: uri), bytes: text)
    lines = LineIndex(text)
  }

  /// Replaces the text (a full-text change, or the result of applying ranged ones).
  func update(text: [UInt8], version: Int?) {
    if let version { self.version = version }
    file = SourceFile(name: file.name, bytes: text)
    lines = LineIndex(text)
    cachedDiagnostics = nil
    cachedSyntax = nil
    cachedResolutions = nil
  }

  /// Records the client's version without changing the text.
  func update(version: Int?) {
    if let version { self.version = version }
  }

  /// Applies an LSP change: `range` (nil for the whole text) replaced by `text`.
  func apply(range: SourceRange?, text: String) -> [UInt8] {
    guard let range else { return Array(text.utf8) }
    var bytes = file.bytes
    let s = min(max(0, range.start), bytes.count)
    let e = min(max(s, range.end), bytes.count)
    bytes.replaceSubrange(s..<e, with: Array(text.utf8))
    return bytes
  }

  // MARK: - Derived

  private var cachedDiagnostics: [Diagnostic]?
  private var cachedSyntax: Syntax?
  private var cachedResolutions: Resolutions?

  /// Exactly what `layoutc check` reports for this text.
  var diagnostics: [Diagnostic] {
    if let d = cachedDiagnostics { return d }
    let d = Compilation.check(file, resolve: options)
    cachedDiagnostics = d
    return d
  }

  /// The syntax tree, and the `let`s it declares.
  struct Syntax {
    var document: Document
    /// Each `let` name's first declaration.
    var lets: [String: LetDecl]
  }

  var syntax: Syntax {
    if let s = cachedSyntax { return s }
    let (document, _) = Parser.parse(file)
    var lets: [String: LetDecl] = [:]
    for case .let(let l) in document.decls {
      if let name = l.name, lets[name.text] == nil { lets[name.text] = l }
    }
    let s = Syntax(document: document, lets: lets)
    cachedSyntax = s
    return s
  }

  /// What each written `w:`/`h:` resolved to in the file's first preview (the default container
  /// without one), or why nothing did.
  enum Resolutions {
    case resolved([SourceRange: DimensionResolution], in: Container)
    /// The file has errors, or is a flow layout (whose sizes are points): nothing to resolve.
    case unavailable(String)
  }

  var resolutions: Resolutions {
    if let r = cachedResolutions { return r }
    let r: Resolutions
    let analysis = Compilation.analyze(file, mode: options.mode)
    switch analysis.checked {
    case .compositional(let model)?:
      let container = Compilation.firstContainer(analysis, base: options)
      var o = container.resolve
      o.items = .each(1)
      let recorder = DimensionRecorder()
      o.dimensionRecorder = recorder
      _ = Resolver.resolve(model, options: o)
      r = .resolved(recorder.resolutions, in: container)
    case .flow?:
      r = .unavailable("a flow layout's sizes are points")
    case nil:
      r = .unavailable("not resolved: the file has errors")
    }
    cachedResolutions = r
    return r
  }

  // MARK: - URIs

  /// `file:///a/b%20c.layout` → `/a/b c.layout`; other URIs are used as they are.
  static func path(fromURI uri: String) -> String {
    guard uri.hasPrefix("file://") else { return uri }
    var path = uri.dropFirst("file://".count)
    // `file://host/path`: keep the path.
    if !path.hasPrefix("/"), let slash = path.firstIndex(of: "/") { path = path[slash...] }
    return percentDecoded(String(path))
  }

  static func percentDecoded(_ s: String) -> String {
    var out: [UInt8] = []
    let bytes = Array(s.utf8)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let v = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
        out.append(v)
        i += 3
      } else {
        out.append(bytes[i])
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
