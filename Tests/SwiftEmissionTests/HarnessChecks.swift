import LayoutSemantics
@_spi(LayoutcShim) import UIKit

// Checks that the harness's conversion refuses what UIKit would not accept or layoutc's model
// cannot express, and that it asks section providers at the width and display scale it
// resolves. This file cannot import Testing (see Harness.swift); `HarnessTests` asserts that
// `HarnessChecks.failures()` is empty.

@MainActor
enum HarnessChecks {
  final class OtherBackgroundView: UICollectionReusableView {}

  /// A one-section layout with a background of `kind`, registered for `registered` (if any).
  static func backgroundLayout(kind: String, registered: AnyClass?) -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.decorationItems = [.background(elementKind: kind)]
    let layout = UICollectionViewCompositionalLayout(section: section)
    if let registered { layout.register(registered, forDecorationViewOfKind: kind) }
    return layout
  }

  /// A one-section layout with a header of element kind `kind`.
  static func headerLayout(kind: String, alignment: NSRectAlignment = .top) -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)]
    return UICollectionViewCompositionalLayout(section: section)
  }

  static func converts(
    _ layout: UICollectionViewCompositionalLayout, background: AnyClass?, width: Double = 390, scale: CGFloat = 3
  ) -> LayoutModel? {
    try? ModelFromUIKit.model(
      layout, sections: 1, container: CGSize(width: width, height: 844), displayScale: scale, backgroundView: background)
  }

  /// A one-section layout whose item is as wide as the display scale its provider is given.
  static func scaleLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
      let scale = environment.traitCollection.displayScale
      let size = NSCollectionLayoutSize(widthDimension: .absolute(scale), heightDimension: .absolute(44))
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    })
  }

  /// Every way the harness is wrong, described; empty when it is right.
  static func failures() -> [String] {
    var failures: [String] = []
    func check(_ ok: Bool, _ what: String) {
      if !ok { failures.append(what) }
    }
    let kind = "section-background"
    check(converts(backgroundLayout(kind: kind, registered: nil), background: SectionBackgroundView.self) == nil,
          "a background whose kind has no registered view class is refused (UIKit crashes)")
    check(converts(backgroundLayout(kind: kind, registered: OtherBackgroundView.self), background: SectionBackgroundView.self) == nil,
          "a background registered with another class than the factory was given is refused")
    check(converts(backgroundLayout(kind: kind, registered: SectionBackgroundView.self), background: nil) == nil,
          "a background from a factory that was given no class is refused")
    let good = converts(backgroundLayout(kind: kind, registered: SectionBackgroundView.self), background: SectionBackgroundView.self)
    check(good?.sections.first?.background?.kind == "background", "a registered section background converts to a `background` decoration")
    check(converts(backgroundLayout(kind: "other", registered: SectionBackgroundView.self), background: SectionBackgroundView.self) == nil,
          "a decoration kind the generated code does not use is refused")
    check(converts(headerLayout(kind: "custom-header"), background: nil) == nil, "a header of an unknown element kind is refused")
    check(converts(headerLayout(kind: UICollectionView.elementKindSectionHeader, alignment: .topLeading), background: nil) == nil,
          "a header aligned to a corner is refused")
    let header = converts(headerLayout(kind: UICollectionView.elementKindSectionHeader), background: nil)?.sections.first?.header
    check(header?.kind == .header && header?.alignment == .top && header?.extendsBoundary == true && header?.pinned == false,
          "a section header converts with UIKit's defaults")

    // Sections are asked on a display of the scale being resolved (sizes the generated code
    // computes itself are pixel-floored with it).
    let scales = [1, 2, 3].map { converts(scaleLayout(), background: nil, scale: $0)?.sections.first?.group.size.width }
    check(scales == [.absolute(Number(1)), .absolute(Number(2)), .absolute(Number(3))],
          "a section provider is given the display scale being resolved: \(scales)")

    // Adaptive sections are asked at the width being resolved: adaptive-widths takes a
    // different branch at each of the proof's containers.
    if let build = Factories.table["adaptive-widths"], case .compositional(let layout, let background) = build() {
      let groups = FrameProof.containers.map(\.width).map { width in
        converts(layout, background: background, width: width)?.sections.first?.group
      }
      check(!groups.contains(nil) && Set(groups.compactMap { $0 }).count == FrameProof.containers.count,
            "adaptive-widths chooses a different group at each container width: \(groups.map { $0 == nil })")
    } else {
      check(false, "adaptive-widths has no compositional factory")
    }
    return failures
  }
}
