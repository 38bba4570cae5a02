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
    incremental = IncrementalAnalysis(file, container: options)
  }

  /// Replaces the text (a full-text change, or the result of applying ranged ones); `edit` says
  /// what changed when the caller knows (else it is found from the two texts).
  func update(text: [UInt8], version: Int?, edit: TextEdit? = nil) {
    if let version { self.version = version }
    let change = edit ?? TextEdit.between(file.bytes, text)
    file = SourceFile(name: file.name, bytes: text, editing: file, start: change.start, oldEnd: change.oldEnd, newEnd: change.newEnd)
    lines = LineIndex(text, editing: lines, start: change.start, oldEnd: change.oldEnd, newEnd: change.newEnd)
    cachedAnalysis = nil
    cachedSyntax = nil
    incremental.apply(change, giving: file)
  }

  /// Records the client's version without changing the text.
  func update(version: Int?) {
    if let version { self.version = version }
  }

  /// Applies an LSP change: `range` (nil for the whole text) replaced by `text`; the new text and
  /// the edit it is.
  func apply(range: SourceRange?, text: String) -> ([UInt8], TextEdit) {
    let inserted = Array(text.utf8)
    guard let range else { return (inserted, TextEdit.between(file.bytes, inserted)) }
    var bytes = file.bytes
    let s = min(max(0, range.start), bytes.count)
    let e = min(max(s, range.end), bytes.count)
    bytes.replaceSubrange(s..<e, with: inserted)
    return (bytes, TextEdit(start: s, oldEnd: e, newEnd: s + inserted.count))
  }

  // MARK: - Derived

  /// The diagnostics, kept up to date edit by edit (`didChange` re-analyses only what an edit touched).
  private var incremental: IncrementalAnalysis
  private var cachedAnalysis: DocumentAnalysis?
  private var cachedSyntax: Syntax?

  /// Everything derived from this version of the text, computed once: every feature reads it (the
  /// whole analysis the diagnostics came from when they came from one, else a new one on first use).
  var analysis: DocumentAnalysis {
    if let a = cachedAnalysis { return a }
    let a = incremental.whole ?? DocumentAnalysis(file, container: options)
    cachedAnalysis = a
    return a
  }

  /// Exactly what `layoutc check` reports for this text.
  var diagnostics: [Diagnostic] { incremental.diagnostics }

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

  /// What a written `w:`/`h:` resolves to in the file's first preview (the default container without
  /// one), or why nothing does.
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
