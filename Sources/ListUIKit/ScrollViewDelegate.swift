import Foundation
import ListKit
import ListSimulator

// What a scroll view tells its delegate, and dragging as a user does.

/// `UIScrollViewDelegate`: told when a scroll view scrolls and when the user drags it. A
/// collection or table view's delegate is one (their delegate protocols refine it): it hears
/// `scrollViewDidScroll(_:)` whenever the offset changes, and the dragging calls when a test
/// drags (`simulateDrag(by:)`). Every method does nothing by default.
@preconcurrency
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The scroll position changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user starts dragging.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifts the finger; the view could change `targetContentOffset`, where it comes to
  /// rest (here it rests where the drag ended).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The user lifted the finger (`decelerate` is `false` here: nothing glides).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The view stopped gliding (never called here: nothing glides).
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated scroll ended (never called here: nothing animates).
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Tells a list view's delegate (read on the main actor by `delegate`) that it scrolled, on the
/// main queue, where UIKit calls it; off the main queue nothing is told.
func tellScrolled<View: UIScrollView>(
  _ view: View, _ delegate: @MainActor (View) -> (any UIScrollViewDelegate)?
) {
  guard isOnMainQueue() else { return }
  MainActor.assumeIsolated { delegate(view)?.scrollViewDidScroll(view) }
}

extension UIScrollView {
  /// The user drags the content by `distance` points (positive: the content moves up, as a
  /// swipe up scrolls down a list): the delegate hears `scrollViewWillBeginDragging(_:)`, the
  /// offset changes (`scrollViewDidScroll(_:)`), then `scrollViewWillEndDragging` with the
  /// offset where the drag comes to rest (within the content: a drag past an end bounces back),
  /// which it may change, and the view settles there — and
  /// `scrollViewDidEndDragging(_:willDecelerate: false)`. `delegate` is the view's delegate.
  /// A collection view whose layout scrolls horizontally is dragged along x (positive: the
  /// content moves left).
  @MainActor
  func simulateDrag(by distance: CGFloat, delegate: (any UIScrollViewDelegate)?) {
    delegate?.scrollViewWillBeginDragging(self)
    // Where the drag comes to rest: within the content (a drag past an end bounces back).
    var target: CGPoint
    if (self as? VirtualCollectionView)?.engine.scrollsHorizontally == true {
      contentOffset = CGPoint(x: contentOffset.x + distance, y: contentOffset.y)
      let rightmost = max(0, contentSize.width - frame.width)
      target = CGPoint(x: min(max(0, contentOffset.x), rightmost), y: contentOffset.y)
    } else {
      contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + distance)
      let lowest = max(0, contentSize.height - frame.height)
      target = CGPoint(x: contentOffset.x, y: min(max(0, contentOffset.y), lowest))
    }
    delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
    if target != contentOffset { contentOffset = target }
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
  }
}
