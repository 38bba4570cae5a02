import LayoutSource
import Synchronization

/// What one written dimension resolved to: the container length it is a fraction of, and the
/// length it came to (pixel floor included).
public struct DimensionResolution: Sendable, Hashable {
  public var dimension: Dimension
  /// The container axis a fractional dimension measures (`.horizontal`: its width); nil for points.
  public var containerAxis: Axis?
  /// The container's effective length along `containerAxis` (insets removed); nil for points.
  public var containerLength: Double?
  /// The resolved length in points.
  public var value: Double

  public init(dimension: Dimension, containerAxis: Axis?, containerLength: Double?, value: Double) {
    self.dimension = dimension
    self.containerAxis = containerAxis
    self.containerLength = containerLength
    self.value = value
  }
}

/// Collects, for each written `w:` / `h:` (by the source range of its value), what it resolved to
/// when `ResolveOptions.dimensionRecorder` is set. The first use wins: a `let` used in several
/// containers shows the first; a group's spacing retry refines its own first pass.
public final class DimensionRecorder: Sendable {
  private let storage = Mutex<[SourceRange: DimensionResolution]>([:])

  public init() {}

  /// Everything recorded so far.
  public var resolutions: [SourceRange: DimensionResolution] { storage.withLock { $0 } }

  /// Keeps `r` unless `range` already has a resolution other than `previous`.
  func record(_ r: DimensionResolution, at range: SourceRange, replacing previous: DimensionResolution? = nil) {
    storage.withLock { table in
      if let existing = table[range], existing != previous { return }
      table[range] = r
    }
  }
}
