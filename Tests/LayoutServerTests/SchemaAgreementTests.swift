import LayoutDriver
import LayoutSemantics
import LayoutServer
import LayoutSource
import Testing

/// Completion, hover and signature help say what the checker accepts: both are driven from the
/// schema here and compared with the checker's diagnostics.
@Suite struct SchemaAgreementTests {
  static func completions(_ marked: String) -> [String] {
    let text = marked.replacingOccurrences(of: "|", with: "")
    var s = Session()
    s.open(text)
    let items = s.result("textDocument/completion", Session.at("|", in: marked))["items"]?.array ?? []
    return items.compactMap { $0["label"]?.string }
  }

  static func hover(_ text: String, _ needle: String, occurrence: Int = 0) -> String {
    var s = Session()
    s.open(text)
    return s.result("textDocument/hover", Session.at(needle, in: text, occurrence: occurrence))["contents"]?["value"]?.string ?? "(none)"
  }

  static func errors(_ text: String) -> [Diagnostic] {
    Compilation.diagnose(SourceFile(name: "t.layout", text: text), resolve: ResolveOptions()).diagnostics.filter { $0.severity == .error }
  }

  @Test func hoverOnSpacingInAFlowSectionSaysWhatTheCheckerSays() {
    let text = "flow tags spacing 8 < item(w: 10pt, h: 10pt) >"
    let hover = Self.hover(text, "spacing")
    let diagnostic = Self.errors(text).first { $0.id.description == "check.flowSpacing" }
    #expect(diagnostic != nil)
    #expect(hover.hasPrefix(diagnostic?.message.text ?? "?"), "\(hover)")
    #expect(!hover.contains("interItemSpacing"))
    // Where it applies, the hover names the UIKit API the schema maps it to.
    for (host, text) in [(Host.group, "section < group.horizontal spacing 8 < item > >"), (.section, "section spacing 8 < group.horizontal < item > >")] {
      let spec = Schema.modifier(.spacing, on: host)
      #expect(spec != nil && Self.hover(text, "spacing").contains("`\(spec?.uikit ?? "?")`"))
      #expect(Self.errors(text).isEmpty)
    }
  }

  /// A flow file's `layout` line: every label and modifier completion offers is accepted, and the
  /// ones the checker rejects (`spacing:`, `header`, `footer`) are not offered. The items
  /// self-size, which `estimatedItemSize:` needs.
  @Test func completionOnAFlowFilesLayoutLineOffersWhatTheCheckerAccepts() {
    let body = "\nflow < item(w: ~10pt, h: ~10pt) >"
    let labels = Self.completions("layout L(|)" + body)
    #expect(labels == Schema.labelNames(of: .layout(.flow)))
    #expect(!labels.contains("spacing"))
    for l in labels {
      let value = Schema.labels(of: .layout(.flow)).first { $0.label == l }?.value.words.first ?? "1"
      #expect(Self.errors("layout L(\(l): \(value))" + body).isEmpty)
    }
    #expect(!Self.errors("layout L(spacing: 8)" + body).isEmpty)
    let modifiers = Self.completions("layout L |" + body)
    #expect(!modifiers.contains("header") && !modifiers.contains("footer"), "\(modifiers)")
    #expect(!Self.errors("layout L header(h: 44pt)" + body).isEmpty)
    // A compositional file's `layout` line takes both, and the checker accepts them.
    let compositional = "\nsection < group.horizontal < item > >"
    #expect(Self.completions("layout L |" + compositional).prefix(2) == ["header", "footer"])
    #expect(Self.completions("layout L(|)" + compositional) == ["scroll", "spacing", "insetsReference"])
    #expect(Self.errors("layout L(spacing: 8) header(h: 44pt) footer(h: 44pt)" + compositional).isEmpty)
  }

  @Test func hoverOnAFlowHeaderLabelDescribesTheFlowHeader() {
    let text = "flow header(h: 44pt) < item(w: 10pt, h: 10pt) >"
    #expect(Self.hover(text, "h:").contains("headerReferenceSize"))
  }

  /// A value word's completion says what the word means and the UIKit value it maps to; hover on
  /// the word says the same, then what its label or modifier does.
  @Test func valueWordsAreExplainedFromTheSchema() {
    func items(_ marked: String) -> [JSON] {
      var s = Session()
      s.open(marked.replacingOccurrences(of: "|", with: ""))
      return s.result("textDocument/completion", Session.at("|", in: marked))["items"]?.array ?? []
    }
    let anchors = items("section < group.horizontal < item badge(anchor: |")
    #expect(anchors.compactMap { $0["label"]?.string } == AnchorWord.spellings)
    #expect(anchors.map { $0["documentation"]?["value"]?.string } == AnchorWord.specs.map(\.summary))
    #expect(AnchorWord.specs.first?.summary == "`top-trailing`: on its host's top trailing edges (`NSDirectionalRectEdge [.top, .trailing]`)")
    let scroll = items("section scroll |").first { $0["label"] == "paging" }
    #expect(scroll?["documentation"]?["value"]?.string?.contains("`UICollectionLayoutSectionOrthogonalScrollingBehavior.paging`") == true)
    let spacing = items("section < group.horizontal spacing |").first { $0["label"] == "flexible" }
    #expect(spacing?["documentation"]?["value"]?.string?.contains("NSCollectionLayoutSpacing.flexible") == true)

    let text = "section scroll paging header(h: 44pt, insets: none) < group.horizontal(w: 0.5) spacing flexible 8 < item > >"
    let paging = Self.hover(text, "paging")
    #expect(paging.hasPrefix("`paging`: \(OrthogonalScrolling.paging.doc)"), "\(paging)")
    #expect(paging.contains("orthogonalScrollingBehavior"), "the modifier's line follows: \(paging)")
    let none = Self.hover(text, "none")
    #expect(none.hasPrefix("`none`: ") && none.contains("UIContentInsetsReference.none") && none.contains("`insets: follow|none`"), "\(none)")
    #expect(Self.hover(text, "flexible").contains("NSCollectionLayoutSpacing.flexible"))
    #expect(Self.errors(text).isEmpty)
  }

  @Test func signatureHelpListsTheSchemasLabels() {
    let marked = "section < group.vertical(w: 1, h: |) < item > >"
    var s = Session()
    s.open(marked.replacingOccurrences(of: "|", with: ""))
    let help = s.result("textDocument/signatureHelp", Session.at("|", in: marked))
    let signature = help["signatures"]?.array?.first
    #expect(signature?["label"]?.string == "group.vertical(w: size, h: size, count: count, repeat: count)")
    #expect(help["activeParameter"] == .int(1))
    #expect(signature?["parameters"]?.array?.count == Schema.labels(of: .group).count)
    let flow = "flow(|) < item(w: 10pt, h: 10pt) >"
    var t = Session()
    t.open(flow.replacingOccurrences(of: "|", with: ""))
    #expect(t.result("textDocument/signatureHelp", Session.at("|", in: flow))["signatures"]?.array?.first?["label"]?.string == "flow(line: points, interitem: points)")
    #expect(t.result("textDocument/signatureHelp", Session.at("item", in: flow)) == .null)
  }
}
