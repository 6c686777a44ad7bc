import Foundation
import ListAdapterKit
import Testing

// IGListSwiftKit's value API: `ListIdentifiable` values boxed with `diffable()` for the adapter,
// unboxed by `ListValueSectionController` for its subclasses.

private struct Person: ListIdentifiable {
  let id: Int
  let name: String
  var diffIdentifier: any NSObjectProtocol { NSNumber(value: id) }
}

private final class PersonCell: UICollectionViewCell, @unchecked Sendable {
  let label = UILabel()
}

private final class PersonSection: ListValueSectionController<Person> {
  var told: [String] = []
  override func didUpdate(to value: Person) { told.append(value.name) }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 44) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell: PersonCell = collectionContext.dequeueReusableCell(for: self, at: index)
    cell.label.text = value.name
    return cell
  }
}

@MainActor
private final class People: ListAdapterDataSource {
  var people: [Person] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { people.diffables() }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { PersonSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct ListValueSectionControllerTests {
  @Test func boxesCompareByIdentifierAndByValue() {
    let ada = Person(id: 1, name: "Ada")
    let renamed = Person(id: 1, name: "Ada L.")
    #expect(ada.diffable().diffIdentifier().isEqual(renamed.diffable().diffIdentifier()))
    #expect(ada.diffable().isEqual(toDiffableObject: Person(id: 1, name: "Ada").diffable()))
    #expect(!ada.diffable().isEqual(toDiffableObject: renamed.diffable()))
    #expect(Person.isDiffable(ada.diffable()))
    #expect(!Person.isDiffable(ada))
    #expect(Person(diffable: ada.diffable()) == ada)
    #expect(Person(diffable: NSNumber(value: 1)) == nil)
  }

  @Test func anAdapterShowsValuesAndHandsChangedOnesToTheSubclass() async {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 400),
      collectionViewLayout: UICollectionViewFlowLayout())
    let people = People()
    people.people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = people
    view.layoutIfNeeded()
    let labels = (0..<2).map {
      (view.cellForItem(at: IndexPath(item: 0, section: $0)) as? PersonCell)?.label.text
    }
    #expect(labels == ["Ada", "Grace"])
    let first = adapter.sectionController(forSection: 0) as? PersonSection
    people.people = [Person(id: 1, name: "Ada L."), Person(id: 2, name: "Grace")]
    await adapter.performUpdatesAndWait(animated: false)
    #expect(first?.told == ["Ada", "Ada L."])
    #expect(first?.value.name == "Ada L.")
    let label = (view.cellForItem(at: IndexPath(item: 0, section: 0)) as? PersonCell)?.label.text
    #expect(label == "Ada L.")
  }

  @Test func anObjectThatIsNotABoxIsReportedAndKeepsTheValue() {
    let section = PersonSection()
    section.didUpdate(to: Person(id: 1, name: "Ada").diffable())
    withKnownIssue {
      section.didUpdate(to: "not a person")
    }
    #expect(section.value.name == "Ada")
    #expect(section.told == ["Ada"])
  }
}
