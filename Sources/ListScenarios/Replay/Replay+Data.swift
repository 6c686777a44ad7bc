import Foundation
import ListKit
import ListSimulator
import Synchronization

extension _Replay {
  // MARK: Data

  static func contents(_ contents: [String: String]) -> [ItemIdentity: String] {
    Dictionary(uniqueKeysWithValues: contents.map { (ItemIdentity($0.key), $0.value) })
  }

  static func model(_ data: [Scenario.SectionData]) -> [ArrayDataSource.Section] {
    data.map {
      switch $0 {
      case .identified(_, let items): .identified(items.map(ItemIdentity.init))
      case .anonymous(let count): .anonymous(count: count)
      }
    }
  }

  static func snapshot(_ data: [Scenario.SectionData]) -> ScenarioSnapshot {
    Scenario.snapshot(data)
  }

  static func append(
    _ nodes: [Scenario.OutlineNode], to parent: String?,
    in outline: inout DiffableDataSourceSectionSnapshot<String>
  ) {
    for node in nodes {
      outline.append([node.item], to: parent)
      append(node.children, to: node.item, in: &outline)
      if node.expanded { outline.expand([node.item]) }
    }
  }

  static func run(_ action: Scenario.Action, on snapshot: inout ScenarioSnapshot) {
    switch action {
    case .appendSections(let ids): snapshot.appendSections(ids)
    case .insertSections(let ids, let before, let after):
      if let before { snapshot.insertSections(ids, beforeSection: before) }
      if let after { snapshot.insertSections(ids, afterSection: after) }
    case .deleteSections(let ids): snapshot.deleteSections(ids)
    case .moveSection(let id, let before, let after):
      if let before { snapshot.moveSection(id, beforeSection: before) }
      if let after { snapshot.moveSection(id, afterSection: after) }
    case .reloadSections(let ids): snapshot.reloadSections(ids)
    case .appendItems(let ids, let section): snapshot.appendItems(ids, toSection: section)
    case .insertItems(let ids, let before, let after):
      if let before { snapshot.insertItems(ids, beforeItem: before) }
      if let after { snapshot.insertItems(ids, afterItem: after) }
    case .deleteItems(let ids): snapshot.deleteItems(ids)
    case .deleteAllItems: snapshot.deleteAllItems()
    case .moveItem(let id, let before, let after):
      if let before { snapshot.moveItem(id, beforeItem: before) }
      if let after { snapshot.moveItem(id, afterItem: after) }
    case .reloadItems(let ids): snapshot.reloadItems(ids)
    case .reconfigureItems(let ids): snapshot.reconfigureItems(ids)
    }
  }

  /// States up to this many items are printed whole in a mismatch; larger ones only by their
  /// first difference.
  static var printableItems: Int { 40 }
}
