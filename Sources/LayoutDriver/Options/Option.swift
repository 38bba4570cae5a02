import LayoutEmit
import LayoutSemantics

/// Every option a layoutc command or a fixture's directive can take. Commands accept a subset
/// (`OptionParser.parse(_:accepting:)`); an option means the same wherever it is accepted.
public enum Option: Hashable, Sendable, CaseIterable {
  /// `build --emit frames|svg|swift|html`: one output kind.
  case emit
  /// `watch --emit frames,svg`: several kinds, the same spelling.
  case emitList
  /// `diff --emit text|svg|html|json`: how the differences are shown, the same spelling.
  case diffEmit
  case preview, size, scale, items, uikit, visible, direction, groups
  /// `--rect X,Y,W,H`: only the elements whose frames intersect the rect.
  case rect
  /// The container's safe area and layout margins, `T,L,B,R` on physical edges.
  case safeArea, margins
  /// `--emit swift`'s access level, framework (`--platform ios|macos`) and deployment target.
  case access, platform, deploymentTarget
  case output, outDir, diagnostics
  /// `build --measured FILE.json`: measured sizes (E2).
  case measured
  /// `watch --serve [--port N]`: the live preview page on 127.0.0.1.
  case serve, port
  case strict, fix, write, check, stdio, help

  /// The options that make up `BuildOptions`: what a build of one file depends on.
  public static let build: [Option] = [.emit, .preview, .size, .scale, .items, .uikit, .visible, .rect, .direction, .safeArea, .margins, .groups, .access, .platform, .deploymentTarget]
  /// The container and UIKit behaviour (`check` takes only these of the build options).
  public static let container: [Option] = [.preview, .size, .scale, .uikit, .direction, .safeArea, .margins]

  /// The long spelling.
  public var spelling: String {
    switch self {
    case .emit, .emitList, .diffEmit: "--emit"
    case .preview: "--preview"
    case .size: "--size"
    case .scale: "--scale"
    case .items: "--items"
    case .uikit: "--uikit"
    case .visible: "--visible"
    case .rect: "--rect"
    case .direction: "--direction"
    case .safeArea: "--safe-area"
    case .margins: "--margins"
    case .groups: "--groups"
    case .access: "--access"
    case .platform: "--platform"
    case .deploymentTarget: "--deployment-target"
    case .output: "--output"
    case .outDir: "--out-dir"
    case .diagnostics: "--diagnostics"
    case .measured: "--measured"
    case .serve: "--serve"
    case .port: "--port"
    case .strict: "--strict"
    case .fix: "--fix"
    case .write: "--write"
    case .check: "--check"
    case .stdio: "--stdio"
    case .help: "--help"
    }
  }

  /// The short spelling, if there is one.
  public var short: String? {
    switch self {
    case .output: "-o"
    case .write: "-w"
    case .help: "-h"
    default: nil
    }
  }

  /// Whether the option takes a value (`--size 390x844`, `--size=390x844`) or stands alone.
  public var takesValue: Bool {
    switch self {
    case .emit, .emitList, .diffEmit, .preview, .size, .scale, .items, .uikit, .visible, .rect, .direction, .safeArea, .margins, .access, .platform, .deploymentTarget, .output, .outDir, .diagnostics, .measured, .port: true
    case .groups, .serve, .strict, .fix, .write, .check, .stdio, .help: false
    }
  }

  /// The form a value takes, as a usage error says it: "`--scale` takes 1, 2 or 3".
  public var expectedForm: String {
    switch self {
    case .emit: "frames, svg, swift or html"
    case .emitList: "frames, svg, swift and html, separated by commas"
    case .diffEmit: UsageError.list(DiffFormat.allCases.map(\.rawValue), conjunction: "or")
    case .preview: "the NAME of one of the file's `preview` declarations"
    case .size: "WIDTHxHEIGHT in points, each above 0 and at most \(Int(OptionValues.maxSide)), e.g. 390x844"
    case .scale: "1, 2 or 3"
    case .items: "whole numbers from 0 to \(Limits.maxItems) (\(Limits.maxWindowItems) with --rect), separated by commas"
    case .uikit: "ios17 or ios14 for compositional layouts, ios26 or ios10 for flow layouts"
    case .visible: "START..END in points along the scroll axis, START below END, e.g. 0..844"
    case .rect: "X,Y,WIDTH,HEIGHT in points in content coordinates, WIDTH and HEIGHT from 0, e.g. 0,0,390,844"
    case .direction: "ltr or rtl"
    case .safeArea, .margins: "TOP,LEFT,BOTTOM,RIGHT in points, each from 0, e.g. 0,47,21,47"
    case .access: "internal, public or package"
    case .platform: "ios or macos"
    case .deploymentTarget:
      "an iOS version from \(IOSVersion.oldestSupported) on, such as 15.0 or 16.4; with `--platform macos`, a macOS version from \(SwiftPlatform.macos.oldestSupported) on, such as 13.0"
    case .diagnostics: UsageError.list(DiagnosticsFormat.allCases.map(\.rawValue), conjunction: "or")
    case .output: "a PATH, or `-` for standard output"
    case .outDir: "a folder"
    case .port: "a port number from 0 to 65535 (0: any free port)"
    case .measured: "a JSON file of measured sizes, {\"sections\": [{\"items\": [[W, H], …]}]}"
    case .groups, .serve, .strict, .fix, .write, .check, .stdio, .help: "no value"
    }
  }
}
