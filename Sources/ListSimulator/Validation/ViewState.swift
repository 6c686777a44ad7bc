import Foundation
import ListKit

/// What a view knows: its cached counts and, where the data source tells, the identities it shows.
struct _ViewState: Sendable {
  var counts: [Int] = []
  /// Per section, the identities shown; `nil` where the data source gave none.
  var columns: [_Column?] = []

  var itemCount: Int { counts.reduce(0, +) }
}
