import Foundation
import ListKit
import ListSimulator

// The base of menu entries (`UIAction.swift`, `UIMenu.swift`; context menus in
// `UIContextMenuConfiguration.swift`).

/// `UIMenuElement`: a menu entry with a title.
open class UIMenuElement: @unchecked Sendable {
  /// The entry's title.
  public let title: String
  init(title: String) { self.title = title }
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
