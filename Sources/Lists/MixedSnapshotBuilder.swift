/// Builds mixed sections.
@resultBuilder
public enum MixedSnapshotBuilder<SectionID: Hashable & Sendable> {
  /// The section type this builder collects.
  public typealias Section = MixedSection<SectionID>
  /// A single mixed section: a one-element list.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// The sections of each statement, concatenated in order.
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  /// The sections of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Section]) -> [Section] { part }
  /// The sections of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Section]) -> [Section] { part }
  /// The sections of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `#available` block, unchanged.
  public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}
