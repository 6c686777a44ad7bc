import Foundation
import Testing

/// Every public and open declaration of every module has a doc comment stating its contract.
/// A declaration is documented when the nearest non-attribute line above it is a `///` line (or
/// the end of a `/** … */` block), attributes spanning several lines (`@_specialize(…)`,
/// `@available(…, renamed: "x()")`) included, and no blank line comes between.
@Suite struct DocCoverageTests {
  /// What a declaration line declares, after its attributes and modifiers.
  nonisolated(unsafe) static let declaration = try! Regex(
    #"^\s*(?:(?:nonisolated|final|override|static|class|mutating|nonmutating|convenience|required|indirect|dynamic|lazy|weak|unowned)\s+)*(?:public|open)(?:\s*\(set\))?\s+(?:(?:nonisolated|final|override|static|class|mutating|nonmutating|convenience|required|indirect|dynamic|lazy|weak|unowned|private\(set\)|internal\(set\)|fileprivate\(set\))\s+)*(func|init|subscript|var|let|class|struct|enum|protocol|typealias|actor|associatedtype|macro)\b"#
  )

  /// `line` without the attributes it starts with (`@MainActor @discardableResult public func`),
  /// and how many parentheses of an attribute are still open at its end.
  static func droppingAttributes(_ line: Substring) -> (rest: Substring, open: Int) {
    var rest = line.drop { $0 == " " }
    while rest.first == "@" {
      var i = rest.index(after: rest.startIndex)
      while i < rest.endIndex,
        rest[i].isLetter || rest[i].isNumber || rest[i] == "_" || rest[i] == "."
      {
        i = rest.index(after: i)
      }
      var depth = 0
      if i < rest.endIndex, rest[i] == "(" {
        var inString = false
        while i < rest.endIndex {
          let c = rest[i]
          if c == "\"" { inString.toggle() }
          if !inString, c == "(" { depth += 1 }
          if !inString, c == ")" { depth -= 1 }
          i = rest.index(after: i)
          if depth == 0 { break }
        }
        if depth > 0 { return ("", depth) }
      }
      rest = rest[i...].drop { $0 == " " }
    }
    return (rest, 0)
  }

  /// The undocumented public declarations of one file, as `path:line: text`.
  static func undocumented(in text: String, path: String) -> [String] {
    var found: [String] = []
    var documented = false  // a doc comment is attached to what comes next
    var openParentheses = 0  // inside a multi-line attribute
    var inBlockDoc = false
    var inString = false
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if inString {
        if trimmed.hasSuffix("\"\"\"") || trimmed.hasPrefix("\"\"\"") { inString = false }
        continue
      }
      if inBlockDoc {
        if trimmed.hasSuffix("*/") {
          inBlockDoc = false
          documented = true
        }
        continue
      }
      if openParentheses > 0 {
        for c in trimmed {
          if c == "(" { openParentheses += 1 }
          if c == ")" { openParentheses -= 1 }
        }
        openParentheses = max(0, openParentheses)
        continue
      }
      if trimmed.isEmpty {
        documented = false
        continue
      }
      if trimmed.hasPrefix("///") {
        documented = true
        continue
      }
      if trimmed.hasPrefix("/**") {
        if trimmed.hasSuffix("*/") { documented = true } else { inBlockDoc = true }
        continue
      }
      if trimmed.hasPrefix("//") { continue }
      let (rest, open) = droppingAttributes(line[...])
      if open > 0 {
        openParentheses = open
        continue
      }
      if rest.isEmpty { continue }  // attributes alone on the line
      if (try? Self.declaration.prefixMatch(in: rest)) != nil, !documented {
        found.append("\(path):\(number + 1): \(trimmed.prefix(100))")
      }
      documented = false
      if trimmed.filter({ $0 == "\"" }).count == 3 || trimmed.hasSuffix("\"\"\"") {
        inString = trimmed.hasSuffix("\"\"\"")
      }
    }
    return found
  }

  @Test func everyPublicDeclarationHasADocComment() throws {
    let sources = DocumentationTests.root.appendingPathComponent("Sources")
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    var missing: [String] = []
    var declarations = 0
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      declarations +=
        text.split(separator: "\n").filter {
          (try? Self.declaration.prefixMatch(in: Self.droppingAttributes($0).rest)) != nil
        }.count
      missing += Self.undocumented(in: text, path: path)
    }
    #expect(declarations > 2_000)  // the scan found the declarations
    #expect(missing.isEmpty, "undocumented:\n\(missing.sorted().joined(separator: "\n"))")
  }

  /// The scan itself: a declaration after a multi-line attribute keeps its comment; a blank
  /// line, or code between, detaches it; a declaration with none is found.
  @Test func theScanReadsAttributesAndBlankLines() {
    let source = """
      /// Documented.
      @_specialize(
        exported: true, where T == Int)
      public func a<T>(_ t: T) {}
      /// Detached.

      public var b = 0
      @available(*, deprecated, renamed: "c()")
      public func d() {}
      /// Documented, with attributes on its line.
      @MainActor @discardableResult public func e() -> Int { 0 }
      """
    #expect(
      Self.undocumented(in: source, path: "x").map { $0.components(separatedBy: ": ")[1] } == [
        "public var b = 0", "public func d() {}",
      ])
  }
}
