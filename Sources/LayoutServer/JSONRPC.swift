// JSON-RPC 2.0 over a byte stream with LSP's base protocol framing: a header block
// (`Content-Length: N`, optionally `Content-Type`), a blank line, then N bytes of JSON.

/// Splits a byte stream into framed message bodies. It never fails: a header block without a
/// usable `Content-Length` is reported and skipped, and reading resynchronises at the next header
/// block, so one bad frame costs one message, not the session.
///
/// A wrong `Content-Length` must not make the server deaf. Too long, it would swallow the next
/// message (and a client waiting for the answer would wait forever), so a pending body is watched
/// for a `Content-Length: N` line, which no JSON text can hold (outside a string its letters are
/// not JSON; inside one, the raw line break is not allowed): the frame is reported as malformed
/// and reading resumes at that header. Too short, the rest of its body runs into the next header
/// block, whose `Content-Length` is found wherever it is on its line.
public struct MessageFramer: Sendable {
  /// What the stream yielded.
  public enum Frame: Sendable, Equatable {
    /// A complete body (its JSON is not checked here).
    case body([UInt8])
    /// A header block that frames nothing usable; the reason, for the log.
    case malformed(String)
  }

  /// The largest body accepted; a larger `Content-Length` is treated as malformed framing.
  public static let maxBodyBytes = 256 << 20
  /// The longest header block: more bytes without a blank line is garbage, and is dropped.
  public static let maxHeaderBytes = 16 << 10

  private var buffer: [UInt8] = []
  /// Bytes of `buffer` already consumed.
  private var consumed = 0
  /// Where the search for the end of the header block resumes (an absolute index into `buffer`).
  private var scanFrom = 0
  /// The body length once a header block has been read.
  private var pendingLength: Int?
  /// Where the search of a pending body for a header line resumes (an absolute index).
  private var bodyScanFrom = 0

  public init() {}

