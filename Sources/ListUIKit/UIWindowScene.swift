import ListSimulator

/// `UIWindowScene`: a scene with windows.
@preconcurrency
@MainActor
open class UIWindowScene: UIScene {
  /// Its windows, in the order they were made for it.
  public var windows: [UIWindow] { storedWindows.compactMap { $0.window } }
  private var storedWindows: [WeakWindow] = []
  /// The screen it is on.
  public var screen: UIScreen { UIScreen.main }
  /// Its key window.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  func add(_ window: UIWindow) { storedWindows.append(WeakWindow(window: window)) }

  private struct WeakWindow { weak var window: UIWindow? }
}
