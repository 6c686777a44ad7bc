import Foundation
import ListKit
import ListUIKit
import Testing

@testable import ListAdapterKit

/// The adapter's batch planning on its own: the objects' diff, the section controllers' item
/// changes and the updater's settings in, the batch IGListKit's updater would send out. The
/// expected batches are written out by hand from IGListKit's rules.
@Suite struct BatchPlanTests {
  private func paths(_ section: Int, _ items: Int...) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
  }

  @Test func aChangedObjectsSectionIsDeletedAndInserted() {
    // Old [a, b, c] → new [a, b', c]: b changed in place.
    let plan = _BatchPlan(
      deletes: [], inserts: [], updates: [1], moves: [], newOfOld: [0, 1, 2], itemChanges: [])
    #expect(plan.batchUpdate.deleteSections == [1] && plan.batchUpdate.insertSections == [1])
    #expect(plan.batchUpdate.reloadItems.isEmpty)
  }

  @Test func preferringItemReloadsReloadsTheCellsWhenNothingElseChanges() {
    let plan = _BatchPlan(
      deletes: [], inserts: [], updates: [1], moves: [], newOfOld: [0, 1, 2], itemChanges: [],
      preferItemReloads: true
    ) { old, new in
      #expect(old == 1 && new == 1)
      return (3, 3)
    }
    #expect(plan.batchUpdate.deleteSections.isEmpty && plan.batchUpdate.insertSections.isEmpty)
    #expect(plan.batchUpdate.reloadItems == paths(1, 0, 1, 2))
  }

  @Test func preferringItemReloadsStillReplacesASectionWhoseCountChangesOrWhenOthersChange() {
    let counted = _BatchPlan(
      deletes: [], inserts: [], updates: [0], moves: [], newOfOld: [0], itemChanges: [],
      preferItemReloads: true
    ) { _, _ in (2, 3) }
    #expect(counted.batchUpdate.deleteSections == [0] && counted.batchUpdate.insertSections == [0])
    // Old [a, b] → new [b', a]... with an insert too: the update is a delete and an insert.
    let busy = _BatchPlan(
      deletes: [], inserts: [2], updates: [1], moves: [(from: 1, to: 0)], newOfOld: [1, 0],
      itemChanges: [], preferItemReloads: true
    ) { _, _ in (1, 1) }
    #expect(busy.batchUpdate.reloadItems.isEmpty)
    #expect(busy.batchUpdate.deleteSections == [1] && busy.batchUpdate.insertSections == [0, 2])
    // The moved section is deleted, so its move is not sent.
    #expect(busy.batchUpdate.moveSections.isEmpty)
  }

  @Test func sectionMovesCanBeSentAsDeletesAndInserts() {
    let moves = [(from: 0, to: 1), (from: 1, to: 0)]
    let moved = _BatchPlan(
      deletes: [], inserts: [], updates: [], moves: moves, newOfOld: [1, 0], itemChanges: [])
    #expect(
      moved.batchUpdate.moveSections == [PositionMove(from: 0, to: 1), .init(from: 1, to: 0)])
    let replaced = _BatchPlan(
      deletes: [], inserts: [], updates: [], moves: moves, newOfOld: [1, 0], itemChanges: [],
      sectionMovesAsDeletesInserts: true)
    #expect(replaced.batchUpdate.moveSections.isEmpty)
    #expect(replaced.batchUpdate.deleteSections == [0, 1])
    #expect(replaced.batchUpdate.insertSections == [0, 1])
  }

  @Test func itemChangesUseOldSectionsForDeletesAndNewOnesForInserts() {
    // Old [x, a, b] → new [a, b]: x deleted; a's controller deletes item 2 and inserts item 0,
    // b's controller reloads item 1 (a delete at its old path and an insert at its new one).
    let plan = _BatchPlan(
      deletes: [0], inserts: [], updates: [], moves: [], newOfOld: [-1, 0, 1],
      itemChanges: [
        .init(old: 1, new: 0, change: .delete([2])),
        .init(old: 1, new: 0, change: .insert([0])),
        .init(old: 2, new: 1, change: .reload([1])),
      ])
    #expect(plan.batchUpdate.deleteSections == [0])
    #expect(plan.batchUpdate.deleteItems == paths(1, 2) + paths(2, 1))
    #expect(plan.batchUpdate.insertItems == paths(0, 0) + paths(1, 1))
  }

  @Test func itemChangesInReplacedSectionsAreDropped() {
    // Section 0 is deleted, section 1 updated (replaced), section 2 is new.
    let plan = _BatchPlan(
      deletes: [0], inserts: [1], updates: [1], moves: [], newOfOld: [-1, 0],
      itemChanges: [
        .init(old: 0, new: nil, change: .delete([0])),
        .init(old: 1, new: 0, change: .insert([0])),
        .init(old: nil, new: 1, change: .insert([0])),
      ])
    #expect(plan.batchUpdate.deleteItems.isEmpty && plan.batchUpdate.insertItems.isEmpty)
    #expect(
      plan.batchUpdate.deleteSections == [0, 1] && plan.batchUpdate.insertSections == [0, 1])
  }

  @Test func aMovedSectionWithItemChangesIsReplaced() {
    let plan = _BatchPlan(
      deletes: [], inserts: [], updates: [], moves: [(from: 0, to: 1), (from: 1, to: 0)],
      newOfOld: [1, 0], itemChanges: [.init(old: 0, new: 1, change: .insert([0]))])
    #expect(plan.batchUpdate.deleteSections == [0] && plan.batchUpdate.insertSections == [1])
    #expect(plan.batchUpdate.moveSections == [PositionMove(from: 1, to: 0)])
    #expect(plan.batchUpdate.insertItems.isEmpty)
  }

  @Test func aControllersSectionReloadReplacesItsSectionAndDropsItsItemChanges() {
    let plan = _BatchPlan(
      deletes: [], inserts: [], updates: [], moves: [], newOfOld: [],
      itemChanges: [
        .init(old: 2, new: 2, change: .insert([4])),
        .init(old: 2, new: 2, change: .reloadSection),
        .init(old: 3, new: 3, change: .move(0, 1)),
      ])
    #expect(plan.batchUpdate.deleteSections == [2] && plan.batchUpdate.insertSections == [2])
    #expect(plan.batchUpdate.insertItems.isEmpty)
    #expect(plan.batchUpdate.moveItems == [PositionMove(from: paths(3, 0)[0], to: paths(3, 1)[0])])
  }

  @Test func changesOfControllersOutsideEitherMapAreDropped() {
    let plan = _BatchPlan(
      deletes: [], inserts: [], updates: [], moves: [], newOfOld: [0],
      itemChanges: [
        .init(old: nil, new: 0, change: .delete([0])),
        .init(old: 0, new: nil, change: .insert([0])),
      ])
    #expect(plan.batchUpdate == BatchUpdate())
  }

  /// The batch a plan sends is already as `ListBatchUpdateData`'s initializer would clean it up
  /// (the adapter hands it to the updater's delegate without cleaning it again): for random
  /// updates, cleaning the plan's batch changes nothing.
  @Test(arguments: [UInt64(20_261_128), 7, 42])
  func thePlansBatchIsAlreadyClean(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let oldCount = Int.random(in: 0...8, using: &random)
      let survivors = (0..<oldCount).filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
      let deletes = (0..<oldCount).filter { !survivors.contains($0) }
      var newOrder: [Int?] = survivors.map { $0 }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        newOrder.insert(nil, at: Int.random(in: 0...newOrder.count, using: &random))
      }
      if Bool.random(using: &random) { newOrder.shuffle(using: &random) }
      var newOfOld = [Int](repeating: -1, count: oldCount)
      var inserts: [Int] = []
      for (new, old) in newOrder.enumerated() {
        if let old { newOfOld[old] = new } else { inserts.append(new) }
      }
      // Every survivor whose index changed is a move, as IGListKit's diff reports it.
      let moves = survivors.filter { newOfOld[$0] != $0 }.map { (from: $0, to: newOfOld[$0]) }
      let updates = survivors.filter { _ in Int.random(in: 0..<5, using: &random) == 0 }
      var changes: [_BatchPlan.LocatedChange] = []
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        guard let old = survivors.randomElement(using: &random) else { break }
        let change: _ItemChange
        switch Int.random(in: 0..<5, using: &random) {
        case 0: change = .delete(IndexSet(integer: Int.random(in: 0..<3, using: &random)))
        case 1: change = .insert(IndexSet(integer: Int.random(in: 0..<3, using: &random)))
        case 2: change = .reload(IndexSet(integer: Int.random(in: 0..<3, using: &random)))
        case 3: change = .move(Int.random(in: 0..<3, using: &random), 0)
        default: change = .reloadSection
        }
        changes.append(.init(old: old, new: newOfOld[old], change: change))
      }
      let plan = _BatchPlan(
        deletes: deletes, inserts: inserts, updates: updates, moves: moves, newOfOld: newOfOld,
        itemChanges: changes,
        sectionMovesAsDeletesInserts: Int.random(in: 0..<4, using: &random) == 0)
      let sent = plan.batchUpdate
      let cleaned = ListBatchUpdateData(
        insertSections: IndexSet(sent.insertSections),
        deleteSections: IndexSet(sent.deleteSections),
        moveSections: Set(sent.moveSections.map { ListMoveIndex(from: $0.from, to: $0.to) }),
        insert: sent.insertItems, delete: sent.deleteItems, update: sent.reloadItems,
        moveIndexPaths: sent.moveItems.map { ListMoveIndexPath(from: $0.from, to: $0.to) })
      #expect(cleaned == ListBatchUpdateData(sent: sent), "\(sent)")
    }
  }
}
