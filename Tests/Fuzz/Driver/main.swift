// `layoutc-fuzz`: built two ways.
// - By `Tests/Fuzz/fuzz.sh`, with `-sanitize=fuzzer -parse-as-library -DLAYOUTC_FUZZ`: a libFuzzer
//   binary whose target (`pipeline` or `server`) is chosen by LAYOUTC_FUZZ_TARGET.
// - By a plain `swift build`: a replayer, `layoutc-fuzz pipeline|server FILE…`, that runs inputs
//   (a reproducer, a corpus) through the same properties and exits 1 if any is broken.
// No product depends on it.
import FuzzTargets

#if LAYOUTC_FUZZ
#if canImport(Glibc)
import Glibc
#endif

/// The target this process fuzzes, read once.
nonisolated(unsafe) let fuzzTarget: ([UInt8]) -> [String] = {
  getenv("LAYOUTC_FUZZ_TARGET").map { String(cString: $0) } == "server" ? ServerFuzz.run : PipelineFuzz.run
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let violations = fuzzTarget(bytes)
  if !violations.isEmpty { fatalError("property broken: \(violations.joined(separator: "; "))") }
  return 0
}
#else
import Foundation

let arguments = CommandLine.arguments.dropFirst()
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
#endif
