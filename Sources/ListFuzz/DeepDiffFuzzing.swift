import Foundation
import ListDeepDiff
import ListKit
import ListSimulator

/// An element of the DeepDiff fuzz: an item name `"a"` or `"a#2"` (name `a`, content version 2).
/// Its identity is the name, its content the whole string.
struct _DeepDiffElement: DiffAware, Hashable {
  let text: String
  var diffId: Substring { text.split(separator: "#", maxSplits: 1).first ?? "" }
  static func compareContent(_ a: Self, _ b: Self) -> Bool { a.text == b.text }
}

extension Fuzzer {
  /// Fuzzes DeepDiff's `reload(changes:section:updateData:completion:)` (`ListDeepDiff`):
  /// random arrays — repeated identities, new content versions, moves — go from one state to the
  /// next through `diff(old:new:)` (Heckel), performed as DeepDiff performs them: one batch with
  /// the deletes, inserts and moves while the data source holds the new array, then the replaces
  /// reloaded at their new indexes after it. An item's identity is its name and `"a#2"` its
  /// content version, so a replace reloaded at the wrong index leaves a stale cell. Each batch
  /// must be accepted by the strict view and the last must leave it showing the new array. A rejected plan is a finding about DeepDiff's
  /// plan (docs/deepdiff.md), shrunk to a scenario for `listkit replay`.
  ///
  /// `setData` is the data-source code under test: given the new items, it returns what the
  /// data source then holds (the identity: a correct `updateData`).
  public static func checkDeepDiff(
    seed: UInt64 = 1, iterations: Int = 300,
    limits: FuzzLimits = FuzzLimits(maxSections: 3, maxItems: 12, operations: 5),
    view: ViewKind = .collection,
    setData: @escaping @Sendable ([String]) -> [String] = { $0 }
  ) async -> FuzzReport {
    await checkStagedBatchUpdates(
      seed: seed, iterations: iterations, limits: limits, view: view,
      vary: { state, random in
        // One section: DeepDiff diffs the items of one section.
        let items = _varyForDifferenceKit(state, &random).flatMap(\.items)
        return [FuzzSection(id: "s", items: items)]
      }, versionsAreContent: true
    ) { old, new in
      // The section arrives with its first state and leaves with the last (a shrunk case may
      // drop it); DeepDiff diffs the items of a section that stays.
      guard let newSection = new.first else {
        return old.isEmpty ? [] : [FuzzStage(batch: BatchUpdate(deleteSections: [0]), data: [])]
      }
      let data = [FuzzSection(id: newSection.id, items: setData(newSection.items))]
      guard !old.isEmpty else {
        return [FuzzStage(batch: BatchUpdate(insertSections: [0]), data: data)]
      }
      let before = old.first?.items.map(_DeepDiffElement.init) ?? []
      let after = new.first?.items.map(_DeepDiffElement.init) ?? []
      let changes = diff(old: before, new: after)
      let paths = IndexPathConverter().convert(changes: changes, section: 0)
      var batch = BatchUpdate()
      batch.deleteItems = paths.deletes
      batch.insertItems = paths.inserts
      batch.moveItems = paths.moves.map { ListKit.PositionMove(from: $0.from, to: $0.to) }
      // The replaced items are refreshed by the reload after the batch: one update, whose
      // cells are judged when it is done.
      let replaced = Set(changes.compactMap(\.replace).map { String($0.newItem.diffId) })
      var stages = [FuzzStage(batch: batch, data: data, refreshedLater: replaced)]
      if !paths.replaces.isEmpty {
        stages.append(FuzzStage(batch: BatchUpdate(reloadItems: paths.replaces), data: data))
      }
      return stages
    }
  }
}
