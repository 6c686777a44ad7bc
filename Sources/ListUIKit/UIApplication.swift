import Foundation
import ListSimulator

// The app around the screens: the application, its delegate, scenes and windows, and the
// container controllers a list screen sits in (split, tab, navigation bar). A test launches an
// app with `UIApplication.shared.simulateLaunch(delegate:)` and connects a scene with
// `simulateConnectingScene(delegate:)`; nothing runs by itself.

/// `UIScreen`: the phone's screen, 390 × 844 points at scale 3 (an iPhone in portrait). It never
/// changes, so it is readable from anywhere (a cell's `layoutSubviews` included).
public final class UIScreen: Sendable {
  /// The screen the app runs on.
  public static let main = UIScreen()
  /// The screen's bounds, 390 × 844 points.
  public let bounds = VirtualView.screenFrame
  /// Points to pixels, 3.
  public let scale: CGFloat = 3
  /// The native scale, 3.
  public let nativeScale: CGFloat = 3
  private init() {}
}

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

/// `UIApplicationDelegate`: what the app tells its delegate. Every method has UIKit's default
/// (launching succeeds, a scene gets the default configuration).
///
/// An app's `@main` type compiles; running it headlessly launches nothing (there is no run loop
/// and no screen): a test makes the delegate and calls
/// `UIApplication.shared.simulateLaunch(delegate:)`.
@preconcurrency
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window, for apps without scenes.
  var window: UIWindow? { get set }
  /// Launching is under way.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Launching finished: the app sets up its window (without scenes) and services.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a scene about to connect.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// The user discarded scenes.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// The app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app went to the background.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to come to the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to end.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// No window unless the delegate keeps one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// `true`: launching goes on.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// `true`: launched.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// The default configuration for the session's role.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}

  /// The entry point `@main` calls. There is no run loop or screen here, so it launches nothing:
  /// it says so on standard error and returns. Tests launch the app with
  /// `UIApplication.shared.simulateLaunch(delegate:)`.
  public static func main() {
    FileHandle.standardError.write(
      Data(
        "\(Self.self): an app cannot run headlessly; launch it from a test with UIApplication.shared.simulateLaunch(delegate:)\n"
          .utf8))
  }
}

/// `UIScene`: one instance of the app's UI. ``UIWindowScene`` is the kind apps have.
@preconcurrency
@MainActor
open class UIScene: UIResponder {
  /// The session it belongs to.
  public let session: UISceneSession
  /// Its delegate (held strongly, as UIKit holds a scene's delegate).
  public var delegate: (any UISceneDelegate)?
  /// Whether it is on screen and active.
  public internal(set) var activationState = ActivationState.unattached
  /// The title the system shows for it (recorded).
  public var title: String?

  /// A scene of `session`.
  public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }

  /// Whether a scene is on screen.
  public enum ActivationState: Int, Sendable {
    /// Not connected.
    case unattached = -1
    /// On screen, receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }

  /// What the scene was connected for (no URLs, activities or shortcuts unless a test gives
  /// some).
  public struct ConnectionOptions: @unchecked Sendable {
    /// URLs to open.
    public var urlContexts: Set<URL> = []
    /// The user activities to continue (recorded).
    public var userActivities: [Any] = []
    /// A home-screen shortcut (recorded).
    public var shortcutItem: Any?
    /// Options with nothing in them.
    public init() {}
  }
}

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

/// `UISceneSession`: a scene's persistent identity and configuration.
@preconcurrency
@MainActor
public final class UISceneSession: Hashable {
  /// What kind of scene it is.
  public let role: Role
  /// A unique identifier.
  public let persistentIdentifier = UUID().uuidString
  /// The configuration the app delegate gave it.
  public internal(set) var configuration: UISceneConfiguration
  /// Its scene while connected.
  public internal(set) weak var scene: UIScene?
  /// Data the app keeps with it (recorded).
  public var userInfo: [String: Any]?

  init(role: Role) {
    self.role = role
    configuration = UISceneConfiguration(name: nil, sessionRole: role)
  }

  /// Sessions are equal when they are the same session.
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
    lhs === rhs
  }
  /// Hashes the session's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// A scene's role.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's name.
    public var rawValue: String
    /// A role named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An app window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// An external display the user does not touch.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

/// `UISceneConfiguration`: which classes make a scene.
@preconcurrency
@MainActor
public final class UISceneConfiguration {
  /// The configuration's name (from the app's Info.plist in UIKit).
  public let name: String?
  /// The role of the sessions it is for.
  public let role: UISceneSession.Role
  /// The scene delegate's class (recorded: the test makes the delegate it connects).
  public var delegateClass: AnyClass?
  /// The scene's class (recorded).
  public var sceneClass: AnyClass?

  /// A configuration named `name` for sessions of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// `UISceneDelegate`: what a scene tells its delegate; every method does nothing by default.
@preconcurrency
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is connecting: a window scene's delegate makes its window here.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to become inactive.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

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

/// `UITabBarItem`: a tab's title and images (recorded).
open class UITabBarItem: UIBarItem {
  /// The image while selected.
  public var selectedImage: UIImage?
  /// The badge's text.
  public var badgeValue: String?

  /// A tab item with a title and images.
  public init(title: String?, image: UIImage?, selectedImage: UIImage? = nil) {
    self.selectedImage = selectedImage
    super.init()
    (self.title, self.image) = (title, image)
  }

  /// A tab item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    (self.title, self.image, self.tag) = (title, image, tag)
  }
}

/// `UINavigationBar`: a navigation controller's bar, and the appearance proxy all bars share.
open class UINavigationBar: UIView {
  /// The bar's background colour (recorded).
  open var barTintColor: UIColor?
  /// Whether titles are large (recorded).
  open var prefersLargeTitles = false
  /// Whether the bar is translucent (recorded).
  open var isTranslucent = true
  /// The title's text attributes (recorded).
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes (recorded).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

  /// The proxy whose properties every navigation bar starts from (`UINavigationBar.appearance()`;
  /// recorded, one per process).
  @preconcurrency
  @MainActor
  public static func appearance() -> UINavigationBar { appearanceProxy }
  @MainActor private static let appearanceProxy = UINavigationBar(frame: .zero)
}

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
