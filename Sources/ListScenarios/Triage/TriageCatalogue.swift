import Foundation
import ListKit
import ListSimulator

/// What triage says about each rule: its title, its arithmetic, its likely causes (tied to the
/// rule catalogue, docs/uikit-rules.md) and their fixes.
enum _TriageCatalogue {
  static func title(_ f: TriageFinding) -> String {
    let what: String =
      switch f.code {
      case "invalidItemCount": "the item counts do not add up"
      case "invalidSectionCount": "the section counts do not add up"
      case "insertItemOutOfRange": "an inserted item lands past the end of its section"
      case "deleteItemOutOfRange": "a deleted or reloaded item is not there before the update"
      case "insertSectionOutOfRange": "an inserted section lands past the end"
      case "deleteSectionOutOfRange": "a deleted or reloaded section is not there before the update"
      case "moveItemOutOfRange": "a move starts or ends at an index path that does not exist"
      case "deleteAndReloadSameIndexPath": "one position is deleted and reloaded in one update"
      case "deleteAndMoveFromSameIndexPath": "one position is deleted and moved in one update"
      case "insertAndMoveToSameIndexPath": "one position is inserted and moved to in one update"
      case "moveToSameIndexPathTwice": "two items move to one index path"
      case "moveFromSameIndexPathTwice": "one item moves to two index paths"
      case "moveIntoInsertedSection": "an item moves into a section inserted in the same update"
      case "moveFromDeletedSection": "an item moves out of a section deleted in the same update"
      case "deleteAndMoveSameSection": "one section is deleted and moved in one update"
      case "insertAndMoveToSameSection": "one section is inserted and moved to in one update"
      case "globalIndexOutOfRange": "the view asked for a position past its data"
      case "mutationOnDiffableView": "a batch update on a view a diffable data source drives"
      case "duplicateItemIdentifiers": "a snapshot holds the same item identifier twice"
      case "duplicateSectionIdentifiers": "a snapshot holds the same section identifier twice"
      case "duplicateOutlineItems": "a section snapshot holds the same item twice"
      case "noSections": "items appended to a snapshot without sections"
      case "reloadUnknownItem": "an item marked for reload is not in the snapshot"
      case "reconfigureUnknownItem": "an item marked for reconfigure is not in the snapshot"
      case "unknownSection": "a snapshot call names a section or item the snapshot lacks"
      case "itemRelativeToItself": "an item is moved before or after itself"
      case "itemAlreadyExists": "an inserted item is already in the snapshot"
      case "cellWithoutReuseIdentifier": "a cell was made without dequeuing it"
      case "dequeueUnregistered":
        "a cell was dequeued with an identifier no class or nib was registered for"
      case "dequeueWithoutRequest": "a cell was dequeued outside the data source's cell request"
      case "tableSectionMap": "the table's section count changed in the middle of an update"
      case "invalidSectionRequest": "the view asked about a section past its data"
      case "tooManyUpdateAnimations": "more than 31 update animations in flight on one view"
      case "visibleCellsDuringUpdate": "visibleCells read while the table updates"
      case "applyDeadlock": "a diffable apply on the main queue while async applies are pending"
      case "applyNotThreadConfined": "diffable applies from more than one queue"
      case "snapshotSectionMismatch": "a snapshot's sections disagree with its section identifiers"
      case "sectionIdentifierNotFound": "a snapshot query named a section the snapshot lacks"
      default: "a check of the package (\(f.code))"
      }
    return "\(f.rule) \(f.code): \(what)"
  }

