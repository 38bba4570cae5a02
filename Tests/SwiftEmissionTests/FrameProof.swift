import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import Testing

/// The proof harness: builds a layout with generated code, converts the objects into layoutc's
/// model (`ModelFromUIKit`), resolves that model, and compares the frames with what
/// `layoutc build FILE --emit frames` writes for the `.layout` at the same container.
@MainActor
enum FrameProof {
  /// The containers every generated file is proven at: phone, tablet, small phone.
  static let containers: [(width: Double, height: Double)] = [(390, 844), (820, 1180), (320, 568)]
  /// Items in every section: enough to repeat every template at least twice (a `count: 40` row
  /// shows its difference only in its second repetition).
  static let itemsPerSection = 100

  /// Each container is proven at rest and scrolled: with the visible range along the scroll
  /// axis starting at `scrolledTo` (`--visible`), so that pinned headers and footers move.
  static let scrolledTo = 250.0

  /// The display scale of every container (`traitCollection.displayScale`, `--scale`).
  static let scale = 3.0

  /// The other reading of the spacing retry (G5): UIKit does not take `interItemSpacing` out of
  /// `repeatingSubitem` copies. The proof runs every generated file under both readings.
  static let noRetryForRepeatingSubitems: Rules = {
    var rules = Rules()
    rules.retryRepeatingGroups = false
    return rules
  }()

  static func options(
    width: Double, height: Double, visible: ClosedRange<Double>? = nil, scale: Double = scale, rules: Rules = .standard
  ) -> ResolveOptions {
    var o = ResolveOptions(width: width, height: height, scale: scale, items: .each(itemsPerSection), rules: rules)
    o.visible = visible
    return o
  }

  /// At rest, then scrolled by `scrolledTo` (the range is as long as the container's longer side,
  /// whichever way the layout scrolls).
  static func visibleRanges(width: Double, height: Double) -> [ClosedRange<Double>?] {
    [nil, scrolledTo...(scrolledTo + max(width, height))]
  }

  /// How many sections the `.layout` declares — the only thing the harness takes from layoutc's
  /// own reading of the file.
  static func declaredSections(_ file: SourceFile) throws -> Int {
    switch try #require(Compilation.analyze(file, mode: nil).checked, "\(file.name) does not check") {
    case .compositional(let m): m.sections.count
    case .flow(let m): m.sections.count
    }
  }

  /// `layoutc build FILE --emit frames --size WxH --scale S --items N` at a container.
  static func expectedFrames(
    _ file: SourceFile, width: Double, height: Double, visible: ClosedRange<Double>? = nil, scale: Double = scale
  ) throws -> String {
    let options = options(width: width, height: height, visible: visible, scale: scale)
    // The container as `--size`, `--scale` and `--items` give it: over the file's previews, left
    // to right and without a safe area, as the objects are resolved (the Swift depends on neither).
    var flags = ContainerFlags(width: width, height: height, scale: scale, items: options.items)
    (flags.direction, flags.safeArea) = (.leftToRight, .zero)
    let outcome = Compilation.build(file, options: BuildOptions(resolve: options, emit: .frames, container: flags))
    return try #require(outcome.output, "\(file.name) does not build at \(width)×\(height): \(outcome.diagnostics.map(\.message.text))")
  }

  /// The frames of the objects `build` makes, resolved at a container under `rules` (the
  /// reading of UIKit's behaviour the objects are resolved with).
  static func actualFrames(
    _ build: () -> BuiltLayout, sections: Int, width: Double, height: Double, visible: ClosedRange<Double>? = nil,
    scale: Double = scale, rules: Rules = .standard, measured: MeasuredSizes? = nil
  ) throws -> String {
    var options = options(width: width, height: height, visible: visible, scale: scale, rules: rules)
    options.measured = measured
    let outcome = try Harness.frames(build, sections: sections, options: options, items: itemsPerSection)
    #expect(outcome.lateMutations.isEmpty, "generated code changed objects after using them: \(outcome.lateMutations)")
    return try #require(outcome.frames, "the converted model does not resolve: \(outcome.diagnostics.map(\.message.text))")
  }

  /// Frames JSON without the names, which UIKit objects do not carry (the layout's name and each
  /// section's `name`); every number and everything else stays.
  static func withoutNames(_ json: String) -> String {
    json.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("  \"layout\": ") && !$0.hasPrefix("      \"name\": ") }
      .joined(separator: "\n")
  }

  /// Where the frames of `build`, resolved under `rules`, and those `layoutc build` gives the
  /// `.layout` differ at one container, at rest or scrolled: nil when they are equal, else the
  /// first differing line of the frames JSON.
  static func difference(
    _ build: () -> BuiltLayout, _ file: SourceFile, width: Double, height: Double, scale: Double = scale, rules: Rules = .standard
  ) throws -> String? {
    let sections = try declaredSections(file)
    // What the app's cells measure is an input, as the container is: the file's preview's `sizes:`.
    let measured = Compilation.analyze(file, mode: nil).previews.first.flatMap { $0.sizes.isEmpty ? nil : MeasuredSizes(pattern: $0.sizes) }
    for visible in visibleRanges(width: width, height: height) {
      let expected = withoutNames(try expectedFrames(file, width: width, height: height, visible: visible, scale: scale))
      let actual = withoutNames(try actualFrames(
        build, sections: sections, width: width, height: height, visible: visible, scale: scale, rules: rules, measured: measured))
      if expected != actual {
        let when = visible.map { "visible \(JSONText.number($0.lowerBound))..\(JSONText.number($0.upperBound))" } ?? "at rest"
        return "\(when): " + Golden.firstDifference(expected, actual)
      }
    }
    return nil
  }

  /// Runs the proof for one generated file at every container, under both readings of the
  /// spacing retry (G5): the frames of its objects must be those of `layoutc build` whether UIKit
  /// takes `interItemSpacing` out of `repeatingSubitem` copies or not. Records an issue for each
  /// container whose frames differ and returns how many did. Where the generation warned
  /// `emit.contestedSpacingRetry`, a difference under the second reading is reported, not counted.
  @discardableResult
  static func check(
    _ build: () -> BuiltLayout, against input: LayoutInput, record: Bool = true, scale: Double = scale,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Int {
    let file = try input.source()
    let warned = try input.generatedSwift().1.contains { $0.id.description == contestedSpacingRetry }
    var failures = 0
    for c in containers {
      let at = "\(JSONText.number(c.width))×\(JSONText.number(c.height)) @\(JSONText.number(scale))x"
      var differences: [String] = []
      if let diff = try difference(build, file, width: c.width, height: c.height, scale: scale) {
        differences.append(diff)
      }
      if let diff = try difference(build, file, width: c.width, height: c.height, scale: scale, rules: noRetryForRepeatingSubitems) {
        let reading = "if UIKit does not take interItemSpacing out of repeatingSubitem copies (G5), \(diff)"
        if warned {
          print("report: \(input.stem) (it warns \(contestedSpacingRetry)) at \(at): \(reading)")
        } else {
          differences.append(reading)
        }
      }
      guard !differences.isEmpty else { continue }
      failures += 1
      if record {
        Issue.record(
          "\(input.stem): generated Swift and --emit frames differ at \(at):\n\(differences.joined(separator: "\n"))",
          sourceLocation: sourceLocation)
      }
    }
    return failures
  }

  /// The warning for a `count:` or `repeat:` group whose copies the generated Swift leaves UIKit to size.
  static let contestedSpacingRetry = "emit.contestedSpacingRetry"
}
