/// `UISplitViewControllerDelegate`: asked how to collapse; every method has UIKit's default.
@preconcurrency
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// Whether the secondary is discarded when the split view collapses (`false`: the split view
  /// decides).
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
}

extension UISplitViewControllerDelegate {
  /// `false`: the split view collapses as it decides.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
}
