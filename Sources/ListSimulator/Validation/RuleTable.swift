import Foundation
import ListKit

/// One rule as the view enforces it: its id in the catalogue (`R8`, `A3`; `—` for the package's
/// own checks), the code it raises, which view kinds raise it with UIKit's own words, and
/// whether only strict mode checks it. Every check of the validator and the view names one of
/// these, so a rule's id, code and provenance are written once; `explain` prints them from the
/// error, and a test keeps `docs/uikit-rules.md` in step with ``Rule/all``.
///
/// Adding a rule: add it here and to ``all``, give `UIKitMessages` its text, check it in the
/// family's file, add it to the docs' table, the reference model and a rule test
/// (`docs/architecture.md`, "Adding a rule").
package struct Rule: Sendable, Hashable, CustomStringConvertible {
  /// Where the message's words come from.
  package enum Text: Sendable, Hashable {
    /// UIKit's recorded text, for both kinds of view.
    case uikit
    /// UIKit's text for table views; the package's analogue for collection views.
    case uikitForTables
    /// UIKit's text for collection views; the package's analogue for table views.
    case uikitForCollections
    /// The package's own words.
    case ours
  }

  package let id: String
  package let code: BatchUpdateError.Code
  package let text: Text
  package let strictOnly: Bool

  init(_ id: String, _ code: BatchUpdateError.Code, _ text: Text, strictOnly: Bool = false) {
    (self.id, self.code, self.text, self.strictOnly) = (id, code, text, strictOnly)
  }

  /// Whether a `kind` view's message for this rule is UIKit's recorded text.
  package func isUIKitMessage(for kind: ViewKind) -> Bool {
    switch text {
    case .uikit: true
    case .uikitForTables: kind == .table
    case .uikitForCollections: kind == .collection
    case .ours: false
    }
  }

  package var description: String { "\(id) \(code.rawValue)" }
}

extension Rule {
  // MARK: Shape and ranges (R3–R7, R13)
  static let invalidIndexPath = Rule("—", .invalidIndexPath, .ours)
  static let r3InsertIntoMissingSection = Rule("R3", .insertItemOutOfRange, .uikitForTables)
  static let r3InsertOutOfRange = Rule("R3", .insertItemOutOfRange, .uikit)
  static let r3RepeatedInsertPastTheEnd = Rule("R3", .insertItemOutOfRange, .ours)
  static let r4DeleteFromMissingSection = Rule("R4", .deleteItemOutOfRange, .uikitForTables)
  static let r4DeleteOutOfRange = Rule("R4", .deleteItemOutOfRange, .uikit)
  static let r4RepeatedDeletePastTheEnd = Rule("R4", .deleteItemOutOfRange, .ours)
  static let r5InsertSectionOutOfRange = Rule("R5", .insertSectionOutOfRange, .uikit)
  static let r5RepeatedSectionInsertPastTheEnd = Rule("R5", .insertSectionOutOfRange, .ours)
  static let r6DeleteSectionOutOfRange = Rule("R6", .deleteSectionOutOfRange, .uikit)
  static let r6RepeatedSectionDeletePastTheEnd = Rule("R6", .deleteSectionOutOfRange, .ours)
  static let r7ReloadFromMissingSection = Rule("R7", .deleteItemOutOfRange, .uikitForTables)
  static let r7ReloadOutOfRange = Rule("R7", .deleteItemOutOfRange, .uikit)
  static let r7ReloadSectionOutOfRange = Rule("R7", .deleteSectionOutOfRange, .uikit)
  static let moveSectionOutOfRange = Rule("—", .moveSectionOutOfRange, .ours)
  static let r13MoveOutOfRange = Rule("R13", .moveItemOutOfRange, .uikitForTables)
  static let reconfigureOutOfRange = Rule("—", .reconfigureItemOutOfRange, .ours)
  /// A3: a reload's implied insert, or a repeat of it, that finds no position inside its section.
  static let a3ReloadInsertPastTheEnd = Rule("A3", .insertItemOutOfRange, .ours)
  static let a3SectionReloadInsertPastTheEnd = Rule("A3", .insertSectionOutOfRange, .ours)

  // MARK: Collisions (R8–R12, R14–R17, R20)
  static let r8SectionDeleteAndReload = Rule("R8", .deleteAndReloadSameIndexPath, .ours)
  static let r8DeleteAndReload = Rule("R8", .deleteAndReloadSameIndexPath, .uikit)
  static let r9DeleteAndMove = Rule("R9", .deleteAndMoveFromSameIndexPath, .uikit)
  static let r10InsertAndMove = Rule("R10", .insertAndMoveToSameIndexPath, .uikit)
  static let r11MoveToTwice = Rule("R11", .moveToSameIndexPathTwice, .uikitForTables)
  static let r12MoveFromTwice = Rule("R12", .moveFromSameIndexPathTwice, .ours)
  static let moveSectionTwice = Rule("—", .moveSectionTwice, .ours)
  static let r14MoveIntoInsertedSection = Rule("R14", .moveIntoInsertedSection, .uikitForTables)
  static let r15MoveFromDeletedSection = Rule("R15", .moveFromDeletedSection, .uikit)
  static let r16DeleteAndMoveSection = Rule("R16", .deleteAndMoveSameSection, .uikit)
  static let r17InsertAndMoveSection = Rule("R17", .insertAndMoveToSameSection, .uikit)
  /// R20: a reload and a move of one item, reported as each kind of view reports it.
  static let r20ReloadAndMoveTable = Rule("R20", .deleteAndMoveFromSameIndexPath, .uikit)
  static let r20ReloadAndMoveCollection = Rule("R20", .deleteAndReloadSameIndexPath, .uikit)

