import Foundation
import ListUIKit

/// A section controller of one cell bound to one view model
/// (`IGListBindingSingleSectionController`): the section's object is the view model, the cell is
/// of ``cellClass()``, and when the adapter hands over a new view model that is not
/// ``ListDiffable/isEqual(toDiffableObject:)`` to the old one, the cell on screen is configured
/// with it at once, during the update (the adapter's reload of the changed section then shows a
/// new cell, configured the same way). Subclass it.
///
/// Subclasses override ``cellClass()``, ``configureCell(_:withViewModel:)`` and
/// ``size(forViewModel:)`` (reported, as IGListKit asserts, when they do not), and may override
/// the four selection callbacks, which do nothing by default.
@preconcurrency
@MainActor
open class ListBindingSingleSectionController<ViewModel: ListDiffable, Cell: UICollectionViewCell>:
  ListSectionController
{
  private var viewModel: ViewModel?
  private weak var displayingCell: UICollectionViewCell?

  /// A controller with no view model yet; the adapter gives it one.
  public override init() { super.init() }

  /// The class of the section's cell. Must be overridden: the default is reported and a plain
  /// `UICollectionViewCell` stands in.
  open func cellClass() -> AnyClass {
    reportAssertion(ListAdapterError.mustOverride("\(type(of: self)).cellClass()"))
    return UICollectionViewCell.self
  }

  /// Shows `viewModel` in `cell`: called for a new cell and again for the cell on screen when
  /// the view model changes. Must be overridden (the default is reported).
  open func configureCell(_ cell: Cell, withViewModel viewModel: ViewModel) {
    reportAssertion(
      ListAdapterError.mustOverride("\(type(of: self)).configureCell(_:withViewModel:)"))
  }

  /// The cell's size for `viewModel`. Must be overridden: the default is reported and is zero.
  open func size(forViewModel viewModel: ViewModel) -> CGSize {
    reportAssertion(ListAdapterError.mustOverride("\(type(of: self)).size(forViewModel:)"))
    return .zero
  }

  /// The cell was selected (does nothing unless overridden).
  open func didSelectItem(with cell: Cell) {}
  /// The cell was deselected (does nothing unless overridden).
  open func didDeselectItem(with cell: Cell) {}
  /// The cell was highlighted (does nothing unless overridden).
  open func didHighlightItem(with cell: Cell) {}
  /// The cell's highlight ended (does nothing unless overridden).
  open func didUnhighlightItem(with cell: Cell) {}

  /// Whether the section's cell is on screen (between its `willDisplay` and its
  /// `didEndDisplaying`).
  public func isDisplayingCell() -> Bool { displayingCell != nil }

  /// Always 1.
  open override func numberOfItems() -> Int { 1 }

  /// ``size(forViewModel:)`` of the view model; zero before there is one.
  open override func sizeForItem(at index: Int) -> CGSize {
    checkIndex(index, "sizeForItem(at:)")
    return viewModel.map { size(forViewModel: $0) } ?? .zero
  }

  /// A cell of ``cellClass()``, configured with the view model. A dequeued cell that is not a
  /// `Cell` is reported (IGListKit asserts it could not find a cell of the class) and returned
  /// unconfigured.
  open override func cellForItem(at index: Int) -> UICollectionViewCell {
    checkIndex(index, "cellForItem(at:)")
    guard let context = collectionContext else {
      // No adapter (never shown, or gone): IGListKit's message to nil returns no cell.
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: "a cell of \(String(reflecting: cellClass()))",
          got: "none: the section controller has no collection context"))
      return UICollectionViewCell()
    }
    let cell = context.dequeueReusableCell(of: cellClass(), for: self, at: index)
    guard let typed = cell as? Cell else {
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: String(reflecting: Cell.self), got: String(reflecting: type(of: cell))))
      return cell
    }
    if let viewModel { configureCell(typed, withViewModel: viewModel) }
    return cell
  }

  /// Keeps `object` as the view model unless it is equal to the one kept; a changed view model
  /// configures the cell on screen again. An object that is not a `ViewModel` is reported and
  /// leaves the view model as it was.
  open override func didUpdate(to object: Any) {
    guard let new = object as? ViewModel else {
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: String(reflecting: ViewModel.self), got: String(reflecting: type(of: object))))
      return
    }
    if let viewModel, viewModel.isEqual(toDiffableObject: new) { return }
    viewModel = new
    if let cell = displayingCell as? Cell { configureCell(cell, withViewModel: new) }
  }

  /// Calls ``didSelectItem(with:)`` with the cell on screen (not called without one).
  open override func didSelectItem(at index: Int) {
    checkIndex(index, "didSelectItem(at:)")
    shownCell().map { didSelectItem(with: $0) }
  }
  /// Calls ``didDeselectItem(with:)`` with the cell on screen (not called without one).
  open override func didDeselectItem(at index: Int) {
    checkIndex(index, "didDeselectItem(at:)")
    shownCell().map { didDeselectItem(with: $0) }
  }
  /// Calls ``didHighlightItem(with:)`` with the cell on screen (not called without one).
  open override func didHighlightItem(at index: Int) {
    checkIndex(index, "didHighlightItem(at:)")
    shownCell().map { didHighlightItem(with: $0) }
  }
  /// Calls ``didUnhighlightItem(with:)`` with the cell on screen (not called without one).
  open override func didUnhighlightItem(at index: Int) {
    checkIndex(index, "didUnhighlightItem(at:)")
    shownCell().map { didUnhighlightItem(with: $0) }
  }

  override func willDisplayCell(_ cell: UICollectionViewCell, at index: Int) {
    displayingCell = cell
  }

  override func didEndDisplayingCell(_ cell: UICollectionViewCell, at index: Int) {
    if cell === displayingCell { displayingCell = nil }
  }

  private func shownCell() -> Cell? {
    collectionContext?.cellForItem(at: 0, sectionController: self) as? Cell
  }

  /// IGListKit's parameter assertion: the section has one item.
  private func checkIndex(_ index: Int, _ method: String) {
    if index != 0 {
      reportAssertion(
        ListAdapterError.indexOutOfRange(
          "\(type(of: self)).\(method) was given index \(index); the section has one item"))
    }
  }
}
