import Foundation
import ListSimulator

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
