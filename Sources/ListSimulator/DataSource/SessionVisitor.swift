/// What a session does with a data source it is handed (a recorder attaching itself).
public protocol SessionVisitor {
  /// Visits `dataSource`.
  func visit<S, I, V>(_ dataSource: DiffableDataSource<S, I, V>)
}
