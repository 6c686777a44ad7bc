import Foundation

/// `NSLayoutDimension`: width and height anchors, with constant and multiplier forms.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == constant`.
  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: constant)
  }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: constant)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: constant)
  }
  /// `self == anchor × multiplier + constant`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: multiplier, constant: constant) }
}
