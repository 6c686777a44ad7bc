import Foundation
import ListKit
import ListSimulator

// Actions and menus: UIAction, UIMenu, context menu configurations.

/// `UIMenuElement`: a menu entry with a title.
open class UIMenuElement: @unchecked Sendable {
  /// The entry's title.
  public let title: String
  init(title: String) { self.title = title }
}

/// `UIAction`: a titled action whose handler a test runs with ``perform()``.
public final class UIAction: UIMenuElement, @unchecked Sendable {
  /// What choosing the action runs.
  public let handler: @MainActor (UIAction) -> Void
  /// The action's image (recorded).
  public var image: UIImage?
  /// How the action looks and behaves in a menu (recorded).
  public var attributes: UIMenuElement.Attributes = []

  /// An action titled `title` that runs `handler`.
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.handler = handler
    super.init(title: title)
  }

  /// An action with UIKit's full initializer: the image, identifier, discoverability title,
  /// attributes and state are recorded.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: String? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.init(title: title, handler: handler)
    self.image = image
    self.attributes = attributes
  }

  /// What sent the action while its handler runs (the control a user tapped), else `nil`.
  public private(set) var sender: Any?

  /// The user chooses the action: its handler runs.
  @MainActor public func perform() { handler(self) }

  /// The action sent by `sender` (a control): its handler runs with ``sender`` set.
  @MainActor func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}

extension UIMenuElement {
  /// How a menu entry looks and behaves.
  public struct Attributes: OptionSet, Sendable {
    /// The attribute bits.
    public let rawValue: UInt
    /// Attributes of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown but not choosable.
    public static let disabled = Attributes(rawValue: 1)
    /// Destroys data (shown in red).
    public static let destructive = Attributes(rawValue: 2)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 4)
    /// Keeps the menu open when chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 8)
  }

  /// Whether a menu entry is checked.
  public enum State: Int, Sendable {
    /// Not checked.
    case off
    /// Checked.
    case on
    /// Partly checked.
    case mixed
  }
}

/// `UIContextMenuActionProvider`: makes the menu of a context menu from the actions UIKit
/// suggests ([Apple's documentation](https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider):
/// `([UIMenuElement]) -> UIMenu?`); here nothing is suggested, so it gets `[]`.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// `UIContextMenuContentPreviewProvider`: makes the view controller a context menu previews
/// (`() -> UIViewController?`; without one, UIKit uses a default preview, as Apple documents for
/// `init(identifier:previewProvider:actionProvider:)`). Recorded here: nothing is shown.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// `UIContextMenuConfiguration`: what a long press on a cell shows. A test builds the menu with
/// ``makeMenu()`` and performs its actions.
@preconcurrency
@MainActor
public final class UIContextMenuConfiguration {
  /// What builds the menu from the suggested actions (UIKit's ``UIContextMenuActionProvider``).
  public typealias ActionProvider = UIContextMenuActionProvider
  /// The configuration's identifier (recorded).
  public let identifier: (any NSCopying)?
  /// What makes the preview (recorded; nothing is shown).
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// What makes the menu.
  public let actionProvider: UIContextMenuActionProvider?

  /// A configuration with these providers, each `nil` unless given, as UIKit's
  /// [`init(identifier:previewProvider:actionProvider:)`](https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:))
  /// (`nil` for `identifier` means UIKit makes one; it stays `nil` here).
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// The menu the user would see (no suggested actions here), or `nil` without an action
  /// provider.
  public func makeMenu() -> UIMenu? { actionProvider?([]) }
}

/// `UIMenu`: a titled list of actions and submenus (nothing is shown).
public final class UIMenu: UIMenuElement, @unchecked Sendable {
  /// The menu's entries, in order.
  public let children: [UIMenuElement]
  /// A menu titled `title` of `children`.
  public init(title: String = "", children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title)
  }
}
