/// `UISplitViewController`: a primary and a secondary controller side by side (collapsed to one
/// stack on a phone; recorded here, the controllers are kept in order).
@preconcurrency
@MainActor
open class UISplitViewController: UIViewController {
  /// The controllers it shows, primary first; each learns its split view controller.
  open var viewControllers: [UIViewController] = [] {
    didSet { for controller in viewControllers { controller.containingSplit = self } }
  }
  /// Told about collapsing and display modes (held weakly).
  open weak var delegate: (any UISplitViewControllerDelegate)?
  /// How the primary and secondary are shown (recorded).
  open var preferredDisplayMode = DisplayMode.automatic
  /// Whether it shows one controller (a phone): `true`.
  open var isCollapsed: Bool { true }

  /// How a split view shows its columns.
  public enum DisplayMode: Int, Sendable {
    /// As the system decides.
    case automatic
    /// Only the secondary.
    case secondaryOnly
    /// The primary beside the secondary.
    case oneBesideSecondary
    /// The primary over the secondary.
    case oneOverSecondary
    /// Two columns beside the secondary.
    case twoBesideSecondary
    /// Two columns over the secondary.
    case twoOverSecondary
    /// Two columns displacing the secondary.
    case twoDisplaceSecondary
  }

  /// Shows `viewController` as the secondary: replaces the second controller, or adds it.
  open override func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
    if viewControllers.count > 1 {
      viewControllers[1] = viewController
    } else {
      viewControllers.append(viewController)
    }
    viewController.loadViewIfNeeded()
  }
}
