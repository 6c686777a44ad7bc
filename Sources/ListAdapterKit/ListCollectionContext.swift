import Foundation
import ListUIKit

/// What a section controller can ask of its adapter (`IGListCollectionContext`).
@preconcurrency
@MainActor
public protocol ListCollectionContext: AnyObject {
  /// The collection view's size.
  var containerSize: CGSize { get }
  /// The collection view's trait collection, or `nil` without a collection view
  /// (`IGListCollectionContext.traitCollection`).
  var traitCollection: UITraitCollection? { get }
  /// The collection view's content inset.
  var containerInset: UIEdgeInsets { get }
  /// The content inset with the system's adjustments (safe area).
  var adjustedContainerInset: UIEdgeInsets { get }
  /// The collection view's size less its adjusted content inset.
  var insetContainerSize: CGSize { get }
  /// The collection view's scroll position.
  var containerContentOffset: CGPoint { get }
  /// Whether the user is touching, dragging or the content still moving.
  var scrollingTraits: ListCollectionScrollingTraits { get }
  /// The container size less the section controller's inset.
  func containerSize(for sectionController: ListSectionController) -> CGSize
  /// The index of a visible cell in its section, or `NSNotFound`.
  func index(for cell: UICollectionViewCell, sectionController: ListSectionController) -> Int
  /// The visible cell at `index`, or `nil`.
  func cellForItem(at index: Int, sectionController: ListSectionController)
    -> UICollectionViewCell?
  /// The supplementary view of `elementKind` at `index` of the section, when it is on screen,
  /// or `nil`.
  func viewForSupplementaryElement(
    ofKind elementKind: String, at index: Int, sectionController: ListSectionController
  ) -> UICollectionReusableView?
  /// The section's visible cells.
  func visibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell]
  /// The section's visible cells whose frames lie wholly within the view's bounds less its
  /// content inset.
  func fullyVisibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell]
  /// The index paths of the section's visible cells.
  func visibleIndexPaths(for sectionController: ListSectionController) -> [IndexPath]
  /// The index path of the item at `point` in the collection view's coordinates, or `nil`.
  func indexPathForItem(at point: CGPoint) -> IndexPath?
  func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool)
  func selectItem(
    at index: Int, sectionController: ListSectionController, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition)
  /// A cell of `cellClass` (registered on first use) for the item at `index`.
  func dequeueReusableCell(
    of cellClass: AnyClass, withReuseIdentifier identifier: String?,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell
  func dequeueReusableCell(
    of cellClass: AnyClass, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell
  /// A cell from a nib: there are no nibs here, so the nib's name is the cell class's name (in
  /// the section controller's module, or module-qualified).
  func dequeueReusableCell(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> UICollectionViewCell
  /// The storyboard prototype cell registered under `identifier` (here: a class the test
  /// registered on the collection view for that reuse identifier, standing for the storyboard's
  /// prototype; an unregistered one is recorded in the view's `misuses`, where UIKit raises).
  func dequeueReusableCellFromStoryboard(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController,
    class viewClass: AnyClass, at index: Int
  ) -> UICollectionReusableView
  /// The storyboard's supplementary view registered for `elementKind` under `identifier` (here:
  /// a class the test registered on the collection view, standing for the storyboard's).
  func dequeueReusableSupplementaryView(
    fromStoryboardOfKind elementKind: String, withIdentifier identifier: String,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionReusableView
  /// A supplementary view from a nib: the nib's name is the view class's name (in the section
  /// controller's module, or module-qualified).
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController, nibName: String,
    bundle: Bundle?, at index: Int
  ) -> UICollectionReusableView
  func invalidateLayout(
    for sectionController: ListSectionController, completion: ((Bool) -> Void)?)
  /// Where the view's layout puts the item at `index` of the section, or `nil` (no collection
  /// view, no section, no such item).
  func layoutAttributesForItem(at index: Int, sectionController: ListSectionController)
    -> UICollectionViewLayoutAttributes?
  /// `point` in `view`'s coordinates, in the collection view's (`.zero` without a collection
  /// view, as IGListKit's message to a nil view answers).
  func convert(_ point: CGPoint, from view: UIView?) -> CGPoint
  /// One batch update of the section's cells: `updates` updates the model and says what changed
  /// through the ``ListBatchContext``; the view checks it against UIKit's rules.
  func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void,
    completion: ((Bool) -> Void)?)
  func scroll(
    to sectionController: ListSectionController, at index: Int,
    scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
}
