import Foundation
import ListKit
import ListSimulator

/// What triage read in a text: one list-update exception (or logged failure), its rule, its view
/// and the numbers its words carry.
public struct TriageFinding: Sendable, Hashable {
  /// The rule of the catalogue (`R2`, `R2b`, `D1`…, `—` for the package's own checks).
  public var rule: String
  /// The stable error code (`invalidItemCount`), as scenario files and `BatchUpdateError` name it.
  public var code: String
  /// The kind of view, when the words tell it (`items` or `rows`, `collection view`).
  public var view: ViewKind?
  /// Whether it is a diffable data source's failure (part D of the catalogue).
  public var isDiffable: Bool
  /// The reason as found in the text, white space folded.
  public var quoted: String
  /// The numbers read, by name (`section`, `before`, `after`, `inserted`, `deleted`, `movedIn`,
  /// `movedOut`, `item`, `count`…).
  public var numbers: [String: Int]
  /// Index paths read, by name (`path`, `from`, `to`, `first`, `second`).
  public var indexPaths: [String: IndexPath]
  /// Texts read, by name (`identifiers`, `updates`, `when`, `variant`).
  public var texts: [String: String]
  /// What the text should have carried and did not (a truncated or mangled message): the parts
  /// that could not be read. Empty when the message is whole.
  public var unread: [String]
  /// Where the reason starts in the folded text (findings are in text order).
  public var offset: Int
}

