import Foundation
import ListKit
import Testing

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
