import Lists
import Testing

@Suite struct ListAccessoryTests {
  /// Equal accessories hash alike, and equality is what a hand-written key says: the case and
  /// its text or value, and for toggles, menus and custom ones their key (never their closure).
  @Test(arguments: [UInt64(3), 41, 2026])
  func equalityFollowsTheKey(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func make() -> (ListAccessory, String) {
      let word = ["a", "b"][Int.random(in: 0..<2, using: &random)]
      switch Int.random(in: 0..<9, using: &random) {
      case 0: return (.checkmark, "checkmark")
      case 1: return (.disclosureIndicator, "disclosure")
      case 2: return (.label(text: word), "label " + word)
      case 3: return (.badge(word), "badge " + word)
      case 4:
        let on = Bool.random(using: &random)
        return (.toggle(isOn: on, key: AnyHashable(word)) { _ in }, "toggle \(on) \(word)")
      case 5: return (.popUpMenu(UIMenu(title: word), key: AnyHashable(word)), "menu " + word)
      case 6: return (.custom(.checkmark(), key: AnyHashable(word)), "custom " + word)
      case 7: return (.progress(word == "a" ? 0.5 : 1), "progress " + word)
      default: return (.image(systemName: word), "image " + word)
      }
    }
    let made = (0..<60).map { _ in make() }
    for (a, keyA) in made {
      for (b, keyB) in made {
        #expect((a == b) == (keyA == keyB), "\(keyA) vs \(keyB)")
        if a == b { #expect(a.hashValue == b.hashValue) }
      }
    }
  }
}
