import Foundation
import Testing

@testable import ListAdapterKit

// IGListKit's `IGListDiffResultTests.m`, carried over with their names and expected values: moves
// between indexes and between index paths, equal when both ends are, hashed alike, and ordered
// by where they move from (IGListKit's internal `compare:`, written out below as it reads).

private func path(_ item: Int, _ section: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

// IGListKit's `compare:` of moves (internal there): ordered by where they move from.
extension ListMoveIndex {
  fileprivate func compare(_ other: ListMoveIndex) -> ComparisonResult {
    from == other.from ? .orderedSame : from < other.from ? .orderedAscending : .orderedDescending
  }
}

extension ListMoveIndexPath {
  fileprivate func compare(_ other: ListMoveIndexPath) -> ComparisonResult {
    from == other.from ? .orderedSame : from < other.from ? .orderedAscending : .orderedDescending
  }
}

/// A stable sort by IGListKit's `compare:`, as `sortedArrayUsingSelector:` sorts.
private func sorted<Move>(_ moves: [Move], by compare: (Move, Move) -> ComparisonResult) -> [Move] {
  moves.enumerated().sorted {
    let order = compare($0.element, $1.element)
    return order == .orderedAscending || (order == .orderedSame && $0.offset < $1.offset)
  }.map(\.element)
}

@Suite struct IGListDiffResultTests {
  @Test func test_whenDuplicateMoves_withIndexPaths_thatSetCountCorrect() {
    let moves: Set = [
      ListMoveIndexPath(from: path(4, 2), to: path(7, 5)),
      ListMoveIndexPath(from: path(4, 2), to: path(7, 5)),
    ]
    #expect(moves.count == 1)
  }

  @Test func test_whenUniqueMoves_withIndexPaths_whenFlippedIndexPaths_thatSetCountCorrect() {
    let moves: Set = [
      ListMoveIndexPath(from: path(4, 2), to: path(7, 5)),
      ListMoveIndexPath(from: path(7, 5), to: path(4, 4)),
    ]
    #expect(moves.count == 2)
  }

  @Test func test_whenUniqueMoves_withIndexPaths_thatSetCountCorrect() {
    let moves: Set = [
      ListMoveIndexPath(from: path(4, 2), to: path(7, 5)),
      ListMoveIndexPath(from: path(10, 2), to: path(6, 11)),
    ]
    #expect(moves.count == 2)
  }

  @Test func test_whenDuplicateMoves_withIndexes_thatSetCountCorrect() {
    #expect(Set([ListMoveIndex(from: 4, to: 2), ListMoveIndex(from: 4, to: 2)]).count == 1)
  }

  @Test func test_whenUniqueMoves_withIndexes_whenFlippedIndexes_thatSetCountCorrect() {
    #expect(Set([ListMoveIndex(from: 4, to: 2), ListMoveIndex(from: 2, to: 4)]).count == 2)
  }

  @Test func test_whenUniqueMoves_withIndexes_thatSetCountCorrect() {
    #expect(Set([ListMoveIndex(from: 4, to: 2), ListMoveIndex(from: 5, to: 7)]).count == 2)
  }

  @Test func test_whenComparingMovePointers_withIndexPaths_thatEqual() {
    let move = ListMoveIndexPath(from: IndexPath(), to: IndexPath())
    #expect(move == move)
  }

  @Test func test_whenComparingMovePointers_withIndexes_thatEqual() {
    let move = ListMoveIndex(from: 1, to: 1)
    #expect(move == move)
  }

  // IGListKit's `isEqual:` checks the other object's class; Swift's `==` takes moves only, so the
  // two tests below read the type check through `AnyHashable` (it cannot fail as IGListKit's can).
  @Test func test_whenComparingMoves_withIndexPaths_withNonMove_thatNotEqual() {
    let move: AnyHashable = ListMoveIndexPath(from: IndexPath(), to: IndexPath())
    #expect(move != AnyHashable(NSObject()))
  }

  @Test func test_whenComparingMoves_withIndexes_withNonMove_thatNotEqual() {
    let move: AnyHashable = ListMoveIndex(from: 1, to: 1)
    #expect(move != AnyHashable(NSObject()))
  }

  @Test func test_whenSortingMoves_withIndexPaths_thatSorted() {
    let moves = [
      ListMoveIndexPath(from: path(2, 2), to: path(3, 3)),
      ListMoveIndexPath(from: path(6, 3), to: path(7, 4)),
      ListMoveIndexPath(from: path(0, 1), to: path(1, 5)),
      ListMoveIndexPath(from: path(2, 2), to: path(3, 3)),
    ]
    let result = sorted(moves) { $0.compare($1) }
    #expect(result.map(ObjectIdentifier.init) == [2, 0, 3, 1].map { ObjectIdentifier(moves[$0]) })
  }

  @Test func test_whenSortingMoves_withIndexes_thatSorted() {
    let moves = [
      ListMoveIndex(from: 2, to: 2), ListMoveIndex(from: 3, to: 2), ListMoveIndex(from: 1, to: 2),
      ListMoveIndex(from: 2, to: 2),
    ]
    let result = sorted(moves) { $0.compare($1) }
    #expect(result.map(ObjectIdentifier.init) == [2, 0, 3, 1].map { ObjectIdentifier(moves[$0]) })
  }
}
