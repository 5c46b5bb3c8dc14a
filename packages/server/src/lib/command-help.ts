/** What `irama <command> --help` prints about a command, and its line in `irama --help`. */
export type CommandHelp = {
  /** The word after `irama`. */
  name: string;
  /** One synopsis per form of the command, starting with its name. */
  usage: readonly string[];
  /** What the command does, in a line short enough for the command list. */
  summary: string;
  /** Anything else worth knowing: option ranges, exit codes. */
  details?: readonly string[];
};

/** The usage of one command, as `irama <command> --help` prints it. */
export function formatCommandHelp(help: CommandHelp): string {
  // The summary is a line of the command list; standing alone it reads as a sentence.
  const sentence = `${help.summary.charAt(0).toUpperCase()}${help.summary.slice(1)}.`;
  const lines = ['Usage:', ...help.usage.map((synopsis) => `  irama ${synopsis}`), '', sentence];
  if (help.details?.length) lines.push('', ...help.details);
  return lines.join('\n');
}

/**
 * Whether the arguments ask for help (`--help` or `-h`). Whatever follows `--` is an operand,
 * never an option, so a file named `--help` is not a request for help.
 */
export function isHelpRequested(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/**
 * Prints a `Refused:` line for each option that failed validation, its key worded for a terminal by
 * `problems` (the key itself where `problems` has no words for it).
 */
export function printRefusedOptions(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  values: Readonly<Record<string, unknown>>,
  problems: Readonly<Record<string, string>>,
): void {
  for (const issue of issues) {
    const option = String(issue.path[0]);
    console.error(
      `Refused: --${option} ${JSON.stringify(values[option])} ${problems[issue.message] ?? issue.message}.`,
    );
  }
}

/** Whether `util.parseArgs` refused the arguments (an unknown option, a missing value, …). */
export function isArgumentError(error: unknown): error is Error {
  return error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_');
}
