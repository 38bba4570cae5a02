import Foundation
import Testing

/// `--platform ios|macos`: a bad value, or a deployment target of the other platform, is a usage
/// error (exit 2, nothing written); `macos` writes AppKit Swift whatever the order of the flags,
/// and a UIKit-only feature fails the build (exit 1) with a located diagnostic.
@Suite struct PlatformCLITests {
  static let compositional = Data("section < group.horizontal(w: 1, h: 44pt) < item > >\n".utf8)

  @Test(arguments: [
    ["--platform", "windows"], ["--platform", "macOS"], ["--platform="],
    ["--platform", "macos", "--deployment-target", "10.14"],
    ["--deployment-target", "10.15"],  // an iOS target by default, and iOS starts at 13.0
    ["--deployment-target", "10.15", "--platform", "ios"],
  ])
  func badPlatformOrTargetIsAUsageError(_ flags: [String]) throws {
    let r = try CLI.run(["build", "-", "--emit", "swift"] + flags, stdin: Self.compositional)
    #expect(r.status == 2, "\(flags): \(r.summary)")
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.hasPrefix("layoutc: error:"), "\(r.summary)")
    let option = flags.contains { $0.hasPrefix("--platform") && !flags.contains("--deployment-target") } ? "--platform" : "--deployment-target"
    #expect(r.stderr.contains(option), "\(flags): \(r.summary)")
  }

  @Test(arguments: [["--platform", "macos", "--deployment-target", "10.15"], ["--deployment-target", "10.15", "--platform", "macos"]])
  func macOSTargetInEitherOrder(_ flags: [String]) throws {
    let r = try CLI.run(["build", "-", "--emit", "swift"] + flags, stdin: Self.compositional)
    #expect(r.status == 0, "\(r.summary)")
    #expect(r.stdoutText.contains("import AppKit\n") && r.stdoutText.contains("NSCollectionViewCompositionalLayout(section:"))
    #expect(r.stdoutText.contains("--platform macos --deployment-target 10.15"), "the header says how to regenerate it")
  }

  @Test func uikitOnlyFeatureFailsTheBuild() throws {
    let r = try CLI.run(["build", "-", "--emit", "swift", "--platform", "macos"], stdin: Data("section settings < list(appearance: plain) >\n".utf8))
    #expect(r.status == 1, "\(r.summary)")
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("emit.uikitOnly") && r.stderr.contains("<stdin>:1:20"), "\(r.summary)")
  }
}
