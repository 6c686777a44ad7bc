import Foundation
import ListKit
import ListSimulator
import Synchronization
import Testing

/// One test per finding of the sound-oracle review: each failed before its fix.
@Suite struct SoundOracleTests {
  /// Views hold their data source weakly: the model is returned to be kept alive.
  func view(
    _ sections: [[ItemIdentity]], kind: ViewKind = .collection, strict: Bool = true
  ) throws -> (VirtualView, ArrayDataSource) {
    let model = ArrayDataSource(sections: sections)
    let view = VirtualView(
      kind: kind, dataSource: model, configuration: ViewConfiguration(strict: strict))
    try view.reloadData()
    return (view, model)
  }

  @MainActor func collection(_ sections: [[ItemIdentity]]) throws -> (
    VirtualCollectionView, ArrayDataSource
  ) {
    let model = ArrayDataSource(sections: sections)
    let view = VirtualCollectionView(dataSource: model)
    try view.reloadData()
    return (view, model)
  }

  func code(_ body: () throws -> Void) -> BatchUpdateError.Code? {
    do {
      try body()
      return nil
    } catch let error as BatchUpdateError {
      return error.code
    } catch {
      return nil
    }
  }

  @Test(arguments: [true, false])
  func repeatedSectionInsertStillChecksItems(strict: Bool) throws {
    let (view, model) = try view([["a", "b", "c"]], strict: strict)
    model.sections = [["z"], [], []]
    #expect(code { try view.perform(BatchUpdate(insertSections: [1, 1])) } == .invalidItemCount)
    #expect(view.shownIdentifiers == [["a", "b", "c"]])
    // Two inserted sections, each placed: accepted when the items add up.
    model.sections = [["a", "b", "c"], ["x"], ["y"]]
    try view.perform(BatchUpdate(insertSections: [1, 1]))
    #expect(view.shownIdentifiers == [["a", "b", "c"], ["x"], ["y"]])
  }

