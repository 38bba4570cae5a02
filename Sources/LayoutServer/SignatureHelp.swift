import LayoutSemantics

extension Server {
  /// The labels of the argument list the cursor is in, from the schema: `item(w: size, h: size)`
  /// with the label being given highlighted; null outside an argument list.
  func signatureHelp(_ params: JSON) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return .null }
    let context = CompletionContext(doc: doc, offset: try offset(params, in: doc))
    let (owner, label): (String, String?)
    switch context.locate().0 {
    case .label(let o): (owner, label) = (o, nil)
    case .value(let o, let l?, _): (owner, label) = (o, l)
    default: return .null
    }
    let parameters = Vocabulary.labels(for: owner, in: context.kind)
    guard !parameters.isEmpty else { return .null }
    var text = owner + "("
    var infos: [JSON] = []
    for (i, p) in parameters.enumerated() {
      if i > 0 { text += ", " }
      let start = text.utf16.count
      text += "\(p.label): \(p.value.phrase)"
      infos.append(.object([
        ("label", .array([.int(start), .int(text.utf16.count)])),
        ("documentation", .object([("kind", "markdown"), ("value", .string(p.doc))])),
      ]))
    }
    text += ")"
    var signature: [(String, JSON)] = [("label", .string(text)), ("parameters", .array(infos))]
    if let d = Vocabulary.describe(owner) { signature.append(("documentation", .object([("kind", "markdown"), ("value", .string(d))]))) }
    let active = label.flatMap { l in parameters.firstIndex { $0.label == l } }
    if let active { signature.append(("activeParameter", .int(active))) }
    return .object([("signatures", [.object(signature)]), ("activeSignature", 0), ("activeParameter", .int(active ?? 0))])
  }
}
