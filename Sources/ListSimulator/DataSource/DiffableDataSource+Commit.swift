import Foundation
import ListKit
import Synchronization

extension DiffableDataSource {
  // MARK: The one commit path (isolated to the data source's actor, never suspending)

  /// The one path by which the data source's state changes — apply, reload apply, section
  /// apply, interactive move and outline toggle all end here — so the flat snapshot, the section
  /// snapshots and the view cannot drift apart.
  ///
  /// From the first batch on, queries (``snapshot()``, ``itemIdentifier(for:)``, …) answer with
  /// `final`, the snapshot being applied, as UIKit's do inside the cell provider. The view is told
  /// each batch's layout while the batch runs. A batch the view rejects is a bug of this package:
  /// everything returns to `old`, the view is reloaded, and the error is thrown.
  @usableFromInline
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  func commit(
    _ final: Snapshot, outlines: [SectionIdentifierType: SectionSnapshot],
    replacing old: Snapshot, _ oldOutlines: [SectionIdentifierType: SectionSnapshot],
    batches count: Int, layout: (Int) -> Snapshot, batch: (Int) -> BatchUpdate, reload: Bool = false
  ) throws {
    state.withLock { state in
      state.current = final
      state.outlines = outlines
    }
    /// Everything back as it was: the snapshot, the outlines and what the view is told.
    func restore() {
      state.withLock { state in
        state.current = old
        state.outlines = oldOutlines
        state.displayed = old
      }
    }
    /// A cell left stale is the caller's mistake (content changed without a reconfigure), thrown
    /// as the view raised it; any other rejection of an engine batch is a bug of this package.
    func failure(_ error: BatchUpdateError, _ update: BatchUpdate) -> any Error {
      error.code == .staleContent
        ? error : DiffableDataSourceError.engineBatchRejected(error, batch: update)
    }
    // The view's one staged loop: each batch with the layout the data source shows after it;
    // a rejected one restores everything and reloads the view.
    if let (error, update) = view.engine.commitStages(
      count: count, batch: batch,
      setData: { k in
        let shown = layout(k)
        state.withLock { $0.displayed = shown }
      }, restore: restore, owner: true)
    {
      throw failure(error, update)
    }
    state.withLock { $0.displayed = final }
    if reload { try view.engine.reloadFromDataSource() }
    guard count == 0, !reload else { return }
    // No batch ran, so no batch checked the cells: an item whose content changed without a
    // reconfigure leaves its cell stale (strict: the apply is refused and nothing changes).
    do {
      try view.engine.checkContentWithoutBatch()
    } catch {
      restore()
      throw failure(error, BatchUpdate())
    }
  }

  /// The section snapshots that still describe their section in `final` (the others are
  /// replaced by the flat list, as UIKit does when a plain apply changes an outline's section).
  @inlinable
  static func keptOutlines(
    _ outlines: [SectionIdentifierType: SectionSnapshot], in final: Snapshot
  ) -> [SectionIdentifierType: SectionSnapshot] {
    guard !outlines.isEmpty else { return outlines }
    return outlines.filter { final.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
  }

  /// The item count from which an apply drops the new snapshot's index after the diff (see
  /// `applyNow`): 262,144 items, an index of 8 MiB or more.
  @usableFromInline package static var indexReleaseThreshold: Int { 1 << 18 }

  @inlinable
  func applyNow(_ snapshot: Snapshot, outline: (SectionIdentifierType, SectionSnapshot)? = nil)
    throws -> SnapshotChangeset
  {
    let (old, oldOutlines) = state.withLock { ($0.current, $0.outlines) }
    // The diff looks the old items up in the new snapshot's index, never in the old one's: drop
    // the old index before the new one is built (M1 in docs/performance.md). A query of the old
    // snapshot, or of a copy an app kept, builds it again.
    old._releaseLookups(unlessSharedWith: snapshot)
    try snapshot.validate()
    if !view.engine.countsAreValid {
      // The layout pass UIKit would run first: the view caches what it shows now.
      state.withLock { $0.displayed = old }
      try view.engine.reloadFromDataSource()
    }
    let changeset = SnapshotDiff.changeset(from: old, to: snapshot)
    // A very large snapshot's index (32 bytes per item) is not held through the view's
    // validation and display update, which read positions only: the first query by item after
    // the apply builds it again. Smaller snapshots keep theirs, so that a query right after an
    // apply stays O(1).
    if snapshot.numberOfItems >= Self.indexReleaseThreshold {
      snapshot._releaseLookups(unlessSharedWith: old)
    }
    let final = snapshot.withoutMarks()
    var outlines = Self.keptOutlines(oldOutlines, in: final)
    if let (section, sectionSnapshot) = outline { outlines[section] = sectionSnapshot }
    try commit(
      final, outlines: outlines, replacing: old, oldOutlines, batches: changeset.batches.count,
      layout: {
        changeset.layouts[$0] == nil ? final : changeset.snapshot(afterBatch: $0, to: snapshot)
      }, batch: { changeset.batches[$0] })
    return changeset
  }

  @inlinable
  func applyNow(
    _ outline: SectionSnapshot, to section: SectionIdentifierType,
    reconfiguring: [ItemIdentifierType] = []
  ) throws -> SnapshotChangeset {
    try outline.validate()
    var (next, outlines) = state.withLock { ($0.current, $0.outlines) }
    guard next.contains(section: section) else {
      throw SnapshotError<SectionIdentifierType, ItemIdentifierType>.unknownSection(
        section, .applySectionSnapshot)
    }
    // Items are unique across a data source, the hidden children of collapsed outline items
    // included: an item shown in another section, or held (shown or hidden) by another section's
    // outline, is refused, so a toggle always finds exactly one outline.
    outlines[section] = nil
    let elsewhere = outline.items.filter { item in
      if let other = next.sectionIdentifier(containingItem: item), other != section { return true }
      return outlines.values.contains { $0.contains(item) }
    }
    guard elsewhere.isEmpty else {
      throw SnapshotError<SectionIdentifierType, ItemIdentifierType>.itemAlreadyExists(
        elsewhere, .applySectionSnapshot)
    }
    next.replaceItems(in: section, with: outline.visibleItems)
    let reconfigured = reconfiguring.filter {
      next.sectionIdentifier(containingItem: $0) == section
    }
    if !reconfigured.isEmpty { next.reconfigureItems(reconfigured) }
    try next.validate()
    return try applyNow(next, outline: (section, outline))
  }
}
