import Foundation

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
