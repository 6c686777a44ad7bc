import Foundation
import ListAdapterKit
import Testing

// IGListKit's `IGListDiffSwiftTests.swift`, carried over with its names and expected values
// (its class's `@objc` on `diffIdentifier()` dropped: there is no Objective-C runtime on Linux).

private final class SwiftClass: ListDiffable {
  let id: Int
  let value: String
  init(id: Int, value: String) {
    self.id = id
    self.value = value
  }
  func diffIdentifier() -> NSObjectProtocol { NSNumber(value: id) }
  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let object = object as? SwiftClass else { return false }
    return id == object.id && value == object.value
  }
}

private func classes(_ pairs: [(Int, String)]) -> [SwiftClass] {
  pairs.map { SwiftClass(id: $0.0, value: $0.1) }
}

@Suite struct IGDiffingSwiftTests {
  @Test func testDiffingStrings() {
    let o: [NSString] = ["a", "b", "c"]
    let n: [NSString] = ["a", "c", "d"]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.deletes == IndexSet(integer: 1))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.moves.isEmpty)
    #expect(result.updates.isEmpty)
  }

  @Test func testDiffingNumbers() {
    let o: [NSNumber] = [0, 1, 2]
    let n: [NSNumber] = [0, 2, 4]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.deletes == IndexSet(integer: 1))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.moves.isEmpty)
    #expect(result.updates.isEmpty)
  }

  @Test func testDiffingSwiftClass() {
    let o = classes([(0, "a"), (1, "b"), (2, "c")])
    let n = classes([(0, "a"), (2, "c"), (4, "d")])
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.deletes == IndexSet(integer: 1))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.moves.isEmpty)
    #expect(result.updates.isEmpty)
  }

  @Test func testDiffingSwiftClassPointerComparison() {
    let o = classes([(0, "a"), (1, "b"), (2, "c")])
    let n = classes([(0, "a"), (2, "c"), (4, "d")])
    let result = ListDiff(oldArray: o, newArray: n, option: .pointerPersonality)
    #expect(result.deletes == IndexSet(integer: 1))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.moves.isEmpty)
    #expect(result.updates.count == 2)
  }

  @Test func testDiffingSwiftClassWithUpdates() {
    let o = classes([(0, "a"), (1, "b"), (2, "c")])
    let n = classes([(0, "b"), (1, "b"), (2, "b")])
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.deletes.isEmpty)
    #expect(result.inserts.isEmpty)
    #expect(result.moves.isEmpty)
    #expect(result.updates.count == 2)
  }
}
