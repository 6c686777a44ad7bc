/// A section controller the fuzzer can ask to add a cell the right way (a `performBatch` that
/// updates its model and inserts).
@MainActor
public protocol ListAdapterFuzzable: AnyObject {
  func fuzzAddItem()
}
