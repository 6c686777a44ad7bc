// Only ListAdapterKit is imported: UIKit's names come with it, as with `import IGListKit`.
import ListAdapterKit
import Testing

/// A cell a screen declares and dequeues by type.
private final class TitleCell: UICollectionViewCell {
  var title = ""
}

/// Another cell, for the mismatches.
private final class BadgeCell: UICollectionViewCell {}

/// A section controller written with IGListSwiftKit's typed dequeue.
private final class TitleController: ListSectionController {
  var word = ""
  /// The reuse identifier its cells are asked for under, or `nil` for the class's name.
  var identifier: String?
  override func didUpdate(to object: Any) { word = (object as? NSString).map(String.init) ?? "" }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell: TitleCell =
      if let identifier {
        collectionContext.dequeueReusableCell(
          withReuseIdentifier: identifier, for: self, at: index)
      } else {
        collectionContext.dequeueReusableCell(for: self, at: index)
      }
    cell.title = word
    return cell
  }
}

/// Words, each shown by the controller the test's closure makes.
private final class Words: ListAdapterDataSource {
  var words: [String] = []
  var make: (String) -> ListSectionController = { _ in TitleController() }
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    words.map { $0 as NSString }
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { make((object as? NSString).map(String.init) ?? "") }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct SwiftRefinementsTests {
  private func show(_ source: Words) -> (ListAdapter, UICollectionView) {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    return (adapter, view)
  }

  /// `let cell: TitleCell = collectionContext.dequeueReusableCell(for: self, at: index)`: the
  /// cell is made of the type the caller names, and configured.
  @Test func aTypedDequeueMakesTheNamedClass() {
    let source = Words()
    source.words = ["one", "two"]
    let (adapter, view) = show(source)
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 1))
    #expect((cell as? TitleCell)?.title == "two")
    #expect(adapter.failures.errors.isEmpty && view.raisedExceptions.isEmpty)
  }

  /// An identifier first registered for another class: IGListSwiftKit traps; here the mismatch
  /// is reported with both types, and a cell of the named type stands in.
  @Test func anIdentifierOfAnotherClassIsReported() {
    final class Badges: ListSectionController {
      override func cellForItem(at index: Int) -> UICollectionViewCell {
        collectionContext.dequeueReusableCell(
          of: BadgeCell.self, withReuseIdentifier: "shared", for: self, at: index)
      }
    }
    let source = Words()
    source.words = ["badge", "title"]
    source.make = { word in
      if word == "badge" { return Badges() }
      let controller = TitleController()
      controller.identifier = "shared"
      return controller
    }
    var failures: [ListAdapterError] = []
    withKnownIssue {
      let (adapter, _) = show(source)
      failures = adapter.failures.errors.compactMap { $0 as? ListAdapterError }
    }
    #expect(failures.map(\.stableCode) == ["unexpectedType"])
    #expect(failures.first?.message.contains("TitleCell") == true)
    #expect(failures.first?.message.contains("BadgeCell") == true)
  }

  /// `ListSingleSectionController(configure:size:)` with typed closures: the item and the cell
  /// arrive typed; an item of another type is reported and left unconfigured.
  @Test func aTypedSingleSectionController() {
    let source = Words()
    source.words = ["hello"]
    source.make = { _ in
      ListSingleSectionController(
        configure: { (word: NSString, cell: TitleCell) in cell.title = word.uppercased },
        size: { (word: NSString, _) in CGSize(width: 100, height: CGFloat(word.length)) })
    }
    let (adapter, view) = show(source)
    #expect((view.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell)?.title == "HELLO")
    #expect(adapter.failures.errors.isEmpty)

    let numbers = Words()
    numbers.words = ["7"]
    numbers.make = { _ in
      ListSingleSectionController(
        configure: { (number: NSNumber, cell: TitleCell) in cell.title = number.stringValue },
        size: { (_: NSNumber, _) in CGSize(width: 100, height: 44) })
    }
    var codes: [String] = []
    withKnownIssue {
      let (other, _) = show(numbers)
      codes = other.failures.errors.map(\.stableCode)
    }
    #expect(codes.contains("unexpectedType"))
  }

  /// A storyboard prototype cell: the collection view has the class registered under the
  /// identifier (as the storyboard registers its prototypes); a missing one is recorded as the
  /// misuse UIKit raises for.
  @Test func storyboardPrototypeCells() {
    final class StoryboardCell: UICollectionViewCell { var text = "" }
    let source = Words()
    source.words = ["story"]
    source.make = { _ in
      ListSingleSectionController(
        storyboardCellIdentifier: "cell",
        configureBlock: { item, cell in
          (cell as? StoryboardCell)?.text = (item as? NSString).map(String.init) ?? ""
        },
        sizeBlock: { _, _ in CGSize(width: 100, height: 44) })
    }
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(StoryboardCell.self, forCellWithReuseIdentifier: "cell")
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    #expect(
      (view.cellForItem(at: IndexPath(item: 0, section: 0)) as? StoryboardCell)?.text == "story")
    adapter.invalidateLayout(for: adapter.sectionController(forSection: 0)!)

    let unregistered = Words()
    unregistered.words = ["x"]
    unregistered.make = source.make
    let (_, bare) = show(unregistered)
    #expect(bare.misuses.count == 1, "a dequeue of an unregistered identifier is UIKit's misuse")
    #expect(view.misuses.isEmpty)
  }
}
