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
