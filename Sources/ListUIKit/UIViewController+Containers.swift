extension UIViewController {
  /// The split view controller it is in, or `nil`.
  public var splitViewController: UISplitViewController? {
    containingSplit ?? parentForContainers?.splitViewController
  }
  /// The tab bar controller it is in, or `nil`.
  public var tabBarController: UITabBarController? {
    containingTabBar ?? parentForContainers?.tabBarController
  }
  // The navigation controller's containers count for what it holds.
  private var parentForContainers: UIViewController? {
    navigationController === self ? nil : navigationController
  }
}
