/// A move between two indexes (`IGListMoveIndex`).
public final class ListMoveIndex: Hashable, CustomStringConvertible, Sendable {
  /// The index the object moves from, in the old array.
  public let from: Int
  /// The index the object moves to, in the new array.
  public let to: Int
  init(from: Int, to: Int) { (self.from, self.to) = (from, to) }
  /// Equal when both indexes are equal.
  public static func == (a: ListMoveIndex, b: ListMoveIndex) -> Bool {
    a.from == b.from && a.to == b.to
  }
  /// Hashes both indexes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(from)
    hasher.combine(to)
  }
  /// `<move from -> to>`.
  public var description: String { "<move \(from) -> \(to)>" }
}
