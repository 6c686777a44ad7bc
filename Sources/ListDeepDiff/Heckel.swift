import ListKit

/// DeepDiff's `diff(old:new:)`: ``Heckel``'s diff.
///
/// ```swift
/// let changes = diff(old: Array("abc"), new: Array("bcd"))
/// // delete "a" at 0, insert "d" at 2
/// ```
@inlinable
public func diff<T: DiffAware>(old: [T], new: [T]) -> [Change<T>] {
  Heckel<T>().diff(old: old, new: new)
}

/// All inserts when `old` is empty, all deletes when `new` is empty, no change when both are;
/// `nil` otherwise (a diff is needed).
@inlinable
public func preprocess<T>(old: [T], new: [T]) -> [Change<T>]? {
  switch (old.isEmpty, new.isEmpty) {
  case (true, true): return []
  case (true, false):
    return new.enumerated().map { .insert(Insert(item: $0.element, index: $0.offset)) }
  case (false, true):
    return old.enumerated().map { .delete(Delete(item: $0.element, index: $0.offset)) }
  case (false, false): return nil
  }
}

/// Paul Heckel's diff as DeepDiff computes it — its results, not the package's (no longest
/// increasing subsequence: every displaced item moves).
///
/// The k-th occurrence of an identity in `new` is the same thing as its k-th occurrence in
/// `old`; the others are inserts and deletes. The changes come in DeepDiff's order: every delete
/// (old index order), then, by new index, an insert, or a replace (content changed, index in the
/// new array) followed by a move when the item is not where the deletes and inserts before it put
/// it (`old index − deletes before it + inserts before it ≠ new index`). So `12345 → 15234` is
/// four moves, where a minimal diff moves one item.
///
/// - Complexity: O(n + m): one table of the old identities, one look-up per new item.
public final class Heckel<T: DiffAware> {
  /// A diff engine (it keeps no state between diffs).
  @inlinable
  public init() {}

  /// The changes that turn `old` into `new`. (Inlinable: the caller's module gets a copy
  /// specialised for its item type, so hashing and comparing are direct calls.)
  @inlinable
  public func diff(old: [T], new: [T]) -> [Change<T>] {
    // The k-th new occurrence of an identity takes its k-th old occurrence.
    let pairing = OccurrencePairing(sourceCount: old.count, targetCount: new.count) {
      old[$0].diffId
    } target: {
      new[$0].diffId
    }
    let oldIndexOfNew = pairing.sourceOfTarget
    var paired = 0
    for oldIndex in oldIndexOfNew where oldIndex >= 0 { paired += 1 }
    var changes: [Change<T>] = []
    changes.reserveCapacity(old.count + new.count - 2 * paired + paired / 8)
    // Deletes; the number of deletes before each old position.
    var deletesBefore = [Int](repeating: 0, count: old.count)
    var deletes = 0
    for index in old.indices {
      deletesBefore[index] = deletes
      if pairing.targetOfSource[index] < 0 {
        changes.append(.delete(Delete(item: old[index], index: index)))
        deletes += 1
      }
    }
    // Inserts, replaces and moves, by new index.
    var inserts = 0
    for index in new.indices {
      let oldIndex = oldIndexOfNew[index]
      guard oldIndex >= 0 else {
        inserts += 1
        changes.append(.insert(Insert(item: new[index], index: index)))
        continue
      }
      if !T.compareContent(old[oldIndex], new[index]) {
        changes.append(
          .replace(Replace(oldItem: old[oldIndex], newItem: new[index], index: index)))
      }
      if oldIndex - deletesBefore[oldIndex] + inserts != index {
        changes.append(.move(Move(item: new[index], fromIndex: oldIndex, toIndex: index)))
      }
    }
    return changes
  }
}
