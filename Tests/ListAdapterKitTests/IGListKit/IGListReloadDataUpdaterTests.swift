import Foundation
import ListAdapterKit
import Testing

// IGListKit's `IGListReloadDataUpdaterTests.m`, those an adapter shows, carried over with their
// names and expected values: IGListKit's test set-up (`Fixture`: a 100 × 100 view, an adapter
// with a reload-data updater, sections of as many items as their number). The reload-data
// updater runs everything at once, so each effect is checked right after the call, as IGListKit's
// tests check it. Its three interactive reordering tests share their names with
// IGListAdapterTests.m's; two are carried over in IGListAdapterTests2.swift, whose set-up has the
// reload-data updater too.

@MainActor @Suite struct IGListReloadDataUpdaterTests {
  @Test func test_whenCompletionBlockExists_thatBlockExecuted() {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    var executed = false
    fixture.adapter.reloadData { _ in executed = true }
    #expect(executed)
  }

  @Test func test_thatDataUpdateBlockStateIsAvailable() {
    let fixture = Fixture()
    #expect(!fixture.adapter.updater.isInDataUpdateBlock())
  }

  @Test func test_whenCallingWillCrash_thatMethodIsNoOp() {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    let updater = fixture.adapter.updater as? ListReloadDataUpdater
    updater?.willCrash(with: fixture.view, sectionControllerClass: NSObject.self)
    #expect(updater != nil)
    #expect(fixture.view.raisedExceptions.isEmpty)
  }

  @Test func test_whenPerformingUpdate_thatCompletionExecuted() {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    var executed = false
    fixture.adapter.performUpdates(animated: false) { _ in executed = true }
    #expect(executed)
  }

  /// Shows a section of 2 items, then runs `change` on its controller in a batch, at once.
  private func batch(_ change: @escaping (ItemsSection, any ListBatchContext) -> Void) -> Int? {
    let fixture = Fixture()
    fixture.set([2])
    fixture.adapter.reloadData()
    #expect(fixture.view.numberOfItems(inSection: 0) == 2)
    guard let section = fixture.section(2) else { return nil }
    section.collectionContext.performBatch(animated: true, updates: { change(section, $0) }) { _ in
    }
    return fixture.view.numberOfItems(inSection: 0)
  }

  @Test func test_whenInsertingIntoContext_thatCollectionViewUpdated() {
    let count = batch { section, context in
      section.items = 3
      context.insert(in: section, at: [0])
    }
    #expect(count == 3)
  }

  @Test func test_whenDeletingFromContext_thatCollectionViewUpdated() {
    let count = batch { section, context in
      section.items = 1
      context.delete(in: section, at: [0])
    }
    #expect(count == 1)
  }

  @Test func test_whenReloadingInContext_thatCollectionViewUpdated() {
    #expect(batch { section, context in context.reload(in: section, at: [0]) } == 2)
  }

  @Test func test_whenMovingFromContext_thatCollectionViewUpdated() {
    #expect(batch { section, context in context.move(in: section, from: 0, to: 1) } == 2)
  }
}
