import LayoutDriver
import LayoutEmit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `watch --serve`: the live preview on 127.0.0.1. `GET /` answers the last good page (with the
/// diagnostics of a later bad build over it) and a small script that asks `GET /version` every
/// 300 ms and reloads when a build has happened since the page was loaded. One thread accepts
/// and answers; requests are small and answered whole, so no client can hold the watch loop.
final class PreviewServer: @unchecked Sendable {
  private let socket: Int32
  /// The port it listens on (the one asked for, or the free one the system chose for 0).
  let port: UInt16
  private var lock = pthread_mutex_t()
  private var page: [UInt8] = []
  private var diagnostics: String?
  private var version = 0

  /// Binds 127.0.0.1:`port` (0: any free port); nil with the reason when it cannot.
  static func start(port: UInt16) -> Result<PreviewServer, PreviewServerError> {
    #if canImport(Darwin)
      let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { return .failure(PreviewServerError(port: port, reason: String(cString: strerror(errno)))) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      return .failure(PreviewServerError(port: port, reason: reason))
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    let server = PreviewServer(socket: fd, port: UInt16(bigEndian: address.sin_port))
    server.spawn()
    return .success(server)
  }

  private init(socket: Int32, port: UInt16) {
    self.socket = socket
    self.port = port
    pthread_mutex_init(&lock, nil)
  }

  var url: String { "http://127.0.0.1:\(port)/" }

  /// A good build's page: shown from now on, until the next good one.
  func show(page html: [UInt8]) {
    pthread_mutex_lock(&lock)
    page = html
    diagnostics = nil
    version += 1
    pthread_mutex_unlock(&lock)
  }

  /// A bad build: the last good page stays, with `text` (the rendered diagnostics) over it.
  func show(diagnostics text: String) {
    pthread_mutex_lock(&lock)
    diagnostics = text
    version += 1
    pthread_mutex_unlock(&lock)
  }

  private func snapshot() -> (page: [UInt8], diagnostics: String?, version: Int) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return (page, diagnostics, version)
  }

  /// The accepting thread runs for the rest of the process.
  private func spawn() {
    if let thread = startThread({ [self] in serve() }) { pthread_detach(thread) }
  }

  private func serve() {
    while true {
      let client = accept(socket, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      answer(client)
      close(client)
    }
  }

  /// Reads the request line (at most 8 KB of head, 2 s), writes the whole response.
  private func answer(_ client: Int32) {
    var timeout = timeval(tv_sec: 2, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 2048)
    while head.count < 8192, !head.contains(UInt8(ascii: "\n")) {
      let n = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      if n <= 0 { break }
      head += buffer[0..<n]
    }
    let line = head.split(separator: UInt8(ascii: "\n")).first.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let words = line.split(separator: " ")
    let path = words.count >= 2 && words[0] == "GET" ? String(words[1].split(separator: "?").first ?? "") : ""
    let now = snapshot()
    switch path {
    case "/":
      send(client, status: "200 OK", type: "text/html; charset=utf-8", body: Self.live(now.page, diagnostics: now.diagnostics, version: now.version))
    case "/version":
      send(client, status: "200 OK", type: "text/plain", body: Array(String(now.version).utf8))
    default:
      send(client, status: "404 Not Found", type: "text/plain", body: Array("not found\n".utf8))
    }
  }

  private func send(_ client: Int32, status: String, type: String, body: [UInt8]) {
    let head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
    var bytes = Array(head.utf8) + body
    var sent = 0
    while sent < bytes.count {
      let n = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        #if canImport(Darwin)
          return Darwin.send(client, base + sent, raw.count - sent, 0)
        #else
          return Glibc.send(client, base + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        #endif
      }
      if n <= 0 { return }
      sent += n
    }
  }

  /// The page as served: the reload script, and the diagnostics of a bad build over the last good
  /// picture (or alone, before any good build).
  static func live(_ page: [UInt8], diagnostics: String?, version: Int) -> [UInt8] {
    var extra = Array("""
      <script>(function(){var v=\(version);setInterval(function(){fetch('/version',{cache:'no-store'}).then(function(r){return r.text()}).then(function(t){if(+t!==v)location.reload()}).catch(function(){})},300)})()</script>
      """.utf8)
    if let diagnostics {
      extra += Array("<pre id=\"layoutc-diagnostics\" style=\"position:fixed;left:0;right:0;top:0;margin:0;padding:12px;max-height:50%;overflow:auto;background:#fff3f3;color:#900;border-bottom:2px solid #c00;font:12px ui-monospace,monospace;z-index:1000\">".utf8)
      extra += HTMLEmitter.escaped(diagnostics)
      extra += Array("</pre>".utf8)
    }
    guard !page.isEmpty else {
      return Array("<!doctype html><html><head><meta charset=\"utf-8\"><title>layoutc</title></head><body>".utf8) + extra + Array("</body></html>".utf8)
    }
    // Before the last `</body>`, or at the end.
    let close = Array("</body>".utf8)
    var i = page.count - close.count
    while i >= 0, !page[i..<(i + close.count)].elementsEqual(close) { i -= 1 }
    return i >= 0 ? Array(page[..<i]) + extra + Array(page[i...]) : page + extra
  }
}

/// Why `--serve` could not listen.
struct PreviewServerError: Error {
  var port: UInt16
  var reason: String
  var message: String { "cannot serve on 127.0.0.1:\(port): \(reason)" }
}
