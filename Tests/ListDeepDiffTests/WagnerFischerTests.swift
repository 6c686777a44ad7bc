import Foundation
import ListDeepDiff
import ListSimulator
import ListUIKit
import Testing

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
