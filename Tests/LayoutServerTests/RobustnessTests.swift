import LayoutServer
import Testing
import TestSupport

/// Seeded random input for the server: mangled byte streams and well-framed messages whose fields
/// have the wrong shapes. The server must answer in well-formed frames and never crash or stop.
@Suite struct RobustnessTests {
  static let uri = "file:///fuzz.layout"
  static let text = "layout L(scroll: vertical)\nlet a = item(w: 2/3, h: 1) inset 2\nsection s < group.horizontal(w: 1, h: 0.7w) < a item(w: 1/3) > >\n"
  static let methods = [
    "initialize", "initialized", "shutdown", "exit", "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave",
    "textDocument/didClose", "textDocument/hover", "textDocument/completion", "textDocument/definition",
    "textDocument/references", "textDocument/documentSymbol", "textDocument/formatting", "textDocument/codeAction",
    "$/cancelRequest", "workspace/symbol",
  ]

  /// A valid session, framed.
  static func session() -> [UInt8] {
    let position: JSON = .object([("line", 2), ("character", 30)])
    let doc: JSON = .object([("uri", .string(uri))])
    let messages: [JSON] = [
      .object([("jsonrpc", "2.0"), ("id", 1), ("method", "initialize"), ("params", .object([]))]),
      .object([("jsonrpc", "2.0"), ("method", "textDocument/didOpen"), ("params", .object([("textDocument", .object([("uri", .string(uri)), ("version", 1), ("text", .string(text))]))]))]),
      .object([("jsonrpc", "2.0"), ("method", "textDocument/didChange"), ("params", .object([
        ("textDocument", .object([("uri", .string(uri)), ("version", 2)])),
        ("contentChanges", [.object([("range", .object([("start", position), ("end", position)])), ("text", "é😀 ")])]),
      ]))]),
      .object([("jsonrpc", "2.0"), ("id", 2), ("method", "textDocument/hover"), ("params", .object([("textDocument", doc), ("position", position)]))]),
      .object([("jsonrpc", "2.0"), ("id", 3), ("method", "textDocument/completion"), ("params", .object([("textDocument", doc), ("position", position)]))]),
      .object([("jsonrpc", "2.0"), ("id", 4), ("method", "textDocument/formatting"), ("params", .object([("textDocument", doc)]))]),
      .object([("jsonrpc", "2.0"), ("id", 5), ("method", "textDocument/codeAction"), ("params", .object([
        ("textDocument", doc), ("range", .object([("start", position), ("end", position)])),
      ]))]),
    ]
    return messages.flatMap(MessageFramer.frame)
  }

  /// RB2: a client that sends a frame with a wrong `Content-Length`, then `initialize`, and waits
  /// for the answer gets it at once, without sending anything more.
  @Test(arguments: ["Content-Length: 100000", "Content-Length: 3", "Content-Length: 99999999999", "Content-Length: x", "Content-Length: 5\r\nX: y"])
  func aBadFrameThenInitializeIsAnswered(_ header: String) {
    var server = Server(version: "test")
    let initialize: JSON = .object([("jsonrpc", "2.0"), ("id", 1), ("method", "initialize"), ("params", .object([]))])
    let input = Array("\(header)\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}".utf8) + MessageFramer.frame(initialize)
    var framer = MessageFramer()
    framer.append(server.receive(input))
    var answers: [JSON] = []
    while case .body(let body)? = framer.next(), case .success(let json) = JSON.parse(body) { answers.append(json) }
    #expect(answers.contains { $0["id"] == 1 && $0["result"]?["capabilities"] != nil }, "\(answers.map(\.text))")
  }

  /// Feeds `stream` in random chunks and checks that every answer is a well-formed frame.
  func feed(_ stream: [UInt8], _ rng: inout SplitMix64) {
    var server = Server(version: "fuzz")
    var out: [UInt8] = []
    var i = 0
    while i < stream.count, server.exitCode == nil {
      let n = Int.random(in: 1...512, using: &rng)
      out += server.receive(stream[i..<min(stream.count, i + n)])
      i += n
    }
    var framer = MessageFramer()
    framer.append(out)
    while let frame = framer.next() {
      guard case .body(let body) = frame, case .success(let json) = JSON.parse(body), json["jsonrpc"] == "2.0" else {
        Issue.record("a malformed answer: \(frame)")
        return
      }
    }
  }

  @Test func mangledStreams() {
    var rng = SplitMix64(seed: 42)
    let valid = Self.session()
    for _ in 0..<300 {
      var stream = valid
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        let at = Int.random(in: 0..<stream.count, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: stream[at] = UInt8.random(in: 0...255, using: &rng)
        case 1: stream.remove(at: at)
        case 2: stream.insert(UInt8.random(in: 0...255, using: &rng), at: at)
        default: stream.removeSubrange(at..<min(stream.count, at + Int.random(in: 1...40, using: &rng)))
        }
        if stream.isEmpty { break }
      }
      feed(stream, &rng)
    }
  }

  /// Any JSON value, biased towards the shapes the server looks for.
  func value(_ depth: Int, _ rng: inout SplitMix64) -> JSON {
    let keys = ["textDocument", "uri", "position", "line", "character", "range", "start", "end", "text", "version",
                "contentChanges", "context", "only", "diagnostics", "includeDeclaration", "options", "params", "id"]
    switch Int.random(in: 0..<(depth > 3 ? 7 : 10), using: &rng) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &rng))
    case 2: return .int([0, 1, -1, 2, 40, Int.max, Int.min, Int.random(in: -100...100, using: &rng)].randomElement(using: &rng)!)
    case 3: return .double([0.5, -3.25, 1e300, -1e-300, 2.0].randomElement(using: &rng)!)
    case 4: return .string([Self.uri, "", "é😀", "section < item >", Self.text, "\u{0}\n\r"].randomElement(using: &rng)!)
    case 5: return .string(String(repeating: "<", count: Int.random(in: 0...100, using: &rng)))
    case 6: return .int(Int.random(in: 0...3, using: &rng))
    case 7: return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in value(depth + 1, &rng) })
    default:
      return .object((0..<Int.random(in: 0...4, using: &rng)).map { _ in (keys.randomElement(using: &rng)!, value(depth + 1, &rng)) })
    }
  }

  @Test func messagesWithWrongShapes() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<200 {
      var messages: [JSON] = [.object([("jsonrpc", "2.0"), ("id", 0), ("method", "initialize"), ("params", .object([]))])]
      messages.append(.object([("jsonrpc", "2.0"), ("method", "textDocument/didOpen"), ("params", .object([("textDocument", .object([("uri", .string(Self.uri)), ("text", .string(Self.text))]))]))]))
      for k in 0..<20 {
        var members: [(String, JSON)] = [("jsonrpc", "2.0"), ("method", .string(Self.methods.randomElement(using: &rng)!))]
        if Bool.random(using: &rng) { members.append(("id", Bool.random(using: &rng) ? .int(k + 1) : value(3, &rng))) }
        members.append(("params", value(0, &rng)))
        messages.append(.object(members))
      }
      feed(messages.flatMap(MessageFramer.frame), &rng)
    }
  }
}
