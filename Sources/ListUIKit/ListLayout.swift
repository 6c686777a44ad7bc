import Foundation
import ListKit
import ListSimulator

// Where UIKit's layouts put a list's items: a collection view made with a frame lays its
// sections out from its layout (flow: the delegate's sizes, insets and spacing in lines;
// compositional: the sections' groups; list: rows), a table view made with a frame from its row,
// header and footer heights. The engine's window is then in points, and only what intersects it
// has a cell, as on a phone. Positions along the line (x) follow UIKit's flow layout as far as
// docs/testing-lists.md says; which items are on screen depends only on the heights.
//
// A layout that scrolls horizontally is computed transposed, by the same code: what a vertical
// layout calls top, height and width are left, width and height on screen (a flow layout's
// lines become columns). `ListLayoutMetrics` holds it so and turns the frames it gives out back.

/// The layout of a UIKit-named view, for the engine; asked on the main queue only (off it, the
/// viewport's uniform heights decide, as for the headless views).
final class _UIKitLayoutSource: ListLayoutSource, @unchecked Sendable {
  // Safety: read on the main thread only (`layoutMetrics` checks).
  private weak var view: UIScrollView?

  init(_ view: UIScrollView) { self.view = view }

  func layoutMetrics(for counts: [Int], in base: VirtualView) -> ListLayoutMetrics? {
    guard isOnMainQueue(), let view else { return nil }
    return MainActor.assumeIsolated {
      if let collectionView = view as? UICollectionView {
        return collectionView.layoutMetrics(for: counts)
      }
      if let tableView = view as? UITableView { return tableView.layoutMetrics(for: counts) }
      return nil
    }
  }

  func followsScroll(in base: VirtualView) -> Bool {
    guard isOnMainQueue(), let collectionView = view as? UICollectionView else { return false }
    return MainActor.assumeIsolated { collectionView.collectionViewLayout.headersFollowScroll }
  }
}

/// A window in points for a view of `frame` (rows of 44 points until the layout says more), as
/// long as the frame's height, or its width for a layout that scrolls `horizontal`ly; a frame
/// that is not a usable size gets 20 rows.
func pointsViewport(_ frame: CGRect, horizontal: Bool = false, headers: Bool, footers: Bool)
  -> Viewport
{
  let height = Double(horizontal ? frame.width : frame.height)
  guard height.isFinite, height > 0,
    let viewport = try? Viewport(
      height: height, itemHeight: 44, headerHeight: headers ? 44 : 0,
      footerHeight: footers ? 44 : 0)
  else { return .rows(20, headers: headers, footers: footers) }
  return viewport
}

/// What a flow layout reads without a flow delegate: the protocol's defaults (the layout's
/// properties), and items of the estimated size when the layout has one.
@MainActor
private final class _FlowLayoutDefaults: UICollectionViewDelegateFlowLayout {
  let across: Double
  let horizontal: Bool
  init(across: Double, horizontal: Bool) { (self.across, self.horizontal) = (across, horizontal) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
    return flow.estimatedItemSize == .zero
      ? flow.itemSize : collectionView.estimated(flow, across, horizontal: horizontal)
  }
}

extension UICollectionView {
  /// Where the view's layout puts the sections of `counts`: a flow layout's lines, a
  /// compositional layout's groups or list rows; `nil` for a layout of another class.
  @preconcurrency
  @MainActor
  func layoutMetrics(for counts: [Int]) -> ListLayoutMetrics? {
    let width = Double(bounds.width)
    let height = Double(bounds.height)
    let layout = collectionViewLayout
    // A horizontal layout (never a compositional one here) lays out across the view's height.
    let horizontal = layout.scrollsHorizontally
    let (across, along) = horizontal ? (height, width) : (width, height)
    guard across.isFinite, across > 0, along.isFinite else { return nil }
    switch layout {
    case let flow as UICollectionViewFlowLayout:
      return flowMetrics(flow, counts, across: across, horizontal: horizontal)
    case let compositional as UICollectionViewCompositionalLayout:
      return compositionalMetrics(compositional, counts, width: width, height: height)
    case let custom:
      return customMetrics(custom, counts, across: across, horizontal: horizontal)
    }
  }

