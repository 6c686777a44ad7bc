import ListUIKit

/// A cell accessory as a value (the original Lists' `ListAccessory`): equal and hashable, so a
/// view model holding accessories compares by them; ``cellAccessory`` is what the cell shows.
/// Custom views (a toggle, a badge, an image, progress, a spinner) are recorded on the headless
/// cell by what they show (`CellAccessory.Kind.customView`).
public enum ListAccessory: @unchecked Sendable, Hashable {
  case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, detail, multiselect
  case label(text: String)
  case toggle(isOn: Bool, onChange: @MainActor @Sendable (Bool) -> Void, key: AnyHashable)
  case badge(_ text: String)
  case image(systemName: String)
  case progress(_ value: Double)
  case activityIndicator
  /// A pop-up menu, compared by `key`.
  case popUpMenu(UIMenu, key: AnyHashable)
  /// Any accessory, compared by `key`.
  case custom(UICellAccessory, key: AnyHashable)

  /// A toggle whose `onChange` runs when the user flips it.
  public static func toggle(
    isOn: Bool, key: AnyHashable = AnyHashable("toggle"),
    onChange: @escaping @MainActor @Sendable (Bool) -> Void
  ) -> ListAccessory {
    .toggle(isOn: isOn, onChange: onChange, key: key)
  }

  /// A pop-up menu with the default key (two menus compare equal).
  public static func popUpMenu(_ menu: UIMenu) -> ListAccessory {
    .popUpMenu(menu, key: AnyHashable("popUpMenu"))
  }

  /// A detail button with its own action.
  public static func detail(
    actionHandler: @escaping @MainActor @Sendable () -> Void,
    key: AnyHashable = AnyHashable("detail-action")
  ) -> ListAccessory {
    .custom(UICellAccessory(.detail, actionHandler: actionHandler), key: key)
  }

  /// The accessory the cell shows. A toggle's action handler flips it: `onChange(!isOn)`.
  public var cellAccessory: UICellAccessory {
    switch self {
    case .disclosureIndicator: .disclosureIndicator()
    case .checkmark: .checkmark()
    case .delete: .delete()
    case .reorder: .reorder()
    case .outlineDisclosure: .outlineDisclosure()
    case .detail: .detail()
    case .multiselect: .multiselect()
    case .label(let text): .label(text: text)
    case .toggle(let isOn, let onChange, _):
      UICellAccessory(.customView("toggle(\(isOn ? "on" : "off"))")) { onChange(!isOn) }
    case .badge(let text): UICellAccessory(.customView("badge(\(text))"))
    case .image(let name): UICellAccessory(.customView("image(\(name))"))
    case .progress(let value): UICellAccessory(.customView("progress(\(value))"))
    case .activityIndicator: UICellAccessory(.customView("activityIndicator"))
    case .popUpMenu(let menu, _): UICellAccessory(.customView("popUpMenu(\(menu.title))"))
    case .custom(let accessory, _): accessory
    }
  }

  /// The original's name for ``cellAccessory``.
  @MainActor public var uiAccessory: UICellAccessory { cellAccessory }

  /// Equal when of the same case with equal payloads; closures are not compared, their keys are.
  public static func == (lhs: ListAccessory, rhs: ListAccessory) -> Bool {
    switch (lhs, rhs) {
    case (.toggle(let a, _, let keyA), .toggle(let b, _, let keyB)): a == b && keyA == keyB
    case (.custom(_, let a), .custom(_, let b)), (.popUpMenu(_, let a), .popUpMenu(_, let b)):
      a == b
    case (.label(let a), .label(let b)), (.badge(let a), .badge(let b)),
      (.image(let a), .image(let b)):
      a == b
    case (.progress(let a), .progress(let b)): a == b
    default: lhs.tag == rhs.tag && lhs.tag < 7 || (lhs.tag == 14 && rhs.tag == 14)
    }
  }

  /// Hashes the case and the payload that `==` compares (keys, not closures).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tag)
    switch self {
    case .label(let text), .badge(let text), .image(let text): hasher.combine(text)
    case .toggle(let isOn, _, let key):
      hasher.combine(isOn)
      hasher.combine(key)
    case .custom(_, let key), .popUpMenu(_, let key): hasher.combine(key)
    case .progress(let value): hasher.combine(value)
    default: break
    }
  }

  /// Which case: the accessories without values are equal when their cases are.
  private var tag: Int {
    switch self {
    case .disclosureIndicator: 0
    case .checkmark: 1
    case .delete: 2
    case .reorder: 3
    case .outlineDisclosure: 4
    case .detail: 5
    case .multiselect: 6
    case .label: 7
    case .popUpMenu: 8
    case .custom: 9
    case .toggle: 10
    case .badge: 11
    case .image: 12
    case .progress: 13
    case .activityIndicator: 14
    }
  }
}
