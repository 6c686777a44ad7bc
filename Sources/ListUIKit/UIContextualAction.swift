import ListSimulator

/// `UIContextualAction`: a swipe action with a style, a title and the handler UIKit calls when
/// the user performs it (the handler calls its completion with whether the action was done).
@preconcurrency
@MainActor
public final class UIContextualAction {
  /// `UIContextualAction.Style`.
  public enum Style: Sendable { case normal, destructive }
  /// What performing the action runs: the action, its view, and the completion to call with
  /// whether it was done.
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) ->
    Void
  /// The action's style.
  public let style: Style
  /// The action's title (what `userPerformsSwipeAction(_:rowAt:)` finds it by).
  public var title: String?
  /// The background colour (recorded).
  public var backgroundColor: UIColor?
  /// The image (recorded).
  public var image: UIImage?
  let handler: Handler

  /// An action of `style` titled `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    (self.style, self.title, self.handler) = (style, title, handler)
  }

  /// The user performs the action: its handler runs, as UIKit runs it.
  ///
  /// - Returns: what the handler passed to its completion (`false` if it has not called it).
  @discardableResult
  public func perform() -> Bool {
    var done = false
    handler(self, UIView()) { done = $0 }
    return done
  }
}
