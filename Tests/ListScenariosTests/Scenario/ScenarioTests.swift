import Foundation
import ListKit
import ListScenarios
import ListSimulator
import Testing

/// The op registry (`Scenario.Step.opKeys`) names every operation, once: each operation's
/// `opName` is in it, each entry is an operation, and the format's reference lists every op.
@Suite struct OperationRegistryTests {
  static func sample(_ name: String) -> Scenario.Step.Operation? {
    let p = IndexPath(item: 0, section: 0)
    switch name {
    case "reloadData": return .reloadData([])
    case "setData": return .setData([])
    case "invalidateLayout": return .invalidateLayout
    case "batch": return .batch(BatchUpdate(), data: nil)
    case "expectState": return .expectState([])
    case "apply": return .apply([], animating: true)
    case "applyUsingReloadData": return .applyUsingReloadData([])
    case "edit": return .edit([], apply: true, animating: true)
    case "applyConcurrently": return .applyConcurrently([])
    case "applySectionSnapshot": return .applySectionSnapshot(section: "s", outline: [])
    case "expectSnapshot": return .expectSnapshot([])
    case "interactiveMove": return .interactiveMove(from: p, to: p)
    case "toggle": return .toggle(item: "x")
    case "requestSupplementaryView": return .requestSupplementaryView(kind: "k", at: p)
    case "expectSectionSnapshot": return .expectSectionSnapshot(section: "s", outline: [])
    default: return nil
    }
  }

  @Test func everyOperationIsRegisteredOnce() throws {
    let names = Scenario.Step.opKeys.keys.sorted()
    for name in names {
      let operation = try #require(Self.sample(name), "\(name) is registered but not an operation")
      #expect(Scenario.Step(operation).opName == name)
    }
    // Every case of the enum is among the samples (this switch stops compiling when a case is
    // added, and the sample above must then learn it).
    for name in names {
      switch Self.sample(name)! {
      case .reloadData, .setData, .invalidateLayout, .batch, .expectState, .apply,
        .applyUsingReloadData, .edit, .applyConcurrently, .applySectionSnapshot, .expectSnapshot,
        .interactiveMove, .toggle, .requestSupplementaryView, .expectSectionSnapshot:
        break
      }
    }
    let docs = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
    for name in names { #expect(docs.contains("`\(name)`"), "docs/scenarios.md lacks \(name)") }
  }
}
