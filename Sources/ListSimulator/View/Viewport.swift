import Foundation

/// The visible window of a virtual view: its height, fixed item, header and footer heights, and
/// a scroll position. Only what intersects the window has a cell (or a header or footer view),
/// as in UIKit, where off-screen items have none.
///
/// ```swift
/// let view = VirtualCollectionView(viewport: .rows(10))           // 10 rows on screen
/// let table = VirtualTableView(viewport: Viewport(height: 600, itemHeight: 44, headerHeight: 28))
/// ```
public struct Viewport: Sendable, Hashable {
  /// The height of the window: its length along the scrolling axis (a view whose layout scrolls
  /// horizontally sets it to its width).
  public var height: Double
  /// The height of every item (row).
  public var itemHeight: Double
  /// The height of every section header; `0`: no headers (the view never asks for one).
  public var headerHeight: Double
  /// The height of every section footer; `0`: no footers.
  public var footerHeight: Double

  /// A window of `height`, with items, headers and footers of the given heights.
  ///
  /// Throws ``ViewportError`` for a value the view could not lay out: a negative or NaN height,
  /// an infinite item, header or footer height, or one above ``ViewportError/largestHeight``
  /// (`height` may be `.infinity`: every item is visible).
  public init(
    height: Double, itemHeight: Double, headerHeight: Double = 0, footerHeight: Double = 0
  ) throws(ViewportError) {
    try Self.check("height", height, infinityAllowed: true)
    try Self.check("itemHeight", itemHeight, infinityAllowed: false)
    try Self.check("headerHeight", headerHeight, infinityAllowed: false)
    try Self.check("footerHeight", footerHeight, infinityAllowed: false)
    guard itemHeight > 0 else {
      throw ViewportError(
        name: "itemHeight", value: itemHeight, reason: "items need a height above 0")
    }
    guard height == .infinity || height / itemHeight <= ViewportError.largestWindow else {
      throw ViewportError(
        name: "height", value: height,
        reason:
          "the window would hold more than \(Int(ViewportError.largestWindow)) items of height \(itemHeight)"
      )
    }
    self.init(
      unchecked: height, itemHeight: itemHeight, headerHeight: headerHeight,
      footerHeight: footerHeight)
  }

  private init(
    unchecked height: Double, itemHeight: Double, headerHeight: Double, footerHeight: Double
  ) {
    self.height = height
    self.itemHeight = itemHeight
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }

  private static func check(_ name: String, _ value: Double, infinityAllowed: Bool)
    throws(ViewportError)
  {
    let valid =
      value >= 0
      && (value <= ViewportError.largestHeight || (infinityAllowed && value == .infinity))
    guard valid else { throw ViewportError(name: name, value: value) }
  }

  /// A window of `rows` items of height 1; with `headers` / `footers`, every section has one of
  /// height 1.
  public static func rows(_ rows: Int, headers: Bool = false, footers: Bool = false) -> Viewport {
    Viewport(
      unchecked: min(Double(max(0, rows)), ViewportError.largestHeight), itemHeight: 1,
      headerHeight: headers ? 1 : 0, footerHeight: footers ? 1 : 0)
  }

  /// Everything is visible: every item has a cell (the behaviour before windows existed).
  public static let everything = Viewport(
    unchecked: .infinity, itemHeight: 1, headerHeight: 0, footerHeight: 0)

  /// The default: a phone screen of 20 rows, no headers or footers.
  public static let standard = Viewport.rows(20)

  /// The most cells a window holds, whatever its height.
  static let cellLimit = Int(ViewportError.largestWindow)

  /// The height of everything the view shows.
  func contentHeight(_ counts: [Int]) -> Double {
    var total = 0.0
    for count in counts { total += sectionHeight(count) }
    return total
  }

  func sectionHeight(_ count: Int) -> Double {
    headerHeight + Double(count) * itemHeight + footerHeight
  }

