import Foundation

/// `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable {
  /// The list's style (recorded).
  public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  /// Whether sections have headers, and of which kind (`.supplementary` makes the view ask for them).
  public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
  /// Whether sections have footers (`.supplementary` makes the view ask for them).
  public enum FooterMode: Sendable { case none, supplementary }
  /// The list's style.
  public var appearance: Appearance
  /// The sections' headers (none by default).
  public var headerMode: HeaderMode = .none
  /// The sections' footers (none by default).
  public var footerMode: FooterMode = .none
  /// Whether rows show separators (recorded).
  public var showsSeparators = true
  /// A configuration of `appearance`, without headers or footers.
  public init(appearance: Appearance) { self.appearance = appearance }

  /// What gives a row's swipe actions.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) -> UISwipeActionsConfiguration?
  /// The actions a row shows when swiped from the trailing edge (a test asks it for a row).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a row shows when swiped from the leading edge.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The list's background colour (recorded).
  public var backgroundColor: UIColor?
}
