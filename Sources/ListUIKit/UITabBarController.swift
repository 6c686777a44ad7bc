/// `UITabBarController`: tabs of controllers, one selected.
@preconcurrency
@MainActor
open class UITabBarController: UIViewController {
  /// The tabs' controllers, in order; each learns its tab bar controller. The first is selected
  /// when none was.
  open var viewControllers: [UIViewController]? {
    didSet {
      for controller in viewControllers ?? [] { controller.containingTabBar = self }
      if selectedIndex >= viewControllers?.count ?? 0 { selectedIndex = 0 }
      selectedViewController?.loadViewIfNeeded()
    }
  }
  /// The selected tab's index.
  open var selectedIndex = 0 {
    didSet { selectedViewController?.loadViewIfNeeded() }
  }
  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    get {
      guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else {
        return nil
      }
      return controllers[selectedIndex]
    }
    set {
      if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }
}