  public mutating func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
    // Drop consumed bytes once they dominate, so a long session does not grow the buffer.
    if consumed > 0, consumed >= buffer.count / 2 {
      buffer.removeFirst(consumed)
      scanFrom -= consumed
      bodyScanFrom -= consumed
      consumed = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next frame, or nil when more bytes are needed.
  public mutating func next() -> Frame? {
    while true {
      if let length = pendingLength {
        let bodyEnd = consumed + length
        let (header, resume) = MessageFramer.headerLine(in: buffer, from: max(bodyScanFrom, consumed), startingBefore: bodyEnd)
        if let header {
          // The body holds the next message's header: its length was wrong.
          consumed = header
          scanFrom = header
          pendingLength = nil
          return .malformed("a Content-Length of \(length) that runs into the next header block")
        }
        bodyScanFrom = resume
        // Wait while a candidate header line is cut off by the end of what has arrived (a valid
        // body never ends in one) or the body is incomplete.
        guard resume >= bodyEnd, buffer.count >= bodyEnd else { return nil }
        let body = Array(buffer[consumed..<(consumed + length)])
        consumed += length
        scanFrom = consumed
        pendingLength = nil
        return .body(body)
      }
      guard let (headerEnd, next) = findHeaderEnd() else {
        if buffer.count - consumed > MessageFramer.maxHeaderBytes {
          // Garbage with no blank line: keep only a tail that may hold the start of a header.
          let keep = 32
          consumed = buffer.count - keep
          scanFrom = consumed
          return .malformed("no header block in \(MessageFramer.maxHeaderBytes) bytes")
        }
        return nil
      }
      let header = buffer[consumed..<headerEnd]
      consumed = next
      scanFrom = next
      switch MessageFramer.contentLength(in: header) {
      case .success(let length):
        pendingLength = length
        bodyScanFrom = next
      case .failure(let reason): return .malformed(reason.message)
      }
    }
  }

  /// The end of the header block (`\r\n\r\n`; a bare `\n\n` is accepted too) and where the body
  /// starts.
  private mutating func findHeaderEnd() -> (Int, Int)? {
    var i = max(scanFrom, consumed)
    while i < buffer.count {
      if buffer[i] == 0x0A {
        if i + 1 < buffer.count, buffer[i + 1] == 0x0A { return (i, i + 2) }
        if i + 2 < buffer.count, buffer[i + 1] == 0x0D, buffer[i + 2] == 0x0A { return (i > consumed && buffer[i - 1] == 0x0D ? i - 1 : i, i + 3) }
      }
      i += 1
    }
    // Resume just before the end next time: the terminator may be split across reads.
    scanFrom = max(consumed, buffer.count - 3)
    return nil
  }

  struct FramingError: Error { var message: String }

  static let headerName = Array("content-length".utf8)

  /// Where `content-length` (any case) followed by `:` starts at `i`, the index after the colon;
  /// nil when it does not, `.max` when `bytes` ends before that can be told.
  static func headerName(in bytes: [UInt8], at i: Int, end: Int) -> Int? {
    var j = i
    for c in headerName {
      guard j < end else { return .max }
      let b = bytes[j]
      guard (b >= 0x41 && b <= 0x5A ? b | 0x20 : b) == c else { return nil }
      j += 1
    }
    while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
    guard j < end else { return .max }
    return bytes[j] == UInt8(ascii: ":") ? j + 1 : nil
  }

  /// The first `Content-Length: N` line that starts in `bytes[from..<limit]` (its start), which
  /// valid JSON cannot contain, and where a later search may resume: at a candidate cut off by the
  /// end of `bytes`, else at `limit` or the end of `bytes`, whichever comes first.
  static func headerLine(in bytes: [UInt8], from: Int, startingBefore limit: Int) -> (Int?, Int) {
    let end = bytes.count
    var i = from
    while i < min(limit, end) {
      guard let afterColon = headerName(in: bytes, at: i, end: end) else {
        i += 1
        continue
      }
      if afterColon == .max { return (nil, i) }
      var j = afterColon
      while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
      let digits = j
      while j < end, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
      while j < end, j > digits, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
      if j == end { return (nil, i) }
      if j > digits, bytes[j] == 0x0D || bytes[j] == 0x0A { return (i, i) }
      i += 1
    }
    return (nil, i)
  }

  /// The `Content-Length` of a header block: its last `Content-Length:`, wherever it is on its
  /// line, so the rest of a body cut short (which may hold colons of its own) does not hide it.
  static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, FramingError> {
    let bytes = Array(header)
    var value: Substring?
    var i = 0
    while i < bytes.count {
      if let afterColon = headerName(in: bytes, at: i, end: bytes.count), afterColon != .max {
        var lineEnd = afterColon
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        value = Substring(String(decoding: bytes[afterColon..<lineEnd], as: UTF8.self)).trimmingSpaces()
        i = lineEnd
      } else {
        i += 1
      }
    }
    guard let value else { return .failure(FramingError(message: "a header block without Content-Length")) }
    guard let length = Int(value), length >= 0 else { return .failure(FramingError(message: "a Content-Length that is not a number")) }
    guard length <= maxBodyBytes else { return .failure(FramingError(message: "a Content-Length of \(length) bytes, over the limit")) }
    return .success(length)
  }

  /// A message framed for the wire.
  public static func frame(_ message: JSON) -> [UInt8] {
    let body = message.bytes
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

extension Substring {
  func trimmingSpaces() -> Substring {
    var s = self
    while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" { s.removeLast() }
    return s
  }
}

// MARK: - Messages

/// A JSON-RPC message as the server sees it.
public enum Incoming: Sendable, Equatable {
  case request(id: JSON, method: String, params: JSON?)
  case notification(method: String, params: JSON?)
  /// A response to a request the server sent (it sends none, so these are ignored).
  case response(id: JSON)
  /// Valid JSON that is not a JSON-RPC message; `id` when one could be read, for the error reply.
  case invalid(id: JSON?, reason: String)

  /// Classifies a parsed body.
  public init(_ json: JSON) {
    guard json.isObject else {
      self = .invalid(id: nil, reason: "a message must be a JSON object")
      return
    }
    var id = json["id"]
    if let i = id {
      switch i {
      case .int, .string, .double: break
      case .null: id = nil
      default:
        self = .invalid(id: nil, reason: "`id` must be a number or a string")
        return
      }
    }
    if let method = json["method"] {
      guard let name = method.string else {
        self = .invalid(id: id, reason: "`method` must be a string")
        return
      }
      let params = json["params"]
      if let p = params, p != .null, !p.isObject, p.array == nil {
        self = .invalid(id: id, reason: "`params` must be an object or an array")
        return
      }
      self = id.map { .request(id: $0, method: name, params: params) } ?? .notification(method: name, params: params)
      return
    }
    if let id, json["result"] != nil || json["error"] != nil {
      self = .response(id: id)
      return
    }
    self = .invalid(id: id, reason: "a message needs a `method`")
  }
}

/// A JSON-RPC error reply.
public struct ResponseError: Error, Sendable, Equatable {
  public var code: Int
  public var message: String

  public init(_ code: Int, _ message: String) {
    self.code = code
    self.message = message
  }

  public static let parseError = -32700
  public static let invalidRequest = -32600
  public static let methodNotFound = -32601
  public static let invalidParams = -32602
  public static let internalError = -32603
  public static let serverNotInitialized = -32002
  public static let requestFailed = -32803

  public static func invalidParams(_ message: String) -> ResponseError { ResponseError(invalidParams, message) }
}

/// Builders for the three kinds of outgoing message.
public enum Outgoing {
  public static func response(id: JSON, result: JSON) -> JSON {
    .object([("jsonrpc", "2.0"), ("id", id), ("result", result)])
  }

  public static func error(id: JSON?, _ e: ResponseError) -> JSON {
    .object([("jsonrpc", "2.0"), ("id", id ?? .null), ("error", .object([("code", .int(e.code)), ("message", .string(e.message))]))])
  }

  public static func notification(_ method: String, _ params: JSON) -> JSON {
    .object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)])
  }
}
