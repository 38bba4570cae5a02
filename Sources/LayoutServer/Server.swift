#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutSemantics
import LayoutSource

/// The language server: a main loop over a closed set of events (rust-analyzer's main_loop.rs).
/// Bytes come in, framed messages go out; the state lives here and nothing else does IO except
/// `serveStdio`. Diagnostics are published after each batch of input, so a burst of changes that
/// arrive together is checked once.
public struct Server {
  /// Everything that can happen to the server.
  public enum Event: Sendable, Equatable {
    /// A framed body that parsed as JSON.
    case message(JSON)
    /// A framed body that is not JSON: answered with a parse error.
    case unparsable(String)
    /// A header block that frames nothing: logged, not answered (there is no id to answer).
    case badFraming(String)
    /// The client closed the input.
    case inputClosed
  }

  /// The version `initialize` reports.
  public let version: String
  /// The container diagnostics and hovers use.
  public let resolveOptions: ResolveOptions

  var framer = MessageFramer()
  var documents: [String: OpenDocument] = [:]
  /// Documents whose diagnostics are due, in the order they changed.
  var dirty: [String] = []
  var initialized = false
  var shutdownRequested = false
  /// Set once the server must stop: 0 after `shutdown` then `exit`, 1 otherwise.
  public private(set) var exitCode: Int32?
  /// Messages for the client, in order.
  var outbox: [JSON] = []
  /// Lines for standard error (the client's log).
  public internal(set) var log: [String] = []

  public init(version: String, resolveOptions: ResolveOptions = ResolveOptions()) {
    self.version = version
    self.resolveOptions = resolveOptions
  }

  // MARK: - The loop

