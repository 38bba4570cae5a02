import Foundation
import LayoutSource
import Testing

/// `--diagnostics github` (GitHub Actions workflow commands) and `--diagnostics sarif` (SARIF
/// 2.1.0); the text and JSON forms are covered by the golden fixtures and `CLITests`.
@Suite struct DiagnosticsFormatTests {
  static let files = ["cli/overflow.layout", "cli/bare_44.layout", "check/estimate_noted_once.layout"]

  @Test func githubCommandsPutErrorsFirst() throws {
    let r = try CLI.run(["check"] + Self.files + ["--diagnostics", "github"])
    #expect(r.status == 1, "\(r.summary)")
    let lines = r.stderr.split(separator: "\n").map(String.init)
    let kinds = lines.map { $0.prefix { $0 != " " } }
    #expect(kinds.first == "::error" && kinds.contains("::warning") && kinds.last == "::notice", "\(r.stderr)")
    #expect(kinds == kinds.sorted { ["::error": 0, "::warning": 1, "::notice": 2][$0]! < ["::error": 0, "::warning": 1, "::notice": 2][$1]! })
    let error = try #require(lines.first)
    #expect(error.hasPrefix("::error file=cli/bare_44.layout,line=1,col=44,endLine=1,endColumn=46,title=check.bareNumberTooLarge::"), "\(error)")
    #expect(error.hasSuffix("%0Anote: a bare number is a fraction of the container's height; `1` is all of it%0Afix-it: replace `44` with `44pt`"), "\(error)")
  }

  /// `%`, CR and LF in a message, and `:` and `,` in a property, are escaped as the runner reads them.
  @Test func githubEscapes() {
    let file = SourceFile(name: "a,b:c.layout", text: "section\n")
    let message = DiagnosticMessage(DiagnosticID("check", "x"), .warning, "100% sure\r\nreally")
    let d = Diagnostic(message, at: SourceRange(0, 7), notes: [DiagnosticNote("see: here, 50%")])
    let out = DiagnosticRenderer.github([(d, file)])
    #expect(out == "::warning file=a%2Cb%3Ac.layout,line=1,col=1,endLine=1,endColumn=8,title=check.x::100%25 sure\\u{D}\\u{A}really%0Anote: see: here, 50%25\n")
  }

  /// The log parses as JSON and holds what SARIF 2.1.0 requires and code scanning reads.
  @Test func sarifHasTheRequiredFields() throws {
    let r = try CLI.run(["check"] + Self.files + ["--diagnostics", "sarif"])
    #expect(r.status == 1, "\(r.summary)")
    let log = try #require(try JSONSerialization.jsonObject(with: r.stderrData) as? [String: Any], "\(r.stderr)")
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "layoutc")
    let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      let ruleId = try #require(result["ruleId"] as? String)
      #expect(rules.contains(ruleId))
      #expect(result["ruleIndex"] as? Int == rules.firstIndex(of: ruleId))
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(Self.files.contains(uri))
      let region = try #require(physical["region"] as? [String: Any])
      for key in ["startLine", "startColumn", "endLine", "endColumn"] {
        #expect((region[key] as? Int ?? 0) >= 1, "region.\(key) in \(region)")
      }
    }
    let bare = try #require(results.first { $0["ruleId"] as? String == "check.bareNumberTooLarge" })
    #expect(bare["level"] as? String == "error")
    let fix = try #require((bare["fixes"] as? [[String: Any]])?.first)
    let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
    let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
    #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "44pt")
    #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 1, "startColumn": 44, "endLine": 1, "endColumn": 46])
  }

  /// A note that points somewhere is a related location with its message.
  @Test func sarifNotesAreRelatedLocations() throws {
    let r = try CLI.run(["check", "check/fail_duplicate_label.layout", "--diagnostics", "sarif"])
    let log = try #require(try JSONSerialization.jsonObject(with: r.stderrData) as? [String: Any], "\(r.stderr)")
    let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
    #expect(related["id"] as? Int == 0)
    #expect((related["message"] as? [String: Any])?["text"] as? String == "first given here")
    let physical = try #require(related["physicalLocation"] as? [String: Any])
    #expect((physical["region"] as? [String: Int])?["startColumn"] == 35)
  }

  @Test func buildPrintsGithubCommandsToo() throws {
    let r = try CLI.run(["build", "cli/bare_44.layout", "--diagnostics", "github"])
    #expect(r.status == 1 && r.stdout.isEmpty, "\(r.summary)")
    #expect(r.stderr.hasPrefix("::error file=cli/bare_44.layout,line=1,col=44,") && r.stderr.split(separator: "\n").count == 1, "\(r.summary)")
  }

  /// A clean build still writes a log (with no results) for the upload step to find; the frames
  /// go to standard output as always.
  @Test func aCleanBuildWritesAnEmptySarifLog() throws {
    let r = try CLI.run(["build", "cli/two_items.layout", "--diagnostics", "sarif"])
    #expect(r.status == 0 && !r.stdout.isEmpty, "\(r.summary)")
    let log = try #require(try JSONSerialization.jsonObject(with: r.stderrData) as? [String: Any], "\(r.stderr)")
    let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
    #expect(results?.isEmpty == true)
  }

  /// Columns count code points, not bytes: `é` is one.
  @Test func sarifColumnsCountCodePoints() throws {
    let file = SourceFile(name: "é.layout", text: "// é\nsecton\n")
    let d = Diagnostic(DiagnosticMessage(DiagnosticID("syntax", "x"), .error, "m"), at: SourceRange(0, 5))
    let log = try #require(try JSONSerialization.jsonObject(with: Data(DiagnosticRenderer.sarif([(d, file)], tool: "layoutc", version: "0").utf8)) as? [String: Any])
    let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "%C3%A9.layout")
    #expect(physical["region"] as? [String: Int] == ["startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 5])
  }
}
