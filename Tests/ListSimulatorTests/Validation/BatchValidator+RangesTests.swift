import Foundation
import ListKit
import ListSimulator

/// The rule cases of index-path ranges (R3–R7, R13; `BatchValidator+Ranges.swift`).
let rangesRuleCases: [RuleCase] = [
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
    rule: "R13", kind: .table, before: [1, 1, 0], after: [1, 1, 0],
    violating: BatchUpdate(moveItems: [mv(ip(2, 0), ip(0, 0))]),
    code: .moveItemOutOfRange,
    message:
      "attempt to move index path (<NSIndexPath: 0x0> {length = 2, path = 2 - 0}) that does not exist - there are only 0 rows in section 2 before the update",
    valid: BatchUpdate(moveItems: [mv(ip(1, 0), ip(1, 0))])),
  RuleCase(
    rule: "moveSectionOutOfRange", before: [1, 1], after: [1, 1],
    violating: BatchUpdate(moveSections: [PositionMove(from: 0, to: 2)]),
    code: .moveSectionOutOfRange, valid: BatchUpdate(moveSections: [PositionMove(from: 0, to: 1)])),
]
