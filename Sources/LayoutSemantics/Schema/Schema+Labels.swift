// The argument labels of the language (Schema.labels(of:) and the modifier specs list them per owner).

extension Schema {
  static let width = Parameter(
    "w", .size, default: "1",
    "`w:` the width: a fraction of the container's width (`2/3`, `0.5`), a fraction of either side (`0.7w`, `1h`), points (`44pt`) or estimated points (`~44pt`); default `1`")
  static let height = Parameter(
    "h", .size, default: "1",
    "`h:` the height: a fraction of the container's height (`1/2`), a fraction of either side (`1w`, `0.5h`), points (`44pt`) or estimated points (`~44pt`); default `1`")
  static let groupCount = Parameter(
    "count", .count, "`count: N`: exactly N equal slots, each 1/N of the group along its axis (UIKit's legacy `subitem:count:`)")
  static let groupRepeat = Parameter(
    "repeat", .count, "`repeat: N`: the child N times at its own size (`repeatingSubitem:count:`, iOS 16); it may overflow the group")
  static let layoutScroll = Parameter(
    "scroll", .word(Axis.specs), default: "vertical", "`scroll: vertical|horizontal`: the layout's scroll direction")
  static let layoutSpacing = Parameter(
    "spacing", .points, default: "0", "`spacing: N`: the space between sections in points (`interSectionSpacing`)")
  static let layoutInsetsReference = Parameter(
    "insetsReference", .word(ContentInsetsReference.specs), default: "automatic",
    "`insetsReference: automatic|none|safe-area|layout-margins|readable-content`: the boundary every section's content insets are measured from (`configuration.contentInsetsReference`, iOS 14); default `automatic`, the safe area")
  static let sectionInsetsReference = Parameter(
    "insetsReference", .word(ContentInsetsReference.specs), default: "automatic",
    "`insetsReference: automatic|none|safe-area|layout-margins|readable-content`: the boundary this section's content insets are measured from (`contentInsetsReference`, iOS 14); default `automatic`, the layout's")
  static let flowInsetsReference = Parameter(
    "insetsReference", .word(FlowInsetReference.specs), default: "content-inset",
    "`insetsReference: content-inset|safe-area|layout-margins`: the boundary every section's insets are measured from (`sectionInsetReference`, iOS 11); default `content-inset`")
  static let flowEstimatedItemSize = Parameter(
    "estimatedItemSize", .word(FlowEstimatedItemSize.specs), default: "first-item",
    "`estimatedItemSize: first-item|automatic`: with self-sizing items (`~`), the layout's one estimate: the first item's (`estimatedItemSize = CGSize(…)`) or UIKit's placeholder (`UICollectionViewFlowLayout.automaticSize`, iOS 10); default `first-item`")
  static let flowLine = Parameter(
    "line", .points, default: "10", "`line: N`: the space between lines in points (`minimumLineSpacing`, default 10)")
  static let flowInteritem = Parameter(
    "interitem", .points, default: "10", "`interitem: N`: the space between items on a line in points (`minimumInteritemSpacing`, default 10)")
  static let listAppearance = Parameter(
    "appearance", .word(ListAppearance.specs), default: "plain",
    "`appearance: plain|grouped|inset-grouped|sidebar|sidebar-plain`: the list's look (`UICollectionLayoutListConfiguration(appearance:)`); default `plain`")
  static let listHeader = Parameter(
    "header", .word(ListHeaderMode.specs), default: "none",
    "`header: none|supplementary|first-item-in-section`: how the section shows a header (`headerMode`); default `none`")
  static let listFooter = Parameter(
    "footer", .word(ListFooterMode.specs), default: "none",
    "`footer: none|supplementary`: whether the section shows a footer view (`footerMode`); default `none`")
  static let listSeparators = Parameter(
    "separators", .word(BooleanWord.specs), default: "true",
    "`separators: true|false`: whether rows show separators (`showsSeparators`; drawn inside the cells, no frame changes); default `true`")
  static let widthAbove = Parameter(
    "widthAbove", .points, "`widthAbove: N`: this case applies when the container is wider than N points")

