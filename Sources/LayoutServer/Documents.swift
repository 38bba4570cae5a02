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
  /// The container diagnostics and hovers are computed at (the CLI's defaults: 390×844 @3x).
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
    cachedAnalysis = nil
    cachedSyntax = nil
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

  private var cachedAnalysis: DocumentAnalysis?
  private var cachedSyntax: Syntax?

  /// Everything derived from this version of the text, computed once: every feature reads it.
  var analysis: DocumentAnalysis {
    if let a = cachedAnalysis { return a }
    let a = DocumentAnalysis(file, container: options)
    cachedAnalysis = a
    return a
  }

  /// Exactly what `layoutc check` reports for this text.
  var diagnostics: [Diagnostic] { analysis.diagnostics }

  /// The syntax tree, and the `let`s it declares.
  struct Syntax {
    var document: Document
    /// Each `let` name's first declaration.
    var lets: [String: LetDecl]
  }

  var syntax: Syntax {
    if let s = cachedSyntax { return s }
    let document = analysis.document
    var lets: [String: LetDecl] = [:]
    for case .let(let l) in document.decls {
      if let name = l.name, lets[name.text] == nil { lets[name.text] = l }
    }
    let s = Syntax(document: document, lets: lets)
    cachedSyntax = s
    return s
  }

  /// What a written `w:`/`h:` resolves to at the default container, or why nothing does.
  enum DimensionLookup {
    /// Nil: nothing placed at the container uses it.
    case resolved(DimensionResolution?)
    /// The file has errors, or is a flow layout (whose sizes are points): nothing to resolve.
    case unavailable(String)
  }

  /// The `w:`/`h:` whose value is written at `range`, resolved from the cached model.
  func dimension(at range: SourceRange) -> DimensionLookup {
    let a = analysis
    switch a.checked {
    case .compositional(let model)?: return .resolved(Resolver.resolution(ofDimensionAt: range, in: model, options: a.resolveOptions))
    case .flow?: return .unavailable("a flow layout's sizes are points")
    case nil: return .unavailable("not resolved: the file has errors")
    }
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
