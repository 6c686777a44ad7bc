import ListUIKit
import Testing

#if !canImport(Darwin)
  /// What `import ListUIKit` brings of Foundation where Linux's lacks it.
  @MainActor @Suite struct FoundationOnLinuxTests {
    private protocol Listener: AnyObject { var heard: Int { get set } }
    private final class Ear: Listener { var heard = 0 }

    @Test func aWeakHashTableLetsItsObjectsGo() {
      let table = NSHashTable<any Listener>.weakObjects()
      let kept = Ear()
      do {
        let gone = Ear()
        table.add(kept)
        table.add(gone)
        table.add(kept)  // once
        #expect(table.count == 2)
      }
      #expect(table.allObjects.count == 1 && table.allObjects[0] === kept)
      table.remove(kept)
      #expect(table.allObjects.isEmpty)
    }

    @Test func relativeDatesReadAsUIKitScreensShowThem() {
      let formatter = RelativeDateTimeFormatter()
      formatter.unitsStyle = .full
      let now = Date(timeIntervalSince1970: 1_000_000)
      #expect(
        formatter.localizedString(for: now.addingTimeInterval(-7_200), relativeTo: now)
          == "2 hours ago")
      #expect(
        formatter.localizedString(for: now.addingTimeInterval(60), relativeTo: now) == "in 1 minute"
      )
      formatter.unitsStyle = .abbreviated
      #expect(
        formatter.localizedString(for: now.addingTimeInterval(-3 * 86_400), relativeTo: now)
          == "3d ago")
      formatter.dateTimeStyle = .named
      #expect(
        formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now)
          == "yesterday")
    }
  }
#endif
