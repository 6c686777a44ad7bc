import Foundation

/// A headless cell (`UICollectionViewCell`, `UITableViewCell`).
open class VirtualCell: VirtualReusableView {
  /// Accessories shown at the trailing edge (list cells), in order.
  nonisolated(unsafe) public var accessories: [CellAccessory] = []

  /// The accessories on screen for a list that is (or is not) editing: `displayed` and
  /// `isHidden` applied, as UIKit shows them.
  nonisolated public func shownAccessories(editing: Bool) -> [CellAccessory] {
    accessories.filter { $0.isShown(editing: editing) }
  }
  /// A table cell's standard accessory (`UITableViewCell.AccessoryType`).
  nonisolated(unsafe) public var accessoryType: AccessoryType = .none

  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Sendable, Hashable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// Whether the view has the cell's item selected: the engine sets it as the selection
  /// changes, so a subclass's `override var isSelected { didSet { … } }` runs, as in UIKit.
  open var isSelected = false
  /// Whether the cell is highlighted (a touch is down on it): set by the engine around a
  /// simulated tap, so a subclass's `didSet` runs, as in UIKit.
  open var isHighlighted = false
  /// Whether the view is in editing mode (table views).
  nonisolated(unsafe) public internal(set) var isEditing = false
  /// The content the data source described when the view last asked for this cell (created,
  /// reused, reloaded or reconfigured); `nil` when it tracks none.
  nonisolated(unsafe) public internal(set) var configuredContent: CellContent?
}
