import Foundation

/// What a test session (`ListTesting`'s `ListKitSession`) learns of the objects made in its
/// scope: the views tell ``VirtualView/creationObserver``; the diffable data sources, whose types
/// are generic, tell ``dataSourceCreated`` and hand themselves to a ``SessionVisitor``.
public enum SessionHooks {
  /// Told of every diffable data source made in its scope; `nil` outside a session.
  @TaskLocal public static var dataSourceCreated: (@Sendable (any SessionRecordable) -> Void)?
}

/// A data source a session can record, whatever its identifier types.
public protocol SessionRecordable: AnyObject, Sendable {
  /// Hands the data source, with its types, to `visitor`.
  func accept(_ visitor: any SessionVisitor)
}

/// What a session does with a data source it is handed (a recorder attaching itself).
public protocol SessionVisitor {
  /// Visits `dataSource`.
  func visit<S, I, V>(_ dataSource: DiffableDataSource<S, I, V>)
}

extension DiffableDataSource: SessionRecordable {
  /// Hands this data source to `visitor`.
  public func accept(_ visitor: any SessionVisitor) { visitor.visit(self) }
}
