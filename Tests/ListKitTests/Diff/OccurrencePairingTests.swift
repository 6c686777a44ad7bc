import ListKit
import Testing

/// The pairing under DifferenceKit's staged changesets, DeepDiff's diff and the pictures' links:
/// the k-th target occurrence of an identifier takes its k-th source occurrence, the rest stay
/// unpaired. Checked against that rule written out, on sources without repeats (where runs of
/// targets are paired without a look-up) and with.
@Suite struct OccurrencePairingTests {
  /// The rule, the slow way: each target takes the first source occurrence of its identifier
  /// that no earlier target took.
  static func slowPairing(_ source: [Int], _ target: [Int]) -> [Int] {
    var taken = Set<Int>()
    return target.map { id in
      guard let i = source.indices.first(where: { source[$0] == id && !taken.contains($0) })
      else { return -1 }
      taken.insert(i)
      return i
    }
  }

  /// A source (its identifiers distinct, or drawn from a small range so that they repeat) and a
  /// target made from it the way lists change: elements dropped, new ones inserted, a few moved,
  /// some repeated, so that long runs keep their order.
  static func pair(_ rng: inout SplitMix64) -> (source: [Int], target: [Int]) {
    let count = Int.random(in: 0...40, using: &rng)
    let distinct = Bool.random(using: &rng)
    let source =
      distinct
      ? Array(0..<count).shuffled(using: &rng)
      : (0..<count).map { _ in Int.random(in: 0..<12, using: &rng) }
    var target = source.filter { _ in Int.random(in: 0..<6, using: &rng) != 0 }
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      target.insert(
        Int.random(in: 0..<60, using: &rng), at: Int.random(in: 0...target.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...3, using: &rng) where target.count > 1 {
      let moved = target.remove(at: Int.random(in: 0..<target.count, using: &rng))
      target.insert(moved, at: Int.random(in: 0...target.count, using: &rng))
    }
    if let repeated = target.randomElement(using: &rng), Bool.random(using: &rng) {
      target.insert(repeated, at: Int.random(in: 0...target.count, using: &rng))
    }
    return (source, target)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func pairingFollowsTheRule(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<500 {
      let (source, target) = Self.pair(&rng)
      let expected = Self.slowPairing(source, target)
      var targetOfSource = [Int](repeating: -1, count: source.count)
      for (j, i) in expected.enumerated() where i >= 0 { targetOfSource[i] = j }
      let arrays = OccurrencePairing(
        source: ContiguousArray(source), target: ContiguousArray(target))
      let closures = OccurrencePairing(sourceCount: source.count, targetCount: target.count) {
        source[$0]
      } target: {
        target[$0]
      }
      for pairing in [arrays, closures] {
        #expect(
          pairing.sourceOfTarget == expected, "seed \(seed) round \(round): \(source) -> \(target)")
        #expect(pairing.targetOfSource == targetOfSource, "seed \(seed) round \(round)")
      }
    }
  }
}
