import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSource
import SwiftImport
import Testing

/// Swift as apps write it that import once read wrongly or dropped without a word (issue #17's
/// review): loops, array building, labelled trailing closures, element kinds, `count:` children
/// with edge spacing, list layouts, names that start with a digit.
@Suite struct ImportGapTests {
  static func run(_ body: String, name: String = "Gap.swift") -> SwiftImporter.Outcome {
    SwiftImporter.importLayouts(SourceFile(name: name, text: body))
  }

  /// The `.layout` import wrote checks without errors (it builds).
  static func checksClean(_ text: String) -> Bool {
    !Compilation.analyze(SourceFile(name: "gap.layout", text: text), mode: nil).diagnostics.hasErrors
  }

  static func ids(_ o: SwiftImporter.Outcome) -> [String] { o.diagnostics.map(\.id.description) }

  static func location(_ o: SwiftImporter.Outcome, _ id: String, in text: String) -> (Int, Int)? {
    guard let d = o.diagnostics.first(where: { $0.id.description == id }) else { return nil }
    let at = SourceFile(name: "x", text: text).location(of: d.range.start)
    return (at.line, at.column)
  }

  static let size1 = ".init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))"

  @Test func forLoopsAndArrayBuildingAreFollowed() throws {
    let swift = """
      final class LoopsLayout {
        func makeLayout() -> UICollectionViewLayout {
          var items = [NSCollectionLayoutItem]()
          for i in 0..<4 {
            if i == 1 { continue }
            if i == 3 { break }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
            items.append(item)
          }
          items += [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .absolute(20)))]
          let column = (0..<2).map { _ in NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))) }
          let inner = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), subitems: column)
          items.append(contentsOf: Array(repeating: inner, count: 1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: items)
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    // i = 0 and 2 (1 is skipped, 3 breaks), then the appended item, then the column group.
    #expect(text.components(separatedBy: "item(w: 1/3)").count - 1 == 2, "\(text)")
    #expect(text.contains("item(w: 1/3, h: 20pt)"), "\(text)")
    #expect(text.contains("let inner = group.vertical(w: 0.25, h: 1) <"), "\(text)")
    #expect(text.components(separatedBy: "item(h: 0.5)").count - 1 == 2, "\(text)")
    #expect(Self.checksClean(text), "\(text)")
  }

  /// A `while` loop (which import does not run) that changes a local the layout uses: located,
  /// and the layout is not written.
  @Test func aLoopImportCannotRunFailsWhereItIs() {
    let swift = """
      final class W {
        var layout: UICollectionViewLayout {
          var n = 0
          while n < 10 { n += 1 }
          let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(n))))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    let o = Self.run(swift)
    #expect(Self.location(o, "import.unreadable", in: swift).map { [$0.0, $0.1] } == [4, 5])
    #expect(Self.ids(o).contains("import.geometryChanged"))
    #expect(o.layouts.first?.text == nil)
  }

  /// A call import cannot follow on a local the layout is built from, and a `for` over a sequence
  /// it cannot see: both fail, located.
  @Test func unknownMutationsOfLocalsFail() {
    let swift = """
      final class W {
        func makeLayout(count: Int) -> UICollectionViewLayout {
          var items = [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))]
          items.shuffle()
          for _ in 0..<count { items.append(items[0]) }
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: items)
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    let o = Self.run(swift)
    #expect(Self.location(o, "import.unreadable", in: swift).map { [$0.0, $0.1] } == [4, 5])
    #expect(Self.location(o, "import.runtimeValue", in: swift).map { [$0.0, $0.1] } == [5, 14])
    #expect(o.layouts.first?.text == nil)
  }

  /// `UIView.animate(…) { } completion: { }` in a layout function parses as one statement.
  @Test func labelledTrailingClosuresParse() throws {
    let swift = """
      final class T {
        func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
          UIView.performWithoutAnimation {
            print("a")
          } completion: { _ in
            print("b")
          }
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    #expect(try #require(o.layouts.first?.text).contains("group.horizontal(w: 1, h: 44pt) < item >"))
  }

  /// `subitem:count:` whose child has edge spacing cannot be `count:` (its copies fill the axis
  /// exactly); `repeatingSubitem:count:` of such a child stays `repeat:`, which checks.
  @Test func countChildrenWithEdgeSpacing() throws {
    func swift(_ children: String) -> String {
      """
      final class E {
        func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
          item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(8), top: nil, trailing: nil, bottom: nil)
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), \(children))
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    }
    let legacy = Self.run(swift("subitem: item, count: 3"))
    #expect(legacy.diagnostics.contains { $0.id.description == "import.cannotExpress" && $0.message.text.contains("subitem:count:") })
    #expect(Self.ids(legacy).contains("import.geometryChanged"))
    #expect(legacy.layouts.first?.text == nil)
    let repeating = Self.run(swift("repeatingSubitem: item, count: 3"))
    #expect(repeating.diagnostics.isEmpty, "\(repeating.diagnostics.map(\.message.text))")
    let text = try #require(repeating.layouts.first?.text)
    #expect(text.contains("repeat: 3"), "\(text)")
    #expect(Self.checksClean(text), "\(text)")
  }

  /// An element kind of the app's own (Apple's samples' `"section-header-element-kind"`) is not
  /// kept: a warning at the supplementary, and the layout is still written.
  @Test func customBoundaryKindsWarn() throws {
    let swift = """
      final class K {
        func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
          let section = NSCollectionLayoutSection(group: group)
          let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "section-header-element-kind", alignment: .top)
          let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
          section.boundarySupplementaryItems = [header, footer]
          return UICollectionViewCompositionalLayout(section: section)
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.count == 1, "\(o.diagnostics.map(\.message.text))")
    let d = try #require(o.diagnostics.first)
    #expect(d.severity == .warning && d.message.text.contains("\"section-header-element-kind\""))
    #expect(Self.location(o, "import.cannotExpress", in: swift).map { [$0.0, $0.1] } == [6, 18])
    let text = try #require(o.layouts.first?.text)
    #expect(text.contains("header(h: 30pt) footer(h: 20pt)"), "\(text)")
  }

  /// Two hosts whose badges share the Swift kind `"badge"` with different geometry: the
  /// `.layout` has two `badge` declarations, so two kinds; a warning names them.
  @Test func oneBadgeKindOfTwoGeometriesWarns() throws {
    func swift(_ second: String) -> String {
      """
      final class B {
        func makeLayout() -> UICollectionViewLayout {
          let small = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(16), heightDimension: .absolute(16)), elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
          let big = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(24), heightDimension: .absolute(24)), elementKind: \(second), containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
          let a = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), supplementaryItems: [small])
          let b = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), supplementaryItems: [big])
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [a, b])
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    }
    let same = Self.run(swift("\"badge\""))
    #expect(same.diagnostics.count == 1, "\(same.diagnostics.map(\.message.text))")
    #expect(Self.location(same, "import.cannotExpress", in: swift("\"badge\"")).map { [$0.0, $0.1] } == [4, 15])
    #expect(same.diagnostics.first?.message.text.contains("`badge`, `badge-2`") == true)
    let text = try #require(same.layouts.first?.text)
    #expect(text.contains("badge(w: 16pt, h: 16pt)") && text.contains("badge(w: 24pt, h: 24pt, anchor: top-leading)"), "\(text)")
    // Kinds as the `.layout` names them: nothing to say.
    #expect(Self.run(swift("\"badge-2\"")).diagnostics.isEmpty)
  }

  /// `UICollectionViewCompositionalLayout.list(using:)`, with the list settings that draw but
  /// place nothing.
  @Test func listLayoutsImport() throws {
    let swift = """
      final class Settings {
        func makeLayout() -> UICollectionViewLayout {
          var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
          config.backgroundColor = .clear
          config.headerMode = .supplementary
          config.trailingSwipeActionsConfigurationProvider = { indexPath in nil }
          return UICollectionViewCompositionalLayout.list(using: config)
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    #expect(text.contains("section < list(appearance: inset-grouped, header: supplementary) >"), "\(text)")
    #expect(Self.checksClean(text), "\(text)")
  }

  /// Names that would start with a digit get a prefix, and the file checks.
  @Test func layoutNamesAreIdentifiers() throws {
    let layout = "UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), repeatingSubitem: NSCollectionLayoutItem(layoutSize: \(Self.size1)), count: 3)))"
    let swift = """
      func make3ColumnLayout() -> UICollectionViewLayout { \(layout) }
      var _2up: UICollectionViewCompositionalLayout { \(layout) }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    #expect(o.layouts.map(\.name).sorted() == ["Layout2up", "Layout3Column"])
    for l in o.layouts {
      let text = try #require(l.text)
      #expect(text.contains("layout \(l.name)\n"), "\(text)")
      #expect(Self.checksClean(text), "\(text)")
    }
  }

  /// `if #available(iOS 16, *) { repeatingSubitem } else { subitem:count: }` as apps write it:
  /// the newest branch, with a warning at the test; parameters left out take their defaults;
  /// `max`/`min` of constants are evaluated.
  @Test func availabilityDefaultsAndMaxMin() throws {
    let swift = """
      final class AvailLayout {
        func makeLayout(columns: Int = 3, spacing: CGFloat = 2 * 4) -> UICollectionViewLayout {
          UICollectionViewCompositionalLayout { [weak self] sectionIndex, layoutEnvironment in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let group: NSCollectionLayoutGroup
            if #available(iOS 16.0, *) {
              group = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: columns)
            } else {
              group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: columns)
            }
            group.interItemSpacing = .fixed(max(4, spacing, 6))
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = min(10, spacing)
            return section
          }
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.count == 1, "\(o.diagnostics.map(\.message.text))")
    #expect(o.diagnostics.first?.severity == .warning)
    #expect(Self.location(o, "import.cannotExpress", in: swift).map { [$0.0, $0.1] } == [7, 10])
    let text = try #require(o.layouts.first?.text)
    #expect(text.contains("section spacing 8 < group.horizontal(w: 1, h: 44pt, count: 3) spacing 8 < item > >"), "\(text)")
    #expect(Self.checksClean(text), "\(text)")
    // `#unavailable` takes the other branch.
    let other = Self.run(swift.replacing("#available", with: "#unavailable").replacing("count: columns)\n      } else", with: "count: 2)\n      } else"))
    #expect(try #require(other.layouts.first?.text).contains("count: 3"))
    let newest = Self.run(swift.replacing("count: columns)\n      } else", with: "count: 2)\n      } else"))
    #expect(try #require(newest.layouts.first?.text).contains("repeat: 2"))
  }

  /// Apple's sample code: an enum's method and computed property called on a case (`self` is
  /// the case), and a `guard … else { fatalError() }` that ends the sections.
  @Test func enumMethodsAndFatalErrorAsAppleWritesThem() throws {
    let swift = """
      class OrthogonalViewController: UIViewController {
        enum SectionKind: Int, CaseIterable {
          case continuous, paging
          func orthogonalScrollingBehavior() -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch self {
            case .continuous: return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
            case .paging: return UICollectionLayoutSectionOrthogonalScrollingBehavior.paging
            }
          }
          var columnCount: Int {
            switch self {
            case .continuous: return 1
            default: return 2
            }
          }
        }
        func createLayout() -> UICollectionViewLayout {
          UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let sectionKind = SectionKind(rawValue: sectionIndex) else { fatalError("unknown section kind") }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let scrolls = sectionKind.orthogonalScrollingBehavior() != .none
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(scrolls ? 0.85 : 1), heightDimension: .absolute(200)), subitem: item, count: sectionKind.columnCount)
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior()
            return section
          }
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    #expect(text.contains("section scroll continuous < group.vertical(w: 0.85, h: 200pt, count: 1) < item > >"), "\(text)")
    #expect(text.contains("section scroll paging < group.vertical(w: 0.85, h: 200pt, count: 2) < item > >"), "\(text)")
    #expect(text.components(separatedBy: "\nsection").count - 1 == 2, "\(text)")
  }

  /// A `zIndex` layoutc does not give (a background's `-1`) is said, not dropped; the pinned
  /// header's `2` is layoutc's own, so nothing is said of it. Decoration insets are kept.
  @Test func zIndexesOtherThanLayoutcsWarn() throws {
    let swift = """
      final class Z {
        func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
          let section = NSCollectionLayoutSection(group: group)
          let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
          background.zIndex = -1
          background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
          section.decorationItems = [background]
          let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          header.pinToVisibleBounds = true
          header.zIndex = 2
          section.boundarySupplementaryItems = [header]
          return UICollectionViewCompositionalLayout(section: section)
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.count == 1, "\(o.diagnostics.map(\.message.text))")
    #expect(Self.location(o, "import.cannotExpress", in: swift).map { [$0.0, $0.1] } == [7, 5])
    let text = try #require(o.layouts.first?.text)
    #expect(text.contains("header(h: 30pt, pinned: true) background(inset: 4)"), "\(text)")
    // A background kind of the app's own is said too: the generated Swift registers its own.
    let own = Self.run(swift.replacing("\"section-background\"", with: "\"bg\""))
    #expect(own.diagnostics.map(\.message.text).contains { $0.hasPrefix("the element kind \"bg\"") }, "\(own.diagnostics.map(\.message.text))")
    #expect(own.layouts.first?.text != nil)
  }

  /// A fraction above 1 keeps its unit (`w: 2w`: a bare `2` reads as a mistaken point size), and
  /// a layout whose `.layout` would not check (UIKit's `.absolute(0)`) is not handed out.
  @Test func whatImportWritesChecks() throws {
    func swift(_ height: String) -> String {
      """
      final class P {
        func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: \(height)))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(2), heightDimension: .absolute(50)), subitems: [item])
          let section = NSCollectionLayoutSection(group: group)
          section.orthogonalScrollingBehavior = .continuous
          return UICollectionViewCompositionalLayout(section: section)
        }
      }
      """
    }
    let wide = Self.run(swift(".fractionalHeight(1.5)"))
    #expect(wide.diagnostics.isEmpty, "\(wide.diagnostics.map(\.message.text))")
    let text = try #require(wide.layouts.first?.text)
    #expect(text.contains("group.horizontal(w: 2w, h: 50pt) < item(h: 1.5h) >"), "\(text)")
    #expect(Self.checksClean(text), "\(text)")
    let zero = Self.run(swift(".absolute(0)"))
    #expect(Self.ids(zero) == ["import.invalidLayout"])
    #expect(zero.diagnostics.first?.message.text.contains("[check.nonPositiveSize]") == true)
    #expect(zero.layouts.first?.text == nil)
    #expect(zero.failed)
  }

  /// `section.boundarySupplementaryItems.append(header)` is followed; a change made through
  /// `layout.configuration` (a copying property) is located and fails.
  @Test func appendToPropertiesAndConfigurationCopies() throws {
    func swift(_ last: String) -> String {
      """
      final class P {
        func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
          let section = NSCollectionLayoutSection(group: group)
          let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section.boundarySupplementaryItems.append(header)
          let layout = UICollectionViewCompositionalLayout(section: section)
          \(last)
          return layout
        }
      }
      """
    }
    let appended = Self.run(swift(""))
    #expect(appended.diagnostics.isEmpty, "\(appended.diagnostics.map(\.message.text))")
    #expect(try #require(appended.layouts.first?.text).contains("section header(h: 30pt) < group.horizontal(w: 1, h: 50pt) < item > >"))
    let copied = Self.run(swift("layout.configuration.interSectionSpacing = 20"))
    #expect(Self.location(copied, "import.cannotExpress", in: swift("layout.configuration.interSectionSpacing = 20")).map { [$0.0, $0.1] } == [9, 5])
    #expect(copied.layouts.first?.text == nil)
  }

  /// Loops end: an array doubled in a loop stops at its bound, empty nested loops at the step
  /// bound; both fail located, quickly.
  @Test(.timeLimit(.minutes(1))) func loopsAreBounded() {
    for body in ["for _ in 0..<60 { items += items }", "for _ in 0..<10000 { for _ in 0..<10000 { } }", "for _ in 0..<64 { items.append(contentsOf: items) }"] {
      let swift = """
        final class P {
          func makeLayout() -> UICollectionViewLayout {
            var items = [NSCollectionLayoutItem(layoutSize: \(Self.size1))]
            \(body)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: items)
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
          }
        }
        """
      let o = Self.run(swift)
      #expect(o.layouts.first?.text == nil, "\(body)")
      #expect(Self.ids(o).contains("import.geometryChanged"), "\(body)")
    }
  }

  /// A flow layout's `sectionInsetReference` (`.fromSafeArea`, …) is read back as the `layout`
  /// line's `insetsReference:` the emitter wrote it from, not dropped; a case without a word fails.
  @Test(arguments: ["safe-area", "layout-margins", "content-inset"])
  func flowInsetsReferenceRoundTrips(_ word: String) throws {
    let layout = SourceFile(name: "ref.layout", text: "layout Ref(insetsReference: \(word))\n\nflow inset 8 < item(w: 50pt, h: 50pt) >\n")
    let swift = try #require(RoundTrip.emitSwift(layout, SwiftOptions()))
    #expect(swift.contains("sectionInsetReference"), "\(swift)")
    let o = SwiftImporter.importLayouts(SourceFile(name: "Ref.swift", text: swift))
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    // `content-inset` is the default, which the import leaves unwritten.
    #expect(text.contains(word == "content-inset" ? "layout Ref\n" : "layout Ref(insetsReference: \(word))\n"), "\(text)")
  }

  /// Kinds from an enum's raw values are read (`Kind.badge.rawValue` is `"badge"`, as layoutc
  /// names a first badge: nothing to say); a kind import cannot see is named by its source; an
  /// alignment `.layout` has no word for fails where it is. Two warnings at one place both show.
  @Test func kindsFromEnumsAndAlignments() throws {
    func swift(header: String, alignment: String) -> String {
      """
      final class P {
        enum Kind: String { case header, badge }
        func makeLayout() -> UICollectionViewLayout {
          let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(16), heightDimension: .absolute(16)), elementKind: Kind.badge.rawValue, containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1), supplementaryItems: [badge])
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
          let section = NSCollectionLayoutSection(group: group)
          let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: \(header), alignment: \(alignment))
          section.boundarySupplementaryItems = [header]
          return UICollectionViewCompositionalLayout(section: section)
        }
      }
      """
    }
    let plain = Self.run(swift(header: "UICollectionView.elementKindSectionHeader", alignment: ".top"))
    #expect(plain.diagnostics.isEmpty, "\(plain.diagnostics.map(\.message.text))")
    let unseen = Self.run(swift(header: "headerKind", alignment: ".top"))
    #expect(unseen.diagnostics.map(\.message.text).contains { $0.hasPrefix("the element kind `headerKind`") && $0.contains("the header is imported") }, "\(unseen.diagnostics.map(\.message.text))")
    #expect(unseen.layouts.first?.text != nil)
    let both = Self.run(swift(header: "Kind.header.rawValue", alignment: ".topLeading"))
    let texts = both.diagnostics.map(\.message.text)
    #expect(texts.contains { $0.hasPrefix("the element kind \"header\"") }, "\(texts)")
    #expect(texts.contains { $0.hasPrefix("the alignment `.topLeading`") }, "\(texts)")
    #expect(Self.ids(both).last == "import.geometryChanged")
    #expect(both.layouts.first?.text == nil)
  }

  /// A header comment's name or a type's that a `layout` line cannot have is made one.
  @Test(arguments: [("// layoutc: layout 3col\nenum G {", "Layout3col"), ("enum flow {", "Flow"), ("enum section {", "Section")])
  func invalidNamesAreMadeValid(_ head: String, _ expected: String) throws {
    let swift = """
      \(head)
        static func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    #expect(o.layouts.first?.name == expected)
    let text = try #require(o.layouts.first?.text)
    #expect(text.contains("\nlayout \(expected)\n") && Self.checksClean(text), "\(text)")
  }

  /// Apple's "Adaptive Sections" sample (Implementing Modern Collection Views), as published:
  /// an enum method taking the container's width, called in the section provider.
  @Test func applesAdaptiveSectionsSampleImports() throws {
    let swift = """
      class AdaptiveSectionsViewController: UIViewController {
          enum SectionLayoutKind: Int, CaseIterable {
              case list, grid5, grid3
              func columnCount(for width: CGFloat) -> Int {
                  let wideMode = width > 800
                  switch self {
                  case .grid3:
                      return wideMode ? 6 : 3
                  case .grid5:
                      return wideMode ? 10 : 5
                  case .list:
                      return wideMode ? 2 : 1
                  }
              }
          }
          func createLayout() -> UICollectionViewLayout {
              let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int,
                  layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                  guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
                  let columns = layoutKind.columnCount(for: layoutEnvironment.container.effectiveContentSize.width)
                  let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                       heightDimension: .fractionalHeight(1.0))
                  let item = NSCollectionLayoutItem(layoutSize: itemSize)
                  item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                  let groupHeight = layoutKind == .list ?
                      NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
                  let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                        heightDimension: groupHeight)
                  let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
                  let section = NSCollectionLayoutSection(group: group)
                  section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
                  return section
              }
              return layout
          }
      }
      """
    let o = Self.run(swift, name: "AdaptiveSectionsViewController.swift")
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let expected = """
      // Imported from AdaptiveSectionsViewController.swift, AdaptiveSectionsViewController.createLayout()
      layout AdaptiveSections

      section inset 20 <
        when(widthAbove: 800pt) < group.horizontal(w: 1, h: 44pt, count: 2) < item inset 2 > >
        else < group.horizontal(w: 1, h: 44pt, count: 1) < item inset 2 > >
      >

      section inset 20 <
        when(widthAbove: 800pt) < group.horizontal(w: 1, h: 0.2w, count: 10) < item inset 2 > >
        else < group.horizontal(w: 1, h: 0.2w, count: 5) < item inset 2 > >
      >

      section inset 20 <
        when(widthAbove: 800pt) < group.horizontal(w: 1, h: 0.2w, count: 6) < item inset 2 > >
        else < group.horizontal(w: 1, h: 0.2w, count: 3) < item inset 2 > >
      >

      """
    #expect(o.layouts.first?.text == expected)
  }

  /// `#if … #else … #endif` around layout code: not both branches run (the last one winning
  /// without a word), but the block is located and the layout fails; a `#if DEBUG` that touches
  /// no layout value is skipped.
  @Test func conditionalCompilationIsNotRunBothWays() {
    let swift = """
      final class P {
        func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
          let section = NSCollectionLayoutSection(group: group)
          #if DEBUG
          print("made")
          #endif
          #if targetEnvironment(macCatalyst)
          section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
          #else
          section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
          #endif
          return UICollectionViewCompositionalLayout(section: section)
        }
      }
      """
    let o = Self.run(swift)
    #expect(Self.ids(o) == ["import.unreadable", "import.geometryChanged"], "\(o.diagnostics.map(\.message.text))")
    #expect(Self.location(o, "import.unreadable", in: swift).map { [$0.0, $0.1] } == [9, 5])
    #expect(o.layouts.first?.text == nil)
  }

  /// A section provider written with shorthand arguments, `{ self.section(for: $0, environment: $1) }`,
  /// and `map` over `$0`.
  @Test func shorthandClosureArguments() throws {
    let swift = """
      final class P {
        func section(for index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
          let items = [1, 2].map { NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0 * $0), heightDimension: .fractionalHeight(1))) }
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(index == 0 ? 100 : 50)), subitems: items)
          return NSCollectionLayoutSection(group: group)
        }
        func makeLayout() -> UICollectionViewLayout {
          UICollectionViewCompositionalLayout { [unowned self] in self.section(for: $0, environment: $1) }
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    #expect(text.contains("section <\n  group.horizontal(w: 1, h: 100pt) <\n    item(w: 1/3)\n    item(w: 2/3)\n  >\n>"), "\(text)")
    #expect(text.contains("h: 50pt"), "\(text)")
  }

  /// Flow delegate methods are the layout's own type's; another type's only when one type has
  /// them (several: which is the delegate is decided at run time, and the layout fails).
  @Test func flowDelegatesBelongToTheirType() throws {
    let swift = """
      final class AViewController: UIViewController {
        func makeLayout() -> UICollectionViewFlowLayout {
          let layout = UICollectionViewFlowLayout()
          layout.itemSize = CGSize(width: 10, height: 10)
          return layout
        }
      }
      final class BViewController: UIViewController {
        func makeLayout() -> UICollectionViewFlowLayout {
          let layout = UICollectionViewFlowLayout()
          layout.itemSize = CGSize(width: 20, height: 20)
          return layout
        }
      }
      extension BViewController: UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 30 }
      }
      final class Other: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 40 }
      }
      """
    let o = Self.run(swift)
    let b = try #require(o.layouts.first { $0.declaration == "BViewController.makeLayout()" })
    #expect(try #require(b.text).contains("flow(line: 30) < item(w: 20pt, h: 20pt) >"))
    let a = try #require(o.layouts.first { $0.declaration == "AViewController.makeLayout()" })
    #expect(a.text == nil)
    #expect(Self.ids(o) == ["import.runtimeValue", "import.geometryChanged"], "\(o.diagnostics.map(\.message.text))")
  }

  /// `Section.allCases[sectionIndex]`: one section per case (past the end Swift traps: no more
  /// sections, and nothing said about that run).
  @Test func allCasesIndexedBySection() throws {
    let swift = """
      final class P {
        enum Section: CaseIterable {
          case big, small
        }
        func makeLayout() -> UICollectionViewLayout {
          UICollectionViewCompositionalLayout { sectionIndex, env in
            let kind = Section.allCases[sectionIndex]
            let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(kind == .big ? 100 : 50)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
          }
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    #expect(text.hasSuffix("section < group.horizontal(w: 1, h: 100pt) < item > >\n\nsection < group.horizontal(w: 1, h: 50pt) < item > >\n"), "\(text)")
  }

  /// `for … in … where …`.
  @Test func forWhere() throws {
    let swift = """
      final class P {
        func makeLayout() -> UICollectionViewLayout {
          var items: [NSCollectionLayoutItem] = []
          for i in 1...4 where i != 2 {
            items.append(NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.1 * i), heightDimension: .fractionalHeight(1))))
          }
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: items)
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    #expect(text.contains("item(w: 0.1)\n    item(w: 0.3)\n    item(w: 0.4)\n"), "\(text)")
  }

  /// Sections built in a loop by one function with a parameter: `makeSection` names none of
  /// them (no `section make`); `makeFeaturedSection()` names its section `featured`, and a
  /// section function used for two identical sections names both.
  @Test func sectionNamesFromBuilderFunctions() throws {
    let swift = """
      final class P {
        func makeSection(height: CGFloat) -> NSCollectionLayoutSection {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
          return NSCollectionLayoutSection(group: group)
        }
        func makeFeaturedSection() -> NSCollectionLayoutSection {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)), subitems: [item]))
        }
        func gridSection() -> NSCollectionLayoutSection {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [item]))
        }
        func makeLayout() -> UICollectionViewLayout {
          var sections: [NSCollectionLayoutSection] = [makeFeaturedSection()]
          for h in [40, 80] {
            sections.append(makeSection(height: CGFloat(h)))
          }
          sections += [gridSection(), gridSection()]
          return UICollectionViewCompositionalLayout { index, _ in sections[index] }
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    let heads = text.split(separator: "\n").filter { $0.hasPrefix("section") }.map { $0.prefix { $0 != "<" } }
    #expect(heads == ["section featured ", "section ", "section ", "section grid ", "section grid "], "\(text)")
  }

  /// `Type.init(…)` is the initialiser; `forEach { $0.… = … }` configures each element.
  @Test func explicitInitAndForEach() throws {
    let swift = """
      final class P {
        func makeLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem.init(layoutSize: NSCollectionLayoutSize.init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
          let section = NSCollectionLayoutSection.init(group: group)
          section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
          section.boundarySupplementaryItems.forEach { $0.pinToVisibleBounds = true }
          return UICollectionViewCompositionalLayout.init(section: section)
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    #expect(try #require(o.layouts.first?.text).contains("section header(h: 30pt, pinned: true) < group.horizontal(w: 1, h: 50pt) < item > >"))
  }

  /// A section provider closure is a layout of its own; used by a layout of the file, it is that
  /// layout's sections (one `.layout`, not two).
  @Test func sectionProviderClosures() throws {
    let provider = """
      final class FeedViewController: UIViewController {
        lazy var sectionProvider: UICollectionViewCompositionalLayoutSectionProvider = { sectionIndex, environment in
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(sectionIndex == 0 ? 200 : 50)), subitems: [item])
          return NSCollectionLayoutSection(group: group)
        }
      }

      """
    let alone = Self.run(provider)
    #expect(alone.diagnostics.isEmpty, "\(alone.diagnostics.map(\.message.text))")
    #expect(alone.layouts.map(\.declaration) == ["FeedViewController.sectionProvider"])
    let text = try #require(alone.layouts.first?.text)
    #expect(text.contains("section < group.horizontal(w: 1, h: 200pt) < item > >\n\nsection < group.horizontal(w: 1, h: 50pt) < item > >"), "\(text)")
    let used = Self.run(provider + """
      extension FeedViewController {
        func makeLayout() -> UICollectionViewLayout {
          UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
        }
      }
      """)
    #expect(used.diagnostics.isEmpty, "\(used.diagnostics.map(\.message.text))")
    #expect(used.layouts.map(\.declaration) == ["FeedViewController.makeLayout()"])
    #expect(used.layouts.first?.text?.hasSuffix(text.split(separator: "\n", maxSplits: 2)[2] + "") == true)
  }

  /// A function nested in the layout function, using a local declared before it.
  @Test func nestedFunctions() throws {
    let swift = """
      final class P {
        func createLayout() -> UICollectionViewLayout {
          let spacing: CGFloat = 8
          func makeSection(height: CGFloat, _ columns: Int) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), repeatingSubitem: item, count: columns)
            group.interItemSpacing = .fixed(spacing)
            return NSCollectionLayoutSection(group: group)
          }
          func forever(_ n: Int) -> Int { forever(n) }
          return UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? makeSection(height: 200, 1) : makeSection(height: 50, 3)
          }
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    let text = try #require(o.layouts.first?.text)
    #expect(text.hasSuffix("section < group.horizontal(w: 1, h: 200pt, count: 1) spacing 8 < item > >\n\nsection < group.horizontal(w: 1, h: 50pt, repeat: 3) spacing 8 < item > >\n"), "\(text)")
    // A nested function that never returns ends, reported where it is used.
    let loops = Self.run(swift.replacing("count: columns)", with: "count: forever(columns))"))
    #expect(loops.layouts.first?.text == nil)
    #expect(Self.ids(loops).contains("import.geometryChanged"))
  }

  /// `do { … } catch { … }`: the body runs, the `catch` blocks do not.
  @Test func doCatchRunsItsBody() throws {
    let swift = """
      final class P {
        func createLayout() -> UICollectionViewLayout {
          let item = NSCollectionLayoutItem(layoutSize: \(Self.size1))
          do {
            item.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
          } catch let error as NSError {
            print(error)
          } catch {
            item.contentInsets = .zero
          }
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
      }
      """
    let o = Self.run(swift)
    #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message.text))")
    #expect(try #require(o.layouts.first?.text).contains("< item inset 3 >"))
  }
}
