import Foundation
import LayoutSource

// MARK: - ─────────────── Language server: a 160 KB document on one line ───────────────
//
// RB3: every position used to be converted by counting UTF-16 units from the start of its line,
// so a long one-line document made each diagnostic, reference and symbol cost the whole line
// (11 s per edit, 7–9 s for references over 64k uses). Two one-line documents of 160 KB through
// the real `layoutc lsp`: 80,000 uses of one `let` (edits, then references and symbols over every
// use), and 14,500 items that are each an error (edits that publish the capped diagnostics).

enum LongLineBench {
  static func run() {
    let uses = Array(repeating: "a", count: 80_000).joined(separator: " ")
    let lets = "let a = item(w: 1pt, h: 1pt) section < group.horizontal < " + uses + " > >"
    let errors = "section < group.horizontal < " + Array(repeating: "item(w: 5)", count: 14_500).joined(separator: " ") + " > >"
    for (name, text, insert) in [("80,000 let uses", lets, " a"), ("14,500 errors", errors, " item(w: 5)")] {
      guard let (process, reader, send) = LSPBench.launch("lsp one-line document") else { return }
      let uri = "file:///bench/line.layout"
      send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
      _ = reader.until { $0.contains("\"id\":1") }
      send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"layout","version":0,"text":\#(JSONText.quoted(text))}}}"#)
      _ = reader.until { $0.contains("publishDiagnostics") }
      // Ranged edits near the end of the line, each timed until its diagnostics arrive.
      var times: [Duration] = []
      var character = text.utf16.count - 4
      for version in 1...20 {
        let at = #"{"line":0,"character":\#(character)}"#
        let start = ContinuousClock.now
        send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":\#(at),"end":\#(at)},"text":"\#(insert)"}]}}"#)
        guard reader.until({ $0.contains("publishDiagnostics") && $0.contains("\"version\":\(version),") }) != nil else {
          print("lsp one-line document: the server stopped answering at edit \(version)")
          return
        }
        times.append(ContinuousClock.now - start)
        character += insert.utf16.count
      }
      let sorted = times.sorted()
      print("lsp one-line document of \(text.utf8.count / 1000) KB, \(name): 20 edits → diagnostics p50 \(ms(sorted[9]))  p95 \(ms(sorted[18]))  max \(ms(sorted[19]))")
      if name.contains("let") {
        for (id, method, extra) in [(2, "references", #","position":{"line":0,"character":5},"context":{"includeDeclaration":true}"#), (3, "documentSymbol", "")] {
          let start = ContinuousClock.now
          send(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/\#(method)","params":{"textDocument":{"uri":"\#(uri)"}\#(extra)}}"#)
          _ = reader.until { $0.contains("\"id\":\(id),") }
          print("  \(method) over every use: \(ms(ContinuousClock.now - start))")
        }
      }
      send(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#)
      _ = reader.until { $0.contains("\"id\":9") }
      send(#"{"jsonrpc":"2.0","method":"exit"}"#)
      process.waitUntilExit()
    }
  }
}
