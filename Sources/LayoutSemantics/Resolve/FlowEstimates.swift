// E10: a self-sizing flow layout has one estimate for every cell.

extension FlowLayoutModel {
  /// The model whose every estimated item, unmeasured, is at the size UIKit gives an unmeasured
  /// cell: `estimatedItemSize`, the first item's estimate, or under `automaticSize` what
  /// `Rules.flowAutomaticSizeDrawsFileEstimate` says. Measured sizes replace it as before (E9);
  /// each item keeps its own source. Unchanged when the items are fixed.
  func unmeasuredAtLayoutEstimate(_ rules: Rules) -> FlowLayoutModel {
    guard let first = estimatedItemSize else { return self }
    let estimate = automaticEstimate && !rules.flowAutomaticSizeDrawsFileEstimate
      ? (width: 50.0, height: 50.0) : (width: first.width, height: first.height)
    var model = self
    for s in model.sections.indices {
      for i in model.sections[s].items.indices {
        model.sections[s].items[i].width = estimate.width
        model.sections[s].items[i].height = estimate.height
      }
    }
    return model
  }
}
