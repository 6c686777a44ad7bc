import Foundation
import ListKit
import ListSimulator
import Lists
import Testing

@Suite struct ItemTests {
  @Test func identifiableViewModelsCompareByIdentity() {
    #expect(Contact(id: 1, name: "a") == Contact(id: 1, name: "b"))
    #expect(Contact(id: 1, name: "a").hashValue == Contact(id: 1, name: "b").hashValue)
    #expect(Contact(id: 1, name: "a") != Contact(id: 2, name: "a"))
  }

  /// An `AnyItem` is not wrapped again: the result equals the item and unwraps to its value.
  @Test func anyItemIsNotWrappedTwice() {
    let item = AnyItem(Contact(id: 7, name: "Ann"))
    for again in [AnyItem(item), AnyItem(AnyItem(item))] {
      #expect(again == item)
      #expect(again.hashValue == item.hashValue)
      #expect(again.as(Contact.self)?.name == "Ann")
    }
  }

  @Test(arguments: [UInt64](1...10)) func anyItemAgreesWithTheWrappedValues(seed: UInt64) {
    var rng = Rng(state: seed)
    let values: [any Hashable & Sendable] = (0..<40).map { _ in
      rng.next(2) == 0 ? rng.next(5) as any Hashable & Sendable : "\(rng.next(5))"
    }
    for a in values {
      for b in values {
        let same =
          (a as? Int).flatMap { x in (b as? Int).map { x == $0 } }
          ?? (a as? String).flatMap { x in (b as? String).map { x == $0 } } ?? false
        #expect((AnyItem(a) == AnyItem(b)) == same)
        if same { #expect(AnyItem(a).hashValue == AnyItem(b).hashValue) }
      }
    }
    // Sets and dictionaries (what snapshots and diffs use) find an item wrapped again.
    let distinct = Set(values.map { AnyItem($0) })
    #expect(distinct.count == Set(values.map { "\(type(of: $0)) \($0)" }).count)
    for value in values { #expect(distinct.contains(AnyItem(value)), "\(value)") }
  }
}
