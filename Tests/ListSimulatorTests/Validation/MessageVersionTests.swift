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

  /// A release decides the era (behaviour and texts) as docs/uikit-rules.md's table says —
  /// written again here from the table, not from the code — and the words follow its iOS version
  /// inside the era's versions; without a version or SDK the profile decides.
  @Test(arguments: [UInt64(1), 2, 3])
  func releasesDecideTheEra(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    func random() -> IOSVersion {
      IOSVersion(Int.random(in: 8...30, using: &rng), Int.random(in: 0...9, using: &rng))
    }
    for _ in 0..<300 {
      let (iOS, sdk) = (random(), Bool.random(using: &rng) ? random() : nil)
      let linked = sdk ?? iOS
      for kind in ViewKind.allCases {
        let expected: UpdateProfile
        let new = iOS >= IOSVersion(16, 4)
        switch kind {
        case .collection:
          expected =
            iOS < IOSVersion(13)
            ? .classic : (new && linked >= IOSVersion(16, 4) ? .consolidated : .recovering)
        case .table: expected = new ? .consolidated : .classic
        }
        let configuration = ViewConfiguration(iOS: iOS, linkedSDK: sdk)
        #expect(configuration.era(for: kind) == expected, "\(kind) iOS \(iOS) SDK \(linked)")
        let effective = configuration.effectiveVersion(for: kind)
        let range = expected.versions(for: kind)
        #expect(range.contains(effective))
        if range.contains(iOS) { #expect(effective == iOS) }
        let logs = kind == .collection && expected == .recovering
        #expect(
          configuration.release(for: kind).outcome(of: .invalidItemCount, kind: kind)
            == (logs ? .logsAndReloads : .raises))
        for code in [BatchUpdateError.Code.invalidSectionCount, .insertItemOutOfRange] {
          #expect(configuration.release(for: kind).outcome(of: code, kind: kind) == .raises)
        }
      }
    }
    for profile in UpdateProfile.allCases {
      for kind in ViewKind.allCases {
        #expect(ViewConfiguration(profile: profile).era(for: kind) == profile)
        #expect(
          ViewConfiguration(profile: profile).effectiveVersion(for: kind)
            == profile.newestVersion(for: kind))
      }
    }
  }

  /// The table's cells through a view: an item-count mismatch raises, or is logged and
  /// reloaded, by release; a view out of a window reads its "before" counts when a batch begins.
  @Test func releasesAndWindowsThroughAView() throws {
    func outcome(_ configuration: ViewConfiguration, _ kind: ViewKind) throws -> String {
      let model = ArrayDataSource(model: [.anonymous(count: 2)])
      let view = VirtualView(kind: kind, dataSource: model, configuration: configuration)
      try view.reloadData()
      model.model = [.anonymous(count: 3)]
      do {
        let result = try view.perform(BatchUpdate())
        if case .recovered = result.outcome { return "logs" }
        return "accepts"
      } catch {
        return "raises \(error.code.rawValue)"
      }
    }
    let v = { (text: String) in IOSVersion(parsing: text)! }
    #expect(
      try outcome(ViewConfiguration(iOS: v("12.4")), .collection) == "raises invalidItemCount")
    #expect(try outcome(ViewConfiguration(iOS: v("15")), .collection) == "logs")
    #expect(
      try outcome(ViewConfiguration(iOS: v("16.4")), .collection) == "raises invalidItemCount")
    #expect(
      try outcome(ViewConfiguration(iOS: v("17"), linkedSDK: v("16.2")), .collection) == "logs")
    #expect(try outcome(ViewConfiguration(iOS: v("15")), .table) == "raises invalidItemCount")
    // The model changes after a reload, then the app inserts the new item: in a window the
    // counts were read at the reload and the insert adds up; out of one they are read when the
    // batch begins, from the changed model, so the insert is one too many (R25).
    for inWindow in [true, false] {
      let model = ArrayDataSource(model: [.anonymous(count: 2)])
      let view = VirtualView(
        kind: .collection, dataSource: model,
        configuration: ViewConfiguration(iOS: v("17"), inWindow: inWindow))
      try view.reloadData()
      model.model = [.anonymous(count: 3)]
      let insert = BatchUpdate(insertItems: [IndexPath(item: 2, section: 0)])
      if inWindow {
        #expect(throws: Never.self) { try view.perform(insert) }
      } else {
        let error = #expect(throws: BatchUpdateError.self) { try view.perform(insert) }
        #expect(error?.code == .invalidItemCount)
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
