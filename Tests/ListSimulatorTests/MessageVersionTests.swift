import Foundation
import ListKit
import ListSimulator
import Testing

/// The texts that changed between iOS versions, compared exactly (scenario matching folds runs of
/// white space, so the spacing differences are checked here): `docs/uikit-rules.md`, "Messages by
/// iOS version".
@Suite struct MessageVersionTests {
  /// The error of a batch that declares nothing while the counts change.
  func countError(
    _ kind: ViewKind, _ profile: UpdateProfile, _ version: String?, before: [Int], after: [Int]
  ) throws -> BatchUpdateError {
    let model = ArrayDataSource(model: before.map { .anonymous(count: $0) })
    let configuration = ViewConfiguration(
      profile: profile, strict: true, iOSVersion: version.flatMap(IOSVersion.init(parsing:)))
    let view = VirtualView(kind: kind, dataSource: model, configuration: configuration)
    try view.reloadData()
    model.model = after.map { .anonymous(count: $0) }
    let error = #expect(throws: BatchUpdateError.self) { try view.perform(BatchUpdate()) }
    return try #require(error)
  }

  @Test func tableCountTextsHaveTwoSpacesBeforeIOS13AndOneFrom13On() throws {
    let sections12 = try countError(.table, .classic, "12.4", before: [], after: [1]).message
    let sections13 = try countError(.table, .classic, "13.0", before: [], after: [1]).message
    let sectionsDefault = try countError(.table, .classic, nil, before: [], after: [1]).message
    #expect(sections12.hasPrefix("Invalid update: invalid number of sections.  The number"))
    #expect(sections13.hasPrefix("Invalid update: invalid number of sections. The number"))
    #expect(sectionsDefault == sections13)
    let rows12 = try countError(.table, .classic, "12.4", before: [1], after: [2]).message
    let rows16 = try countError(.table, .classic, "16.3", before: [1], after: [2]).message
    #expect(rows12.hasPrefix("Invalid update: invalid number of rows in section 0.  The number"))
    #expect(rows16.hasPrefix("Invalid update: invalid number of rows in section 0. The number"))
  }

  @Test func collectionCountTextsKeepTwoSpaces() throws {
    for version in ["9.0", "12.4", nil] {
      let items = try countError(.collection, .classic, version, before: [1], after: [2]).message
      #expect(items.hasPrefix("Invalid update: invalid number of items in section 0.  The number"))
      let sections = try countError(.collection, .classic, version, before: [], after: [1])
      #expect(sections.message.hasPrefix("Invalid update: invalid number of sections.  The"))
    }
  }

