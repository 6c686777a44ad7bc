import Foundation
import ListKit
import ListReporting
import ListScenarios
import ListSimulator
import Synchronization
import Testing

// The names `ListKitSession.run` takes, so a test that imports `ListTesting` beside `ListUIKit`
// can name a release.
@_exported import struct ListKit.IOSVersion
@_exported import struct ListSimulator.UIKitRelease
@_exported import struct ListSimulator.ViewConfiguration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recorded test session: every list view made in it runs on the UIKit release it names, and
/// records what it is asked to do; when one of them fails, the failure comes with the session so
/// far as a scenario file that replays it, and the failing step drawn as SVG.
///
/// - Under Swift Testing, both are attachments of the running test (`Attachment.record`: shown
///   in Xcode's report, written where `swift test --attachments-path` says).
/// - With the environment variable `LISTKIT_ATTACHMENTS` naming a folder (any runner, XCTest
///   included), both are written there, and the failure's message names the files.
///
/// The `.uikit(iOS:linkedSDK:strict:)` trait runs each test in a session; a test can also open
/// one itself:
///
/// ```swift
/// try await ListKitSession.run(UIKitRelease(iOS: IOSVersion(16, 4))) {
///   let screen = InboxViewController()
///   screen.loadViewIfNeeded()
/// }
/// ```
public enum ListKitSession {
  /// The folder the environment variable `LISTKIT_ATTACHMENTS` names, if any.
  public static var environmentFolder: String? {
    guard let value = getenv("LISTKIT_ATTACHMENTS") else { return nil }
    let path = String(cString: value)
    return path.isEmpty ? nil : path
  }

  /// The sessions saved in `folder` (the `.json` files a session wrote there, by name), loaded.
  ///
  /// - Throws: `ScenarioFormatError` for a file that is not a scenario.
  public static func savedScenarios(in folder: String) throws -> [Scenario] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return try names.filter { $0.hasPrefix("listkit-") && $0.hasSuffix(".json") }.sorted().map {
      try Scenario.load(
        contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent($0)))
    }
  }

  /// The session of this task, if one runs.
  @TaskLocal static var current: _SessionRecords?

  /// Runs `body` in a session: views made in it take `configuration` when their creator names
  /// none (`nil`: the enclosing scope's, or the default), and record their sessions; failing
  /// sessions are written to `attachmentsFolder` (by default the folder `LISTKIT_ATTACHMENTS`
  /// names, if any).
  public static func run<R>(
    _ configuration: ViewConfiguration? = nil, name: String = "session",
    attachmentsFolder: String? = ListKitSession.environmentFolder,
    isolation: isolated (any Actor)? = #isolation,
    _ body: nonisolated(nonsending) () async throws -> R
  ) async rethrows -> R {
    let records = _SessionRecords(name: name, folder: attachmentsFolder)
    let outer = VirtualView.creationObserver
    let observer: @Sendable (VirtualView) -> Void = { view in
      outer?(view)
      records.add(view)
    }
    let outerDataSource = SessionHooks.dataSourceCreated
    let dataSourceObserver: @Sendable (any SessionRecordable) -> Void = { dataSource in
      outerDataSource?(dataSource)
      dataSource.accept(_SessionRecorderVisitor(records: records))
    }
    let scoped = configuration ?? ViewConfiguration.scoped
    return try await $current.withValue(
      records,
      operation: {
        try await VirtualView.$creationObserver.withValue(
          observer,
          operation: {
            try await SessionHooks.$dataSourceCreated.withValue(
              dataSourceObserver,
              operation: {
                try await ViewConfiguration.$scoped.withValue(
                  scoped,
                  operation: {
                    do {
                      let result = try await body()
                      await records.attachFailures()
                      return result
                    } catch {
                      await records.attachFailures()
                      throw error
                    }
                  }, isolation: isolation)
              }, isolation: isolation)
          }, isolation: isolation)
      }, isolation: isolation)
  }

  /// ``run(_:name:attachmentsFolder:isolation:_:)`` on `release` (with the package's strict checks): a test with
  /// `@Test(arguments: UIKitRelease.supported(from: IOSVersion(15)))` runs its body on every
  /// release an app supports.
  public static func run<R>(
    _ release: UIKitRelease, name: String = "session",
    attachmentsFolder: String? = ListKitSession.environmentFolder,
    isolation: isolated (any Actor)? = #isolation,
    _ body: nonisolated(nonsending) () async throws -> R
  ) async rethrows -> R {
    try await run(
      ViewConfiguration(iOS: release.iOS, linkedSDK: release.linkedSDK), name: name,
      attachmentsFolder: attachmentsFolder, isolation: isolation, body)
  }
}

