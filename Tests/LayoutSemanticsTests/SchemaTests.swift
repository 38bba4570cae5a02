import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// The schema and the checker agree: a host takes a modifier or a label exactly when the schema
/// says so, and when it does not, the checker says what `Schema.rejection` says (hover's words).
@Suite struct SchemaTests {
  /// A file of each host with `M` where a modifier or `X` where an argument goes.
  static let hosts: [(Host, String)] = [
    (.layout(.compositional), "layout L(X) M\nsection < group.horizontal < item > >"),
    (.layout(.flow), "layout L(X) M\nflow < item(w: 10pt, h: 10pt) >"),
    (.section, "section s(X) M < group.horizontal < item > >"),
    (.flow, "flow f(X) M < item(w: 10pt, h: 10pt) >"),
    (.item(.compositional), "section < group.horizontal < item(X) M > >"),
    (.item(.flow), "flow < item(X) M >"),
    (.group, "section < group.horizontal(X) M < item > >"),
    (.when, "section < when(X) < group.horizontal < item > > else < group.horizontal < item > > >"),
    (.preview, "preview p(X)\nsection < group.horizontal < item > >"),
  ]

  static let examples: [ModifierKind: String] = [
    .inset: "inset 8", .spacing: "spacing 8", .edges: "edges(top: 0)", .scroll: "scroll continuous",
    .header: "header(h: 44pt)", .footer: "footer(h: 44pt)", .background: "background",
    .badge: "badge(w: 10pt, h: 10pt)", .pinned: "pinned",
  ]

  static func diagnostics(_ source: String) -> [Diagnostic] {
    Compilation.diagnose(SourceFile(name: "test.layout", text: source), resolve: ResolveOptions()).diagnostics
  }

  static func fill(_ template: String, modifier: String = "", arguments: String = "") -> String {
    let withArguments = arguments.isEmpty ? template.replacingOccurrences(of: "(X)", with: "") : template.replacingOccurrences(of: "X", with: arguments)
    return withArguments.replacingOccurrences(of: " M", with: modifier.isEmpty ? "" : " " + modifier)
  }

