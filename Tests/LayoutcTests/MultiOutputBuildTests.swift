import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax
import Testing

/// `watch` builds every output it writes from one parse, one check and one resolve per save
/// (`Compilation.build(_:resolve:emit:)`), and each output is what `build --emit KIND` gives.
@Suite struct MultiOutputBuildTests {
  static let photoGrid = """
    section < group.vertical(w: 1, h: 1) < group.horizontal(w: 1, h: 0.7w) < item(w: 2/3, h: 1) inset 2
    group.vertical(w: 1/3, h: 1, repeat: 2) < item(w: 1, h: 1/2) inset 2 > > group.horizontal(w: 1,
    h: 1/3w, count: 3) < item inset 2 > > >
    """

  @Test func everyOutputFromOneParse() {
    let file = SourceFile(name: "photo-grid.layout", text: Self.photoGrid)
    let counter = ParseCounter()
    let outputs = ParseCounter.counting(counter) {
      Compilation.build(file, resolve: ResolveOptions(), emit: EmitKind.allCases)
    }
    #expect(counter.count == 1)
    #expect(Set(outputs.texts.keys) == Set(EmitKind.allCases))
    #expect(outputs.diagnostics.isEmpty && outputs.usageError == nil)
  }

  /// The container variants the outputs are compared at: the defaults, every group frame listed,
  /// more items than the picture draws (its groups stop at its last drawn item), and both at once.
  static let variants: [(String, ResolveOptions)] = {
    var groups = ResolveOptions()
    groups.includeGroups = true
    let many = ResolveOptions(items: .each(SVGEmitter.maxDrawnItems + 7))
    var manyWithGroups = many
    manyWithGroups.includeGroups = true
    return [("defaults", ResolveOptions()), ("--groups", groups), ("many items", many), ("many items, --groups", manyWithGroups)]
  }()

  @Test(arguments: SamplesTests.names)
  func eachOutputIsWhatItsOwnBuildGives(_ name: String) throws {
    let file = try SamplesTests().sample(name).file
    for (variant, resolve) in Self.variants {
      for kinds in [EmitKind.allCases, [.frames, .svg], [.svg, .swift], [.frames, .swift]] {
        let together = Compilation.build(file, resolve: resolve, emit: kinds)
        var diagnostics: [Diagnostic] = []
        for kind in kinds {
          let alone = Compilation.build(file, options: BuildOptions(resolve: resolve, emit: kind))
          diagnostics += alone.diagnostics
          #expect(together.texts[kind] == alone.output, "\(name), \(variant): \(kind) built with \(kinds) differs from its own build")
        }
        #expect(together.diagnostics.map(\.id) == diagnostics.normalized().map(\.id), "\(name), \(variant), \(kinds)")
      }
    }
  }
}
