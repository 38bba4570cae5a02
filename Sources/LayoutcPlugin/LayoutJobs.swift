import Foundation

/// The `.layout` files of one target, each with the name of its generated file and of the Swift
/// type that file declares, the target's `layoutc.json` read, and what is wrong before layoutc
/// even runs: a configuration file that does not follow the schema, two files that would declare
/// the same type or be generated under the same name. Each problem is located at a line of the
/// file it is about, so a build fails there rather than with "invalid redeclaration" in generated
/// code or "multiple producers". Used by both plugins; it imports only Foundation.
struct LayoutJobs {
  /// One `.layout` file.
  struct Job {
    var input: URL
    /// The path from the target's (or project's) directory, `/`-separated.
    var relativePath: String
    var name: LayoutFileName
    /// `Layouts_grid.layout.swift`.
    var outputName: String { LayoutFileName.outputName(relativePath: relativePath) }
  }

  /// A mistake to report against `file`, at a 1-based line.
  struct Problem {
    var message: String
    var file: URL
    var line: Int

    /// `/path/grid.layout:3: message`: what the plugins report. Xcode places a plugin's diagnostic
    /// by its file and line, but `swift build` prints only the text, so it says where too.
    var text: String { "\(file.path):\(line): \(message)" }
  }

  var jobs: [Job] = []
  var configuration = PluginConfiguration()
  /// The `layoutc.json` in use, if there is one: an input of every command.
  var configurationFile: URL?
  var problems: [Problem] = []

  /// `layouts` are the `.layout` files, `root` the directory their relative paths start from, and
  /// `configurationFile` a `layoutc.json` that may not exist.
  init(layouts: [URL], root: URL, configurationFile: URL?) {
    let fm = FileManager.default
    if let file = configurationFile, fm.fileExists(atPath: file.path) {
      self.configurationFile = file
      do throws(PluginConfiguration.Problem) {
        guard let data = fm.contents(atPath: file.path) else {
          throw PluginConfiguration.Problem(message: "cannot read \(PluginConfiguration.fileName)", line: 1)
        }
        configuration = try PluginConfiguration(data: data)
      } catch {
        problems.append(Problem(message: error.message, file: file, line: error.line))
      }
    }
    jobs = layouts.map { url in
      let relative = LayoutJobs.relativePath(of: url, from: root)
      // An unreadable file is layoutc's to report, when its command runs.
      let text = fm.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
      return Job(input: url, relativePath: relative, name: LayoutFileName(text: text, relativePath: relative))
    }.sorted { $0.relativePath < $1.relativePath }
    problems += LayoutJobs.clashes(jobs, by: { $0.name.typeName }) { job, others, typeName in
      Problem(
        message: "`\(job.relativePath)` makes the Swift type `\(typeName)`, as \(LayoutJobs.list(others, lines: true)) \(others.count == 1 ? "does" : "do"); "
          + "give one of them another name with a `layout Name` header",
        file: job.input, line: job.name.line)
    }
    problems += LayoutJobs.clashes(jobs, by: \.outputName) { job, others, outputName in
      Problem(
        message: "`\(job.relativePath)` would be generated as `\(outputName)`, as \(LayoutJobs.list(others)) would; rename one of them",
        file: job.input, line: 1)
    }
  }

  /// One problem for each job that shares its key with another, naming the others.
  static func clashes(_ jobs: [Job], by key: (Job) -> String, problem: (Job, [Job], String) -> Problem) -> [Problem] {
    let groups = Dictionary(grouping: jobs, by: key)
    return jobs.compactMap { job in
      let k = key(job)
      guard let group = groups[k], group.count > 1 else { return nil }
      return problem(job, group.filter { $0.relativePath != job.relativePath }, k)
    }
  }

  /// "`a.layout`", "`a.layout` and `b.layout`", "`a.layout`, `b.layout` and `c.layout`"; with
  /// `lines`, each with the line of its `layout` header (`a.layout:2`).
  static func list(_ jobs: [Job], lines: Bool = false) -> String {
    let names = jobs.map { "`\($0.relativePath)\(lines ? ":\($0.name.line)" : "")`" }
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `url`'s path below `root`, or its file name when it is not below it.
  static func relativePath(of url: URL, from root: URL) -> String {
    let path = url.standardizedFileURL.path
    var base = root.standardizedFileURL.path
    if !base.hasSuffix("/") { base += "/" }
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
  }
}
