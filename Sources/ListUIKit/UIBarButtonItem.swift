import Foundation

/// `UIBarButtonItem`: a title or a system item, and the action it performs (a test taps it with
/// `tap()`).
open class UIBarButtonItem: UIBarItem {
  /// `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Sendable {
    case add, edit, done, cancel, save, trash, compose, refresh, action, search, reply, bookmarks
    case camera, organize, play, pause, rewind, fastForward, undo, redo, close, flexibleSpace
    case fixedSpace, stop
  }
  /// The system item it was made with, or `nil` for a titled one.
  public let systemItem: SystemItem?
  let action: (@MainActor () -> Void)?
  /// The action a tap performs (UIKit's `primaryAction`), with the item as its sender.
  public let primaryAction: UIAction?
  /// The menu the item shows (recorded).
  public var menu: UIMenu?

  init(title: String?, systemItem: SystemItem?, action: (@MainActor () -> Void)?) {
    (self.systemItem, self.action, primaryAction) = (systemItem, action, nil)
    super.init()
    self.title = title
  }

  /// An item with a title or an image whose tap performs `primaryAction`.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    (systemItem, action, self.primaryAction) = (nil, nil, primaryAction)
    self.menu = menu
    super.init()
    (self.title, self.image) = (title, image)
  }

  /// A system item whose tap performs `primaryAction`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    (self.systemItem, action, self.primaryAction) = (systemItem, nil, primaryAction)
    self.menu = menu
    super.init()
  }

  /// `UIBarButtonItem()`: an item with no title, image or action yet.
  public convenience override init() { self.init(title: nil, primaryAction: nil) }

  /// The target and selector of the target-action forms (called with the item as the sender).
  var targetAction: (target: UIControl.Weak, selector: Selector)?

  /// `UIBarButtonItem.Style`.
  public enum Style: Sendable { case plain, done }
  /// The style it was made with.
  public var style: Style = .plain

  /// An item titled `title` that calls `target`'s `action` when tapped.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title, primaryAction: nil)
    self.style = style
    if let action { targetAction = (UIControl.Weak(target as AnyObject?), action) }
  }

  /// A system item that calls `target`'s `action` when tapped.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem, primaryAction: nil)
    if let action { targetAction = (UIControl.Weak(target as AnyObject?), action) }
  }

  /// The user taps the item: its action runs when it is enabled (the primary action, or the
  /// target's selector with the item as the sender).
  public func tap() {
    guard isEnabled else { return }
    action?()
    primaryAction?.perform(sender: self)
    #if !canImport(ObjectiveC)
      if let (target, selector) = targetAction, let object = target.object {
        selector.perform(on: object, with: self)
      }
    #endif
  }
}
