// What a test of list code needs beside the views, as UIKit brings it: Foundation (`IndexPath`,
// `IndexSet`, `CGRect`, `UUID`) and the snapshots and diff of ListKit — every public name of
// ListKit but `ContentEquatable`, which is also DifferenceKit's protocol: an app that imports the
// real DifferenceKit beside `ListUIKit` (which re-exports this module) must not meet two of them.
// Code that adopts ListKit's `ContentEquatable` (the original Lists' protocol) imports `ListKit`.
// (Extension members of ListKit, such as `IndexPath(item:section:)`, come with any import of it.)
@_exported import Foundation

@_exported import struct ListKit.BatchUpdate
@_exported import struct ListKit.ChangeCounts
@_exported import struct ListKit.DiffableDataSourceSectionSnapshot
@_exported import struct ListKit.DiffableDataSourceSnapshot
@_exported import enum ListKit.ExistingItemPolicy
@_exported import struct ListKit.FlatDiff
@_exported import enum ListKit.HeckelLIS
@_exported import struct ListKit.IOSVersion
@_exported import protocol ListKit.ListError
@_exported import enum ListKit.LongestIncreasingSubsequence
@_exported import struct ListKit.PositionMove
@_exported import enum ListKit.ReloadDerivation
@_exported import struct ListKit.SnapshotChangeset
@_exported import enum ListKit.SnapshotDiff
@_exported import enum ListKit.SnapshotError
@_exported import enum ListKit.SnapshotOperation
@_exported import struct ListKit.SplitMix64
@_exported import func ListKit._codeAndMessage
