import Foundation
import ListReporting
import ListSimulator
import ListUIKit
import Testing

// MARK: Taps reach the delegate

final class TapLog: UICollectionViewDelegate, UITableViewDelegate {
  var log: [String] = []
  var refused: Set<Int> = []
  var notHighlighted: Set<Int> = []
  var logsHighlights = false

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { !notHighlighted.contains(indexPath.item) }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    if logsHighlights { log.append("highlight \(indexPath.item)") }
  }
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    if logsHighlights { log.append("unhighlight \(indexPath.item)") }
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { !refused.contains(indexPath.item) }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("select \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.item)")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    refused.contains(indexPath.row) ? nil : indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("row \(indexPath.row)")
  }
}

@MainActor @Suite struct DelegateTests {
  /// A collection view showing `items` in one section through a diffable data source (kept by
  /// the caller: the view holds its data source weakly).
  private func tappableView(_ items: [Int]) -> (
    UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
  ) {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot)
    return (view, dataSource)
  }

  /// A tap highlights the item, and unhighlights it as the touch ends, before selecting it; an
  /// item the delegate will not highlight is not selected either (Apple's
  /// `collectionView(_:shouldHighlightItemAt:)`: `false` bypasses the whole selection).
  @Test func aTapHighlightsFirstAndARefusedHighlightSelectsNothing() {
    let (view, dataSource) = tappableView([10, 11])
    let delegate = TapLog()
    delegate.logsHighlights = true
    delegate.notHighlighted = [1]
    view.delegate = delegate
    #expect(view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    #expect(!view.userTappedItem(at: IndexPath(item: 1, section: 0)))
    #expect(delegate.log == ["highlight 0", "unhighlight 0", "select 0"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aTapAsksSelectsAndTellsTheDelegate() {
    let (view, dataSource) = tappableView([10, 11, 12])
    let delegate = TapLog()
    delegate.refused = [2]
    view.delegate = delegate
    #expect(view.delegate === delegate)
    #expect(view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    #expect(view.userTappedItem(at: IndexPath(item: 1, section: 0)))
    #expect(!view.userTappedItem(at: IndexPath(item: 2, section: 0)))
    #expect(delegate.log == ["select 0", "deselect 0", "select 1"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    // Multiple selection: a second tap deselects.
    view.allowsMultipleSelection = true
    view.userTappedItem(at: IndexPath(item: 0, section: 0))
    view.userTappedItem(at: IndexPath(item: 0, section: 0))
    #expect(delegate.log.suffix(2) == ["select 0", "deselect 0"])
    // Selection off: nothing.
    view.allowsSelection = false
    #expect(!view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    // Held weakly, as UIKit holds it.
    view.delegate = nil
    #expect(view.delegate == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aTableAsksWillSelectAndHonoursEditing() {
    let table = UITableView(frame: .zero)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, _ in table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"])
    rows.apply(snapshot)
    let delegate = TapLog()
    delegate.refused = [1]
    table.delegate = delegate
    #expect(table.userTappedRow(at: IndexPath(row: 0, section: 0)))
    #expect(!table.userTappedRow(at: IndexPath(row: 1, section: 0)))
    table.setEditing(true, animated: false)
    #expect(!table.userTappedRow(at: IndexPath(row: 0, section: 0)))
    table.allowsSelectionDuringEditing = true
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    #expect(table.userTappedRow(at: IndexPath(row: 0, section: 0)))
    #expect(delegate.log == ["row 0", "row 0"])
    #expect(!table.userTappedRow(at: IndexPath(row: 9, section: 0)))
    #expect(table.misuses.count == 1)
  }
}

// MARK: Cells entering and leaving the screen

final class DisplayLog: UITableViewDelegate {
  var shown: [Int] = []
  var ended: [Int] = []
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { shown.append(indexPath.row) }
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { ended.append(indexPath.row) }
}

@MainActor @Suite struct DisplayDelegateTests {
  @Test func scrollingTellsWhichRowsCameAndWent() {
    let table = UITableView(frame: .zero)
    table.setViewport(.rows(10))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    let log = DisplayLog()
    table.delegate = log
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<100))
    rows.apply(snapshot)
    #expect(log.shown == Array(0..<10))
    #expect(log.ended.isEmpty)
    log.shown = []
    table.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
    #expect(log.ended == Array(0..<5))
    #expect(log.shown == Array(10..<15))
  }
}
