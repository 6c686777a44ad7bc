/// `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts before it is recognized, in seconds.
  open var minimumPressDuration = 0.5
}
