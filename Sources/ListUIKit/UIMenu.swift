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
