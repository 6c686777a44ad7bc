/// "Did you mean …?" for misspelt keys, codes, ops and options.
public enum Suggestion {
  /// The candidate closest to `word` within an edit distance of 2 (or a third of the word's
  /// length for long words), or `nil` when none is close.
  public static func nearest(_ word: String, in candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
      .filter { $0.1 <= limit }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// Levenshtein distance.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let old = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = old
      }
    }
    return row[b.count]
  }
}