  static let previewWidth = Parameter(
    "width", .points, default: "390", "`width: N`: the collection view's width in points, above 0 and at most 100000 (`--size`); default `390`")
  static let previewHeight = Parameter(
    "height", .points, default: "844", "`height: N`: the collection view's height in points, above 0 and at most 100000 (`--size`); default `844`")
  static let previewScale = Parameter(
    "scale", .scale, default: "3", "`scale: 1|2|3`: the display scale, whose pixel grid sizes are floored to (`--scale`); default `3`")
  static let previewDirection = Parameter(
    "direction", .word(LayoutDirection.specs), default: "ltr",
    "`direction: ltr|rtl`: the collection view's layout direction; `rtl` mirrors every frame as UIKit does in a right-to-left language (`--direction`); default `ltr`")
  static let previewSafeArea = Parameter(
    "safeArea", .insets, default: "inset 0",
    "`safeArea: inset(top:, leading:, bottom:, trailing:)`: the collection view's safe area insets in points, `leading:` on the left under `ltr` (`--safe-area T,L,B,R`, physical edges); default none")
  static let previewMargins = Parameter(
    "margins", .insets,
    "`margins: inset(top:, leading:, bottom:, trailing:)`: the collection view's layout margins in points, measured from the safe area (`--margins T,L,B,R`); default the system minimum of a view controller's view, 16pt left and right at compact width, 20pt at regular")
  static let previewItems = Parameter(
    "items", .itemCounts, default: "10",
    "`items: N` or `items: [N, …]`: N items in every declared section, or one count per section, past the declared ones reusing the last (`--items`); default `10`")
  static let previewSizes = Parameter(
    "sizes", .measuredSizes,
    "`sizes: [80x32, 120x32, …]`: what self-sizing measured, width x height in points; in every section item i takes `sizes[i mod n]` wherever its size is estimated (`~`); `--measured FILE.json` replaces it")

  static let insetLabels: [Parameter] =
    ["top", "leading", "bottom", "trailing"].map { Parameter($0, .points, default: "0", "`\($0): N`: the \($0) inset in points") } + [
      Parameter("vertical", .points, "`vertical: N`: the top and bottom insets in points"),
      Parameter("horizontal", .points, "`horizontal: N`: the leading and trailing insets in points"),
    ]
  static let edgeLabels: [Parameter] = ["leading", "top", "trailing", "bottom"].map {
    Parameter($0, .spacing, "`\($0): flexible N` or `fixed N`: the edge spacing on the \($0) side (a bare number is fixed)")
  }

  static let boundaryLabels: [Parameter] = [
    width, height,
    Parameter("pinned", .word(BooleanWord.specs), default: "false", "`pinned: true`: the view sticks to the visible bounds while its section scrolls (`pinToVisibleBounds`)"),
    Parameter("extends", .word(BooleanWord.specs), default: "true", "`extends: false`: the view overlaps the content instead of pushing it (`extendsBoundary`)"),
    Parameter("align", .word(BoundarySupplementary.Alignment.specs), "`align:` the edge the view sits on: `top` or `bottom` (`leading` or `trailing` when scrolling horizontally)"),
    Parameter("insets", .word(InsetReference.specs), default: "follow", "`insets: follow|none`: whether the view follows the section's content insets (`supplementaryContentInsetsReference`)"),
  ]
  static let flowBoundaryLabels: [Parameter] = [
    Parameter("h", .points, "`h: Npt`: the view's height when the layout scrolls vertically (`headerReferenceSize` / `footerReferenceSize`)"),
    Parameter("w", .points, "`w: Npt`: the view's width when the layout scrolls horizontally (`headerReferenceSize` / `footerReferenceSize`)"),
    Parameter("pinned", .word(BooleanWord.specs), default: "false", "`pinned: true`: the view sticks to the visible bounds while its section scrolls (`sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`, one value for every section)"),
  ]
  static let badgeLabels: [Parameter] = [
    width, height,
    Parameter("anchor", .word(AnchorWord.specs), default: "top-trailing", "`anchor:` where the badge sits on its host, such as `top-trailing` or `center`"),
    Parameter("dx", .offset, default: "0", "`dx:` the badge's offset: a fraction of its own size, or points with `pt`"),
    Parameter("dy", .offset, default: "0", "`dy:` the badge's offset: a fraction of its own size, or points with `pt`"),
  ]
  static let backgroundLabels: [Parameter] = [
    Parameter("inset", .points, default: "0", "`inset: N`: the background's own inset from the section's edges, in points"),
  ]
}
