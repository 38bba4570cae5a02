import Foundation
import LayoutSource
import SwiftImport
import Testing

/// A flow layout's sections come from its type's `enum Section`: one section per case, in order,
/// named by the case's doc comment as the emitter writes it, or by the case's own name in Swift an
/// app wrote. Without such an enum they come from the index literals the delegate functions test.
@Suite struct FlowSectionImportTests {
  func imported(_ swift: String) throws -> String {
    let outcome = SwiftImporter.importLayouts(SourceFile(name: "F.swift", text: swift))
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message.text))")
    return try #require(outcome.layouts.first?.text)
  }

  func flowLines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("flow") }
  }

  static let layout = """
    static func makeLayout() -> UICollectionViewFlowLayout {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 40)
      return layout
    }
    """

  /// The emitter's form: each case's doc comment names its section, or says it has no name.
  @Test func documentedCasesNameTheirSections() throws {
    let text = try imported("""
      enum ShelvesLayout {
        \(Self.layout)
        enum Section: Int, CaseIterable {
          /// Section `top-picks`.
          case topPicks
          /// An unnamed section.
          case section1
          /// Section `default`.
          case defaultSection
        }
      }
      """)
    #expect(flowLines(text) == ["flow top-picks < item(w: 100pt, h: 40pt) >", "flow < item(w: 100pt, h: 40pt) >", "flow default < item(w: 100pt, h: 40pt) >"], "\(text)")
  }

  /// An app's own enum, with cases on one line and no doc comments: the cases name the
  /// sections, except a `.layout` keyword, which cannot.
  @Test func anAppsEnumNamesItsSections() throws {
    let text = try imported("""
      final class FiltersViewController {
        enum Section: Int, CaseIterable {
          case colors, sizes
          case header
        }
        \(Self.layout)
      }
      """)
    #expect(flowLines(text) == ["flow colors < item(w: 100pt, h: 40pt) >", "flow sizes < item(w: 100pt, h: 40pt) >", "flow < item(w: 100pt, h: 40pt) >"], "\(text)")
  }

  /// Doc comments edited by hand to name two sections alike: the second is left unnamed, as a
  /// `.layout` cannot have two sections of one name.
  @Test func aRepeatedNameIsUsedOnce() throws {
    let text = try imported("""
      enum ShelvesLayout {
        \(Self.layout)
        enum Section: Int, CaseIterable {
          /// Section `shelf`.
          case first
          /// Section `shelf`.
          case second
        }
      }
      """)
    #expect(flowLines(text) == ["flow shelf < item(w: 100pt, h: 40pt) >", "flow < item(w: 100pt, h: 40pt) >"], "\(text)")
  }

  /// The enum says how many sections there are even where a delegate function tests fewer
  /// indices; sections it does not test get the `default:` case's metrics.
  @Test func theEnumCountsTheSections() throws {
    let text = try imported("""
      enum ShelvesLayout {
        \(Self.layout)
        enum Section: Int, CaseIterable {
          case a, b, c
        }
        static func minimumLineSpacingForSection(_ section: Int) -> CGFloat {
          switch section {
          case 0: return 4
          default: return 8
          }
        }
      }
      """)
    #expect(flowLines(text).count == 3, "\(text)")
    #expect(flowLines(text).first?.hasPrefix("flow a") == true, "\(text)")
  }

  /// Only the layout's own type's `Section` counts: another type's enum says nothing of it.
  @Test func anotherTypesEnumIsNotTheLayouts() throws {
    let text = try imported("""
      enum Other {
        enum Section: Int, CaseIterable {
          case a, b
        }
      }
      enum ShelvesLayout {
        \(Self.layout)
      }
      """)
    #expect(flowLines(text) == ["flow < item(w: 100pt, h: 40pt) >"], "\(text)")
  }
}