  /// A layout of its own: `prepare()`, then every element's attributes
  /// (`layoutAttributesForElements(in:)` over the whole content), read section by section as a
  /// header, items and a footer going down (going right, read transposed, for a layout that
  /// scrolls `horizontal`ly; `across` is the view's extent across the scrolling axis). `nil`
  /// when the layout gives no attributes.
  @MainActor
  private func customMetrics(
    _ layout: UICollectionViewLayout, _ counts: [Int], across: Double, horizontal: Bool
  ) -> ListLayoutMetrics? {
    let wasMeasuring = layout.measuringContent
    layout.measuringContent = true
    defer { layout.measuringContent = wasMeasuring }
    layout.prepare()
    let whole =
      horizontal
      ? CGRect(x: 0, y: 0, width: ViewportError.largestHeight, height: across)
      : CGRect(x: 0, y: 0, width: across, height: ViewportError.largestHeight)
    guard let found = layout.layoutAttributesForElements(in: whole) else { return nil }
    // Read along the scrolling axis as "down": a horizontal layout's frames, transposed.
    func along(_ frame: CGRect) -> CGRect {
      guard horizontal else { return frame }
      return CGRect(
        x: frame.origin.y, y: frame.origin.x, width: frame.size.height, height: frame.size.width)
    }
    var items = counts.map { Array(repeating: CGRect.zero, count: $0) }
    var headers = [CGRect?](repeating: nil, count: counts.count)
    var footers = [CGRect?](repeating: nil, count: counts.count)
    for attributes in found {
      let path = attributes.indexPath
      guard path.count == 2, counts.indices.contains(path[0]) else { continue }
      let frame = along(attributes.frame)
      switch attributes.representedElementKind {
      case nil:
        if (0..<counts[path[0]]).contains(path[1]) { items[path[0]][path[1]] = frame }
      case UICollectionView.elementKindSectionHeader: headers[path[0]] = frame
      case UICollectionView.elementKindSectionFooter: footers[path[0]] = frame
      default: break
      }
    }
    var sections: [ListLayoutMetrics.Section] = []
    var bottom: CGFloat = 0
    // Where the previous section's header, items and footer end as the metrics stack them, and
    // the farthest any section reaches.
    var previousEnd: CGFloat = 0
    var farthest: CGFloat = 0
    var first: CGFloat?
    for s in counts.indices {
      let header = headers[s]
      let itemsTop = header?.maxY ?? items[s].map(\.minY).min() ?? bottom
      // The item area reaches the footer where the layout leaves space before it.
      let itemsBottom = max(
        itemsTop, items[s].map(\.maxY).max() ?? itemsTop, footers[s]?.minY ?? itemsTop)
      let footerHeight = footers[s]?.height ?? 0
      let top = header?.minY ?? itemsTop
      if first == nil { first = top }
      // What lies between the previous section and this one counts as that section's spacing;
      // negative when this one starts beside it (a layout that puts sections on one line).
      if let last = sections.indices.last, top != previousEnd {
        sections[last].spacingAfter = Double(top - previousEnd)
      }
      var metrics = ListLayoutMetrics.Section(
        headerHeight: Double(header?.height ?? 0),
        itemFrames: items[s].map { $0.offsetBy(dx: 0, dy: -itemsTop) },
        itemsHeight: Double(itemsBottom - itemsTop), footerHeight: Double(footerHeight))
      // Headers and footers where the layout puts them across the view.
      metrics.headerSpan = header.flatMap(Self.span)
      metrics.footerSpan = footers[s].flatMap(Self.span)
      sections.append(metrics)
      bottom = (footers[s]?.maxY).map { max($0, itemsBottom) } ?? itemsBottom
      previousEnd = top + (header?.height ?? 0) + (itemsBottom - itemsTop) + footerHeight
      farthest = max(farthest, bottom)
    }
    // The content's length as the layout gives it (a trailing inset after the last section).
    let size = layout.collectionViewContentSize
    let length = horizontal ? size.width : size.height
    if let last = sections.indices.last, length.isFinite, length > farthest {
      sections[last].spacingAfter = max(0, Double(length - previousEnd))
    }
    if layout.headersFollowScroll {
      // Where each header sticks now, along the scrolling axis, from where it lies unscrolled.
      layout.measuringContent = wasMeasuring
      for s in sections.indices {
        guard let natural = headers[s],
          let stuck = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s))
        else { continue }
        sections[s].headerShift = Double(along(stuck.frame).minY - natural.minY)
      }
    }
    return ListLayoutMetrics(
      sections: sections, width: across, top: Double(first ?? 0), horizontal: horizontal)
  }

  /// A header's or footer's extent across the scrolling axis (`nil` for a frame that is not
  /// finite: the view then spans it across the whole width).
  private static func span(_ frame: CGRect) -> ClosedRange<Double>? {
    guard frame.minX.isFinite, frame.maxX.isFinite else { return nil }
    return Double(frame.minX)...Double(max(frame.minX, frame.maxX))
  }

  /// A flow layout's sections, `across` wide: the view's width, or, scrolling `horizontal`ly,
  /// its height, everything then computed transposed — sections left to right, each section's
  /// items in columns top to bottom between its top and bottom insets, `minimumLineSpacing`
  /// between columns and `minimumInteritemSpacing` within one, the left and right insets before
  /// and after the columns, and a header's or footer's reference width as its extent (UIKit's
  /// `minimumLineSpacing`, `minimumInteritemSpacing` and `headerReferenceSize`, which use "only
  /// the size that corresponds to the appropriate scrolling direction").
  @preconcurrency
  @MainActor
  private func flowMetrics(
    _ flow: UICollectionViewFlowLayout, _ counts: [Int], across: Double, horizontal: Bool
  ) -> ListLayoutMetrics {
    // The delegate is opened once (asked through a concrete type, not an optional existential
    // copied, retained and released at each of the thousands of questions); without one the
    // protocol's defaults answer, which read the layout's properties.
    let sizing =
      delegate as? any UICollectionViewDelegateFlowLayout
      ?? _FlowLayoutDefaults(across: across, horizontal: horizontal)
    return flowMetrics(flow, counts, across: across, horizontal: horizontal, sizing: sizing)
  }

  @preconcurrency
  @MainActor
  private func flowMetrics<Sizing: UICollectionViewDelegateFlowLayout>(
    _ flow: UICollectionViewFlowLayout, _ counts: [Int], across: Double, horizontal: Bool,
    sizing: Sizing
  ) -> ListLayoutMetrics {
    var builder = ListLayoutMetrics.Builder(width: across, horizontal: horizontal)
    builder.reserve(sections: counts.count, items: counts.reduce(0) { $0 &+ max(0, $1) })
    // One buffer of sizes for every section.
    var sizes: [CGSize] = []
    for (s, count) in counts.enumerated() {
      let inset = sizing.collectionView(self, layout: flow, insetForSectionAt: s)
      let lineSpacing = clean(
        sizing.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: s))
      let itemSpacing = clean(
        sizing.collectionView(self, layout: flow, minimumInteritemSpacingForSectionAt: s))
      let header = sizing.collectionView(self, layout: flow, referenceSizeForHeaderInSection: s)
      let footer = sizing.collectionView(self, layout: flow, referenceSizeForFooterInSection: s)
      sizes.removeAll(keepingCapacity: true)
      for item in 0..<count {
        let size = sizing.collectionView(
          self, layout: flow, sizeForItemAt: IndexPath(item: item, section: s))
        sizes.append(
          horizontal
            ? CGSize(width: clean(size.height), height: clean(size.width))
            : CGSize(width: clean(size.width), height: clean(size.height)))
      }
      // The insets along the scrolling axis (before and after the lines) and across it.
      let (before, after, start, end) =
        horizontal
        ? (inset.left, inset.right, inset.top, inset.bottom)
        : (inset.top, inset.bottom, inset.left, inset.right)
      let top = count > 0 ? clean(before) : 0
      let bottom = count > 0 ? clean(after) : 0
      builder.beginSection(
        headerHeight: Double(clean(horizontal ? header.width : header.height)))
      let height = FlowLines.place(
        sizes, top: top, left: clean(start), right: clean(end), width: across,
        itemSpacing: itemSpacing, lineSpacing: lineSpacing, centresLoneItem: !horizontal,
        into: &builder)
      builder.endSection(
        itemsHeight: Double(top + height + bottom),
        footerHeight: Double(clean(horizontal ? footer.width : footer.height)))
    }
    return builder.build()
  }

  /// A self-sizing flow layout's item size before the cell sizes itself: the estimate (for
  /// `automaticSize`, the full width between the insets and 50 points tall, or, scrolling
  /// `horizontal`ly, the full height and 50 points wide).
  @preconcurrency
  @MainActor
  fileprivate func estimated(_ flow: UICollectionViewFlowLayout, _ across: Double, horizontal: Bool)
    -> CGSize
  {
    guard flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize else {
      return flow.estimatedItemSize
    }
    let inset = flow.sectionInset
    return horizontal
      ? CGSize(width: 50, height: across - inset.top - inset.bottom)
      : CGSize(width: across - inset.left - inset.right, height: 50)
  }

  @preconcurrency
  @MainActor
  private func compositionalMetrics(
    _ layout: UICollectionViewCompositionalLayout, _ counts: [Int], width: Double, height: Double
  ) -> ListLayoutMetrics {
    let spacing = clean(layout.configuration.interSectionSpacing)
    var sections: [ListLayoutMetrics.Section] = []
    sections.reserveCapacity(counts.count)
    for (s, count) in counts.enumerated() {
      let after = s == counts.count - 1 ? 0 : Double(spacing)
      guard let section = layout.section(at: s, containerWidth: width) else {
        // A list layout: full-width rows of 44 points, headers and footers as configured.
        let frames = (0..<count).map { CGRect(x: 0, y: Double($0) * 44, width: width, height: 44) }
        sections.append(
          ListLayoutMetrics.Section(
            headerHeight: layout.hasHeaders ? 44 : 0, itemFrames: frames,
            itemsHeight: Double(count) * 44, footerHeight: layout.hasFooters ? 44 : 0,
            spacingAfter: after))
        continue
      }
      sections.append(
        compositionalSection(section, count: count, width: width, height: height, after: after))
    }
    return ListLayoutMetrics(sections: sections, width: width)
  }

  @preconcurrency
  @MainActor
  private func compositionalSection(
    _ section: NSCollectionLayoutSection, count: Int, width: Double, height: Double,
    after: Double
  ) -> ListLayoutMetrics.Section {
    let insets = section.contentInsets
    let contentWidth = max(0, CGFloat(width) - clean(insets.leading) - clean(insets.trailing))
    let container = CGSize(width: contentWidth, height: CGFloat(height))
    let group = section.group
    let groupSize = group.layoutSize.resolved(in: container)
    let groupWidth = clean(groupSize.width)
    let groupHeight = clean(groupSize.height)
    let perGroup = max(1, group.itemsPerGroup(in: container))
    let groupSpacing = clean(section.interGroupSpacing)
    let itemSpacing = clean(group.interItemSpacing?.spacing ?? 0)
    let orthogonal = section.orthogonalScrollingBehavior != .none
    let top = count > 0 ? clean(insets.top) : 0
    var frames: [CGRect] = []
    frames.reserveCapacity(count)
    var along: CGFloat = 0
    for item in 0..<count {
      let g = item / perGroup
      let k = item % perGroup
      if k == 0 { along = 0 }
      let groupOrigin =
        orthogonal
        ? CGPoint(x: clean(insets.leading) + CGFloat(g) * (groupWidth + groupSpacing), y: top)
        : CGPoint(x: clean(insets.leading), y: top + CGFloat(g) * (groupHeight + groupSpacing))
      let subitem = group.subitems.isEmpty ? group : group.subitems[k % group.subitems.count]
      let size = subitem.layoutSize.resolved(in: groupSize)
      let itemWidth = clean(size.width)
      let itemHeight = clean(size.height)
      let frame: CGRect
      switch group.axis {
      case .vertical:
        frame = CGRect(
          x: groupOrigin.x, y: groupOrigin.y + along, width: itemWidth, height: itemHeight)
        along += itemHeight + itemSpacing
      case .horizontal, .custom:
        frame = CGRect(
          x: groupOrigin.x + along, y: groupOrigin.y, width: itemWidth, height: itemHeight)
        along += itemWidth + itemSpacing
      }
      frames.append(frame)
    }
    let groups = count == 0 ? 0 : (orthogonal ? 1 : (count + perGroup - 1) / perGroup)
    let itemsHeight =
      groups == 0
      ? 0
      : top + CGFloat(groups) * groupHeight + CGFloat(groups - 1) * groupSpacing
        + clean(insets.bottom)
    func boundary(_ kind: String) -> Double {
      guard let item = section.boundarySupplementaryItems.first(where: { $0.elementKind == kind })
      else { return 0 }
      return Double(clean(item.layoutSize.resolved(in: container).height))
    }
    return ListLayoutMetrics.Section(
      headerHeight: boundary(UICollectionView.elementKindSectionHeader), itemFrames: frames,
      itemsHeight: Double(itemsHeight),
      footerHeight: boundary(UICollectionView.elementKindSectionFooter), spacingAfter: after)
  }
}

