/// How the generated Swift is declared, for which framework, and which system version it must
/// build for.
public struct SwiftOptions: Sendable, Hashable {
  /// The access level of the generated type and of what it offers (`makeLayout`, element kinds).
  public var access: SwiftAccess
  /// `--platform`: UIKit (iOS) or AppKit (macOS).
  public var platform: SwiftPlatform
  /// The oldest version of `platform` the app runs on: the generated code uses no API introduced
  /// after it, and none deprecated at or before it.
  public var deploymentTarget: IOSVersion

  public init(access: SwiftAccess = .internal, platform: SwiftPlatform = .ios, deploymentTarget: IOSVersion? = nil) {
    self.access = access
    self.platform = platform
    self.deploymentTarget = deploymentTarget ?? platform.defaultTarget
  }

  /// The command-line flags that give these options (empty for the defaults), for the header comment
  /// that says how to regenerate the file.
  var flags: String {
    (access == .internal ? "" : " --access \(access.rawValue)")
      + (platform == .ios ? "" : " --platform \(platform.rawValue)")
      + (deploymentTarget == platform.defaultTarget ? "" : " --deployment-target \(deploymentTarget)")
  }

  /// The modifier in front of a declaration: nothing for `internal` (Swift's default).
  var accessPrefix: String { access == .internal ? "" : access.rawValue + " " }
}

/// `--access`: Swift's access levels that make sense for a type other code calls.
public enum SwiftAccess: String, Sendable, Hashable, CaseIterable {
  case `internal`, `public`, `package`
}

/// `--platform`: the framework the generated Swift builds its layout with.
public enum SwiftPlatform: String, Sendable, Hashable, CaseIterable {
  /// UIKit: `UICollectionViewCompositionalLayout`, `UICollectionViewFlowLayout`.
  case ios
  /// AppKit: `NSCollectionViewCompositionalLayout`, `NSCollectionViewFlowLayout`.
  case macos

  /// The system's name in messages: `iOS`, `macOS`.
  public var systemName: String { self == .ios ? "iOS" : "macOS" }

  /// The default deployment target: every API the emitter can use is available, nothing it uses
  /// is deprecated.
  public var defaultTarget: IOSVersion { self == .ios ? .defaultTarget : IOSVersion(13) }

  /// The oldest target: where the compositional layout's classes appeared (iOS 13, macOS 10.15).
  public var oldestSupported: IOSVersion { self == .ios ? .oldestSupported : IOSVersion(10, 15) }

  /// A deployment target of this platform written as `13`, `10.15`, `16.4`; nil for anything
  /// else, including a version before `oldestSupported` or after `IOSVersion.newestAccepted`.
  public func version(_ text: String) -> IOSVersion? {
    guard let v = IOSVersion(parsing: text), v >= oldestSupported, v <= .newestAccepted else { return nil }
    return v
  }
}

/// A system version, `major.minor` (`15.0`, `16.4`, macOS's `10.15`); an iOS one unless a
/// `SwiftPlatform` says otherwise.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// The default deployment target: every API the emitter can use is available, nothing it uses is
  /// deprecated.
  public static let defaultTarget = IOSVersion(16)
  /// `UICollectionViewCompositionalLayout` and its item, group and section classes.
  public static let oldestSupported = IOSVersion(13)
  /// The newest version a target may name: a typo such as `160` is not taken for a version.
  public static let newestAccepted = IOSVersion(99)

  /// `16`, `15.0`, `16.4`; a patch component (`15.0.1`) is not a deployment target. Nil for
  /// anything else, including a version outside `oldestSupported...newestAccepted`.
  public init?(_ text: String) {
    guard let v = SwiftPlatform.ios.version(text) else { return nil }
    self = v
  }

  /// `major[.minor]`, each of one to three digits, whatever the platform accepts.
  init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      let major = IOSVersion.digits(parts[0]), let minor = parts.count == 2 ? IOSVersion.digits(parts[1]) : 0
    else { return nil }
    self.init(major, minor)
  }

  static func digits(_ s: Substring) -> Int? {
    guard (1...3).contains(s.count), s.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(s)
  }

  public var description: String { "\(major).\(minor)" }

  public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
    (a.major, a.minor) < (b.major, b.minor)
  }
}

/// The API whose availability the emitter checks, with the iOS version that introduced it and,
/// for what it uses only on older systems, the version that deprecated it (`AppKitAPI` for macOS).
enum UIKitAPI {
  /// `NSCollectionLayoutGroup.horizontal/vertical(layoutSize:repeatingSubitem:count:)`.
  static let repeatingSubitem = IOSVersion(16)
  /// `NSCollectionLayoutGroup.horizontal/vertical(layoutSize:subitem:count:)`, deprecated by
  /// `repeatingSubitem:count:`.
  static let subitemCountDeprecated = IOSVersion(16)
  /// `NSCollectionLayoutSection.supplementaryContentInsetsReference`.
  static let supplementaryContentInsetsReference = IOSVersion(16)
  /// `NSCollectionLayoutSection.supplementariesFollowContentInsets`, deprecated in iOS 16 by
  /// `supplementaryContentInsetsReference`.
  static let supplementariesFollowContentInsets = IOSVersion(14)
  /// `UICollectionLayoutListConfiguration` and `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
  static let listConfiguration = IOSVersion(14)
  /// `NSCollectionLayoutSection.contentInsetsReference` and the configuration's.
  static let contentInsetsReference = IOSVersion(14)

  /// `.safeArea` for `UIContentInsetsReference.safeArea`: a value as Swift writes it where its
  /// type is known.
  static func member(_ qualified: String) -> String { "." + (qualified.split(separator: ".").last.map(String.init) ?? qualified) }
}

/// AppKit's versions of the API `UIKitAPI` lists, where they differ; what AppKit lacks altogether
/// is refused under `--platform macos` (`EmitDiagnostics.uikitOnly`).
enum AppKitAPI {
  /// `NSCollectionLayoutGroup.horizontal/vertical(layoutSize:repeatingSubitem:count:)`.
  static let repeatingSubitem = IOSVersion(13)
  /// `subitem:count:`, deprecated by `repeatingSubitem:count:`.
  static let subitemCountDeprecated = IOSVersion(13)
}

extension SwiftOptions {
  /// The version that introduced `repeatingSubitem:count:` on the target's platform.
  var repeatingSubitem: IOSVersion { platform == .ios ? UIKitAPI.repeatingSubitem : AppKitAPI.repeatingSubitem }
  /// The version that deprecated `subitem:count:` on the target's platform.
  var subitemCountDeprecated: IOSVersion { platform == .ios ? UIKitAPI.subitemCountDeprecated : AppKitAPI.subitemCountDeprecated }
}
