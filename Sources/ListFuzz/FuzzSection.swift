/// One section of the data handed to a batch function under test.
public struct FuzzSection: Sendable, Hashable, CustomStringConvertible {
  /// The section's identifier.
  public var id: String
  /// The section's item identifiers, in order.
  public var items: [String]
  /// A section `id` holding `items`.
  public init(id: String, items: [String]) {
    self.id = id
    self.items = items
  }
  /// `id: [items]`.
  public var description: String { "\(id): \(items)" }
}
