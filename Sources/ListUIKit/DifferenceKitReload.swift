import Foundation
import ListDifferenceKit
import ListKit

// DifferenceKit's UIKit extension: each stage of a staged changeset is one batch update, with
// the data source holding that stage's data (`setData`), so each is checked against UIKit's
// rules like any hand-written batch (and reported, not thrown, under these names).

extension UITableView {
  /// Applies `stagedChangeset` stage by stage, one batch update each, every kind of change with
  /// `animation` (recorded in the event log). `setData` must make the data source hold the data
  /// it is given: the batch is checked against what the data source reports after it. When
  /// `interrupt` says so for a stage, the last stage's data is set and the table reloads.
  public func reload<C>(
    using stagedChangeset: StagedChangeset<C>, with animation: @autoclosure () -> RowAnimation,
    interrupt: ((Changeset<C>) -> Bool)? = nil, setData: (C) -> Void
  ) {
    reload(
      using: stagedChangeset, deleteSectionsAnimation: animation(),
      insertSectionsAnimation: animation(), reloadSectionsAnimation: animation(),
      deleteRowsAnimation: animation(), insertRowsAnimation: animation(),
      reloadRowsAnimation: animation(), interrupt: interrupt, setData: setData)
  }

  /// The same with an animation for each kind of change.
  public func reload<C>(
    using stagedChangeset: StagedChangeset<C>,
    deleteSectionsAnimation: @autoclosure () -> RowAnimation,
    insertSectionsAnimation: @autoclosure () -> RowAnimation,
    reloadSectionsAnimation: @autoclosure () -> RowAnimation,
    deleteRowsAnimation: @autoclosure () -> RowAnimation,
    insertRowsAnimation: @autoclosure () -> RowAnimation,
    reloadRowsAnimation: @autoclosure () -> RowAnimation,
    interrupt: ((Changeset<C>) -> Bool)? = nil, setData: (C) -> Void
  ) {
    for changeset in stagedChangeset {
      if let interrupt, interrupt(changeset), let data = stagedChangeset.last?.data {
        setData(data)
        return reloadData()
      }
      performBatchUpdates {
        setData(changeset.data)
        if !changeset.sectionDeleted.isEmpty {
          deleteSections(IndexSet(changeset.sectionDeleted), with: deleteSectionsAnimation())
        }
        if !changeset.sectionInserted.isEmpty {
          insertSections(IndexSet(changeset.sectionInserted), with: insertSectionsAnimation())
        }
        if !changeset.sectionUpdated.isEmpty {
          reloadSections(IndexSet(changeset.sectionUpdated), with: reloadSectionsAnimation())
        }
        for (source, target) in changeset.sectionMoved {
          moveSection(source, toSection: target)
        }
        if !changeset.elementDeleted.isEmpty {
          deleteRows(at: changeset.elementDeleted.map(\.indexPath), with: deleteRowsAnimation())
        }
        if !changeset.elementInserted.isEmpty {
          insertRows(at: changeset.elementInserted.map(\.indexPath), with: insertRowsAnimation())
        }
        if !changeset.elementUpdated.isEmpty {
          reloadRows(at: changeset.elementUpdated.map(\.indexPath), with: reloadRowsAnimation())
        }
        for (source, target) in changeset.elementMoved {
          moveRow(at: source.indexPath, to: target.indexPath)
        }
      }
    }
  }
}

extension UICollectionView {
  /// Applies `stagedChangeset` stage by stage, one batch update each; see
  /// ``UITableView/reload(using:with:interrupt:setData:)``.
  public func reload<C>(
    using stagedChangeset: StagedChangeset<C>, interrupt: ((Changeset<C>) -> Bool)? = nil,
    setData: (C) -> Void
  ) {
    for changeset in stagedChangeset {
      if let interrupt, interrupt(changeset), let data = stagedChangeset.last?.data {
        setData(data)
        return reloadData()
      }
      performBatchUpdates {
        setData(changeset.data)
        if !changeset.sectionDeleted.isEmpty {
          deleteSections(IndexSet(changeset.sectionDeleted))
        }
        if !changeset.sectionInserted.isEmpty {
          insertSections(IndexSet(changeset.sectionInserted))
        }
        if !changeset.sectionUpdated.isEmpty {
          reloadSections(IndexSet(changeset.sectionUpdated))
        }
        for (source, target) in changeset.sectionMoved {
          moveSection(source, toSection: target)
        }
        if !changeset.elementDeleted.isEmpty {
          deleteItems(at: changeset.elementDeleted.map(\.indexPath))
        }
        if !changeset.elementInserted.isEmpty {
          insertItems(at: changeset.elementInserted.map(\.indexPath))
        }
        if !changeset.elementUpdated.isEmpty {
          reloadItems(at: changeset.elementUpdated.map(\.indexPath))
        }
        for (source, target) in changeset.elementMoved {
          moveItem(at: source.indexPath, to: target.indexPath)
        }
      }
    }
  }
}

extension ElementPath {
  /// The index path of the element (item or row `element` in `section`).
  var indexPath: IndexPath { IndexPath(item: element, section: section) }
}
