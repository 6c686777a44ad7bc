import Foundation

// The original ListKit's (Iron-Ham/Lists) internal diff entry points, under their names, so that
// its own diff tests run against this package with `@testable import ListKit`. Both are views of
// the one algorithm (`HeckelLIS.diff`, `SnapshotDiff.changeset`); nothing else uses them.

/// The original's flat diff: `HeckelDiff.diff(old:new:)`.
enum HeckelDiff {
  struct DiffResult: Sendable {
    let deletes: [Int]
    let inserts: [Int]
    let moves: [(from: Int, to: Int)]
    /// Every element kept, as (old index, new index), in new order.
    let matched: [(old: Int, new: Int)]
  }

  static func diff<T: Hashable>(old: [T], new: [T]) -> DiffResult {
    let flat = HeckelLIS.diff(old: old, new: new)
    return DiffResult(
      deletes: flat.deletes, inserts: flat.inserts,
      moves: flat.moves.map { (from: $0.from, to: $0.to) },
      matched: flat.matches.map { (old: $0.from, new: $0.to) })
  }
}

/// The original's sectioned diff: `SectionedDiff.diff(old:new:)`, one changeset of every
/// operation. Where this package splits an update into several batches (a strict rule, see
/// `docs/diffing.md`), the changeset is their union.
enum SectionedDiff {
  static func diff<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
    old: DiffableDataSourceSnapshot<SectionID, ItemID>,
    new: DiffableDataSourceSnapshot<SectionID, ItemID>
  ) -> StagedChangeset<SectionID, ItemID> {
    let batches = SnapshotDiff.changeset(from: old, to: new).batches
    return StagedChangeset(
      sectionDeletes: IndexSet(batches.flatMap(\.deleteSections)),
      sectionInserts: IndexSet(batches.flatMap(\.insertSections)),
      sectionMoves: batches.flatMap(\.moveSections).map { (from: $0.from, to: $0.to) },
      sectionReloads: IndexSet(batches.flatMap(\.reloadSections)),
      itemDeletes: batches.flatMap(\.deleteItems), itemInserts: batches.flatMap(\.insertItems),
      itemMoves: batches.flatMap(\.moveItems).map { (from: $0.from, to: $0.to) },
      itemReloads: batches.flatMap(\.reloadItems),
      itemReconfigures: batches.flatMap(\.reconfigureItems))
  }
}

/// The original's changeset: every operation of an update.
struct StagedChangeset<SectionID: Hashable, ItemID: Hashable>: Sendable, Equatable {
  let sectionDeletes: IndexSet
  let sectionInserts: IndexSet
  let sectionMoves: [(from: Int, to: Int)]
  let sectionReloads: IndexSet
  let itemDeletes: [IndexPath]
  let itemInserts: [IndexPath]
  let itemMoves: [(from: IndexPath, to: IndexPath)]
  let itemReloads: [IndexPath]
  let itemReconfigures: [IndexPath]

  var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionReloads.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
      && itemMoves.isEmpty && itemReloads.isEmpty && itemReconfigures.isEmpty
  }

  /// Whether anything is inserted, deleted or moved (reloads and reconfigures are not).
  var hasStructuralChanges: Bool {
    !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty)
  }

  static func == (a: Self, b: Self) -> Bool {
    a.sectionDeletes == b.sectionDeletes && a.sectionInserts == b.sectionInserts
      && a.sectionMoves.map { [$0.from, $0.to] } == b.sectionMoves.map { [$0.from, $0.to] }
      && a.sectionReloads == b.sectionReloads && a.itemDeletes == b.itemDeletes
      && a.itemInserts == b.itemInserts
      && a.itemMoves.map { [$0.from, $0.to] } == b.itemMoves.map { [$0.from, $0.to] }
      && a.itemReloads == b.itemReloads && a.itemReconfigures == b.itemReconfigures
  }
}
