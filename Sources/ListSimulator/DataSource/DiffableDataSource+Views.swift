/// A collection-view data source.
public typealias VirtualCollectionViewDataSource<S: Hashable & Sendable, I: Hashable & Sendable> =
  DiffableDataSource<S, I, VirtualCollectionView>

/// A table-view data source.
public typealias VirtualTableViewDataSource<S: Hashable & Sendable, I: Hashable & Sendable> =
  DiffableDataSource<S, I, VirtualTableView>

extension DiffableDataSource where View == VirtualCollectionView {
  /// Creates a data source that drives `collectionView` (and becomes its data source: mutating
  /// the view by hand is then `mutationOnDiffableView`, rule D18), with a cell provider on the
  /// main actor, as UIKit's: operations run on the main actor.
  @MainActor
  @inlinable
  public convenience init(
    collectionView: VirtualCollectionView, cellProvider: @escaping MainActorCellProvider
  ) {
    self.init(view: collectionView, mainActorCellProvider: cellProvider)
  }
}

extension DiffableDataSource where View == VirtualTableView {
  /// Creates a data source that drives `tableView`, with a cell provider on the main actor.
  @MainActor
  @inlinable
  public convenience init(
    tableView: VirtualTableView, cellProvider: @escaping MainActorCellProvider
  ) {
    self.init(view: tableView, mainActorCellProvider: cellProvider)
  }
}
