import ListSimulator
import ListUIKit
import Testing

@MainActor @Suite struct AccessoryTests {
  @Test func accessoriesWrittenAsInAppleSamples() {
    let cell = UICollectionViewListCell()
    let headerDisclosure = UICellAccessory.OutlineDisclosureOptions(style: .header)
    cell.accessories = [
      .outlineDisclosure(options: headerDisclosure),
      .reorder(displayed: .always),
      .delete(),
      .disclosureIndicator(displayed: .whenNotEditing),
      .checkmark(options: .init(isHidden: true, tintColor: .systemBlue)),
    ]
    // Not editing: the disclosure, the reorder control shown always, the indicator.
    #expect(
      cell.shownAccessories(editing: false).map(\.kind)
        == [.outlineDisclosure, .reorder, .disclosureIndicator])
    // Editing: the delete control appears, the indicator goes; the hidden checkmark never shows.
    #expect(
      cell.shownAccessories(editing: true).map(\.kind) == [.outlineDisclosure, .reorder, .delete])
    // UIKit's defaults: `.delete()` and `.reorder()` show only while editing.
    #expect(UICellAccessory.delete().displayed == .whenEditing)
    #expect(UICellAccessory.reorder() == .reorder(displayed: .whenEditing))
    #expect(UICellAccessory.outlineDisclosure().displayed == .always)
  }

  @Test func anActionHandlerRunsWhenTheTestTapsIt() {
    final class Box { var taps = 0 }
    let box = Box()
    let accessory = UICellAccessory.outlineDisclosure { box.taps += 1 }
    accessory.actionHandler?()
    #expect(box.taps == 1)
    // Equality is what the accessory looks like, not its handler.
    #expect(accessory == .outlineDisclosure())
  }

  /// Seeded: whether an accessory shows, for random kinds, displayed states, hidden flags and
  /// editing states, against a table of UIKit's documented states written out case by case.
  @Test(arguments: [UInt64(3), 11, 2026])
  func shownAccessoriesFollowTheDisplayedStates(seed: UInt64) {
    let kinds: [CellAccessory.Kind] = [
      .disclosureIndicator, .checkmark, .delete, .insert, .reorder, .outlineDisclosure,
      .multiselect,
    ]
    let states: [CellAccessory.DisplayedState?] = [nil, .always, .whenEditing, .whenNotEditing]
    // Written out, not computed: the editing states each accessory shows in.
    func expectedShown(
      _ kind: CellAccessory.Kind, _ state: CellAccessory.DisplayedState?, hidden: Bool,
      editing: Bool
    ) -> Bool {
      if hidden { return false }
      switch (state, editing) {
      case (.always?, _): return true
      case (.whenEditing?, true), (.whenNotEditing?, false): return true
      case (.whenEditing?, false), (.whenNotEditing?, true): return false
      case (nil, true): return true  // every default shows while editing
      case (nil, false):
        return [.disclosureIndicator, .checkmark, .outlineDisclosure].contains(kind)
      }
    }
    var random = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let cell = UICollectionViewListCell()
      var specs: [(CellAccessory.Kind, CellAccessory.DisplayedState?, Bool)] = []
      for _ in 0..<Int(random.next() % 5) {
        let spec = (
          kinds[Int(random.next() % UInt64(kinds.count))],
          states[Int(random.next() % UInt64(states.count))], random.next() % 4 == 0
        )
        specs.append(spec)
      }
      cell.accessories = specs.map { CellAccessory($0.0, displayed: $0.1, isHidden: $0.2) }
      for editing in [false, true] {
        let expected = specs.filter { expectedShown($0.0, $0.1, hidden: $0.2, editing: editing) }
        #expect(cell.shownAccessories(editing: editing).map(\.kind) == expected.map(\.0))
      }
    }
  }
}
