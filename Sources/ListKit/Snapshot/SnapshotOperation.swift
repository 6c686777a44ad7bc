/// The edit of a snapshot that an error was raised from.
///
/// Apple's exception text depends on which call failed (`section != NSNotFound` for an unknown
/// insertion anchor, `fromIndex != NSNotFound` for an unknown moved item, …), so the operation is
/// part of the error.
public enum SnapshotOperation: String, Sendable, Hashable, CaseIterable {
  case appendSections, insertSections, deleteSections, moveSectionSource, moveSectionAnchor
  case reloadSections, appendItems, insertItems, deleteItems, moveItemSource, moveItemAnchor
  case replaceItems, outlineAppend, outlineInsert, outlineDelete, outlineExpand, outlineCollapse
  case outlineReplaceChildren, applySectionSnapshot
  /// `insertSections(_:beforeSection:)` / `afterSection:` whose anchor is among the inserted
  /// sections (rule D9).
  case insertSectionsRelativeToItself
  /// The `afterItem:` / `afterSection:` forms of the calls above: they fail the same way, with
  /// the same UIKit text, and only the call an error names differs.
  case insertItemsAfter, insertSectionsAfter, moveItemSourceAfter, moveItemAnchorAfter
  case moveSectionSourceAfter, moveSectionAnchorAfter, outlineInsertAfter

  /// The operation with the `after` form folded into the `before` one.
  var unplaced: SnapshotOperation {
    switch self {
    case .insertItemsAfter: .insertItems
    case .insertSectionsAfter: .insertSections
    case .moveItemSourceAfter: .moveItemSource
    case .moveItemAnchorAfter: .moveItemAnchor
    case .moveSectionSourceAfter: .moveSectionSource
    case .moveSectionAnchorAfter: .moveSectionAnchor
    case .outlineInsertAfter: .outlineInsert
    default: self
    }
  }

  /// Whether the call was the `afterItem:` / `afterSection:` form.
  var isAfter: Bool { unplaced != self }
}

extension SnapshotOperation {
  /// What an identifier named in a signature stands for.
  enum Argument { case none, section, item }

  /// The call's Swift signature, with `name` written in the slot of the argument at fault.
  func signature(naming name: String?, as argument: Argument) -> String {
    let after = isAfter
    let itemAnchor = after ? "afterItem" : "beforeItem"
    let sectionAnchor = after ? "afterSection" : "beforeSection"
    let value = name.map { " \($0)" } ?? ""
    switch unplaced {
    case .appendSections: return "appendSections(_:)"
    case .insertSections, .insertSectionsRelativeToItself:
      return "insertSections(_:\(sectionAnchor):\(value))"
    case .deleteSections: return "deleteSections(_:)"
    case .moveSectionSource: return "moveSection(\(name ?? "_"), \(sectionAnchor):)"
    case .moveSectionAnchor: return "moveSection(_:\(sectionAnchor):\(value))"
    case .reloadSections: return "reloadSections(_:)"
    case .appendItems:
      return argument == .section
        ? "appendItems(_:toSection:\(value))" : "appendItems(_:toSection:)"
    case .insertItems: return "insertItems(_:\(itemAnchor):\(argument == .item ? value : ""))"
    case .deleteItems: return "deleteItems(_:)"
    case .moveItemSource: return "moveItem(\(name ?? "_"), \(itemAnchor):)"
    case .moveItemAnchor: return "moveItem(_:\(itemAnchor):\(value))"
    case .replaceItems: return "replaceItems(in:\(argument == .section ? value : ""), with:)"
    case .outlineAppend: return "append(_:to:\(value))"
    case .outlineInsert: return "insert(_:\(itemAnchor):\(value))"
    case .outlineDelete: return "delete(_:)"
    case .outlineExpand: return "expand(_:)"
    case .outlineCollapse: return "collapse(_:)"
    case .outlineReplaceChildren: return "replace(childrenOf:\(value), using:)"
    case .applySectionSnapshot: return "apply(_:to:\(value))"
    default: return rawValue
    }
  }
}
