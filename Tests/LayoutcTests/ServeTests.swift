import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `watch --serve`: the live preview over HTTP on 127.0.0.1, reloaded after every build, keeping
/// the last good picture (with the diagnostics over it) when a save has errors.
@Suite struct ServeTests {
  /// `GET path` from 127.0.0.1:`port`: the status code and the body (nil when nothing answered).
  static func get(_ path: String, port: UInt16) -> (status: Int, body: String)? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return nil }
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else { return nil }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if n <= 0 { break }
      response += buffer[0..<n]
    }
    let text = String(decoding: response, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n"), let status = Int(text.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return (status, String(text[split.upperBound...]))
  }

  static func port(from line: String) -> UInt16? {
    guard let r = line.range(of: "http://127.0.0.1:") else { return nil }
    return UInt16(line[r.upperBound...].prefix { $0.isNumber })
  }

  @Test func servesTheLivePreviewAndKeepsTheLastGoodPicture() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let layout = tmp.file("grid.layout")
    try WatchTests.source(height: 44).write(to: layout, atomically: true, encoding: .utf8)
    let watch = try WatchedProcess(["watch", "grid.layout", "--serve"], in: tmp)
    defer { watch.kill() }
    try watch.eventually("the first build") { watch.statusLines.count >= 2 }
    let port = try #require(watch.statusLines.first.flatMap(Self.port), "\(watch.summary)")
    #expect(watch.statusLines[1].hasPrefix("built grid.layout (served) in "), "\(watch.summary)")

    // The page is `build --emit html`'s, with the reload script; nothing is written to disk.
    let page = try #require(Self.get("/", port: port), "\(watch.summary)")
    #expect(page.status == 200 && page.body.contains("data-content"), "\(page.status)")
    #expect(page.body.hasPrefix("<!DOCTYPE html>") && page.body.contains("fetch('/version'"), "\(page.body.prefix(300))")
    #expect(!page.body.contains("layoutc-diagnostics"))
    #expect(Self.get("/version", port: port)?.body == "1")
    #expect(Self.get("/nothing", port: port)?.status == 404)
    #expect(Set(Fixtures.files(in: tmp.url)) == ["grid.layout"])

    // A save with an error: the version moves (open pages reload), the last good page stays,
    // the diagnostics over it, escaped.
    try (WatchTests.source(height: 44) + "\nsection <\n").write(to: layout, atomically: true, encoding: .utf8)
    try watch.eventually("the broken build's status line") { watch.statusLines.count >= 3 }
    #expect(watch.statusLines[2].hasSuffix("; kept the last good outputs"), "\(watch.summary)")
    #expect(Self.get("/version", port: port)?.body == "2")
    let broken = try #require(Self.get("/", port: port))
    #expect(broken.body.contains("<pre id=\"layoutc-diagnostics\"") && broken.body.contains("grid.layout:"), "\(broken.body.suffix(600))")
    #expect(broken.body.contains("data-content"), "the last good picture is gone")

    // Fixed: a new page, no diagnostics.
    try WatchTests.source(height: 60).write(to: layout, atomically: true, encoding: .utf8)
    try watch.eventually("the fixed build") { Self.get("/version", port: port)?.body == "3" }
    #expect(Self.get("/", port: port).map { !$0.body.contains("layoutc-diagnostics") } == true)
    let ended = try watch.stop(signal: SIGTERM)
    #expect(ended.status == 0 && !ended.signaled, "\(watch.summary)")
  }

  @Test(arguments: [
    (["watch", "grid.layout"], "watch needs --out-dir DIR"),
    (["watch", "grid.layout", "--port", "8080"], "watch --port needs --serve"),
    (["watch", "grid.layout", "--serve", "--port", "70000"], "--port takes a port number"),
    (["watch", "grid.layout", "--serve", "--emit", "svg"], "watch --emit needs --out-dir DIR"),
  ])
  func refusesBadUsage(_ args: [String], _ message: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try WatchTests.source(height: 44).write(to: tmp.file("grid.layout"), atomically: false, encoding: .utf8)
    let r = try CLI.run(args, in: tmp.url, timeout: 20)
    #expect(r.status == 2 && !r.timedOut, "\(r.summary)")
    #expect(r.stderr.contains(message), "\(r.summary)")
  }

  /// A port already taken is said, with exit 3, before anything is watched.
  @Test func aTakenPortIsAnError() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try WatchTests.source(height: 44).write(to: tmp.file("grid.layout"), atomically: false, encoding: .utf8)
    let first = try WatchedProcess(["watch", "grid.layout", "--serve"], in: tmp)
    defer { first.kill() }
    try first.eventually("the first server") { first.statusLines.count >= 1 }
    let port = try #require(first.statusLines.first.flatMap(Self.port))
    let r = try CLI.run(["watch", "grid.layout", "--serve", "--port", String(port)], in: tmp.url, timeout: 20)
    #expect(r.status == 3 && !r.timedOut, "\(r.summary)")
    #expect(r.stderr.contains("cannot serve on 127.0.0.1:\(port)"), "\(r.summary)")
  }
}
