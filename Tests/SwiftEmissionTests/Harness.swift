import Foundation
import LayoutEmit
import LayoutSemantics
import LayoutSource
@_spi(LayoutcShim) import UIKit

// The UIKit side of the proof harness. Files that import `UIKit` do not import `Testing`: with
// both, the compiler looks for Swift Testing's `_Testing_UIKit` cross-import overlay, which exists
// only on Apple platforms.

@MainActor
enum Harness {
  /// The model of what `build` makes: `sections` declared sections (of `items` items each for a
  /// flow layout), a compositional layout's sections asked for in a container of `width`×`height`
  /// on a display of `scale`.
  static func model(_ build: () -> BuiltLayout, sections: Int, items: Int, width: Double, height: Double, scale: Double) throws -> CheckedLayout {
    switch build() {
    case .compositional(let layout, let background):
      .compositional(try ModelFromUIKit.model(
        layout, sections: sections, container: CGSize(width: width, height: height), displayScale: CGFloat(scale),
        backgroundView: background))
    case .flow(let layout, let delegate):
      .flow(ModelFromUIKit.model(layout, delegate: delegate, sections: sections, items: items))
    }
  }

  /// What the objects of `build` resolve to.
  struct Outcome {
    /// The frames JSON (`FramesJSONEmitter`), nil when the model does not resolve.
    var frames: String?
    var diagnostics: [Diagnostic]
    /// Changes the generated code made to objects after handing them on (`ShimAudit`).
    var lateMutations: [String]
  }

  static func frames(_ build: () -> BuiltLayout, sections: Int, options: ResolveOptions, items: Int) throws -> Outcome {
    ShimAudit.lateMutations = []
    let model = try self.model(build, sections: sections, items: items, width: options.width, height: options.height, scale: options.scale)
    let late = ShimAudit.lateMutations
    ShimAudit.lateMutations = []
    let resolved: ResolvedLayout?
    let diagnostics: [Diagnostic]
    switch model {
    case .compositional(let m): (resolved, diagnostics) = Resolver.resolve(m, options: options)
    case .flow(let m): (resolved, diagnostics) = FlowResolver.resolve(m, options: options)
    }
    return Outcome(frames: resolved.map(FramesJSONEmitter.emit), diagnostics: diagnostics, lateMutations: late)
  }
}
