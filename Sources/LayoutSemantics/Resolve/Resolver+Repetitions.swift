// S1–S3, O3–O5, G6, G9: a compositional section's repetitions of its solved template.

extension Resolver {
  /// The frames a section's repetitions produce.
  struct Tiled {
    var items: [Rect] = []
    var itemSizing: [Sizing] = []
    var groups: [GroupFrame] = []
    var supplementaries: [SupplementaryFrame] = []
  }

  /// Where a section's repetitions of its template go: along `axis` (the scroll axis, or across
  /// it for an orthogonal section) from `alongOrigin`, one every `pitch`, at `acrossOrigin`.
  struct Repetitions {
    var axis: Axis
    /// The top-level group's length along `axis`.
    var ell: Double
    /// G9: the fixed edge spacing before and after each repetition along `axis`.
    var alongLead: Double
    var alongTrail: Double
    var pitch: Double
    /// Where the content starts, along the repetitions and across them.
    var alongOrigin: Double
    var acrossOrigin: Double

    init(_ s: LayoutSection, _ st: SectionTemplate, start: Double, header: Double, scroll: Axis, options: ResolveOptions) {
      let orthogonal = s.orthogonalScrolling != nil
      axis = orthogonal ? scroll.other : scroll
      let across = axis.other
      ell = axis == .horizontal ? st.width : st.height
      // G9: on the top-level group, flexible edge spacing along the layout axis is ignored; fixed
      // edge spacing offsets each repetition [L].
      let edges = st.group.edges
      func fixed(_ sp: Spacing?) -> Double {
        guard options.rules.topLevelFixedEdgeSpacing, let sp, !sp.isFlexible else { return 0 }
        return sp.value
      }
      alongLead = fixed(edges.lead(axis))
      alongTrail = fixed(edges.trail(axis))
      pitch = alongLead + ell + alongTrail + s.interGroupSpacing
      if orthogonal {
        var lead = s.insets.leading
        if s.orthogonalScrolling == .groupPagingCentered, options.rules.groupPagingCenteredInsets {
          lead = (options.width - st.width) / 2  // O5: a guess (`Rules.groupPagingCenteredInsets`)
        }
        alongOrigin = lead
        acrossOrigin = start + header + s.insets.top
      } else {
        alongOrigin = start + header + s.insets.lead(scroll)
        // G6 on the top-level group, across the section's container less its insets.
        acrossOrigin = Slack.crossOrigin(
          axis == .vertical ? st.width : st.height, from: s.insets.lead(across),
          available: s.insets.remaining(axis == .vertical ? options.width : options.height, along: across),
          lead: edges.lead(across), trail: edges.trail(across), rules: options.rules)
      }
    }

    /// The number of repetitions of a template of `k` leaves that `n` items take.
    static func count(_ n: Int, leaves k: Int) -> Int { (n + k - 1) / k }

    /// Where repetition `rep` of the template goes: its offset from the template's origin.
    /// Positions are multiples of the pitch, not running sums, so a million repetitions do not
    /// accumulate rounding error.
    @inline(__always) func offset(_ rep: Int) -> (dx: Double, dy: Double) {
      let along = alongOrigin + Double(rep) * pitch + alongLead
      return axis == .horizontal ? (along, acrossOrigin) : (acrossOrigin, along)
    }

    /// The frames of `n` items: the template's leaves, once per repetition, written straight into
    /// the array.
    func items(_ leaves: [Rect], count n: Int) -> [Rect] {
      let k = leaves.count
      guard k > 0 else { return [] }
      return [Rect].frames(count: n) { buffer in
        leaves.withUnsafeBufferPointer { t in
          var i = 0
          var rep = 0
          while i < n {
            let (dx, dy) = offset(rep)
            let placed = min(k, n - i)
            for j in 0..<placed { buffer[i + j] = Rect(x: t[j].x + dx, y: t[j].y + dy, width: t[j].width, height: t[j].height) }
            i += placed
            rep += 1
          }
        }
      }
    }

