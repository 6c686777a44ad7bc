import Foundation

/// Where a layout puts each section's header, items and footer along the scrolling axis: what
/// decides which items are on screen when they are not all one height (a flow layout's grid, a
/// compositional layout's groups, a table's row heights). `ListUIKit` computes it from the
/// layout and the delegate's sizes; a test of the engine can give its own.
///
/// Heights are in the viewport's units. A value that is not finite or is negative counts as 0,
/// and one above ``ViewportError/largestHeight`` as that height, so a delegate's answer never
/// traps the view.
///
/// A layout that scrolls horizontally (``horizontal``) is described transposed: "down" is along
/// the scrolling axis, to the right on screen. A section's header "height" is then its width,
/// an item frame's `y` and `height` are its `x` and `width` on screen (and its `x` and `width`
/// its `y` and `height`), and ``width`` is the view's height. The engine's window, offsets and
/// searches then run along x unchanged, and only the frames the metrics give out
/// (``contentSize``, a cell's frame) are turned back to the screen's axes.
public struct ListLayoutMetrics: Sendable, Hashable {
  /// One section, top to bottom: header, items (within their insets), footer, then spacing.
  public struct Section: Sendable, Hashable {
    /// The header's height; 0: the section shows no header.
    public var headerHeight: Double
    /// The footer's height; 0: the section shows no footer.
    public var footerHeight: Double
    /// The items' frames, relative to the top of the section's item area (just below its
    /// header), going down a line or a group at a time; an item of height 0 is never on screen.
    public var itemFrames: [CGRect]
    /// The height of the item area, insets included (from the header's bottom to the footer's
    /// top).
    public var itemsHeight: Double
    /// Space after the footer, before the next section. Negative: the next section starts that
    /// far above this one's end — beside it, as a layout that puts sections on one line does
    /// (never above the top of the content).
    public var spacingAfter: Double

    /// A section with these heights and item frames.
    public init(
      headerHeight: Double = 0, itemFrames: [CGRect], itemsHeight: Double,
      footerHeight: Double = 0, spacingAfter: Double = 0
    ) {
      self.headerHeight = Self.clean(headerHeight)
      self.footerHeight = Self.clean(footerHeight)
      self.itemFrames = itemFrames
      self.itemsHeight = Self.clean(itemsHeight)
      self.spacingAfter = Self.spacing(
        spacingAfter, extent: self.headerHeight + self.itemsHeight + self.footerHeight)
    }

    /// Where the header lies across the scrolling axis (from its `x` to its right edge; along
    /// `y` for a horizontal layout), or `nil`: across the whole ``ListLayoutMetrics/width``.
    public var headerSpan: ClosedRange<Double>?
    /// Where the footer lies across the scrolling axis, or `nil`: across the whole width.
    public var footerSpan: ClosedRange<Double>?
    /// How far down (along the scrolling axis) the header is drawn from the section's top: a
    /// sticky header that follows the scroll. 0 by default (a negative one counts as 0); the
    /// section's items stay where they are.
    public var headerShift: Double = 0

    /// The section's whole height.
    public var height: Double { headerHeight + itemsHeight + footerHeight + spacingAfter }

    static func clean(_ value: Double) -> Double {
      guard value.isFinite, value > 0 else { return 0 }
      return min(value, ViewportError.largestHeight)
    }

    /// A spacing after a section of `extent` (header, items, footer): as a height, or negative
    /// (the metrics keep every section's top at or below the top of the content).
    static func spacing(_ value: Double, extent: Double) -> Double {
      guard value.isFinite else { return 0 }
      return value < 0
        ? max(value, -ViewportError.largestHeight) : min(value, ViewportError.largestHeight)
    }
  }

