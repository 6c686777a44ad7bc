/// An image by name (`UIImage(systemName:)` / `UIImage(named:)`): only the name is kept.
public struct ImageReference: Sendable, Hashable, CustomStringConvertible {
  /// The image name (the SF Symbol name for a system image).
  public var name: String
  /// Whether it names an SF Symbol.
  public var isSystem: Bool

  /// Optional like UIKit's initialiser; `nil` only for an empty name.
  public init?(systemName: String) {
    guard !systemName.isEmpty else { return nil }
    (name, isSystem) = (systemName, true)
  }

  /// Optional like UIKit's initialiser; `nil` only for an empty name.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    (self.name, isSystem) = (name, false)
  }

  /// `systemName: <name>` or `named: <name>`.
  public var description: String { isSystem ? "systemName: \(name)" : "named: \(name)" }
}
