import Foundation
import ListKit
import Testing

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
