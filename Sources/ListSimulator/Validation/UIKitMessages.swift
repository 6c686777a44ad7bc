import Foundation
import ListKit

/// The text of every batch-update error, one function per rule of the catalogue
/// (`docs/uikit-rules.md`, which lists which texts are UIKit's).
struct UIKitMessages {
  let kind: ViewKind
  /// The iOS version whose texts apply where they changed (`docs/uikit-rules.md`, "Messages by
  /// iOS version").
  var version = IOSVersion(16, 3)

  var item: String { kind.itemNoun }
  var items: String { kind.itemsNoun }

  func path(_ indexPath: IndexPath) -> String { indexPath.nsIndexPathDescription }

  /// The error of `rule` with `message`: its code, its id and whether the text is UIKit's all
  /// come from the rule table (`RuleTable.swift`).
  func error(_ rule: Rule, _ message: String) -> BatchUpdateError {
    BatchUpdateError(
      code: rule.code, message: message, rule: rule.id,
      isUIKitMessage: rule.isUIKitMessage(for: kind))
  }

  // MARK: Counts (R1, R2, R2b)

  /// Two spaces after a count message's first sentence, or one: collection views print two;
  /// table views printed two before iOS 13 and one from iOS 13 on (both sections and rows).
  var sentenceGap: String { kind == .collection || version < IOSVersion(13) ? "  " : " " }