  @Test func repeatedSectionDeleteIsPlacedOrRejected() throws {
    let (view, model) = try view([["a"], ["b"], ["c"]], strict: false)
    model.sections = [["a"]]
    // Section 1 deleted twice: the repeat deletes the next section, 2.
    try view.perform(BatchUpdate(deleteSections: [1, 1]))
    #expect(view.shownIdentifiers == [["a"]])
    let (other, otherModel) = try self.view([["a"], ["b"]], strict: false)
    otherModel.sections = []
    #expect(
      code { try other.perform(BatchUpdate(deleteSections: [1, 1])) } == .deleteSectionOutOfRange)
  }

  @Test func repeatedReloadIsOneReload() throws {
    let (view, model) = try view([["a", "b"]])
    defer { _ = model }
    view.clearEvents()
    let p = IndexPath(item: 1, section: 0)
    try view.perform(BatchUpdate(reloadItems: [p, p]))
    #expect(view.statistics.cellsCreated == 1)
    #expect(view.events.filter { $0 == .reloadedItem(p) }.count == 1)
  }

  @Test func repeatedInsertMakesOneCellPerInsert() throws {
    let (view, model) = try view([["a", "b"]])
    model.sections = [["x", "y", "a", "b"]]
    view.clearEvents()
    let p = IndexPath(item: 0, section: 0)
    try view.perform(BatchUpdate(insertItems: [p, p]))
    #expect(view.statistics.cellsCreated == 2)
    #expect(view.shownIdentifiers == [["x", "y", "a", "b"]])
    // The shown items follow from the operations, not from the data source.
    let (wrong, wrongModel) = try self.view([["a", "b"]], strict: false)
    wrongModel.sections = [["a", "x", "y", "b"]]
    let result = try wrong.perform(BatchUpdate(insertItems: [p, p]))
    #expect(result.warnings.map(\.code) == [.displayMismatch])
    #expect(wrong.shownIdentifiers == [["a", "x", "a", "b"]])
  }

  @Test(arguments: ViewKind.allCases)
  func sectionMovedOntoItselfWithAnItemLeavingIsR26(kind: ViewKind) throws {
    let (view, model) = try view([["a"], ["b", "c"]], kind: kind, strict: false)
    model.sections = [["a", "c"], ["b"]]
    let batch = BatchUpdate(
      moveSections: [PositionMove(from: 1, to: 1)],
      moveItems: [
        PositionMove(from: IndexPath(item: 1, section: 1), to: IndexPath(item: 1, section: 0))
      ])
    #expect(code { try view.perform(batch) } == .globalIndexOutOfRange)
    // Without the no-op section move the same item move is fine.
    try view.perform(BatchUpdate(moveItems: batch.moveItems))
  }

  @Test func untouchedSectionsAreDisplayChecked() throws {
    let (view, model) = try view([["a"], ["b"]])
    model.sections = [["b"], ["a"]]
    #expect(code { try view.perform(BatchUpdate()) } == .displayMismatch)
    let (lenient, lenientModel) = try self.view([["a", "b"], ["c"]], strict: false)
    lenientModel.sections = [["b", "a"], ["c"]]
    let result = try lenient.perform(BatchUpdate())
    #expect(result.warnings.map(\.code) == [.displayMismatch])
    #expect(lenient.shownIdentifiers == [["a", "b"], ["c"]])
  }

  @Test func indexPathsWithoutTwoIndexesAreErrors() async throws {
    let (collection, _model) = try await collection([["a"]])
    let view = collection.engine
    _ = _model
    #expect(code { try collection.insertItems(at: [IndexPath(index: 1)]) } == .invalidIndexPath)
    #expect(
      code { try collection.deleteItems(at: [IndexPath(indexes: [0, 0, 0])]) } == .invalidIndexPath)
    #expect(view.shownIdentifiers == [["a"]])
    let dataSource = VirtualCollectionViewDataSource<String, Int>(
      view: await VirtualCollectionView())
    var snapshot = Snapshot()
    snapshot.appendSections(["s"])
    snapshot.appendItems([1])
    try await dataSource.apply(snapshot)
    #expect(dataSource.itemIdentifier(for: IndexPath()) == nil)
    #expect(dataSource.itemIdentifier(for: IndexPath(indexes: [0, 0, 0])) == nil)
  }

  @Test func endUpdatesWithoutBeginUpdatesIsAnError() throws {
    let (view, model) = try view([["a"]])
    defer { _ = model }
    #expect(code { try view.endUpdates() } == .endUpdatesWithoutBeginUpdates)
    try view.beginUpdates()
    try view.endUpdates()
    #expect(code { try view.endUpdates() } == .endUpdatesWithoutBeginUpdates)
  }

  struct Thrown: Error {}

  @MainActor @Test func nestedBlockThatThrowsLeaksNothing() throws {
    let (collection, model) = try collection([["a"]])
    let view = collection.engine
    try collection.performBatchUpdates {
      model.sections = [["a", "b"]]
      try collection.insertItems(at: [IndexPath(item: 1, section: 0)])
      #expect(throws: Thrown.self) {
        try collection.performBatchUpdates {
          try collection.insertItems(at: [IndexPath(item: 2, section: 0)])
          throw Thrown()
        }
      }
    }
    #expect(view.shownIdentifiers == [["a", "b"]])
  }

  @Test func queriesInsideTheCellProviderAnswerTheSnapshotBeingApplied() async throws {
    let view = await VirtualCollectionView()
    let seen = Mutex<[String]>([])
    let box = Mutex<VirtualCollectionViewDataSource<String, Int>?>(nil)
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view) {
      view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      guard let dataSource = box.withLock({ $0 }) else { return cell }
      let section = dataSource.snapshot().sectionIdentifiers[indexPath.section]
      let same = dataSource.itemIdentifier(for: indexPath) == item
      seen.withLock { $0.append("\(section) \(same)") }
      return cell
    }
    view.register(VirtualCell.self, forCellWithReuseIdentifier: "cell")
    box.withLock { $0 = dataSource }
    var snapshot = Snapshot()
    snapshot.appendSections(["first", "second"])
    snapshot.appendItems([1], toSection: "first")
    snapshot.appendItems([2], toSection: "second")
    try await dataSource.apply(snapshot)
    #expect(seen.withLock { $0 } == ["first true", "second true"])
  }

  /// A waiter whose task is cancelled leaves the line while the operation ahead of it still
  /// holds the line (a turnstile, not a race against other work): it throws
  /// `CancellationError`, never runs, and the operation behind it runs once the line moves.
  @Test func cancelledWaiterLeavesTheLineAtOnce() async throws {
    let view = await VirtualCollectionView()
    let source = VirtualCollectionViewDataSource<String, Int>(view: view)
    let hold = await source.holdQueue()
    var cancelled = Snapshot()
    cancelled.appendSections(["t"])
    let waiter = source.submitApply(cancelled)
    var behind = Snapshot()
    behind.appendSections(["s"])
    behind.appendItems([1, 2, 3])
    let after = source.submitApply(behind)
    // Only if the waiter failed to leave: the line is released so the test ends (and fails)
    // instead of hanging.
    let stillHeld = Mutex(true)
    let watchdog = Task {
      try? await Task.sleep(for: .seconds(30))
      stillHeld.withLock { $0 = false }
      hold.release()
    }
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }
    #expect(stillHeld.withLock { $0 }, "the waiter left only when the line was released")
    #expect(view.engine.batchCount == 0)
    hold.release()
    watchdog.cancel()
    _ = try await after.value
    #expect(source.snapshot().sectionIdentifiers == ["s"])
    #expect(source.snapshot().itemIdentifiers == [1, 2, 3])
  }
}
