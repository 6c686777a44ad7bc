import Foundation

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
  ListError, Hashable
{
  /// D1: one call supplied the same item identifier more than once.
  case duplicateItemIdentifiers([ItemIdentifierType], SnapshotOperation = .appendItems)
  /// D3: one call supplied the same section identifier more than once.
  case duplicateSectionIdentifiers(
    [SectionIdentifierType], SnapshotOperation = .appendSections)
  /// D4/D9: a section was appended or inserted that the snapshot already has.
  case sectionAlreadyExists([SectionIdentifierType], SnapshotOperation)
  /// D2: a section snapshot was given an item it already holds, or one call repeated an item.
  case duplicateOutlineItems([ItemIdentifierType], SnapshotOperation = .outlineAppend)
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
  /// D16: an inserted or appended item is already elsewhere in the snapshot (recorded only when
  /// the snapshot's `existingItemPolicy` is `.reject`).
  case itemAlreadyExists([ItemIdentifierType], SnapshotOperation = .appendItems)

  /// The stable code scenario files and tests assert on (`docs/scenarios.md`).
  public var stableCode: String {
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

  /// The exception text as the given iOS version printed it (`nil`: the newest, ``message``).
  /// Where UIKit's wording changed (docs/uikit-rules.md, "Messages by iOS version", gives each
  /// boundary and its source):
  ///
  /// - D1 before iOS 15, and D3 before 14: `Fatal: supplied identifiers are not unique.`; D3 on
  ///   iOS 14: `Fatal: supplied section identifiers are not unique.` (no list of duplicates).
  /// - D4 before iOS 17: `Section identifier count does not match data source count. …`; from 17
  ///   on, UIKit's `Diffable data source detected an attempt to insert or append …` exception.
  /// - D9 and D12 before iOS 18: the update described with `action: INS;` (a semicolon after the
  ///   action); from 18 on without it.
  /// - D15 before iOS 15: `Invalid section identifier for reload specified: X`; from 15 on
  ///   `Attempted to reload section identifier that does not exist in the snapshot: X`.
  ///
  /// Every other text is ``message`` on every version.
  public func message(on version: IOSVersion?) -> String {
    guard let version else { return message }
    switch self {
    case .duplicateItemIdentifiers:
      return version < IOSVersion(15) ? "Fatal: supplied identifiers are not unique." : message
    case .duplicateSectionIdentifiers:
      if version < IOSVersion(14) { return "Fatal: supplied identifiers are not unique." }
      if version < IOSVersion(15) { return "Fatal: supplied section identifiers are not unique." }
      return message
    case .sectionAlreadyExists(let sections, let operation):
      if operation == .insertSectionsRelativeToItself, let first = sections.first {
        return Self.insertedSectionListText(first, sections, on: version)
      }
      if operation.unplaced == .appendSections && version < IOSVersion(17) {
        return Self.hashingText
      }
      return message
    case .itemRelativeToItself(let item):
      return Self.moveOntoItselfText(item, on: version)
    case .unknownSection(let section, .reloadSections) where version < IOSVersion(15):
      return "Invalid section identifier for reload specified: \(section)"
    default: return message
    }
  }

  /// D4's text before iOS 17 (appending a section the snapshot already has).
  static var hashingText: String {
    "Section identifier count does not match data source count. This is most likely due to a hashing issue with the identifiers."
  }

  /// UIKit's description of a diffable update: `<_UIDiffableDataSourceUpdate 0x0 - action: INS
  /// destinationIdentifier:a; destIsSection: 0; identifiers: [a]>`, with a semicolon after the
  /// action before iOS 18.
  static func updateDescription(
    action: String, destination: String, identifiers: [String], on version: IOSVersion?
  ) -> String {
    let separator = version.map { $0 < IOSVersion(18) } ?? false ? "; " : " "
    return
      "<_UIDiffableDataSourceUpdate 0x0 - action: \(action)\(separator)destinationIdentifier:\(destination); destIsSection: 0; identifiers: [\(identifiers.joined(separator: ", "))]>"
  }

  /// D9: an anchor section among the sections inserted relative to it.
  static func insertedSectionListText(
    _ first: SectionIdentifierType, _ sections: [SectionIdentifierType], on version: IOSVersion?
  ) -> String {
    let update = updateDescription(
      action: "INS", destination: "\(first)", identifiers: sections.map { "\($0)" }, on: version)
    return
      "Invalid update: destination for section operation [\(first)] is in the inserted section list for update: \(update)"
  }

  /// D12: an item moved before or after itself.
  static func moveOntoItselfText(_ item: ItemIdentifierType, on version: IOSVersion?) -> String {
    let update = updateDescription(
      action: "MOV", destination: "\(item)", identifiers: ["\(item)"], on: version)
    return
      "Invalid update: destination for item move is the same as the source [\(item)] for update: \(update)."
  }

  /// Whether ``message`` is UIKit's recorded text (`true`) or the package's own (`false`).
  public var isUIKitMessage: Bool { !isPackageMessage }

  /// ``stableCode`` under its former name.
  @available(*, deprecated, renamed: "stableCode")
  public var code: String { stableCode }

  /// The call, what was wrong and that nothing changed (``description``).
  public var explanation: String { description }

  /// The rule of the catalogue's part C.
  public var rule: String {
    switch self {
    case .duplicateItemIdentifiers: "D1"
    case .duplicateOutlineItems: "D2"
    case .duplicateSectionIdentifiers: "D3"
    case .sectionAlreadyExists(_, let operation):
      operation == .insertSectionsRelativeToItself ? "D9" : "D4"
    case .noSections: "D5"
    case .unknownSection(_, let operation):
      switch operation.unplaced {
      case .appendItems: "D6"
      case .insertSections: "D8"
      case .moveSectionSource, .moveSectionAnchor: "D11"
      case .reloadSections: "D15"
      default: "D20"
      }
    case .unknownItem(_, let operation):
      switch operation.unplaced {
      case .insertItems: "D7"
      case .moveItemSource, .moveItemAnchor: "D10"
      default: "D20"
      }
    case .itemRelativeToItself: "D12"
    case .reloadUnknownItem: "D13"
    case .reconfigureUnknownItem: "D14"
    case .itemAlreadyExists: "D16"
    }
  }

  /// The exception text: Apple's where the rules catalogue records it, otherwise the package's own.
  public var message: String {
    switch self {
    case .duplicateItemIdentifiers(let items, _):
      return
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(setDescription(items))"
    case .duplicateSectionIdentifiers(let sections, _):
      return
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(setDescription(sections))"
    case .sectionAlreadyExists(let sections, let operation):
      if operation == .insertSectionsRelativeToItself, let first = sections.first {
        return Self.insertedSectionListText(first, sections, on: nil)
      }
      if operation.unplaced == .insertSections {
        return
          "Section identifiers \(setDescription(sections)) already exist in the snapshot (insertSections); nothing was changed."
      }
      // iOS 17 and later (before: ``hashingText``).
      let one = sections.count == 1
      let list =
        one
        ? "\(sections[0])"
        : "(\n\(sections.map { "    \($0)" }.joined(separator: ",\n"))\n)"
      return
        "Diffable data source detected an attempt to insert or append \(sections.count) section \(one ? "identifier that already exists" : "identifiers that already exist") in the snapshot. Identifiers in a snapshot must be unique. Section \(one ? "identifier that already exists" : "identifiers that already exist"): \(list)"
    case .duplicateOutlineItems(let items, _):
      return
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(setDescription(items))"
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .unknownSection(let section, let operation):
      switch operation.unplaced {
      case .appendItems: return "Invalid parameter not satisfying: section != NSNotFound"
      case .insertSections: return "Invalid parameter not satisfying: insertIndex != NSNotFound"
      case .moveSectionSource: return "Invalid parameter not satisfying: fromSection != NSNotFound"
      case .moveSectionAnchor: return "Invalid parameter not satisfying: toSection != NSNotFound"
      case .reloadSections:
        return
          "Attempted to reload section identifier that does not exist in the snapshot: \(section)"
      default:
        return
          "Section identifier \(section) does not exist in the snapshot (\(operation.rawValue)); nothing was changed."
      }
    case .unknownItem(let item, let operation):
      switch operation.unplaced {
      case .insertItems: return "Invalid parameter not satisfying: section != NSNotFound"
      case .moveItemSource: return "Invalid parameter not satisfying: fromIndex != NSNotFound"
      case .moveItemAnchor: return "Invalid parameter not satisfying: toIndex != NSNotFound"
      case .outlineAppend, .outlineInsert, .outlineReplaceChildren:
        return "Invalid parameter not satisfying: index != NSNotFound"
      default:
        return
          "Item identifier \(item) does not exist in the snapshot (\(operation.rawValue)); nothing was changed."
      }
    case .itemRelativeToItself(let item):
      return Self.moveOntoItselfText(item, on: nil)
    case .reloadUnknownItem(let item):
      return "Attempted to reload item identifier that does not exist in the snapshot: \(item)"
    case .reconfigureUnknownItem(let item):
      return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)"
    case .itemAlreadyExists(let items, .applySectionSnapshot):
      return
        "Section snapshot item identifiers already exist in another section of the data source (shown there, or hidden in its section snapshot); nothing was changed. Item identifiers that already exist: (\n\(items.map { "    \($0)" }.joined(separator: ",\n"))\n)"
    case .itemAlreadyExists(let items, _):
      // UIKit's first sentence, then what this snapshot did: under `.reject` it refuses the call,
      // where recent iOS logs and moves the items (what `.moveIntoPlace` does, without an error).
      return
        "Diffable data source detected an attempt to insert or append \(items.count) item identifiers that already exist in the snapshot. The snapshot's existingItemPolicy is .reject, so the call was refused and the snapshot is unchanged (recent iOS logs this and moves the existing item identifiers into place instead: existingItemPolicy .moveIntoPlace). Item identifiers that already exist: (\n\(items.map { "    \($0)" }.joined(separator: ",\n"))\n)"
    }
  }

  /// The failed call, with the identifier it named where one argument was at fault:
  /// `appendItems(_:toSection: "nope")`, `moveItem("a", afterItem: "zzz")`, `deleteSections(_:)`.
  public var call: String {
    switch self {
    case .duplicateItemIdentifiers(_, let operation),
      .duplicateSectionIdentifiers(_, let operation),
      .sectionAlreadyExists(_, let operation), .duplicateOutlineItems(_, let operation),
      .itemAlreadyExists(_, let operation):
      return operation.signature(naming: nil, as: .none)
    case .noSections: return SnapshotOperation.appendItems.signature(naming: nil, as: .none)
    case .unknownSection(let section, let operation):
      return operation.signature(naming: String(reflecting: section), as: .section)
    case .unknownItem(let item, let operation):
      return operation.signature(naming: String(reflecting: item), as: .item)
    case .itemRelativeToItself(let item):
      let name = String(reflecting: item)
      return "moveItem(\(name), beforeItem: \(name)) or insertItems(_:afterItem: \(name))"
    case .reloadUnknownItem: return "reloadItems(_:)"
    case .reconfigureUnknownItem: return "reconfigureItems(_:)"
    }
  }

  /// What was wrong, in plain words, naming the identifiers at fault.
  public var problem: String {
    func list<T>(_ values: [T]) -> String {
      values.map { String(reflecting: $0) }.joined(separator: ", ")
    }
    switch self {
    case .duplicateItemIdentifiers(let items, _):
      return "the call lists item identifiers more than once: \(list(items))"
    case .duplicateSectionIdentifiers(let sections, _):
      return "the call lists section identifiers more than once: \(list(sections))"
    case .sectionAlreadyExists(let sections, let operation):
      if operation == .insertSectionsRelativeToItself, let first = sections.first {
        return "the anchor section \(String(reflecting: first)) is one of the sections inserted"
      }
      return "the snapshot already has the sections \(list(sections))"
    case .duplicateOutlineItems(let items, _):
      return
        "the section snapshot already has these items, or the call lists them twice: \(list(items))"
    case .noSections: return "the snapshot has no sections yet; append a section first"
    case .unknownSection(let section, _):
      return "the snapshot has no section \(String(reflecting: section))"
    case .unknownItem(let item, let operation):
      let place = operation.rawValue.hasPrefix("outline") ? "section snapshot" : "snapshot"
      return "the \(place) has no item \(String(reflecting: item))"
    case .itemRelativeToItself(let item):
      return "item \(String(reflecting: item)) is placed relative to itself"
    case .reloadUnknownItem(let item):
      return "the snapshot has no item \(String(reflecting: item)) to reload"
    case .reconfigureUnknownItem(let item):
      return "the snapshot has no item \(String(reflecting: item)) to reconfigure"
    case .itemAlreadyExists(let items, .applySectionSnapshot):
      return
        "the data source already has the items \(list(items)) in another section or another section's snapshot (identifiers are unique across a data source, hidden outline items included)"
    case .itemAlreadyExists(let items, _):
      return
        "the snapshot already has the items \(list(items)) in other places (existingItemPolicy .reject)"
    }
  }

  /// The call, what was wrong, that nothing changed, and the exception text (marked as UIKit's
  /// where it is): `unknownSection: appendItems(_:toSection: "nope"): the snapshot has no section
  /// "nope"; nothing was changed. UIKit: Invalid parameter not satisfying: section != NSNotFound`.
  public var description: String {
    let text = isUIKitMessage ? " UIKit: \(message)" : ""
    return "\(stableCode): \(call): \(problem); nothing was changed.\(text)"
  }
}

extension SnapshotError: LocalizedError {
  /// ``description``: what `localizedDescription` shows, so a test failure or a log line names
  /// the call and the identifier.
  public var errorDescription: String? { description }
}

extension SnapshotError {
  /// Whether the error's message is the package's own (the catalogue marks UIKit's text unknown).
  public var isPackageMessage: Bool {
    switch self {
    case .itemAlreadyExists: return true
    case .sectionAlreadyExists(_, let operation):
      return operation.unplaced == .insertSections
    case .unknownSection(_, let operation):
      return ![
        .appendItems, .insertSections, .moveSectionSource, .moveSectionAnchor, .reloadSections,
      ]
      .contains(operation.unplaced)
    case .unknownItem(_, let operation):
      return ![
        .insertItems, .moveItemSource, .moveItemAnchor, .outlineAppend, .outlineInsert,
        .outlineReplaceChildren,
      ].contains(operation.unplaced)
    default: return false
    }
  }
}

/// Foundation's description of an `NSSet`: `{(\n    a,\n    b\n)}`.
func setDescription<T>(_ values: [T]) -> String {
  "{(\n" + values.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
}