  /// The largest scroll position for content of these counts.
  func maxOffset(_ counts: [Int]) -> Double {
    guard height.isFinite else { return 0 }
    return max(0, contentHeight(counts) - height)
  }

  /// What intersects the window at `offset`, in order: items, and the sections whose header or
  /// footer shows.
  ///
  /// - Complexity: O(sections + visible items).
  func visible(_ counts: [Int], offset: Double) -> (
    items: [_SectionItem], headers: [Int], footers: [Int]
  ) {
    var items: [_SectionItem] = []
    var headers: [Int] = []
    var footers: [Int] = []
    // Room for the window's rows at once (grown by appending, this was a small update's most
    // frequent allocation): at most the rows that fit, the items there are, and the cell limit.
    let rows = height / itemHeight
    var total = 0
    for count in counts where total < Self.cellLimit { total &+= max(0, count) }
    items.reserveCapacity(
      min(total, Self.cellLimit, rows.isFinite ? Int(rows) + 2 : Self.cellLimit))
    let top = offset
    let bottom = offset + height
    var y = 0.0
    for (s, count) in counts.enumerated() {
      let end = y + sectionHeight(count)
      defer { y = end }
      if end <= top { continue }
      if y >= bottom { break }
      if headerHeight > 0, y < bottom, y + headerHeight > top { headers.append(s) }
      let itemsTop = y + headerHeight
      if count > 0 {
        // Compared as a Double before it becomes an index: far above or below the window, the
        // quotient is no integer.
        let above = ((top - itemsTop) / itemHeight).rounded(.down)
        let first = above <= 0 ? 0 : above >= Double(count) ? count : Int(above)
        var i = first
        while i < count {
          let itemTop = itemsTop + Double(i) * itemHeight
          // An infinite window (`.everything`) over a huge count still ends: at most
          // `largestWindow` cells are on screen.
          if itemTop >= bottom || items.count >= Self.cellLimit { break }
          if itemTop + itemHeight > top { items.append(_SectionItem(s, i)) }
          i += 1
        }
      }
      let footerTop = itemsTop + Double(count) * itemHeight
      if footerHeight > 0, footerTop < bottom, footerTop + footerHeight > top { footers.append(s) }
    }
    return (items, headers, footers)
  }

  /// The top of an item's frame.
  func top(of key: _SectionItem, _ counts: [Int]) -> Double {
    var y = 0.0
    for s in 0..<min(key.section, counts.count) { y += sectionHeight(counts[s]) }
    return y + headerHeight + Double(key.item) * itemHeight
  }

  // With a layout's metrics: they decide when they describe the counts; otherwise the uniform
  // heights above do.

  /// The height of everything the view shows.
  func contentHeight(_ counts: [Int], _ layout: ListLayoutMetrics?) -> Double {
    guard let layout, layout.describes(counts) else { return contentHeight(counts) }
    return layout.contentHeight
  }

  /// The largest scroll position.
  func maxOffset(_ counts: [Int], _ layout: ListLayoutMetrics?) -> Double {
    guard let layout, layout.describes(counts) else { return maxOffset(counts) }
    guard height.isFinite else { return 0 }
    return max(0, layout.contentHeight - height)
  }

  /// What intersects the window at `offset`.
  func visible(_ counts: [Int], offset: Double, _ layout: ListLayoutMetrics?) -> (
    items: [_SectionItem], headers: [Int], footers: [Int]
  ) {
    guard let layout, layout.describes(counts) else { return visible(counts, offset: offset) }
    return layout.visible(top: offset, bottom: offset + height, limit: Self.cellLimit)
  }

  /// The start and length of an item's frame along the scrolling axis (its top and height, or
  /// its left and width under a horizontal layout).
  func span(of key: _SectionItem, _ counts: [Int], _ layout: ListLayoutMetrics?) -> (
    top: Double, height: Double
  ) {
    guard let layout, layout.describes(counts) else {
      return (top(of: key, counts), itemHeight)
    }
    let frame = layout.layoutFrame(of: key)
    return (Double(frame.minY), Double(frame.height))
  }
}
