import Foundation
import ListAdapterKit
import Testing

/// A one-row section the user may drag, showing its word.
private final class WordController: ListSectionController {
  var word = ""
  override func didUpdate(to object: Any) { word = (object as? NSString).map(String.init) ?? "" }
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 50)
  }
  override func canMoveItem(at index: Int) -> Bool { true }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell = collectionContext.dequeueReusableCell(
      of: UICollectionViewListCell.self, for: self, at: index)
    var content = UIListContentConfiguration.cell()
    content.text = word
    cell.contentConfiguration = content
    return cell
  }
}

/// A section of numbered tiles, four to a line, that the user may reorder within the section.
private final class TilesController: ListSectionController {
  var tiles = [1, 2, 3, 4, 5, 6]
  private(set) var moves: [(Int, Int)] = []
  override func numberOfItems() -> Int { tiles.count }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 90, height: 90) }
  override func canMoveItem(at index: Int) -> Bool { true }
  override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    moves.append((sourceIndex, destinationIndex))
    tiles.insert(tiles.remove(at: sourceIndex), at: destinationIndex)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell = collectionContext.dequeueReusableCell(
      of: UICollectionViewListCell.self, for: self, at: index)
    var content = UIListContentConfiguration.cell()
    content.text = "\(tiles[index])"
    cell.contentConfiguration = content
    return cell
  }
}

@MainActor
private final class ReorderScreen: NSObject, ListAdapterDataSource, ListAdapterMoveDelegate {
  var words: [NSString] = ["north", "east", "south", "west", "up", "down"]
  let tiles = TilesController()
  var withTiles = false
  private(set) var told: [String] = []
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 600),
    collectionViewLayout: UICollectionViewFlowLayout())

  func start() {
    adapter.collectionView = collectionView
    adapter.dataSource = self
    adapter.moveDelegate = self
    collectionView.layoutIfNeeded()
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    withTiles ? [NSString(string: "tiles")] : words
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { withTiles ? tiles : WordController() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }

  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) {
    told.append("\(object)")
    words = objects.compactMap { $0 as? NSString }
  }

  var shown: [String] {
    collectionView.indexPathsForVisibleItems.sorted().compactMap {
      collectionView.cellForItem(at: $0)?.contentConfiguration?.text
    }
  }
}

@MainActor @Suite struct ReorderTests {
  @Test func draggingAOneRowSectionMovesItsObject() {
    let screen = ReorderScreen()
    screen.start()
    #expect(screen.shown == ["north", "east", "south", "west", "up", "down"])
    // One row of 50 points a section, sections back to back: "north" is dragged onto "west".
    #expect(
      screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 170))
    screen.collectionView.endInteractiveMovement()
    #expect(screen.told == ["north"])
    #expect(screen.words == ["east", "south", "west", "north", "up", "down"])
    #expect(screen.shown == ["east", "south", "west", "north", "up", "down"])
    #expect(screen.adapter.objects().compactMap { $0 as? NSString } == screen.words)
    #expect(screen.collectionView.raisedExceptions.isEmpty)
    #expect(screen.adapter.failures.errors.isEmpty)
  }

  @Test func draggingATileWithinItsSectionMovesItInTheController() {
    let screen = ReorderScreen()
    screen.withTiles = true
    screen.start()
    // Four tiles of 90 a line, lines 100 points apart; the second line's two tiles are justified
    // to the edges (x 0 and 300): the first tile is dropped on the sixth.
    #expect(
      screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 320, y: 140))
    screen.collectionView.endInteractiveMovement()
    #expect(screen.tiles.moves.map { [$0.0, $0.1] } == [[0, 5]])
    #expect(screen.shown == ["2", "3", "4", "5", "6", "1"])
    #expect(screen.collectionView.raisedExceptions.isEmpty)
  }

  @Test func aCancelledDragMovesNothing() {
    let screen = ReorderScreen()
    screen.start()
    screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 2))
    screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 10))
    screen.collectionView.cancelInteractiveMovement()
    #expect(screen.told.isEmpty)
    #expect(screen.shown.first == "north")
  }
}
