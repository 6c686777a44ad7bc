import ListKit
import Testing

@testable import ListSimulator

/// A cell's content compares as the way it was made says: `CellContent(_:)` with `==`,
/// `CellContent(contentOf:)` and `CellContent.of(_:)` with `isContentEqual(to:)`, and never
/// equal to a value of another type. The model below states that directly, from the values and
/// kinds alone.
@Suite struct CellContentTests {
  /// Same item when the ids match, same content when the versions match.
  typealias Contact = CellRequestTests.Versioned

  /// A value and how its content was made.
  enum Made {
    case equal(any Sendable)
    case contentOf(Contact)
    case of(Contact)
  }

  static func content(_ made: Made) -> CellContent {
    switch made {
    case .equal(let value as String): CellContent(value)
    case .equal(let value as Int): CellContent(value)
    case .equal(let value): CellContent(value as! Contact)
    case .contentOf(let contact): CellContent(contentOf: contact)
    case .of(let contact): CellContent.of(contact)!
    }
  }

  /// Whether a content made as `a` shows what one made as `b` describes.
  static func expected(_ a: Made, _ b: Made) -> Bool {
    func value(_ made: Made) -> any Sendable {
      switch made {
      case .equal(let value): value
      case .contentOf(let contact), .of(let contact): contact
      }
    }
    switch (a, value(b)) {
    case (.equal(let x as String), let y as String): return x == y
    case (.equal(let x as Int), let y as Int): return x == y
    case (.equal(let x as Contact), let y as Contact): return x == y
    case (.contentOf(let x), let y as Contact), (.of(let x), let y as Contact):
      return x.version == y.version
    default: return false
    }
  }

  @Test(arguments: [1, 2, 3])
  func contentsCompareAsTheyWereMade(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func made() -> Made {
      let contact = Contact(
        id: Int.random(in: 0...2, using: &random), version: Int.random(in: 0...1, using: &random))
      switch Int.random(in: 0..<5, using: &random) {
      case 0: return .equal(["1", "2"].randomElement(using: &random)!)
      case 1: return .equal(Int.random(in: 1...2, using: &random))
      case 2: return .equal(contact)
      case 3: return .contentOf(contact)
      default: return .of(contact)
      }
    }
    for _ in 0..<500 {
      let (a, b) = (made(), made())
      #expect(
        Self.content(a).isSame(as: Self.content(b)) == Self.expected(a, b), "\(a) against \(b)")
    }
  }

  /// An identifier type with no content of its own.
  struct Plain: Hashable, Sendable { let id: Int }

  @Test func anItemThatIsNotContentEquatableHasNoContent() {
    #expect(CellContent.of(Plain(id: 1)) == nil)
    #expect(CellContent.of(Contact(id: 1, version: 0)) != nil)
  }
}
