/// The limits of generated data.
public struct FuzzLimits: Sendable, Hashable {
  /// The most sections a list has.
  public var maxSections: Int
  /// The most items a list has (all sections together).
  public var maxItems: Int
  /// Operations per case.
  public var operations: Int
  /// Values are clamped to `1...` the bounds below, so no limit can exhaust memory or keep a
  /// case running past a campaign's deadline.
  public init(maxSections: Int = 5, maxItems: Int = 50, operations: Int = 12) {
    self.maxSections = min(max(1, maxSections), Self.sectionBound)
    self.maxItems = min(max(1, maxItems), Self.itemBound)
    self.operations = min(max(1, operations), Self.operationBound)
  }

  /// The largest `maxSections` (`--max-sections`).
  public static let sectionBound = 1_000
  /// The largest `maxItems` (`--max-items`).
  public static let itemBound = 100_000
  /// The largest `operations` (`--steps`): a campaign checks its deadline between cases, and a
  /// case of this many operations on the largest lists still ends within about a second.
  public static let operationBound = 1_000

  /// The limits within their bounds (the properties are settable, so a run re-clamps).
  var clamped: FuzzLimits {
    FuzzLimits(maxSections: maxSections, maxItems: maxItems, operations: operations)
  }
}
