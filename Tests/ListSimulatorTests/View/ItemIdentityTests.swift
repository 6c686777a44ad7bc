import Foundation
import ListSimulator
import Testing

/// Identities compare by value within a type and never across types; the view keeps one per item
/// it shows, so their size is checked too.
@Suite struct ItemIdentityTests {
  struct Tag: Hashable, Sendable {
    var name: String
  }

  @Test func equalityAndHashing() {
    #expect(ItemIdentity(7) == ItemIdentity(7))
    #expect(ItemIdentity(7) != ItemIdentity(8))
    #expect(ItemIdentity("7") != ItemIdentity(7))
    #expect(ItemIdentity("m1") == ItemIdentity("m1"))
    #expect(ItemIdentity(Tag(name: "a")) == ItemIdentity(Tag(name: "a")))
    #expect(ItemIdentity(Tag(name: "a")) != ItemIdentity(Tag(name: "b")))
    // A tag whose hash equals an integer is still not that integer.
    let tag = Tag(name: "x")
    #expect(ItemIdentity(tag) != ItemIdentity(tag.hashValue))
    #expect(ItemIdentity(ItemIdentity(5)) == ItemIdentity(5))
    #expect(Set([ItemIdentity(1), ItemIdentity(1), ItemIdentity("1")]).count == 2)
  }

  @Test func valueAndDescription() {
    #expect(ItemIdentity(-3).value == AnyHashable(-3))
    #expect(ItemIdentity("m1").value == AnyHashable("m1"))
    #expect(ItemIdentity(Tag(name: "a")).value == AnyHashable(Tag(name: "a")))
    #expect(ItemIdentity(Int.min).description == "\(Int.min)")
    #expect(ItemIdentity("m1").description == "m1")
  }

  /// A string inline and the case: three words (an `AnyHashable` inline made it seven, a stored
  /// hash four).
  @Test func anIdentityIsThreeWords() {
    #expect(MemoryLayout<ItemIdentity>.stride <= 3 * MemoryLayout<Int>.stride)
  }

  /// Equal identities hash alike, for every kind of identifier.
  @Test func equalIdentitiesHashAlike() {
    let pairs: [(ItemIdentity, ItemIdentity)] = [
      (ItemIdentity(42), ItemIdentity(42)),
      (ItemIdentity("caf\u{E9}"), ItemIdentity("cafe\u{301}")),  // canonically equivalent
      (ItemIdentity(Tag(name: "a")), ItemIdentity(Tag(name: "a"))),
      (ItemIdentity(ItemIdentity("x")), ItemIdentity("x")),
    ]
    for (a, b) in pairs {
      #expect(a == b)
      #expect(a.hashValue == b.hashValue)
    }
    #expect(ItemIdentity("caf\u{E9}") != ItemIdentity("cafe"))
  }
}
