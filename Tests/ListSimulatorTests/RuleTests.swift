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
func mv(_ a: IndexPath, _ b: IndexPath) -> Move<IndexPath> { Move(from: a, to: b) }

let ruleCases: [RuleCase] = [
  // Every part of the sum is non-zero, and the section that fails is not the first.
  RuleCase(
    rule: "R2", before: [3, 2], after: [3, 5],
    violating: BatchUpdate(
      deleteItems: [ip(1, 1)], insertItems: [ip(1, 0)],
      moveItems: [mv(ip(0, 0), ip(1, 1)), mv(ip(1, 0), ip(0, 0))]),
    code: .invalidItemCount,
    message:
      "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 1 moved out).",
    valid: BatchUpdate(
      deleteItems: [ip(1, 1)], insertItems: [ip(1, 0), ip(1, 2), ip(1, 3), ip(1, 4)],
      moveItems: [mv(ip(0, 0), ip(1, 1)), mv(ip(1, 0), ip(0, 0))])),
  RuleCase(
    rule: "R3", before: [6], after: [6],
    violating: BatchUpdate(deleteItems: [ip(0, 0)], insertItems: [ip(0, 6)]),
    code: .insertItemOutOfRange,
    message:
      "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update",
    valid: BatchUpdate(deleteItems: [ip(0, 0)], insertItems: [ip(0, 5)])),
  RuleCase(
    rule: "R4", kind: .table, before: [0, 0, 1], after: [0, 0, 0],
    violating: BatchUpdate(deleteItems: [ip(2, 3)]),
    code: .deleteItemOutOfRange,
    message: "attempt to delete row 3 from section 2 which only contains 1 rows before the update",
    valid: BatchUpdate(deleteItems: [ip(2, 0)])),
  RuleCase(
    rule: "R5", before: [], after: [1], violating: BatchUpdate(insertSections: [1]),
    code: .insertSectionOutOfRange,
    message: "attempt to insert section 1 but there are only 1 sections after the update",
    valid: BatchUpdate(insertSections: [0])),
  RuleCase(
    rule: "R6", before: [1, 1, 1, 1], after: [1, 1, 1], violating: BatchUpdate(deleteSections: [4]),
    code: .deleteSectionOutOfRange,
    message: "attempt to delete section 4, but there are only 4 sections before the update",
    valid: BatchUpdate(deleteSections: [3])),
  RuleCase(
    rule: "R7", before: [20], after: [21],
    violating: BatchUpdate(insertItems: [ip(0, 0)], reloadItems: [ip(0, 20)]),
    code: .deleteItemOutOfRange,
    message:
      "attempt to delete item 20 from section 0 which only contains 20 items before the update",
    valid: BatchUpdate(insertItems: [ip(0, 0)], reloadItems: [ip(0, 19)])),
  RuleCase(
    rule: "R8", kind: .table, before: [2], after: [1],
    violating: BatchUpdate(deleteItems: [ip(0, 0)], reloadItems: [ip(0, 0)]),
    code: .deleteAndReloadSameIndexPath,
    message:
      "attempt to delete and reload the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0})",
    valid: BatchUpdate(deleteItems: [ip(0, 0)], reloadItems: [ip(0, 1)])),
  RuleCase(
    rule: "R9", before: [3], after: [2],
    violating: BatchUpdate(deleteItems: [ip(0, 1)], moveItems: [mv(ip(0, 1), ip(0, 0))]),
    code: .deleteAndMoveFromSameIndexPath,
    message:
      "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 1})",
    valid: BatchUpdate(deleteItems: [ip(0, 1)], moveItems: [mv(ip(0, 2), ip(0, 0))])),
  RuleCase(
    rule: "R10", before: [2], after: [3],
    violating: BatchUpdate(insertItems: [ip(0, 0)], moveItems: [mv(ip(0, 0), ip(0, 0))]),
    code: .insertAndMoveToSameIndexPath,
    message:
      "attempt to perform an insert and a move to the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0})",
    valid: BatchUpdate(insertItems: [ip(0, 0)], moveItems: [mv(ip(0, 0), ip(0, 2))])),
  RuleCase(
    rule: "R11", kind: .table, before: [1, 1, 1], after: [2, 0, 1],
    violating: BatchUpdate(moveItems: [mv(ip(1, 0), ip(0, 1)), mv(ip(2, 0), ip(0, 1))]),
    code: .moveToSameIndexPathTwice,
    message:
      "attempt to move both row at index path <NSIndexPath: 0x0> {length = 2, path = 1 - 0} and <NSIndexPath: 0x0> {length = 2, path = 2 - 0} to <NSIndexPath: 0x0> {length = 2, path = 0 - 1}",
    valid: BatchUpdate(moveItems: [mv(ip(1, 0), ip(0, 1))])),
  RuleCase(
    rule: "R12", before: [3], after: [3],
    violating: BatchUpdate(moveItems: [mv(ip(0, 0), ip(0, 2)), mv(ip(0, 0), ip(0, 1))]),
    code: .moveFromSameIndexPathTwice, valid: BatchUpdate(moveItems: [mv(ip(0, 0), ip(0, 2))])),
  RuleCase(
    rule: "R13", kind: .table, before: [1, 1, 0], after: [1, 1, 0],
    violating: BatchUpdate(moveItems: [mv(ip(2, 0), ip(0, 0))]),
    code: .moveItemOutOfRange,
    message:
      "attempt to move index path (<NSIndexPath: 0x0> {length = 2, path = 2 - 0}) that does not exist - there are only 0 rows in section 2 before the update",
    valid: BatchUpdate(moveItems: [mv(ip(1, 0), ip(1, 0))])),
  RuleCase(
    rule: "R14", kind: .table, before: [2, 1], after: [1, 1, 1],
    violating: BatchUpdate(insertSections: [2], moveItems: [mv(ip(0, 1), ip(2, 0))]),
    code: .moveIntoInsertedSection,
    message: "cannot move a row into a newly inserted section (2)",
    valid: BatchUpdate(insertSections: [2], deleteItems: [ip(0, 1)])),
  RuleCase(
    rule: "R15", before: [1, 1], after: [2],
    violating: BatchUpdate(deleteSections: [0], moveItems: [mv(ip(0, 0), ip(0, 1))]),
    code: .moveFromDeletedSection, valid: BatchUpdate(deleteSections: [0], insertItems: [ip(0, 1)])),
  RuleCase(
    rule: "R16", before: [1, 1, 1], after: [1, 1],
    violating: BatchUpdate(deleteSections: [2], moveSections: [Move(from: 2, to: 0)]),
    code: .deleteAndMoveSameSection,
    message: "attempt to perform a delete and a move from the same section (2)",
    valid: BatchUpdate(deleteSections: [2], moveSections: [Move(from: 1, to: 0)])),
  RuleCase(
    rule: "R17", before: [1, 1], after: [1, 1, 1],
    violating: BatchUpdate(insertSections: [0], moveSections: [Move(from: 1, to: 0)]),
    code: .insertAndMoveToSameSection,
    message: "attempt to perform an insert and a move to the same section (0)",
    valid: BatchUpdate(insertSections: [0], moveSections: [Move(from: 1, to: 1)])),
  RuleCase(
    rule: "R18", before: [1, 1], after: [2, 1],
    violating: BatchUpdate(moveSections: [Move(from: 1, to: 0)], insertItems: [ip(0, 1)]),
    code: .itemChangeInMovedSection,
    valid: BatchUpdate(insertItems: [ip(0, 1)])),
  RuleCase(
    rule: "R19", before: [1, 1], after: [2, 1],
    violating: BatchUpdate(reloadSections: [1], insertItems: [ip(0, 1)]),
    code: .reloadSectionsInBatch, valid: BatchUpdate(insertItems: [ip(0, 1)])),
  RuleCase(
    rule: "R20", kind: .table, before: [3], after: [3],
    violating: BatchUpdate(reloadItems: [ip(0, 0)], moveItems: [mv(ip(0, 0), ip(0, 2))]),
    code: .deleteAndMoveFromSameIndexPath,
    message:
      "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0})",
    valid: BatchUpdate(deleteItems: [ip(0, 0)], insertItems: [ip(0, 2)])),
  RuleCase(
    rule: "R21", before: [1, 1], after: [1],
    violating: BatchUpdate(deleteSections: [0], deleteItems: [ip(0, 0)]),
    code: .itemChangeInDeletedSection, valid: BatchUpdate(deleteSections: [0])),
  RuleCase(
    rule: "R22", before: [1], after: [1, 1],
    violating: BatchUpdate(insertSections: [1], insertItems: [ip(1, 0)]),
    code: .itemInsertInInsertedSection, valid: BatchUpdate(insertSections: [1])),
  RuleCase(
    rule: "R23", before: [4], after: [2],
    violating: BatchUpdate(deleteItems: [ip(0, 0), ip(0, 0)]), code: .duplicateIndexPath,
    valid: BatchUpdate(deleteItems: [ip(0, 0), ip(0, 1)])),
  RuleCase(
    rule: "R24", before: [1], after: [2],
    violating: BatchUpdate(insertItems: [ip(0, 1)], reloadData: true),
    code: .reloadDataInBatch, valid: BatchUpdate(insertItems: [ip(0, 1)])),
  RuleCase(
    rule: "moveSectionOutOfRange", before: [1, 1], after: [1, 1],
    violating: BatchUpdate(moveSections: [Move(from: 0, to: 2)]),
    code: .moveSectionOutOfRange, valid: BatchUpdate(moveSections: [Move(from: 0, to: 1)])),
  RuleCase(
    rule: "moveSectionTwice", before: [1, 1, 1], after: [1, 1, 1],
    violating: BatchUpdate(moveSections: [Move(from: 0, to: 2), Move(from: 0, to: 1)]),
    code: .moveSectionTwice,
    valid: BatchUpdate(moveSections: [Move(from: 0, to: 2)])),
]

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
