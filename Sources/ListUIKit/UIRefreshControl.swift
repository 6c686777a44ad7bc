/// `UIRefreshControl`: present on a view whose list can be pulled to refresh.
@preconcurrency
@MainActor
public final class UIRefreshControl {
  /// Whether a refresh is running (between the two calls below).
  public private(set) var isRefreshing = false
  /// A control that is not refreshing.
  public init() {}
  /// Starts a refresh.
  public func beginRefreshing() { isRefreshing = true }
  /// Ends the refresh.
  public func endRefreshing() { isRefreshing = false }
}
