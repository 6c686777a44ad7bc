import Foundation
import ListScenarios
import Testing

/// The package root (this file is Tests/ListScenariosTests/ScenarioLibraryTests.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

func scenarioFiles() -> [URL] {
  let root = packageRoot.appendingPathComponent("Scenarios")
  let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
  var files: [URL] = []
  while let url = enumerator?.nextObject() as? URL {
    if url.pathExtension == "json" { files.append(url) }
  }
  return files.sorted { $0.path < $1.path }
}

@Suite struct ScenarioLibraryTests {
  @Test func libraryHasEveryTopic() {
    let files = scenarioFiles()
    #expect(files.count >= 80)
    for folder in [
      "uikit-rules", "index-path-game", "diffable", "data-source", "outline", "regressions",
    ] {
      #expect(
        files.contains { $0.path.contains("/Scenarios/\(folder)/") }, "no scenario in \(folder)")
    }
  }

  @Test(arguments: scenarioFiles())
  func scenarioPasses(file: URL) async throws {
    let scenario = try Scenario.load(contentsOf: file)
    #expect(scenario.about?.isEmpty == false, "\(file.lastPathComponent) has no about")
    let report = await scenario.replay()
    #expect(report.passed, "\(file.lastPathComponent): \(report.failureDescription ?? "")")
  }

  /// The registry of ops, the decoder and the encoder agree: every op the registry names is
  /// used by a file of the library, and each file's steps keep their ops through writing and
  /// reading back.
  @Test func everyOpIsUsedAndSurvivesARoundTrip() throws {
    var used = Set<String>()
    for file in scenarioFiles() {
      let scenario = try Scenario.load(contentsOf: file)
      used.formUnion(scenario.steps.map(\.opName))
      let again = try Scenario.parse(scenario.jsonText())
      #expect(
        again.steps.map(\.opName) == scenario.steps.map(\.opName), "\(file.lastPathComponent)")
    }
    #expect(Set(Scenario.Step.opKeys.keys) == used)
  }

  @Test func everyProfileAndViewKindIsExercised() throws {
    let scenarios = try scenarioFiles().map { try Scenario.load(contentsOf: $0) }
    for profile in ["classic", "recovering", "consolidated"] {
      #expect(scenarios.contains { $0.profile.rawValue == profile })
    }
    #expect(scenarios.contains { $0.view == .table })
    #expect(scenarios.contains { !$0.strict })
  }
}
