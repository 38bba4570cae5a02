import Foundation
import LayoutServer
import Testing

/// The built `layoutc lsp` on real standard input and output: exit codes, and survival of what a
/// broken client might send.
@Suite struct StdioTests {
  /// What one run produced.
  struct Run {
    var status: Int32
    var signaled: Bool
    var timedOut: Bool
    var messages: [JSON]
    var stderr: String
  }

  /// Runs `layoutc lsp` on `input` (then end of input), killing it after `timeout` seconds. Files, not
  /// pipes, carry the streams, so neither side can block the other.
  static func run(_ input: [UInt8], arguments: [String] = ["lsp"], timeout: Double = 60) throws -> Run {
    let binary = try #require(Paths.binary, "layoutc is not built beside the tests")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let inURL = dir.appendingPathComponent("in"), outURL = dir.appendingPathComponent("out"), errURL = dir.appendingPathComponent("err")
    try Data(input).write(to: inURL)
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let stdin = try FileHandle(forReadingFrom: inURL), stdout = try FileHandle(forWritingTo: outURL), stderr = try FileHandle(forWritingTo: errURL)
    defer { try? stdin.close(); try? stdout.close(); try? stderr.close() }
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    let timedOut = done.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      process.terminate()
      process.waitUntilExit()
    }
    var framer = MessageFramer()
    framer.append(Array(try Data(contentsOf: outURL)))
    var messages: [JSON] = []
    // Only the server speaks in frames; `--help` and usage errors are plain text.
    while arguments == ["lsp"], let frame = framer.next() {
      guard case .body(let body) = frame, case .success(let json) = JSON.parse(body) else {
        Issue.record("the server wrote a bad frame: \(frame)")
        continue
      }
      messages.append(json)
    }
    return Run(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
      messages: messages, stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  static func frames(_ messages: [JSON]) -> [UInt8] { messages.flatMap(MessageFramer.frame) }

  static func request(_ id: Int, _ method: String, _ params: JSON = .object([])) -> JSON {
    .object([("jsonrpc", "2.0"), ("id", .int(id)), ("method", .string(method)), ("params", params)])
  }

  static func notification(_ method: String, _ params: JSON = .object([])) -> JSON {
    .object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)])
  }

  @Test func exitsZeroAfterShutdownAndExit() throws {
    let run = try Self.run(Self.frames([Self.request(1, "initialize"), Self.notification("initialized"), Self.request(2, "shutdown"), Self.notification("exit")]))
    #expect(run.status == 0 && !run.signaled && !run.timedOut)
    #expect(run.messages.map { $0["id"] } == [1, 2])
  }

  @Test func exitsOneWithoutShutdownOrAtTheEndOfInput() throws {
    let exitOnly = try Self.run(Self.frames([Self.request(1, "initialize"), Self.notification("exit")]))
    #expect(exitOnly.status == 1 && !exitOnly.signaled)
    let eof = try Self.run(Self.frames([Self.request(1, "initialize")]))
    #expect(eof.status == 1 && !eof.signaled)
    let nothing = try Self.run([])
    #expect(nothing.status == 1 && !nothing.signaled)
  }

  @Test func survivesGarbageAndKeepsAnswering() throws {
    var input = Self.frames([Self.request(1, "initialize")])
    input += Array("this is not a header\r\n\r\n".utf8)
    input += Array("Content-Length: 12\r\n\r\n{\"broken\": [".utf8)
    input += Array("Content-Length: banana\r\n\r\n".utf8)
    input += Array("Content-Length: 4\r\n\r\n[1,2".utf8)
    input += [0xFF, 0xFE, 0x00, 0x0D, 0x0A, 0x0D, 0x0A]
    input += Self.frames([
      Self.request(2, "no/such/method"),
      Self.notification("textDocument/didOpen", .object([("textDocument", .object([("uri", "file:///x.layout"), ("version", 1), ("text", "section < item(w: ☕) >")]))])),
      Self.request(3, "textDocument/hover", .object([("textDocument", .object([("uri", "file:///x.layout")])), ("position", .object([("line", 40), ("character", -2)]))])),
      Self.request(4, "shutdown"),
      Self.notification("exit"),
    ])
    let run = try Self.run(input)
    #expect(run.status == 0 && !run.signaled && !run.timedOut, "\(run.stderr)")
    let ids = run.messages.compactMap { $0["id"] }
    #expect(ids.contains(2) && ids.contains(3) && ids.contains(4))
    #expect(run.messages.first { $0["id"] == 2 }?["error"]?["code"] == .int(ResponseError.methodNotFound))
    #expect(run.messages.contains { $0["error"]?["code"] == .int(ResponseError.parseError) })
    #expect(run.messages.contains { $0["method"] == "textDocument/publishDiagnostics" })
  }

  /// The must-hold once more, through the binary: every keystroke of a sample in one stream.
  @Test func typingASampleThroughTheBinary() throws {
    let text = try Paths.sample("photo-grid")
    var messages = [
      Self.request(1, "initialize"),
      Self.notification("textDocument/didOpen", .object([("textDocument", .object([("uri", "file:///p.layout"), ("version", 0), ("text", "")]))])),
    ]
    var typed = ""
    for (i, c) in text.enumerated() {
      typed.append(c)
      messages.append(Self.notification("textDocument/didChange", .object([
        ("textDocument", .object([("uri", "file:///p.layout"), ("version", .int(i + 1))])),
        ("contentChanges", [.object([("text", .string(typed))])]),
      ])))
    }
    messages += [Self.request(2, "shutdown"), Self.notification("exit")]
    let run = try Self.run(Self.frames(messages))
    #expect(run.status == 0 && !run.signaled && !run.timedOut, "\(run.stderr)")
    let last = run.messages.last { $0["method"] == "textDocument/publishDiagnostics" }
    #expect(last?["params"]?["version"] == .int(text.count))
    #expect(last?["params"]?["diagnostics"] == [])
  }

  @Test func helpAndUsage() throws {
    let help = try Self.run([], arguments: ["lsp", "--help"])
    #expect(help.status == 0)
    let extra = try Self.run([], arguments: ["lsp", "file.layout"])
    #expect(extra.status == 2 && extra.stderr.contains("lsp takes no FILE"))
  }
}
