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
  /// The height of the window.
  public var height: Double
  /// The height of every item (row).
  public var itemHeight: Double
  /// The height of every section header; `0`: no headers (the view never asks for one).
  public var headerHeight: Double
  /// The height of every section footer; `0`: no footers.
  public var footerHeight: Double

  public init(
    height: Double, itemHeight: Double, headerHeight: Double = 0, footerHeight: Double = 0
  ) {
    self.height = max(0, height)
    self.itemHeight = max(0, itemHeight)
    self.headerHeight = max(0, headerHeight)
    self.footerHeight = max(0, footerHeight)
  }

  /// A window of `rows` items of height 1; with `headers` / `footers`, every section has one of
  /// height 1.
  public static func rows(_ rows: Int, headers: Bool = false, footers: Bool = false) -> Viewport {
    Viewport(
      height: Double(max(0, rows)), itemHeight: 1, headerHeight: headers ? 1 : 0,
      footerHeight: footers ? 1 : 0)
  }

  /// Everything is visible: every item has a cell (the behaviour before windows existed).
  public static let everything = Viewport(height: .infinity, itemHeight: 1)

  /// The default: a phone screen of 20 rows, no headers or footers.
  public static let standard = Viewport.rows(20)

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
  func visible(_ counts: [Int], offset: Double) -> (items: [_Key], headers: [Int], footers: [Int]) {
    var items: [_Key] = []
    var headers: [Int] = []
    var footers: [Int] = []
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
      if itemHeight > 0, count > 0 {
        let first = max(0, Int(((top - itemsTop) / itemHeight).rounded(.down)))
        var i = first
        while i < count {
          let itemTop = itemsTop + Double(i) * itemHeight
          if itemTop >= bottom { break }
          if itemTop + itemHeight > top { items.append(_Key(s, i)) }
          i += 1
        }
      } else if itemHeight == 0 {
        // Zero-height items are visible when their position is inside the window.
        if itemsTop >= top && itemsTop < bottom {
          for i in 0..<count { items.append(_Key(s, i)) }
        }
      }
      let footerTop = itemsTop + Double(count) * itemHeight
      if footerHeight > 0, footerTop < bottom, footerTop + footerHeight > top { footers.append(s) }
    }
    return (items, headers, footers)
  }

  /// The top of an item's frame.
  func top(of key: _Key, _ counts: [Int]) -> Double {
    var y = 0.0
    for s in 0..<min(key.section, counts.count) { y += sectionHeight(counts[s]) }
    return y + headerHeight + Double(key.item) * itemHeight
  }
}

/// The kinds of supplementary views the view asks for (`UICollectionView.elementKindSectionHeader`
/// and `…Footer`); table views use the same kinds for their section headers and footers.
public enum ElementKind {
  public static let sectionHeader = "UICollectionElementKindSectionHeader"
  public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
