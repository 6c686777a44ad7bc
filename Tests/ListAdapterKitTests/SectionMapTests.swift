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
    #expect(objects.indexOfKey.count == 3)
    for (i, key) in objects.keys.enumerated() { #expect(objects.indexOfKey[key] == i) }
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

  /// The diff given the old identifiers' table (as the adapter gives its map's) finds what it
  /// finds building the table itself, for old arrays of distinct identifiers.
  @Test(arguments: [UInt64(3), 46, 20261127])
  func theDiffReadsAGivenOldTableAsItsOwn(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let old = distinct(
        (0..<Int.random(in: 0...10, using: &random)).map { _ in
          Thing(Int.random(in: 0..<12, using: &random), Int.random(in: 0..<2, using: &random))
        })
      let new = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        Thing(Int.random(in: 0..<12, using: &random), Int.random(in: 0..<2, using: &random))
      }
      let own = _ListDiff(old: old.objects, new: new, option: .equality)
      let given = _ListDiff(
        old: old.objects, new: new, option: .equality, oldKeys: old.keys,
        oldIndexes: old.indexOfKey)
      #expect(given.deletes == own.deletes && given.inserts == own.inserts)
      #expect(given.updates == own.updates && given.newMatch == own.newMatch)
      #expect(given.moves.map { [$0.from, $0.to] } == own.moves.map { [$0.from, $0.to] })
    }
  }
}
