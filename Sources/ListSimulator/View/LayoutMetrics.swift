import Foundation

/// Where a layout puts each section's header, items and footer along the scrolling axis: what
/// decides which items are on screen when they are not all one height (a flow layout's grid, a
/// compositional layout's groups, a table's row heights). `ListUIKit` computes it from the
/// layout and the delegate's sizes; a test of the engine can give its own.
///
/// Heights are in the viewport's units. A value that is not finite or is negative counts as 0,
/// and one above ``ViewportError/largestHeight`` as that height, so a delegate's answer never
/// traps the view.
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
    /// Space after the footer, before the next section.
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
      self.spacingAfter = Self.clean(spacingAfter)
    }

    /// The section's whole height.
    public var height: Double { headerHeight + itemsHeight + footerHeight + spacingAfter }

    static func clean(_ value: Double) -> Double {
      guard value.isFinite, value > 0 else { return 0 }
      return min(value, ViewportError.largestHeight)
    }
  }

  /// The sections, in order.
  public let sections: [Section]
  /// Each section's top, from the top of the content.
  let tops: [Double]
  /// Each section's tallest item (how far above the window an item can start and still show).
  let tallest: [Double]
  /// Per section whose item tops ever decrease (a grid line's items centred on it), the highest
  /// item top so far at each item: never decreasing, what the window search runs on; `nil` where
  /// the tops themselves never decrease (then they are the keys).
  let keys: [[Double]?]
  /// The height of everything.
  public let contentHeight: Double
  /// The width of the content (headers and footers span it).
  public let width: Double

  /// Metrics of `sections`, whose headers and footers are `width` wide, the first starting `top`
  /// below the top of the content. Item frames are cleaned
  /// as heights are (a top or height that is not a finite non-negative number becomes 0). Items
  /// go down a section a line or a group at a time: an item's top is never more than the
  /// section's tallest item above an earlier item's top (one that is is moved down to that
  /// distance).
  ///
  /// - Complexity: O(items); sections whose frames need no cleaning are not copied.
  public init(sections: [Section], width: Double, top: Double = 0) {
    var cleaned = sections
    var tops: [Double] = []
    var tallest: [Double] = []
    var keys: [[Double]?] = []
    tops.reserveCapacity(sections.count)
    tallest.reserveCapacity(sections.count)
    keys.reserveCapacity(sections.count)
    var y = Section.clean(top)
    for s in sections.indices {
      tops.append(y)
      // One look: are the frames clean, and do their tops never decrease?
      var maxHeight = 0.0
      var clean = true
      var monotone = true
      var previous = 0.0
      for frame in sections[s].itemFrames {
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
        sectionKeys.reserveCapacity(sections[s].itemFrames.count)
        for i in sections[s].itemFrames.indices {
          let frame = sections[s].itemFrames[i]
          let top = max(Section.clean(Double(frame.minY)), highest - maxHeight)
          highest = max(highest, top)
          sectionKeys.append(highest)
          let fixed = CGRect(
            x: frame.minX.isFinite ? frame.minX : 0, y: top,
            width: frame.width.isFinite ? max(0, frame.width) : 0,
            height: Section.clean(Double(frame.height)))
          if fixed != frame { cleaned[s].itemFrames[i] = fixed }
        }
        keys.append(sectionKeys)
      }
      tallest.append(maxHeight)
      y = min(y + sections[s].height, ViewportError.largestHeight)
    }
    self.sections = cleaned
    self.width = Section.clean(width)
    self.tops = tops
    self.tallest = tallest
    self.keys = keys
    contentHeight = y
  }

  /// Whether these metrics describe sections of `counts` (one frame per item).
  func describes(_ counts: [Int]) -> Bool {
    guard sections.count == counts.count else { return false }
    for (section, count) in zip(sections, counts) where section.itemFrames.count != count {
      return false
    }
    return true
  }

  /// The item's frame in content coordinates.
  func frame(of key: _SectionItem) -> CGRect {
    let section = sections[key.section]
    let frame = section.itemFrames[key.item]
    return frame.offsetBy(dx: 0, dy: tops[key.section] + section.headerHeight)
  }

  /// The frame of a section's header or footer in content coordinates.
  func supplementaryFrame(section s: Int, header: Bool) -> CGRect {
    let section = sections[s]
    let y = header ? tops[s] : tops[s] + section.headerHeight + section.itemsHeight
    return CGRect(
      x: 0, y: y, width: width, height: header ? section.headerHeight : section.footerHeight)
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
    for (s, section) in sections.enumerated() {
      let y = tops[s]
      if y + section.height <= top { continue }
      if y >= bottom { break }
      if section.headerHeight > 0, y + section.headerHeight > top { headers.append(s) }
      let itemsTop = y + section.headerHeight
      let frames = section.itemFrames
      let sectionKeys = keys[s]
      func key(_ i: Int) -> Double { sectionKeys?[i] ?? Double(frames[i].minY) }
      let reach = tallest[s]
      // An item shows when it reaches below the window's top; no item starts more than the
      // tallest above the highest top before it, so the search and the stop run on those tops.
      let above = top - itemsTop - reach
      let below = bottom - itemsTop + reach
      var low = 0
      var high = frames.count
      while low < high {
        let mid = (low + high) / 2
        if key(mid) <= above { low = mid + 1 } else { high = mid }
      }
      var i = low
      while i < frames.count, items.count < limit {
        if key(i) >= below { break }
        let itemTop = itemsTop + Double(frames[i].minY)
        let height = Double(frames[i].height)
        if height > 0, itemTop < bottom, itemTop + height > top { items.append(_SectionItem(s, i)) }
        i += 1
      }
      let footerTop = itemsTop + section.itemsHeight
      if section.footerHeight > 0, footerTop < bottom, footerTop + section.footerHeight > top {
        footers.append(s)
      }
    }
    return (items, headers, footers)
  }
}

/// Computes a view's ``ListLayoutMetrics`` from its layout: `ListUIKit`'s collection and table
/// views are their own. Asked, outside any lock, whenever the view commits what it shows (a
/// reload, a batch, a scroll, a resize).
public protocol ListLayoutSource: AnyObject, Sendable {
  /// Where the layout puts the sections of `counts` in `view`; `nil`: the viewport's uniform
  /// heights decide. Metrics that do not describe `counts` are ignored.
  func layoutMetrics(for counts: [Int], in view: VirtualView) -> ListLayoutMetrics?
}
