@_exported import Foundation
import ListKit
@_exported import ListReporting
// The views and the core's names (ListSimulator re-exports every public name of ListKit but
// `ContentEquatable`, which DifferenceKit also declares: see `ListSimulator/Exports.swift`).
@_exported import ListSimulator

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
