import Foundation
import ListUIKit

/// Configures a single-section controller's cell for the section's object
/// (`IGListSingleSectionCellConfigureBlock`).
public typealias ListSingleSectionCellConfigureBlock = (Any, UICollectionViewCell) -> Void

/// A single-section controller's cell size for the section's object; the adapter's context is
/// passed along (`IGListSingleSectionCellSizeBlock`).
public typealias ListSingleSectionCellSizeBlock = (Any, (any ListCollectionContext)?) -> CGSize

/// A section controller of one cell whose configure and size blocks do the work
/// (`IGListSingleSectionController`).
@preconcurrency
@MainActor
open class ListSingleSectionController: ListSectionController {
  /// The earlier name of ``ListSingleSectionCellConfigureBlock``.
  @available(*, deprecated, renamed: "ListSingleSectionCellConfigureBlock")
  public typealias ConfigureBlock = ListSingleSectionCellConfigureBlock
  /// The earlier name of ``ListSingleSectionCellSizeBlock``.
  @available(*, deprecated, renamed: "ListSingleSectionCellSizeBlock")
  public typealias SizeBlock = ListSingleSectionCellSizeBlock

  private let cellClass: AnyClass?
  private let nibName: String?
  private var storyboardIdentifier: String?
  private let configureBlock: ListSingleSectionCellConfigureBlock
  private let sizeBlock: ListSingleSectionCellSizeBlock
  private var item: Any?
  /// Told when the cell is selected or deselected (held weakly).
  public weak var selectionDelegate: (any ListSingleSectionControllerDelegate)?

  /// A one-cell controller dequeuing cells of `cellClass`
  /// (`initWithCellClass:configureBlock:sizeBlock:`).
  public init(
    cellClass: AnyClass, configureBlock: @escaping ListSingleSectionCellConfigureBlock,
    sizeBlock: @escaping ListSingleSectionCellSizeBlock
  ) {
    (self.cellClass, self.nibName) = (cellClass, nil)
    (self.configureBlock, self.sizeBlock) = (configureBlock, sizeBlock)
  }

  /// A one-cell controller dequeuing the cell class named `nibName`
  /// (`initWithNibName:bundle:configureBlock:sizeBlock:`); `bundle` is unused.
  public init(
    nibName: String, bundle: Bundle?, configureBlock: @escaping ListSingleSectionCellConfigureBlock,
    sizeBlock: @escaping ListSingleSectionCellSizeBlock
  ) {
    (self.cellClass, self.nibName) = (nil, nibName)
    (self.configureBlock, self.sizeBlock) = (configureBlock, sizeBlock)
  }

  /// A one-cell controller whose cell is the storyboard prototype `identifier`
  /// (`initWithStoryboardCellIdentifier:configureBlock:sizeBlock:`), dequeued with
  /// ``ListCollectionContext/dequeueReusableCellFromStoryboard(withIdentifier:for:at:)``.
  public init(
    storyboardCellIdentifier identifier: String,
    configureBlock: @escaping ListSingleSectionCellConfigureBlock,
    sizeBlock: @escaping ListSingleSectionCellSizeBlock
  ) {
    (self.cellClass, self.nibName, self.storyboardIdentifier) = (nil, nil, identifier)
    (self.configureBlock, self.sizeBlock) = (configureBlock, sizeBlock)
  }

  /// Always 1.
  open override func numberOfItems() -> Int { 1 }

  /// The size block's answer for the current object, or zero before there is one.
  open override func sizeForItem(at index: Int) -> CGSize {
    item.map { sizeBlock($0, collectionContext) } ?? .zero
  }

  /// Dequeues the storyboard, nib or class cell and runs the configure block on it with the object.
  open override func cellForItem(at index: Int) -> UICollectionViewCell {
    guard let collectionContext else {
      // No adapter (never shown, or gone): IGListKit's message to nil returns no cell.
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: "a cell", got: "none: the section controller has no collection context"))
      return UICollectionViewCell()
    }
    let cell =
      storyboardIdentifier.map {
        collectionContext.dequeueReusableCellFromStoryboard(
          withIdentifier: $0, for: self, at: index)
      }
      ?? nibName.map {
        collectionContext.dequeueReusableCell(withNibName: $0, bundle: nil, for: self, at: index)
      }
      ?? collectionContext.dequeueReusableCell(
        of: cellClass ?? UICollectionViewCell.self, for: self, at: index)
    if let item { configureBlock(item, cell) }
    return cell
  }

  /// Keeps `object` for the configure and size blocks.
  open override func didUpdate(to object: Any) { item = object }

  /// Tells ``selectionDelegate`` the object was selected.
  open override func didSelectItem(at index: Int) {
    if let item { selectionDelegate?.didSelect(self, with: item) }
  }

  /// Tells ``selectionDelegate`` the object was deselected.
  open override func didDeselectItem(at index: Int) {
    if let item { selectionDelegate?.didDeselect(self, with: item) }
  }
}
