import Foundation
import ListKit
import Testing

@Suite struct SnapshotBehaviourTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, String>

  // Regressions of the existing pure-Swift implementation.

  @Test func moveItemBeforeItselfKeepsTheItem() {
    var snapshot = Snapshot(sections: [("s", ["a", "b"])])
    snapshot.moveItem("a", beforeItem: "a")
    #expect(snapshot.itemIdentifiers == ["a", "b"])
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot.errors == [.itemRelativeToItself("a")])
  }

  @Test func appendingAnExistingSectionAddsNoSecondSection() {
    var snapshot = Snapshot(sections: [("s", ["a"])])
    snapshot.appendSections(["s"])
    #expect(snapshot.sectionIdentifiers == ["s"])
    #expect(snapshot.errors.map(\.code) == ["duplicateSectionIdentifiers"])
  }

  @Test func marksForMissingItemsAreNotStored() {
    var snapshot = Snapshot(sections: [("s", ["a"])])
    snapshot.reloadItems(["a", "ghost"])
    snapshot.reconfigureItems(["ghost"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.errors == [.reloadUnknownItem("ghost"), .reconfigureUnknownItem("ghost")])
    #expect(throws: SnapshotError<String, String>.reloadUnknownItem("ghost")) {
      try snapshot.validate()
    }
  }

  @Test func itemsAppendedToAMissingSectionLandNowhere() {
    var snapshot = Snapshot(sections: [("s", ["a"])])
    snapshot.appendItems(["b"], toSection: "ghost")
    #expect(snapshot.itemIdentifiers == ["a"])
    #expect(
      snapshot.errors.first?.message == "Invalid parameter not satisfying: section != NSNotFound")
  }

  // Apple-documented behaviours.

  @Test func appendItemsWithoutSectionGoesToTheLastSection() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(["x"])
    #expect(snapshot.itemIdentifiers(inSection: "b") == ["x"])
    #expect(snapshot.sectionIdentifier(containingItem: "x") == "b")
    #expect(snapshot.indexOfItem("x") == 0)
  }

  @Test func deleteAllItemsRemovesSectionsToo() {
    var snapshot = Snapshot(sections: [("a", ["x"]), ("b", ["y"])])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0 && snapshot.isEmpty)
  }

  @Test func deletingAnItemDropsItsMarks() {
    var snapshot = Snapshot(sections: [("a", ["x", "y"])])
    snapshot.reloadItems(["x"])
    snapshot.reconfigureItems(["x", "y"])
    snapshot.deleteItems(["x"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers == ["y"])
  }

  @Test func insertAndMoveRelativeToItems() {
    var snapshot = Snapshot(sections: [("a", ["x", "z"]), ("b", ["w"])])
    snapshot.insertItems(["y"], afterItem: "x")
    snapshot.moveItem("w", beforeItem: "x")
    snapshot.insertSections(["c"], beforeSection: "a")
    snapshot.moveSection("b", afterSection: "a")
    #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
    #expect(snapshot.itemIdentifiers == ["w", "x", "y", "z"])
    #expect(snapshot.indexOfItem("z") == 3)
    #expect(snapshot.errors.isEmpty)
  }

  @Test func copiesAreIndependentAndShareStorageUntilEdited() {
    let original = Snapshot(sections: [("a", ["x", "y"])])
    var copy = original
    #expect(copy == original)
    copy.deleteItems(["x"])
    #expect(original.itemIdentifiers == ["x", "y"])
    #expect(copy.itemIdentifiers == ["y"])
    #expect(copy != original)
  }

  @Test func descriptionIsReadable() {
    var snapshot = Snapshot(sections: [("inbox", ["m1", "m2"]), ("archive", ["m3"])])
    snapshot.reloadItems(["m2"])
    #expect(
      snapshot.description == """
        DiffableDataSourceSnapshot(2 sections, 3 items)
          inbox: [m1, m2]
          archive: [m3]
          reloaded items: ["m2"]
        """)
  }

  @Test func duplicateAppendIsRejectedWholeAndLaterEditsStillApply() {
    var snapshot = Snapshot(sections: [("a", ["x"])])
    snapshot.appendItems(["y", "y"])
    snapshot.appendItems(["z"])
    #expect(snapshot.itemIdentifiers == ["x", "z"])
    #expect(snapshot.errors == [.duplicateItemIdentifiers(["y"])])
    #expect(
      snapshot.errors[0].message
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    y\n)}")
  }
}