extension UITableView {
  /// Where the table puts the sections of `counts`: rows of the delegate's heights (the
  /// table's `rowHeight` by default), headers and footers where the table has them.
  @preconcurrency
  @MainActor
  func layoutMetrics(for counts: [Int]) -> ListLayoutMetrics? {
    let width = Double(bounds.width)
    guard width.isFinite, width > 0 else { return nil }
    let viewport = engine.viewport
    let sizing = delegate
    let titles = dataSource
    var sections: [ListLayoutMetrics.Section] = []
    sections.reserveCapacity(counts.count)
    for (s, count) in counts.enumerated() {
      var frames: [CGRect] = []
      frames.reserveCapacity(count)
      var y: CGFloat = 0
      for row in 0..<count {
        let asked =
          sizing?.tableView(self, heightForRowAt: IndexPath(row: row, section: s)) ?? rowHeight
        let height = resolved(asked, estimate: estimatedRowHeight)
        frames.append(CGRect(x: 0, y: y, width: CGFloat(width), height: height))
        y += height
      }
      let header = supplementaryHeight(
        slots: viewport.headerHeight > 0,
        asked: sizing?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight,
        estimate: estimatedSectionHeaderHeight,
        titled: { titles?.tableView(self, titleForHeaderInSection: s) != nil })
      let footer = supplementaryHeight(
        slots: viewport.footerHeight > 0,
        asked: sizing?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight,
        estimate: estimatedSectionFooterHeight,
        titled: { titles?.tableView(self, titleForFooterInSection: s) != nil })
      sections.append(
        ListLayoutMetrics.Section(
          headerHeight: Double(header), itemFrames: frames, itemsHeight: Double(y),
          footerHeight: Double(footer)))
    }
    return ListLayoutMetrics(sections: sections, width: width)
  }

