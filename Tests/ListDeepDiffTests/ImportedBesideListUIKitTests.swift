import ListDeepDiff
import ListUIKit
import Testing

/// DeepDiff's names used as apps use them, with ListUIKit imported beside: no name of the core
/// (re-exported by ListUIKit) makes them ambiguous.
@Suite struct ImportedBesideListUIKitTests {
  @Test func deepDiffNamesAreNotAmbiguous() {
    let move: Move<Int>? = diff(old: [1, 2], new: [2, 1]).first?.move
    let heckel = Heckel<Int>()
    #expect(move?.fromIndex == 1)
    #expect(heckel.diff(old: [1], new: [1]).isEmpty)
  }
}
