import ListSimulator

/// `UIWindowSceneDelegate`: a scene delegate that keeps the scene's window.
@preconcurrency
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window unless the delegate keeps one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
