import LayoutSemantics
import LayoutSource

/// Diagnostics of the emitters (`emit.*`), alphabetical: what the emitted code cannot promise.
public enum EmitDiagnostics {
  static func id(_ function: String = #function) -> DiagnosticID { DiagnosticID("emit", function: function) }

  /// A `count:` or `repeat:` group (`label`) whose copies the generated Swift leaves UIKit to
  /// size, although whether UIKit takes its spacing out of `repeatingSubitem` copies (G5) is not
  /// known: with a positive spacing they may be wider (or taller) on device.
  public static func contestedSpacingRetry(_ label: String, count: Int, spacing: Double, axis: Axis) -> DiagnosticMessage {
    let change = longer(axis, spacing > 0)
    return .init(
      id(), .warning,
      "on device the copies of this `\(label): \(count)` may be \(change) than in layoutc's frames: UIKit does not document whether it takes the \(JSONText.number(spacing))pt `interItemSpacing` out of `repeatingSubitem` copies, and the generated Swift cannot size them itself inside a fill group whose number of children depends on the container; give this group an absolute \(axis.length)")
  }
  /// At the fill group whose children decide the contested group's length.
  public static func contestedSpacingRetryNote(_ axis: Axis, at fill: SourceRange) -> DiagnosticNote {
    DiagnosticNote("the fill group whose number of children decides this group's \(axis.length)", at: fill)
  }

  /// `insetsReference:` below iOS 14, where UIKit has no `contentInsetsReference`.
  public static func insetsReferenceNeedsIOS14(target: IOSVersion) -> DiagnosticMessage {
    .init(
      id(), .error,
      "`insetsReference:` needs iOS 14 (`contentInsetsReference`), and the deployment target is iOS \(target); remove it, or raise the deployment target to 14.0")
  }

  /// A list section below iOS 14, where UIKit has no list configuration.
  public static func listNeedsIOS14(target: IOSVersion) -> DiagnosticMessage {
    .init(
      id(), .error,
      "`list(…)` needs iOS 14 (`UICollectionLayoutListConfiguration`, `NSCollectionLayoutSection.list(using:layoutEnvironment:)`), and the deployment target is iOS \(target); raise the deployment target to 14.0, or build the rows from groups")
  }

  /// `repeat: N` below iOS 16 (macOS 13), where a fill of the child would not place exactly N copies.
  public static func repeatNeedsIOS16(_ n: Int, target: IOSVersion, platform: SwiftPlatform = .ios) -> DiagnosticMessage {
    let (system, needed, framework) = platform == .ios ? ("iOS", "16", "UIKit") : ("macOS", "13", "AppKit")
    return .init(
      id(), .error,
      "`repeat: \(n)` needs \(system) \(needed) (`repeatingSubitem:count:`), and the deployment target is \(system) \(target); before \(system) \(needed) \(framework) can only fill the group with copies of the child, which places a different number of them here")
  }
  /// What would make a `repeat: N` expressible before iOS 16 (macOS 13).
  public static func repeatNeedsIOS16Note(_ n: Int, platform: SwiftPlatform = .ios) -> DiagnosticNote {
    let (system, needed) = platform == .ios ? ("iOS", "16.0") : ("macOS", "13.0")
    return DiagnosticNote("`count: \(n)` gives \(n) equal slots on every \(system); or give the group and its child absolute lengths along the group's axis that fit exactly \(n) copies, or raise the deployment target to \(needed)")
  }

  /// `insets: none` on a header or footer below iOS 14.
  public static func supplementaryInsetsNeedIOS14(target: IOSVersion) -> DiagnosticMessage {
    .init(
      id(), .error,
      "`insets: none` needs iOS 14 (`supplementariesFollowContentInsets`), and the deployment target is iOS \(target); remove it to size the header and footer inside the section's insets, or raise the deployment target to 14.0")
  }

  /// What a `.layout` file can say that only UIKit has, refused under `--platform macos`
  /// (README, "AppKit").
  public enum UIKitOnlyFeature: Sendable, Hashable {
    /// A `list(…)` section: `UICollectionLayoutListConfiguration`.
    case list
    /// `insetsReference:` on the `layout` line of a compositional layout, with its value's
    /// `UIContentInsetsReference` case (`.safeArea`).
    case layoutInsetsReference(String)
    /// `insetsReference:` on a compositional section.
    case sectionInsetsReference(String)
    /// `insetsReference:` on the `layout` line of a flow layout: `sectionInsetReference`.
    case flowInsetsReference(String)
    /// `estimatedItemSize: automatic` on the `layout` line of a flow layout (E10).
    case flowAutomaticSize

    /// The feature as the file writes it, and the UIKit API it becomes.
    var text: (feature: String, api: String, fix: String) {
      switch self {
      case .list:
        ("a `list(…)` section", "`UICollectionLayoutListConfiguration` and `NSCollectionLayoutSection.list(using:layoutEnvironment:)`",
         "build the rows from an item and a group")
      case .layoutInsetsReference(let v):
        ("`insetsReference:` on the layout", "`UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference = \(v)`",
         "remove it: AppKit measures content insets from the clip view's bounds")
      case .sectionInsetsReference(let v):
        ("`insetsReference:` on a section", "`NSCollectionLayoutSection.contentInsetsReference = \(v)`",
         "remove it: AppKit measures content insets from the clip view's bounds")
      case .flowInsetsReference(let v):
        ("`insetsReference:` on a flow layout", "`UICollectionViewFlowLayout.sectionInsetReference = \(v)`",
         "remove it: AppKit measures section insets from the clip view's bounds")
      case .flowAutomaticSize:
        ("`estimatedItemSize: automatic`", "`UICollectionViewFlowLayout.automaticSize`",
         "remove it to set `estimatedItemSize` to the first item's estimate")
      }
    }
  }

  /// A UIKit-only feature under `--platform macos`.
  public static func uikitOnly(_ feature: UIKitOnlyFeature) -> DiagnosticMessage {
    let t = feature.text
    return .init(
      id(), .error,
      "\(t.feature) is UIKit-only (\(t.api)) and AppKit has no equivalent, so `--platform macos` cannot emit it; \(t.fix), or emit for iOS")
  }

  /// `wider` or `taller` (or, when `longer` is false, `narrower` or `shorter`) along `axis`.
  static func longer(_ axis: Axis, _ longer: Bool) -> String {
    axis == .horizontal ? (longer ? "wider" : "narrower") : (longer ? "taller" : "shorter")
  }
}
