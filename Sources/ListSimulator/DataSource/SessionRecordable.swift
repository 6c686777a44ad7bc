/// A data source a session can record, whatever its identifier types.
public protocol SessionRecordable: AnyObject, Sendable {
  /// Hands the data source, with its types, to `visitor`.
  func accept(_ visitor: any SessionVisitor)
}

extension DiffableDataSource: SessionRecordable {
  /// Hands this data source to `visitor`.
  public func accept(_ visitor: any SessionVisitor) { visitor.visit(self) }
}
