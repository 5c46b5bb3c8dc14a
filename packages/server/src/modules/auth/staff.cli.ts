import type { AppContext } from '../../context.ts';
import { type CommandHelp, formatCommandHelp, printRefusedOptions } from '../../lib/command-help.ts';
import { exitRefused, parseCommandOptions } from '../../lib/command-options.ts';
import { RESET_TOKEN_TTL_MS } from './password-reset.service.ts';
import {
  createStaffAccount,
  DEFAULT_DISTRIBUTOR_NAME,
  type StaffAccount,
  StaffAccountInputSchema,
} from './staff-account.service.ts';

const TTL_MINUTES = RESET_TOKEN_TTL_MS / 60_000;

export const STAFF_HELP: CommandHelp = {
  name: 'staff',
  usage: ['staff create --email <address> [--name "First Last"] [--company "Distributor name"]'],
  summary: 'create a distributor staff account and print a one-time link to set its password',
  details: [
    `Creates the distributor company (--company, "${DEFAULT_DISTRIBUTOR_NAME}" by default) if there is none yet,`,
    'and a staff user in it without a password (--name, the email before the @ by default).',
    `The link is on PUBLIC_URL and works once, within ${TTL_MINUTES} minutes. Run again with the email`,
    'of a staff user, it prints a fresh link; the email of any other user is refused.',
    'Exit codes: 0 done, 1 refused (an invalid or taken email, a disabled staff user), 2 wrong arguments.',
  ],
};

// The validation keys the options can fail with, as a terminal says them.
const PROBLEMS: Record<string, string> = {
  'validation.required': 'is empty',
  'validation.email.invalid': 'is not a valid email address',
  'validation.email.too_long': 'is longer than an email address can be',
  'validation.too_long': 'is too long (at most 120 characters)',
};

/**
 * `irama staff create …`: bootstraps distributor staff from a terminal. The arguments are checked
 * before `openContext` touches the database. Returns the exit code.
 */
export async function runStaffCommand(
  argv: string[],
  openContext: (run: (context: AppContext) => Promise<number>) => Promise<number>,
): Promise<number> {
  const { positionals, values } = parseCommandOptions(argv, ['email', 'name', 'company']);
  if (positionals.length !== 1 || positionals[0] !== 'create' || values.email === undefined) {
    console.error(formatCommandHelp(STAFF_HELP));
    return 2;
  }
  const input = StaffAccountInputSchema.safeParse(values);
  if (!input.success) {
    printRefusedOptions(input.error.issues, values, PROBLEMS);
    return 1;
  }
  return openContext(({ config, database }) =>
    exitRefused(async () => {
      printAccount(await createStaffAccount({ db: database.db, publicUrl: config.publicUrl }, input.data));
      return 0;
    }),
  );
}

function printAccount(account: StaffAccount): void {
  const { company, user } = account;
  console.log(
    company.isCreated
      ? `Created the distributor company "${company.name}" (id ${company.id}).`
      : `The distributor company is "${company.name}" (id ${company.id}).`,
  );
  console.log(
    user.isCreated
      ? `Created the staff user ${user.email} (id ${user.id}), without a password.`
      : `${user.email} is already a staff user (id ${user.id}); here is a fresh link.`,
  );
  console.log(
    `Open this link within ${TTL_MINUTES} minutes (until ${account.expiresAt}) to set the password; it works once:`,
  );
  console.log(account.link);
}
