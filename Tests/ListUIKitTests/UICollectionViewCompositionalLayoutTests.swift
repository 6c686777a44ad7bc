import ListUIKit
import Testing

/// Compositional layouts are kept as a screen describes them, and a test reads what a section
/// provider returns for a section.
@MainActor @Suite struct CompositionalLayoutTests {
  /// A three-column grid: the group fits three items of a third of the width.
  @Test func aGridSectionsColumns() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalWidth(1.0 / 3)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(130))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [item])
    #expect(group.itemsPerGroup(in: CGSize(width: 390, height: 844)) == 3)
    group.interItemSpacing = .fixed(10)
    #expect(group.itemsPerGroup(in: CGSize(width: 390, height: 844)) == 2, "spacing leaves two")
    let counted = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitem: item, count: 4)
    #expect(counted.itemsPerGroup(in: CGSize(width: 390, height: 844)) == 4)
    #expect(row.resolved(in: CGSize(width: 390, height: 844)) == CGSize(width: 390, height: 130))
  }

  /// The provider is asked with the section's index and a container of the screen's width;
  /// what it returns is what a test reads.
  @Test func aSectionProviderIsAskedPerSection() {
    var asked: [(Int, CGFloat)] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      asked.append((index, environment.container.effectiveContentSize.width))
      guard index == 0 else { return nil }
      let size = NSCollectionLayoutSize(
        widthDimension: .absolute(120), heightDimension: .estimated(80))
      let section = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    #expect(layout.section(at: 0)?.orthogonalScrollingBehavior == .continuous)
    #expect(layout.section(at: 1, containerWidth: 320) == nil)
    #expect(asked.map(\.0) == [0, 1] && asked.map(\.1) == [390, 320])
  }

  /// A layout of one section with a header boundary item: the collection view asks the data
  /// source for section headers, as UIKit does.
  @Test func aSectionsHeaderItemMakesTheViewAskForHeaders() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = "Section \(indexPath.section)"
      header.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var headersAsked = 0
    dataSource.supplementaryViewProvider = { view, _, indexPath in
      headersAsked += 1
      return view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a"], toSection: 0)
    snapshot.appendItems(["b"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(headersAsked == 2)
    #expect(view.raisedExceptions.isEmpty)
  }
}
