import Foundation

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
