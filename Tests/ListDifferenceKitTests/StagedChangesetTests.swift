import Foundation
import ListDifferenceKit
import ListSimulator
import ListUIKit
import Testing

/// An element: an identifier and a version (its content).
struct Item: Differentiable, Hashable, CustomStringConvertible {
  let id: Int
  let version: Int
  var differenceIdentifier: Int { id }
  func isContentEqual(to source: Item) -> Bool { version == source.version }
  var description: String { "\(id)#\(version)" }
}

/// A section model: an identifier and a version.
struct Header: Differentiable, Hashable {
  let id: Int
  let version: Int
  var differenceIdentifier: Int { id }
  func isContentEqual(to source: Header) -> Bool { version == source.version }
}

typealias Section = ArraySection<Header, Item>

/// The kinds of change each of DifferenceKit's stages may hold, in its order.
enum Kind: Int, Comparable {
  case elementUpdate, delete, sectionInsertOrMove, elementInsertOrMove, sectionUpdate
  static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
}

func kinds<C>(_ changeset: Changeset<C>) -> Set<Kind> {
  var kinds = Set<Kind>()
  if !changeset.elementUpdated.isEmpty { kinds.insert(.elementUpdate) }
  if !changeset.sectionDeleted.isEmpty || !changeset.elementDeleted.isEmpty {
    kinds.insert(.delete)
  }
  if !changeset.sectionInserted.isEmpty || !changeset.sectionMoved.isEmpty {
    kinds.insert(.sectionInsertOrMove)
  }
  if !changeset.elementInserted.isEmpty || !changeset.elementMoved.isEmpty {
    kinds.insert(.elementInsertOrMove)
  }
  if !changeset.sectionUpdated.isEmpty { kinds.insert(.sectionUpdate) }
  return kinds
}

/// The length of a longest increasing subsequence, by the obvious O(n²) dynamic programme.
func slowLIS(_ values: [Int]) -> Int {
  var best = [Int](repeating: 1, count: values.count)
  for i in values.indices {
    for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
  }
  return best.max() ?? 0
}

@MainActor @Suite struct StagedChangesetTests {
  func randomSections(_ random: inout SplitMix64) -> [Section] {
    (0..<Int.random(in: 0...4, using: &random)).map { _ in
      Section(
        model: Header(
          id: Int.random(in: 0..<5, using: &random), version: Int.random(in: 0..<2, using: &random)),
        elements: (0..<Int.random(in: 0...5, using: &random)).map { _ in
          Item(
            id: Int.random(in: 0..<9, using: &random),
            version: Int.random(in: 0..<2, using: &random))
        })
    }
  }

  func identities(_ sections: [Section]) -> [[ItemIdentity]] {
    sections.map { $0.elements.map { ItemIdentity("\($0)") } }
  }

