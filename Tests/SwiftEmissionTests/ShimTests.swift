import Testing

/// The UIKit shim behaves as Apple documents UIKit (`ShimChecks` lists every check).
@MainActor
@Suite struct ShimTests {
  @Test func shimMatchesUIKitsDocumentedBehaviour() {
    let failures = ShimChecks.failures()
    #expect(failures.isEmpty, "the shim differs from UIKit: \(failures)")
  }
}
