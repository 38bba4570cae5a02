import LayoutSource
import LayoutSyntax

extension Formatter {
  /// Each top-level `preview` declaration of `document`, in order, exactly as `format` prints it
  /// (without its comment): the header of the generated Swift records them (`// layoutc: preview …`).
  public static func previewLines(_ file: SourceFile, parsed document: Document) -> [String] {
    let f = Formatter(file: file, comments: document.comments)
    return document.decls.compactMap { decl in
      guard case .preview(let p) = decl else { return nil }
      return f.preview(p)
    }
  }
}
