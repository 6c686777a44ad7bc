/// `UICollectionViewFlowLayoutInvalidationContext`: a flow layout's context, which also says
/// whether the delegate's sizes and the layout's own attributes are to be asked again (both
/// `true` unless set otherwise, as in UIKit; the view asks the delegate again either way).
@preconcurrency
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext:
  UICollectionViewLayoutInvalidationContext
{
  /// Whether the delegate's sizes are out of date (`true` by default).
  public var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the layout's own item and section sizes are out of date (`true` by default).
  public var invalidateFlowLayoutAttributes = true

  /// A context with both flags set.
  public required init() { super.init() }
}
