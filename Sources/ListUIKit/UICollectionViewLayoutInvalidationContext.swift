import Foundation
import ListSimulator

/// `UICollectionViewLayoutInvalidationContext`: which parts of a layout an invalidation makes out
/// of date. The view makes one of the layout's ``UICollectionViewLayout/invalidationContextClass``
/// for ``UICollectionViewLayout/invalidateLayout()`` (with ``invalidateEverything``) and, when
/// the layout asks for it (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``),
/// for a new size or a scroll; a layout of its own may make one, mark items in it and pass it to
/// ``UICollectionViewLayout/invalidateLayout(with:)``. Whatever the context says, the view lays
/// every section out again when a layout is invalidated (the marks are for the layout's own
/// bookkeeping, as UIKit's are).
@preconcurrency
@MainActor
open class UICollectionViewLayoutInvalidationContext {
  /// An empty context: nothing marked. `required`, so that a layout's context class can be made
  /// from ``UICollectionViewLayout/invalidationContextClass``.
  public required init() {}

  /// Whether everything is out of date: set by the view for ``UICollectionViewLayout/invalidateLayout()``
  /// (as UIKit sets it when the layout, the data source or the data is replaced).
  public internal(set) var invalidateEverything = false
  /// Whether the counts of sections and items are out of date (set by the view with
  /// ``invalidateEverything``).
  public internal(set) var invalidateDataSourceCounts = false
  /// The items marked with ``invalidateItems(at:)``, in the order marked (`nil`: none).
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views marked, by kind (`nil`: none).
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// The decoration views marked, by kind (`nil`: none).
  public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// How far the content offset should move with this invalidation (recorded for the layout).
  public var contentOffsetAdjustment = CGPoint.zero
  /// How much the content size changes with this invalidation (recorded for the layout).
  public var contentSizeAdjustment = CGSize.zero
  /// During an interactive move: where the moving items were (`nil` otherwise).
  public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// During an interactive move: where the moving items go (`nil` otherwise).
  public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// During an interactive move: where the user's finger is.
  public internal(set) var interactiveMovementTarget = CGPoint.zero

  /// Marks the items at `indexPaths` out of date (added to ``invalidatedItemIndexPaths``).
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Marks the supplementary views of `elementKind` at `indexPaths` out of date.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    var marked = invalidatedSupplementaryIndexPaths ?? [:]
    marked[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = marked
  }

  /// Marks the decoration views of `elementKind` at `indexPaths` out of date.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var marked = invalidatedDecorationIndexPaths ?? [:]
    marked[elementKind, default: []] += indexPaths
    invalidatedDecorationIndexPaths = marked
  }
}

extension UICollectionViewLayout {
  /// A new context of the layout's ``invalidationContextClass`` (the base class when it names no
  /// context class).
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let type =
      (Swift.type(of: self).invalidationContextClass
        as? UICollectionViewLayoutInvalidationContext.Type)
      ?? UICollectionViewLayoutInvalidationContext.self
    return type.init()
  }
}
