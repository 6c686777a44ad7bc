import Foundation

/// `NSLayoutAnchor`: makes constraints between two items' attributes.
@preconcurrency
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute
  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    (self.item, self.attribute) = (item, attribute)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.equal, anchor, constant: constant) }
  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: constant) }
  /// `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0
  )
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, constant: constant) }
}
