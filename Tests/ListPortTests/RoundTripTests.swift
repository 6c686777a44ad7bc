import Foundation
import ListPort
import ListSimulator
import ListUIKit
import Testing

/// The lexer against real Swift: the repository's own sources and randomly mutated copies.
@Suite struct RoundTripTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift file of Sources/ and Tests/.
  static func sources() throws -> [(String, String)] {
    var files: [(String, String)] = []
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: base.path)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift") || path.hasSuffix(".swift.original") else { continue }
        files.append(
          (path, try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)))
      }
    }
    return files
  }

  /// The tokens of every file join to the file; a file with nothing to port comes back
  /// byte for byte; a ported one differs only at the rewritten tokens, on the same lines.
  @Test func repositorySourcesRoundTrip() throws {
    let files = try Self.sources()
    #expect(files.count > 100)
    for (path, text) in files {
      let tokens = try SwiftLexer.tokens(text)
      #expect(tokens.map(\.text).joined() == text, "\(path)")
      let ported = try Porter.port(text)
      if ported.rewrites == 0 {
        #expect(ported.source == text, "\(path)")
      } else {
        try Self.expectOnlyListedRewrites(text, ported.source, path)
      }
    }
  }

  /// Walks the original's and the ported file's tokens side by side: they are equal, on the same
  /// lines, except a removed attribute (with `@objc`'s name and one space after it), a
  /// `#selector(…)` that became `Selector(…)` and `@UIApplicationMain` that became `@main`.
  static func expectOnlyListedRewrites(_ original: String, _ ported: String, _ path: String) throws
  {
    let a = try SwiftLexer.tokens(original)
    let b = try SwiftLexer.tokens(ported)
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i].kind == .attribute, Porter.removedAttributes.contains(a[i].text) {
        i += 1
        if a[i - 1].text == "@objc", i < a.count, a[i].text == "(" {
          while i < a.count, a[i].text != ")" { i += 1 }
          i += 1
        }
        if i < a.count, a[i].kind == .whitespace, !a[i].text.contains("\n") {
          // The space went with the attribute, unless the next token is the same whitespace.
          if !(b[j].kind == .whitespace && b[j].text == a[i].text) { i += 1 }
        }
        continue
      }
      if a[i].text == "@UIApplicationMain" {
        #expect(b[j].text == "@main", "\(path): line \(a[i].line)")
        i += 1
        j += 1
        continue
      }
      if a[i].text == "#selector" {
        #expect(b[j].text == "Selector", "\(path): line \(a[i].line)")
        #expect(b[j].line == a[i].line, "\(path): line \(a[i].line)")
        i = skipParenthesized(a, from: i + 1)
        j = skipParenthesized(b, from: j + 1)
        continue
      }
      // An extension joined to its class: the class's `}` and `extension Name {` are spaces
      // (line breaks kept), merged with the whitespace around them into one token.
      if b[j].kind == .whitespace, a[i].text != b[j].text,
        let next = joinedRun(a, from: i, blanks: b[j].text)
      {
        i = next
        j += 1
        continue
      }
      // A removed attribute's following space may have merged with the next whitespace.
      if a[i].kind == .whitespace, b[j].kind == .whitespace, a[i].text != b[j].text {
        i += 1
        j += 1
        continue
      }
      #expect(a[i].text == b[j].text, "\(path): line \(a[i].line)")
      #expect(a[i].line == b[j].line, "\(path): line \(a[i].line)")
      i += 1
      j += 1
    }
  }

  /// Where the original's tokens from `start` end if they are exactly what `blanks` blanked: a
  /// `}`, `extension Name {` or both (a comment between them stays), with whitespace and nothing
  /// else, the same length, the line breaks in the same places; `nil` otherwise.
  static func joinedRun(_ tokens: [SwiftToken], from start: Int, blanks: String) -> Int? {
    var text = ""
    var k = start
    while k < tokens.count, text.count < blanks.count {
      text += tokens[k].text
      k += 1
    }
    let code = text.split(whereSeparator: \.isWhitespace)
    guard text.count == blanks.count,
      zip(text, blanks).allSatisfy({ $0 == "\n" ? $1 == "\n" : $1 == " " }),
      code == ["}"]
        || code.count == 4 && code[0] == "}" && code[1] == "extension" && code[3] == "{"
        || code.count == 3 && code[0] == "extension" && code[2] == "{"
    else { return nil }
    return k
  }

  static func skipParenthesized(_ tokens: [SwiftToken], from start: Int) -> Int {
    var k = start
    while k < tokens.count, tokens[k].kind == .whitespace { k += 1 }
    var depth = 0
    while k < tokens.count {
      if tokens[k].text == "(" { depth += 1 }
      if tokens[k].text == ")" {
        depth -= 1
        if depth == 0 { return k + 1 }
      }
      k += 1
    }
    return k
  }

  /// Random mutations of real files (characters deleted, duplicated, quotes and comment marks
  /// inserted): the lexer never traps; it reads the file back whole or throws a `PortError`.
  @Test(arguments: 0..<40)
  func mutatedSourcesNeverTrap(seed: Int) throws {
    let files = try Self.sources()
    var rng = SplitMix64(seed: UInt64(seed))
    func next(_ bound: Int) -> Int { Int.random(in: 0..<max(1, bound), using: &rng) }
    let (path, text) = files[next(files.count)]
    var scalars = Array(text.unicodeScalars)
    let marks: [Unicode.Scalar] = ["\"", "#", "/", "*", "(", ")", "\\", "@", "`", "\n"]
    for _ in 0..<(1 + next(12)) where !scalars.isEmpty {
      let at = next(scalars.count)
      switch next(3) {
      case 0: scalars.remove(at: at)
      case 1: scalars.insert(scalars[at], at: at)
      default: scalars.insert(marks[next(marks.count)], at: at)
      }
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    let mutated = String(view)
    do {
      let tokens = try SwiftLexer.tokens(mutated)
      #expect(tokens.map(\.text).joined() == mutated, "\(path), seed \(seed)")
      let ported = try Porter.port(mutated)
      if ported.rewrites == 0 { #expect(ported.source == mutated) }
    } catch {
      #expect(error.line >= 1, "\(path), seed \(seed)")
    }
  }
}
