/// A move of one element, from a position in the old collection to one in the new.
public struct PositionMove<Position: Hashable & Sendable>: Hashable, Sendable {
  /// The position in the old collection.
  public var from: Position
  /// The position in the new collection.
  public var to: Position
  /// A move from `from` (old position) to `to` (new position).
  @inlinable public init(from: Position, to: Position) {
    self.from = from
    self.to = to
  }
}

extension PositionMove: CustomStringConvertible {
  /// `from -> to`, e.g. `2 -> 0`.
  public var description: String { "\(from) -> \(to)" }
}
