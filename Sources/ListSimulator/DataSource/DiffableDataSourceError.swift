import Foundation
import ListKit

/// Errors of the data source itself (snapshot errors are thrown as `SnapshotError`).
public enum DiffableDataSourceError: ListError, Hashable {
  /// A batch the diff engine produced was rejected by the view: a bug of this package. The view
  /// was reloaded back to the previous snapshot.
  case engineBatchRejected(BatchUpdateError, batch: BatchUpdate)
  /// D19: a supplementary view was requested without a provider.
  case noSupplementaryViewProvider(kind: String, indexPath: IndexPath)
  /// An interactive move or outline toggle named something that is not there.
  case invalidInteraction(String)

  /// The stable code: the view's for a rejected batch; otherwise the case name.
  public var stableCode: String {
    switch self {
    case .engineBatchRejected(let error, _): error.code.rawValue
    case .noSupplementaryViewProvider: "noSupplementaryViewProvider"
    case .invalidInteraction: "invalidInteraction"
    }
  }

  /// What went wrong; for D19, UIKit's assertion message.
  public var message: String {
    switch self {
    case .engineBatchRejected(let error, let batch):
      "ListKit bug: the diff engine produced a batch the view rejects. View: \(error.message) Batch: \(batch.description.replacingOccurrences(of: "\n", with: "; "))"
    case .noSupplementaryViewProvider:
      "Invalid parameter not satisfying: self.supplementaryViewProvider || (self.supplementaryReuseIdentifierProvider && self.supplementaryViewConfigurationHandler)"
    case .invalidInteraction(let message): message
    }
  }

  /// `stableCode: message`.
  public var description: String { "\(stableCode): \(message)" }

  /// ``stableCode`` under its former name.
  @available(*, deprecated, renamed: "stableCode")
  public var code: String { stableCode }

  /// The rule broken: the view's rule for a rejected batch, `D19`, or `—`.
  public var rule: String {
    switch self {
    case .engineBatchRejected(let error, _): error.rule
    case .noSupplementaryViewProvider: "D19"
    case .invalidInteraction: "—"
    }
  }

  /// Whether ``message`` is UIKit's own text (only for `noSupplementaryViewProvider`).
  public var isUIKitMessage: Bool {
    switch self {
    case .engineBatchRejected: false
    case .noSupplementaryViewProvider: true
    case .invalidInteraction: false
    }
  }

  /// ``message``, whatever the version: a rejected batch's text is the view's error in the words
  /// of the release the view was configured with, fixed when the view raised it; D19's and an
  /// interaction's texts did not change between releases.
  public func message(on version: IOSVersion?) -> String { message }
}