  /// Every item's frame, section after section, relative to its section's item area, cleaned.
  let frames: [CGRect]
  /// Where each section's frames start in ``frames`` (one more entry than sections: the end).
  let starts: [Int]
  /// Each section's header, items, footer and spacing heights.
  let headerHeights: [Double]
  let itemsHeights: [Double]
  let footerHeights: [Double]
  let spacings: [Double]
  /// Each section's top, from the top of the content.
  let tops: [Double]
  /// Each section's header and footer span across the scrolling axis (`nil`: the whole width;
  /// empty arrays: every one).
  private(set) var headerSpans: [ClosedRange<Double>?] = []
  private(set) var footerSpans: [ClosedRange<Double>?] = []
  /// Each section's header shift (empty: none).
  private(set) var headerShifts: [Double] = []
  /// Whether no section starts above the one before it (a search for the window can then stop
  /// at the first section below it).
  let topsNeverDecrease: Bool
  /// Each section's tallest item (how far above the window an item can start and still show).
  let tallest: [Double]
  /// Per section whose item tops ever decrease (a grid line's items centred on it), the highest
  /// item top so far at each item: never decreasing, what the window search runs on; `nil` where
  /// the tops themselves never decrease (then they are the keys).
  let keys: [[Double]?]
  /// The length of everything along the scrolling axis: the content's height, or its width
  /// for a ``horizontal`` layout.
  public let contentHeight: Double
  /// The extent of the content across the scrolling axis (headers and footers span it): the
  /// view's width, or its height for a ``horizontal`` layout.
  public let width: Double
  /// Whether the layout scrolls horizontally: sections go left to right and everything here is
  /// described transposed (see the type's description).
  public let horizontal: Bool

  /// The size of everything on screen: ``width`` wide and ``contentHeight`` tall, or the other
  /// way round for a ``horizontal`` layout.
  public var contentSize: CGSize {
    horizontal
      ? CGSize(width: contentHeight, height: width) : CGSize(width: width, height: contentHeight)
  }

  /// The sections, in order (made on demand from the flat storage).
  public var sections: [Section] {
    (0..<headerHeights.count).map { s in
      var section = Section(
        headerHeight: headerHeights[s], itemFrames: Array(frames[starts[s]..<starts[s + 1]]),
        itemsHeight: itemsHeights[s], footerHeight: footerHeights[s], spacingAfter: spacings[s])
      section.headerSpan = headerSpans.indices.contains(s) ? headerSpans[s] : nil
      section.footerSpan = footerSpans.indices.contains(s) ? footerSpans[s] : nil
      section.headerShift = headerShift(s)
      return section
    }
  }

  /// Metrics of `sections`, whose headers and footers are `width` wide, the first starting `top`
  /// below the top of the content. Item frames are cleaned as heights are (a top or height that
  /// is not a finite non-negative number becomes 0). Items go down a section a line or a group
  /// at a time: an item's top is never more than the section's tallest item above an earlier
  /// item's top (one that is is moved down to that distance). With `horizontal`, the sections
  /// and `width` are described transposed (see the type's description).
  public init(sections: [Section], width: Double, top: Double = 0, horizontal: Bool = false) {
    var builder = Builder(width: width, top: top, horizontal: horizontal)
    builder.reserve(
      sections: sections.count, items: sections.reduce(0) { $0 + $1.itemFrames.count })
    for section in sections {
      builder.beginSection(headerHeight: section.headerHeight)
      for frame in section.itemFrames { builder.appendItem(frame) }
      builder.endSection(
        itemsHeight: section.itemsHeight, footerHeight: section.footerHeight,
        spacingAfter: section.spacingAfter)
    }
    self = builder.build()
    if sections.contains(where: { $0.headerSpan != nil || $0.footerSpan != nil }) {
      func clean(_ span: ClosedRange<Double>?) -> ClosedRange<Double>? {
        guard let span, span.lowerBound.isFinite, span.upperBound.isFinite else { return nil }
        return span
      }
      headerSpans = sections.map { clean($0.headerSpan) }
      footerSpans = sections.map { clean($0.footerSpan) }
    }
    if sections.contains(where: { $0.headerShift != 0 }) {
      headerShifts = sections.map {
        $0.headerShift.isFinite ? min(max($0.headerShift, 0), ViewportError.largestHeight) : 0
      }
    }
  }

  /// Section `s`'s header shift (0 unless given).
  func headerShift(_ s: Int) -> Double { headerShifts.indices.contains(s) ? headerShifts[s] : 0 }

  /// Builds metrics section by section without an array per section: what a layout computing
  /// many sections uses (`ListUIKit`'s flow layout).
  public struct Builder {
    fileprivate var width: Double
    fileprivate var top: Double
    fileprivate var horizontal: Bool
    fileprivate var frames: [CGRect] = []
    fileprivate var starts: [Int] = [0]
    fileprivate var headerHeights: [Double] = []
    fileprivate var itemsHeights: [Double] = []
    fileprivate var footerHeights: [Double] = []
    fileprivate var spacings: [Double] = []

