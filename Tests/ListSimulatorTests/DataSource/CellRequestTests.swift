import Foundation
import ListKit
import Testing

@testable import ListSimulator

/// A view asks its data source for a batch's cells, and for the contents of the cells it keeps,
/// in one request each (`cellsAndContents(at:in:)`, `contents(at:)`): the answers must be, for
/// every position, what the one-position questions and the snapshot itself say.
@Suite struct CellRequestTests {
  /// An item with content of its own (its version), so the data source tracks content without a
  /// provider.
  struct Versioned: Hashable, Sendable, ContentEquatable {
    let id: Int
    let version: Int
    static func == (a: Versioned, b: Versioned) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to other: Versioned) -> Bool { version == other.version }
  }

  /// Positions to ask about: most on the snapshot, some past its ends, some malformed.
  static func positions(_ counts: [Int], _ rng: inout SplitMix64) -> [IndexPath] {
    (0..<Int.random(in: 0...12, using: &rng)).map { _ -> IndexPath in
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: return IndexPath(item: Int.random(in: -2...2, using: &rng), section: -1)
      case 1: return IndexPath(item: 0, section: counts.count)
      case 2: return IndexPath(indexes: [0])
      case 3: return IndexPath(indexes: [0, 0, 0])
      default:
        guard let s = counts.indices.randomElement(using: &rng) else {
          return IndexPath(item: 0, section: 0)
        }
        return IndexPath(item: Int.random(in: -1...(counts[s] + 1), using: &rng), section: s)
      }
    }
  }

  /// The item at a position, read from the snapshot's own arrays (the model).
  static func item<I>(_ snapshot: DiffableDataSourceSnapshot<String, I>, _ path: IndexPath) -> I? {
    guard path.count == 2, snapshot.sectionIdentifiers.indices.contains(path[0]) else {
      return nil
    }
    let items = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[path[0]])
    return items.indices.contains(path[1]) ? items[path[1]] : nil
  }

  /// Whether two optional contents are the same content (both absent, or equal).
  static func same(_ a: CellContent?, _ b: CellContent?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.isSame(as: b) && b.isSame(as: a)
    default: false
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func batchAnswersAreTheOnePositionAnswers(seed: UInt64) async throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<60 {
      // Items with content of their own, with a provider, or with none.
      let mode = Int.random(in: 0..<3, using: &rng)
      let view = await VirtualCollectionView(viewport: .rows(Int.random(in: 1...12, using: &rng)))
      let base = randomSnapshot(&rng)
      var snapshot = DiffableDataSourceSnapshot<String, Versioned>()
      for section in base.sectionIdentifiers {
        snapshot.appendSections([section])
        snapshot.appendItems(
          base.itemIdentifiers(inSection: section).map {
            Versioned(id: $0, version: Int.random(in: 0...3, using: &rng))
          }, toSection: section)
      }
      let dataSource = VirtualCollectionViewDataSource<String, Versioned>(view: view)
      switch mode {
      case 0: break
      case 1: dataSource.contentProvider = { CellContent("r\($0.id % 3)") }
      default: dataSource.contentProvider = { _ in nil }
      }
      try await dataSource.apply(snapshot)
      let counts = snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) }
      let paths = Self.positions(counts, &rng)

      // The model: the item from the snapshot's arrays, its content from the provider or itself.
      let expected = paths.map { path -> CellContent? in
        guard let item = Self.item(snapshot, path) else { return nil }
        switch mode {
        case 0: return CellContent(contentOf: item)
        case 1: return CellContent("r\(item.id % 3)")
        default: return nil
        }
      }
      let contents = dataSource.contents(at: paths)
      let one = paths.map { dataSource.content(at: $0) }
      #expect(contents.count == paths.count)
      for k in paths.indices {
        #expect(
          Self.same(contents[k], expected[k]), "\(paths[k]): \(String(describing: contents[k]))")
        #expect(Self.same(one[k], expected[k]), "\(paths[k])")
      }

      let answers = dataSource.cellsAndContents(at: paths, in: view.engine)
      #expect(answers.count == paths.count)
      for (k, answer) in answers.enumerated() {
        let item = Self.item(snapshot, paths[k])
        #expect((answer.cell == nil) == (item == nil), "\(paths[k])")
        #expect(answer.cell?.contentConfiguration?.text == item.map { "\($0)" })
        #expect(Self.same(answer.content, expected[k]), "\(paths[k])")
      }
    }
  }

  /// A data source that keeps the protocol's defaults answers the batch questions with its own
  /// one-position answers.
  @MainActor @Test func theDefaultsAskPositionByPosition() throws {
    final class Counting: VirtualViewDataSource, @unchecked Sendable {
      var cells = 0
      var contents = 0
      func numberOfSections() -> Int { 1 }
      func numberOfItems(inSection section: Int) -> Int { 3 }
      func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell? {
        cells += 1
        return view.dequeueCell(reuseIdentifier: "c", for: indexPath) { VirtualCell() }
      }
      func content(at indexPath: IndexPath) -> CellContent? {
        contents += 1
        return CellContent(indexPath[1])
      }
    }
    let source = Counting()
    let view = VirtualCollectionView(dataSource: source, viewport: .rows(2))
    try view.reloadData()
    #expect(source.cells == 2)
    #expect(source.contents == 2)
    let paths = [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)]
    let contents = source.contents(at: paths)
    #expect(contents.count == 2 && Self.same(contents[0], CellContent(2)))
    #expect(Self.same(contents[1], CellContent(0)))
    #expect(source.contents == 4)
  }
}
