import LayoutServer

/// The language server fuzz target. An input that starts with `Content-Length` (a recorded
/// message stream, `*.lsp` in the corpus) is fed as it is; otherwise the first byte chooses how the
/// rest is used:
/// - even: raw bytes from the client, fed in three chunks split where the input says — framing,
///   headers, JSON and every handler reached through them;
/// - odd: the text of a document (`*.doc` in the corpus), opened, queried (hover, completion,
///   definition, references, symbols, formatting, semantic tokens at positions taken from the
///   input) and edited.
/// Whatever comes in, every byte the server writes must be well-formed frames of JSON.
public enum ServerFuzz {
  public static func run(_ bytes: [UInt8]) -> [String] {
    guard let first = bytes.first else { return [] }
    if bytes.starts(with: "Content-Length".utf8) { return raw(bytes) }
    let rest = Array(bytes.dropFirst())
    return first % 2 == 0 ? raw(rest) : document(rest)
  }

  static func raw(_ bytes: [UInt8]) -> [String] {
    var server = Server(version: "fuzz")
    let a = bytes.isEmpty ? 0 : Int(bytes[0]) * bytes.count / 256
    let b = a + (bytes.count - a) / 2
    var out: [UInt8] = []
    for chunk in [bytes[..<a], bytes[a..<b], bytes[b...]] { out += server.receive(chunk) }
    return framing(out)
  }

  static func document(_ bytes: [UInt8]) -> [String] {
    var server = Server(version: "fuzz")
    let uri = "file:///fuzz/test.layout"
    let text = String(decoding: bytes, as: UTF8.self)
    var id = 0
    var out: [UInt8] = []
    func send(_ method: String, _ params: JSON, request: Bool = true) {
      var fields: [(String, JSON)] = [("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)]
      if request {
        id += 1
        fields.insert(("id", .int(id)), at: 1)
      }
      out += server.receive(MessageFramer.frame(.object(fields)))
    }
    func position(_ k: Int) -> JSON {
      let byte = bytes.isEmpty ? 0 : Int(bytes[k % bytes.count])
      return .object([("line", .int(byte % 8)), ("character", .int(byte / 8))])
    }
    let document: JSON = .object([("uri", .string(uri))])
    send("initialize", .object([("capabilities", .object([]))]))
    send("initialized", .object([]), request: false)
    send("textDocument/didOpen", .object([("textDocument", .object([
      ("uri", .string(uri)), ("languageId", "layout"), ("version", 1), ("text", .string(text)),
    ]))]), request: false)
    for k in 0..<3 {
      for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/signatureHelp"] {
        send(method, .object([("textDocument", document), ("position", position(k))]))
      }
      send("textDocument/references", .object([
        ("textDocument", document), ("position", position(k)), ("context", .object([("includeDeclaration", true)])),
      ]))
    }
    for method in ["textDocument/documentSymbol", "textDocument/semanticTokens/full"] {
      send(method, .object([("textDocument", document)]))
    }
    send("textDocument/formatting", .object([
      ("textDocument", document), ("options", .object([("tabSize", 2), ("insertSpaces", true)])),
    ]))
    // An edit: the range between two input positions replaced by the input's first bytes.
    send("textDocument/didChange", .object([
      ("textDocument", .object([("uri", .string(uri)), ("version", 2)])),
      ("contentChanges", .array([.object([
        ("range", .object([("start", position(1)), ("end", position(2))])),
        ("text", .string(String(decoding: bytes.prefix(8), as: UTF8.self))),
      ])])),
    ]), request: false)
    send("textDocument/hover", .object([("textDocument", document), ("position", position(4))]))
    send("shutdown", .null)
    send("exit", .null, request: false)
    return framing(out)
  }

  /// `Content-Length: N\r\n\r\n` then N bytes of JSON, over and over, to the end.
  static func framing(_ out: [UInt8]) -> [String] {
    var i = 0
    let prefix = Array("Content-Length: ".utf8)
    while i < out.count {
      guard out[i...].starts(with: prefix) else { return ["output is not framed at byte \(i)"] }
      var j = i + prefix.count
      var n = 0
      while j < out.count, out[j] >= 0x30, out[j] <= 0x39 {
        n = n * 10 + Int(out[j] - 0x30)
        j += 1
      }
      guard out[j...].starts(with: Array("\r\n\r\n".utf8)), j + 4 + n <= out.count else { return ["a frame at byte \(i) is cut"] }
      let body = Array(out[(j + 4)..<(j + 4 + n)])
      if case .failure(let e) = JSON.parse(body) { return ["a frame at byte \(i) is not JSON: \(e.message)"] }
      i = j + 4 + n
    }
    return []
  }
}
