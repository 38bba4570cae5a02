import LayoutDriver
import LayoutSource
import SwiftImport

/// `layoutc import FILE.swift… [-o OUT.layout | --out-dir DIR]`: existing Swift layout code as
/// `.layout` files (`SwiftImporter`).
struct ImportCommand {
  static let help = """
    USAGE: layoutc import FILE.swift... [-o OUT.layout | --out-dir DIR]

    Reads Swift source and writes one canonically formatted .layout file per layout it declares:
    a function or property returning a UICollectionViewCompositionalLayout or
    UICollectionViewFlowLayout (or their AppKit names), its section provider included, or a
    section provider closure (UICollectionViewCompositionalLayoutSectionProvider). The rest
    of the file (data sources, cells) is skipped. A construct .layout cannot express gets a
    warning located in the Swift file; when it would change the frames, or the .layout would
    not check, that layout is not written and the exit code is 1 (warnings alone exit 0).

    OPTIONS:
      -o, --output PATH        write the one layout here (`-`: standard output, the default);
                               a file is replaced atomically, keeping its mode
      --out-dir DIR            write each layout to DIR/<name>.layout, the name derived from
                               its declaration (`PhotoGridLayout` → photo-grid.layout)
      --diagnostics FORMAT     how to print diagnostics on standard error: text (default),
                               json, github (GitHub Actions commands) or sarif (SARIF 2.1.0)
      -h, --help               show this help

    """

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try parseOptions(args, accepting: [.output, .outDir, .diagnostics, .help])
    if parsed.has(.help) {
      IO.writeStdout(help)
      return .ok
    }
    guard !parsed.files.isEmpty else { throw CommandFailure(.missingFile(command: "import", several: true)) }
    if parsed.output != nil, parsed.outDir != nil { throw CommandFailure(.conflictingOptions(command: "import", "-o", "--out-dir")) }
    if let dir = parsed.outDir {
      guard !dir.isEmpty else { throw CommandFailure(.badValue(.outDir, found: dir)) }
      try OutputDirectory.check(dir)
    }
    var printer = DiagnosticsPrinter(format: parsed.diagnostics)
    var imports: [(file: SourceFile, outcome: SwiftImporter.Outcome)] = []
    for path in parsed.files {
      let file = try IO.readSource(path)
      let outcome = SwiftImporter.importLayouts(file)
      printer.add(outcome.diagnostics, in: file)
      imports.append((file, outcome))
    }
    // Where each layout goes, decided before anything is written.
    var writes: [(path: String, text: String)] = []
    let layouts = imports.flatMap { i in i.outcome.layouts.map { (file: i.file, layout: $0) } }
    if let dir = parsed.outDir {
      var taken: [String: String] = [:]
      for (file, layout) in layouts {
        guard let text = layout.text else { continue }
        var stem = layout.stem
        var k = 2
        while taken[stem] != nil {
          stem = layout.stem + "-" + String(k)
          k += 1
        }
        taken[stem] = file.name
        writes.append((dir.hasSuffix("/") ? dir + stem + ".layout" : dir + "/" + stem + ".layout", text))
      }
    } else {
      if layouts.count > 1 {
        printer.flush()
        let names = layouts.map { "`\($0.layout.declaration)`" }.joined(separator: ", ")
        throw CommandFailure(code: .usage, message: "\(layouts.count) layouts found (\(names)); give --out-dir DIR to write one file each")
      }
      if let only = layouts.first, let text = only.layout.text {
        let output = parsed.output ?? "-"
        if output != "-", parsed.files.contains(where: { IO.isSameFile(output: output, input: $0) }) {
          throw CommandFailure(.outputIsInput(path: output, writer: "-o"))
        }
        writes.append((output, text))
      }
    }
    printer.flush()
    if let dir = parsed.outDir, !writes.isEmpty { try OutputDirectory.make(dir) }
    for w in writes {
      if w.path == "-" { IO.writeStdout(w.text) } else { try IO.write(w.text, to: w.path) }
    }
    return printer.hasErrors ? .inputErrors : .ok
  }
}