/// Reads list-update exceptions in any text: a crash report, a console log, a bare reason.
extension Character {
  /// `0` to `9`.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

enum _TriageReader {
  /// The text with every run of white space (and the `\n`, `\t` escapes of a JSON-quoted log)
  /// folded into one space: crash reporters flatten line breaks, consoles keep them, and the
  /// same reason must read the same either way.
  static func fold(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    var iterator = text.makeIterator()
    var lookahead: Character? = nil
    func next() -> Character? {
      if let c = lookahead {
        lookahead = nil
        return c
      }
      return iterator.next()
    }
    while let c = next() {
      var isSpace = c.isWhitespace
      if c == "\\" {
        let following = next()
        if following == "n" || following == "t" || following == "r" {
          isSpace = true
        } else {
          lookahead = following
        }
      }
      if isSpace {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace {
        result.append(" ")
        pendingSpace = false
      }
      result.append(c)
    }
    return result
  }

  /// The largest count or index triage does arithmetic on: what a view holds
  /// (`VirtualView.largestCount`); a larger number in a text is read as text.
  static let largestNumber = Int(Int32.max)

  /// An index path as UIKit describes it: `<NSIndexPath: 0xc000000000000016> {length = 2, path =
  /// 0 - 3}`.
  static let indexPath = #"<NSIndexPath:? ?[^>]*> ?\{length = 2, path = (\d+) - (\d+)\}"#

  struct Pattern: Sendable {
    let rule: String
    let code: String
    let diffable: Bool
    let source: String
    /// Names of the captures that must be present for the reason to be whole.
    let required: [String]

    init(
      _ rule: String, _ code: String, diffable: Bool = false, _ pattern: String,
      required: [String] = []
    ) {
      self.rule = rule
      self.code = code
      self.diffable = diffable
      self.source = pattern
      self.required = required
    }
  }

  static let ip = indexPath
  static let noun = "(?<noun>items?|rows?)"
  static let view = "(?<view>collection|table) view"

  /// Every wording the simulator prints and the ones users quote, most specific first (a reason
  /// is claimed by the first pattern that reads it).
  static let patterns: [Pattern] = [
    // Counts.
    Pattern(
      "R2b", "invalidItemCount",
      #"Invalid batch updates detected: the number of sections and/or "# + noun
        + #" returned by the data source before (?<when>and/or|and) after performing the batch updates are inconsistent with the updates\.?(?: Data source before updates = \{ (?<bn>\d+) sections? with (?:item|row) counts: \[(?<before>[\d, ]*)\] \})?(?: Data source after updates = \{ (?<an>\d+) sections? with (?:item|row) counts: \[(?<after>[\d, ]*)\] \})?(?: Updates = \[(?<updates>[^\]]*)\])?(?: (?<viewname>Collection|Table) view: <)?"#,
      required: ["before", "after", "updates"]),
    Pattern(
      "R1", "invalidSectionCount",
      #"(?:Invalid update: )?invalid number of sections\. The number of sections contained in the "#
        + view
        + #" after the update \((?<after>\d+)\)(?: must be equal to the number of sections contained in the (?:collection|table) view before the update \((?<before>\d+)\))?(?:, plus or minus the number of sections inserted or deleted \((?<inserted>\d+) inserted, (?<deleted>\d+) deleted\))?\.?"#,
      required: ["before", "inserted"]),
    Pattern(
      "R1", "invalidSectionCount",
      #"(?:Invalid update: )?invalid number of sections\b"#, required: ["after"]),
    Pattern(
      "R2", "invalidItemCount",
      #"(?:Invalid update: )?invalid number of "# + noun
        + #" in section (?<section>\d+)\.(?: The number of (?:items|rows) contained in an existing section after the update \((?<after>\d+)\))?(?: must be equal to the number of (?:items|rows) contained in that section before the update \((?<before>\d+)\))?(?:, plus or minus the number of (?:items|rows) inserted or deleted from that section \((?<inserted>\d+) inserted, (?<deleted>\d+) deleted\))?(?: and plus or minus the number of (?:items|rows) moved into or out of that section \((?<movedIn>\d+) moved in, (?<movedOut>\d+) moved out\))?\.?(?<recovering> - will perform reloadData)?"#,
      required: ["after", "before", "inserted"]),
    Pattern(
      "R2", "invalidItemCount",
      #"The number of "# + noun
        + #" contained in an existing section after the update \((?<after>\d+)\) must be equal to the number of (?:items|rows) contained in that section before the update \((?<before>\d+)\)(?:, plus or minus the number of (?:items|rows) inserted or deleted from that section \((?<inserted>\d+) inserted, (?<deleted>\d+) deleted\))?(?: and plus or minus the number of (?:items|rows) moved into or out of that section \((?<movedIn>\d+) moved in, (?<movedOut>\d+) moved out\))?\.?"#,
      required: ["section", "inserted"]),
    // Ranges.
    Pattern(
      "R3", "insertItemOutOfRange",
      #"attempt to insert "# + noun
        + #" (?<item>\d+) into section (?<section>\d+), but there are only (?<count>\d+) (?:items|rows) in section \d+ after the update"#
    ),
    Pattern(
      "R3", "insertItemOutOfRange",
      #"attempt to insert "# + noun
        + #" (?<item>\d+) into section (?<section>\d+), but there are only (?<sections>\d+) sections after the update"#
    ),
    Pattern(
      "R4", "deleteItemOutOfRange",
      #"attempt to delete "# + noun
        + #" (?<item>\d+) from section (?<section>\d+) which only contains (?<count>\d+) (?:items|rows) before the update"#
    ),
    Pattern(
      "R4", "deleteItemOutOfRange",
      #"attempt to delete "# + noun
        + #" (?<item>\d+) from section (?<section>\d+), but there are only (?<sections>\d+) sections before the update"#
    ),
    Pattern(
      "R5", "insertSectionOutOfRange",
      #"attempt to insert section (?<section>\d+) but there are only (?<sections>\d+) sections after the update"#
    ),
    Pattern(
      "R6", "deleteSectionOutOfRange",
      #"attempt to delete section (?<section>\d+), but there are only (?<sections>\d+) sections before the update"#
    ),
    Pattern(
      "—", "moveSectionOutOfRange",
      #"attempt to move section (?<from>\d+) to section (?<to>\d+), but there are only (?<before>\d+) sections before the update and (?<after>\d+) sections after the update"#
    ),
    Pattern(
      "R13", "moveItemOutOfRange",
      #"attempt to move index path \("# + ip + #"\) to index path \("# + ip
        + #"\) that does not exist - there are only (?<count>\d+) "# + noun
        + #" in section (?<section>\d+) after the update"#),
    Pattern(
      "R13", "moveItemOutOfRange",
      #"attempt to move index path \("# + ip
        + #"\) that does not exist - there are only (?<count>\d+) "#
        + noun + #" in section (?<section>\d+) before the update"#),
    Pattern(
      "—", "reconfigureItemOutOfRange",
      #"attempt to reconfigure "# + noun
        + #" (?<item>\d+) in section (?<section>\d+), which (?:only contains (?<count>\d+) (?:items|rows)|does not exist) before the update"#
    ),
    Pattern(
      "—", "invalidIndexPath",
      #"attempt to (?<operation>\w+) the index path \[(?<indexes>[-\d, ]*)\] with \d+ index(?:es)?: (?:item|row) index paths have exactly two"#
    ),
    // Collisions.
    Pattern(
      "R8", "deleteAndReloadSameIndexPath",
      #"attempt to delete and reload the same index path \("# + ip + #"\)"#),
    Pattern(
      "R8", "deleteAndReloadSameIndexPath",
      #"attempt to delete and reload the same section \((?<section>\d+)\)"#),
    Pattern(
      "R9", "deleteAndMoveFromSameIndexPath",
      #"attempt to perform a delete and a move from the same index path \("# + ip + #"\)"#),
    Pattern(
      "R16", "deleteAndMoveSameSection",
      #"attempt to perform a delete and a move from the same section \((?<section>\d+)\)"#),
    Pattern(
      "R10", "insertAndMoveToSameIndexPath",
      #"attempt to perform an insert and a move to the same index path \("# + ip + #"\)"#),
    Pattern(
      "R17", "insertAndMoveToSameSection",
      #"attempt to perform an insert and a move to the same section \((?<section>\d+)\)"#),
    Pattern(
      "R11", "moveToSameIndexPathTwice",
      #"attempt to move both "# + noun + #" at index path "# + ip + " and " + ip + " to " + ip),
    Pattern(
      "R12", "moveFromSameIndexPathTwice",
      #"attempt to move the "# + noun + #" at index path \("# + ip + #"\) to two destinations: "#
        + ip + " and " + ip),
    Pattern(
      "—", "moveSectionTwice",
      #"attempt to move (?:section (?<section>\d+) to two destinations|two sections to section (?<target>\d+)) in one update"#
    ),
    Pattern(
      "R14", "moveIntoInsertedSection",
      #"cannot move an? (?<noun>row|item) into a newly inserted section \((?<section>\d+)\)"#),
    Pattern(
      "R15", "moveFromDeletedSection",
      #"cannot move an? (?<noun>row|item) from a deleted section(?: \((?<section>\d+)\))?"#,
      required: ["section"]),
    // The package's strict checks.
    Pattern(
      "R18", "itemChangeInMovedSection",
      #"(?<noun>Item|Row) operations in section (?<section>\d+), which is moved \((?<from>\d+) -> (?<to>\d+)\) in the same update"#
    ),
    Pattern(
      "R19", "reloadSectionsInBatch",
      #"reloadSections \[(?<sections>[\d, ]*)\] combined with other operations in one batch update is unsafe"#
    ),
    Pattern(
      "R20", "reconfigureOfChangedItem",
      #"attempt to reconfigure the "# + noun + #" at index path \("# + ip
        + #"\), which is (?<what>[a-z ]+?) in the same update"#),
    Pattern(
      "R21", "itemChangeInDeletedSection",
      #"attempt to (?<operation>\w+) "# + noun
        + #" (?<item>\d+) in section (?<section>\d+), which is deleted in the same update"#),
    Pattern(
      "R22", "itemInsertInInsertedSection",
      #"attempt to insert "# + noun
        + #" (?<item>\d+) into section (?<section>\d+), which is itself inserted in the same update"#
    ),
    Pattern(
      "R23", "duplicateIndexPath",
      #"attempt to delete the same index path \("# + ip + #"\) twice in one update"#),
    Pattern(
      "R23", "duplicateIndexPath",
      #"attempt to delete section (?<section>\d+) twice in one update"#),
    Pattern(
      "R24", "reloadDataInBatch",
      #"reloadData\(\) called inside a batch update; UIKit crashes or leaves the "# + view),
    Pattern(
      "R26", "globalIndexOutOfRange",
      #"request for index path for global index (?<index>\d+) when there are only (?<total>\d+) "#
        + noun + " in the " + view),
    Pattern(
      "R26", "globalIndexOutOfRange",
      #"request for number of items (?:in|before) section (?<section>\d+) when there are only (?<sections>\d+) sections in the (?<view>collection) view"#
    ),
    Pattern(
      "R26", "globalIndexOutOfRange",
      #"(?<view>UICollectionView) received layout attributes for a cell with an index path that does not exist: "#
        + ip),
    Pattern(
      "—", "displayMismatch",
      #"after the update the "# + view + #" shows (?<shown>.+?) at "# + ip
        + #" but the data source has (?<expected>.+?) there"#),
    Pattern(
      "—", "staleContent",
      #"after the update the "# + view + #" shows (?<shown>.+?) at "# + ip
        + #" configured with content"#),
    Pattern(
      "—", "endUpdatesWithoutBeginUpdates",
      #"endUpdates\(\) called without a matching beginUpdates\(\)"#),
    Pattern("—", "noDataSource", #"the "# + view + #" has no data source"#),
    // Exceptions of the list views that no batch raises: explained, not rebuilt.
    Pattern(
      "R19", "reloadSectionsInBatch", #"attempt to create view animation for nil view"#),
    Pattern(
      "—", "cellWithoutReuseIdentifier",
      #"the (?:cell|view) returned from -(?<view>collection|table)View:cellFor(?:Item|Row)AtIndexPath: does not have a reuseIdentifier"#
    ),
    Pattern(
      "—", "dequeueUnregistered",
      #"(?:could not dequeue a view of kind: (?<kind>\w+)|unable to dequeue a cell) with identifier (?<identifier>\S+) - must register a nib or a class for the identifier"#
    ),
    Pattern(
      "—", "dequeueWithoutRequest",
      #"Expected dequeued view to be returned to the collection view in preparation for display"#),
    Pattern(
      "—", "tableSectionMap",
      #"UITableView internal bug: unable to generate a new section map with old section count: (?<before>\d+) and new section count: (?<after>\d+)"#
    ),
    Pattern(
      "R26", "invalidSectionRequest",
      #"(?:request for rect of (?:header|footer) in invalid section \((?<section>\d+)\)|Requested the number of rows for section \((?<section2>\d+)\) which is out of bounds)"#
    ),
    Pattern(
      "—", "tooManyUpdateAnimations",
      #"too many update animations on one view - limit is (?<limit>\d+) in flight at a time"#),
    Pattern(
      "—", "visibleCellsDuringUpdate",
      #"Attempted to access the table view's visibleCells while they were in the process of being updated"#
    ),
    Pattern(
      "D19", "applyDeadlock", diffable: true,
      #"Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted"#
    ),
    Pattern(
      "D19", "applyNotThreadConfined", diffable: true,
      #"applying updates in a non-thread confined manner is dangerous"#),
    Pattern(
      "—", "snapshotSectionMismatch", diffable: true,
      #"Invalid parameter not satisfying: (?:initialSnapshot|dataSourceSnapshot)\.numberOfSections == (?:initialSections|sectionIdentifiers)\.count"#
    ),
    Pattern(
      "—", "sectionIdentifierNotFound", diffable: true,
      #"Section identifier was not found\. You can verify the section exists"#),
    // Diffable data sources.
    Pattern(
      "D18", "mutationOnDiffableView",
      #"(?<viewname>UICollectionView|UITableView) must be updated via the (?:UICollectionView|UITableView)DiffableDataSource APIs when acting as the (?:UICollectionView|UITableView)'s dataSource"#
    ),
    Pattern(
      "D1", "duplicateItemIdentifiers", diffable: true,
      #"(?:Fatal: )?supplied item identifiers are not unique\.(?: Duplicate identifiers: \{\(?(?<identifiers>.*?)\)?\})?"#,
      required: ["identifiers"]),
    Pattern(
      "D3", "duplicateSectionIdentifiers", diffable: true,
      #"(?:Fatal: )?supplied section identifiers are not unique\.(?: Duplicate identifiers: \{\((?<identifiers>.*?)\)\})?"#
    ),
    Pattern(
      "D1", "duplicateItemIdentifiers", diffable: true,
      #"Fatal: supplied identifiers are not unique\."#),
    Pattern(
      "D2", "duplicateOutlineItems", diffable: true,
      #"Identifiers in a section snapshot must be unique\. Duplicate item identifiers: \{\((?<identifiers>.*?)\)\}"#
    ),
    Pattern(
      "D4", "duplicateSectionIdentifiers", diffable: true,
      #"Section identifier count does not match data source count\."#),
    Pattern(
      "D4", "duplicateSectionIdentifiers", diffable: true,
      #"Diffable data source detected an attempt to insert or append (?<count>\d+) section identifiers? that already exists? in the snapshot"#
    ),
    Pattern(
      "D16", "itemAlreadyExists", diffable: true,
      #"Diffable data source detected an attempt to insert or append (?<count>\d+) item identifiers? that already exists? in the snapshot"#
    ),
    Pattern(
      "D5", "noSections", diffable: true,
      #"There are currently no sections in the data source\. Please add a section first\."#),
    Pattern(
      "D13", "reloadUnknownItem", diffable: true,
      #"(?:Attempted to reload item identifier that does not exist in the snapshot|Invalid item identifier specified for reload)(?:: (?<identifier>[^'"]+?)(?= \*\*\*| \(|'|"|$| Last Exception| First throw))?"#
    ),
    Pattern(
      "D14", "reconfigureUnknownItem", diffable: true,
      #"Attempted to reconfigure item identifier that does not exist in the snapshot: (?<identifier>[^'"]+?)(?= \*\*\*| \(|'|"|$| Last Exception| First throw)"#
    ),
    Pattern(
      "D15", "unknownSection", diffable: true,
      #"(?:Attempted to reload section identifier that does not exist in the snapshot|Invalid section identifier for reload specified): (?<identifier>[^'"]+?)(?= \*\*\*| \(|'|"|$| Last Exception| First throw)"#
    ),
    Pattern(
      "D9", "duplicateSectionIdentifiers", diffable: true,
      #"Invalid update: destination for section operation \[(?<identifier>[^\]]*)\] is in the inserted section list"#
    ),
    Pattern(
      "D12", "itemRelativeToItself", diffable: true,
      #"Invalid update: destination for item move is the same as the source"#),
    Pattern(
      "D6", "unknownSection", diffable: true,
      #"Invalid parameter not satisfying: (?<parameter>section|insertIndex|fromSection|toSection|fromIndex|toIndex|index) != NSNotFound"#
    ),
  ]

  /// Every reason in `text`, in the order they appear; the same reason repeated (a console
  /// prints the assertion and then the exception) is read once.
  static func read(_ text: String) -> [TriageFinding] {
    let folded = fold(text)
    var claimed: [Range<String.Index>] = []
    var found: [(String.Index, TriageFinding)] = []
    for pattern in patterns {
      // The patterns are the package's own, each compiled by the tests: one that did not
      // compile would read nothing rather than trap.
      guard let regex = try? Regex(pattern.source) else { continue }
      for match in folded.matches(of: regex) {
        let range = match.range
        if claimed.contains(where: { $0.overlaps(range) || $0 == range }) { continue }
        guard !range.isEmpty else { continue }
        claimed.append(range)
        found.append((range.lowerBound, finding(pattern, match, in: folded)))
      }
    }
    found.sort { $0.0 < $1.0 }
    var seen = Set<String>()
    return found.map(\.1).filter { seen.insert($0.quoted).inserted }
  }

  static func finding(
    _ pattern: Pattern, _ match: Regex<AnyRegexOutput>.Match, in folded: String
  ) -> TriageFinding {
    func capture(_ name: String) -> String? {
      match.output[name]?.substring.map(String.init)
    }
    var numbers: [String: Int] = [:]
    var texts: [String: String] = [:]
    var tooLarge: [String] = []
    for name in [
      "section", "before", "after", "inserted", "deleted", "movedIn", "movedOut", "item", "count",
      "sections", "from", "to", "target", "index", "total", "bn", "an",
    ] {
      guard let value = capture(name) else { continue }
      // A count or an index past what any view holds (UIKit's are 32-bit in practice) is read
      // as text: no arithmetic is ever done on it.
      if let number = Int(value), number <= Self.largestNumber {
        numbers[name] = number
      } else {
        texts[name] = value
        if value.allSatisfy(\.isASCIIDigit) { tooLarge.append(name) }
      }
    }
    for name in [
      "updates", "when", "identifiers", "identifier", "operation", "what", "parameter", "indexes",
      "shown", "expected", "viewname", "recovering",
    ] {
      if let value = capture(name) { texts[name] = value }
    }
    // R2b's counts are lists.
    if pattern.rule == "R2b" {
      for name in ["before", "after"] where numbers[name] != nil || texts[name] != nil {
        texts[name] = capture(name)
        numbers[name] = nil
      }
    }
    // Index paths, in the order the pattern names them.
    var paths: [IndexPath] = []
    let text = String(folded[match.range])
    for pathMatch in text.matches(of: /path = (\d+) - (\d+)\}/) {
      if let s = Int(pathMatch.output.1), let i = Int(pathMatch.output.2),
        s <= Self.largestNumber, i <= Self.largestNumber
      {
        paths.append(IndexPath(item: i, section: s))
      } else {
        tooLarge.append("an index path")
      }
    }
    var indexPaths: [String: IndexPath] = [:]
    let names: [String] =
      switch pattern.code {
      case "moveItemOutOfRange": paths.count == 2 ? ["from", "to"] : ["from"]
      case "moveToSameIndexPathTwice": ["first", "second", "to"]
      case "moveFromSameIndexPathTwice": ["from", "first", "second"]
      default: ["path"]
      }
    for (name, path) in zip(names, paths) { indexPaths[name] = path }

    var view: ViewKind?
    if let noun = capture("noun")?.lowercased() {
      view = noun.hasPrefix("row") ? .table : .collection
    }
    if let named = capture("view")?.lowercased() {
      view = named.hasPrefix("table") ? .table : .collection
    }
    if let named = capture("viewname") {
      view = named.hasPrefix("UITable") || named == "Table" ? .table : .collection
    }
    let unread =
      pattern.required.filter { numbers[$0] == nil && texts[$0] == nil }
      + tooLarge.map { "\($0) (too large for a view)" }
    // The consolidated text words both counts alike: the section counts decide which it is.
    var code = pattern.code
    if pattern.rule == "R2b", let before = TriageFinding.list(texts["before"]),
      let after = TriageFinding.list(texts["after"]),
      let update = texts["updates"].flatMap(TriageFinding.updates)
    {
      code = TriageFinding.consolidatedCode(before, update, after)
    }
    return TriageFinding(
      rule: pattern.rule, code: code, view: view, isDiffable: pattern.diffable,
      quoted: text, numbers: numbers, indexPaths: indexPaths, texts: texts, unread: unread,
      offset: folded.distance(from: folded.startIndex, to: match.range.lowerBound))
  }
}
