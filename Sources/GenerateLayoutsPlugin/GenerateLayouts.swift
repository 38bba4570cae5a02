import Foundation
import PackagePlugin

/// `swift package generate-layouts [--target NAME …]`: writes the Swift of every `.layout` file
/// into the package, beside it (`grid.layout` → `grid.layout.swift`), for teams that commit the
/// generated code or want to see it in Xcode. Without `--target`, every target that has `.layout`
/// files. It writes into the package, so SwiftPM asks for permission first
/// (`--allow-writing-to-package-directory` gives it). The target's `layoutc.json` applies as in
/// the build-tool plugin; a target should use one plugin or the other, not both, or each type
/// would be declared twice.
@main
struct GenerateLayouts: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    try GenerateLayouts.refuseExtra(extractor.remainingArguments)
    let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
    let tool = try context.tool(named: "layoutc").url
    var failed = 0
    for case let target as SwiftSourceModuleTarget in targets {
      let layouts = target.sourceFiles(withSuffix: ".layout").map(\.url)
      guard !layouts.isEmpty else { continue }
      let jobs = LayoutJobs(
        layouts: layouts, root: target.directoryURL,
        configurationFile: target.directoryURL.appendingPathComponent(PluginConfiguration.fileName))
      failed += try GenerateLayouts.generate(jobs, tool: tool)
    }
    try GenerateLayouts.finish(failed: failed)
  }

  /// Runs layoutc for each job, its diagnostics going to standard error as they come; the number
  /// of files that failed (a problem found before layoutc runs fails them all).
  static func generate(_ jobs: LayoutJobs, tool: URL) throws -> Int {
    for p in jobs.problems { Diagnostics.error(p.text, file: p.file.path, line: p.line) }
    guard jobs.problems.isEmpty else { return jobs.jobs.count }
    var failed = 0
    for job in jobs.jobs {
      let output = job.input.path + ".swift"
      let process = Process()
      process.executableURL = tool
      process.arguments = ["build", job.input.path, "--emit", "swift", "-o", output] + jobs.configuration.arguments
      try process.run()
      process.waitUntilExit()
      if process.terminationReason == .exit, process.terminationStatus == 0 {
        print("wrote \(output)")
      } else {
        failed += 1
      }
    }
    return failed
  }

  static func refuseExtra(_ remaining: [String]) throws {
    guard let first = remaining.first else { return }
    throw GenerateLayoutsError(description: "generate-layouts takes only `--target NAME` (repeatable); found `\(first)`")
  }

  static func finish(failed: Int) throws {
    guard failed > 0 else { return }
    throw GenerateLayoutsError(description: "\(failed) .layout file\(failed == 1 ? "" : "s") could not be generated (see the errors above)")
  }
}

/// Why `generate-layouts` failed, as SwiftPM prints it.
struct GenerateLayoutsError: Error, CustomStringConvertible {
  var description: String
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project: the `.layout` files among each target's files (`--target` names targets
  /// as Xcode shows them), paths taken from the project's directory.
  extension GenerateLayouts: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let names = extractor.extractOption(named: "target")
      try GenerateLayouts.refuseExtra(extractor.remainingArguments)
      let tool = try context.tool(named: "layoutc").url
      var failed = 0
      for target in context.xcodeProject.targets where names.isEmpty || names.contains(target.displayName) {
        let files = target.inputFiles.map(\.url)
        let layouts = files.filter { $0.pathExtension == "layout" }
        guard !layouts.isEmpty else { continue }
        let jobs = LayoutJobs(
          layouts: layouts, root: context.xcodeProject.directoryURL,
          configurationFile: files.first { $0.lastPathComponent == PluginConfiguration.fileName })
        failed += try GenerateLayouts.generate(jobs, tool: tool)
      }
      try GenerateLayouts.finish(failed: failed)
    }
  }
#endif
