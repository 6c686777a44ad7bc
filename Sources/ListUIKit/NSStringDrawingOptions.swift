/// `NSStringDrawingOptions`: how text is measured.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The options' bits.
  public let rawValue: Int
  /// Options of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Measure as lines wrapped to the given width (without it, one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Use the font's leading between lines (accepted; the stand-in metrics have none).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Truncate the last line that fits (accepted).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
