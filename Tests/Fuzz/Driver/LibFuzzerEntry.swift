// `layoutc-fuzz` as `Tests/Fuzz/fuzz.sh` builds it, with `-sanitize=fuzzer -DLAYOUTC_FUZZ`: the
// program hands itself to libFuzzer's driver, which calls `fuzzOne` for each input.
// LAYOUTC_FUZZ_TARGET chooses the target (`pipeline`, the default, or `server`). A broken
// property is a crash, which libFuzzer reports and saves.
#if LAYOUTC_FUZZ
import FuzzTargets
#if canImport(Glibc)
import Glibc
#endif

/// Whether this process fuzzes the language server, read once.
let fuzzingServer: Bool = {
  guard let value = getenv("LAYOUTC_FUZZ_TARGET") else { return false }
  return String(cString: value) == "server"
}()

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let violations = fuzzingServer ? ServerFuzz.run(bytes) : PipelineFuzz.run(bytes)
  if !violations.isEmpty { fatalError("property broken: \(violations.joined(separator: "; "))") }
  return 0
}

/// libFuzzer's entry for programs with a `main` of their own (SwiftPM gives every executable one).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@main
enum LibFuzzerEntry {
  static func main() {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
  }
}
#endif
