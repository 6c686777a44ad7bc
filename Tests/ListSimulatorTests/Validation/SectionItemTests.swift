import ListKit
import Testing

@testable import ListSimulator

/// The view's position keys hash as one word: equal keys must hash alike, and keys whose words
/// collide (positions beyond 32 bits, which the range checks reject later) must stay distinct.
@Suite struct PositionKeyTests {
  @Test(arguments: [1, 2, 3])
  func keysActAsPairsInSetsAndDictionaries(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var model: [(Int, Int)] = []
    var table: [_SectionItem: Int] = [:]
    let ranges = [-3...3, 0...40, (Int.max - 2)...Int.max, Int.min...(Int.min + 2)]
    for _ in 0..<2_000 {
      let section = Int.random(in: ranges.randomElement(using: &random)!, using: &random)
      let item = Int.random(in: ranges.randomElement(using: &random)!, using: &random)
      let key = _SectionItem(section, item)
      // The obvious model: a list of pairs, searched linearly.
      if let index = model.firstIndex(where: { $0 == (section, item) }) {
        #expect(table[key] == index, "key (\(section), \(item))")
      } else {
        #expect(table[key] == nil, "key (\(section), \(item))")
        table[key] = model.count
        model.append((section, item))
      }
      #expect(key.hashValue == _SectionItem(section, item).hashValue)
    }
    #expect(table.count == model.count)
    // Words that collide: (1, 0) and (0, 1 << 32) share `section << 32 ^ item`.
    let a = _SectionItem(1, 0)
    let b = _SectionItem(0, 1 << 32)
    #expect(a != b)
    #expect(Set([a, b, _SectionItem(1, 0)]).count == 2)
  }
}
