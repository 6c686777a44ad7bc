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
    // A tag whose hash equals an integer's fingerprint is still not that integer.
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

  /// A string inline plus the fingerprint: four words (an `AnyHashable` inline made it seven).
  @Test func anIdentityIsFourWords() {
    #expect(MemoryLayout<ItemIdentity>.stride <= 4 * MemoryLayout<Int>.stride)
  }
}
