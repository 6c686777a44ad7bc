import Foundation
import ListSimulator
import Testing

@MainActor @Suite struct ReadmeExampleTests {
  /// The example on the README's first screen, verbatim, with the error it shows.
  @Test func readmeExampleRaisesUIKitsMessage() throws {
    let error = #expect(throws: BatchUpdateError.self) {
      let model = ArrayDataSource(sections: [["a", "b", "c", "d", "e", "f"]])
      let view = VirtualCollectionView(dataSource: model)
      try view.reloadData()
      model.sections = [["d", "e", "f", "g", "h", "i"]]
      try view.performBatchUpdates {
        try view.deleteItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        // New indexes, not 3..<6:
        try view.insertItems(at: (6..<9).map { IndexPath(item: $0, section: 0) })
      }
      // BatchUpdateError insertItemOutOfRange (R3):
      // attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update
    }
    #expect(error?.code == .insertItemOutOfRange)
    #expect(error?.rule == "R3")
    #expect(
      error?.message
        == "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"
    )
  }
}