  static func arithmetic(_ f: TriageFinding) -> [String] {
    let n = f.numbers
    let items = f.view?.itemsNoun ?? "items"
    switch f.code {
    case "invalidItemCount" where f.rule == "R2":
      guard let section = n["section"], let before = n["before"], let after = n["after"],
        let inserted = n["inserted"], let deleted = n["deleted"]
      else {
        return n["section"].map { ["section \($0): the rest of the text is missing"] } ?? []
      }
      let movedIn = n["movedIn"] ?? 0
      let movedOut = n["movedOut"] ?? 0
      let expected = before + inserted - deleted + movedIn - movedOut
      var lines = [
        "section \(section) had \(before) \(items); the batch inserted \(inserted) and deleted \(deleted)"
          + (movedIn + movedOut > 0 ? ", moved \(movedIn) in and \(movedOut) out" : "")
          + ", so \(expected) were expected; the data source returned \(after)"
      ]
      if after > expected {
        lines.append(
          "\(after - expected) \(after - expected == 1 ? String(items.dropLast()) : items) reached the data source without an insert"
        )
      } else if after < expected {
        lines.append(
          "\(expected - after) \(expected - after == 1 ? String(items.dropLast()) : items) left the data source without a delete"
        )
      } else {
        lines.append(
          "the numbers add up: the \"before\" count was read after the model changed (rule R25: a view that had not laid out, or was not in a window)"
        )
      }
      if f.texts["recovering"] != nil {
        lines.append("UIKit logged this and reloaded the view instead of crashing (iOS 13 to 16.3)")
      }
      return lines
    case "invalidSectionCount" where f.rule == "R1":
      guard let before = n["before"], let after = n["after"], let inserted = n["inserted"],
        let deleted = n["deleted"]
      else { return ["the rest of the text is missing"] }
      let expected = before + inserted - deleted
      return [
        "the view had \(before) sections; the batch inserted \(inserted) and deleted \(deleted), so \(expected) were expected; the data source returned \(after)",
        after == expected
          ? "the numbers add up: the \"before\" count was read after the model changed (rule R25)"
          : "\(abs(after - expected)) section\(abs(after - expected) == 1 ? "" : "s") \(after > expected ? "appeared without an insert" : "disappeared without a delete")",
      ]
    case "invalidItemCount", "invalidSectionCount":
      guard let before = TriageFinding.list(f.texts["before"]),
        let after = TriageFinding.list(f.texts["after"]),
        let update = f.texts["updates"].flatMap(TriageFinding.updates)
      else { return ["the counts and the update list are missing from the text"] }
      return consolidated(before, update, after, items: items)
    case "insertItemOutOfRange":
      if let count = n["count"] {
        return [
          "\(String(items.dropLast())) \(n["item"] ?? 0) was inserted into section \(n["section"] ?? 0), which holds \(count) after the update: the last place is \(count - 1 < 0 ? "none" : String(count - 1))"
        ]
      }
      return [
        "section \(n["section"] ?? 0) does not exist after the update: there are \(n["sections"] ?? 0) sections"
      ]
    case "deleteItemOutOfRange":
      if let count = n["count"] {
        return [
          "\(String(items.dropLast())) \(n["item"] ?? 0) of section \(n["section"] ?? 0) was deleted or reloaded; the section held \(count) before the update"
        ]
      }
      return [
        "section \(n["section"] ?? 0) does not exist before the update: there were \(n["sections"] ?? 0) sections"
      ]
    case "insertSectionOutOfRange":
      return [
        "section \(n["section"] ?? 0) was inserted; there are \(n["sections"] ?? 0) sections after the update"
      ]
    case "deleteSectionOutOfRange":
      return [
        "section \(n["section"] ?? 0) was deleted or reloaded; there were \(n["sections"] ?? 0) sections before the update"
      ]
    case "duplicateItemIdentifiers" where f.texts["identifiers"] == nil:
      return [
        "iOS 13 and 14 word duplicate items and (on 13) duplicate sections alike and name none: the snapshot repeated an item identifier, or a section identifier (rule D3)"
      ]
    default:
      let paths = f.indexPaths.sorted { $0.key < $1.key }.map {
        "\($0.key) \($0.value[0]) - \($0.value[1])"
      }
      return paths.isEmpty ? [] : ["index paths: " + paths.joined(separator: ", ")]
    }
  }

