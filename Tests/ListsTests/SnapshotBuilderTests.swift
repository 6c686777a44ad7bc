import Foundation
import ListKit
import ListSimulator
import Lists
import Testing

enum Filter { case all, none, odd }

@Suite struct BuilderTests {
  /// Every construct: `for`, `if`, `if`/`else`, `switch`, optionals, arrays, `#available`.
  @Test func everyConstructBuildsWhatTheCallsBuild() {
    let favorites = [1, 2]
    let extra: Int? = 9
    let missing: Int? = nil
    for filter in [Filter.all, .none, .odd] {
      for showMore in [true, false] {
        let built = snapshot {
          SnapshotSection("favorites") { for f in favorites { f } }
          SnapshotSection("more") {
            if showMore { 3 }
            if showMore { 4 } else { 5 }
            switch filter {
            case .all: [6, 7]
            case .none: []
            case .odd: 7
            }
            extra
            missing
            if #available(macOS 10.15, iOS 13, *) { 8 }
          }
        }
        var expected = DiffableDataSourceSnapshot<String, Int>()
        expected.appendSections(["favorites", "more"])
        expected.appendItems([1, 2], toSection: "favorites")
        let switched = filter == .all ? [6, 7] : filter == .none ? [] : [7]
        expected.appendItems(
          (showMore ? [3, 4] : [5]) + switched + [9, 8], toSection: "more")
        #expect(built == expected)
        #expect(built.errors.isEmpty)
      }
    }
  }

  /// The DSL builds exactly what the imperative calls build, errors included.
  @Test(arguments: [UInt64](1...30)) func dslEqualsImperative(seed: UInt64) {
    var rng = Rng(state: seed)
    let sections = (0..<rng.next(4)).map { _ in "s\(rng.next(5))" }  // repeats possible
    let items = sections.map { _ in (0..<rng.next(5)).map { _ in rng.next(30) } }
    let built = snapshot {
      for (k, section) in sections.enumerated() {
        SnapshotSection(section) {
          for item in items[k] { item }
        }
      }
    }
    var expected = DiffableDataSourceSnapshot<String, Int>()
    for (k, section) in sections.enumerated() {
      expected.appendSections([section])
      expected.appendItems(items[k], toSection: section)
    }
    #expect(built == expected)
    #expect(built.errors == expected.errors)
    #expect(built.sectionIdentifiers == expected.sectionIdentifiers)
    #expect(built.itemIdentifiers == expected.itemIdentifiers)
  }

  @Test func mixedTypesThroughAnyItem() {
    let built: DiffableDataSourceSnapshot<String, AnyItem> = snapshot {
      SnapshotSection("feed") {
        Banner(text: "hello")
        Contact(id: 1, name: "Ann")
        [Contact(id: 2, name: "Bo")]
      }
    }
    #expect(built.itemIdentifiers.count == 3)
    #expect(built.itemIdentifiers[0].as(Banner.self)?.text == "hello")
    #expect(built.itemIdentifiers[1] == AnyItem(Contact(id: 1, name: "renamed")))
    #expect(built.itemIdentifiers[1] != AnyItem(1))
  }

  @Test func outlineBuilder() {
    let expand = true
    let outline = sectionSnapshot {
      OutlineItem(item: "Documents", isExpanded: expand) {
        OutlineItem(item: "Taxes")
        if expand { OutlineItem(item: "Letters", isExpanded: true) { OutlineItem(item: "2026") } }
      }
      OutlineItem(item: "Music")
    }
    var expected = DiffableDataSourceSectionSnapshot<String>()
    expected.append(["Documents", "Music"])
    expected.append(["Taxes", "Letters"], to: "Documents")
    expected.append(["2026"], to: "Letters")
    expected.expand(["Documents", "Letters"])
    #expect(outline == expected)
    #expect(outline.visibleItems == ["Documents", "Taxes", "Letters", "2026", "Music"])
  }
}
