import Foundation
import ListDifferenceKit
import ListUIKit
import Testing

// DifferenceKit's README, with `import ListDifferenceKit` and `import ListUIKit` for
// `import DifferenceKit` and `import UIKit`.

struct User: Differentiable {
  let id: Int
  let name: String

  var differenceIdentifier: Int {
    return id
  }

  func isContentEqual(to source: User) -> Bool {
    return name == source.name
  }
}

extension String: Differentiable {}

enum Model: Differentiable {
  case a, b, c
}

/// A table's data source holding the users the table shows.
final class UsersDataSource: UITableViewDataSource {
  var data: [User] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    data.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
    cell.textLabel?.text = data[indexPath.row].name
    return cell
  }
}

/// A collection view's data source of sectioned strings.
final class SectionsDataSource: UICollectionViewDataSource {
  var data: [ArraySection<Model, String>] = []
  func numberOfSections(in collectionView: UICollectionView) -> Int { data.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { data[section].elements.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
    var content = UIListContentConfiguration.cell()
    content.text = data[indexPath.section].elements[indexPath.item]
    cell.contentConfiguration = content
    return cell
  }
}

@MainActor @Suite struct ReadmeTests {
  @Test func usersSwappedAndOneAdded() {
    let source = [
      User(id: 0, name: "Vincent"),
      User(id: 1, name: "Jules"),
    ]
    let target = [
      User(id: 1, name: "Jules"),
      User(id: 0, name: "Vincent"),
      User(id: 2, name: "Butch"),
    ]
    let changeset = StagedChangeset(source: source, target: target)
    #expect(changeset.count == 1)
    #expect(changeset[0].elementInserted == [ElementPath(element: 2, section: 0)])
    #expect(changeset[0].elementMoved.count == 1)  // one move, not two
    #expect(changeset[0].data.map(\.id) == [1, 0, 2])

    let tableView = UITableView(frame: .zero)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
    let dataSource = UsersDataSource()
    dataSource.data = source
    tableView.dataSource = dataSource
    tableView.reloadData()
    tableView.reload(using: changeset, with: .fade) { data in
      dataSource.data = data
    }
    #expect(tableView.raisedExceptions.isEmpty)
    #expect(
      (0..<3).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        == ["Jules", "Vincent", "Butch"])
    #expect(tableView.events.contains(.rowAnimation(operation: "insertRows", animation: "fade")))
  }

  @Test func mixedTypesAndStrings() {
    let source = [
      AnyDifferentiable("A"),
      AnyDifferentiable(User(id: 0, name: "Vincent")),
    ]
    let target = [
      AnyDifferentiable(User(id: 0, name: "Jules")),
      AnyDifferentiable("A"),
    ]
    let changeset = StagedChangeset(source: source, target: target)
    #expect(changeset.map(\.elementUpdated) == [[ElementPath(element: 1, section: 0)], []])
    #expect(changeset[1].elementMoved.count == 1)
    #expect(!AnyDifferentiable("A").isContentEqual(to: AnyDifferentiable(User(id: 0, name: "A"))))
  }

  @Test func sectionsThroughACollectionView() {
    let source: [ArraySection<Model, String>] = [
      ArraySection(model: .a, elements: ["A", "B"]),
      ArraySection(model: .b, elements: ["C"]),
    ]
    let target: [ArraySection<Model, String>] = [
      ArraySection(model: .c, elements: ["D", "E"]),
      ArraySection(model: .a, elements: ["A"]),
      ArraySection(model: .b, elements: ["B", "C"]),
    ]
    let changeset = StagedChangeset(source: source, target: target)
    // DifferenceKit's order: deletes, then section inserts and moves, then element inserts and
    // moves ("B" goes from section a to section b).
    #expect(changeset.count == 2)
    #expect(changeset[0].sectionInserted == [0])
    #expect(
      changeset[1].elementMoved.map { [$0.source, $0.target] } == [
        [ElementPath(element: 1, section: 1), ElementPath(element: 0, section: 2)]
      ])

    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "text")
    let dataSource = SectionsDataSource()
    dataSource.data = source
    collectionView.dataSource = dataSource
    collectionView.reloadData()
    collectionView.reload(using: changeset, interrupt: { $0.changeCount > 100 }) { data in
      dataSource.data = data
    }
    #expect(collectionView.raisedExceptions.isEmpty)
    #expect((0..<3).map(collectionView.numberOfItems(inSection:)) == [2, 1, 2])
  }

  /// More changes than `interrupt` allows: the last stage's data, and a reload.
  @Test func interruptFallsBackToReloadData() {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "text")
    let dataSource = SectionsDataSource()
    dataSource.data = [ArraySection(model: .a, elements: ["A"])]
    collectionView.dataSource = dataSource
    collectionView.reloadData()
    let target = [ArraySection(model: Model.a, elements: ["A"] + (0..<200).map { "\($0)" })]
    let changeset = StagedChangeset(source: dataSource.data, target: target)
    let batches = collectionView.engine.batchCount
    collectionView.reload(using: changeset, interrupt: { $0.changeCount > 100 }) { data in
      dataSource.data = data
    }
    #expect(collectionView.engine.batchCount == batches)  // no batch: a reload
    #expect(collectionView.numberOfItems(inSection: 0) == 201)
    #expect(dataSource.data == target)
    // An empty changeset does nothing.
    let before = collectionView.events.count
    collectionView.reload(using: StagedChangeset(source: target, target: target)) { data in
      dataSource.data = data
    }
    #expect(collectionView.events.count == before)
  }

  /// The README's warning made testable: forgetting to update the data source in `setData` is
  /// UIKit's count exception, reported with UIKit's message.
  @Test func forgettingSetDataIsUIKitsException() {
    let tableView = UITableView(frame: .zero)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
    let dataSource = UsersDataSource()
    dataSource.data = [User(id: 0, name: "Vincent"), User(id: 1, name: "Jules")]
    tableView.dataSource = dataSource
    tableView.reloadData()
    let changeset = StagedChangeset(source: dataSource.data, target: [User(id: 1, name: "Jules")])
    withKnownIssue {
      tableView.reload(using: changeset, with: .automatic) { _ in }  // data not updated
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"
        )
      }
    }
    #expect(tableView.raisedExceptions.map(\.stableCode) == ["invalidItemCount"])
  }
}
