import Testing

/// The harness refuses what UIKit would not accept or layoutc's model cannot express, and asks
/// adaptive sections at the width it resolves (`HarnessChecks` lists every check).
@MainActor
@Suite struct HarnessTests {
  @Test func harnessRefusesWhatItCannotProve() {
    let failures = HarnessChecks.failures()
    #expect(failures.isEmpty, "the harness is wrong: \(failures)")
  }
}
