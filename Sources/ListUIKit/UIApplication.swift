import Foundation
import ListSimulator

// The app around the screens (its delegate, scenes and container controllers are in files of
// their own: `UIApplicationDelegate.swift`, `UIScene.swift`, `UISplitViewController.swift`, …).
// A test launches an app with `UIApplication.shared.simulateLaunch(delegate:)` and connects a
// scene with `simulateConnectingScene(delegate:)`; nothing runs by itself.

/// `UIApplication`: the running app. `shared` is the one instance; a test launches the app's
/// delegate with ``simulateLaunch(delegate:options:)`` and connects scenes with
/// ``simulateConnectingScene(delegate:options:)``.
@preconcurrency
@MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The app delegate (``simulateLaunch(delegate:options:)`` sets it; held strongly, as the app
  /// keeps its delegate for its lifetime).
  public var delegate: (any UIApplicationDelegate)?
  /// The scenes connected so far.
  public private(set) var connectedScenes: Set<UIScene> = []
  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
  /// The app's state: active once launched.
  public private(set) var applicationState = State.inactive
  /// Whether the screen stays on (recorded).
  public var isIdleTimerDisabled = false
  /// The number on the app's icon (recorded).
  public var applicationIconBadgeNumber = 0
  /// The URLs the app asked the system to open, oldest first (``open(_:options:completionHandler:)``).
  public private(set) var openedURLs: [URL] = []

  private init() {}

  /// The windows of the connected scenes and the delegate's window, key window first.
  public var windows: [UIWindow] {
    var all = connectedScenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
    if let window = delegate?.window ?? nil, !all.contains(where: { $0 === window }) {
      all.append(window)
    }
    return all.sorted { $0.isKeyWindow && !$1.isKeyWindow }
  }

  /// The key window (deprecated in UIKit; still compiled).
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The app's state.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events (launching, or interrupted).
    case inactive
    /// In the background.
    case background
  }

  /// What the app was launched for (`application(_:didFinishLaunchingWithOptions:)`'s keys).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app was launched to open a URL.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app was launched by a remote notification.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }

  /// Keys of ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// Launches the app as the system does: `delegate` becomes the app's delegate, is told
  /// `application(_:willFinishLaunchingWithOptions:)` and then
  /// `application(_:didFinishLaunchingWithOptions:)`, and the app becomes active. Returns what
  /// the delegate answered.
  @discardableResult
  public func simulateLaunch(
    delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    self.delegate = delegate
    applicationState = .inactive
    let will = delegate.application(self, willFinishLaunchingWithOptions: options)
    let did = delegate.application(self, didFinishLaunchingWithOptions: options)
    applicationState = .active
    delegate.applicationDidBecomeActive(self)
    return will && did
  }

  /// Connects a window scene as the system does for a new window: the app delegate is asked for
  /// the scene's configuration (`application(_:configurationForConnecting:options:)`), then
  /// `delegate` (the configuration's scene delegate, which the test makes) is told
  /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
  /// `sceneDidBecomeActive(_:)`. Returns the scene.
  @discardableResult
  public func simulateConnectingScene(
    delegate: any UISceneDelegate, options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()
  ) -> UIWindowScene {
    let session = UISceneSession(role: .windowApplication)
    session.configuration =
      self.delegate?.application(self, configurationForConnecting: session, options: options)
      ?? UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    let scene = UIWindowScene(session: session, connectionOptions: options)
    scene.delegate = delegate
    session.scene = scene
    connectedScenes.insert(scene)
    delegate.scene(scene, willConnectTo: session, options: options)
    scene.activationState = .foregroundInactive
    delegate.sceneWillEnterForeground(scene)
    scene.activationState = .foregroundActive
    delegate.sceneDidBecomeActive(scene)
    return scene
  }

  /// Asks the system to open `url`: recorded in ``openedURLs``; `completion` gets `true`.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completion?(true)
  }

  /// Whether an app can open `url`: `true` for any URL with a scheme.
  public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }
}
