import Foundation

/// `NSCollectionLayoutGroup`: items placed side by side (`horizontal`) or one above the other
/// (`vertical`).
@preconcurrency
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The direction items are placed in.
  public enum Axis: Sendable, Hashable { case horizontal, vertical, custom }

  /// The direction of the group.
  public let axis: Axis
  /// The items it repeats, in order.
  public let subitems: [NSCollectionLayoutItem]
  /// How many items it holds when made with a count, or `nil` (as many as fit).
  public let count: Int?
  /// The spacing between its items (recorded).
  public var interItemSpacing: NSCollectionLayoutSpacing?

  private init(
    axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    count: Int?
  ) {
    (self.axis, self.subitems, self.count) = (axis, subitems, count)
    super.init(layoutSize: layoutSize)
  }

  /// A row of `subitems`, repeated as long as they fit.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// A row of `count` copies of `subitem` (a negative count is taken as none).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(0, count))
  }
  /// A row of `count` copies of `repeatingSubitem` (iOS 16's spelling of the `subitem:` form).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
  }
  /// A column of `subitems`, repeated as long as they fit.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// A column of `count` copies of `subitem` (a negative count is taken as none).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(0, count))
  }
  /// A column of `count` copies of `repeatingSubitem` (iOS 16's spelling of the `subitem:` form).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
  }

  /// How many items a row (or column) of this group holds in a container of `container`: the
  /// count it was made with, or as many of its items as fit along its axis with the spacing (at
  /// least one; at most 10,000).
  public func itemsPerGroup(in container: CGSize) -> Int {
    if let count { return count }
    guard axis != .custom, !subitems.isEmpty else { return subitems.count }
    let groupSize = layoutSize.resolved(in: container)
    let length = axis == .horizontal ? groupSize.width : groupSize.height
    let spacing = interItemSpacing?.spacing ?? 0
    var used: CGFloat = 0
    var fitted = 0
    while fitted < 10_000 {
      let item = subitems[fitted % subitems.count].layoutSize.resolved(in: groupSize)
      let extent = axis == .horizontal ? item.width : item.height
      let next = used + (fitted == 0 ? 0 : spacing) + extent
      if fitted > 0 && (next > length + 0.0001 || extent <= 0) { break }
      used = next
      fitted += 1
    }
    return fitted
  }
}