  /// Random sectioned collections (repeated section and element identifiers, new versions of
  /// elements and section models, moves within and across sections): every stage is accepted by
  /// the strict table with the data source holding that stage's data, the stages follow
  /// DifferenceKit's order of kinds, and the table ends up showing the target.
  @Test(arguments: [UInt64(3), 28, 2026])
  func everyStageIsAccepted(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for round in 0..<300 {
      let source = randomSections(&random)
      let target = randomSections(&random)
      let model = ArrayDataSource(sections: identities(source))
      let table = UITableView(frame: .zero)
      table.dataSource = model
      table.reloadData()
      let changeset = StagedChangeset(source: source, target: target)
      var last: Kind?
      for stage in changeset {
        let kinds = kinds(stage)
        #expect(kinds.count == 1 || kinds.isEmpty == false, "round \(round)")
        #expect(kinds.count == 1, "round \(round): \(stage)")
        if let kind = kinds.first {
          if let last { #expect(last < kind, "round \(round): stages out of order") }
          last = kind
        }
      }
      table.reload(using: changeset, with: .automatic) { data in
        model.sections = identities(data)
      }
      #expect(table.raisedExceptions.isEmpty, "round \(round): \(source) -> \(target)")
      #expect(table.shownIdentifiers.map { $0 ?? [] } == identities(target), "round \(round)")
      #expect(changeset.last.map { $0.data == target } ?? (source.isEmpty && target.isEmpty))
    }
  }

  /// With `moves: .fewest` the linear diff moves the fewest elements: the kept ones outside one
  /// longest increasing
  /// run (an O(n²) count here), and every stage applies to a strict collection view.
  /// By default the moves are DifferenceKit's: walking the target in order, an element stays
  /// when its source is the smallest source position neither deleted nor taken by an earlier
  /// target (written out here over sets); the view accepts every stage and shows the target.
  @Test(arguments: [UInt64(11), 29, 2027])
  func linearMovesAreDifferenceKits(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      func items() -> [Item] {
        (0..<Int.random(in: 0...10, using: &random)).map { _ in
          Item(
            id: Int.random(in: 0..<12, using: &random),
            version: Int.random(in: 0..<2, using: &random))
        }
      }
      let (source, target) = (items(), items())
      let changeset = StagedChangeset(source: source, target: target)
      var taken = Set<Int>()
      var pairs: [(source: Int, target: Int)] = []
      for (j, element) in target.enumerated() {
        if let i = source.indices.first(where: {
          source[$0].id == element.id && !taken.contains($0)
        }) {
          taken.insert(i)
          pairs.append((i, j))
        }
      }
      let kept = Set(pairs.map(\.source))
      var used = Set(source.indices.filter { !kept.contains($0) })
      var expected: [Int] = []
      for (i, j) in pairs {
        let untracked = source.indices.first { !used.contains($0) }
        used.insert(i)
        if i != untracked { expected.append(j) }
      }
      let moved = changeset.flatMap(\.elementMoved).map(\.target.element)
      #expect(moved == expected, "\(source) -> \(target)")
      let model = ArrayDataSource(sections: [source.map { ItemIdentity("\($0)") }])
      let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      view.dataSource = model
      view.reloadData()
      view.reload(using: changeset) { data in
        model.sections = [data.map { ItemIdentity("\($0)") }]
      }
      #expect(view.raisedExceptions.isEmpty, "\(source) -> \(target)")
      #expect(view.shownIdentifiers == [target.map { ItemIdentity("\($0)") }])
    }
  }

  /// DifferenceKit's own example of the difference: `[0, 1, 2] → [1, 2, 0]`.
  @Test func differenceKitMovesAndFewestMoves() {
    let source = [0, 1, 2].map { Item(id: $0, version: 0) }
    let target = [1, 2, 0].map { Item(id: $0, version: 0) }
    func moves(_ changeset: StagedChangeset<[Item]>) -> [[Int]] {
      changeset.flatMap(\.elementMoved).map { [$0.source.element, $0.target.element] }
    }
    #expect(moves(StagedChangeset(source: source, target: target)) == [[1, 0], [2, 1]])
    #expect(moves(StagedChangeset(source: source, target: target, moves: .fewest)) == [[0, 2]])
  }

  @Test(arguments: [UInt64(9), 28, 2026])
  func linearMovesAreMinimal(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let source = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        Item(
          id: Int.random(in: 0..<12, using: &random), version: Int.random(in: 0..<2, using: &random)
        )
      }
      let target = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        Item(
          id: Int.random(in: 0..<12, using: &random), version: Int.random(in: 0..<2, using: &random)
        )
      }
      let changeset = StagedChangeset(source: source, target: target, moves: .fewest)
      // The pairing, written out: the k-th target occurrence takes the k-th source occurrence.
      var taken = Set<Int>()
      var sourceIndexes: [Int] = []
      for element in target {
        if let i = source.indices.first(where: {
          source[$0].id == element.id && !taken.contains($0)
        }) {
          taken.insert(i)
          sourceIndexes.append(i)
        }
      }
      let moves = changeset.reduce(0) { $0 + $1.elementMoved.count }
      #expect(moves == sourceIndexes.count - slowLIS(sourceIndexes), "\(source) -> \(target)")
      let model = ArrayDataSource(sections: [source.map { ItemIdentity("\($0)") }])
      let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      view.dataSource = model
      view.reloadData()
      view.reload(using: changeset) { data in model.sections = [data.map { ItemIdentity("\($0)") }]
      }
      #expect(view.raisedExceptions.isEmpty, "\(source) -> \(target)")
      #expect(view.shownIdentifiers == [target.map { ItemIdentity("\($0)") }])
    }
  }
}
