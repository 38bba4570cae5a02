import Foundation
import LayoutDriver

/// `--out-dir DIR` (`build` with several FILEs, `watch`): each output is `DIR/<stem>.<ext>`, the
/// folder is made when the first output is written.
enum OutputDirectory {
  /// `DIR/<stem>.json|svg|swift` for the input at `input`.
  static func path(for input: String, kind: EmitKind, in dir: String) -> String {
    let stem = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
    let name = "\(stem).\(kind.fileExtension)"
    // Joined as text, so messages name DIR as it was given.
    return dir.hasSuffix("/") ? dir + name : dir + "/" + name
  }

  /// DIR may be missing (the first output makes it) but must not be a file.
  static func check(_ path: String) throws(CommandFailure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw CommandFailure(.outDirIsFile(path: path))
    }
  }

  /// Makes DIR (and its parents) when missing.
  static func make(_ path: String) throws(CommandFailure) {
    try check(path)
    guard !FileManager.default.fileExists(atPath: path) else { return }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure(code: .io, message: "cannot create the folder `\(path)`: \((error as NSError).localizedDescription)")
    }
  }
}

extension EmitKind {
  /// The extension of this kind's output file.
  var fileExtension: String {
    switch self {
    case .frames: "json"
    case .svg: "svg"
    case .swift: "swift"
    }
  }
}