  static func consolidated(_ before: [Int], _ update: BatchUpdate, _ after: [Int], items: String)
    -> [String]
  {
    let expectedSections = before.count + update.insertSections.count - update.deleteSections.count
    if expectedSections != after.count {
      return [
        "the view had \(before.count) sections; the batch inserted \(update.insertSections.count) and deleted \(update.deleteSections.count), so \(expectedSections) were expected; the data source returned \(after.count)"
      ]
    }
    var lines: [String] = []
    // Sections that exist before and after, mapped as the batch moves them (no section
    // operations: section i is section i).
    guard update.insertSections.isEmpty, update.deleteSections.isEmpty,
      update.moveSections.isEmpty
    else {
      return [
        "before: \(before), after: \(after); the batch changes sections too: see the reproduction"
      ]
    }
    for section in before.indices {
      let inserted = update.insertItems.filter { $0[0] == section }.count
      let deleted = update.deleteItems.filter { $0[0] == section }.count
      let movedIn = update.moveItems.filter { $0.to[0] == section && $0.from[0] != section }.count
      let movedOut = update.moveItems.filter { $0.from[0] == section && $0.to[0] != section }.count
      let expected = before[section] + inserted - deleted + movedIn - movedOut
      guard expected != after[section] else { continue }
      lines.append(
        "section \(section) had \(before[section]) \(items); the batch inserted \(inserted) and deleted \(deleted)"
          + (movedIn + movedOut > 0 ? ", moved \(movedIn) in and \(movedOut) out" : "")
          + ", so \(expected) were expected; the data source returned \(after[section])"
          + (after[section] > expected
            ? " — \(after[section] - expected) reached the data source without an insert"
            : " — \(expected - after[section]) left the data source without a delete"))
    }
    if lines.isEmpty {
      lines.append(
        "every section adds up: the \"before\" counts were read after the model changed (rule R25)")
    }
    return lines
  }

  static func cause(_ cause: String, _ fix: String) -> TriageCause {
    TriageCause(cause: cause, fix: fix)
  }

  static let modelChangedSilently = cause(
    "the model changed without telling the view: an array was appended to or filtered, then the view reloaded or batched something else (a network callback, a second data source over the same array)",
    "change the model and declare the same change in one place, inside performBatchUpdates (or apply a snapshot and let the diffable data source compute the batch)"
  )
  static let beforeCountsRead = cause(
    "the view read its \"before\" counts after the model had changed (rule R25: the view had not laid out since its last reloadData, or was not in a window)",
    "call layoutIfNeeded() after reloadData, or do not batch a view that is not in a window (reload it instead)"
  )
  static let offMainQueue = cause(
    "the model was changed off the main queue while the view was updating on it",
    "mutate the model and update the view on the main queue (or on the one queue that owns both)")
  static let indexesBeforeDeletes = cause(
    "the index paths were computed against the wrong state: inserts must name positions after the update, deletes and reloads positions before it",
    "compute deletes and reloads from the old model and inserts from the new one (a diff does this)"
  )
  static let reloadOfDeleted = cause(
    "an item was both reloaded (or reconfigured) and deleted, or moved, in the same batch",
    "reload only items that stay; or send the reload as a batch of its own after the moves")
  static let duplicateIdentifiers = cause(
    "two items share an identifier: Hashable/Equatable that compare only part of the model, or the same object appended twice",
    "make identifiers unique (an id property), or remove duplicates before building the snapshot")
  static let unknownIdentifier = cause(
    "the identifier is no longer in the snapshot: it was deleted or replaced (a new value with a different hash) before the reload",
    "reload or reconfigure identifiers taken from the current snapshot (snapshot.itemIdentifiers), after the edits that could remove them"
  )
  static let diffableMutation = cause(
    "the app called insertItems/deleteItems/reloadData on a view whose data source is a diffable data source",
    "apply a snapshot instead; never call the view's mutation methods directly")

