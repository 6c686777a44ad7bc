/// A small Swift lexer: enough to find attributes, `#selector(…)` and declarations outside
/// comments and strings. Comments nest, strings may be raw (`#"…"#`), multi-line (`"""`) and
/// interpolated (`\(…)`, with strings and comments inside), so a rewrite never touches text
/// inside them. An unterminated comment or string is an error naming its line.
public enum SwiftLexer {
  /// The tokens of `source`; joined, they are `source`.
  ///
  /// - Throws: ``PortError`` for an unterminated comment or string literal.
  public static func tokens(_ source: String) throws(PortError) -> [SwiftToken] {
    var scanner = Scanner(Array(source.unicodeScalars))
    var tokens: [SwiftToken] = []
    while let token = try scanner.next() { tokens.append(token) }
    return tokens
  }

  struct Scanner {
    let scalars: [Unicode.Scalar]
    var i = 0
    var line = 1

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      i + offset < scalars.count ? scalars[i + offset] : nil
    }

    mutating func advance() {
      if scalars[i] == "\n" { line += 1 }
      i += 1
    }

    func text(_ start: Int) -> String {
      var s = String.UnicodeScalarView()
      s.append(contentsOf: scalars[start..<i])
      return String(s)
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
      c == "_" || c.properties.isAlphabetic || (c.value > 0x7F && !c.properties.isWhitespace)
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
      isIdentifierStart(c) || ("0"..."9").contains(c)
    }

    mutating func next() throws(PortError) -> SwiftToken? {
      guard let c = peek() else { return nil }
      let start = i
      let startLine = line
      func token(_ kind: SwiftToken.Kind) -> SwiftToken {
        SwiftToken(kind: kind, text: text(start), line: startLine)
      }
      if c == " " || c == "\t" || c == "\n" || c == "\r" || c.properties.isWhitespace {
        while let d = peek(),
          d == " " || d == "\t" || d == "\n" || d == "\r" || d.properties.isWhitespace
        {
          advance()
        }
        return token(.whitespace)
      }
      if c == "/" && peek(1) == "/" {
        while let d = peek(), d != "\n" { advance() }
        return token(.comment)
      }
      if c == "/" && peek(1) == "*" {
        try skipBlockComment()
        return token(.comment)
      }
      if c == "\"" {
        try skipString(hashes: 0)
        return token(.string)
      }
      if c == "#" {
        // A raw string: #…#" …
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
          for _ in 0..<hashes { advance() }
          try skipString(hashes: hashes)
          return token(.string)
        }
        advance()
        while let d = peek(), Self.isIdentifierPart(d) { advance() }
        return token(.pound)
      }
      if c == "@" {
        advance()
        while let d = peek(), Self.isIdentifierPart(d) { advance() }
        return token(.attribute)
      }
      if c == "`" {
        advance()
        while let d = peek(), d != "`", d != "\n" { advance() }
        if peek() == "`" { advance() }
        return token(.identifier)
      }
      if c == "$" || Self.isIdentifierStart(c) {
        advance()
        while let d = peek(), Self.isIdentifierPart(d) || d == "$" { advance() }
        return token(.identifier)
      }
      if ("0"..."9").contains(c) {
        advance()
        while let d = peek(),
          Self.isIdentifierPart(d)
            || d == "." && (peek(1).map { ("0"..."9").contains($0) } ?? false)
        {
          advance()
        }
        return token(.number)
      }
      advance()
      return token(.punctuation)
    }

    /// `/* … */`, nested.
    mutating func skipBlockComment() throws(PortError) {
      let startLine = line
      var depth = 0
      repeat {
        guard let c = peek() else {
          throw PortError(line: startLine, "an unterminated /* comment")
        }
        if c == "/" && peek(1) == "*" {
          depth += 1
          advance()
          advance()
        } else if c == "*" && peek(1) == "/" {
          depth -= 1
          advance()
          advance()
        } else {
          advance()
        }
      } while depth > 0
    }

    /// A string literal starting at its opening quote (after `hashes` `#`s): single-line or
    /// `"""` multi-line, with `\(…)` interpolations (`\#(…)` in raw strings) skipped as code.
    mutating func skipString(hashes: Int) throws(PortError) {
      let startLine = line
      let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
      for _ in 0..<(multiline ? 3 : 1) { advance() }
      func closes() -> Bool {
        if multiline {
          guard peek() == "\"", peek(1) == "\"", peek(2) == "\"" else { return false }
          return (0..<hashes).allSatisfy { peek(3 + $0) == "#" }
        }
        guard peek() == "\"" else { return false }
        return (0..<hashes).allSatisfy { peek(1 + $0) == "#" }
      }
      while true {
        guard let c = peek() else {
          throw PortError(line: startLine, "an unterminated string literal")
        }
        if !multiline && c == "\n" {
          throw PortError(line: startLine, "an unterminated string literal")
        }
        if closes() {
          for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
          return
        }
        if c == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
          for _ in 0...hashes { advance() }
          if peek() == "(" {
            try skipInterpolation()
          } else if peek() != nil {
            advance()
          }
          continue
        }
        advance()
      }
    }

    /// `( … )` of an interpolation: code, whose strings and comments are skipped whole.
    mutating func skipInterpolation() throws(PortError) {
      let startLine = line
      var depth = 0
      repeat {
        guard let c = peek() else {
          throw PortError(line: startLine, "an unterminated string interpolation")
        }
        if c == "(" {
          depth += 1
          advance()
        } else if c == ")" {
          depth -= 1
          advance()
        } else if c == "\"" {
          try skipString(hashes: 0)
        } else if c == "#", peek(1) == "\"" || peek(1) == "#" {
          var hashes = 0
          while peek(hashes) == "#" { hashes += 1 }
          if peek(hashes) == "\"" {
            for _ in 0..<hashes { advance() }
            try skipString(hashes: hashes)
          } else {
            advance()
          }
        } else if c == "/" && peek(1) == "*" {
          try skipBlockComment()
        } else if c == "/" && peek(1) == "/" {
          while let d = peek(), d != "\n" { advance() }
        } else {
          advance()
        }
      } while depth > 0
    }
  }
}
