/// What UIKit does with a batch whose counts do not add up, or that breaks another rule.
public enum UIKitOutcome: String, Sendable, Hashable, CaseIterable, Codable {
  /// `NSInternalInconsistencyException`: the app crashes.
  case raises
  /// UIKit logs the message followed by ` - will perform reloadData` and reloads the view: the
  /// app goes on, showing the data source's state.
  case logsAndReloads
}
