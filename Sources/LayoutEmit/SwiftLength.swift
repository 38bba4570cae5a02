import LayoutSemantics
import LayoutSource

/// A length in the generated code: a literal or an expression over the layout environment's
/// container and earlier locals.
indirect enum SwiftLength: Hashable {
  /// Points, written as a literal.
  case points(Double)
  /// The container's effective content size, the section function's `width` or `height`.
  case container(Axis)
  /// A local the generated code has declared.
  case local(String)
  /// `a - b`.
  case minus(SwiftLength, SwiftLength)
  /// `factor * length`; the factor is Swift source (`0.8`, `1.0 / 3.0`) giving the resolver's Double.
  case times(String, SwiftLength)
  /// `pixelFloor(length, scale: scale)` (D4).
  case floored(SwiftLength)
  /// A length that gets its own `let`, named after the base (`groupWidth`), where it is first used.
  case named(String, SwiftLength)

  /// The Swift expression, parenthesised only where Swift's precedence needs it; evaluated in the
  /// resolver's order.
  var code: String {
    switch self {
    case .points(let v): SwiftEmitter.number(v)
    case .container(let axis): SwiftSizing.containerName(axis)
    case .local(let name): name
    case .minus(let a, let b): "\(a.code) - \(b.isDifference ? "(\(b.code))" : b.code)"
    case .times(let f, let x): "\(f.contains("/") ? "(\(f))" : f) * \(x.isDifference || x.isProduct ? "(\(x.code))" : x.code)"
    case .floored(let x): "\(SwiftSizing.pixelFloor)(\(x.code), scale: \(SwiftSizing.scaleName))"
    case .named(_, let x): x.code
    }
  }

  private var isDifference: Bool {
    switch self {
    case .minus: true
    case .named(_, let x): x.isDifference
    default: false
    }
  }

  private var isProduct: Bool {
    switch self {
    case .times: true
    case .named(_, let x): x.isProduct
    default: false
    }
  }

  /// No local or container in it: Swift would not infer `CGFloat` for its `let`.
  var isConstant: Bool {
    switch self {
    case .points: true
    case .container, .local, .floored: false
    case .minus(let a, let b): a.isConstant && b.isConstant
    case .times(_, let x), .named(_, let x): x.isConstant
    }
  }

  /// `length - value`, leaving out a zero.
  func minus(_ value: SwiftLength) -> SwiftLength {
    if case .points(0) = value { return self }
    return .minus(self, value)
  }

  /// `length` less the insets on both sides of `axis`, in the order the resolver takes them off.
  func minus(_ insets: EdgeInsets, along axis: Axis) -> SwiftLength {
    minus(.points(insets.lead(axis))).minus(.points(insets.trail(axis)))
  }
}

/// Why the generated Swift cannot compute a length in advance: it lies along a fill group that may
/// retry (G5), whose reduced length depends on how many children it fits in the container.
struct FillDependence: Error, Hashable {
  /// The fill group.
  var fill: SourceRange
}

/// A container (C1–C5) as the generated code knows it: each axis's effective length.
struct SwiftContainer: Hashable {
  var width: Result<SwiftLength, FillDependence>
  var height: Result<SwiftLength, FillDependence>

  func length(_ axis: Axis) -> Result<SwiftLength, FillDependence> { axis == .horizontal ? width : height }
}
