import Foundation
import ListUIKit

/// Told around the adapter's cell, display, size and scroll callbacks, to measure them
/// (`IGListAdapterPerformanceDelegate`; ``ListAdapter/performanceDelegate``). Each pair brackets
/// one callback of the adapter: the `willCall` method comes first, before anything else the
/// adapter does for that callback, and the matching `didCall` method last, after the
/// ``ListAdapter/collectionViewDelegate`` or ``ListAdapter/scrollViewDelegate``, the display
/// delegates, the working range and the visible section controllers' scroll delegates were told.
/// Every method is required, as in IGListKit.
///
/// The Swift names are those of IGListKit's Swift interface (Swift's import of its selectors:
/// `listAdapter:didCallDequeueCell:onSectionController:atIndex:` is
/// `listAdapter(_:didCallDequeue:on:at:)`).
@preconcurrency
@MainActor
public protocol ListAdapterPerformanceDelegate: AnyObject {
  /// The adapter is about to make a cell
  /// (`collectionView(_:cellForItemAt:)`, IGListKit's `listAdapterWillCallDequeueCell:`).
  func listAdapterWillCallDequeueCell(_ listAdapter: ListAdapter)
  /// The adapter made `cell`, the cell `sectionController` returned for its item `index`.
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDequeue cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int)
  /// The adapter is about to handle a cell coming on screen
  /// (`collectionView(_:willDisplay:forItemAt:)`).
  func listAdapterWillCallDisplayCell(_ listAdapter: ListAdapter)
  /// The adapter handled `cell` coming on screen at item `index` of `sectionController`'s
  /// section: the collection view delegate, the display delegates and the working range were
  /// told.
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDisplay cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int)
  /// The adapter is about to handle a cell leaving the screen
  /// (`collectionView(_:didEndDisplaying:forItemAt:)`).
  func listAdapterWillCallEndDisplayCell(_ listAdapter: ListAdapter)
  /// The adapter handled `cell` leaving the screen from item `index` (the index path the view
  /// gave) of `sectionController`'s section, the controller that showed it.
  func listAdapter(
    _ listAdapter: ListAdapter, didCallEndDisplay cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int)
  /// The adapter is about to answer the size of an item
  /// (`collectionView(_:layout:sizeForItemAt:)`).
  func listAdapterWillCallSize(_ listAdapter: ListAdapter)
  /// The adapter answered the size of item `index` from `sectionController`'s
  /// `sizeForItem(at:)`.
  func listAdapter(
    _ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController,
    at index: Int)
  /// The adapter is about to handle a change of the view's scroll position
  /// (`scrollViewDidScroll(_:)`).
  func listAdapterWillCallScroll(_ listAdapter: ListAdapter)
  /// The adapter handled the scroll of `scrollView` (the collection view): the scroll view
  /// delegate and the visible section controllers' scroll delegates were told.
  func listAdapter(_ listAdapter: ListAdapter, didCallScroll scrollView: UIScrollView)
}
