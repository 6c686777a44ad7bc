@_exported import Foundation
@_exported import ListKit
@_exported import ListReporting
@_exported import ListSimulator

// UIKit's names for the headless types, so list code written for UIKit compiles with
// `import ListUIKit` in place of `import UIKit`.

public typealias UICollectionView = VirtualCollectionView
public typealias UITableView = VirtualTableView
public typealias UICollectionReusableView = VirtualReusableView
public typealias UICollectionViewCell = VirtualCell
public typealias UICollectionViewListCell = VirtualListCell
public typealias UITableViewCell = VirtualCell
public typealias UITableViewHeaderFooterView = VirtualReusableView
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UICellAccessory = CellAccessory
public typealias UIImage = ImageReference
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
public typealias NSDiffableDataSourceSnapshotReference = Never
public typealias NSDiffableDataSourceTransaction = ReorderTransaction
public typealias NSDiffableDataSourceSectionTransaction = SectionTransaction

extension VirtualCollectionView {
  public typealias CellRegistration<Cell: VirtualCell, Item> = ListSimulator.CellRegistration<
    Cell, Item
  >
  public typealias SupplementaryRegistration<Supplementary: VirtualReusableView> =
    ListSimulator.SupplementaryRegistration<Supplementary>
  public typealias ScrollPosition = ListSimulator.ScrollPosition

  /// `UICollectionView(frame:collectionViewLayout:)`: the layout decides the viewport (a list
  /// layout with headers gets headers); the frame's height is the window's height in rows of 44.
  @MainActor
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    let rows = frame.height > 0 ? Int((frame.height / 44).rounded(.up)) : 20
    self.init(viewport: .rows(rows, headers: layout.hasHeaders, footers: layout.hasFooters))
  }
}

extension VirtualTableView {
  public typealias ScrollPosition = ListSimulator.ScrollPosition

  /// `UITableView(frame:style:)`.
  @MainActor
  public convenience init(frame: CGRect, style: Style = .plain) {
    let rows = frame.height > 0 ? Int((frame.height / 44).rounded(.up)) : 20
    self.init(viewport: .rows(rows))
  }

  public enum Style: Sendable { case plain, grouped, insetGrouped }
}

/// A collection view layout: only whether sections have headers and footers matters here.
@MainActor
open class UICollectionViewLayout {
  public var hasHeaders = false
  public var hasFooters = false
  public init() {}
}

/// `UICollectionViewFlowLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// `UICollectionViewCompositionalLayout`, with `list(using:)`.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout()
    layout.hasHeaders = configuration.headerMode == .supplementary
    layout.hasFooters = configuration.footerMode == .supplementary
    return layout
  }
}

/// `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable {
  public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
  public enum FooterMode: Sendable { case none, supplementary }
  public var appearance: Appearance
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  public var showsSeparators = true
  public init(appearance: Appearance) { self.appearance = appearance }
}

/// A view controller with UIKit's life cycle entry points; `loadViewIfNeeded()` calls
/// `viewDidLoad()` once, as UIKit does when the view is first needed.
@MainActor
open class UIViewController {
  public private(set) var isViewLoaded = false
  public init() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    viewDidLoad()
  }
}
