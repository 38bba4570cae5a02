import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax
// MARK: - ─────────────── Language server: didChange → publishDiagnostics (layoutc lsp) ───────────────
//
// The issue's bound: in release builds, p95 ≤ 1 ms per `didChange` over 200 edits of a 1,000-line
// file, and ≤ 10 ms on a 100,000-line file, diagnostics included. This drives the real `layoutc
// lsp` (the `layoutc` built beside this benchmark: `swift build -c release` builds both) over
// pipes, as an editor does: each edit is sent as a ranged change (the server asks for incremental
// sync) and the clock runs until the `publishDiagnostics` for that version has arrived. The
// baseline, measured in the same run against the same server: the same messages sent as a request
// the server does not know, which it reads, parses and answers at once without analysing anything.
// Skipped, with a note, when `layoutc` is not beside the benchmark.

enum LSPBench {
  /// A layout of `count` lines (1,000 for the issue's file): 20 `let` triples and sections shaped
  /// like the photo grid.
  static func file(lines count: Int) -> String {
    var lines = ["// A \(count)-line layout for the language server benchmark.", "layout Bench(scroll: vertical, spacing: 8)", ""]
    for i in 0..<20 {
      lines.append("let photo\(i) = item(w: 2/3, h: 1) inset 2")
      lines.append("let stack\(i) = item(w: 1, h: 1/2) inset 2")
      lines.append("let square\(i) = item inset 2")
    }
    lines.append("")
    var s = 0
    while lines.count + 10 <= count {
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
    while lines.count < count { lines.append("") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// 200 edits as 100 change-and-undo pairs spread over the file: a unit typo (an error), a
  /// `repeat:` that overflows (a placement warning), a keystroke in a comment. Each is the ranged
  /// change an editor sends: `(line, character)` of the replaced range (the text is ASCII) and the
  /// new text.
  static func edits(of text: String) -> [(line: Int, from: Int, to: Int, text: String)] {
    var out: [(line: Int, from: Int, to: Int, text: String)] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let sections = lines.indices.filter { lines[$0].hasPrefix("section ") }
    for pair in 0..<100 {
      let section = sections[(pair * 37) % sections.count]
      let (line, old, new): (Int, String, String)
      switch pair % 3 {
      case 0: (line, old, new) = (section + 2, "0.7w", "0.7wx")
      case 1: (line, old, new) = (section + 4, "repeat: 2", "repeat: 3")
      default: (line, old, new) = (section - 1, "", "!")
      }
      let written = lines[line]
      let at = old.isEmpty ? written.utf8.count : written.range(of: old).map { written.utf8.distance(from: written.startIndex, to: $0.lowerBound) } ?? 0
      out.append((line, at, at + old.utf8.count, new))
      out.append((line, at, at + new.utf8.count, old))
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
    run(lines: 1_000)
    run(lines: 100_000)
  }

  static func percentile(_ times: [Duration], _ q: Double) -> Duration {
    let sorted = times.sorted()
    return sorted[min(sorted.count - 1, max(0, Int((Double(sorted.count) * q).rounded(.up)) - 1))]
  }

  static func ratio(_ a: Duration, _ b: Duration) -> String {
    let x = Double(a.components.attoseconds) / 1e18 + Double(a.components.seconds)
    let y = Double(b.components.attoseconds) / 1e18 + Double(b.components.seconds)
    return y > 0 ? String(Int((x / y * 10).rounded())).paddedDecimal(1) + "×" : "–"
  }

  static func run(lines lineCount: Int) {
    guard let (process, reader, send) = launch("lsp didChange") else { return }
    let uri = "file:///bench/lines\(lineCount).layout"
    let text = file(lines: lineCount)
    send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    _ = reader.until { $0.contains("\"id\":1") }
    send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    let opened = ContinuousClock.now
    send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"layout","version":0,"text":\#(JSONText.quoted(text))}}}"#)
    _ = reader.until { $0.contains("publishDiagnostics") }
    let openTime = ContinuousClock.now - opened
    var times: [Duration] = []
    var baseline: [Duration] = []
    var diagnosticsSeen = 0
    for (i, e) in edits(of: text).enumerated() {
      let version = i + 1
      let params = #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(e.line),"character":\#(e.from)},"end":{"line":\#(e.line),"character":\#(e.to)}},"text":\#(JSONText.quoted(e.text))}]}"#
      // The baseline first: the same params in a request the server reads and refuses at once.
      var start = ContinuousClock.now
      send(#"{"jsonrpc":"2.0","id":\#(version + 10),"method":"layoutc/bench-baseline","params":\#(params)}"#)
      guard reader.until({ $0.contains("\"id\":\(version + 10),") || $0.contains("\"id\":\(version + 10)}") }) != nil else {
        print("lsp didChange: the server stopped answering at baseline \(version)")
        return
      }
      baseline.append(ContinuousClock.now - start)
      start = ContinuousClock.now
      send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":\#(params)}"#)
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
    let (p50, p95, b50, b95) = (percentile(times, 0.5), percentile(times, 0.95), percentile(baseline, 0.5), percentile(baseline, 0.95))
    print("lsp didChange → publishDiagnostics, \(times.count) ranged edits of a \(lineCount)-line file (\(text.utf8.count) bytes, \(diagnosticsSeen) answers with diagnostics; didOpen \(ms(openTime))):")
    print("  p50 \(ms(p50))  p95 \(ms(p95))  max \(ms(times.max() ?? .zero))  (exit \(process.terminationStatus))")
    print("  baseline (the same messages, read and refused): p50 \(ms(b50))  p95 \(ms(b95)); ratio p50 \(ratio(p50, b50)), p95 \(ratio(p95, b95))")
  }
}