  /// A header's or footer's height: a table with header and footer slots (a grouped one) has
  /// them in every section, of the delegate's height (28 points when automatic); a plain table
  /// has one where the delegate gives a height, or, when the height is automatic, where the
  /// section has a title, as UIKit's plain tables show their sections' titles.
  private func supplementaryHeight(
    slots: Bool, asked: CGFloat, estimate: CGFloat, titled: () -> Bool
  ) -> CGFloat {
    if slots { return resolved(asked, estimate: estimate, fallback: 28) }
    if asked != UITableView.automaticDimension { return clean(asked) }
    return titled() ? resolved(asked, estimate: estimate, fallback: 28) : 0
  }

  /// A height the table was given: `automaticDimension` (cells size themselves, which nothing
  /// measures here) takes the estimate, or `fallback` without one.
  private func resolved(_ height: CGFloat, estimate: CGFloat, fallback: CGFloat = 44) -> CGFloat {
    if height == UITableView.automaticDimension {
      return estimate > 0 && estimate != UITableView.automaticDimension ? clean(estimate) : fallback
    }
    return clean(height)
  }
}

/// A size or spacing from app code, made safe to lay out: not finite or negative is 0, and
/// nothing is taller than the tallest height a view holds.
func clean(_ value: CGFloat) -> CGFloat {
  guard value.isFinite, value > 0 else { return 0 }
  return min(value, CGFloat(ViewportError.largestHeight))
}

