import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax
// MARK: - ─────────────── Language server: didChange → publishDiagnostics (layoutc lsp) ───────────────
//
// The issue's bound: in release builds, p95 ≤ 5 ms per `didChange` over 200 edits of a 1,000-line
// file, diagnostics included. This drives the real `layoutc lsp` (the `layoutc` built beside this
// benchmark: `swift build -c release` builds both) over pipes, as an editor does: each edit sends
// the whole text (full sync) and the clock runs until the `publishDiagnostics` for that version
// has arrived. Skipped, with a note, when `layoutc` is not beside the benchmark.

enum LSPBench {
  /// A 1,000-line layout: 20 `let` triples and 94 sections shaped like the photo grid.
  static func thousandLineFile() -> String {
    var lines = ["// A 1,000-line layout for the language server benchmark.", "layout Bench(scroll: vertical, spacing: 8)", ""]
    for i in 0..<20 {
      lines.append("let photo\(i) = item(w: 2/3, h: 1) inset 2")
      lines.append("let stack\(i) = item(w: 1, h: 1/2) inset 2")
      lines.append("let square\(i) = item inset 2")
    }
    lines.append("")
    var s = 0
    while lines.count + 10 <= 1000 {
      let l = s % 20
      lines += [
        "// Section \(s): a large photo beside a stack of two, then three squares.",
        "section s\(s) inset(vertical: 8, horizontal: 16) spacing 4 <",
        "  group.vertical(w: 1, h: 1) <",
        "    group.horizontal(w: 1, h: 0.7w) <",
        "      photo\(l)",
        "      group.vertical(w: 1/3, h: 1, repeat: 2) < stack\(l) >",
        "    >",
        "    group.horizontal(h: 1/3w, count: 3) < square\(l) >",
        "  >",
        ">",
      ]
      s += 1
    }
    while lines.count < 1000 { lines.append("") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// 200 edits as 100 change-and-undo pairs spread over the file: a unit typo (an error), a
  /// `repeat:` that overflows (a placement warning), a keystroke in a comment.
  static func edits(of text: String) -> [String] {
    var out: [String] = []
    var current = text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let sections = lines.indices.filter { lines[$0].hasPrefix("section ") }
    for pair in 0..<100 {
      let section = sections[(pair * 37) % sections.count]
      var changed = lines
      switch pair % 3 {
      case 0: changed[section + 2] = changed[section + 2].replacingOccurrences(of: "0.7w", with: "0.7wx")
      case 1: changed[section + 4] = changed[section + 4].replacingOccurrences(of: "repeat: 2", with: "repeat: 3")
      default: changed[section - 1] += "!"
      }
      current = changed.joined(separator: "\n")
      out.append(current)
      out.append(text)
    }
    return out
  }

  static func frame(_ body: String) -> Data { Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

  /// Reads framed messages from the server until one satisfies `done`.
  final class Reader {
    let handle: FileHandle
    var buffer: [UInt8] = []
    init(_ handle: FileHandle) { self.handle = handle }

    func next() -> String? {
      while true {
        if let end = headerEnd() {
          let header = String(decoding: buffer[0..<end], as: UTF8.self)
          let length = header.split(separator: "\r\n").compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
          }.first ?? 0
          if buffer.count >= end + 4 + length {
            let body = String(decoding: buffer[(end + 4)..<(end + 4 + length)], as: UTF8.self)
            buffer.removeFirst(end + 4 + length)
            return body
          }
        }
        let data = handle.availableData
        if data.isEmpty { return nil }
        buffer += data
      }
    }

    private func headerEnd() -> Int? {
      guard buffer.count >= 4 else { return nil }
      for i in 0...(buffer.count - 4) where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 { return i }
      return nil
    }

    func until(_ done: (String) -> Bool) -> String? {
      while let m = next() { if done(m) { return m } }
      return nil
    }
  }

  /// A running `layoutc lsp` (the one beside the benchmark), its output and a way to send it a
  /// message; nil, with a note naming `what`, when it cannot be started.
  static func launch(_ what: String) -> (process: Process, reader: Reader, send: (String) -> Void)? {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let server = here.appendingPathComponent("layoutc")
    guard FileManager.default.isExecutableFile(atPath: server.path) else {
      print("\(what): skipped (no layoutc beside the benchmark at \(server.path); `swift build -c release` first)")
      return nil
    }
    let process = Process()
    process.executableURL = server
    process.arguments = ["lsp"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      print("\(what): skipped (\(error))")
      return nil
    }
    return (process, Reader(output.fileHandleForReading), { body in input.fileHandleForWriting.write(frame(body)) })
  }

  static func run() {
    guard let (process, reader, send) = launch("lsp didChange") else { return }
    let uri = "file:///bench/thousand.layout"
    let text = thousandLineFile()
    send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    _ = reader.until { $0.contains("\"id\":1") }
    send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"layout","version":0,"text":\#(JSONText.quoted(text))}}}"#)
    _ = reader.until { $0.contains("publishDiagnostics") }
    var times: [Duration] = []
    var diagnosticsSeen = 0
    for (i, edited) in edits(of: text).enumerated() {
      let version = i + 1
      let body = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":\#(JSONText.quoted(edited))}]}}"#
      let start = ContinuousClock.now
      send(body)
      guard let reply = reader.until({ $0.contains("publishDiagnostics") && $0.contains("\"version\":\(version),") }) else {
        print("lsp didChange: the server stopped answering at edit \(version)")
        return
      }
      times.append(ContinuousClock.now - start)
      if reply.contains("\"code\"") { diagnosticsSeen += 1 }
    }
    send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
    _ = reader.until { $0.contains("\"id\":2") }
    send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    process.waitUntilExit()
    let sorted = times.sorted()
    func at(_ q: Double) -> Duration { sorted[min(sorted.count - 1, Int((Double(sorted.count) * q).rounded(.up)) - 1)] }
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    print("lsp didChange → publishDiagnostics, \(times.count) edits of a \(lineCount)-line file (\(text.utf8.count) bytes, \(diagnosticsSeen) answers with diagnostics):")
    print("  p50 \(ms(at(0.5)))  p95 \(ms(at(0.95)))  max \(ms(sorted.last!))  (exit \(process.terminationStatus))")
  }
}
