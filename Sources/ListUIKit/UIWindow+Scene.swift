import ListSimulator

extension UIWindow {
  /// A window of `windowScene`, the size of its screen.
  @preconcurrency
  @MainActor
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    sceneSlot = windowScene
    windowScene.add(self)
  }

  /// The screen the window is on.
  public var screen: UIScreen { UIScreen.main }

  /// The scene the window belongs to.
  @preconcurrency
  @MainActor
  public var windowScene: UIWindowScene? {
    get { sceneSlot as? UIWindowScene }
    set {
      sceneSlot = newValue
      newValue?.add(self)
    }
  }

  /// The root view controller: setting it loads the controller's view and makes it the
  /// window's content, the size of the window.
  @preconcurrency
  @MainActor
  public var rootViewController: UIViewController? {
    get { rootControllerSlot as? UIViewController }
    set {
      (rootControllerSlot as? UIViewController)?.view.removeFromSuperview()
      rootControllerSlot = newValue
      guard let controller = newValue else { return }
      let root: UIView = controller.view
      root.frame = bounds
      addSubview(root)
    }
  }

  /// Makes the window key and shows it: its root view controller appears (`viewWillAppear`,
  /// `viewDidAppear`) and the window lays out.
  @preconcurrency
  @MainActor
  public func makeKeyAndVisible() {
    for window in UIApplication.shared.windows where window !== self { window.isKeyWindow = false }
    makeKey()
    isHidden = false
    rootViewController?.simulateAppearance(animated: false)
    layoutIfNeeded()
  }
}
