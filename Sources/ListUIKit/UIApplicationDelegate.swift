import Foundation
import ListSimulator

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