@Suite struct SnapshotErrorOperationTests {
  @Test func insertingAnExistingSectionRecordsTheInsert() throws {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.insertSections(["b"], beforeSection: "a")
    guard case .sectionAlreadyExists(let sections, let operation)? = snapshot.errors.first else {
      Issue.record("expected sectionAlreadyExists, got \(snapshot.errors)")
      return
    }
    #expect(sections == ["b"])
    #expect(operation == .insertSections)
    #expect(!snapshot.errors[0].message.contains("Section identifier count"))
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    var itself = DiffableDataSourceSnapshot<String, Int>()
    itself.appendSections(["a"])
    itself.insertSections(["a"], afterSection: "a")
    #expect(
      itself.errors.first?.message.hasPrefix(
        "Invalid update: destination for section operation [a]") == true)
  }

  @Test func indexPathsSortCorrectlyBeyond32Bits() {
    let paths = [
      IndexPath(item: 1 << 40, section: 0), IndexPath(item: 0, section: 1),
      IndexPath(item: -1, section: 0), IndexPath(item: 3, section: 0),
    ]
    #expect(
      paths.sortedBySectionAndItem() == [
        IndexPath(item: -1, section: 0), IndexPath(item: 3, section: 0),
        IndexPath(item: 1 << 40, section: 0), IndexPath(item: 0, section: 1),
      ])
  }
}

@Suite struct ExistingItemPolicyTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  func snapshot(_ policy: ExistingItemPolicy) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.existingItemPolicy = policy
    snapshot.appendSections(["s", "t"])
    snapshot.appendItems([1, 2, 3, 5], toSection: "s")
    snapshot.appendItems([7], toSection: "t")
    return snapshot
  }

  @Test func rejectIsTheDefault() {
    #expect(Snapshot().existingItemPolicy == .reject)
    var strict = snapshot(.reject)
    strict.insertItems([3, 4], afterItem: 5)
    #expect(strict.errors.first?.code == "itemAlreadyExists")
    #expect(strict.itemIdentifiers == [1, 2, 3, 5, 7])
  }

  @Test func moveIntoPlaceMovesExistingItems() throws {
    // Apple forum thread 655284: [1,2,3,5] + insertItems([3,4], afterItem: 5) -> [1,2,5,3,4].
    var lenient = snapshot(.moveIntoPlace)
    lenient.reloadItems([3])
    lenient.insertItems([3, 4], afterItem: 5)
    try lenient.validate()
    #expect(lenient.itemIdentifiers(inSection: "s") == [1, 2, 5, 3, 4])
    #expect(lenient.reloadedItemIdentifiers == [3])
    lenient.appendItems([1, 8], toSection: "t")
    try lenient.validate()
    #expect(lenient.itemIdentifiers(inSection: "s") == [2, 5, 3, 4])
    #expect(lenient.itemIdentifiers(inSection: "t") == [7, 1, 8])
    // Inserting an item relative to itself, or repeating one, is still an error.
    var itself = snapshot(.moveIntoPlace)
    itself.insertItems([5], beforeItem: 5)
    #expect(itself.errors.first?.code == "itemRelativeToItself")
    #expect(itself.itemIdentifiers == [1, 2, 3, 5, 7])
    var repeated = snapshot(.moveIntoPlace)
    repeated.appendItems([9, 9], toSection: "t")
    #expect(repeated.errors.first?.code == "duplicateItemIdentifiers")
  }
}
