import { FxRateRequestSchema, RATE_SCALE, ReportPeriodSchema } from '@irama/contracts';
import type { AppContext } from '../../context.ts';
import { type CommandHelp, formatCommandHelp, printRefusedOptions } from '../../lib/command-help.ts';
import { exitRefused, parseCommandOptions } from '../../lib/command-options.ts';
import { findRates, putRate } from './ingest-settings.service.ts';

export const RATES_HELP: CommandHelp = {
  name: 'rates',
  usage: ['rates set --period YYYY-MM --currency USD --rate <rupiah per unit>', 'rates list'],
  summary: 'set or list the rupiah exchange rates ingest converts report currencies with',
  details: [
    `--rate is rupiah per one unit of the currency, a decimal with up to ${RATE_SCALE} decimals (16250.5).`,
    "A published period's rates are final. Each change is audited as the staff page's is (table",
    'fx_rate_audit), with no staff user and `via` cli: it was made on the command line.',
    'Exit codes: 0 done, 1 refused (an invalid value, a published period, no distributor yet), 2 wrong arguments.',
  ],
};

const SET_OPTIONS = ['period', 'currency', 'rate'] as const;
const SetOptionsSchema = FxRateRequestSchema.extend({ period: ReportPeriodSchema });

// The validation keys the options can fail with, as a terminal says them.
const PROBLEMS: Record<string, string> = {
  'ingest.period.invalid': 'is not a month written YYYY-MM (2026-05)',
  'ingest.rates.errors.currency': 'is not a currency code of three capital letters (USD)',
  'ingest.rates.errors.idr': 'is the rupiah itself: reports in IDR need no rate',
  'ingest.rates.errors.rate': `is not rupiah per unit as a decimal with at most ${RATE_SCALE} decimals (16250.5)`,
};

/** `irama rates set …` and `irama rates list`: the exchange rates from a terminal. Returns the exit code. */
export async function runRatesCommand(
  argv: string[],
  openContext: (run: (context: AppContext) => Promise<number>) => Promise<number>,
): Promise<number> {
  const { positionals, values } = parseCommandOptions(argv, SET_OPTIONS);
  const [action, ...rest] = positionals;
  const hasOptions = Object.keys(values).length > 0;
  if (rest.length > 0 || (action === 'list' && hasOptions) || (action !== 'list' && action !== 'set')) {
    console.error(formatCommandHelp(RATES_HELP));
    return 2;
  }
  if (action === 'list') return openContext(({ database }) => listRates(database.db));
  const missing = SET_OPTIONS.filter((option) => values[option] === undefined);
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((option) => `--${option}`).join(', ')}.\n\n${formatCommandHelp(RATES_HELP)}`);
    return 2;
  }
  const input = SetOptionsSchema.safeParse(values);
  if (!input.success) {
    printRefusedOptions(input.error.issues, values, PROBLEMS);
    return 1;
  }
  const { period, ...rate } = input.data;
  return openContext(({ database }) =>
    exitRefused(async () => {
      const saved = await putRate(database.db, period, rate, { via: 'cli' });
      const was =
        saved.previous === null ? 'new' : saved.previous === saved.rate.rate ? 'unchanged' : `was ${saved.previous}`;
      console.log(`The ${rate.currency} rate of ${period} is ${saved.rate.rate} rupiah (${was}).`);
      return 0;
    }),
  );
}

async function listRates(db: AppContext['database']['db']): Promise<number> {
  const rates = await findRates(db);
  if (rates.length === 0) {
    console.log('No exchange rates yet: set one with `irama rates set --period YYYY-MM --currency USD --rate N`.');
    return 0;
  }
  const width = Math.max(4, ...rates.map((rate) => rate.rate.length));
  console.log(`period   currency  ${'rate'.padStart(width)}  published`);
  for (const rate of rates) {
    console.log(
      `${rate.period}  ${rate.currency.padEnd(8)}  ${rate.rate.padStart(width)}  ${rate.is_published ? 'yes' : 'no'}`,
    );
  }
  return 0;
}
