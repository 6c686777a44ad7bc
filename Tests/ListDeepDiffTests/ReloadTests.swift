import ListDeepDiff
import ListUIKit
import Testing

/// A user of DeepDiff's README: identity `id`, content `name`.
struct User: DiffAware, Equatable {
  let id: Int
  let name: String
  var diffId: Int { id }
  static func compareContent(_ a: User, _ b: User) -> Bool { a.name == b.name }
}

/// A screen that shows `items` in section `section` of a collection view and a table view with
/// classic data sources, as apps drive them with DeepDiff.
@MainActor
final class DeepDiffScreen<Item: DiffAware & CustomStringConvertible>: NSObject,
  UICollectionViewDataSource, UITableViewDataSource
{
  var items: [Item]
  let section: Int
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewFlowLayout())
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  init(_ items: [Item], section: Int = 0) {
    self.items = items
    self.section = section
    super.init()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    collectionView.dataSource = self
    tableView.dataSource = self
    collectionView.reloadData()
    tableView.reloadData()
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { section + 1 }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { section == self.section ? items.count : 0 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    var content = UIListContentConfiguration.cell()
    content.text = items[indexPath.item].description
    cell.contentConfiguration = content
    return cell
  }
  func numberOfSections(in tableView: UITableView) -> Int { section + 1 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == self.section ? items.count : 0
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = UIListContentConfiguration.cell()
    content.text = items[indexPath.row].description
    cell.contentConfiguration = content
    return cell
  }

  /// What each view's cells show in the section, top to bottom.
  var shown: (collection: [String?], table: [String?]) {
    (
      (0..<collectionView.numberOfItems(inSection: section)).map {
        collectionView.cellForItem(at: IndexPath(item: $0, section: section))?
          .contentConfiguration?.text
      },
      (0..<tableView.numberOfRows(inSection: section)).map {
        tableView.cellForRow(at: IndexPath(row: $0, section: section))?.contentConfiguration?.text
      }
    )
  }

  /// Diffs to `new` and reloads both views with DeepDiff's `reload(changes:)`.
  func update(to new: [Item]) {
    let old = items
    let changes = diff(old: old, new: new)
    var finished: [Bool] = []
    items = old
    collectionView.reload(
      changes: changes, section: section, updateData: { self.items = new },
      completion: { finished.append($0) })
    items = old
    tableView.reload(
      changes: changes, section: section, updateData: { self.items = new },
      completion: { finished.append($0) })
    #expect(finished == [true, true])
  }
}

extension User: CustomStringConvertible {
  var description: String { name }
}

@Suite @MainActor struct DeepDiffReloadTests {
  /// The README's examples, each applied to both views: every batch is accepted and the cells
  /// show the new items.
  @Test func readmeExamples() {
    let letters = DeepDiffScreen(Array("abc"))
    letters.update(to: Array("bcd"))
    #expect(letters.shown.collection == ["b", "c", "d"] && letters.shown.table == ["b", "c", "d"])
    let moved = DeepDiffScreen(Array("abcd"))
    #expect(diff(old: Array("abcd"), new: Array("adbc")).compactMap(\.move).count == 3)
    moved.update(to: Array("adbc"))
    #expect(moved.shown.collection == ["a", "d", "b", "c"])
    let heroes = DeepDiffScreen(
      [
        User(id: 1, name: "Captain America"), User(id: 2, name: "Captain Marvel"),
        User(id: 3, name: "Thor"),
      ], section: 2)
    heroes.update(to: [
      User(id: 1, name: "Captain America"), User(id: 2, name: "The Binary"),
      User(id: 3, name: "Thor"),
    ])
    #expect(heroes.shown.collection == ["Captain America", "The Binary", "Thor"])
    #expect(heroes.shown.table == ["Captain America", "The Binary", "Thor"])
    for screen in [letters.collectionView, moved.collectionView, heroes.collectionView] {
      #expect(screen.raisedExceptions.isEmpty)
    }
  }

  /// A renamed item that also moves: DeepDiff reports the replace at its new index and reloads
  /// it after the batch, so the moved cell is reloaded where it is now.
  @Test func replaceOfAMovedItemIsReloadedAfterTheBatch() {
    let screen = DeepDiffScreen([User(id: 1, name: "A"), User(id: 2, name: "B")])
    let new = [User(id: 2, name: "B2"), User(id: 1, name: "A")]
    #expect(diff(old: screen.items, new: new).map(describe) == ["R0 B>B2", "M1>0 B2", "M0>1 A"])
    screen.update(to: new)
    #expect(screen.shown.collection == ["B2", "A"] && screen.shown.table == ["B2", "A"])
    #expect(screen.collectionView.raisedExceptions.isEmpty)
    #expect(screen.tableView.raisedExceptions.isEmpty)
  }

  /// The article's pitfall: reloading the replaces inside the batch, next to the moves, as the
  /// changes' index paths invite. UIKit raises (a reload names an old index path, and the moved
  /// item's is the same), and nothing changes.
  @Test func replacesReloadedInsideTheBatchRaise() {
    let screen = DeepDiffScreen([User(id: 1, name: "A"), User(id: 2, name: "B")])
    let new = [User(id: 2, name: "B2"), User(id: 1, name: "A")]
    let paths = IndexPathConverter().convert(changes: diff(old: screen.items, new: new), section: 0)
    withKnownIssue {
      screen.collectionView.performBatchUpdates {
        screen.items = new
        screen.collectionView.deleteItems(at: paths.deletes)
        screen.collectionView.insertItems(at: paths.inserts)
        for move in paths.moves { screen.collectionView.moveItem(at: move.from, to: move.to) }
        screen.collectionView.reloadItems(at: paths.replaces)
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("attempt to delete and reload the same index path")
      }
    }
    #expect(
      screen.collectionView.raisedExceptions.map(\.stableCode) == ["deleteAndReloadSameIndexPath"])
    #expect(screen.collectionView.numberOfItems(inSection: 0) == 2)
  }

  /// A plan UIKit rejects is reported through the view's one failure log with UIKit's words,
  /// and the completion gets `false`: a model that changes more than the changes say.
  @Test func aRejectedReloadIsReported() {
    let screen = DeepDiffScreen(Array("abc"))
    let changes = diff(old: Array("abc"), new: Array("abcd"))
    var finished: Bool?
    withKnownIssue {
      screen.collectionView.reload(
        changes: changes, updateData: { screen.items = Array("abcde") },
        completion: { finished = $0 })
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Invalid update: invalid number of items in section 0.")
      }
    }
    #expect(finished == false)
    #expect(screen.collectionView.raisedExceptions.map(\.stableCode) == ["invalidItemCount"])
  }
}
