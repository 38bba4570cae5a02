// `layoutc-fuzz` as `Tests/Fuzz/fuzz.sh` builds it, with `-sanitize=fuzzer -DLAYOUTC_FUZZ`:
// libFuzzer's `main` calls this for each input. LAYOUTC_FUZZ_TARGET chooses the target
// (`pipeline`, the default, or `server`). A broken property is a crash, which libFuzzer reports
// and saves.
#if LAYOUTC_FUZZ
import FuzzTargets
#if canImport(Glibc)
import Glibc
#endif

/// Whether this process fuzzes the language server, read once.
nonisolated(unsafe) let fuzzingServer: Bool = {
  guard let value = getenv("LAYOUTC_FUZZ_TARGET") else { return false }
  return String(cString: value) == "server"
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let violations = fuzzingServer ? ServerFuzz.run(bytes) : PipelineFuzz.run(bytes)
  if !violations.isEmpty { fatalError("property broken: \(violations.joined(separator: "; "))") }
  return 0
}
#endif
