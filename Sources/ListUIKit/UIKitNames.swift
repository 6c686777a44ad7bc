// As `import UIKit` brings Foundation and UIKit's names and nothing else, so does
// `import ListUIKit`: the UIKit-named types the engine declares (the views beneath the list
// views) are re-exported one by one, and the engine's own names (`ListSimulator`, `ListKit`,
// `ListReporting`) stay behind their own imports, so an app's own `BatchUpdate` or `Viewport`
// never clashes with them. A test that reads the simulator's records imports `ListSimulator`.
@_exported import Foundation
import ListKit
import ListReporting
import ListSimulator

@_exported import struct ListSimulator.CACornerMask
@_exported import class ListSimulator.CALayer
@_exported import enum ListSimulator.CALayerCornerCurve
@_exported import typealias ListSimulator.CGColor
@_exported import struct ListSimulator.NSDirectionalEdgeInsets
@_exported import class ListSimulator.NSLayoutAnchor
@_exported import class ListSimulator.NSLayoutConstraint
@_exported import class ListSimulator.NSLayoutDimension
@_exported import class ListSimulator.NSLayoutXAxisAnchor
@_exported import class ListSimulator.NSLayoutYAxisAnchor
@_exported import struct ListSimulator.UIAccessibilityTraits
@_exported import struct ListSimulator.UIEdgeInsets
@_exported import class ListSimulator.UILayoutGuide
@_exported import struct ListSimulator.UILayoutPriority
@_exported import class ListSimulator.UIResponder
@_exported import class ListSimulator.UIScrollView
@_exported import struct ListSimulator.UITraitCollection
@_exported import typealias ListSimulator.UIUserInterfaceSizeClass
@_exported import typealias ListSimulator.UIUserInterfaceStyle
@_exported import class ListSimulator.UIView
@_exported import class ListSimulator.UIWindow

// On Linux, URLSession and URLRequest live in FoundationNetworking; `import UIKit` brings them on
// a phone, so `import ListUIKit` brings them here.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

// UIKit's names for the headless types, so list code written for UIKit compiles with
// `import ListUIKit` in place of `import UIKit`.

/// `UIListContentConfiguration`: what a cell or header shows.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UICellAccessory`: a list cell's accessory.
public typealias UICellAccessory = CellAccessory
/// `UIImage`: an image by name (nothing is loaded or drawn).
public typealias UIImage = ImageReference
/// `UIColor`: a colour by name or components (nothing is drawn).
public typealias UIColor = ColorReference
/// `UIFont`: a font by text style or size (nothing is drawn).
public typealias UIFont = FontReference
/// `UIContentConfiguration`: here the list content configuration, the one kind modelled.
public typealias UIContentConfiguration = ListContentConfiguration
/// `NSDiffableDataSourceSnapshot`: the snapshot, with UIKit's API.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// `NSDiffableDataSourceSectionSnapshot`: one section's outline.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
/// `NSDiffableDataSourceSnapshotReference`: the Objective-C form, not modelled (no value exists).
public typealias NSDiffableDataSourceSnapshotReference = Never
/// `NSDiffableDataSourceTransaction`: what a user's reorder changed.
public typealias NSDiffableDataSourceTransaction = ReorderTransaction
/// `NSDiffableDataSourceSectionTransaction`: what a reorder changed in one section.
public typealias NSDiffableDataSourceSectionTransaction = SectionTransaction

extension VirtualCollectionView {
  /// `UICollectionView.CellRegistration`: a cell class and how to configure it for an item.
  public typealias CellRegistration<Cell: VirtualCell, Item> = ListSimulator.CellRegistration<
    Cell, Item
  >
  /// `UICollectionView.SupplementaryRegistration`: a header or footer class, its kind, and how
  /// to configure it.
  public typealias SupplementaryRegistration<Supplementary: VirtualReusableView> =
    ListSimulator.SupplementaryRegistration<Supplementary>
  /// Where a scrolled-to position ends up in the visible window.
  public typealias ScrollPosition = ListSimulator.ScrollPosition
}

extension VirtualTableView {
  /// Where a scrolled-to position ends up in the visible window.
  public typealias ScrollPosition = ListSimulator.ScrollPosition
}
