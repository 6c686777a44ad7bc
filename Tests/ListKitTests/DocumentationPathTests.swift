import Foundation
import Testing

/// Every file a page names exists: a path (`Sources/ListFuzz/ReferenceModel.swift`,
/// `View/IdentityColumn.swift`) ends a path of the repository, and a bare file name
/// (`BatchValidator+Ranges.swift`) is the name of one of its files.
@Suite struct DocumentationPathTests {
  /// Comments in the sources name documentation pages users have: every `….md` a source file
  /// names is a file of the repository.
  @Test func everyPageASourceCommentNamesExists() throws {
    let root = DocumentationTests.root
    var pages = Set<String>()
    for folder in ["docs", "Sources"] {
      let enumerator = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".md") { pages.insert("\(folder)/\(path)") }
      }
    }
    pages.insert("README.md")
    var checked = 0
    let enumerator = FileManager.default.enumerator(
      atPath: root.appendingPathComponent("Sources").path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(
        contentsOf: root.appendingPathComponent("Sources/\(path)"), encoding: .utf8)
      for match in text.matches(of: /[A-Za-z0-9_\/.-]+\.md\b/) {
        let name = String(match.output)
        checked += 1
        let found = pages.contains { $0 == name || $0.hasSuffix("/" + name) }
        #expect(found, "Sources/\(path) names \(name), which the repository lacks")
      }
    }
    #expect(checked > 10)
  }

  @Test func everyFileAPageNamesExists() throws {
    let root = DocumentationTests.root
    var files: [String] = []
    for folder in ["Sources", "Tests", "Scenarios", "docs", ".ci"] {
      let enumerator = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String { files.append("\(folder)/\(path)") }
    }
    files += ["README.md", "Package.swift"]
    let names = Set(files.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
    var checked = 0
    for page in try DocumentationTests.pages() {
      let text = try String(contentsOf: page, encoding: .utf8)
      // Code spans only: `…`.
      let spans = text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
        .map(\.element)
      for span in spans {
        guard !span.contains(" "), !span.contains("*"), !span.contains("<"), !span.hasPrefix("."),
          [".swift", ".json", ".md"].contains(where: { span.hasSuffix($0) })
        else { continue }
        checked += 1
        // `+Counts.swift` abbreviates `BatchValidator+Counts.swift` in a list of one type's files.
        let found =
          span.contains("/")
          ? files.contains { $0 == span || $0.hasSuffix("/" + span) }
          : span.hasPrefix("+") ? names.contains { $0.hasSuffix(span) } : names.contains(span)
        #expect(found, "\(page.lastPathComponent) names \(span), which the repository lacks")
      }
      #expect(!text.contains("shared/"), "\(page.lastPathComponent) points outside the repository")
    }
    #expect(checked > 20)
  }
}