/// A flow layout's lines for one section: items placed left to right while they fit between the
/// insets, a line as tall as its tallest item, items centred on their line's height. A line of
/// several items is justified (the space beyond the minimum spacing is shared between them), as
/// UIKit's flow layout does; a line of one item is centred, or, without `centresLoneItem`, at
/// the line's start.
///
/// A horizontal flow layout's columns are these lines, transposed (the sizes given with width
/// and height swapped): its lone items stay at the column's top, where IGListKit's
/// `test_whenScrolledHorizontallyWithStackedSections_thatIndexPathForFirstVisibleItemIsCorrect`,
/// run against UIKit's flow layout, finds a section's only item at the view's top edge (Apple's
/// documentation does not say where a lone item goes).
enum FlowLines {
  /// Places the items of `sizes` in lines, the first at `top`, appending each frame to
  /// `builder`; returns the lines' height (0 without items).
  static func place(
    _ sizes: [CGSize], top: CGFloat = 0, left: CGFloat, right: CGFloat, width: Double,
    itemSpacing: CGFloat, lineSpacing: CGFloat, centresLoneItem: Bool = true,
    into builder: inout ListLayoutMetrics.Builder
  ) -> CGFloat {
    let available = max(0, CGFloat(width) - left - right)
    var start = 0
    var y = top
    var lines = 0
    while start < sizes.count {
      var end = start + 1
      var used = sizes[start].width
      while end < sizes.count, used + itemSpacing + sizes[end].width <= available + 0.0001 {
        used += itemSpacing + sizes[end].width
        end += 1
      }
      var lineHeight: CGFloat = 0
      for i in start..<end { lineHeight = max(lineHeight, sizes[i].height) }
      let n = end - start
      let gap = n > 1 ? itemSpacing + max(0, available - used) / CGFloat(n - 1) : 0
      var x = n == 1 && centresLoneItem ? left + max(0, available - sizes[start].width) / 2 : left
      for i in start..<end {
        let size = sizes[i]
        builder.appendItem(
          CGRect(
            x: x, y: y + (lineHeight - size.height) / 2, width: size.width, height: size.height))
        x += size.width + gap
      }
      lines += 1
      y += lineHeight + lineSpacing
      start = end
    }
    return lines == 0 ? 0 : y - lineSpacing - top
  }
}
