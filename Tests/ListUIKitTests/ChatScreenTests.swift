import ListSimulator
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import ListUIKit
#endif

// MARK: A chat screen, written as a file shared with an app target: the import is its only
// platform line. (The tests below use the headless views' own API: viewports, simulated taps.)

struct ChatMessage: Hashable, Sendable {
  let id: Int
  var text: String
}

final class ChatViewController: UIViewController, UITableViewDelegate {
  var messages: [ChatMessage] = []
  var tableView: UITableView!
  var dataSource: UITableViewDiffableDataSource<Int, Int>!
  var opened: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.delegate = self
    view.addSubview(tableView)
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [weak self] table, indexPath, id in
      let cell = table.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      cell.textLabel?.text = self?.messages.first { $0.id == id }?.text
      return cell
    }
  }

  func show(_ history: [ChatMessage]) {
    messages = history
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(history.map(\.id))
    dataSource.apply(snapshot, animatingDifferences: false)
    scrollToLatest()
  }

  func send(_ text: String) {
    let message = ChatMessage(id: (messages.last?.id ?? 0) + 1, text: text)
    messages.append(message)
    var snapshot = dataSource.snapshot()
    snapshot.appendItems([message.id])
    dataSource.apply(snapshot)
    scrollToLatest()
  }

  func scrollToLatest() {
    let rows = tableView.numberOfRows(inSection: 0)
    guard rows > 0 else { return }
    tableView.scrollToRow(at: IndexPath(row: rows - 1, section: 0), at: .bottom, animated: true)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let id = dataSource.itemIdentifier(for: indexPath) { opened.append(id) }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

@MainActor @Suite struct ChatScreenTests {
  func makeChat(history: Int) -> ChatViewController {
    let chat = ChatViewController(nibName: nil, bundle: nil)
    chat.loadViewIfNeeded()
    chat.tableView.setViewport(.rows(10))
    chat.show((1...history).map { ChatMessage(id: $0, text: "message \($0)") })
    return chat
  }

  @Test func theLatestMessagesAreOnScreen() {
    let chat = makeChat(history: 30)
    #expect(chat.view.listViews.count == 1)
    #expect(chat.tableView.indexPathsForVisibleRows?.map(\.row) == Array(20..<30))
    #expect(
      chat.tableView.cellForRow(at: IndexPath(row: 29, section: 0))?.textLabel?.text
        == "message 30")
    // The oldest message is off screen: no cell.
    #expect(chat.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
  }

  @Test func sendingInsertsAtTheBottomAndScrollsToIt() throws {
    let chat = makeChat(history: 30)
    chat.send("hello")
    // Done when `send` returns, as UIKit's apply on the main queue.
    #expect(chat.tableView.numberOfRows(inSection: 0) == 31)
    #expect(chat.tableView.indexPathsForVisibleRows?.map(\.row) == Array(21..<31))
    let last = try #require(chat.tableView.cellForRow(at: IndexPath(row: 30, section: 0)))
    #expect(last.textLabel?.text == "hello")
    #expect(chat.dataSource.snapshot().itemIdentifiers.last == 31)
    #expect(chat.tableView.misuses.isEmpty)
  }

  @Test func aTapOnAMessageReachesTheDelegateAndDeselects() {
    let chat = makeChat(history: 12)
    #expect(chat.tableView.userTappedRow(at: IndexPath(row: 11, section: 0)))
    #expect(chat.opened == [12])
    #expect(chat.tableView.indexPathForSelectedRow == nil)
  }

  /// Seeded: any sequence of sends and scrolls keeps the newest message on screen after a send,
  /// and the table shows the messages in the order sent (checked against the array the test
  /// keeps, not the screen's state).
  @Test(arguments: [UInt64(1), 7, 2026])
  func anySequenceOfSendsKeepsTheNewestOnScreen(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let chat = makeChat(history: 1)
    var sent = ["message 1"]
    for step in 0..<60 {
      if random.next() % 3 == 0 {
        chat.tableView.setContentOffset(
          CGPoint(x: 0, y: Double(random.next() % 40)), animated: false)
        continue
      }
      let text = "m\(step)"
      chat.send(text)
      sent.append(text)
      let visible = chat.tableView.indexPathsForVisibleRows?.map(\.row) ?? []
      #expect(visible.last == sent.count - 1)
      #expect(visible.count == min(10, sent.count))
      for row in visible {
        #expect(
          chat.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text
            == sent[row])
      }
    }
    #expect(chat.tableView.numberOfRows(inSection: 0) == sent.count)
    #expect(chat.tableView.misuses.isEmpty)
  }
}