  // MARK: Counts (R1, R2, R2b, R26)
  static let r1SectionCount = Rule("R1", .invalidSectionCount, .uikit)
  package static let r2ItemCount = Rule("R2", .invalidItemCount, .uikit)
  static let r2bSectionCount = Rule("R2b", .invalidSectionCount, .uikit)
  static let r2bItemCount = Rule("R2b", .invalidItemCount, .uikit)
  /// The sections the operations leave do not fill the sections after the update.
  static let sectionsUnplaceable = Rule("—", .invalidSectionCount, .ours)
  static let r26GlobalIndex = Rule("R26", .globalIndexOutOfRange, .uikitForCollections)

  // MARK: Strict (R18–R24, reconfigures)
  static let r18ItemChangeInMovedSection = Rule(
    "R18", .itemChangeInMovedSection, .ours, strictOnly: true)
  static let r19ReloadSectionsInBatch = Rule(
    "R19", .reloadSectionsInBatch, .ours, strictOnly: true)
  static let r20ReconfigureOfMovedItem = Rule("R20", .reloadOfMovedItem, .ours, strictOnly: true)
  static let reconfigureOfChangedItem = Rule(
    "R20", .reconfigureOfChangedItem, .ours, strictOnly: true)
  static let r21ItemChangeInDeletedSection = Rule(
    "R21", .itemChangeInDeletedSection, .ours, strictOnly: true)
  static let r22ItemInsertInInsertedSection = Rule(
    "R22", .itemInsertInInsertedSection, .ours, strictOnly: true)
  static let r23DuplicateDelete = Rule("R23", .duplicateIndexPath, .ours, strictOnly: true)
  static let r24ReloadDataInBatch = Rule("R24", .reloadDataInBatch, .ours, strictOnly: true)

  // MARK: What the view shows, and the view's own checks
  static let displayMismatch = Rule("—", .displayMismatch, .ours)
  static let staleContent = Rule("—", .staleContent, .ours)
  static let endUpdatesWithoutBeginUpdates = Rule("—", .endUpdatesWithoutBeginUpdates, .ours)
  static let noDataSource = Rule("—", .noDataSource, .ours)
  static let invalidDataSourceCount = Rule("—", .invalidDataSourceCount, .ours)
  static let d18MutationOnDiffableView = Rule(
    "D18", .mutationOnDiffableView, .uikitForCollections)

  /// Every rule, in the documented check order.
  package static let all: [Rule] = [
    invalidIndexPath, r3InsertIntoMissingSection, r3InsertOutOfRange, r3RepeatedInsertPastTheEnd,
    r4DeleteFromMissingSection, r4DeleteOutOfRange, r4RepeatedDeletePastTheEnd,
    r5InsertSectionOutOfRange, r5RepeatedSectionInsertPastTheEnd, r6DeleteSectionOutOfRange,
    r6RepeatedSectionDeletePastTheEnd, r7ReloadFromMissingSection, r7ReloadOutOfRange,
    r7ReloadSectionOutOfRange, moveSectionOutOfRange, r13MoveOutOfRange, reconfigureOutOfRange,
    a3ReloadInsertPastTheEnd, a3SectionReloadInsertPastTheEnd, r8SectionDeleteAndReload,
    r8DeleteAndReload, r9DeleteAndMove, r10InsertAndMove, r11MoveToTwice, r12MoveFromTwice,
    moveSectionTwice, r14MoveIntoInsertedSection, r15MoveFromDeletedSection,
    r16DeleteAndMoveSection, r17InsertAndMoveSection, r20ReloadAndMoveTable,
    r20ReloadAndMoveCollection, r1SectionCount, r2ItemCount, r2bSectionCount, r2bItemCount,
    sectionsUnplaceable, r26GlobalIndex, r18ItemChangeInMovedSection, r19ReloadSectionsInBatch,
    r20ReconfigureOfMovedItem, reconfigureOfChangedItem, r21ItemChangeInDeletedSection,
    r22ItemInsertInInsertedSection, r23DuplicateDelete, r24ReloadDataInBatch, displayMismatch,
    staleContent, endUpdatesWithoutBeginUpdates, noDataSource, invalidDataSourceCount,
    d18MutationOnDiffableView,
  ]
}
