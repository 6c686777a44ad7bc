import Foundation
import ListDeepDiff
import ListSimulator
import ListUIKit
import Testing

/// A person whose identity is `id` and whose content is `name`.
struct Person: DiffAware, Equatable {
  let id: Int
  let name: String
  var diffId: Int { id }
  static func compareContent(_ a: Person, _ b: Person) -> Bool { a.name == b.name }
}

/// A deterministic generator for the randomized tests: the package's `SplitMix64`, drawing
/// bounded integers.
struct Generator {
  var rng: SplitMix64
  init(state: UInt64) { rng = SplitMix64(seed: state) }
  mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &rng) }
}

/// A change as a short string, for comparing whole diffs: `D0 a`, `I2 d`, `R1 b`, `M4>1 e`.
func describe<T>(_ change: Change<T>) -> String {
  switch change {
  case .delete(let d): "D\(d.index) \(d.item)"
  case .insert(let i): "I\(i.index) \(i.item)"
  case .replace(let r): "R\(r.index) \(r.oldItem)>\(r.newItem)"
  case .move(let m): "M\(m.fromIndex)>\(m.toIndex) \(m.item)"
  }
}

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

@Suite struct WagnerFischerBehaviourTests {
  /// Content only: a renamed person is a replace (at its new index), an identical one nothing.
  @Test func comparesContentOnly() {
    let old = [Person(id: 1, name: "a"), Person(id: 2, name: "b")]
    let new = [Person(id: 1, name: "a"), Person(id: 2, name: "B")]
    #expect(WagnerFischer<Person>().diff(old: old, new: new).map(describe).count == 1)
    #expect(WagnerFischer<Person>().diff(old: old, new: new).first?.replace?.index == 1)
  }

  /// Ties go to a delete, then an insert, then a replace: `ab → ba` ends in the cell whose
  /// delete (of `b`, after inserting `b`) ties with an insert and a replace.
  @Test func tiesPreferDeleteThenInsert() {
    let changes = WagnerFischer<Character>().diff(old: Array("ab"), new: Array("ba"))
    #expect(changes.map(describe) == ["I0 b", "D1 b"])
    let replaced = WagnerFischer<Character>().diff(old: Array("abc"), new: Array("axc"))
    #expect(replaced.map(describe) == ["R1 b>x"])
  }

  /// `reduceMove` turns a content-equal insert and delete into one move.
  @Test func reduceMovePairsInsertsAndDeletes() {
    let changes = WagnerFischer<Character>(reduceMove: true).diff(
      old: Array("ab"), new: Array("ba"))
    #expect(changes.map(describe) == ["M1>0 b"])
  }

  /// Random strings: the number of changes is the edit distance (computed here by counting
  /// only), and applying the changes (deletes and replaces in old positions, inserts in new)
  /// rebuilds the new string.
  @Test(arguments: 0..<300)
  func isAnEditDistancePath(seed: Int) {
    var rng = Generator(state: UInt64(seed) &+ 1000)
    let letters = Array("abcd")
    let old = (0..<rng.next(9)).map { _ in letters[rng.next(4)] }
    let new = (0..<rng.next(9)).map { _ in letters[rng.next(4)] }
    let changes = WagnerFischer<Character>().diff(old: old, new: new)
    #expect(changes.count == distance(old, new), "\(String(old)) → \(String(new))")
    // Walk the path: every change consumes old and new characters in order.
    var (i, j) = (0, 0)
    var rebuilt: [Character] = []
    for change in changes {
      switch change {
      case .delete(let d):
        while i < d.index { rebuilt.append(old[i]); (i, j) = (i + 1, j + 1) }
        i += 1
      case .insert(let n):
        while j < n.index { rebuilt.append(old[i]); (i, j) = (i + 1, j + 1) }
        rebuilt.append(n.item)
        j += 1
      case .replace(let r):
        while j < r.index { rebuilt.append(old[i]); (i, j) = (i + 1, j + 1) }
        rebuilt.append(r.newItem)
        (i, j) = (i + 1, j + 1)
      case .move: Issue.record("no moves without reduceMove")
      }
    }
    rebuilt += old[i...]
    #expect(rebuilt == new, "\(String(old)) → \(String(new))")
  }

  func distance(_ a: [Character], _ b: [Character]) -> Int {
    var row = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var next = [i + 1]
      for (j, y) in b.enumerated() {
        next.append(x == y ? row[j] : 1 + min(row[j], row[j + 1], next[j]))
      }
      row = next
    }
    return row[b.count]
  }
}

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
