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
    #expect(strict.errors.first?.stableCode == "itemAlreadyExists")
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
    #expect(itself.errors.first?.stableCode == "itemRelativeToItself")
    #expect(itself.itemIdentifiers == [1, 2, 3, 5, 7])
    var repeated = snapshot(.moveIntoPlace)
    repeated.appendItems([9, 9], toSection: "t")
    #expect(repeated.errors.first?.stableCode == "duplicateItemIdentifiers")
  }

  /// Found by `listkit fuzz --time 600 --seed 20261123`: `deleteAllItems()` started the snapshot
  /// afresh and put the policy back to `.reject`, so a later append of an item it had again
  /// was refused.
  @Test(arguments: [ExistingItemPolicy.moveIntoPlace, .reject])
  func deleteAllItemsKeepsThePolicy(policy: ExistingItemPolicy) throws {
    var snapshot = snapshot(policy)
    snapshot.deleteAllItems()
    #expect(snapshot.existingItemPolicy == policy)
    snapshot.appendSections(["a"])
    snapshot.appendItems([1], toSection: "a")
    snapshot.appendItems([1], toSection: "a")
    if policy == .moveIntoPlace {
      try snapshot.validate()
      #expect(snapshot.itemIdentifiers == [1])
    } else {
      #expect(snapshot.errors.first?.stableCode == "itemAlreadyExists")
    }
  }
}

/// Every snapshot error names the call and the identifier at fault, beside UIKit's text.
@Suite struct SnapshotErrorTextTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  static func base() -> Snapshot { Snapshot(sections: [("a", [1, 2]), ("b", [3])]) }

  /// (edit, the call the error names, words its problem contains).
  static let cases: [(String, @Sendable (inout Snapshot) -> Void, String, String)] = [
    (
      "append to unknown", { $0.appendItems([9], toSection: "nope") },
      #"appendItems(_:toSection: "nope")"#, #"no section "nope""#
    ),
    (
      "insert after unknown", { $0.insertItems([9], afterItem: 42) },
      "insertItems(_:afterItem: 42)", "no item 42"
    ),
    (
      "insert before unknown", { $0.insertItems([9], beforeItem: 42) },
      "insertItems(_:beforeItem: 42)", "no item 42"
    ),
    (
      "move unknown after", { $0.moveItem(42, afterItem: 1) }, "moveItem(42, afterItem:)",
      "no item 42"
    ),
    (
      "move to unknown anchor", { $0.moveItem(1, beforeItem: 42) },
      "moveItem(_:beforeItem: 42)", "no item 42"
    ),
    (
      "insert sections after unknown", { $0.insertSections(["c"], afterSection: "x") },
      #"insertSections(_:afterSection: "x")"#, #"no section "x""#
    ),
    (
      "move section to unknown", { $0.moveSection("a", afterSection: "x") },
      #"moveSection(_:afterSection: "x")"#, #"no section "x""#
    ),
    (
      "duplicate insert", { $0.insertItems([7, 7], afterItem: 1) }, "insertItems(_:afterItem:)",
      "more than once: 7"
    ),
    (
      "existing append", { $0.appendItems([3], toSection: "a") }, "appendItems(_:toSection:)",
      "already has the items 3"
    ),
    (
      "replace with existing", { $0.replaceItems(in: "a", with: [3]) },
      "replaceItems(in:, with:)", "already has the items 3"
    ),
    ("reload unknown", { $0.reloadItems([42]) }, "reloadItems(_:)", "no item 42 to reload"),
  ]

  @Test(arguments: cases.indices) func errorNamesTheCallAndTheIdentifier(_ index: Int) throws {
    let (name, edit, call, problem) = Self.cases[index]
    var snapshot = Self.base()
    edit(&snapshot)
    let error = try #require(snapshot.errors.first, "\(name): no error")
    #expect(error.call == call, "\(name)")
    #expect(error.problem.contains(problem), "\(name): \(error.problem)")
    #expect(error.description.contains(call), "\(name)")
    #expect(error.localizedDescription == error.description, "\(name)")
    #expect(snapshot == Self.base(), "\(name): the snapshot changed")
    if error.isUIKitMessage {
      #expect(error.description.hasSuffix("UIKit: " + error.message), "\(name)")
    }
  }

  @Test func descriptionReadsAsOneSentence() {
    var snapshot = Self.base()
    snapshot.appendItems([9], toSection: "nope")
    #expect(
      snapshot.errors.first?.description
        == #"unknownSection: appendItems(_:toSection: "nope"): the snapshot has no section "nope"; nothing was changed. UIKit: Invalid parameter not satisfying: section != NSNotFound"#
    )
  }

  /// D16: the text says what this snapshot did, and each policy does what its text says.
  @Test func existingItemTextMatchesWhatHappens() {
    var strict = Self.base()
    strict.insertItems([3], afterItem: 1)
    #expect(strict == Self.base())
    let message = strict.errors.first?.message ?? ""
    #expect(message.hasPrefix("Diffable data source detected an attempt to insert or append 1"))
    #expect(message.contains("the call was refused and the snapshot is unchanged"))
    #expect(!message.contains("will be moved into place instead"))
    #expect(strict.errors.first?.isUIKitMessage == false)

    var lenient = Self.base()
    lenient.existingItemPolicy = .moveIntoPlace
    lenient.insertItems([3], afterItem: 1)
    #expect(lenient.errors.isEmpty)
    #expect(lenient.itemIdentifiers(inSection: "a") == [1, 3, 2])
    #expect(lenient.itemIdentifiers(inSection: "b") == [])
  }
}
