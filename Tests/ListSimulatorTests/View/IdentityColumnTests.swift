import ListKit
import Testing

@testable import ListSimulator

/// A view compares the items a data source hands it in place, through typed loops for integers,
/// strings and identities and through identities for anything else. Every path must agree with
/// the obvious model: turn both sides into `ItemIdentity` values and compare them one by one.
@Suite struct IdentityColumnTests {
  /// An identifier type of the app's own (compared through the generic path).
  struct Tag: Hashable, Sendable { let value: Int }

  /// A column of one of the supported shapes over `values` (a small alphabet, so that equal items
  /// are common; identity columns mix integers and strings), beside its model: the identities of
  /// the same values, made from the values themselves (nothing of the column's code is used).
  static func column(_ kind: Int, _ values: [Int]) -> (_Column, model: [ItemIdentity]) {
    switch kind {
    case 0:
      return (_Column(values), values.map { ItemIdentity($0) })
    case 1:
      let strings = values.map { "s\($0)" }
      return (_Column(strings), strings.map { ItemIdentity($0) })
    case 2:
      let identities = values.map { $0 % 2 == 0 ? ItemIdentity($0) : ItemIdentity("s\($0)") }
      return (_Column(identities), identities)
    default:
      let tags = values.map { Tag(value: $0) }
      return (_Column(tags), tags.map { ItemIdentity($0) })
    }
  }

  @Test(arguments: [1, 2, 3, 4])
  func firstDifferenceAgreesWithIdentities(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<400 {
      let count = Int.random(in: 0...12, using: &random)
      let a = (0..<count).map { _ in Int.random(in: 0...3, using: &random) }
      var b = a
      for _ in 0..<Int.random(in: 0...2, using: &random) where count > 0 {
        b[Int.random(in: 0..<count, using: &random)] = Int.random(in: 0...3, using: &random)
      }
      let (kindA, kindB) = (
        Int.random(in: 0...3, using: &random), Int.random(in: 0...3, using: &random)
      )
      let ((x, mx), (y, my)) = (Self.column(kindA, a), Self.column(kindB, b))
      let expected = mx.indices.first { mx[$0] != my[$0] }
      #expect(x.firstDifference(with: y) == expected, "\(kindA) \(a) against \(kindB) \(b)")
      #expect(x.identities == mx)
      #expect(mx.indices.allSatisfy { x.identity(at: $0) == mx[$0] })
    }
  }

  @Test(arguments: [1, 2, 3, 4])
  func compareCellsAgreesWithIdentities(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<400 {
      // Before: up to three sections, some without identities.
      let sampled: [(_Column, model: [ItemIdentity])?] =
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
          guard Int.random(in: 0..<5, using: &random) > 0 else { return nil }
          let values = (0..<Int.random(in: 0...8, using: &random)).map { _ in
            Int.random(in: 0...3, using: &random)
          }
          return Self.column(Int.random(in: 0...3, using: &random), values)
        }
      let before = sampled.map { $0?.0 }
      let count = Int.random(in: 0...10, using: &random)
      let (now, items) = Self.column(
        Int.random(in: 0...3, using: &random),
        (0..<count).map { _ in Int.random(in: 0...3, using: &random) })
      // Where each cell was: new, a position of a section (sometimes past its end), in runs.
      var source: [Int] = []
      while source.count < count {
        let s = Int.random(in: 0..<before.count, using: &random)
        var j = Int.random(in: 0...9, using: &random)
        for _ in 0..<Int.random(in: 1...4, using: &random) where source.count < count {
          source.append(Int.random(in: 0..<4, using: &random) == 0 ? -1 : _Location.pack(s, j))
          j += 1
        }
      }
      var expected = _CellComparison()
      for (k, packed) in source.enumerated() where packed >= 0 {
        let (s, j) = (_Location.section(of: packed), _Location.item(of: packed))
        guard let old = sampled[s]?.model, j < old.count else {
          expected.unknown = true
          continue
        }
        if old[j] != items[k] { expected.mismatches.append(k) }
      }
      // Cell by cell into runs (consecutive cells from consecutive positions join one run).
      var placement = _ItemPlacement()
      for (k, packed) in source.enumerated() { placement.append(k, from: packed, count: 1) }
      #expect(source.indices.allSatisfy { placement.source(of: $0) == source[$0] })
      let result = now.compareCells(placement.runs, before: before)
      #expect(result.mismatches == expected.mismatches, "source \(source)")
      #expect(result.unknown == expected.unknown, "source \(source)")
    }
  }

  /// Columns of different identifier types agree with `ItemIdentity`'s equality: integers equal
  /// identities of the same integers, and never equal strings or another type.
  @Test func columnsOfDifferentTypesCompareAsIdentities() {
    let ints = _Column([1, 2, 3])
    #expect(ints.firstDifference(with: _Column([ItemIdentity(1), 2, 3])) == nil)
    #expect(ints.firstDifference(with: _Column([ItemIdentity(1), "2", 3])) == 1)
    #expect(ints.firstDifference(with: _Column(["1", "2", "3"])) == 0)
    #expect(ints.firstDifference(with: _Column([Tag(value: 1)] + [2, 3].map(Tag.init))) == 0)
    #expect(_Column([Tag(value: 1)]).firstDifference(with: _Column([Tag(value: 1)])) == nil)
  }
}
