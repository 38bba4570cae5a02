import Foundation
import PackagePlugin

/// The build-tool plugin: every `.layout` file of the target it is applied to becomes Swift
/// (`layoutc build FILE --emit swift`), one build command per file. Each command's inputs are
/// the `.layout` file, the target's `layoutc.json` if there is one, and `layoutc` itself, so an
/// unchanged file is not rebuilt while an edited configuration or a new layoutc regenerates.
/// Errors in a `.layout` file fail the build at its line and column (layoutc prints
/// `path:line:col: error: …`); problems found before layoutc runs (`LayoutJobs`) are reported
/// against the file they are about.
@main
struct LayoutcPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    // Generated Swift belongs in a Swift target.
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let jobs = LayoutJobs(
      layouts: target.sourceFiles(withSuffix: ".layout").map(\.url), root: target.directoryURL,
      configurationFile: target.directoryURL.appendingPathComponent(PluginConfiguration.fileName))
    return try LayoutcPlugin.commands(for: jobs, tool: context.tool(named: "layoutc").url, outputDirectory: context.pluginWorkDirectoryURL)
  }

  /// The build commands, after reporting any problem (which fails the build).
  static func commands(for jobs: LayoutJobs, tool: URL, outputDirectory: URL) -> [Command] {
    for p in jobs.problems { Diagnostics.error(p.text, file: p.file.path, line: p.line) }
    guard jobs.problems.isEmpty else { return [] }
    return jobs.jobs.map { job in
      let output = outputDirectory.appendingPathComponent(job.outputName)
      return .buildCommand(
        displayName: "layoutc: generating Swift from \(job.relativePath)",
        executable: tool,
        arguments: ["build", job.input.path, "--emit", "swift", "-o", output.path] + jobs.configuration.arguments,
        inputFiles: [job.input] + (jobs.configurationFile.map { [$0] } ?? []) + [tool],
        outputFiles: [output])
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project: the `.layout` files among the target's files, their paths taken from the
  /// project's directory, and the `layoutc.json` among them, if any.
  extension LayoutcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let files = target.inputFiles.map(\.url)
      let jobs = LayoutJobs(
        layouts: files.filter { $0.pathExtension == "layout" }, root: context.xcodeProject.directoryURL,
        configurationFile: files.first { $0.lastPathComponent == PluginConfiguration.fileName })
      return try LayoutcPlugin.commands(for: jobs, tool: context.tool(named: "layoutc").url, outputDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
