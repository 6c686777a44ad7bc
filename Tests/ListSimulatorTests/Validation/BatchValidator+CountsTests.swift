import Foundation
import ListKit
import ListSimulator

/// The rule cases of counts (R1, R2, R25, R26; `BatchValidator+Counts.swift`).
let countsRuleCases: [RuleCase] = [
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
      moveItems: [mv(ip(0, 0), ip(1, 1)), mv(ip(1, 0), ip(0, 0))]))
]
