import Foundation

/// Message comparison of the scenario format: runs of white space become one space, every
/// hexadecimal pointer `0x…` becomes `0x0`, and an expected text ending in `…` or `...` matches
/// as a prefix.
public enum MessageMatching {
  /// `text` with white space runs made one space (none at the ends) and hexadecimal pointers made
  /// `0x0`.
  public static func normalize(_ text: String) -> String {
    var out = ""
    var pendingSpace = false
    var chars = Array(text)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace {
        pendingSpace = !out.isEmpty
        i += 1
        continue
      }
      if pendingSpace {
        out.append(" ")
        pendingSpace = false
      }
      if c == "0", i + 1 < chars.count, chars[i + 1] == "x" || chars[i + 1] == "X" {
        var j = i + 2
        while j < chars.count, chars[j].isHexDigit { j += 1 }
        if j > i + 2 {
          out += "0x0"
          i = j
          continue
        }
      }
      out.append(c)
      i += 1
    }
    chars = []
    return out
  }

  /// Whether normalised `actual` equals normalised `expected`, or starts with it when `expected`
  /// ends in `…` or `...`.
  public static func matches(expected: String, actual: String) -> Bool {
    var pattern = expected.trimmingCharacters(in: .whitespacesAndNewlines)
    var prefix = false
    if pattern.hasSuffix("…") {
      pattern.removeLast()
      prefix = true
    } else if pattern.hasSuffix("...") {
      pattern.removeLast(3)
      prefix = true
    }
    let want = normalize(pattern)
    let have = normalize(actual)
    return prefix ? have.hasPrefix(want) : have == want
  }
}
