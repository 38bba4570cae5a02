import Foundation
import LayoutSemantics
import Testing

/// The generated Swift does not depend on whether UIKit's spacing retry (G5) applies to
/// `repeatingSubitem` groups (`FrameProof.check` runs every file under both readings): the proof
/// rejects Swift that does, the computed sizes follow the display scale, and only a build that
/// warns `emit.contestedSpacingRetry` leaves the retry to UIKit.
@MainActor
@Suite struct SpacingRetryTests {
  /// two-column-grid as layoutc emitted it before it sized `count:` copies itself gives layoutc's
  /// frames when UIKit retries `repeatingSubitem` groups (180pt items), and 185pt items when it
  /// does not: the proof rejects it at every container.
  @Test func theProofRejectsSwiftThatDependsOnTheRetry() throws {
    let input = try Inputs.named("two-column-grid")
    let file = try input.source()
    let old = Factories.twoColumnGridOldEmission
    for c in FrameProof.containers {
      #expect(try FrameProof.difference(old, file, width: c.width, height: c.height) == nil, "with the retry at \(c.width)")
      let without = try FrameProof.difference(old, file, width: c.width, height: c.height, rules: FrameProof.noRetryForRepeatingSubitems)
      #expect(without != nil, "without the retry at \(c.width)")
    }
    #expect(try FrameProof.check(old, against: input, record: false) == FrameProof.containers.count)
    let frames = try FrameProof.actualFrames(old, sections: 1, width: 390, height: 844, rules: FrameProof.noRetryForRepeatingSubitems)
    #expect(frames.contains("\"width\": 185"), "the old emission's items are 185pt wide without the retry")
  }

  /// The sizes the generated code computes are floored to the display scale it is given:
  /// the files that compute sizes, proven at @1x and @2x too.
  @Test(arguments: ["two-column-grid", "three-sections", "spacing-retry"], [1.0, 2.0])
  func computedSizesFollowTheDisplayScale(_ stem: String, scale: Double) throws {
    let swift = try String(contentsOf: try Inputs.named(stem).generatedFile, encoding: .utf8)
    #expect(swift.contains("layoutEnvironment.traitCollection.displayScale"), "\(stem) no longer computes sizes")
    try FrameProof.check(try #require(Factories.table[stem]), against: try Inputs.named(stem), scale: scale)
  }

  /// Every other low-confidence rule, changed from its default: the harness reports which
  /// generated files' frames depend on it (they need not agree).
  static let otherRules: [(name: String, change: @Sendable (inout Rules) -> Void)] = [
    ("fitTolerance = 0", { $0.fitTolerance = 0 }),
    ("fractionalInsetThreshold = 1", { $0.fractionalInsetThreshold = 1 }),
    ("shortenPartialLastGroup = false", { $0.shortenPartialLastGroup = false }),
    ("clampNegativeSlack = false", { $0.clampNegativeSlack = false }),
    ("floorEpsilon = 1e-9", { $0.floorEpsilon = 1e-9 }),
    ("topLevelFixedEdgeSpacing = false", { $0.topLevelFixedEdgeSpacing = false }),
    ("estimatedFillSinglePass = false", { $0.estimatedFillSinglePass = false }),
    ("globalBoundarySupplementaries = false", { $0.globalBoundarySupplementaries = false }),
    ("backgroundCoversBoundarySupplementaries = false", { $0.backgroundCoversBoundarySupplementaries = false }),
    ("orthogonalHeightExcludesInsets = false", { $0.orthogonalHeightExcludesInsets = false }),
    ("groupPagingCenteredInsets = false", { $0.groupPagingCenteredInsets = false }),
    ("flowSwapSpacingOnHorizontalGeneralPath = false", { $0.flowSwapSpacingOnHorizontalGeneralPath = false }),
    ("flowEmptyLineBeforeOverlongFirstItem = false", { $0.flowEmptyLineBeforeOverlongFirstItem = false }),
    ("flowEmptySectionKeepsInsets = false", { $0.flowEmptySectionKeepsInsets = false }),
  ]

  /// The generated files whose frames at 390×844 change with `rules`, from the defaults.
  static func dependents(on rules: Rules) throws -> [String] {
    var stems: [String] = []
    for input in Inputs.all {
      let build = try #require(Factories.table[input.stem])
      let sections = try FrameProof.declaredSections(try input.source())
      let frames = try [rules, .standard].map { rules in
        try Harness.frames(
          build, sections: sections, options: FrameProof.options(width: 390, height: 844, rules: rules),
          items: FrameProof.itemsPerSection).frames
      }
      if frames[0] != frames[1] { stems.append(input.stem) }
    }
    return stems
  }

  /// The retry for `repeatingSubitem` groups changes the frames of exactly the files whose build
  /// warns `emit.contestedSpacingRetry` (so the warning is never spurious here); the other rules'
  /// dependents are reported.
  @Test func theRetryMattersOnlyWhereTheBuildWarns() throws {
    var warned: [String] = []
    for input in Inputs.all where try input.generatedSwift().1.contains(where: { $0.id.description == FrameProof.contestedSpacingRetry }) {
      warned.append(input.stem)
    }
    #expect(warned == ["spacing-retry-in-fill"])
    #expect(try Self.dependents(on: FrameProof.noRetryForRepeatingSubitems) == warned)
    for rule in Self.otherRules {
      var rules = Rules()
      rule.change(&rules)
      let stems = try Self.dependents(on: rules)
      print("report: generated Swift whose frames at 390×844 change with \(rule.name): \(stems.isEmpty ? "none" : stems.joined(separator: ", "))")
    }
  }
}
