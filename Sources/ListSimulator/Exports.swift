// What a test of list code needs beside the views, as UIKit brings it: Foundation (`IndexPath`,
// `IndexSet`, `CGRect`, `UUID`) and the snapshots and diff of ListKit.
@_exported import Foundation
@_exported import ListKit
