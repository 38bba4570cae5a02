// E3–E6: a section whose estimated sizes are measured. Its items differ from one repetition to
// the next, so its group is solved again for every repetition instead of tiled from one template.

extension Resolver {
  /// Whether `g` or anything in it has an estimated dimension (only then do measured sizes matter).
  static func hasEstimate(_ g: LayoutGroup) -> Bool {
    func estimated(_ s: LayoutSize) -> Bool { s.width.isEstimated || s.height.isEstimated }
    if estimated(g.size) { return true }
    let children: [LayoutElement]
    switch g.kind {
    case .fill(let c): children = c
    case .repeating(let c, _), .count(let c, _): children = [c]
    }
    return children.contains {
      switch $0 {
      case .item(let item): estimated(item.size)
      case .group(let nested): hasEstimate(nested)
      }
    }
  }

  /// E5: a measured section's repetitions, one after another along the layout axis, each as long
  /// as its own solved (grown) group; E6: an orthogonal section is as tall as its tallest group.
  struct MeasuredRepetitions {
    var section: LayoutSection
    var group: LayoutGroup
    var measured: MeasuredItems
    var start: Double
    var header: Double
    var scroll: Axis
    var options: ResolveOptions

    /// Places the section's `n` (at least one) items into `tiled` and returns the length of its
    /// content along the scroll axis, its insets included and its headers and footers left out.
    func place(count n: Int, itemsBefore: Int, into tiled: inout Tiled) -> Double {
      let s = section
      let orthogonal = s.orthogonalScrolling != nil
      var solver = GroupSolver(options: options)
      let size = solver.resolve(group.size, in: Resolver.sectionContainer(s, scroll: scroll, options: options))
      solver.measured = measured
      var along = 0.0  // from the first repetition's origin
      var tallest = 0.0
      var first: Double?
      var item = 0
      var rep = 0
      while item < n {
        solver.firstItem = item
        solver.cursor = 0
        guard let t = solver.solve(group, width: size.w, height: size.h, depth: 0), !t.leaves.isEmpty, !solver.failed else { break }
        let st = SectionTemplate(template: t, group: group, width: t.width, height: t.height)
        let r = Repetitions(s, st, start: start, header: header, scroll: scroll, options: options)
        let k = t.leaves.count
        let placed = min(k, n - item)
        let position = r.alongOrigin + along + r.alongLead
        let dx = r.axis == .horizontal ? position : r.acrossOrigin
        let dy = r.axis == .horizontal ? r.acrossOrigin : position
        for j in 0..<placed { tiled.items.append(t.leaves[j].offsetBy(dx, dy)) }
        tiled.itemSizing += t.sizing[0..<placed]
        let host = solver.contentRect(group, Rect(x: 0, y: 0, width: t.width, height: t.height))
        for b in group.supplementaries {
          tiled.supplementaries.append(SupplementaryFrame(kind: b.kind, source: .group, index: rep, frame: solver.badgeFrame(b, host: host).offsetBy(dx, dy)))
        }
        for b in t.badges where b.leaf < placed {
          tiled.supplementaries.append(SupplementaryFrame(
            kind: b.kind, source: b.onGroup ? .group : .item, index: b.onGroup ? rep : item + b.leaf, frame: b.frame.offsetBy(dx, dy)))
        }
        let firstItem = itemsBefore + item
        if options.includeGroups, GroupFrame.isTiled(repetitionStart: firstItem, forFirstItems: options.groupsForFirstItems) {
          tiled.groups.append(GroupFrame(depth: 0, frame: Rect(x: dx, y: dy, width: t.width, height: t.height), firstLeaf: 0, repetitionStart: firstItem))
          for g in t.groups where g.firstLeaf < placed {
            tiled.groups.append(GroupFrame(depth: g.depth, frame: g.frame.offsetBy(dx, dy), firstLeaf: g.firstLeaf, repetitionStart: firstItem))
          }
        }
        // S3 [L]: a partial last repetition may count for less than its group's length.
        var length = r.ell
        if placed < k, !orthogonal, options.rules.shortenPartialLastGroup, group.size != .full {
          let all = t.leaves.reduce(-Double.infinity) { max($0, $1.end(scroll)) }
          let some = t.leaves[0..<placed].reduce(-Double.infinity) { max($0, $1.end(scroll)) }
          length -= all - some
        }
        along += r.alongLead + length + r.alongTrail + s.interGroupSpacing
        tallest = max(tallest, t.height)
        if first == nil { first = t.height }
        item += k
        rep += 1
      }
      if orthogonal {
        // E6 [L]: the section is as tall as its tallest group (false: as its first group).
        let height = options.rules.orthogonalMeasuredTallestGroup ? tallest : first ?? 0
        return s.insets.top + height + s.insets.bottom
      }
      return s.insets.lead(scroll) + along - s.interGroupSpacing + s.insets.trail(scroll)
    }
  }
}
