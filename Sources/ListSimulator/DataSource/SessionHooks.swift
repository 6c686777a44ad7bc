import Foundation

/// What a test session (`ListTesting`'s `ListKitSession`) learns of the objects made in its
/// scope: the views tell ``VirtualView/creationObserver``; the diffable data sources, whose types
/// are generic, tell ``dataSourceCreated`` and hand themselves to a ``SessionVisitor``.
public enum SessionHooks {
  /// Told of every diffable data source made in its scope; `nil` outside a session.
  @TaskLocal public static var dataSourceCreated: (@Sendable (any SessionRecordable) -> Void)?
}
