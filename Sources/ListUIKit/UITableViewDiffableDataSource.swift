import Foundation
import ListSimulator

/// `UITableViewDiffableDataSource`: subclass it and override the editing methods, as in UIKit.
@preconcurrency
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: _UIKitDataSource<SectionIdentifierType, ItemIdentifierType, UITableView>, UITableViewDataSource {
  /// Makes the cell for an item: dequeue it from the view and configure it.
  public typealias CellProvider =
    @MainActor @Sendable (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  /// Recorded, like the table view's row animations.
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView` (it becomes the view's data source) whose cells `cellProvider`
  /// makes.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    super.init(core: DiffableDataSource(view: tableView, mainActorCellProvider: cellProvider))
    // Headers and footers come from the titles, as UIKit's table data source gives them.
    core.setSupplementaryViewProvider { [weak self] table, kind, indexPath in
      self?.titleView(table, kind: kind, section: indexPath.section)
    }
  }

  /// The title of a section's header, shown as its header view (`textLabel?.text`); `nil`
  /// (the default) shows none.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The title of a section's footer; `nil` (the default) shows none.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  private func titleView(_ table: UITableView, kind: String, section: Int)
    -> UITableViewHeaderFooterView?
  {
    ListUIKit.titleView(
      kind == UICollectionView.elementKindSectionFooter
        ? tableView(table, titleForFooterInSection: section)
        : tableView(table, titleForHeaderInSection: section))
  }

  // MARK: UITableViewDataSource, answered from the snapshot

  /// The applied snapshot's number of sections.
  public func numberOfSections(in tableView: UITableView) -> Int { core.numberOfSections() }

  /// The applied snapshot's number of items in `section`.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    core.numberOfItems(inSection: section)
  }

  /// The cell the cell provider gives for the row.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    core.cellForItem(at: indexPath, in: tableView.engine) as? UITableViewCell ?? UITableViewCell()
  }

  /// Called with a row the user moved; the data source's reordering handlers do the work, so
  /// this does nothing unless overridden.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// Whether a row can be edited (swiped to delete); `false` unless overridden, as in UIKit.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Called when the user commits an edit (``userSwipedToDelete(at:)``).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// Whether a row can be moved; `false` unless overridden.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// `UITableViewCell.EditingStyle`.
  public typealias EditingStyle = UITableViewCell.EditingStyle

  /// Simulates a swipe to delete on a row: the table's ``UITableView/userSwipedToDelete(at:)``,
  /// which asks `canEditRowAt`, then calls `commit` with `.delete` (where, as in UIKit, the app
  /// applies a snapshot without the row).
  ///
  /// - Returns: whether the row could be edited. A row the table does not show is a misuse.
  @discardableResult
  public func userSwipedToDelete(at indexPath: IndexPath) -> Bool {
    core.view.userSwipedToDelete(at: indexPath)
  }

  /// Simulates dragging a row: asks `canMoveRowAt`, then moves it through the data source's
  /// interactive move (reordering handlers included).
  @discardableResult
  public func userMovedRow(at source: IndexPath, to destination: IndexPath) async -> Bool {
    guard core.itemIdentifier(for: source) != nil, tableView(core.view, canMoveRowAt: source) else {
      return false
    }
    return await userMovedItem(at: source, to: destination)
  }
}
