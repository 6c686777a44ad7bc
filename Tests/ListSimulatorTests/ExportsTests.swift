import ListSimulator
import Testing

/// `import ListSimulator` alone brings Foundation and ListKit, as `import UIKit` brings
/// Foundation: this file imports nothing else.
@Suite struct ImportTests {
  @Test func foundationAndSnapshotsComeWithTheSimulator() throws {
    let paths: [IndexPath] = [IndexPath(item: 0, section: 0)]
    let sections = IndexSet([0, 2])
    let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    var snapshot = DiffableDataSourceSnapshot<String, UUID>()
    snapshot.appendSections(["main"])
    #expect(paths.count == 1 && sections.count == 2 && frame.width == 320)
    #expect(snapshot.numberOfSections == 1)
  }
}
