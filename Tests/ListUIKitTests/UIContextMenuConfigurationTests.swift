import Foundation
import ListUIKit
import Testing

// A long press asks the collection view's delegate for the item's context menu, as UIKit does;
// the layout's starting and final attributes of appearing and disappearing items.

/// A delegate that gives a menu of one action for even items and none for odd ones, and writes
/// down where it was asked.
@MainActor
private final class MenuDelegate: UICollectionViewDelegate {
  var asked: [String] = []
  var chosen: [String] = []
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    asked.append("\(indexPath.item) at \(Int(point.x)),\(Int(point.y))")
    guard indexPath.item.isMultiple(of: 2) else { return nil }
    return UIContextMenuConfiguration(
      identifier: "\(indexPath.item)" as NSString, previewProvider: nil
    ) { _ in
      UIMenu(title: "Item", children: [UIAction(title: "Share") { self.chosen.append($0.title) }])
    }
  }
}

/// A delegate that implements nothing of the context menu.
@MainActor
private final class SilentDelegate: UICollectionViewDelegate {}

/// A 100 × 100 view with a flow layout of 100 × 20 items (no spacing), `count` items in one
/// section, through a diffable data source the caller keeps.
@MainActor
private func menuView(_ count: Int) -> (
  UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
) {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 20)
  layout.minimumLineSpacing = 0
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
    view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<count))
  dataSource.apply(snapshot)
  return (view, dataSource)
}

@MainActor @Suite struct ContextMenuTests {
  /// The view asks its delegate at the item's centre (or the point given); the menu's action
  /// runs when chosen; a `nil` answer is no menu.
  @Test func aLongPressAsksTheDelegateForTheMenu() throws {
    let (view, dataSource) = menuView(3)
    let delegate = MenuDelegate()
    view.delegate = delegate
    let configuration = try #require(view.userLongPressedItem(at: IndexPath(item: 2, section: 0)))
    #expect(configuration.identifier as? NSString == "2")
    #expect(configuration.previewProvider == nil)
    let menu = try #require(configuration.makeMenu())
    #expect(menu.title == "Item" && menu.children.map(\.title) == ["Share"])
    (menu.children.first as? UIAction)?.perform()
    #expect(delegate.chosen == ["Share"])
    #expect(
      view.userLongPressedItem(at: IndexPath(item: 1, section: 0), point: CGPoint(x: 3, y: 25))
        == nil)
    #expect(delegate.asked == ["2 at 50,50", "1 at 3,25"])
    withExtendedLifetime(dataSource) {}
  }

  /// A delegate that does not implement the method shows no menu (UIKit's default); so does a
  /// view without a delegate; an index path without an item is a misuse.
  @Test func noDelegateMethodNoDelegateOrNoItemShowsNoMenu() {
    let (view, dataSource) = menuView(2)
    #expect(view.userLongPressedItem(at: IndexPath(item: 0, section: 0)) == nil)
    let silent = SilentDelegate()
    view.delegate = silent
    #expect(view.userLongPressedItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(view.misuses.isEmpty)
    #expect(view.userLongPressedItem(at: IndexPath(item: 7, section: 0)) == nil)
    #expect(view.misuses.count == 1)
    withExtendedLifetime(dataSource) {}
  }

  /// UIKit's initializer takes each provider as optional, `nil` by default.
  @Test func aConfigurationNeedsNoProvider() {
    let configuration = UIContextMenuConfiguration()
    #expect(configuration.identifier == nil && configuration.actionProvider == nil)
    #expect(configuration.makeMenu() == nil)
  }
}

/// A layout of its own that starts inserted items transparent, as a UIKit subclass does by
/// changing what `super` returns.
@MainActor
private final class FadingFlowLayout: UICollectionViewFlowLayout {
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    attributes?.alpha = 0
    return attributes
  }
}

@MainActor @Suite struct LayoutTransitionAttributesTests {
  /// By default an item starts and ends where the layout puts it: a copy of its attributes, so
  /// a subclass changing them leaves the layout's own alone; an item the layout does not place
  /// has none.
  @Test func appearingAndDisappearingItemsStartAndEndInPlace() throws {
    let (view, dataSource) = menuView(3)
    let layout = view.collectionViewLayout
    let path = IndexPath(item: 1, section: 0)
    let own = try #require(layout.layoutAttributesForItem(at: path))
    #expect(own.frame == CGRect(x: 0, y: 20, width: 100, height: 20))
    let initial = try #require(layout.initialLayoutAttributesForAppearingItem(at: path))
    let final = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path))
    #expect(initial.frame == own.frame && final.frame == own.frame)
    #expect(initial.indexPath == path && initial.representedElementKind == nil)
    #expect(initial !== own && final !== initial)
    #expect(
      layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 5, section: 0)) == nil)
    #expect(
      layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 3)) == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aSubclassChangesTheStartingAttributes() throws {
    let (view, dataSource) = menuView(2)
    let layout = FadingFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 20)
    layout.minimumLineSpacing = 0
    view.collectionViewLayout = layout
    let initial = try #require(
      layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0)))
    #expect(initial.alpha == 0 && initial.frame.minY == 20)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1)
    withExtendedLifetime(dataSource) {}
  }
}
