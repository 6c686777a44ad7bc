/// `UISwipeActionsConfiguration`: the actions a swipe shows, first action outermost.
@preconcurrency
@MainActor
public final class UISwipeActionsConfiguration {
  /// The actions, the first one outermost.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action
  /// (`userPerformsSwipeAction(fullSwipe: true, …)`).
  public var performsFirstActionWithFullSwipe = true
  /// A configuration of `actions`.
  public init(actions: [UIContextualAction]) { self.actions = actions }
}