  /// Feeds bytes from the client and returns the bytes to send back.
  public mutating func receive<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
    framer.append(bytes)
    while exitCode == nil, let frame = framer.next() {
      switch frame {
      case .body(let body):
        switch JSON.parse(body) {
        case .success(let json): handle(.message(json))
        case .failure(let e): handle(.unparsable("\(e.message) at byte \(e.offset)"))
        }
      case .malformed(let reason): handle(.badFraming(reason))
      }
    }
    return drain()
  }

  /// Handles one message and returns what the client receives (tests call this directly).
  public mutating func handle(message: JSON) -> [JSON] {
    handle(.message(message))
    publishDiagnostics()
    defer { outbox = [] }
    return outbox
  }

  /// Publishes what is due and frames the outbox.
  mutating func drain() -> [UInt8] {
    publishDiagnostics()
    var out: [UInt8] = []
    for m in outbox { out += MessageFramer.frame(m) }
    outbox = []
    return out
  }

  public mutating func handle(_ event: Event) {
    switch event {
    case .message(let json):
      dispatch(Incoming(json))
    case .unparsable(let reason):
      log.append("layoutc lsp: a message that is not JSON: \(reason)")
      outbox.append(Outgoing.error(id: nil, ResponseError(ResponseError.parseError, "parse error: \(reason)")))
    case .badFraming(let reason):
      log.append("layoutc lsp: skipped \(reason)")
    case .inputClosed:
      exitCode = shutdownRequested ? 0 : 1
    }
  }

  mutating func dispatch(_ message: Incoming) {
    switch message {
    case .request(let id, let method, let params):
      let result: Result<JSON, ResponseError>
      if !initialized, method != "initialize" {
        result = .failure(ResponseError(ResponseError.serverNotInitialized, "the server is not initialized"))
      } else if shutdownRequested {
        result = .failure(ResponseError(ResponseError.invalidRequest, "the server is shutting down"))
      } else {
        result = request(method, params ?? .null)
      }
      switch result {
      case .success(let value): outbox.append(Outgoing.response(id: id, result: value))
      case .failure(let e): outbox.append(Outgoing.error(id: id, e))
      }
    case .notification(let method, let params):
      if method == "exit" {
        exitCode = shutdownRequested ? 0 : 1
        return
      }
      // Before `initialize` and after `shutdown`, notifications other than `exit` are dropped.
      guard initialized, !shutdownRequested else { return }
      notification(method, params ?? .null)
    case .response:
      break
    case .invalid(let id, let reason):
      log.append("layoutc lsp: invalid message: \(reason)")
      outbox.append(Outgoing.error(id: id, ResponseError(ResponseError.invalidRequest, reason)))
    }
  }

  /// Requests: a result or an error, never a crash.
  mutating func request(_ method: String, _ params: JSON) -> Result<JSON, ResponseError> {
    do throws(ResponseError) {
      switch method {
      case "initialize": return .success(try initialize(params))
      case "shutdown":
        shutdownRequested = true
        return .success(.null)
      case "textDocument/hover": return .success(try hover(params))
      case "textDocument/completion": return .success(try completion(params))
      case "textDocument/definition": return .success(try definition(params))
      case "textDocument/references": return .success(try references(params))
      case "textDocument/documentSymbol": return .success(try documentSymbols(params))
      case "textDocument/formatting": return .success(try formatting(params))
      case "textDocument/codeAction": return .success(try codeActions(params))
      case "textDocument/signatureHelp": return .success(try signatureHelp(params))
      case "textDocument/semanticTokens/full": return .success(try semanticTokens(params, ranged: false))
      case "textDocument/semanticTokens/range": return .success(try semanticTokens(params, ranged: true))
      default: return .failure(ResponseError(ResponseError.methodNotFound, "unknown method `\(method)`"))
      }
    } catch {
      return .failure(error)
    }
  }

  /// Notifications: unknown ones and malformed ones are ignored (there is no one to tell but the log).
  mutating func notification(_ method: String, _ params: JSON) {
    switch method {
    case "textDocument/didOpen": didOpen(params)
    case "textDocument/didChange": didChange(params)
    case "textDocument/didSave": didSave(params)
    case "textDocument/didClose": didClose(params)
    default: break
    }
  }

  mutating func markDirty(_ uri: String) {
    if !dirty.contains(uri) { dirty.append(uri) }
  }

  /// `textDocument/publishDiagnostics` for every document that changed since the last batch.
  mutating func publishDiagnostics() {
    for uri in dirty {
      guard let doc = documents[uri] else {
        outbox.append(Outgoing.notification("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", [])])))
        continue
      }
      let diagnostics = doc.diagnostics.map { DiagnosticConversion.lsp($0, uri: uri, lines: doc.lines) }
      var params: [(String, JSON)] = [("uri", .string(uri))]
      if let v = doc.version { params.append(("version", .int(v))) }
      params.append(("diagnostics", .array(diagnostics)))
      outbox.append(Outgoing.notification("textDocument/publishDiagnostics", .object(params)))
    }
    dirty = []
  }

  /// Log lines so far, handed over once.
  public mutating func takeLog() -> [String] {
    defer { log = [] }
    return log
  }

  // MARK: - Standard input and output

  /// Serves on standard input and output until `exit` or the end of input; returns the exit code
  /// (0 after `shutdown`, 1 otherwise). Log lines go to standard error.
  public static func serveStdio(version: String) -> Int32 {
    // A client that goes away must not kill the server with SIGPIPE mid-write.
    signal(SIGPIPE, SIG_IGN)
    var server = Server(version: version)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while server.exitCode == nil {
      let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if n < 0, errno == EINTR { continue }
      if n <= 0 {
        server.handle(.inputClosed)
        break
      }
      let out = server.receive(buffer[0..<n])
      for line in server.takeLog() { write(2, line + "\n") }
      if !write(1, out) { break }
    }
    return server.exitCode ?? 1
  }

  /// Writes all of `bytes` to `fd`; false when the other end is gone.
  @discardableResult
  static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { raw in
        #if canImport(Glibc)
        Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
        #else
        Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
        #endif
      }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { return false }
      offset += n
    }
    return true
  }

  @discardableResult
  static func write(_ fd: Int32, _ text: String) -> Bool { write(fd, Array(text.utf8)) }
}
