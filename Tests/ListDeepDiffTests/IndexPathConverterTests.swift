import Foundation
import ListDeepDiff
import ListSimulator
import ListUIKit
import Testing

@Suite struct IndexPathConverterTests {
  @Test func convertsEachKindInOrder() {
    let changes = diff(old: [1, 2, 3], new: [3, 4, 1])
    let paths = IndexPathConverter().convert(changes: changes, section: 2)
    #expect(paths.deletes == [IndexPath(indexes: [2, 1])])
    #expect(paths.inserts == [IndexPath(indexes: [2, 1])])
    #expect(paths.replaces.isEmpty)
    #expect(paths.moves.map(\.from) == [IndexPath(indexes: [2, 2]), IndexPath(indexes: [2, 0])])
    #expect(paths.moves.map(\.to) == [IndexPath(indexes: [2, 0]), IndexPath(indexes: [2, 2])])
    var called = 0
    [Int]().executeIfPresent { _ in called += 1 }
    [1].executeIfPresent { _ in called += 1 }
    #expect(called == 1)
  }
}
