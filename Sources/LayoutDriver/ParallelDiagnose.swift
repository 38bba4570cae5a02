import LayoutSemantics
import LayoutSource

extension Compilation {
  /// `diagnose` of several files at once, on as many cores as there are: each file is checked on
  /// its own, so the outcomes are exactly those of checking them one after another, and they come
  /// back in the order of `files`.
  public static func diagnose(_ files: [SourceFile], resolve: ResolveOptions, flags: ContainerFlags = ContainerFlags()) -> [Outcome] {
    diagnose(count: files.count, resolve: resolve, flags: flags) { Result<SourceFile, Never>.success(files[$0]) }.map { r in
      switch r {
      case .success(let (_, outcome)): outcome
      }
    }
  }

  /// `diagnose` of the `count` files `read` gives by index (the executable's reader: a file, or why
  /// it could not be read), each read on the thread that then checks it, so that reading one file
  /// overlaps checking another. The results come back in index order.
  public static func diagnose<Failure: Error>(
    count: Int, resolve: ResolveOptions, flags: ContainerFlags = ContainerFlags(),
    reading read: @escaping @Sendable (Int) -> Result<SourceFile, Failure>
  ) -> [Result<(SourceFile, Outcome), Failure>] {
    diagnose(count: count, resolve: resolve, flags: flags, reading: read) { file, outcome in (file, outcome) }
  }

  /// The same, with each file's outcome passed through `finish` on the thread that checked it
  /// (`layoutc check` renders the diagnostics there, and keeps the rendering, not the file).
  public static func diagnose<Failure: Error, T>(
    count: Int, resolve: ResolveOptions, flags: ContainerFlags = ContainerFlags(),
    reading read: @escaping @Sendable (Int) -> Result<SourceFile, Failure>,
    finishing finish: @escaping @Sendable (SourceFile, Outcome) -> T
  ) -> [Result<T, Failure>] {
    let results = Slots<Result<T, Failure>>(count: count)
    concurrentFor(count) { i in
      results.set(i, read(i).map { file in finish(file, diagnose(file, resolve: resolve, flags: flags)) })
    }
    return results.values
  }
}

/// One slot per task, each written once by its own task: no two tasks share a slot, and the
/// values are read only after every task has finished (`concurrentFor` returns then).
private final class Slots<T>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<T?>
  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }
  deinit {
    slots.deinitialize()
    slots.deallocate()
  }
  func set(_ i: Int, _ value: T) { slots[i] = value }
  var values: [T] { slots.compactMap { $0 } }
}