/// Attaches a session's recorder to each diffable data source made in it.
struct _SessionRecorderVisitor: SessionVisitor {
  let records: _SessionRecords
  func visit<S, I, V>(_ dataSource: DiffableDataSource<S, I, V>) { records.add(dataSource) }
}

/// The views of one session and their recorders.
final class _SessionRecords: Sendable {
  struct Entry: @unchecked Sendable {
    weak var view: VirtualView?
    let recorder: ScenarioRecorder
    /// Where its files go (without the extension), once a failure named them.
    var path: String?
  }
  let name: String
  /// Where failing sessions are written, if anywhere.
  let folder: String?
  let entries = Mutex<[Entry]>([])
  let attached = Mutex<Set<Int>>([])

  init(name: String, folder: String?) { (self.name, self.folder) = (name, folder) }

  func add(_ view: VirtualView) {
    let recorder = ScenarioRecorder(
      name: name,
      about: "Recorded by ListKitSession: what the view was asked to do, up to the failure.")
    recorder.record(base: view)
    entries.withLock { $0.append(Entry(view: view, recorder: recorder)) }
  }

  func add<S, I, V>(_ dataSource: DiffableDataSource<S, I, V>) {
    let recorder = ScenarioRecorder(
      name: name,
      about: "Recorded by ListKitSession: what the diffable data source ran, up to the failure.")
    recorder.record(dataSource)
    entries.withLock { $0.append(Entry(view: dataSource.view.engine, recorder: recorder)) }
  }

  /// The index of the session whose last failing step failed with `message`.
  func session(failingWith message: String) -> Int? {
    let scenarios = entries.withLock { $0.map(\.recorder.scenario) }
    return scenarios.indices.last { index in
      guard let failing = scenarios[index].steps.last(where: { $0.expect.outcome != .accepted }),
        let text = failing.expect.message
      else { return false }
      return message.hasPrefix(text) || message == text
    }
  }

  /// A file name for a session: the session's name made safe, and its number.
  func fileStem(_ index: Int) -> String {
    let safe = name.unicodeScalars.map {
      CharacterSet.alphanumerics.contains($0) ? Character($0) : "-"
    }
    var stem = String(String(safe).prefix(60))
    while stem.hasSuffix("-") { stem.removeLast() }
    return "listkit-\(stem)-\(index + 1)"
  }

  /// Words for the failure's message: where the session's files are (written now: the
  /// scenario; the drawing follows when the session ends).
  func note(for message: String) -> String? {
    guard let index = session(failingWith: message) else { return nil }
    let scenario = entries.withLock { $0[index].recorder.scenario }
    if let folder {
      let stem = (folder as NSString).appendingPathComponent(fileStem(index))
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
        try Data(scenario.jsonText().utf8).write(to: URL(fileURLWithPath: stem + ".json"))
      } catch {
        return " (the session could not be saved to \(folder): \(error.localizedDescription))"
      }
      entries.withLock { $0[index].path = stem }
      return
        " (session saved: \(stem).json, replay it with `listkit replay`; the failing step drawn: \(stem).svg)"
    }
    return Test.current != nil
      ? " (the session so far and the failing step, drawn, are attached to this test)" : nil
  }

  /// Attaches (and writes, with `LISTKIT_ATTACHMENTS`) every failing session of this scope.
  func attachFailures() async {
    let all = entries.withLock { $0 }
    for (index, entry) in all.enumerated() {
      let scenario = entry.recorder.scenario
      guard let failing = scenario.steps.firstIndex(where: { $0.expect.outcome != .accepted }),
        attached.withLock({ $0.insert(index).inserted })
      else { continue }
      let json = scenario.jsonText()
      let svg = await scenario.diagram(step: failing + 1)?.svg()
      let stem = fileStem(index)
      if Test.current != nil {
        Attachment.record(json, named: stem + ".json")
        if let svg { Attachment.record(svg, named: stem + ".svg") }
      }
      if let folder {
        let path = entry.path ?? (folder as NSString).appendingPathComponent(stem)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(json.utf8).write(to: URL(fileURLWithPath: path + ".json"))
        if let svg { try? Data(svg.utf8).write(to: URL(fileURLWithPath: path + ".svg")) }
      }
    }
  }
}
