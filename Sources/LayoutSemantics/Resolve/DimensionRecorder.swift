import LayoutSource

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
///
/// A reference type so that every solver of one resolve fills the same table. The resolver is
/// synchronous, so a recorder is written by one thread at a time: give each concurrent resolve its
/// own (that is the whole contract behind `@unchecked Sendable`; a lock would need Foundation or
/// macOS 15's `Mutex`).
public final class DimensionRecorder: @unchecked Sendable {
  private var table: [SourceRange: DimensionResolution] = [:]

  public init() {}

  /// Everything recorded so far.
  public var resolutions: [SourceRange: DimensionResolution] { table }

  /// Keeps `r` unless `range` already has a resolution other than `previous`.
  func record(_ r: DimensionResolution, at range: SourceRange, replacing previous: DimensionResolution? = nil) {
    if let existing = table[range], existing != previous { return }
    table[range] = r
  }
}
