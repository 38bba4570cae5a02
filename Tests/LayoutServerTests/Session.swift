import Foundation
import LayoutServer
import Testing

/// The one helper the handler tests go through: a server in process, spoken to in JSON-RPC
/// messages, with the client's bookkeeping (ids, versions, the latest diagnostics per document).
struct Session {
  var server = Server(version: "test")
  var nextID = 1
  var version = 0
  /// The latest `publishDiagnostics` params per URI.
  var published: [String: JSON] = [:]
  /// Every notification received, in order.
  var notifications: [JSON] = []

  static let uri = "file:///work/test.layout"

  init(initialize: Bool = true) {
    if initialize {
      _ = request("initialize", .object([("capabilities", .object([]))]))
      notify("initialized", .object([]))
    }
  }

  /// Sends any message; returns what came back and files the notifications.
  @discardableResult
  mutating func send(_ message: JSON) -> [JSON] {
    let out = server.handle(message: message)
    for m in out where m["method"] != nil {
      notifications.append(m)
      if m["method"]?.string == "textDocument/publishDiagnostics", let p = m["params"], let uri = p["uri"]?.string {
        published[uri] = p
      }
    }
    return out
  }

  /// A request's response message (`result` or `error`).
  @discardableResult
  mutating func request(_ method: String, _ params: JSON) -> JSON {
    let id = nextID
    nextID += 1
    let out = send(.object([("jsonrpc", "2.0"), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
    let responses = out.filter { $0["id"] == .int(id) }
    #expect(responses.count == 1, "expected one response to \(method), got \(out.map(\.text))")
    return responses.first ?? .null
  }

  /// A request's `result`, recording an issue if it was an error.
  mutating func result(_ method: String, _ params: JSON, sourceLocation: SourceLocation = #_sourceLocation) -> JSON {
    let response = request(method, params)
    #expect(response["error"] == nil, "\(method) failed: \(response.text)", sourceLocation: sourceLocation)
    return response["result"] ?? .null
  }

  mutating func notify(_ method: String, _ params: JSON) {
    send(.object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)]))
  }

  /// Opens a document and returns its diagnostics.
  @discardableResult
  mutating func open(_ text: String, uri: String = Session.uri) -> [JSON] {
    version += 1
    notify("textDocument/didOpen", .object([("textDocument", .object([
      ("uri", .string(uri)), ("languageId", "layout"), ("version", .int(version)), ("text", .string(text)),
    ]))]))
    return diagnostics(uri)
  }

  /// Replaces the whole text (full sync) and returns the diagnostics.
  @discardableResult
  mutating func change(_ text: String, uri: String = Session.uri) -> [JSON] {
    version += 1
    notify("textDocument/didChange", .object([
      ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
      ("contentChanges", [.object([("text", .string(text))])]),
    ]))
    return diagnostics(uri)
  }

  func diagnostics(_ uri: String = Session.uri) -> [JSON] { published[uri]?["diagnostics"]?.array ?? [] }

  /// `{textDocument, position}` for the `occurrence`-th match of `needle` in `text`, `shift` UTF-16
  /// units into it.
  static func at(_ needle: String, in text: String, shift: Int = 0, occurrence: Int = 0, uri: String = Session.uri) -> JSON {
    .object([("textDocument", .object([("uri", .string(uri))])), ("position", position(of: needle, in: text, shift: shift, occurrence: occurrence))])
  }

  static func position(of needle: String, in text: String, shift: Int = 0, occurrence: Int = 0) -> JSON {
    var searchFrom = text.startIndex
    var found: Range<String.Index>?
    for _ in 0...occurrence {
      found = text.range(of: needle, range: searchFrom..<text.endIndex)
      guard let f = found else { break }
      searchFrom = text.index(after: f.lowerBound)
    }
    guard let found else {
      Issue.record("`\(needle)` not in the text")
      return .object([("line", 0), ("character", 0)])
    }
    let before = text[..<found.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    let character = text[lineStart..<found.lowerBound].utf16.count + shift
    return .object([("line", .int(line)), ("character", .int(character))])
  }

  static func document(_ uri: String = Session.uri) -> JSON { .object([("textDocument", .object([("uri", .string(uri))]))]) }
}

/// The package root, from this file's path.
enum Paths {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let samples = packageRoot.appendingPathComponent("Samples")

  static func sample(_ name: String) throws -> String {
    try String(contentsOf: samples.appendingPathComponent(name + ".layout"), encoding: .utf8)
  }

  static var sampleNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? [])
      .filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(7)) }.sorted()
  }

  /// The built `layoutc`: beside the test bundle, or in the package's `.build/debug`.
  static let binary: URL? = {
    let fm = FileManager.default
    var candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("layoutc") }.first { url in
      var isDirectory: ObjCBool = false
      return fm.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue && fm.isExecutableFile(atPath: url.path)
    }
  }()
}
