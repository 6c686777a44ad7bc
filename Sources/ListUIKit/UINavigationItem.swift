import ListSimulator

/// `UINavigationItem`: the title and the bar button items of a view controller.
@preconcurrency
@MainActor
public final class UINavigationItem {
  /// The title shown in the navigation bar (the controller's `title` when not set, in UIKit).
  public var title: String?
  /// A view shown instead of the title (recorded).
  public var titleView: UIView?
  /// The bar button items at the trailing end, outermost first.
  public var rightBarButtonItems: [UIBarButtonItem]?
  /// The bar button items at the leading end, outermost first.
  public var leftBarButtonItems: [UIBarButtonItem]?
  /// The outermost trailing item; setting it replaces all the trailing items.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The outermost leading item; setting it replaces all the leading items.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The item the next screen's back button shows (recorded).
  public var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden (recorded).
  public var hidesBackButton = false
  init() {}
}
