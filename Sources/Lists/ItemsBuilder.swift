/// Builds a list of items: single items, arrays, optionals (`nil` adds nothing), `if`,
/// `if`/`else`, `switch`, `for` and `#available`. With `Item == AnyItem`, items of any
/// `Hashable & Sendable` type are wrapped.
@resultBuilder
public enum ItemsBuilder<Item: Hashable & Sendable> {
  /// A single item: a one-element list.
  public static func buildExpression(_ item: Item) -> [Item] { [item] }
  /// An array of items, added as is.
  public static func buildExpression(_ items: [Item]) -> [Item] { items }
  /// An optional item: one item, or nothing for `nil`.
  public static func buildExpression(_ item: Item?) -> [Item] { item.map { [$0] } ?? [] }
  /// The items of each statement, concatenated in order.
  public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
  /// The items of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
  /// The items of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Item]) -> [Item] { part }
  /// The items of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Item]) -> [Item] { part }
  /// The items of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
  /// The items of an `#available` block, unchanged.
  public static func buildLimitedAvailability(_ part: [Item]) -> [Item] { part }
}

extension ItemsBuilder where Item == AnyItem {
  /// A value of any `Hashable & Sendable` type, wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ item: T) -> [AnyItem] {
    [AnyItem(item)]
  }
  /// An array of any `Hashable & Sendable` type, each wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ items: [T]) -> [AnyItem] {
    items.map(AnyItem.init)
  }
}