    /// A builder of metrics `width` wide, the first section starting `top` below the top; with
    /// `horizontal`, of a layout that scrolls horizontally, everything it is given described
    /// transposed (see ``ListLayoutMetrics``).
    public init(width: Double, top: Double = 0, horizontal: Bool = false) {
      self.width = width
      self.top = top
      self.horizontal = horizontal
    }

    /// Makes room for `sections` sections of `items` items in all.
    public mutating func reserve(sections: Int, items: Int) {
      frames.reserveCapacity(max(0, items))
      let count = max(0, sections)
      starts.reserveCapacity(count + 1)
      headerHeights.reserveCapacity(count)
      itemsHeights.reserveCapacity(count)
      footerHeights.reserveCapacity(count)
      spacings.reserveCapacity(count)
    }

    /// Starts a section whose header is `headerHeight` tall (0: none).
    public mutating func beginSection(headerHeight: Double) {
      headerHeights.append(Section.clean(headerHeight))
    }

    /// Adds the section's next item, its frame relative to the top of the section's item area.
    public mutating func appendItem(_ frame: CGRect) { frames.append(frame) }

    /// Ends the section: its item area's height, its footer's and the space after it.
    public mutating func endSection(
      itemsHeight: Double, footerHeight: Double = 0, spacingAfter: Double = 0
    ) {
      let items = Section.clean(itemsHeight)
      let footer = Section.clean(footerHeight)
      itemsHeights.append(items)
      footerHeights.append(footer)
      spacings.append(
        Section.spacing(spacingAfter, extent: (headerHeights.last ?? 0) + items + footer))
      starts.append(frames.count)
    }

    /// The metrics built (a section begun and not ended is dropped).
    public func build() -> ListLayoutMetrics { ListLayoutMetrics(self) }
  }

  private init(_ builder: Builder) {
    var frames = builder.frames
    let count = min(builder.itemsHeights.count, builder.headerHeights.count)
    var tops: [Double] = []
    var tallest: [Double] = []
    var keys: [[Double]?] = []
    tops.reserveCapacity(count)
    tallest.reserveCapacity(count)
    keys.reserveCapacity(count)
    var y = Section.clean(builder.top)
    var farthest = y
    var topsNeverDecrease = true
    for s in 0..<count {
      if let last = tops.last, y < last { topsNeverDecrease = false }
      tops.append(y)
      let range = builder.starts[s]..<builder.starts[s + 1]
      // One look: are the frames clean, and do their tops never decrease?
      var maxHeight = 0.0
      var clean = true
      var monotone = true
      var previous = 0.0
      for i in range {
        let frame = frames[i]
        let top = Double(frame.minY)
        let height = Double(frame.height)
        if !(top.isFinite && top >= 0 && top <= ViewportError.largestHeight
          && height.isFinite && height >= 0 && height <= ViewportError.largestHeight
          && frame.minX.isFinite && frame.width.isFinite && frame.width >= 0)
        {
          clean = false
        }
        if top < previous { monotone = false }
        previous = top
        maxHeight = max(maxHeight, Section.clean(height))
      }
      if clean && monotone {
        keys.append(nil)
      } else {
        var highest = 0.0
        var sectionKeys: [Double] = []
        sectionKeys.reserveCapacity(range.count)
        for i in range {
          let frame = frames[i]
          let top = max(Section.clean(Double(frame.minY)), highest - maxHeight)
          highest = max(highest, top)
          sectionKeys.append(highest)
          let fixed = CGRect(
            x: frame.minX.isFinite ? frame.minX : 0, y: top,
            width: frame.width.isFinite ? max(0, frame.width) : 0,
            height: Section.clean(Double(frame.height)))
          if fixed != frame { frames[i] = fixed }
        }
        keys.append(sectionKeys)
      }
      tallest.append(maxHeight)
      let extent = builder.headerHeights[s] + builder.itemsHeights[s] + builder.footerHeights[s]
      // A section beside a taller one ends above it: the content reaches the farthest end.
      farthest = max(farthest, min(y + extent, ViewportError.largestHeight))
      y = max(0, min(y + extent + builder.spacings[s], ViewportError.largestHeight))
    }
    if farthest > y { y = farthest }
    self.frames = frames
    starts = Array(builder.starts.prefix(count + 1))
    headerHeights = Array(builder.headerHeights.prefix(count))
    itemsHeights = Array(builder.itemsHeights.prefix(count))
    footerHeights = Array(builder.footerHeights.prefix(count))
    spacings = Array(builder.spacings.prefix(count))
    width = Section.clean(builder.width)
    horizontal = builder.horizontal
    self.tops = tops
    self.topsNeverDecrease = topsNeverDecrease
    self.tallest = tallest
    self.keys = keys
    contentHeight = y
  }