  /// The label names the checker reads (made once, by host) are each host's own.
  @Test func labelNamesAreEachHostsLabels() {
    for h in Host.all { #expect(Schema.labelNames(of: h) == Schema.labels(of: h).map(\.label), "\(h)") }
  }

  @Test func everyModifierKindHasAnExampleAndAKeyword() {
    for kind in ModifierKind.allCases {
      #expect(Self.examples[kind] != nil)
      #expect(kind.keyword.spelling == kind.rawValue && kind.keyword.isModifierKeyword)
    }
  }

  /// The kinds' own initialisers (by length and first letter) find every case by its spelling and
  /// nothing else: words one letter off, of another case's length and first letter, in capitals.
  @Test func kindsAreFoundByTheirSpellingOnly() {
    for kind in ModifierKind.allCases {
      #expect(ModifierKind(rawValue: kind.rawValue) == kind)
      #expect(ModifierKind(rawValue: kind.rawValue + "s") == nil)
      #expect(ModifierKind(rawValue: kind.rawValue.uppercased()) == nil)
      #expect(ModifierKind(rawValue: String(kind.rawValue.dropLast()) + "x") == nil)
    }
    for kind in ElementKind.allCases {
      #expect(ElementKind(rawValue: kind.rawValue) == kind)
      #expect(ElementKind(rawValue: String(kind.rawValue.dropLast()) + "x") == nil)
      #expect(ElementKind(rawValue: kind.rawValue + ".horizontal") == nil)
    }
    for word in ["", "i", "item ", "groups", "lists", "inset\u{0}", "badg", "footers", "background-color", "ınset"] {
      #expect(ModifierKind(rawValue: word) == nil && ElementKind(rawValue: word) == nil, "\(word)")
    }
  }

  @Test func theCheckerTakesExactlyTheSchemasModifiers() throws {
    for (host, template) in Self.hosts where template.contains(" M") {
      for kind in ModifierKind.allCases {
        let source = Self.fill(template, modifier: try #require(Self.examples[kind]))
        let diags = Self.diagnostics(source)
        let rejections = diags.filter { ["check.modifierNotAllowed", "check.flowSpacing"].contains($0.id.description) }
        if let expected = Schema.rejection(kind, on: host, named: host == .group ? "group.horizontal" : host.word) {
          #expect(rejections.map(\.message.text) == [expected.text], "\(source)\n→ \(diags.map(\.message.text))")
        } else {
          #expect(diags.filter { $0.severity == .error }.isEmpty, "\(source)\n→ \(diags.map(\.message.text))")
        }
      }
    }
  }

  static func value(_ v: ValueKind) -> String {
    switch v {
    case .size, .points: "10pt"
    case .count: "1"
    case .spacing: "fixed 0"
    case .offset: "0"
    case .scale: "2"
    case .itemCounts: "[1, 2]"
    case .measuredSizes: "[80x32, 120x32]"
    case .insets: "inset(leading: 8)"
    case .word(let w): w.first?.spelling ?? "x"
    }
  }

  /// Every label the schema gives a host or a modifier is accepted; any other is not.
  @Test func theCheckerTakesExactlyTheSchemasLabels() {
    let rejected = ["check.unknownLabel", "check.missingLabel"]
    for (host, template) in Self.hosts where template.contains("(X)") {
      for p in Schema.labels(of: host) {
        let source = Self.fill(template, arguments: "\(p.label): \(Self.value(p.value))")
        let diags = Self.diagnostics(source)
        #expect(!diags.contains { rejected.contains($0.id.description) }, "\(source)\n→ \(diags.map(\.message.text))")
      }
      // `spacing:` of a flow file's `layout` is recognised only to explain that it does not apply.
      let source = Self.fill(template, arguments: "zz: 1")
      #expect(Self.diagnostics(source).contains { $0.id.description == "check.unknownLabel" }, "\(source)")
    }
    for (host, template) in Self.hosts where template.contains(" M") {
      for spec in Schema.modifiers(on: host) where !spec.labels.isEmpty {
        for p in spec.labels {
          let source = Self.fill(template, modifier: "\(spec.kind.rawValue)(\(p.label): \(Self.value(p.value)))")
          let diags = Self.diagnostics(source)
          #expect(!diags.contains { rejected.contains($0.id.description) }, "\(source)\n→ \(diags.map(\.message.text))")
        }
        let source = Self.fill(template, modifier: "\(spec.kind.rawValue)(zz: 1)")
        #expect(Self.diagnostics(source).contains { $0.id.description == "check.unknownLabel" }, "\(source)")
      }
    }
  }

  /// The words the schema offers for a label are words the checker accepts there.
  @Test func theCheckerTakesTheSchemasWords() {
    let section = "section s M < group.horizontal < item(w: 10pt, h: 10pt) M2 > >"
    for p in Schema.modifier(.badge, on: .group)?.labels ?? [] where p.label == "anchor" {
      for w in p.value.words {
        let source = section.replacingOccurrences(of: " M2", with: " badge(w: 10pt, h: 10pt, anchor: \(w))").replacingOccurrences(of: " M", with: "")
        #expect(Self.diagnostics(source).filter { $0.severity == .error }.isEmpty, "\(source)")
      }
    }
    for p in Schema.modifier(.header, on: .section)?.labels ?? [] where !p.value.words.isEmpty {
      for w in p.value.words where !(p.label == "align" && !["top", "bottom"].contains(w)) {
        let source = section.replacingOccurrences(of: " M2", with: "").replacingOccurrences(of: " M", with: " header(h: 44pt, \(p.label): \(w))")
        #expect(Self.diagnostics(source).filter { $0.severity == .error }.isEmpty, "\(source)")
      }
    }
    for w in Schema.modifier(.scroll, on: .section)?.value?.words ?? [] {
      let source = "section s scroll \(w) < group.horizontal(w: 0.5) < item > >"
      #expect(Self.diagnostics(source).filter { $0.severity == .error }.isEmpty, "\(source)")
    }
  }
}
