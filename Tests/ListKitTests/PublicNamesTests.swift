import Foundation
import Testing

/// The core's public top-level names (`ListKit`, `ListSimulator`) against the names of the
/// libraries this package stands in for: an app that imports a real library (DifferenceKit's
/// core and DeepDiff build on Linux) beside `ListUIKit`, which re-exports the core, must not meet
/// an ambiguity the real libraries do not have. The library names are written here from their
/// public sources (DeepDiff 2.3.3, DifferenceKit 1.3, IGListKit 5), not read from our facades;
/// a facade declares its own library's names.
@Suite struct PublicNamesTests {
  static let deepDiff: Set<String> = [
    "Change", "Insert", "Delete", "Replace", "Move", "DiffAware", "Heckel", "WagnerFischer",
    "ChangeWithIndexPath", "IndexPathConverter", "diff", "preprocess",
  ]
  static let differenceKit: Set<String> = [
    "Differentiable", "ContentEquatable", "ContentIdentifiable", "DifferentiableSection",
    "ArraySection", "StagedChangeset", "Changeset", "ElementPath", "AnyDifferentiable",
  ]
  static let igListKit: Set<String> = [
    "ListAdapter", "ListSectionController", "ListDiffable", "ListDiff", "ListIndexSetResult",
    "ListIndexPathResult", "ListMoveIndex", "ListMoveIndexPath", "ListBindingSectionController",
    "ListAdapterDataSource", "ListAdapterDelegate", "ListAdapterUpdater", "ListDiffOption",
  ]
  /// Names the core shares with a library on purpose: `ContentEquatable` is also the name of
  /// Iron-Ham/Lists' protocol in its module `ListKit`, which this core stands in for (the real
  /// Iron-Ham/Lists and DifferenceKit clash the same way).
  static let shared: Set<String> = ["ContentEquatable"]

  /// The public top-level declarations of a module's sources (types, protocols, aliases and
  /// free functions; not members, which are indented).
  static func publicNames(_ module: String) throws -> Set<String> {
    let folder = DocumentationTests.root.appendingPathComponent("Sources/\(module)")
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var names = Set<String>()
    let kinds = [
      "struct", "enum", "class", "final class", "protocol", "typealias", "func", "actor",
    ]
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n")
      where line.hasPrefix("public ") || line.hasPrefix("open ") {
        var rest = line.drop { $0 != " " }.dropFirst()
        guard let kind = kinds.first(where: { rest.hasPrefix($0 + " ") }) else { continue }
        rest = rest.dropFirst(kind.count + 1)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { names.insert(String(name)) }
      }
    }
    return names
  }

  @Test func theCoreDeclaresNoLibrarysName() throws {
    let core = try Self.publicNames("ListKit").union(Self.publicNames("ListSimulator"))
    #expect(core.count > 30, "the scan found the core's declarations")
    let libraries = Self.deepDiff.union(Self.differenceKit).union(Self.igListKit)
    #expect(core.intersection(libraries).subtracting(Self.shared).sorted() == [])
  }

  /// Each facade declares its library's names (the scan of the core above reads the same way).
  @Test func eachFacadeDeclaresItsLibrarysNames() throws {
    let deepDiff = try Self.publicNames("ListDeepDiff")
    #expect(Self.deepDiff.subtracting(deepDiff).sorted() == [])
  }
}
