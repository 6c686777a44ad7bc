import Foundation
import ListSimulator

/// `UICollectionViewFlowLayout`: items in lines, sized by its properties or the delegate's
/// `UICollectionViewDelegateFlowLayout` answers; for a view made with a frame, what those lines
/// give decides which items are on screen.
@preconcurrency
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the grid scrolls in.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
  /// `UICollectionViewFlowLayout.automaticSize`: an estimated size asking cells to size
  /// themselves.
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 1)
  /// The default item size, 50 x 50 points as in UIKit.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The estimated item size (`.zero`: not self-sizing).
  open var estimatedItemSize = CGSize.zero
  /// The spacing between lines, 10 points by default.
  open var minimumLineSpacing: CGFloat = 10
  /// The spacing between items of a line, 10 points by default.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The insets of each section's content.
  open var sectionInset = UIEdgeInsets.zero
  /// The direction the content scrolls in
  /// ([`scrollDirection`](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection):
  /// one axis only; the other is the collection view's own extent). Horizontal: sections go left
  /// to right, each section's items top to bottom in columns, as
  /// [`UICollectionViewFlowLayout`](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout)
  /// flows them "from one row or column (depending on the scrolling direction) to the next"
  /// (docs/testing-lists.md lists the rules). Changing it lays the view out again.
  open var scrollDirection = ScrollDirection.vertical {
    didSet { if scrollDirection != oldValue { invalidateLayout() } }
  }

  /// Whether ``scrollDirection`` is `.horizontal`.
  open override var scrollsHorizontally: Bool { scrollDirection == .horizontal }
  /// The size of each section's header (`.zero`: none).
  open var headerReferenceSize = CGSize.zero
  /// The size of each section's footer (`.zero`: none).
  open var footerReferenceSize = CGSize.zero
  /// Whether headers stay at the top while their section scrolls.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom while their section scrolls.
  open var sectionFootersPinToVisibleBounds = false

  /// A flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// ``UICollectionViewFlowLayoutInvalidationContext``: the contexts the view makes for a flow
  /// layout.
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }
}
