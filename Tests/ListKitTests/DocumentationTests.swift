import Foundation
import Testing

/// Every Swift block of the README and docs/ is compiled: a block is either code of a test file
/// (white space aside), so it compiles and runs with the tests, or a package manifest, which is
/// evaluated by SwiftPM here and must name only products this package has.
@Suite struct DocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README, every page of docs/ and every page of the modules' DocC catalogs
  /// (`Sources/<Module>/<Module>.docc`).
  static func pages() throws -> [URL] {
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    let sources = root.appendingPathComponent("Sources")
    var catalogs: [URL] = []
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    while let path = enumerator?.nextObject() as? String {
      if path.contains(".docc/"), path.hasSuffix(".md") {
        catalogs.append(sources.appendingPathComponent(path))
      }
    }
    return [root.appendingPathComponent("README.md")]
      + names.map { docs.appendingPathComponent($0) }
      + catalogs.sorted { $0.path < $1.path }
  }

  /// Every public module has a DocC catalog whose landing page is organised in topics.
  @Test func everyModuleHasACatalogWithTopics() throws {
    let modules = [
      "ListKit", "ListSimulator", "ListUIKit", "ListReporting", "Lists", "ListAdapterKit",
      "ListDifferenceKit", "ListDeepDiff", "ListScenarios", "ListFuzz", "ListPort", "ListKitCLI",
    ]
    for module in modules {
      let page = Self.root.appendingPathComponent("Sources/\(module)/\(module).docc/\(module).md")
      let text = try String(contentsOf: page, encoding: .utf8)
      #expect(text.hasPrefix("# ``\(module)``"), "\(module)")
      #expect(text.contains("## Topics") && text.contains("### "), "\(module)")
    }
  }

  /// A newcomer finds every public type from its module's catalog: each top-level public or
  /// open type, protocol and type alias (not `_`-prefixed) of a module with a catalog is named
  /// in the catalog's pages as a symbol link.
  @Test func everyPublicTypeIsInItsModulesCatalog() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let declaration = try Regex(
      #"^(?:public|open) (?:final )?(?:class|struct|enum|protocol|actor|typealias) ([A-Za-z][A-Za-z0-9_]*)"#
    )
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    var checked = 0
    for module in modules {
      let folder = sources.appendingPathComponent(module)
      let catalog = folder.appendingPathComponent("\(module).docc")
      guard FileManager.default.fileExists(atPath: catalog.path) else { continue }
      var pages = ""
      for page in try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      where page.hasSuffix(".md") {
        pages += try String(
          contentsOf: catalog.appendingPathComponent(page), encoding: .utf8)
      }
      guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          guard let match = line.firstMatch(of: declaration) else { continue }
          let name = String(match.output[1].substring ?? "")
          checked += 1
          #expect(
            pages.contains("``\(name)``") || pages.contains("``\(name)/"),
            "\(module).\(name) (\(file)) is not in Sources/\(module)/\(module).docc")
        }
      }
    }
    #expect(checked > 300)
  }

  /// The Swift blocks of a Markdown text.
  static func swiftBlocks(of text: String) -> [String] {
    text.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
  }

  static func squeeze(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Every Swift file of Tests/, squeezed.
  static func testSources() throws -> [String] {
    let tests = root.appendingPathComponent("Tests")
    let enumerator = FileManager.default.enumerator(atPath: tests.path)
    var sources: [String] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(
        contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
      sources.append(squeeze(text))
    }
    return sources
  }

  @Test func everySwiftBlockIsCompiledByATest() throws {
    let sources = try Self.testSources()
    var checked = 0
    for page in try Self.pages() {
      let text = try String(contentsOf: page, encoding: .utf8)
      for block in Self.swiftBlocks(of: text) where !block.hasPrefix("// swift-tools-version") {
        checked += 1
        // A block's imports head the test file; its code is in the file's body.
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.filter { $0.hasPrefix("import ") }.map { Self.squeeze(String($0)) }
        let code = Self.squeeze(lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n"))
        #expect(
          sources.contains { source in
            source.contains(code) && imports.allSatisfy { source.contains($0 + " ") }
          },
          "\(page.lastPathComponent): this block is in no test file:\n\(block)")
      }
    }
    #expect(checked >= 10)
  }

  /// The README's manifest compiles (SwiftPM evaluates it) and names products that exist.
  @Test func readmeManifestCompilesAndNamesRealProducts() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let manifests = Self.swiftBlocks(of: readme).filter { $0.hasPrefix("// swift-tools-version") }
    #expect(manifests.count == 1)
    // A copy of our manifest, dumped elsewhere: SwiftPM locks .build while `swift test` runs.
    let ours = try Self.dumpPackage(
      manifest: String(
        contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8))
    let products = Set(
      (ours["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
    #expect(products.contains("ListUIKit"))
    for manifest in manifests {
      let dumped = try Self.dumpPackage(manifest: manifest)
      let named = (dumped["targets"] as? [[String: Any]] ?? []).flatMap {
        ($0["dependencies"] as? [[String: Any]] ?? []).compactMap {
          ($0["product"] as? [Any])?.first as? String
        }
      }
      #expect(!named.isEmpty)
      for product in named {
        #expect(products.contains(product), "the README names a product \(product) we lack")
      }
    }
  }

  /// `swift package dump-package` of `manifest`, in a directory of its own, as JSON.
  static func dumpPackage(manifest: String) throws -> [String: Any] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try manifest.write(
      to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", directory.path, "dump-package"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "dump-package failed in \(directory.path)")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}
