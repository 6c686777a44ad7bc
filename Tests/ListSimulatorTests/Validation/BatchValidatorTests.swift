import Foundation
import ListKit
import ListSimulator
import Testing

/// One rule: a model change, the violating batch with its code and message, and the nearest valid
/// batch for the same change.
struct RuleCase: CustomTestStringConvertible, Sendable {
  var rule: String
  var kind: ViewKind = .collection
  var before: [Int]
  var after: [Int]
  var violating: BatchUpdate
  var code: BatchUpdateError.Code
  var message: String?
  var valid: BatchUpdate?
  var testDescription: String { "\(rule) (\(kind.rawValue))" }
}

func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(item: i, section: s) }
func mv(_ a: IndexPath, _ b: IndexPath) -> PositionMove<IndexPath> { PositionMove(from: a, to: b) }

/// Every rule case, found by its family's file (`BatchValidator+RangesTests.swift`,
/// `+CollisionsTests.swift`, `+CountsTests.swift`, `+StrictTests.swift`), each beside the
/// validator's file of the same family.
let ruleCases: [RuleCase] =
  rangesRuleCases + collisionsRuleCases + countsRuleCases + strictRuleCases

@Suite struct RuleTests {
  /// For every rule: the violating batch is rejected with its code (and UIKit's message where
  /// known, compared after normalisation), the nearest valid batch is accepted.
  @Test(arguments: ruleCases)
  func violatingBatchIsRejectedAndNearestValidIsAccepted(_ rule: RuleCase) throws {
    // The view holds its data source weakly, as UIKit does: keep the models alive.
    var models: [ArrayDataSource] = []
    func makeView() throws -> VirtualView {
      let model = ArrayDataSource(model: rule.before.map { .anonymous(count: $0) })
      models.append(model)
      let view = VirtualView(kind: rule.kind, dataSource: model)
      try view.reloadData()
      model.model = rule.after.map { .anonymous(count: $0) }
      return view
    }
    defer { withExtendedLifetime(models) {} }
    let view = try makeView()
    do {
      try view.perform(rule.violating)
      Issue.record("\(rule.rule): the violating batch was accepted")
    } catch {
      #expect(error.code == rule.code)
      if let message = rule.message {
        #expect(normalized(error.message) == normalized(message))
      }
      #expect(view.shownCounts == rule.before, "a rejected batch changed the view")
    }
    if let valid = rule.valid {
      let fixed = try makeView()
      let result = try fixed.perform(valid)
      #expect(result.outcome == .accepted)
      #expect(fixed.shownCounts == rule.after)
    }
  }

  func normalized(_ text: String) -> String {
    text.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x0", options: .regularExpression)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func strictRulesAreAcceptedWhenNotStrict() throws {
    for rule in ruleCases where ["R18", "R19", "R21", "R22", "R23"].contains(rule.rule) {
      let model = ArrayDataSource(model: rule.before.map { .anonymous(count: $0) })
      let view = VirtualView(
        kind: .collection, dataSource: model, configuration: .init(strict: false))
      try view.reloadData()
      model.model = rule.after.map { .anonymous(count: $0) }
      #expect(throws: Never.self, "\(rule.rule)") { try view.perform(rule.violating) }
    }
  }
}
