import UIKit

// Hand-written beside `grid.layout`: its object file must not be the generated one's, and it
// compiles only if the generated types are in the module.
@MainActor
public enum Layouts {
  public static func all() -> [UICollectionViewCompositionalLayout] {
    [GridLayout.makeLayout(), CardStripLayout.makeLayout()]
  }
}