  /// R1, classic text (verified for both kinds).
  func r1InvalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
    "Invalid update: invalid number of sections.\(sentenceGap)The number of sections contained in the \(kind.viewNoun) after the update (\(after)) must be equal to the number of sections contained in the \(kind.viewNoun) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
  }

  /// R2, classic text (verified: two spaces for collection views; table views as
  /// ``sentenceGap`` says).
  func r2InvalidItemCount(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> String {
    let gap = sentenceGap
    return
      "Invalid update: invalid number of \(items) in section \(section).\(gap)The number of \(items) contained in an existing section after the update (\(after)) must be equal to the number of \(items) contained in that section before the update (\(before)), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
  }

  /// R2b, the iOS 17 consolidated text (verified; the update-list formats of moves, reloads and
  /// section operations are the package's own).
  func r2bConsolidated(before: [Int], after: [Int], batch: BatchUpdate) -> String {
    func counts(_ counts: [Int]) -> String {
      "{ \(counts.count) section\(counts.count == 1 ? "" : "s") with \(item) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
    }
    let noun = kind == .collection ? "item" : "row"
    var updates: [String] = []
    for s in batch.deleteSections.sorted(by: >) { updates.append("Delete section \(s)") }
    for p in batch.deleteItems.sortedBySectionAndItem().reversed() {
      updates.append("Delete \(noun) (\(p[0]) - \(p[1]))")
    }
    for s in batch.reloadSections.sorted() { updates.append("Reload section \(s)") }
    for p in batch.reloadItems.sortedBySectionAndItem() {
      updates.append("Reload \(noun) (\(p[0]) - \(p[1]))")
    }
    for s in batch.insertSections.sorted() { updates.append("Insert section \(s)") }
    for p in batch.insertItems.sortedBySectionAndItem() {
      updates.append("Insert \(noun) (\(p[0]) - \(p[1]))")
    }
    for m in batch.moveSections { updates.append("Move section \(m.from) -> \(m.to)") }
    for m in batch.moveItems {
      updates.append(
        "Move \(noun) (\(m.from[0]) - \(m.from[1])) -> (\(m.to[0]) - \(m.to[1]))")
    }
    for p in batch.reconfigureItems.sortedBySectionAndItem() {
      updates.append("Reconfigure \(noun) (\(p[0]) - \(p[1]))")
    }
    let list = updates.isEmpty ? "[ ]" : "[ \(updates.joined(separator: ", ")) ]"
    // iOS 16.4 and 16.5 printed "before and/or after" and no view (Apple Developer Forums thread
    // 728797); iOS 17 prints "before and after" and, for collection views, the view
    // (xmartlabs/XLPagerTabStrip #859).
    let modern = version >= IOSVersion(17)
    let when = modern ? "before and after" : "before and/or after"
    var text =
      "Invalid batch updates detected: the number of sections and/or \(items) returned by the data source \(when) performing the batch updates are inconsistent with the updates. Data source before updates = \(counts(before)) Data source after updates = \(counts(after)) Updates = \(list)"
    if kind == .collection && modern {
      text += " Collection view: <ListSimulator.VirtualCollectionView: 0x0>"
    }
    return text
  }

  /// What a recovering collection view (iOS 13 to 16.3) logs after the count text: it reloads,
  /// and names the view (IGListKit #1442, iOS 13; IGListKit fc8c4ba6). The real log goes on with
  /// the view's description and `currentUpdate`, which the simulator leaves out.
  var recoveringSuffix: String {
    " - will perform reloadData. UICollectionView instance: <ListSimulator.VirtualCollectionView: 0x0>"
  }

  /// Package's own: no UIKit raises for it (a cell that shows stale content).
  func staleContent(item: String, at p: IndexPath, shown: CellContent, now: CellContent) -> String {
    "after the update the \(kind.viewNoun) shows \(item) at \(path(p)) configured with content \(shown), but its content is now \(now): the update neither reloaded nor reconfigured it, so the cell shows stale content"
  }

  // MARK: Ranges (R3–R7, R13)

  func r3InsertItemOutOfRange(_ p: IndexPath, itemsAfter: Int) -> String {
    "attempt to insert \(item) \(p[1]) into section \(p[0]), but there are only \(itemsAfter) \(items) in section \(p[0]) after the update"
  }

  func r3InsertItemIntoMissingSection(_ p: IndexPath, sectionsAfter: Int) -> String {
    "attempt to insert \(item) \(p[1]) into section \(p[0]), but there are only \(sectionsAfter) sections after the update"
  }

  func r4DeleteItemOutOfRange(_ p: IndexPath, itemsBefore: Int) -> String {
    "attempt to delete \(item) \(p[1]) from section \(p[0]) which only contains \(itemsBefore) \(items) before the update"
  }

  func r4DeleteItemFromMissingSection(_ p: IndexPath, sectionsBefore: Int) -> String {
    "attempt to delete \(item) \(p[1]) from section \(p[0]), but there are only \(sectionsBefore) sections before the update"
  }

  func r5InsertSectionOutOfRange(_ s: Int, sectionsAfter: Int) -> String {
    "attempt to insert section \(s) but there are only \(sectionsAfter) sections after the update"
  }

  func r6DeleteSectionOutOfRange(_ s: Int, sectionsBefore: Int) -> String {
    "attempt to delete section \(s), but there are only \(sectionsBefore) sections before the update"
  }

  /// Package's own: UIKit's text for an out-of-range section move is not recorded.
  func moveSectionOutOfRange(_ m: PositionMove<Int>, before: Int, after: Int) -> String {
    "attempt to move section \(m.from) to section \(m.to), but there are only \(before) sections before the update and \(after) sections after the update"
  }

  func r13MoveSourceOutOfRange(_ p: IndexPath, itemsBefore: Int) -> String {
    "attempt to move index path (\(path(p))) that does not exist - there are only \(itemsBefore) \(items) in section \(p[0]) before the update"
  }

  func r13MoveDestinationOutOfRange(_ m: PositionMove<IndexPath>, itemsAfter: Int) -> String {
    "attempt to move index path (\(path(m.from))) to index path (\(path(m.to))) that does not exist - there are only \(itemsAfter) \(items) in section \(m.to[0]) after the update"
  }

  /// Package's own.
  func reconfigureOutOfRange(_ p: IndexPath, itemsBefore: Int?) -> String {
    if let itemsBefore {
      return
        "attempt to reconfigure \(item) \(p[1]) in section \(p[0]), which only contains \(itemsBefore) \(items) before the update"
    }
    return
      "attempt to reconfigure \(item) \(p[1]) in section \(p[0]), which does not exist before the update"
  }

  // MARK: Collisions (R8–R12, R16, R17)

  func r8DeleteAndReload(_ p: IndexPath) -> String {
    "attempt to delete and reload the same index path (\(path(p)))"
  }

  /// Package's own wording (UIKit's section text is unknown; the catalogue has a paraphrase).
  func r8DeleteAndReloadSection(_ s: Int) -> String {
    "attempt to delete and reload the same section (\(s))"
  }

  func r9DeleteAndMoveFrom(_ p: IndexPath) -> String {
    "attempt to perform a delete and a move from the same index path (\(path(p)))"
  }

  func r10InsertAndMoveTo(_ p: IndexPath) -> String {
    "attempt to perform an insert and a move to the same index path (\(path(p)))"
  }

  /// Verified for table views; the collection-view text is the noun-swapped analogue.
  func r11MoveToTwice(_ a: IndexPath, _ b: IndexPath, to: IndexPath) -> String {
    "attempt to move both \(item) at index path \(path(a)) and \(path(b)) to \(path(to))"
  }

  /// Package's own: no UIKit text is recorded.
  func r12MoveFromTwice(_ p: IndexPath, _ a: IndexPath, _ b: IndexPath) -> String {
    "attempt to move the \(item) at index path (\(path(p))) to two destinations: \(path(a)) and \(path(b))"
  }

  func r16DeleteAndMoveSection(_ s: Int) -> String {
    "attempt to perform a delete and a move from the same section (\(s))"
  }

  func r17InsertAndMoveSection(_ s: Int) -> String {
    "attempt to perform an insert and a move to the same section (\(s))"
  }

  /// Package's own.
  func moveSectionTwice(_ s: Int, source: Bool) -> String {
    source
      ? "attempt to move section \(s) to two destinations in one update"
      : "attempt to move two sections to section \(s) in one update"
  }

  // MARK: Section moves and item changes (R14, R15, R18–R24)

  /// Verified for table views; the collection-view text is the package's analogue.
  func r14MoveIntoInsertedSection(_ s: Int) -> String {
    kind == .table
      ? "cannot move a row into a newly inserted section (\(s))"
      : "cannot move an item into a newly inserted section (\(s))"
  }

  /// Collection-view text as UIKit raised it (JSQDataSourcesKit #12); the table-view text is the
  /// same sentence with UIKit's noun (paraphrased in TLIndexPathTools #20).
  func r15MoveFromDeletedSection(_ s: Int) -> String {
    "cannot move a\(kind == .table ? " row" : "n item") from a deleted section (\(s))"
  }

  /// Package's own (strict).
  func r18ItemChangeInMovedSection(_ s: Int, moved: PositionMove<Int>) -> String {
    "\(kind.itemNoun.capitalized) operations in section \(s), which is moved (\(moved.from) -> \(moved.to)) in the same update, are not supported reliably by UIKit (heap corruption, cells animated twice); move the section in a separate update or delete and insert it (strict)"
  }

  /// Package's own (strict).
  func r19ReloadSectionsInBatch(_ sections: [Int]) -> String {
    "reloadSections \(sections) combined with other operations in one batch update is unsafe (UIKit: 'attempt to create view animation for nil view'); reload sections in a batch of their own (strict)"
  }

  /// Package's own (strict).
  func reconfigureOfChangedItem(_ p: IndexPath, what: String) -> String {
    "attempt to reconfigure the \(item) at index path (\(path(p))), which is \(what) in the same update (strict)"
  }

  /// Package's own (strict).
  func r21ItemChangeInDeletedSection(_ p: IndexPath, operation: String) -> String {
    "attempt to \(operation) \(item) \(p[1]) in section \(p[0]), which is deleted in the same update (strict)"
  }

  /// Package's own (strict).
  func r22ItemInsertInInsertedSection(_ p: IndexPath) -> String {
    "attempt to insert \(item) \(p[1]) into section \(p[0]), which is itself inserted in the same update: the new section already brings its \(items) (strict)"
  }

  /// Package's own (strict).
  func r23DuplicateDelete(_ p: IndexPath) -> String {
    "attempt to delete the same index path (\(path(p))) twice in one update: UIKit counts both deletes and later corrupts its state (strict)"
  }

  func r23DuplicateSectionDelete(_ s: Int) -> String {
    "attempt to delete section \(s) twice in one update (strict)"
  }

  /// Package's own (strict).
  var r24ReloadDataInBatch: String {
    "reloadData() called inside a batch update; UIKit crashes or leaves the \(kind.viewNoun) inconsistent (strict)"
  }

  /// D18, verified for collection views; the table-view text is the analogue.
  var d18MutationOnDiffableView: String {
    let name = kind == .collection ? "UICollectionView" : "UITableView"
    return
      "\(name) must be updated via the \(name)DiffableDataSource APIs when acting as the \(name)'s dataSource: please do not call mutation APIs directly on \(name)."
  }

  /// Package's own.
  func displayMismatch(
    _ p: IndexPath, shows: ItemIdentity, dataSourceHas: ItemIdentity
  ) -> String {
    "after the update the \(kind.viewNoun) shows \(shows) at \(path(p)) but the data source has \(dataSourceHas) there: the declared updates do not move the \(items) where the data source put them"
  }

  // MARK: Package checks: index-path shape, repeated operations, R26, unbalanced blocks

  /// Package's own.
  func invalidIndexPath(_ p: IndexPath, operation: String) -> String {
    "attempt to \(operation) the index path \(Array(p)) with \(p.count) index\(p.count == 1 ? "" : "es"): \(item) index paths have exactly two (section, \(item))"
  }

  /// UIKit's template (catalogue R26, rdar://48941906); the numbers are the package's choice (the
  /// report does not say how UIKit arrives at them): the first global index past the end.
  func r26GlobalIndexOutOfRange(index: Int, total: Int) -> String {
    "request for index path for global index \(index) when there are only \(total) \(items) in the \(kind.viewNoun)"
  }

  /// What ran past the end of its section (or of the sections) in the placement of repeated
  /// operations.
  enum Reach { case repeatedDelete, repeatedInsert, reloadInsert }

  /// Package's own addition to a range message: `range` is the operation's range text for the
  /// position reached; the parenthesis says how it was reached from the declared `index`.
  func reachedPastTheEnd(_ range: String, _ reach: Reach, noun: String, at index: Int) -> String {
    let why =
      switch reach {
      case .repeatedDelete:
        "\(noun) \(index) is deleted more than once in this update; each repeat deletes the next \(noun)"
      case .repeatedInsert:
        "\(noun) \(index) is inserted more than once in this update; each repeat fills the next free position"
      case .reloadInsert:
        "the insert implied by a reload, at \(noun) \(index), found no free position"
      }
    return "\(range) (\(why))"
  }

  /// Package's own.
  var endUpdatesWithoutBeginUpdates: String {
    "endUpdates() called without a matching beginUpdates(): there is no batch to end"
  }
}
