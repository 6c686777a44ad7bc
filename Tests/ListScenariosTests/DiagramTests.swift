import Foundation
import ListKit
import ListKitCLI
import ListScenarios
import ListSimulator
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The pictures `listkit explain --format svg` draws. The SVGs under `docs/images/` are the
/// golden files: the docs show them, and this test fails when one is stale. One command makes
/// them again:
///
///     LISTKIT_UPDATE_IMAGES=1 swift test --filter DiagramTests
@Suite struct DiagramTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let images = root.appendingPathComponent("docs/images")

  /// The pictures, each a scenario step: accepted inserts, the rejected "insert indexes before
  /// deletes" of the Game of IndexPath, a move across sections, a reload, and 100 items folded.
  static let pictures: [(file: String, scenario: String?, step: Int)] = [
    ("insert-at-end.svg", "index-path-game/01-insert-three-at-end.json", 2),
    (
      "insert-indexes-before-deletes.svg", "index-path-game/06-insert-indexes-before-deletes.json",
      2
    ),
    ("move-across-sections.svg", "diffable/apply-cross-section-move.json", 2),
    ("reload.svg", "index-path-game/03-reload-index-two.json", 2),
    ("hundred-items.svg", nil, 2),
    // docs/triage.md: what `listkit triage docs/examples/crashlytics-report.txt` rebuilt.
    ("triage-crashlytics.svg", "triage/crashlytics-invalid-rows.json", 2),
  ]

  /// 100 items; a batch that deletes two, inserts one and moves one.
  static var hundredItems: Scenario {
    let before = (0..<100).map { "i\($0)" }
    var after = before.filter { $0 != "i10" && $0 != "i40" && $0 != "i93" }
    after.insert("new", at: 70)
    after.insert("i93", at: 5)
    var batch = BatchUpdate()
    batch.deleteItems = [IndexPath(item: 10, section: 0), IndexPath(item: 40, section: 0)]
    batch.insertItems = [IndexPath(item: after.firstIndex(of: "new")!, section: 0)]
    batch.moveItems = [
      PositionMove(
        from: IndexPath(item: 93, section: 0),
        to: IndexPath(item: after.firstIndex(of: "i93")!, section: 0))
    ]
    return Scenario(
      name: "100 items", view: .collection,
      steps: [
        .init(.reloadData([.identified(id: "s", items: before)])),
        .init(.batch(batch, data: [.identified(id: "s", items: after)])),
      ])
  }

  static func diagram(_ scenario: String?, step: Int) async throws -> StepDiagram {
    let loaded =
      try scenario.map {
        try Scenario.load(contentsOf: root.appendingPathComponent("Scenarios/\($0)"))
      }
      ?? hundredItems
    return try #require(await loaded.diagram(step: step))
  }

  @Test func theDocsImagesAreCurrent() async throws {
    let update = ProcessInfo.processInfo.environment["LISTKIT_UPDATE_IMAGES"] == "1"
    for picture in Self.pictures {
      let svg = try await Self.diagram(picture.scenario, step: picture.step).svg()
      let url = Self.images.appendingPathComponent(picture.file)
      if update { try Data(svg.utf8).write(to: url) }
      let committed = try String(contentsOf: url, encoding: .utf8)
      #expect(
        committed == svg,
        "\(picture.file) is stale: LISTKIT_UPDATE_IMAGES=1 swift test --filter DiagramTests")
    }
  }

  /// The HTML pages of two steps (a rejected one and a move across sections) against golden
  /// files in `Tests/ListScenariosTests/Golden/` (updated by the same command).
  @Test func theHTMLPagesAreCurrent() async throws {
    let update = ProcessInfo.processInfo.environment["LISTKIT_UPDATE_IMAGES"] == "1"
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden")
    for (file, scenario) in [
      (
        "insert-indexes-before-deletes.html",
        "index-path-game/06-insert-indexes-before-deletes.json"
      ),
      ("move-across-sections.html", "diffable/apply-cross-section-move.json"),
    ] {
      let html = try await Self.diagram(scenario, step: 2).html()
      let url = golden.appendingPathComponent(file)
      if update { try Data(html.utf8).write(to: url) }
      #expect(try String(contentsOf: url, encoding: .utf8) == html, "\(file) is stale")
    }
  }

  /// The same file gives the same bytes; every picture is well-formed XML whose texts are text.
  @Test func picturesAreDeterministicAndWellFormed() async throws {
    for picture in Self.pictures {
      let first = try await Self.diagram(picture.scenario, step: picture.step)
      let second = try await Self.diagram(picture.scenario, step: picture.step)
      #expect(first.svg() == second.svg())
      let document = try XMLDocument(data: Data(first.svg().utf8))
      #expect(document.rootElement()?.name == "svg")
      let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
      #expect(texts.contains { $0.hasPrefix("Result: ") })
      #expect(!first.svg().contains("href="))  // nothing loaded from elsewhere
      _ = try XMLDocument(data: Data(first.html().utf8), options: [.documentTidyHTML])
    }
  }

  @Test func aRejectedBatchMarksWhatBrokeTheRule() async throws {
    let diagram = try await Self.diagram(
      "index-path-game/06-insert-indexes-before-deletes.json", step: 2)
    #expect(diagram.outcome == "rejected")
    let svg = diagram.svg()
    #expect(svg.contains("insertItem 0-6 (after): no such place"))
    #expect(svg.contains("attempt to insert item 6 into section 0"))
    let moved = try await Self.diagram("diffable/apply-cross-section-move.json", step: 2).svg()
    #expect(moved.contains("1-1  y  moved here") && moved.contains("stroke=\"#8250df\""))
  }

  /// 100 items fold their untouched runs, so the picture stays small.
  @Test func longSectionsFold() async throws {
    let diagram = try await Self.diagram(nil, step: 2)
    #expect(diagram.outcome == "accepted")
    let svg = diagram.svg()
    #expect(svg.contains("untouched …"))
    let height = svg.split(separator: "\"")[5]  // the first line's height attribute
    #expect((Int(height) ?? .max) < 1_400, "\(height)")
  }

  /// A huge scenario renders within a bounded size: 100,000 items, none touched but one.
  @Test func aHugeSectionStaysBounded() async throws {
    let items = (0..<100_000).map { "i\($0)" }
    var batch = BatchUpdate()
    batch.deleteItems = [IndexPath(item: 50_000, section: 0)]
    var after = items
    after.remove(at: 50_000)
    let scenario = Scenario(
      name: "huge",
      steps: [
        .init(.reloadData([.identified(id: "s", items: items)])),
        .init(.batch(batch, data: [.identified(id: "s", items: after)])),
      ])
    let svg = try #require(await scenario.diagram(step: 2)).svg()
    #expect(svg.utf8.count < 40_000)
  }
}
