import Foundation
import ListKit
import ListSimulator

/// The rule cases of strict rules (R18–R24; `BatchValidator+Strict.swift`).
let strictRuleCases: [RuleCase] = [
  RuleCase(
    rule: "R18", before: [1, 1], after: [2, 1],
    violating: BatchUpdate(moveSections: [PositionMove(from: 1, to: 0)], insertItems: [ip(0, 1)]),
    code: .itemChangeInMovedSection,
    valid: BatchUpdate(insertItems: [ip(0, 1)])),
  RuleCase(
    rule: "R19", before: [1, 1], after: [2, 1],
    violating: BatchUpdate(reloadSections: [1], insertItems: [ip(0, 1)]),
    code: .reloadSectionsInBatch, valid: BatchUpdate(insertItems: [ip(0, 1)])),
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
]
