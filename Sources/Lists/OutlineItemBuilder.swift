/// Builds outline nodes; the same constructs as ``ItemsBuilder``.
@resultBuilder
public enum OutlineItemBuilder<Item: Hashable & Sendable> {
  /// The outline node type this builder collects.
  public typealias Node = OutlineItem<Item>
  /// A single node: a one-element list.
  public static func buildExpression(_ node: Node) -> [Node] { [node] }
  /// An array of nodes, added as is.
  public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
  /// The nodes of each statement, concatenated in order.
  public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
  /// The nodes of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
  /// The nodes of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Node]) -> [Node] { part }
  /// The nodes of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Node]) -> [Node] { part }
  /// The nodes of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
  /// The nodes of an `#available` block, unchanged.
  public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
