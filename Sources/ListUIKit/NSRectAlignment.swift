/// `NSRectAlignment`: where a boundary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing
  case topTrailing
}
