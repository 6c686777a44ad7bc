import Foundation

/// `UIScrollView`: a view whose content is larger than its bounds and moves under them. It keeps
/// the scroll position, content size and insets a screen sets and a test reads; nothing is
/// animated, and a scroll happens when the app or the test sets ``contentOffset``.
///
/// The collection and table views are scroll views: their ``contentOffset`` is the top of the
/// visible window (`contentOffset.y`, in points of the layout), and setting it changes which
/// cells exist, as scrolling does on a phone.
open class UIScrollView: UIView {
  private var storedOffset = CGPoint.zero

  /// The point of the content shown at the top left of the bounds. Setting it scrolls there at
  /// once, as given (beyond the content too, as UIKit's setter does; a list view settles within
  /// its content at its next update).
  open var contentOffset: CGPoint {
    get { storedOffset }
    set {
      guard newValue != storedOffset else { return }
      storedOffset = newValue
      contentOffsetDidChange()
    }
  }

  /// Called after the scroll position changed, however it changed (the app, a test, a
  /// scroll-to-item): `ListUIKit`'s collection and table views tell their delegate
  /// `scrollViewDidScroll(_:)` here, as UIKit does.
  open func contentOffsetDidChange() {}

  /// Scrolls to `contentOffset` (`animated` is ignored: nothing animates here).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls the least that shows `rect` (in content coordinates) whole, or its top when it is
  /// taller than the bounds.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    setContentOffset(offset, animated: animated)
  }

  /// The size of the content (set by the app for a plain scroll view; a list view reports its
  /// layout's).
  open var contentSize = CGSize.zero
  /// Extra room around the content (recorded).
  open var contentInset = UIEdgeInsets.zero
  /// The insets the view applies: ``contentInset`` (there are no safe-area insets here).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// How safe-area insets adjust the content (recorded).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// The insets of the scroll indicators (recorded).
  open var scrollIndicatorInsets = UIEdgeInsets.zero
  /// The insets of the vertical scroll indicator (recorded).
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The insets of the horizontal scroll indicator (recorded).
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Whether the user can scroll (recorded; the app and tests still set ``contentOffset``).
  open var isScrollEnabled = true
  /// Whether the view scrolls a page at a time (recorded).
  open var isPagingEnabled = false
  /// Whether the view bounces past the content's edges (recorded).
  open var bounces = true
  /// Whether the view bounces vertically even when its content is shorter (recorded).
  open var alwaysBounceVertical = false
  /// Whether the view bounces horizontally even when its content is narrower (recorded).
  open var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows while scrolling (recorded).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling (recorded).
  open var showsHorizontalScrollIndicator = true
  /// Whether a tap on the status bar scrolls to the top (recorded).
  open var scrollsToTop = true
  /// Whether touches are delayed to tell a tap from a scroll (recorded).
  open var delaysContentTouches = true
  /// How a drag dismisses the keyboard (recorded).
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// How fast scrolling slows down (recorded).
  open var decelerationRate = DecelerationRate.normal
  /// The indicators' style (recorded).
  open var indicatorStyle = IndicatorStyle.default
  /// The smallest zoom scale (recorded; nothing zooms).
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale (recorded; nothing zooms).
  open var maximumZoomScale: CGFloat = 1
  /// The zoom scale (recorded; nothing zooms).
  open var zoomScale: CGFloat = 1
  /// Whether the user is touching the content: never, here.
  open var isTracking: Bool { false }
  /// Whether the user is dragging the content: never, here.
  open var isDragging: Bool { false }
  /// Whether the content is still moving after a drag: never, here.
  open var isDecelerating: Bool { false }

  /// The bounds: the frame's size at the scroll position (``contentOffset``), as in UIKit.
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      frame.size = newValue.size
      contentOffset = newValue.origin
    }
  }

  /// How safe-area insets adjust the content.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Adjusted when the view is a controller's scrolling root.
    case automatic
    /// Adjusted along the scrollable axes.
    case scrollableAxes
    /// Never adjusted.
    case never
    /// Always adjusted.
    case always
  }

  /// How dragging dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    /// Dragging does not dismiss it.
    case none
    /// A drag dismisses it.
    case onDrag
    /// A drag down dismisses it interactively.
    case interactive
    /// A drag dismisses it, with a tap too.
    case onDragWithAccessory
    /// A drag down dismisses it interactively, with a tap too.
    case interactiveWithAccessory
  }

  /// How fast scrolling slows down after a drag.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The rate per millisecond.
    public var rawValue: CGFloat
    /// A rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// UIKit's normal rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The scroll indicators' colours.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark or light, as the content needs.
    case `default`
    /// Dark indicators.
    case black
    /// Light indicators.
    case white
  }
}
