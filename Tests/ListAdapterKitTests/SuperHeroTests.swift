import Foundation
import ListAdapterKit
import ListUIKit
import Testing

// The screen of the IGListKit introduction our users learned from, written as there (with
// `import ListAdapterKit` and `import ListUIKit` for `import IGListKit` and `import UIKit`; a
// plain property stands in for the `@IBOutlet`).

final class SuperHero: ListDiffable {
  private var identifier: String = UUID().uuidString
  private(set) var firstName: String
  private(set) var lastName: String
  private(set) var superHeroName: String
  private(set) var icon: String

  init(firstName: String, lastName: String, superHeroName: String, icon: String) {
    self.firstName = firstName
    self.lastName = lastName
    self.superHeroName = superHeroName
    self.icon = icon
  }

  func diffIdentifier() -> NSObjectProtocol {
    return identifier as NSString
  }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let object = object as? SuperHero else {
      return false
    }
    return self.identifier == object.identifier
  }
}

final class SuperHeroCell: UICollectionViewCell {
  var superHeroNameLabel = UILabel()

  func updateWith(superHero: SuperHero) {
    superHeroNameLabel.text = superHero.superHeroName
  }
}

final class SuperHeroSectionController: ListSectionController {
  var currentHero: SuperHero?

  override func didUpdate(to object: Any) {
    guard let superHero = object as? SuperHero else {
      return
    }
    currentHero = superHero
  }

  override func numberOfItems() -> Int {
    return 1
  }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let nibName = String(describing: SuperHeroCell.self)
    guard let ctx = collectionContext, let hero = currentHero else {
      return UICollectionViewCell()
    }
    let cell = ctx.dequeueReusableCell(withNibName: nibName, bundle: nil, for: self, at: index)
    guard let superHeroCell = cell as? SuperHeroCell else {
      return cell
    }
    superHeroCell.updateWith(superHero: hero)
    return superHeroCell
  }

  override func sizeForItem(at index: Int) -> CGSize {
    let width = collectionContext?.containerSize.width ?? 0
    return CGSize(width: width, height: 50)
  }
}

final class SuperHeroDataSource: NSObject, ListAdapterDataSource {
  private var superHeroes: [SuperHero] = [
    SuperHero(
      firstName: "Peter", lastName: "Parker", superHeroName: "SpiderMan", icon: "spiderman"),
    SuperHero(firstName: "Bruce", lastName: "Wayne", superHeroName: "Batman", icon: "batman"),
    SuperHero(firstName: "Tony", lastName: "Stark", superHeroName: "Ironman", icon: "ironman"),
    SuperHero(
      firstName: "Bruce", lastName: "Banner", superHeroName: "Incredible Hulk", icon: "hulk"),
  ]

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return superHeroes
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    return SuperHeroSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? {
    return nil
  }
}

final class SuperHeroViewController: UIViewController {
  var collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewFlowLayout())

  lazy var adapter: ListAdapter = {
    return ListAdapter(updater: ListAdapterUpdater(), viewController: self, workingRangeSize: 1)
  }()

  let dataSource = SuperHeroDataSource()

  override func viewDidLoad() {
    super.viewDidLoad()
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
  }
}

@MainActor @Suite struct SuperHeroTests {
  @Test func theArticlesScreenShowsFourHeroes() {
    let screen = SuperHeroViewController()
    screen.loadViewIfNeeded()
    let view = screen.collectionView
    #expect(view.numberOfSections == 4)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is SuperHeroCell)
    let names = (0..<4).compactMap {
      (view.cellForItem(at: IndexPath(item: 0, section: $0)) as? SuperHeroCell)?
        .superHeroNameLabel.text
    }
    #expect(names == ["SpiderMan", "Batman", "Ironman", "Incredible Hulk"])
    let controller = screen.adapter.sectionController(forSection: 1)
    #expect(controller?.sizeForItem(at: 0) == CGSize(width: 390, height: 50))
    #expect(controller?.viewController === screen)
    #expect(view.raisedExceptions.isEmpty && view.misuses.isEmpty)
  }
}
