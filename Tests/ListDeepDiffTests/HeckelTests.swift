import Foundation
import ListDeepDiff
import ListSimulator
import ListUIKit
import Testing

@Suite struct HeckelBehaviourTests {
  /// DeepDiff moves every displaced item: `12345 → 15234` is four moves (a minimal diff moves
  /// one).
  @Test func everyDisplacedItemMoves() {
    let changes = diff(old: [1, 2, 3, 4, 5], new: [1, 5, 2, 3, 4])
    #expect(changes.map(describe) == ["M4>1 5", "M1>2 2", "M2>3 3", "M3>4 4"])
  }

  /// Deletes first (old order), then by new index an insert, or a replace followed by a move.
  @Test func deletesFirstThenByNewIndex() {
    let old = [Person(id: 1, name: "a"), Person(id: 2, name: "b"), Person(id: 3, name: "c")]
    let new = [Person(id: 3, name: "C"), Person(id: 4, name: "d"), Person(id: 1, name: "a")]
    let changes = diff(old: old, new: new)
    #expect(
      changes.map(describe) == [
        "D1 Person(id: 2, name: \"b\")",
        "R0 Person(id: 3, name: \"c\")>Person(id: 3, name: \"C\")",
        "M2>0 Person(id: 3, name: \"C\")", "I1 Person(id: 4, name: \"d\")",
        "M0>2 Person(id: 1, name: \"a\")",
      ])
    // A replace names the new index.
    #expect(changes[1].replace?.index == 0)
  }

  /// Repeated identities pair in order: the k-th new occurrence is the k-th old one.
  @Test func repeatsPairInOrder() {
    let changes = diff(old: Array("aab"), new: Array("aba"))
    #expect(changes.map(describe) == ["M2>1 b", "M1>2 a"])
    #expect(diff(old: Array("aa"), new: Array("a")).map(describe) == ["D1 a"])
  }

  @Test func emptySides() {
    #expect(diff(old: [Int](), new: []).isEmpty)
    #expect(diff(old: [], new: [7, 8]).map(describe) == ["I0 7", "I1 8"])
    #expect(diff(old: [7, 8], new: []).map(describe) == ["D0 7", "D1 8"])
    #expect(preprocess(old: [1], new: [2]) == nil)
    #expect(preprocess(old: [Int](), new: [1])?.count == 1)
  }

  /// Against a slow model written from the description (lists of old positions per identity,
  /// counted offsets): the same changes, in the same order, for random arrays with repeats and
  /// content changes.
  @Test(arguments: 0..<400)
  func agreesWithASlowModel(seed: Int) {
    var rng = Generator(state: UInt64(seed))
    func people(_ count: Int) -> [Person] {
      (0..<count).map { _ in Person(id: rng.next(8), name: rng.next(4) == 0 ? "x" : "y") }
    }
    let old = people(rng.next(10))
    let new = people(rng.next(10))
    #expect(diff(old: old, new: new).map(describe) == SlowHeckel.diff(old: old, new: new))
  }
}

/// DeepDiff's Heckel, written again from its description, slowly: no tables, arrays of
/// positions per identity, offsets counted by scanning.
enum SlowHeckel {
  static func diff(old: [Person], new: [Person]) -> [String] {
    var remaining: [Int: [Int]] = [:]
    for (k, p) in old.enumerated() { remaining[p.id, default: []].append(k) }
    var match = [Int?](repeating: nil, count: new.count)
    for (k, p) in new.enumerated() where !(remaining[p.id] ?? []).isEmpty {
      match[k] = remaining[p.id]!.removeFirst()
    }
    let kept = Set(match.compactMap { $0 })
    var out: [String] = []
    for k in old.indices where !kept.contains(k) { out.append("D\(k) \(old[k])") }
    for (k, m) in match.enumerated() {
      guard let m else {
        out.append("I\(k) \(new[k])")
        continue
      }
      if old[m].name != new[k].name { out.append("R\(k) \(old[m])>\(new[k])") }
      let deletesBefore = (0..<m).filter { !kept.contains($0) }.count
      let insertsBefore = (0..<k).filter { match[$0] == nil }.count
      if m - deletesBefore + insertsBefore != k { out.append("M\(m)>\(k) \(new[k])") }
    }
    return out
  }
}
