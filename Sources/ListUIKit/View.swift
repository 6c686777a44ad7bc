import Foundation
import ListSimulator

/// `UIView`: geometry, hierarchy, appearance, layout passes, Auto Layout constraints (recorded,
/// not solved), accessibility and gesture recognizers — everything a screen sets and a test reads,
/// with nothing drawn. A view controller's root view is one.
///
/// Layout: ``setNeedsLayout()`` marks the view, ``layoutIfNeeded()`` runs ``layoutSubviews()`` on
/// it and its subviews (a subclass overrides `layoutSubviews`, as in UIKit); setting a new frame
/// marks it too.
///
/// Isolation: UIKit's views are main-actor isolated. Here they are not, like the headless cells
/// (which the engine makes and configures wherever an update runs, a fuzzing job's thread
/// included): a cell's code sets its labels and adds its subviews as it does in UIKit. Like
/// UIKit's views, a view expects one thread at a time. What calls a view controller
/// (``layoutIfNeeded()``) or a `UIAction` is main-actor isolated.
open class UIView: @unchecked Sendable {
  /// The frame in the superview's coordinates.
  open var frame: CGRect {
    didSet { if frame.size != oldValue.size { needsLayout = true } }
  }
  /// The frame's size at the origin (setting it changes the frame's size).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  open var backgroundColor: UIColor?
  open var isHidden = false
  /// The opacity, 0 to 1.
  open var alpha: CGFloat = 1
  open var tintColor: UIColor?
  /// An integer the app chooses (a row number on a cell's button, say).
  open var tag = 0
  open var clipsToBounds = false
  open var isUserInteractionEnabled = true
  open var contentMode: ContentMode = .scaleToFill
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the autoresizing mask becomes constraints (`false` for views laid out with
  /// constraints).
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The layer's recorded properties (corner radius, border, shadow).
  public let layer = CALayer()
  /// The safe area's insets (zero: there is no status bar or home indicator here).
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  /// A list view shown in this view (`addSubview(collectionView)`), by its headless view.
  public private(set) var listViews: [VirtualView] = []
  /// The gesture recognizers attached (`addGestureRecognizer(_:)`).
  var attachedRecognizers: [UIGestureRecognizer] = []
  /// The constraints added to this view (`addConstraint(_:)`, or activated with it as their
  /// common ancestor).
  public private(set) var constraints: [NSLayoutConstraint] = []
  /// The view controller whose root view this is (told of layout passes).
  weak var owningController: UIViewController?
  /// Whether a layout pass is due (``setNeedsLayout()``).
  public private(set) var needsLayout = true
  /// How many layout passes ran (``layoutIfNeeded()``).
  public private(set) var layoutPasses = 0

  // Accessibility, as set.
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: UIAccessibilityTraits = []

  /// A view of `frame` (made from any context, as a cell's stored subviews are).
  public init(frame: CGRect = .zero) { self.frame = frame }

  /// A view from an archive: as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) { self.frame = .zero }

  // MARK: Hierarchy

  /// Adds `view` on top of the subviews (taking it from its superview).
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of the subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.willMove(toSuperview: self)
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    view.didMoveToSuperview()
    setNeedsLayout()
  }

