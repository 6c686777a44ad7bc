import Foundation

/// `UIWindow`: the root of a screen's views. `ListUIKit` gives it a root view controller and
/// `makeKeyAndVisible()`; a view finds its window through ``UIView/window``.
open class UIWindow: UIView {
  /// The window's level among the others (recorded).
  public struct Level: RawRepresentable, Hashable, Sendable {
    /// The level's value: higher levels are above.
    public var rawValue: CGFloat
    /// A level of `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The level of app windows, 0.
    public static let normal = Level(rawValue: 0)
    /// The level of alerts, 2000.
    public static let alert = Level(rawValue: 2000)
    /// The level of the status bar, 1000.
    public static let statusBar = Level(rawValue: 1000)
  }

  /// A window the size of a phone's screen, 390 × 844 points (`UIWindow()`).
  public convenience init() { self.init(frame: VirtualView.screenFrame) }

  /// The window's level (recorded).
  open var windowLevel = Level.normal
  /// Whether it is the key window (``makeKey()``).
  public package(set) var isKeyWindow = false
  /// The root view controller (`ListUIKit`'s `UIViewController`), untyped below the facade.
  package var rootControllerSlot: AnyObject?
  /// The scene the window belongs to (`ListUIKit`'s `UIWindowScene`), held weakly.
  package weak var sceneSlot: AnyObject?

  /// Makes it the key window (it takes keyboard input; recorded).
  open func makeKey() { isKeyWindow = true }
}

extension UIView {
  /// The window the view is in (the view itself when it is one), or `nil` while it is not in a
  /// window's hierarchy.
  public var window: UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.superview
    }
    return nil
  }
}
