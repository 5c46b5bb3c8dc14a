import { parseArgs } from 'node:util';
import { AppError } from './errors.ts';

/**
 * A command's words and its `--name value` options, each a string; an option it does not know is
 * an argument error (`isArgumentError`).
 */
export function parseCommandOptions<Name extends string>(
  argv: string[],
  names: readonly Name[],
): { positionals: string[]; values: Partial<Record<Name, string>> } {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options });
  return { positionals, values: values as Partial<Record<Name, string>> };
}

/** A command's work, where a refusal of the app's rules prints `Refused: …` and exits 1 instead of failing. */
export async function exitRefused(work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(`Refused: ${error.message}.`);
    return 1;
  }
}
