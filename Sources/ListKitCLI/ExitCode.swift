/// The exit codes of `listkit` (`docs/scenarios.md`).
public enum ExitCode {
  /// 0: the command ran and everything passed.
  public static let success: Int32 = 0
  /// 1: a check failed (a scenario or a fuzz case did not pass).
  public static let failure: Int32 = 1
  /// 64: the command line is wrong (a usage error).
  public static let usage: Int32 = 64
  /// 65: an input file is malformed.
  public static let malformed: Int32 = 65
}
