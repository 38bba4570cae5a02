import Foundation
import LayoutEmit
import LayoutSemantics
import LayoutSource
#if APPKIT
@_spi(LayoutcShim) import AppKit
#else
@_spi(LayoutcShim) import UIKit
#endif

// The UIKit side of the proof harness. Files that import `UIKit` do not import `Testing`: with
// both, the compiler looks for Swift Testing's `_Testing_UIKit` cross-import overlay, which exists
// only on Apple platforms. `Tests/AppKitEmissionTests` links this file and compiles it with
// `APPKIT` defined, against the AppKit shim.

@MainActor
enum Harness {
  /// The model of what `build` makes: `sections` declared sections (of `items` items each for a
  /// flow layout), a compositional layout's sections asked for in a container of `width`×`height`
  /// on a display of `scale`.
  static func model(_ build: () -> BuiltLayout, sections: Int, items: Int, width: Double, height: Double, scale: Double) throws -> CheckedLayout {
    #if APPKIT
    // AppKit's layout environment has no display scale: the factories pass this one to
    // `makeLayout(backingScaleFactor:)`.
    Factories.backingScaleFactor = CGFloat(scale)
    #endif
    return switch build() {
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
    var frames = resolved
    if case .compositional(let layout, _) = build(), var f = frames {
      withZIndices(of: layout, container: CGSize(width: options.width, height: options.height), scale: options.scale, &f)
      frames = f
    }
    return Outcome(frames: frames.map(FramesJSONEmitter.emit), diagnostics: diagnostics, lateMutations: late)
  }

  /// The model has no zIndex (the resolver derives it: 2 for a pinned header or footer, else 1), so
  /// the frames take each boundary supplementary's from the object the generated code configured:
  /// a missing or extra `zIndex = 2` then shows as a difference in the frames JSON.
  static func withZIndices(of layout: ShimCompositionalLayout, container: CGSize, scale: Double, _ frames: inout ResolvedLayout) {
    func patch(_ supplementaries: inout [SupplementaryFrame], _ items: [NSCollectionLayoutBoundarySupplementaryItem], _ kinds: [String: BoundarySupplementary.Kind]) {
      for b in items {
        guard let kind = kinds[b.elementKind]?.rawValue else { continue }
        for i in supplementaries.indices where supplementaries[i].source == .boundary && supplementaries[i].kind == kind {
          supplementaries[i].zIndex = b.zIndex
        }
      }
    }
    patch(&frames.supplementaries, layout.configuration.boundarySupplementaryItems, ModelFromUIKit.layoutBoundaryKinds)
    #if APPKIT
    let environment = ShimLayoutEnvironment(contentSize: container)
    #else
    let environment = ShimLayoutEnvironment(contentSize: container, displayScale: CGFloat(scale))
    #endif
    for i in frames.sections.indices {
      guard let s = layout.shimSection(at: i, environment: environment) else { continue }
      patch(&frames.sections[i].supplementaries, s.boundarySupplementaryItems, ModelFromUIKit.sectionBoundaryKinds)
    }
  }
}
