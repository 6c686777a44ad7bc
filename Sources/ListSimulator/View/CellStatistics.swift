/// Cell statistics of a virtual view.
public struct CellStatistics: Sendable, Hashable {
  /// Every time the view asked its data source for a cell (visible positions only).
  public var cellProviderCalls = 0
  /// Cell objects made anew (nothing to reuse).
  public var cellsCreated = 0
  /// Cells taken from the reuse pool.
  public var cellsReused = 0
  /// Shown cells configured again in place (reconfigures).
  public var cellsReconfigured = 0
  /// All counts at zero.
  public init() {}
}
