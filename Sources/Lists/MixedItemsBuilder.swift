/// Builds items of any types, each wrapped in ``AnyItem``.
@resultBuilder
public enum MixedItemsBuilder {
  /// A value of any `Hashable & Sendable` type, wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ item: T) -> [AnyItem] {
    [AnyItem(item)]
  }
  /// An array of any `Hashable & Sendable` type, each wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ items: [T]) -> [AnyItem] {
    items.map(AnyItem.init)
  }
  /// Items already wrapped in ``AnyItem``, added as is.
  public static func buildExpression(_ items: [AnyItem]) -> [AnyItem] { items }
  /// The items of each statement, concatenated in order.
  public static func buildBlock(_ parts: [AnyItem]...) -> [AnyItem] { parts.flatMap { $0 } }
  /// The items of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [AnyItem]?) -> [AnyItem] { part ?? [] }
  /// The items of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [AnyItem]) -> [AnyItem] { part }
  /// The items of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [AnyItem]) -> [AnyItem] { part }
  /// The items of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[AnyItem]]) -> [AnyItem] { parts.flatMap { $0 } }
  /// The items of an `#available` block, unchanged.
  public static func buildLimitedAvailability(_ part: [AnyItem]) -> [AnyItem] { part }
}
