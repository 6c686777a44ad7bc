/// A cell accessory (`UICellAccessory`): what it is, when it shows, whether it is hidden.
///
/// As in UIKit, `delete`, `insert`, `reorder` and `multiselect` show only while the list is
/// editing unless told otherwise (`displayed:`); the others show always. ``isShown(editing:)``
/// answers for a cell, and ``VirtualCell/shownAccessories(editing:)`` for all of its accessories.
public struct CellAccessory: Sendable, Hashable, CustomStringConvertible {
  /// What the accessory is (`UICellAccessory`'s accessory types).
  public enum Kind: Sendable, Hashable {
    case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure, detail
    case multiselect
    case label(String)
    /// A custom view (`UICellAccessory.customView`), by what it shows: `"toggle(on)"`,
    /// `"badge(3)"`, `"progress(0.5)"` (nothing is drawn).
    case customView(String)
  }

  /// The editing states an accessory shows in (`UICellAccessory.DisplayedState`).
  public enum DisplayedState: Sendable, Hashable {
    case always, whenEditing, whenNotEditing
  }

  /// What the accessory is.
  public var kind: Kind
  /// The editing states it shows in.
  public var displayed: DisplayedState
  /// Set from the options' `isHidden`: the accessory keeps its place but is not shown.
  public var isHidden: Bool
  /// What a tap on the accessory runs instead of UIKit's default (`actionHandler:` of
  /// `outlineDisclosure` and `delete`); a test runs it with `accessory.actionHandler?()`. Not
  /// part of equality: two accessories are equal when they look and show alike.
  public var actionHandler: (@MainActor @Sendable () -> Void)?

  /// An accessory of `kind`; `displayed` defaults to ``defaultDisplayedState(of:)``.
  public init(
    _ kind: Kind, displayed: DisplayedState? = nil, isHidden: Bool = false,
    actionHandler: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.kind = kind
    self.displayed = displayed ?? Self.defaultDisplayedState(of: kind)
    self.isHidden = isHidden
    self.actionHandler = actionHandler
  }

  /// Equal when kind, displayed state and `isHidden` match; `actionHandler` is ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.displayed == rhs.displayed && lhs.isHidden == rhs.isHidden
  }

  /// Hashes kind, displayed state and `isHidden`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(displayed)
    hasher.combine(isHidden)
  }

  /// UIKit's defaults: the editing controls show while editing, the rest always.
  public static func defaultDisplayedState(of kind: Kind) -> DisplayedState {
    switch kind {
    case .delete, .insert, .reorder, .multiselect: .whenEditing
    default: .always
    }
  }

  /// Whether the accessory is on screen for a cell of a list that is (or is not) editing.
  public func isShown(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// `UICellAccessory.disclosureIndicator()`, with its default displayed state.
  public static func disclosureIndicator() -> Self { Self(.disclosureIndicator) }
  /// `UICellAccessory.checkmark()`, with its default displayed state.
  public static func checkmark() -> Self { Self(.checkmark) }
  /// `UICellAccessory.delete()`, with its default displayed state.
  public static func delete() -> Self { Self(.delete) }
  /// `UICellAccessory.insert()`, with its default displayed state.
  public static func insert() -> Self { Self(.insert) }
  /// `UICellAccessory.reorder()`, with its default displayed state.
  public static func reorder() -> Self { Self(.reorder) }
  /// `UICellAccessory.outlineDisclosure()`, with its default displayed state.
  public static func outlineDisclosure() -> Self { Self(.outlineDisclosure) }
  /// `UICellAccessory.detail()`, with its default displayed state.
  public static func detail() -> Self { Self(.detail) }
  /// `UICellAccessory.multiselect()`, with its default displayed state.
  public static func multiselect() -> Self { Self(.multiselect) }
  /// `UICellAccessory.label(text:)`, shown always.
  public static func label(text: String) -> Self { Self(.label(text)) }

  /// The kind, then the displayed state when not the default, then `hidden` when hidden.
  public var description: String {
    let name =
      switch kind {
      case .label(let text): "label(\(text))"
      case .customView(let shows): shows
      default: "\(kind)"
      }
    let state =
      displayed == Self.defaultDisplayedState(of: kind) ? "" : " displayed: \(displayed)"
    return name + state + (isHidden ? " hidden" : "")
  }
}
