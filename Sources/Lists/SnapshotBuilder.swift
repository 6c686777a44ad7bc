/// Builds the sections of a snapshot; the same constructs as ``ItemsBuilder``.
@resultBuilder
public enum SnapshotBuilder<SectionID: Hashable & Sendable, Item: Hashable & Sendable> {
  /// The section type this builder collects.
  public typealias Section = SnapshotSection<SectionID, Item>
  /// A single section: a one-element list.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// An array of sections, added as is.
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  /// An optional section: one section, or nothing for `nil`.
  public static func buildExpression(_ section: Section?) -> [Section] {
    section.map { [$0] } ?? []
  }
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
