extension CellViewModel where Self: Identifiable, ID: Sendable {
  /// Identity: two view models with the same `id` are the same item.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  /// Hashes the `id` only, to match `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
