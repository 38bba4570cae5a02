import LayoutServer
import Testing

/// The protocol layer on its own: JSON in and out, Content-Length framing, message classification.
@Suite struct JSONTests {
  @Test(arguments: [
    (#"{"a":1,"b":[true,false,null],"c":"x"}"#, JSON.object([("a", 1), ("b", [true, false, nil]), ("c", "x")])),
    (#"  [ 1 , -2 , 3.5 , 1e2 , -0 ]  "#, JSON.array([1, -2, .double(3.5), .double(100), 0])),
    (#""caf\u00e9 \ud83d\ude00 \n\t\"\\\/""#, JSON.string("café 😀 \n\t\"\\/")),
    (#""lone \ud800 surrogate \udc00""#, JSON.string("lone \u{FFFD} surrogate \u{FFFD}")),
    (#"{}"#, JSON.object([])),
    (#"[]"#, JSON.array([])),
  ])
  func parses(_ text: String, _ expected: JSON) throws {
    #expect(try JSON.parse(text).get() == expected)
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "tru", "01", "1.", "\"unterminated", "\"bad \\q escape\"",
    "\"raw \n newline\"", "[1] 2", "{1:2}", "nul", "-", "\"\\u12\"",
  ])
  func rejects(_ text: String) {
    guard case .failure = JSON.parse(text) else {
      Issue.record("`\(text)` parsed")
      return
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    guard case .failure(let e) = JSON.parse(deep) else {
      Issue.record("100,000 levels parsed")
      return
    }
    #expect(e.message.contains("nested"))
    let fine = String(repeating: "[", count: JSON.maxDepth) + String(repeating: "]", count: JSON.maxDepth)
    #expect((try? JSON.parse(fine).get()) != nil)
  }

  @Test func writesCompactTextThatReadsBack() throws {
    let value: JSON = .object([
      ("s", "quote \" backslash \\ newline \n tab \t bell \u{7} café ☕ 😀"), ("n", 12), ("d", .double(0.25)),
      ("big", .double(1e300)), ("list", [nil, true, "x"]),
    ])
    #expect(value.text.contains(#""n":12"#))
    #expect(value.text.contains(#"\u0007"#))
    #expect(try JSON.parse(value.text).get() == value)
  }
}

@Suite struct FramingTests {
  /// Frames every message in `stream`, feeding it in chunks of `chunk` bytes.
  func frames(_ stream: [UInt8], chunk: Int = 1 << 20) -> [MessageFramer.Frame] {
    var framer = MessageFramer()
    var out: [MessageFramer.Frame] = []
    var i = 0
    while i < stream.count {
      framer.append(stream[i..<min(stream.count, i + chunk)])
      i += chunk
      while let f = framer.next() { out.append(f) }
    }
    return out
  }

  func body(_ s: String) -> MessageFramer.Frame { .body(Array(s.utf8)) }

  @Test(arguments: [1, 2, 3, 7, 1000])
  func splitsMessagesWhateverTheChunking(_ chunk: Int) {
    let a = #"{"jsonrpc":"2.0","method":"a"}"#
    let b = #"{"jsonrpc":"2.0","id":1,"method":"café ☕"}"#
    let stream = Array("Content-Length: \(a.utf8.count)\r\n\r\n\(a)Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:\(b.utf8.count)\r\n\r\n\(b)".utf8)
    #expect(frames(stream, chunk: chunk) == [body(a), body(b)])
  }

  @Test func framesWhatItWrites() {
    let message: JSON = .object([("jsonrpc", "2.0"), ("method", "x"), ("params", ["é"])])
    #expect(frames(MessageFramer.frame(message)) == [.body(Array(message.text.utf8))])
  }

  @Test func bareLineFeedsAreAccepted() {
    #expect(frames(Array("Content-Length: 2\n\n{}".utf8)) == [body("{}")])
  }

  @Test func aHeaderWithoutLengthIsSkippedAndReadingResumes() {
    let stream = Array("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8)
    let out = frames(stream)
    #expect(out.count == 2)
    guard case .malformed? = out.first else {
      Issue.record("expected a malformed frame first, got \(out)")
      return
    }
    #expect(out.last == body("{}"))
  }

  @Test(arguments: ["Content-Length: many", "Content-Length: -5", "Content-Length: 99999999999"])
  func badLengthsAreMalformed(_ header: String) {
    let out = frames(Array("\(header)\r\n\r\nContent-Length: 2\r\n\r\n[]".utf8))
    guard case .malformed? = out.first else {
      Issue.record("expected a malformed frame first, got \(out)")
      return
    }
    #expect(out.last == body("[]"))
  }

  @Test func aLengthShorterThanTheBodyCostsOnlyThatMessage() {
    // `Content-Length: 5` over a 7-byte body: the rest of the body runs into the next header
    // block, whose Content-Length line is still found.
    let stream = Array("Content-Length: 5\r\n\r\n{\"a\":1}\r\nContent-Length: 2\r\n\r\n{}".utf8)
    #expect(frames(stream) == [body("{\"a\":"), body("{}")])
  }

  /// RB2: a `Content-Length` longer than its body used to swallow the next message, and one longer
  /// than the rest of the stream made the server deaf for good. The next header line, which no
  /// JSON body can hold, ends the bad frame as soon as it arrives, whatever the chunking.
  @Test(arguments: [1, 2, 3, 7, 1000])
  func aLengthLongerThanTheBodyDoesNotSwallowTheNextMessage(_ chunk: Int) {
    let next = #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#
    for length in [60, 1000, 200_000_000] {
      let stream = Array("Content-Length: \(length)\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}Content-Type: a\r\ncontent-length:\(next.utf8.count)\r\n\r\n\(next)".utf8)
      let out = frames(stream, chunk: chunk)
      #expect(out.count == 2 && out.last == body(next), "Content-Length \(length): \(out)")
      guard case .malformed? = out.first else {
        Issue.record("expected a malformed frame first, got \(out)")
        continue
      }
    }
  }

  /// RB2: the rest of a body cut short runs into the next header block; its `Content-Length` is
  /// found mid-line, after colons of the body's own (headers used to be split at a line's first `:`).
  @Test func theNextLengthIsFoundMidLine() {
    let next = #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#
    let stream = Array("Content-Length: 10\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":7}Content-Length: \(next.utf8.count)\r\n\r\n\(next)".utf8)
    #expect(frames(stream) == [body(#"{"jsonrpc""#), body(next)])
    // A header block whose blank line is missing: the body's bytes end up in the next block.
    let noBlank = Array("Content-Length: 5\r\n{\"a\":1}Content-Length: \(next.utf8.count)\r\n\r\n\(next)".utf8)
    #expect(frames(noBlank) == [body(next)])
  }

  /// The watch for a header line never cuts a valid body: JSON may hold `Content-Length: 12` in a
  /// string and blank lines between tokens, but not the two together.
  @Test(arguments: [1, 5, 1000])
  func aValidBodyIsNeverCut(_ chunk: Int) {
    let json = "{\"text\":\r\n\r\n\"Content-Length: 12\",\n\"b\": \"content-length:\\n3\"}\n\n"
    let stream = Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)Content-Length: 2\r\n\r\n{}".utf8)
    #expect(frames(stream, chunk: chunk) == [body(json), body("{}")])
  }

  @Test func garbageWithoutHeadersIsDroppedInBoundedMemory() {
    var stream = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
    stream += Array("Content-Length: 2\r\n\r\n{}".utf8)
    let out = frames(stream, chunk: 4096)
    #expect(out.contains { if case .malformed = $0 { true } else { false } })
    #expect(out.last == body("{}"))
  }
}

@Suite struct IncomingTests {
  @Test func classifiesMessages() throws {
    func incoming(_ text: String) throws -> Incoming { Incoming(try JSON.parse(text).get()) }
    #expect(try incoming(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#) == .request(id: 1, method: "m", params: .object([])))
    #expect(try incoming(#"{"jsonrpc":"2.0","id":"a","method":"m"}"#) == .request(id: "a", method: "m", params: nil))
    #expect(try incoming(#"{"jsonrpc":"2.0","method":"n","params":[1]}"#) == .notification(method: "n", params: [1]))
    #expect(try incoming(#"{"jsonrpc":"2.0","id":null,"method":"n"}"#) == .notification(method: "n", params: nil))
    #expect(try incoming(#"{"jsonrpc":"2.0","id":3,"result":null}"#) == .response(id: 3))
    guard case .invalid(nil, _) = try incoming("[1,2]"), case .invalid(7?, _) = try incoming(#"{"id":7,"method":5}"#),
      case .invalid(nil, _) = try incoming(#"{"id":{},"method":"m"}"#), case .invalid(1?, _) = try incoming(#"{"id":1,"method":"m","params":3}"#),
      case .invalid(2?, _) = try incoming(#"{"id":2}"#)
    else {
      Issue.record("malformed messages were not classified as invalid")
      return
    }
  }
}
