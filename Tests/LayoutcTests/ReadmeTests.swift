import Foundation
import Testing

/// README.md's language tour (from "## A tour of the language" up to "## Swift for your app") uses
/// the files of `Samples/` as its examples: each fenced block without a language is a whole sample,
/// copied, never written separately, and named by the last `Samples/NAME.layout` before it. The
/// tour covers every construct of the language and lists Apple's gallery.
@Suite struct ReadmeTests {
  static let tour: String = {
    let url = Fixtures.packageRoot.appendingPathComponent("README.md")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    guard let start = text.range(of: "## A tour of the language"), let end = text.range(of: "## Swift for your app"),
      start.upperBound < end.lowerBound
    else { return "" }
    return String(text[start.lowerBound..<end.lowerBound])
  }()

  /// The tour's fenced blocks without a language tag, each with the sample the text before it names.
  static func blocks() -> [(sample: String?, text: String, line: Int)] {
    var out: [(String?, String, Int)] = []
    var named: String?
    var block: [Substring]?
    var startLine = 0
    for (i, line) in tour.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if var lines = block {
        if line == "```" {
          out.append((named, lines.joined(separator: "\n") + "\n", startLine))
          block = nil
          named = nil
        } else {
          lines.append(line)
          block = lines
        }
      } else if line == "```" {
        block = []
        startLine = i + 1
      } else if line.hasPrefix("```") {
        // A block in another language (Swift, shell): skip it.
        block = nil
      } else if let m = line.matches(of: /`Samples\/([a-z0-9-]+)\.layout`/).last {
        named = String(m.1)
      }
    }
    return out
  }

  @Test func tourIsFound() {
    #expect(Self.tour.count > 1000, "README.md has no language tour between its two headings")
    #expect(Self.blocks().count >= 8)
  }

  @Test func everyExampleIsASampleCopiedWhole() throws {
    for (sample, text, line) in Self.blocks() {
      guard let sample else {
        Issue.record("README tour line \(line): a layout block with no `Samples/NAME.layout` before it")
        continue
      }
      let url = Fixtures.packageRoot.appendingPathComponent("Samples/\(sample).layout")
      let file = try String(contentsOf: url, encoding: .utf8)
      #expect(text == file, "README tour line \(line): the block differs from Samples/\(sample).layout; copy the file")
    }
  }

  @Test(arguments: SamplesTests.gallery)
  func tourListsGallerySample(_ name: String) {
    #expect(Self.tour.contains("`\(name).layout`") || Self.tour.contains("`Samples/\(name).layout`"), "the tour does not list Samples/\(name).layout")
  }

  /// The spellings of every construct (Grammar/reference.md: Declarations, Nodes, Modifiers; issue 5).
  @Test(arguments: [
    "item", "group.horizontal", "group.vertical", "section", "flow", "let ", "layout ", "count:", "repeat:", "~44pt", "pt`",
    "inset", "spacing", "spacing flexible", "edges(", "header(", "footer(", "pinned: true", "extends: false", "insets: none",
    "align:", "background", "background(inset:", "badge(", "anchor:", "dx:", "scroll continuous", "continuous-leading",
    "paging", "group-paging", "group-paging-centered", "when(widthAbove:", "else", "--visible", "layout(scroll: horizontal)",
  ])
  func tourCoversConstruct(_ spelling: String) {
    #expect(Self.tour.contains(spelling), "the README tour never mentions `\(spelling)`")
  }
}
