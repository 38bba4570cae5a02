import Foundation
import LayoutSource

/// The only place layoutc touches files and streams.
enum IO {
  static func readSource(_ path: String) throws(CommandFailure) -> SourceFile {
    if path == "-" {
      return SourceFile(name: "<stdin>", bytes: Array(FileHandle.standardInput.readDataToEndOfFile()))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure(code: .io, message: "cannot read `\(path)`: no such file")
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(code: .io, message: "cannot read `\(path)`: \(isDirectory.boolValue ? "it is a directory" : "permission denied or unreadable")")
    }
    return SourceFile(name: path, bytes: Array(data))
  }

  /// Writes beside the destination, then renames: readers never see a partial file, and a failed
  /// write leaves the old file untouched.
  static func writeAtomically(_ text: String, to path: String) throws(CommandFailure) {
    let url = URL(fileURLWithPath: path)
    let dir = url.deletingLastPathComponent()
    let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw CommandFailure(code: .io, message: "cannot write `\(path)`: the directory `\(dir.path)` does not exist")
    }
    do {
      try Data(text.utf8).write(to: temp)
      if rename(temp.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temp)
        throw CommandFailure(code: .io, message: "cannot write `\(path)`: \(reason)")
      }
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      try? FileManager.default.removeItem(at: temp)
      let reason = (error as NSError).code == NSFileWriteNoPermissionError ? "permission denied" : "the file system refused it"
      throw CommandFailure(code: .io, message: "cannot write `\(path)`: \(reason)")
    }
  }

  static func writeStdout(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func writeStderr(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Colour only on a terminal, and never with `NO_COLOR` set.
  static var stderrWantsColor: Bool {
    isatty(2) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}
