/// A token of Swift source, as much as porting needs: every byte of a file belongs to exactly
/// one token, so the tokens joined are the file again.
public struct SwiftToken: Sendable, Hashable {
  /// What a token is.
  public enum Kind: Sendable, Hashable {
    /// Spaces, tabs and line breaks.
    case whitespace
    /// A `//` comment up to (not including) the line break, or a `/* */` comment (nested).
    case comment
    /// A string literal, whole: `"…"`, `"""…"""`, raw `#"…"#`, with its interpolations.
    case string
    /// An identifier or keyword (`func`, `tap`, and a keyword used as a name in backticks, such as `default`).
    case identifier
    /// `@name`: an attribute.
    case attribute
    /// `#name`: a directive or a macro (`#selector`, `#if`, `#available`).
    case pound
    /// A number literal.
    case number
    /// Any other character run: punctuation and operators, one character at a time.
    case punctuation
  }

  /// What the token is.
  public var kind: Kind
  /// Its text, exactly as in the file.
  public var text: String
  /// The 1-based line it starts on.
  public var line: Int
}
