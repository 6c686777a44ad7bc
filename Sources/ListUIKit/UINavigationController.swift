import Foundation

/// `UINavigationController`: a stack a test reads (`viewControllers`, `topViewController`); a
/// push loads the pushed controller's view.
@preconcurrency
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, root first (setting it replaces the stack, as
  /// ``setViewControllers(_:animated:)`` does).
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []
  /// The controller on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }

  /// The bar at the top (its properties are recorded).
  public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))

  /// A stack of `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// An empty stack (`UINavigationController()`); push or set controllers later.
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Replaces the stack (the last is on top); each controller's view is loaded.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for controller in stack { controller.navigationController = nil }
    stack = []
    for controller in viewControllers { pushViewController(controller, animated: false) }
  }

  /// A controller from an archive, as a storyboard makes it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Pushes `viewController` on the stack and loads its view.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    stack.append(viewController)
    viewController.navigationController = self
    viewController.loadViewIfNeeded()
  }

  /// Pops the top controller and returns it; the root stays (`nil` then).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    popped.navigationController = nil
    return popped
  }
}
