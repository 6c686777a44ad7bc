import Foundation
import ListSimulator
import ListUIKit
import Testing

@testable import ListAdapterKit

/// The adapter's section map on its own: sections written into the controllers, the ways back
/// from a controller and from an identifier, and the diff reading the map's identifier table.
@MainActor
@Suite struct SectionMapTests {
  private func distinct(_ things: [Thing]) -> _DistinctObjects {
    _removingDuplicateIdentifiers(things)
  }

  @Test func setWritesEachControllersSectionAndClearsThoseThatLeft() {
    let (a, b, c) = (ListSectionController(), ListSectionController(), ListSectionController())
    var map = _SectionMap()
    let first = distinct([Thing(1), Thing(2)])
    map.set(objects: first.objects, controllers: [a, b], keys: first.keys)
    #expect(map.count == 2)
    #expect(map.section(of: a) == 0 && map.section(of: b) == 1 && map.section(of: c) == nil)
    #expect(map.controller(at: 1) === b && map.controller(at: 2) == nil)
    #expect(map.controller(at: -1) == nil)
    let second = distinct([Thing(3), Thing(1)])
    map.set(objects: second.objects, controllers: [c, a], keys: second.keys)
    #expect(b.storedSection == NSNotFound && map.section(of: b) == nil)
    #expect(map.section(of: c) == 0 && map.section(of: a) == 1)
    #expect(map.sectionsOfControllers() == [ObjectIdentifier(c): 0, ObjectIdentifier(a): 1])
  }

  @Test func aControllerWhoseSectionPointsElsewhereIsNotInTheMap() {
    let (a, b) = (ListSectionController(), ListSectionController())
    var map = _SectionMap()
    let objects = distinct([Thing(1)])
    map.set(objects: objects.objects, controllers: [a], keys: objects.keys)
    b.storedSection = 0
    #expect(map.section(of: b) == nil)
  }

  @Test func identifiersAreFoundWithTheGivenTableOrABuiltOne() {
    let objects = distinct([Thing(5), Thing(7), Thing(5, 1), Thing(9)])
    #expect(objects.objects.count == 3)
    #expect(objects.indexOfKey?.count == 3)
    for (i, key) in objects.keys.enumerated() { #expect(objects.indexOfKey?[key] == i) }
    let controllers = objects.objects.map { _ in ListSectionController() }
    var given = _SectionMap()
    given.set(
      objects: objects.objects, controllers: controllers, keys: objects.keys,
      sectionsOfKeys: objects.indexOfKey)
    var built = _SectionMap()
    built.set(objects: objects.objects, controllers: controllers, keys: objects.keys)
    for id in [5, 7, 9, 11] {
      let key = _IdentifierKey(Thing(id))
      #expect(given.section(ofKey: key) == built.section(ofKey: key))
    }
    #expect(built.section(ofKey: _IdentifierKey(Thing(9))) == 2)
    #expect(built.section(ofKey: _IdentifierKey(Thing(11))) == nil)
  }

  @Test func replacingAnObjectKeepsItsController() {
    let a = ListSectionController()
    var map = _SectionMap()
    let objects = distinct([Thing(1)])
    map.set(objects: objects.objects, controllers: [a], keys: objects.keys)
    let newer = Thing(1, 1)
    map.replaceObject(at: 0, with: newer)
    #expect(map.objects[0] === newer && map.controller(at: 0) === a)
  }

  /// Matching an update's objects against the map finds what a plain search finds: the first
  /// object of each identifier kept, the later ones reported with it, and each kept one's
  /// section in the map — whether the order is kept (found by position) or shuffled, with
  /// repeats, new identifiers and sections left out (found in the table).
  @Test(arguments: [UInt64(3), 46, 20261128])
  func matchingFindsWhatASearchFinds(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let old = distinct(
        (0..<Int.random(in: 0...10, using: &random)).map { _ in
          Thing(Int.random(in: 0..<12, using: &random))
        })
      var new: [Thing] = old.objects.map { Thing(($0 as! Thing).id, 1) }
      if Bool.random(using: &random) { new.shuffle(using: &random) }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let thing = Thing(Int.random(in: 0..<14, using: &random))
        new.insert(thing, at: Int.random(in: 0...new.count, using: &random))
      }
      if !new.isEmpty, Bool.random(using: &random) {
        new.remove(at: Int.random(in: 0..<new.count, using: &random))
      }
      var map = _SectionMap()
      map.set(
        objects: old.objects,
        controllers: old.objects.map { _ in ListSectionController() }, keys: old.keys)
      var reported: [String] = []
      let (matched, sections) = map.matching(new) { reported.append("\($0) after \($1)") }
      // The oracle: a search by identifier number through what was kept and through the map.
      var kept: [Thing] = []
      var expectedReports: [String] = []
      var expectedSections: [Int] = []
      let oldIDs = old.objects.map { ($0 as! Thing).id }
      for thing in new {
        if let first = kept.first(where: { $0.id == thing.id }) {
          expectedReports.append("\(thing) after \(first)")
          continue
        }
        kept.append(thing)
        expectedSections.append(oldIDs.firstIndex(of: thing.id) ?? -1)
      }
      #expect(
        matched.objects.map { $0 as! Thing }.map(ObjectIdentifier.init)
          == kept.map(ObjectIdentifier.init))
      #expect(sections == expectedSections, "\(oldIDs) \(new)")
      #expect(reported == expectedReports)
      // The diff given the matching finds what it finds matching by itself.
      let own = _ListDiff(old: old.objects, new: matched.objects, option: .equality)
      let given = _ListDiff(
        old: old.objects, new: matched.objects, option: .equality, oldKeys: old.keys,
        newKeys: matched.keys, oldIndexOfNew: sections)
      #expect(given.deletes == own.deletes && given.inserts == own.inserts)
      #expect(given.updates == own.updates && given.newMatch == own.newMatch)
      #expect(given.moves.map { [$0.from, $0.to] } == own.moves.map { [$0.from, $0.to] })
    }
  }
}