    /// Copies the template's items, badges and (with `includeGroups`) group frames into `tiled`,
    /// once per repetition, for `n` items.
    func place(_ st: SectionTemplate, count n: Int, itemsBefore: Int, options: ResolveOptions, into tiled: inout Tiled) {
      let leaves = st.template.leaves
      let k = leaves.count
      if tiled.items.isEmpty { tiled.items = items(leaves, count: n) } else { tiled.items += items(leaves, count: n) }
      let topBadges = topBadges(st, options: options)
      let sized = st.template.sizing.contains { $0 != .fixed }
      // The rest is per repetition: nothing to do when there are no sizings, badges or group frames.
      guard sized || !topBadges.isEmpty || !st.template.badges.isEmpty || options.includeGroups else { return }
      for rep in 0..<Self.count(n, leaves: k) {
        let (dx, dy) = offset(rep)
        let placed = min(k, n - rep * k)
        if sized { tiled.itemSizing += st.template.sizing[0..<placed] }
        placeBadgesAndGroups(st, rep: rep, placed: placed, at: (dx, dy), itemsBefore: itemsBefore, topBadges: topBadges, options: options, into: &tiled)
      }
    }

    /// One repetition's badges and (with `includeGroups`) group frames, offset by `at`; `placed`
    /// is how many of its leaves hold items.
    func placeBadgesAndGroups(
      _ st: SectionTemplate, rep: Int, placed: Int, at offset: (dx: Double, dy: Double), itemsBefore: Int,
      topBadges: [(kind: String, frame: Rect)], options: ResolveOptions, into tiled: inout Tiled
    ) {
      let (dx, dy) = offset
      let k = st.template.leaves.count
      for (kind, frame) in topBadges {
        tiled.supplementaries.append(SupplementaryFrame(kind: kind, source: .group, index: rep, frame: frame.offsetBy(dx, dy)))
      }
      for b in st.template.badges where b.leaf < placed {
        tiled.supplementaries.append(SupplementaryFrame(
          kind: b.kind, source: b.onGroup ? .group : .item, index: b.onGroup ? rep : rep * k + b.leaf, frame: b.frame.offsetBy(dx, dy)))
      }
      let first = itemsBefore + rep * k
      if options.includeGroups, GroupFrame.isTiled(repetitionStart: first, forFirstItems: options.groupsForFirstItems) {
        tiled.groups.append(GroupFrame(depth: 0, frame: Rect(x: dx, y: dy, width: st.width, height: st.height), firstLeaf: 0, repetitionStart: first))
        for g in st.template.groups where g.firstLeaf < placed {
          tiled.groups.append(GroupFrame(depth: g.depth, frame: g.frame.offsetBy(dx, dy), firstLeaf: g.firstLeaf, repetitionStart: first))
        }
      }
    }

    /// S3, O3: the length along the scroll axis of a section of `n` (at least one) items.
    func sectionLength(
      _ s: LayoutSection, _ st: SectionTemplate, count n: Int, header: Double, footer: Double, scroll: Axis, options: ResolveOptions
    ) -> Double {
      if s.orthogonalScrolling != nil {
        // O3: one group's extent, however many repetitions.
        return header + s.insets.top + st.height + s.insets.bottom + footer
      }
      // S3 [L]: a partial last repetition may count for less than the group's length.
      let leaves = st.template.leaves
      let k = leaves.count
      var lastLength = ell
      let r = n % k
      if r != 0, options.rules.shortenPartialLastGroup, st.group.size != .full {
        let extAll = leaves.reduce(-Double.infinity) { max($0, $1.end(scroll)) }
        let extSome = leaves[0..<r].reduce(-Double.infinity) { max($0, $1.end(scroll)) }
        lastLength = ell - (extAll - extSome)
      }
      return header + s.insets.lead(scroll) + Double(Self.count(n, leaves: k) - 1) * pitch + alongLead + lastLength
        + alongTrail + s.insets.trail(scroll) + footer
    }
  }
}