  /// Inserts `view` just below `sibling`.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  /// Inserts `view` just above `sibling`.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
  }

  /// Adds a collection or table view (the headless list views are not `UIView`s).
  public func addSubview(_ view: some VirtualListView) { listViews.append(view.base) }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
  }

  /// Moves `view` to the top of the subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view` to the bottom of the subviews.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// The view itself or the first descendant with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in subviews { if let found = view.viewWithTag(tag) { return found } }
    return nil
  }

  /// Whether `view` is this view or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Called before the view moves to `newSuperview` (a subclass overrides it).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to another superview, or out of one.
  open func didMoveToSuperview() {}

  // MARK: Layout

  /// Lays out the subviews: a subclass overrides it (calling `super`) to set their frames.
  open func layoutSubviews() {}

  /// Marks the view for a layout pass.
  open func setNeedsLayout() { needsLayout = true }

  /// Runs the layout pass due: ``layoutSubviews()`` on this view, then on its subviews (a root
  /// view's controller is told before and after).
  @MainActor
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutPasses += 1
      owningController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningController?.viewDidLayoutSubviews()
    }
    for view in subviews { view.layoutIfNeeded() }
  }

  /// The size that fits `size`: by default the current size (a subclass overrides it).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` its current size.
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

  /// The size the view wants without constraints (`noIntrinsicMetric` in both directions by
  /// default).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Marks the intrinsic size changed (a layout pass is due).
  open func invalidateIntrinsicContentSize() { setNeedsLayout() }

  /// `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The display needs redrawing: recorded as a layout pass due (nothing is drawn).
  open func setNeedsDisplay() { setNeedsLayout() }

  /// The view's trait collection (light appearance, regular width).
  open var traitCollection: UITraitCollection { UITraitCollection() }

  // MARK: Constraints

  /// Adds `constraint` to the view (and activates it).
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Adds `constraints` to the view (and activates them).
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Removes `constraint` (and deactivates it).
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

  /// Removes `constraints` (and deactivates them).
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  func holdConstraint(_ constraint: NSLayoutConstraint) {
    if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
    setNeedsLayout()
  }

  func dropConstraint(_ constraint: NSLayoutConstraint) {
    constraints.removeAll { $0 === constraint }
  }

  /// The constraint priority that resists growing / shrinking along `axis` (recorded).
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    huggingPriorities[axis] = priority
  }
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionPriorities[axis] = priority
  }
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingPriorities[axis] ?? .defaultLow
  }
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    compressionPriorities[axis] ?? .defaultHigh
  }
  private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

  // MARK: Animation

  /// Runs `animations` at once and calls `completion` with `true` (nothing is animated here).
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// The same, with a delay and options (both ignored).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// The spring form (ignored parameters; runs at once).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actions` (there is no animation to suppress).
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// `UIView.transition(with:duration:options:animations:completion:)`: runs at once.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  // MARK: Types

  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// `UIView.AnimationOptions` (recorded, ignored).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }
}

/// `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// `CALayer`: the properties a screen sets on a view's layer, recorded (nothing is drawn).
public final class CALayer: @unchecked Sendable {
  public var cornerRadius: CGFloat = 0
  public var borderWidth: CGFloat = 0
  public var borderColor: CGColor?
  public var backgroundColor: CGColor?
  public var masksToBounds = false
  public var shadowColor: CGColor?
  public var shadowOpacity: Float = 0
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowRadius: CGFloat = 3
  public var opacity: Float = 1
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  public var cornerCurve: CALayerCornerCurve = .circular
  init() {}
}

/// `CACornerMask`.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// `CALayerCornerCurve`.
public enum CALayerCornerCurve: Sendable { case circular, continuous }

/// `CGColor`: a colour as a layer takes it (`UIColor.cgColor`); the same recorded colour.
public typealias CGColor = ColorReference

extension ColorReference {
  /// The colour as a layer takes it.
  public var cgColor: CGColor { self }

  /// `UIColor { traitCollection in … }`: a dynamic colour, resolved here for the light
  /// appearance (the provider is called once).
  public convenience init(dynamicProvider: (UITraitCollection) -> ColorReference) {
    self.init(copying: dynamicProvider(UITraitCollection()))
  }
}

/// `UITraitCollection`: the light appearance, regular width and height, the large content size
/// category — what a screen reads to pick colours and fonts.
public struct UITraitCollection: Sendable, Hashable {
  /// `UIUserInterfaceStyle`.
  public enum Style: Int, Sendable { case unspecified, light, dark }
  /// `UIUserInterfaceSizeClass`.
  public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
  public var userInterfaceStyle = Style.light
  public var horizontalSizeClass = SizeClass.compact
  public var verticalSizeClass = SizeClass.regular
  public var displayScale: CGFloat = 3
  public init() {}
  /// `UITraitCollection(userInterfaceStyle:)`.
  public init(userInterfaceStyle: Style) { self.userInterfaceStyle = userInterfaceStyle }
}

/// `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UITraitCollection.Style
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass
