import Foundation

/// A move between two index paths (`IGListMoveIndexPath`).
public final class ListMoveIndexPath: Hashable, CustomStringConvertible, Sendable {
  /// The index path the object moves from, in the old arrays.
  public let from: IndexPath
  /// The index path the object moves to, in the new arrays.
  public let to: IndexPath
  init(from: IndexPath, to: IndexPath) { (self.from, self.to) = (from, to) }
  /// Equal when both index paths are equal.
  public static func == (a: ListMoveIndexPath, b: ListMoveIndexPath) -> Bool {
    a.from == b.from && a.to == b.to
  }
  /// Hashes both index paths.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(from)
    hasher.combine(to)
  }
  /// `<move from -> to>`.
  public var description: String { "<move \(from) -> \(to)>" }
}
