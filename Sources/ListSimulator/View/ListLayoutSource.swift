/// Computes a view's ``ListLayoutMetrics`` from its layout: `ListUIKit`'s collection and table
/// views are their own. Asked, outside any lock, whenever the view commits what it shows (a
/// reload, a batch, a scroll, a resize).
public protocol ListLayoutSource: AnyObject, Sendable {
  /// Where the layout puts the sections of `counts` in `view`; `nil`: the viewport's uniform
  /// heights decide. Metrics that do not describe `counts` are ignored.
  func layoutMetrics(for counts: [Int], in view: VirtualView) -> ListLayoutMetrics?

  /// Whether the layout follows the scroll (sticky headers): the view then asks for its metrics
  /// again before it commits a scroll, so that what is on screen is placed where the scroll
  /// leaves the layout.
  func followsScroll(in view: VirtualView) -> Bool
}

extension ListLayoutSource {
  /// `false`: a scroll keeps the metrics.
  public func followsScroll(in view: VirtualView) -> Bool { false }
}
