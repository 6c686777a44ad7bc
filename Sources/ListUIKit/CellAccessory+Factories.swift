import Foundation
import ListSimulator

// MARK: UICellAccessory's factories with UIKit's arguments

extension CellAccessory {
  /// What a tap on an accessory runs instead of UIKit's default (kept in the accessory's
  /// `actionHandler` for a test to call).
  public typealias ActionHandler = @MainActor @Sendable () -> Void

  /// `UICellAccessory.LayoutDimension`: accepted, not modelled (nothing is laid out).
  public enum LayoutDimension: Sendable, Hashable {
    case actual, standard
    case custom(CGFloat)
  }

  /// The options every system accessory takes; `isHidden` is modelled, the rest is appearance.
  public struct DisclosureIndicatorOptions: Sendable, Hashable {
    /// Whether the accessory is hidden: it becomes the accessory's `isHidden` (it keeps its place).
    public var isHidden: Bool
    /// The width kept for the accessory (stored here; the accessory made does not carry it).
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (stored here; the accessory made does not carry it).
    public var tintColor: UIColor?
    /// Options with UIKit's defaults for each `nil`: shown, standard width, no tint.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// `UICellAccessory.CheckmarkOptions`: the same options as the disclosure indicator's (hidden,
  /// width, tint).
  public typealias CheckmarkOptions = DisclosureIndicatorOptions

  /// Options of `delete`, `insert` and `multiselect`: a background colour too.
  public struct DeleteOptions: Sendable, Hashable {
    /// Whether the accessory is hidden: it becomes the accessory's `isHidden` (it keeps its place).
    public var isHidden: Bool
    /// The width kept for the accessory (stored here; the accessory made does not carry it).
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (stored here; the accessory made does not carry it).
    public var tintColor: UIColor?
    /// The control's background colour (stored here; the accessory made does not carry it).
    public var backgroundColor: UIColor?
    /// Options with UIKit's defaults for each `nil`: shown, standard width, no colours.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// `UICellAccessory.InsertOptions`: the delete accessory's options.
  public typealias InsertOptions = DeleteOptions
  /// `UICellAccessory.MultiselectOptions`: the delete accessory's options.
  public typealias MultiselectOptions = DeleteOptions

  /// `UICellAccessory.ReorderOptions`: the common options and a vertical separator.
  public struct ReorderOptions: Sendable, Hashable {
    /// Whether the accessory is hidden: it becomes the accessory's `isHidden` (it keeps its place).
    public var isHidden: Bool
    /// The width kept for the accessory (stored here; the accessory made does not carry it).
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (stored here; the accessory made does not carry it).
    public var tintColor: UIColor?
    /// Whether a separator shows beside the reorder control (stored here; the accessory
    /// made does not carry it).
    public var showsVerticalSeparator: Bool
    /// Options with UIKit's defaults for each `nil`: shown, standard width, no tint, a separator.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// `UICellAccessory.OutlineDisclosureOptions`: the common options and a style.
  public struct OutlineDisclosureOptions: Sendable, Hashable {
    /// `.header`: in UIKit a tap anywhere on the header toggles it (not modelled: simulate the
    /// toggle with the data source's `userToggledItem(_:)`).
    public enum Style: Sendable, Hashable { case automatic, header, cell }
    /// How the disclosure toggles (stored here; the accessory made does not carry it).
    public var style: Style
    /// Whether the accessory is hidden: it becomes the accessory's `isHidden` (it keeps its place).
    public var isHidden: Bool
    /// The width kept for the accessory (stored here; the accessory made does not carry it).
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (stored here; the accessory made does not carry it).
    public var tintColor: UIColor?
    /// Options with UIKit's defaults for each `nil`: automatic style, shown, standard width, no
    /// tint.
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// `UICellAccessory.disclosureIndicator(displayed:options:)`: shown always unless told;
  /// of the options only `isHidden` is kept.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> Self {
    Self(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.checkmark(displayed:options:)`: shown always unless told; of the options
  /// only `isHidden` is kept.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> Self {
    Self(.checkmark, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.delete(displayed:options:actionHandler:)`: shown while editing unless
  /// told; keeps the options' `isHidden` and the handler a tap runs.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.delete, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// `UICellAccessory.insert(displayed:options:actionHandler:)`: shown while editing unless
  /// told; keeps the options' `isHidden` and the handler a tap runs.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.insert, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// `UICellAccessory.reorder(displayed:options:)`: shown while editing unless told; of the
  /// options only `isHidden` is kept.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> Self {
    Self(.reorder, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.multiselect(displayed:options:)`: shown while editing unless told; of
  /// the options only `isHidden` is kept.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> Self {
    Self(.multiselect, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)`: shown always
  /// unless told; keeps the options' `isHidden` and the handler a tap runs.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(
      .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
      actionHandler: actionHandler)
  }
}
