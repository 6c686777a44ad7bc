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
}

/// A misuse of a snapshot: what Apple's snapshot raises as an exception, as a typed value.
///
/// Every invalid edit of ``DiffableDataSourceSnapshot`` or ``DiffableDataSourceSectionSnapshot``
/// leaves the snapshot exactly as it was and records one of these; `validate()` throws the first.
/// ``code`` is the stable identifier of the scenario format, ``message`` is Apple's exception text
/// where the rules catalogue records one (part C) and the package's own text where it does not
/// (``isUIKitMessage`` tells which).
public enum SnapshotError<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Error, Sendable, Hashable, CustomStringConvertible
{
  /// D1: one call supplied the same item identifier more than once.
  case duplicateItemIdentifiers([ItemIdentifierType])
  /// D3: one call supplied the same section identifier more than once.
  case duplicateSectionIdentifiers([SectionIdentifierType])
  /// D4/D9: a section was appended or inserted that the snapshot already has.
  case sectionAlreadyExists([SectionIdentifierType], SnapshotOperation)
  /// D2: a section snapshot was given an item it already holds, or one call repeated an item.
  case duplicateOutlineItems([ItemIdentifierType])
  /// D5: items were appended to a snapshot without sections.
  case noSections
  /// D6, D8, D11, D15, D20: the call named a section the snapshot lacks.
  case unknownSection(SectionIdentifierType, SnapshotOperation)
  /// D7, D10, D20: the call named an item the snapshot lacks.
  case unknownItem(ItemIdentifierType, SnapshotOperation)
  /// D12: an item was moved before or after itself.
  case itemRelativeToItself(ItemIdentifierType)
  /// D13: an item that is not in the snapshot was marked reloaded.
  case reloadUnknownItem(ItemIdentifierType)
  /// D14: an item that is not in the snapshot was marked reconfigured.
  case reconfigureUnknownItem(ItemIdentifierType)
  /// D16: an inserted or appended item is already elsewhere in the snapshot.
  case itemAlreadyExists([ItemIdentifierType])

  /// The stable code of `scenario-format.md` that tests assert on.
  public var code: String {
    switch self {
    case .duplicateItemIdentifiers: "duplicateItemIdentifiers"
    case .duplicateSectionIdentifiers, .sectionAlreadyExists: "duplicateSectionIdentifiers"
    case .duplicateOutlineItems: "duplicateOutlineItems"
    case .noSections: "noSections"
    case .unknownSection: "unknownSection"
    case .unknownItem: "unknownItem"
    case .itemRelativeToItself: "itemRelativeToItself"
    case .reloadUnknownItem: "reloadUnknownItem"
    case .reconfigureUnknownItem: "reconfigureUnknownItem"
    case .itemAlreadyExists: "itemAlreadyExists"
    }
  }

  /// Whether ``message`` is UIKit's recorded text (`true`) or the package's own (`false`).
  public var isUIKitMessage: Bool { !isPackageMessage }

  /// The exception text: Apple's where the rules catalogue records it, otherwise the package's own.
  public var message: String {
    switch self {
    case .duplicateItemIdentifiers(let items):
      return
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(setDescription(items))"
    case .duplicateSectionIdentifiers(let sections):
      return
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(setDescription(sections))"
    case .sectionAlreadyExists(let sections, let operation):
      if operation == .insertSectionsRelativeToItself, let first = sections.first {
        return
          "Invalid update: destination for section operation [\(first)] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x0 - action: INS; destinationIdentifier:\(first); destIsSection: 0; identifiers: [\(sections.map { "\($0)" }.joined(separator: ", "))]>"
      }
      if operation == .insertSections {
        return
          "Section identifiers \(setDescription(sections)) already exist in the snapshot (insertSections); nothing was changed."
      }
      return
        "Section identifier count does not match data source count. This is most likely due to a hashing issue with the identifiers."
    case .duplicateOutlineItems(let items):
      return
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(setDescription(items))"
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .unknownSection(let section, let operation):
      switch operation {
      case .appendItems: return "Invalid parameter not satisfying: section != NSNotFound"
      case .insertSections: return "Invalid parameter not satisfying: insertIndex != NSNotFound"
      case .moveSectionSource: return "Invalid parameter not satisfying: fromSection != NSNotFound"
      case .moveSectionAnchor: return "Invalid parameter not satisfying: toSection != NSNotFound"
      case .reloadSections: return "Invalid section identifier for reload specified: \(section)"
      default:
        return
          "Section identifier \(section) does not exist in the snapshot (\(operation.rawValue)); nothing was changed."
      }
    case .unknownItem(let item, let operation):
      switch operation {
      case .insertItems: return "Invalid parameter not satisfying: section != NSNotFound"
      case .moveItemSource: return "Invalid parameter not satisfying: fromIndex != NSNotFound"
      case .moveItemAnchor: return "Invalid parameter not satisfying: toIndex != NSNotFound"
      case .outlineAppend, .outlineInsert, .outlineReplaceChildren:
        return "Invalid parameter not satisfying: index != NSNotFound"
      default:
        return
          "Item identifier \(item) does not exist in the snapshot (\(operation.rawValue)); nothing was changed."
      }
    case .itemRelativeToItself:
      return "Invalid update: destination for item move is the same as the source"
    case .reloadUnknownItem(let item):
      return "Attempted to reload item identifier that does not exist in the snapshot: \(item)"
    case .reconfigureUnknownItem(let item):
      return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)"
    case .itemAlreadyExists(let items):
      return
        "Diffable data source detected an attempt to insert or append \(items.count) item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifiers that already exist: (\n\(items.map { "    \($0)" }.joined(separator: ",\n"))\n)"
    }
  }

  public var description: String { "\(code): \(message)" }
}

extension SnapshotError {
  /// Whether the error's message is the package's own (the catalogue marks UIKit's text unknown).
  public var isPackageMessage: Bool {
    switch self {
    case .unknownSection(_, let operation):
      return ![
        .appendItems, .insertSections, .moveSectionSource, .moveSectionAnchor, .reloadSections,
      ]
      .contains(operation)
    case .unknownItem(_, let operation):
      return ![
        .insertItems, .moveItemSource, .moveItemAnchor, .outlineAppend, .outlineInsert,
        .outlineReplaceChildren,
      ].contains(operation)
    default: return false
    }
  }
}

/// Foundation's description of an `NSSet`: `{(\n    a,\n    b\n)}`.
func setDescription<T>(_ values: [T]) -> String {
  "{(\n" + values.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
}