  /// Whether these metrics describe sections of `counts` (one frame per item).
  func describes(_ counts: [Int]) -> Bool {
    guard headerHeights.count == counts.count else { return false }
    for (s, count) in counts.enumerated() where starts[s + 1] - starts[s] != count {
      return false
    }
    return true
  }

  /// The item's frame in content coordinates, as the metrics hold it: transposed for a
  /// ``horizontal`` layout (`minY` and `height` along the scrolling axis).
  func layoutFrame(of key: _SectionItem) -> CGRect {
    frames[starts[key.section] + key.item].offsetBy(
      dx: 0, dy: tops[key.section] + headerHeights[key.section])
  }

  /// The item's frame in content coordinates, on the screen's axes.
  func frame(of key: _SectionItem) -> CGRect { onScreen(layoutFrame(of: key)) }

  /// The frame of a section's header or footer in content coordinates, on the screen's axes.
  func supplementaryFrame(section s: Int, header: Bool) -> CGRect {
    let y = header ? tops[s] + headerShift(s) : tops[s] + headerHeights[s] + itemsHeights[s]
    let spans = header ? headerSpans : footerSpans
    let span = spans.indices.contains(s) ? spans[s] : nil
    return onScreen(
      CGRect(
        x: span?.lowerBound ?? 0, y: y, width: span.map { $0.upperBound - $0.lowerBound } ?? width,
        height: header ? headerHeights[s] : footerHeights[s]))
  }

  /// A frame the metrics hold, on the screen's axes: itself, or transposed for a ``horizontal``
  /// layout.
  private func onScreen(_ frame: CGRect) -> CGRect {
    guard horizontal else { return frame }
    return CGRect(
      x: frame.origin.y, y: frame.origin.x, width: frame.size.height, height: frame.size.width)
  }

  /// What intersects the window from `top` to `bottom`, in order.
  ///
  /// - Complexity: O(sections + log(items) + visible items) per section in the window.
  func visible(top: Double, bottom: Double, limit: Int) -> (
    items: [_SectionItem], headers: [Int], footers: [Int]
  ) {
    var items: [_SectionItem] = []
    var headers: [Int] = []
    var footers: [Int] = []
    for s in 0..<headerHeights.count {
      let y = tops[s]
      let headerHeight = headerHeights[s]
      // The section's own extent: its spacing is not on screen (and, negative, puts the next
      // section beside it).
      let shift = headerShift(s)
      let sectionHeight = max(
        headerHeight + itemsHeights[s] + footerHeights[s], shift + headerHeight)
      if y + sectionHeight <= top { continue }
      if y >= bottom {
        if topsNeverDecrease { break } else { continue }
      }
      if headerHeight > 0, y + shift < bottom, y + shift + headerHeight > top {
        headers.append(s)
      }
      let itemsTop = y + headerHeight
      let first = starts[s]
      let end = starts[s + 1]
      let sectionKeys = keys[s]
      func key(_ i: Int) -> Double { sectionKeys?[i] ?? Double(frames[first + i].minY) }
      let reach = tallest[s]
      // An item shows when it reaches below the window's top; no item starts more than the
      // tallest above the highest top before it, so the search and the stop run on those tops.
      let above = top - itemsTop - reach
      let below = bottom - itemsTop + reach
      var low = 0
      var high = end - first
      while low < high {
        let mid = (low + high) / 2
        if key(mid) <= above { low = mid + 1 } else { high = mid }
      }
      var i = low
      while i < end - first, items.count < limit {
        if key(i) >= below { break }
        let frame = frames[first + i]
        let itemTop = itemsTop + Double(frame.minY)
        let height = Double(frame.height)
        if height > 0, itemTop < bottom, itemTop + height > top { items.append(_SectionItem(s, i)) }
        i += 1
      }
      let footerTop = itemsTop + itemsHeights[s]
      if footerHeights[s] > 0, footerTop < bottom, footerTop + footerHeights[s] > top {
        footers.append(s)
      }
    }
    return (items, headers, footers)
  }
}
