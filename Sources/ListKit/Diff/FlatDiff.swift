/// The difference between two flat collections, as positions.
///
/// ``deletes`` are old positions, ``inserts`` new positions, ``moves`` old → new positions of the
/// matched elements outside a longest increasing subsequence (so there are as few as possible),
/// and ``updates`` the matched pairs whose contents differ. Applying the deletes, then the
/// inserts and moves, to `old` gives `new`.
public struct FlatDiff: Hashable, Sendable {
  /// Positions in `old` of removed elements, ascending.
  public var deletes: [Int]
  /// Positions in `new` of added elements, ascending.
  public var inserts: [Int]
  /// Matched elements that change their relative order, by new position.
  public var moves: [PositionMove<Int>]
  /// Matched elements whose contents differ (old → new position), by new position.
  public var updates: [PositionMove<Int>]
  /// For each old position, the new position of the same element, or -1 when it was deleted.
  public var oldToNew: [Int]
  /// For each new position, the old position of the same element, or -1 when it was inserted.
  public var newToOld: [Int]

  /// A diff of the given parts, stored as given (not checked for consistency).
  @inlinable
  public init(
    deletes: [Int], inserts: [Int], moves: [PositionMove<Int>], updates: [PositionMove<Int>],
    oldToNew: [Int],
    newToOld: [Int]
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.updates = updates
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }

  /// Matched pairs (old → new position), by new position.
  ///
  /// - Complexity: O(n).
  public var matches: [PositionMove<Int>] {
    newToOld.enumerated().compactMap {
      $0.element < 0 ? nil : PositionMove(from: $0.element, to: $0.offset)
    }
  }

  /// `true` when the two collections were equal (and no content changed).
  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
  }
}
