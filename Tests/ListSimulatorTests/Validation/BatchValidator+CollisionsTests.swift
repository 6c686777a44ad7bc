import Foundation
import ListKit
import ListSimulator

/// The rule cases of collisions (R8–R12, R14–R17, R20; `BatchValidator+Collisions.swift`).
let collisionsRuleCases: [RuleCase] = [
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
    violating: BatchUpdate(deleteSections: [2], moveSections: [PositionMove(from: 2, to: 0)]),
    code: .deleteAndMoveSameSection,
    message: "attempt to perform a delete and a move from the same section (2)",
    valid: BatchUpdate(deleteSections: [2], moveSections: [PositionMove(from: 1, to: 0)])),
  RuleCase(
    rule: "R17", before: [1, 1], after: [1, 1, 1],
    violating: BatchUpdate(insertSections: [0], moveSections: [PositionMove(from: 1, to: 0)]),
    code: .insertAndMoveToSameSection,
    message: "attempt to perform an insert and a move to the same section (0)",
    valid: BatchUpdate(insertSections: [0], moveSections: [PositionMove(from: 1, to: 1)])),
  RuleCase(
    rule: "R20", kind: .table, before: [3], after: [3],
    violating: BatchUpdate(reloadItems: [ip(0, 0)], moveItems: [mv(ip(0, 0), ip(0, 2))]),
    code: .deleteAndMoveFromSameIndexPath,
    message:
      "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0})",
    valid: BatchUpdate(deleteItems: [ip(0, 0)], insertItems: [ip(0, 2)])),
  RuleCase(
    rule: "moveSectionTwice", before: [1, 1, 1], after: [1, 1, 1],
    violating: BatchUpdate(moveSections: [
      PositionMove(from: 0, to: 2), PositionMove(from: 0, to: 1),
    ]),
    code: .moveSectionTwice,
    valid: BatchUpdate(moveSections: [PositionMove(from: 0, to: 2)])),
]
