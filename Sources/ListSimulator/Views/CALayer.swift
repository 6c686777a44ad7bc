import Foundation

/// `CALayer`: the properties a screen sets on a view's layer, recorded (nothing is drawn).
public final class CALayer: @unchecked Sendable {
  /// A layer of its own (a separator line a view adds with `layer.addSublayer(_:)`).
  public init() {}
  /// The layer's frame in its superlayer (recorded; a view's own layer does not follow the
  /// view's frame here).
  public var frame = CGRect.zero
  /// Whether the layer is hidden (recorded).
  public var isHidden = false
  /// The layers added to it, back to front.
  public private(set) var sublayers: [CALayer]?
  /// The layer it was added to.
  public private(set) weak var superlayer: CALayer?
  /// Adds `layer` on top of the sublayers (taking it from its superlayer).
  public func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }
  /// Takes the layer out of its superlayer.
  public func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
  /// The radius of the rounded corners (recorded; nothing is drawn).
  public var cornerRadius: CGFloat = 0
  /// The border's width (recorded).
  public var borderWidth: CGFloat = 0
  /// The border's colour (recorded).
  public var borderColor: CGColor?
  /// The layer's background colour (recorded; not tied to the view's `backgroundColor`).
  public var backgroundColor: CGColor?
  /// Whether content is clipped to the bounds (recorded; not tied to the view's `clipsToBounds`).
  public var masksToBounds = false
  /// The shadow's colour (recorded; `nil` unless set).
  public var shadowColor: CGColor?
  /// The shadow's opacity, 0 to 1 (recorded; 0, no shadow, unless set).
  public var shadowOpacity: Float = 0
  /// The shadow's offset (recorded; 3 points up unless set).
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (recorded; 3 unless set).
  public var shadowRadius: CGFloat = 3
  /// The layer's opacity, 0 to 1 (recorded; not tied to the view's `alpha`).
  public var opacity: Float = 1
  /// The corners `cornerRadius` rounds (recorded; all four unless set).
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The shape of the rounded corners (recorded; circular unless set).
  public var cornerCurve: CALayerCornerCurve = .circular
}
