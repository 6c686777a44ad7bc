import Foundation
import ListKit
import ListScenarios
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Mutated scenario files through every door of the command line: each run must exit 0, 1, 64 or
/// 65, never trap. The campaign runs in a child process (an exit test), so a trap ends the child
/// and fails the test instead of the test runner; before each run the child writes the file and
/// the command it is about to try to a log, which names the culprit when it dies.
@Suite struct MutationTests {
  /// Cases per seed: 300, or `LISTKIT_MUTATION_CASES` for a long campaign
  /// (`LISTKIT_MUTATION_CASES=20000 swift test --filter MutationTests`).
  static let cases =
    ProcessInfo.processInfo.environment["LISTKIT_MUTATION_CASES"].flatMap {
      Int($0)
    }.map { min(max(1, $0), 1_000_000) } ?? 300

  @Test(arguments: [UInt64(20_261_124), 7, 11])
  func mutatedScenariosNeverTrap(seed: UInt64) async throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listkit-mutation-\(seed)-\(UUID().uuidString).log")
    let path: String = log.path
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent]
    ) { [seed = seed as UInt64, path = path as String] in
      let code = await MutationCampaign(seed: seed, log: path, cases: MutationTests.cases).run()
      exit(code)
    }
    if result?.exitStatus != .exitCode(0) {
      let last = (try? String(contentsOf: log, encoding: .utf8)) ?? "(no log)"
      Issue.record("the last run before the child ended:\n\(last.suffix(3000))")
    }
  }
}

/// The campaign: seeded mutations of the files in `Scenarios/`.
struct MutationCampaign {
  let seed: UInt64
  let log: String
  let cases: Int

  func run() async -> Int32 {
    var rng = SplitMix64(seed: seed)
    let root = packageRoot.appendingPathComponent("Scenarios")
    let files =
      (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects
      as? [URL] ?? []).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    guard !files.isEmpty else { return 2 }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listkit-mutants-\(seed)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for k in 0..<cases {
      let source = files.randomElement(using: &rng)!
      guard let text = try? String(contentsOf: source, encoding: .utf8) else { return 2 }
      let mutant = Mutator.mutate(text, using: &rng)
      let file = folder.appendingPathComponent("mutant-\(k).json")
      try? mutant.write(to: file, atomically: true, encoding: .utf8)
      var doors: [[String]] = [
        ["replay", file.path], ["replay", file.path, "--trace"], ["replay", file.path, "--json"],
        ["diff", file.path, source.path],
      ]
      for step in 1...4 { doors.append(["explain", file.path, "--step", String(step)]) }
      for arguments in doors {
        let note =
          "case \(k) of seed \(seed), from \(source.lastPathComponent)\n$ listkit \(arguments.joined(separator: " "))\n\(mutant)\n"
        try? note.write(toFile: log, atomically: false, encoding: .utf8)
        let outcome = await runTool(arguments)
        guard [0, 1, 64, 65].contains(outcome.code) else {
          print("exit \(outcome.code): \(note)")
          return 3
        }
      }
    }
    // One folder of all the mutants: a bad file must not stop the others.
    let all = await runTool(["replay", folder.path])
    guard [0, 1, 65].contains(all.code),
      all.out.contains("\(cases) malformed")
        || all.out
          .split(separator: "\n").filter({
            $0.hasPrefix("PASS") || $0.hasPrefix("FAIL")
              || $0
                .hasPrefix("MALFORMED")
          }).count == cases
    else { return 4 }
    return 0
  }
}

/// Mutations of a scenario's JSON text: on its tree (types swapped, huge and negative numbers,
/// index paths of 0, 1 or 3 indexes) and on its text (bad escapes and surrogates, truncation,
/// duplicate keys, deep nesting).
enum Mutator {
  static let hostileNumbers: [JSONValue] = [
    .integer(.max), .integer(.min), .integer(-1), .integer(1 << 32), .integer((1 << 31) - 1),
    .number(1e300), .number(-0.0), .integer(0),
  ]
  static let hostileStrings = [
    #"\uD800\u0041"#, #"\uDC00"#, #"\uD800"#, #"\x"#, #"\u12"#, #"\uD83D\uDE00"#, #"\"#,
  ]

  static func mutate(_ text: String, using rng: inout SplitMix64) -> String {
    let count = Int.random(in: 1...3, using: &rng)
    var result = text
    for _ in 0..<count { result = once(result, using: &rng) }
    return result
  }

  static func once(_ text: String, using rng: inout SplitMix64) -> String {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0...4:
      guard var tree = try? JSONParser.parse(text) else { return text }
      var paths: [[Int]] = []
      collect(tree, at: [], into: &paths)
      guard let path = paths.randomElement(using: &rng) else { return text }
      tree = replace(tree, at: path[...]) { old in hostile(old, using: &rng) }
      return tree.jsonText
    case 5:
      // A hostile escape inside a string.
      guard let quote = text.indices.filter({ text[$0] == "\"" }).randomElement(using: &rng)
      else { return text }
      var copy = text
      copy.insert(
        contentsOf: hostileStrings.randomElement(using: &rng)!, at: text.index(after: quote))
      return copy
    case 6:
      return String(text.prefix(Int.random(in: 0...text.count, using: &rng)))
    case 7:
      // A duplicate key: the first key of the text repeated beside it.
      guard let range = text.range(of: #""name""#) else { return text }
      var copy = text
      copy.insert(contentsOf: #""name": "again", "#, at: range.lowerBound)
      return copy
    case 8:
      let depth = Int.random(in: 100...5000, using: &rng)
      return String(repeating: "[", count: depth) + text + String(repeating: "]", count: depth)
    default:
      // A wrong-shaped index path wherever an index path is.
      let shapes = ["[]", "[1]", "[0, 1, 2]", "[9223372036854775807, -9223372036854775808]"]
      return text.replacingOccurrences(of: "[0, 0]", with: shapes.randomElement(using: &rng)!)
    }
  }

  static func hostile(_ old: JSONValue, using rng: inout SplitMix64) -> JSONValue {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return hostileNumbers.randomElement(using: &rng)!
    case 1:
      // A type swap.
      let swaps: [JSONValue] = [
        .string("x"), .array([]), .object([]), .null, .bool(true), .integer(1),
      ]
      return swaps.filter { $0.typeName != old.typeName }.randomElement(using: &rng)!
    case 2:
      return .array([.integer(.max), .integer(.min), .integer(-1)])
    default:
      if case .array(let values) = old { return .array(values + values) }
      return .array([old, old])
    }
  }

  /// Every path (array indexes and object entry indexes) to a value of the tree.
  static func collect(_ value: JSONValue, at path: [Int], into paths: inout [[Int]]) {
    paths.append(path)
    switch value {
    case .array(let values):
      for (k, v) in values.enumerated() { collect(v, at: path + [k], into: &paths) }
    case .object(let pairs):
      for (k, pair) in pairs.enumerated() { collect(pair.value, at: path + [k], into: &paths) }
    default: break
    }
  }

  static func replace(
    _ value: JSONValue, at path: ArraySlice<Int>, _ change: (JSONValue) -> JSONValue
  ) -> JSONValue {
    guard let first = path.first else { return change(value) }
    switch value {
    case .array(var values):
      values[first] = replace(values[first], at: path.dropFirst(), change)
      return .array(values)
    case .object(var pairs):
      pairs[first].value = replace(pairs[first].value, at: path.dropFirst(), change)
      return .object(pairs)
    default: return value
    }
  }
}
