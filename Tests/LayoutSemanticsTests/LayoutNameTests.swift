import LayoutSemantics
import Testing

/// A file without a `layout` line is named after its file: words joined, each capitalised.
@Suite struct LayoutNameTests {
  @Test(arguments: [
    ("Samples/photo-grid.layout", "PhotoGrid"),
    ("my_layout.v2.layout", "MyLayoutV2"),
    ("3col.layout", "3col"),
    ("a--b", "AB"),
    ("dir/Already-Capital.layout", "AlreadyCapital"),
    ("---.layout", "Layout"),
    ("", "Layout"),
    ("café-menu.layout", "CaféMenu"),
    ("über grid.layout", "ÜberGrid"),
  ])
  func nameFromPath(_ path: String, _ name: String) {
    #expect(CheckOptions.layoutName(fromPath: path) == name)
  }
}
