import Foundation
import ListKit
import Synchronization

extension DiffableDataSource {
  // MARK: Applying snapshots

  /// Diffs the data source's snapshot against `snapshot` and updates the view with the resulting
  /// batches (a non-animated apply diffs too, as on iOS 15 and later).
  ///
  /// Runs after every operation submitted before it. Throws the snapshot's first
  /// `SnapshotError` (nothing changes), `CancellationError` when the calling task is cancelled
  /// before its turn (nothing changes), or ``DiffableDataSourceError``.
  ///
  /// - Returns: The batches that were sent.
  @discardableResult
  @inlinable
  nonisolated(nonsending) public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true)
    async throws
    -> SnapshotChangeset
  {
    try await inLine { try self.reportedApply(snapshot, animatingDifferences) }
  }

  /// The completion-handler form of ``apply(_:animatingDifferences:)``: the operation is submitted
  /// (its place in line taken) before this returns, and `completion` receives the batches sent or
  /// the error. Completions are called on the data source's actor right after their operation,
  /// so they arrive in submission order. (Nothing cancels this form.)
  @inlinable
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (@Sendable (Result<SnapshotChangeset, any Error>) -> Void)?
  ) {
    submitted {
      let result = Result { try self.reportedApply(snapshot, animatingDifferences) }
      completion?(result)
      return try result.get()
    }
  }

  /// Submits an apply: its place in line is taken before this returns, so applies submitted one
  /// after another from any number of tasks run in exactly that order.
  @discardableResult
  @inlinable
  public func submitApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) -> Task<
    SnapshotChangeset, any Error
  > {
    submitted { try self.reportedApply(snapshot, animatingDifferences) }
  }

  /// An apply, reported to the recorder.
  @inlinable
  func reportedApply(_ snapshot: Snapshot, _ animatingDifferences: Bool) throws
    -> SnapshotChangeset
  {
    try reporting({ try applyNow(snapshot) }) {
      .apply(snapshot, animating: animatingDifferences, error: $0._error)
    }
  }

  /// Replaces the data without diffing: the view reloads (`reloadData()`).
  @inlinable
  nonisolated(nonsending) public func applySnapshotUsingReloadData(_ snapshot: Snapshot)
    async throws
  {
    try await inLine { try self.reportedReload(snapshot) }
  }

  @inlinable
  func reportedReload(_ snapshot: Snapshot) throws {
    try reporting({ try reloadNow(snapshot) }) {
      .applyUsingReloadData(snapshot, error: $0._error)
    }
  }

  @inlinable
  func reloadNow(_ snapshot: Snapshot) throws {
    try snapshot.validate()
    let (old, oldOutlines) = state.withLock { ($0.current, $0.outlines) }
    let final = snapshot.withoutMarks()
    try commit(
      final, outlines: Self.keptOutlines(oldOutlines, in: final), replacing: old, oldOutlines,
      batches: 0, layout: { _ in final }, batch: { _ in BatchUpdate() }, reload: true)
  }

  /// Applies a hierarchical section snapshot to one section, keeping its hierarchy: the section
  /// shows the outline's visible items, and ``snapshot(for:)`` returns the outline.
  ///
  /// A section the snapshot lacks is `unknownSection`, as in scenario files, unless
  /// `appendingMissingSection` is `true`: then the section is first appended (an apply of its
  /// own, recorded as such), as UIKit's data source does when app code applies a section
  /// snapshot to a section it never appended.
  @discardableResult
  public func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, appendingMissingSection: Bool = false,
    reconfiguring reconfigured: [ItemIdentifierType] = []
  ) async throws -> SnapshotChangeset {
    try await inLine {
      try self.applySectionNow(
        sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: appendingMissingSection, reconfiguring: reconfigured)
    }
  }

  /// `apply(_:to:animatingDifferences:appendingMissingSection:)` submitted: its place in line
  /// is taken before this returns (for completion-handler forms).
  @discardableResult
  public func submitApply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, appendingMissingSection: Bool = false
  ) -> Task<SnapshotChangeset, any Error> {
    submitted {
      try self.applySectionNow(
        sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: appendingMissingSection)
    }
  }

  /// ``applySnapshotUsingReloadData(_:)`` submitted: its place in line is taken before this
  /// returns (for completion-handler forms).
  @discardableResult
  @inlinable
  public func submitApplyUsingReloadData(_ snapshot: Snapshot) -> Task<Void, any Error> {
    submitted { try self.reportedReload(snapshot) }
  }

  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  func applySectionNow(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool, appendingMissingSection: Bool,
    reconfiguring reconfigured: [ItemIdentifierType] = []
  ) throws -> SnapshotChangeset {
    var current = state.withLock { $0.current }
    if appendingMissingSection, !current.contains(section: section),
      sectionSnapshot.errors.isEmpty
    {
      current.appendSections([section])
      // Both steps are checked before the first commits, so a failure changes nothing.
      var filled = current
      filled.replaceItems(in: section, with: sectionSnapshot.visibleItems)
      try filled.validate()
      _ = try reporting({ try applyNow(current) }) {
        .apply(current, animating: animatingDifferences, error: $0._error)
      }
    }
    return try reporting({
      try applyNow(sectionSnapshot, to: section, reconfiguring: reconfigured)
    }) {
      .applySectionSnapshot(sectionSnapshot, section: section, error: $0._error)
    }
  }
}
