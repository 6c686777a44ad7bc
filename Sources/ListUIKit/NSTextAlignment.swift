/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
