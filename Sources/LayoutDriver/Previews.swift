import LayoutSemantics
import LayoutSource

/// What a command line says about the container: each value it gives overrides the preview's
/// (`--size`, `--scale`, `--items`), and `--preview NAME` picks one preview. Nil where it says
/// nothing.
public struct ContainerFlags: Sendable {
  public var width: Double?
  public var height: Double?
  public var scale: Double?
  public var items: ItemCounts?
  /// `--direction`.
  public var direction: LayoutDirection?
  /// `--safe-area`, `--margins`: physical edges.
  public var safeArea: PhysicalInsets?
  public var margins: PhysicalInsets?
  /// `--preview NAME`.
  public var preview: String?
  /// `--measured FILE.json`, read and checked: it replaces every preview's `sizes:` (E2).
  public var measured: [MeasuredSection]?
  public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, items: ItemCounts? = nil, preview: String? = nil) {
    self.width = width
    self.height = height
    self.scale = scale
    self.items = items
    self.preview = preview
  }
}

/// One container a file is laid out in: a preview's values with the flags applied, or the
/// defaults with the flags applied when the file declares no preview.
public struct Container: Sendable {
  /// Nil when the file declares no preview.
  public var preview: Preview?
  public var resolve: ResolveOptions

  /// `` `pad` (820×1180 @2x) ``, with the flags applied; nil without a preview.
  public var previewDescription: String? {
    guard var p = preview else { return nil }
    (p.width, p.height, p.scale) = (resolve.width, resolve.height, resolve.scale)
    return p.description
  }
}

extension Compilation {
  /// The containers of a file: every preview in order (only the one `--preview` names, if given),
  /// each preview's values over `base` and the flags over both; `base` with the flags when the
  /// file declares none. A usage error when `--preview` names no preview of the file.
  public static func containers(_ previews: [Preview], base: ResolveOptions, flags: ContainerFlags, fileName: String) -> Result<[Container], UsageError> {
    var chosen = previews
    if let name = flags.preview {
      guard let p = previews.first(where: { $0.name == name }) else {
        let names = previews.map(\.name)
        return .failure(.noSuchPreview(name, file: fileName, suggestion: Suggest.closest(to: name, in: names), previews: names))
      }
      chosen = [p]
    }
    func container(_ p: Preview?) -> Container {
      var r = base
      if let p {
        (r.width, r.height, r.scale, r.items, r.layoutDirection) = (p.width, p.height, p.scale, p.items, p.direction)
        if !p.sizes.isEmpty { r.measured = MeasuredSizes(pattern: p.sizes) }
      }
      if let m = flags.measured { r.measured = MeasuredSizes(sections: m) }
      if let w = flags.width { r.width = w }
      if let h = flags.height { r.height = h }
      if let s = flags.scale { r.scale = s }
      if let i = flags.items { r.items = i }
      if let d = flags.direction { r.layoutDirection = d }
      // A preview's `leading:` is the left edge under the direction it is laid out in (C6).
      if let p { (r.safeArea, r.margins) = (PhysicalInsets(p.safeArea, direction: r.layoutDirection), p.margins.map { PhysicalInsets($0, direction: r.layoutDirection) }) }
      if let s = flags.safeArea { r.safeArea = s }
      if let m = flags.margins { r.margins = m }
      return Container(preview: p, resolve: r)
    }
    let all = chosen.isEmpty ? [container(nil)] : chosen.map(container)
    if let tight = all.first(where: { !$0.resolve.insetsFit }) {
      return .failure(.insetsTooLarge(tight.resolve.sizeDescription))
    }
    return .success(all)
  }

  /// Placement diagnostics found in several containers, each reported once (one per ID and
  /// position, as `normalized()` keeps them): the first container's, with a note naming each
  /// preview it was found in, at the preview's name; a preview whose message says more than
  /// another size (other numbers) has its message in its note.
  static func merged(_ found: [(Container, [Diagnostic])]) -> [Diagnostic] {
    struct Key: Hashable {
      var start: Int
      var id: DiagnosticID
    }
    // A struct, not a tuple: the dictionary's type is then made at run time without a tuple type.
    struct Entry {
      var at: Int
      var size: String
    }
    var out: [Diagnostic] = []
    // Room for every diagnostic at once: the table is not grown and rehashed along the way.
    var index: [Key: Entry] = Dictionary(minimumCapacity: found.reduce(0) { $0 + $1.1.count })
    for (container, diagnostics) in found {
      // Spelt out once per container, not once per diagnostic.
      let size = container.resolve.sizeDescription
      let described = container.previewDescription
      for d in diagnostics {
        let key = Key(start: d.range.start, id: d.id)
        guard let described else {
          if index[key] == nil { index[key] = Entry(at: out.count, size: size); out.append(d) }
          continue
        }
        if let first = index[key] {
          let i = first.at
          let same = Self.equal(out[i].message.text, d.message.text, writing: size, as: first.size)
          out[i].notes.append(PlacementDiagnostics.anyInPreviewNote(described, message: same ? nil : d.message.text, at: container.preview?.nameRange))
          continue
        }
        index[key] = Entry(at: out.count, size: size)
        var annotated = d
        annotated.notes.append(PlacementDiagnostics.anyInPreviewNote(described, at: container.preview?.nameRange))
        out.append(annotated)
      }
    }
    return out
  }

  /// Whether `a` is `b` with each `size` in it (left to right, not overlapping) written as
  /// `other`: `a == b.replacing(size, with: other)`, without building the replaced text.
  static func equal(_ a: String, _ b: String, writing size: String, as other: String) -> Bool {
    guard !size.isEmpty else { return a == b }
    let a = Array(a.utf8), b = Array(b.utf8), size = Array(size.utf8), other = Array(other.utf8)
    func starts(_ text: [UInt8], at i: Int, with word: [UInt8]) -> Bool {
      i + word.count <= text.count && text[i..<i + word.count].elementsEqual(word)
    }
    var i = 0, j = 0
    while j < b.count {
      if starts(b, at: j, with: size) {
        guard starts(a, at: i, with: other) else { return false }
        (i, j) = (i + other.count, j + size.count)
      } else {
        guard i < a.count, a[i] == b[j] else { return false }
        (i, j) = (i + 1, j + 1)
      }
    }
    return i == a.count
  }
}
