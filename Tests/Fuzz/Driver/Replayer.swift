// `layoutc-fuzz` as a plain `swift build` makes it: `layoutc-fuzz pipeline|server FILE…` runs
// inputs (a reproducer, a corpus) through the fuzz targets' properties and exits 1 if any is
// broken, 2 on a usage error. No product depends on it. (`LibFuzzerEntry.swift` is the other build.)
#if !LAYOUTC_FUZZ
import Foundation
import FuzzTargets

@main
enum Replayer {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let target = arguments.first, ["pipeline", "server"].contains(target), arguments.count > 1 else {
      FileHandle.standardError.write(Data("usage: layoutc-fuzz pipeline|server FILE…\n".utf8))
      exit(2)
    }
    var broken = 0
    for path in arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("layoutc-fuzz: cannot read \(path)\n".utf8))
        exit(2)
      }
      let violations = target == "server" ? ServerFuzz.run(Array(data)) : PipelineFuzz.run(Array(data))
      for v in violations { print("\(path): \(v)") }
      if !violations.isEmpty { broken += 1 }
    }
    print("\(arguments.count - 1) inputs, \(broken) broken")
    exit(broken == 0 ? 0 : 1)
  }
}
#endif
