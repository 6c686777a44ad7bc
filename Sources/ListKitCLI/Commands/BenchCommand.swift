enum BenchCommand {
  static let spec = CommandSpec(name: "bench", abstract: "Run the benchmarks.", arguments: [], usage: "listkit bench", options: [])
  static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 { 0 }
}