  static func causes(_ f: TriageFinding) -> [TriageCause] {
    switch f.code {
    case "invalidItemCount", "invalidSectionCount":
      var causes = [modelChangedSilently, indexesBeforeDeletes, beforeCountsRead, offMainQueue]
      if f.rule == "R2", let n = f.numbers["after"], let b = f.numbers["before"],
        let i = f.numbers["inserted"], let d = f.numbers["deleted"],
        n == b + i - d + (f.numbers["movedIn"] ?? 0) - (f.numbers["movedOut"] ?? 0)
      {
        causes = [beforeCountsRead, modelChangedSilently, offMainQueue]
      }
      return causes
    case "insertItemOutOfRange", "insertSectionOutOfRange", "deleteItemOutOfRange",
      "deleteSectionOutOfRange", "moveItemOutOfRange":
      return [indexesBeforeDeletes, modelChangedSilently, offMainQueue]
    case "deleteAndReloadSameIndexPath", "deleteAndMoveFromSameIndexPath",
      "insertAndMoveToSameIndexPath", "moveToSameIndexPathTwice", "moveFromSameIndexPathTwice":
      return [
        reloadOfDeleted,
        cause(
          "a hand-written diff declared two operations for one position",
          "derive the batch from a diff of the old and new model (one operation per position)"),
      ]
    case "moveIntoInsertedSection", "moveFromDeletedSection", "deleteAndMoveSameSection",
      "insertAndMoveToSameSection":
      return [
        cause(
          "items move into or out of sections that are inserted or deleted in the same update",
          "send section inserts and deletes in one batch and the item moves in the next, or reload the affected sections"
        )
      ]
    case "globalIndexOutOfRange":
      return [
        modelChangedSilently,
        cause(
          "a layout or a prefetch asked for a position after the data shrank (often a reloadData while an update animates)",
          "update the model and the view together; invalidate the layout after the model changes"),
      ]
    case "mutationOnDiffableView": return [diffableMutation]
    case "reloadSectionsInBatch":
      return [
        cause(
          "reloadSections combined with other operations in one batch (rule R19)",
          "send the section reload as a batch of its own, or reload the items instead")
      ]
    case "cellWithoutReuseIdentifier", "dequeueWithoutRequest":
      return [
        cause(
          "cellForItemAt made a cell with its initializer, or dequeued one outside the data source's request (a cell kept for sizing)",
          "dequeue every cell with dequeueReusableCell(withReuseIdentifier:for:) inside cellForItemAt; size with a layout or a template view that is not a dequeued cell"
        )
      ]
    case "dequeueUnregistered":
      return [
        cause(
          "the identifier was not registered (a typo, or register called on another view or after the first reload)",
          "register(_:forCellWithReuseIdentifier:) before the view loads its data, with the same identifier string"
        )
      ]
    case "tableSectionMap", "visibleCellsDuringUpdate", "tooManyUpdateAnimations":
      return [
        modelChangedSilently,
        cause(
          "the table was updated again from inside an update (a delegate or cell callback that reloads), or updates were sent faster than they animate",
          "update from one place, after the previous update finished (performBatchUpdates' completion)"
        ),
      ]
    case "invalidSectionRequest": return [modelChangedSilently, offMainQueue]
    case "applyDeadlock", "applyNotThreadConfined":
      return [
        cause(
          "snapshots were applied from the main queue and from a background queue",
          "apply every snapshot from one queue, always the same (the main queue, or one serial queue)"
        )
      ]
    case "snapshotSectionMismatch", "sectionIdentifierNotFound": return [unknownIdentifier]
    case "duplicateItemIdentifiers", "duplicateSectionIdentifiers", "duplicateOutlineItems",
      "itemAlreadyExists":
      return [duplicateIdentifiers]
    case "reloadUnknownItem", "reconfigureUnknownItem", "unknownSection":
      return [unknownIdentifier]
    case "noSections":
      return [
        cause(
          "items were appended before any section", "appendSections first, then appendItems")
      ]
    case "itemRelativeToItself":
      return [
        cause(
          "moveItem(x, beforeItem: x) or insert relative to itself",
          "skip the move when source and anchor are the same")
      ]
    default: return []
    }
  }
}
