/// Computes a view's ``ListLayoutMetrics`` from its layout: `ListUIKit`'s collection and table
/// views are their own. Asked, outside any lock, whenever the view commits what it shows (a
/// reload, a batch, a scroll, a resize).
public protocol ListLayoutSource: AnyObject, Sendable {
  /// Where the layout puts the sections of `counts` in `view`; `nil`: the viewport's uniform
  /// heights decide. Metrics that do not describe `counts` are ignored.
  func layoutMetrics(for counts: [Int], in view: VirtualView) -> ListLayoutMetrics?
}