  @Test func consolidatedTextOfIOS16Point4AndOf17() throws {
    let old = try countError(.collection, .consolidated, "16.4.1", before: [4], after: [1]).message
    #expect(
      old
        == "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with item counts: [4] } Data source after updates = { 1 section with item counts: [1] } Updates = [ ]"
    )
    for version in ["17.1.2", nil] {
      let new = try countError(.collection, .consolidated, version, before: [4], after: [1])
      #expect(
        new.message
          == "Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with item counts: [4] } Data source after updates = { 1 section with item counts: [1] } Updates = [ ] Collection view: <ListSimulator.VirtualCollectionView: 0x0>"
      )
    }
    let table = try countError(.table, .consolidated, nil, before: [3], after: [0]).message
    #expect(table.hasSuffix("Updates = [ ]"), "\(table)")
  }

  @Test func recoveringLogNamesTheView() throws {
    let model = ArrayDataSource(model: [.anonymous(count: 2)])
    let view = VirtualView(
      kind: .collection, dataSource: model,
      configuration: ViewConfiguration(profile: .recovering, iOSVersion: IOSVersion(13, 3)))
    try view.reloadData()
    model.model = [.anonymous(count: 3)]
    let result = try view.perform(BatchUpdate())
    guard case .recovered(let message) = result.outcome else {
      Issue.record("not recovered: \(result.outcome)")
      return
    }
    #expect(
      message.hasSuffix(
        "(0 moved in, 0 moved out). - will perform reloadData. UICollectionView instance: <ListSimulator.VirtualCollectionView: 0x0>"
      ))
  }

  @Test func duplicateIdentifiersOnIOS13And14() {
    let items = SnapshotError<String, String>.duplicateItemIdentifiers(["a"])
    let sections = SnapshotError<String, String>.duplicateSectionIdentifiers(["s"])
    for version in ["13.3", "14.4"] {
      let v = IOSVersion(parsing: version)
      #expect(items.message(on: v) == "Fatal: supplied identifiers are not unique.")
    }
    #expect(
      sections.message(on: IOSVersion(13, 3)) == "Fatal: supplied identifiers are not unique.")
    #expect(
      sections.message(on: IOSVersion(14)) == "Fatal: supplied section identifiers are not unique."
    )
    for version in [IOSVersion(15), nil] {
      #expect(items.message(on: version) == items.message)
      #expect(
        items.message(on: version).hasPrefix("Fatal: supplied item identifiers are not unique."))
    }
    #expect(
      SnapshotError<String, String>.noSections.message(on: IOSVersion(13))
        == SnapshotError<String, String>.noSections.message)
  }

  /// Every row of the diffable part of the version table, exactly, on both sides of each
  /// boundary (and with no version: the newest).
  @Test func diffableTextsByVersion() {
    typealias E = SnapshotError<String, String>
    let rows: [(E, String?, String)] = [
      (.duplicateItemIdentifiers(["a"]), "14.8", "Fatal: supplied identifiers are not unique."),
      (
        .duplicateItemIdentifiers(["a"]), "15",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}"
      ),
      (.duplicateSectionIdentifiers(["s"]), "13.7", "Fatal: supplied identifiers are not unique."),
      (
        .duplicateSectionIdentifiers(["s"]), "14.8",
        "Fatal: supplied section identifiers are not unique."
      ),
      (
        .duplicateSectionIdentifiers(["s"]), nil,
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    s\n)}"
      ),
      (
        .sectionAlreadyExists(["s"], .appendSections), "16.7",
        "Section identifier count does not match data source count. This is most likely due to a hashing issue with the identifiers."
      ),
      (
        .sectionAlreadyExists(["s"], .appendSections), "17",
        "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: s"
      ),
      (
        .sectionAlreadyExists(["s", "t"], .appendSections), nil,
        "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    s,\n    t\n)"
      ),
      (
        .sectionAlreadyExists(["s"], .insertSectionsRelativeToItself), "14",
        "Invalid update: destination for section operation [s] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x0 - action: INS; destinationIdentifier:s; destIsSection: 0; identifiers: [s]>"
      ),
      (
        .sectionAlreadyExists(["s"], .insertSectionsRelativeToItself), "18",
        "Invalid update: destination for section operation [s] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x0 - action: INS destinationIdentifier:s; destIsSection: 0; identifiers: [s]>"
      ),
      (
        .itemRelativeToItself("x"), "17.5",
        "Invalid update: destination for item move is the same as the source [x] for update: <_UIDiffableDataSourceUpdate 0x0 - action: MOV; destinationIdentifier:x; destIsSection: 0; identifiers: [x]>."
      ),
      (
        .itemRelativeToItself("x"), nil,
        "Invalid update: destination for item move is the same as the source [x] for update: <_UIDiffableDataSourceUpdate 0x0 - action: MOV destinationIdentifier:x; destIsSection: 0; identifiers: [x]>."
      ),
      (
        .unknownSection("g", .reloadSections), "14.8",
        "Invalid section identifier for reload specified: g"
      ),
      (
        .unknownSection("g", .reloadSections), "15",
        "Attempted to reload section identifier that does not exist in the snapshot: g"
      ),
      (
        .unknownSection("g", .appendItems), "13",
        "Invalid parameter not satisfying: section != NSNotFound"
      ),
      (
        .reloadUnknownItem("x"), "14",
        "Attempted to reload item identifier that does not exist in the snapshot: x"
      ),
    ]
    for (error, version, text) in rows {
      let v = version.flatMap(IOSVersion.init(parsing:))
      #expect(error.message(on: v) == text, "\(error.rule) on \(version ?? "newest")")
    }
  }

  /// A version outside a profile's range is brought into it: the profile decides the
  /// behaviour, the version only picks among the texts of the versions it covers.
  @Test(arguments: [UInt64(1), 2, 3])
  func versionsAreBroughtIntoTheProfilesRange(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let version = IOSVersion(
        Int.random(in: 8...99, using: &rng), Int.random(in: 0...9, using: &rng))
      for profile in UpdateProfile.allCases {
        for kind in ViewKind.allCases {
          let effective = ViewConfiguration(profile: profile, iOSVersion: version)
            .effectiveVersion(for: kind)
          let range = profile.versions(for: kind)
          #expect(range.contains(effective))
          if range.contains(version) { #expect(effective == version) }
        }
      }
    }
  }

  @Test func versionsParse() {
    #expect(IOSVersion(parsing: "16.4.1") == IOSVersion(16, 4, 1))
    #expect(IOSVersion(parsing: "17") == IOSVersion(17))
    for bad in ["", "x", "16.", ".4", "16.4.1.2", "-1", "7", "100", "9223372036854775807", "1e3"] {
      #expect(IOSVersion(parsing: bad) == nil, "\(bad)")
    }
  }
}
