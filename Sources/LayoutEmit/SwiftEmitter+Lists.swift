import LayoutSemantics
import LayoutSource

// A list section's function: a `UICollectionLayoutListConfiguration` handed to
// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (iOS 14), which needs the layout
// environment, so the layout uses a section provider.

extension SwiftEmitter {
  /// `static func settingsSection(_ layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection`:
  /// the configuration, with only what differs from UIKit's defaults set.
  static func listSectionFunction(_ s: LayoutSection, _ list: ListSection, name f: String, options: SwiftOptions) -> SectionFunction {
    let target = options.deploymentTarget
    var w = CodeWriter()
    var diagnostics: [Diagnostic] = []
    if options.platform == .macos {
      diagnostics.append(Diagnostic(EmitDiagnostics.uikitOnly(.list), at: list.source))
    } else if target < UIKitAPI.listConfiguration {
      diagnostics.append(Diagnostic(EmitDiagnostics.listNeedsIOS14(target: target), at: list.source))
    }
    w.line(sectionDoc(s))
    w.line("/// A list: its rows size themselves, and the appearance sets its insets, header and footer.")
    w.block("static func \(f)(_ \(environment): any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {") { w in
      let configured = list.headerMode != .none || list.footerMode != .none || !list.showsSeparators
      w.line("\(configured ? "var" : "let") configuration = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.swiftCase))")
      if list.headerMode != .none { w.line("configuration.headerMode = .\(list.headerMode.swiftCase)") }
      if list.footerMode != .none { w.line("configuration.footerMode = .\(list.footerMode.spelling)") }
      if !list.showsSeparators { w.line("configuration.showsSeparators = false") }
      w.line("return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: \(environment))")
    }
    return SectionFunction(code: w, takesEnvironment: true, usesPixelFloor: false, diagnostics: diagnostics)
  }
}
