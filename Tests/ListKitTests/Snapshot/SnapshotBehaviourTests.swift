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

  /// An array appended whole to an empty section is shared, not copied: the snapshot keeps
  /// value semantics (later changes to either side leave the other alone) and still checks it.
  @Test func anArrayAppendedToAnEmptySectionIsSharedAndStillChecked() {
    var items = ["a", "b", "c"]
    var snapshot = Snapshot()
    snapshot.appendSections(["s", "t"])
    snapshot.appendItems(items, toSection: "s")
    items[0] = "z"
    items.append("d")
    #expect(snapshot.itemIdentifiers == ["a", "b", "c"])
    snapshot.appendItems(["e"], toSection: "s")
    #expect(items == ["z", "b", "c", "d"])
    #expect(snapshot.itemIdentifiers(inSection: "s") == ["a", "b", "c", "e"])

    var duplicated = Snapshot()
    duplicated.appendSections(["s", "t"])
    duplicated.appendItems(["a", "b", "a"], toSection: "s")
    duplicated.appendItems(["b"], toSection: "t")
    // The call with the repeat is refused whole, so the later "b" is the only one.
    #expect(duplicated.errors == [.duplicateItemIdentifiers(["a"])])
    #expect(duplicated.itemIdentifiers(inSection: "s").isEmpty)
    #expect(duplicated.itemIdentifiers(inSection: "t") == ["b"])
  }

  /// D20: UIKit's delete update skips identifiers it cannot find (no exception) and deletes the
  /// others; with the item index built or not.
  @Test func deletesSkipIdentifiersTheSnapshotDoesNotHold() {
    for indexed in [false, true] {
      var snapshot = DiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems([1, 2], toSection: "a")
      snapshot.appendItems([3], toSection: "b")
      if indexed { _ = snapshot.indexOfItem(1) }
      snapshot.deleteItems([42, 2])
      #expect(snapshot.itemIdentifiers == [1, 3])
      snapshot.deleteItems([42])
      #expect(snapshot.itemIdentifiers == [1, 3])
      snapshot.deleteSections(["x"])
      snapshot.deleteSections(["x", "b"])
      #expect(snapshot.sectionIdentifiers == ["a"])
      #expect(snapshot.itemIdentifiers == [1])
      #expect(snapshot.errors.isEmpty, "indexed \(indexed)")
    }
  }

  @Test func appendingAnExistingSectionAddsNoSecondSection() {
    var snapshot = Snapshot(sections: [("s", ["a"])])
    snapshot.appendSections(["s"])
    #expect(snapshot.sectionIdentifiers == ["s"])
    #expect(snapshot.errors.map(\.stableCode) == ["duplicateSectionIdentifiers"])
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
