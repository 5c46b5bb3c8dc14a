import { REPORT_SOURCES, ReportUploadFieldsSchema } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ingestAnalyticsFile } from '../../ingest/analytics/index.ts';
import { ingestFile } from '../../ingest/engine/index.ts';
import { type CommandHelp, formatCommandHelp } from '../../lib/command-help.ts';
import { AppError } from '../../lib/errors.ts';

/** Options of `irama ingest`, as parsed from the command line. */
export interface IngestCommandOptions {
  type?: string;
  period?: string;
  store?: string;
}

export const INGEST_HELP: CommandHelp = {
  name: 'ingest',
  usage: ['ingest <file> --type SOURCE [--period YYYY-MM] [--store NAME]', 'ingest <file> --type analytics'],
  summary: 'ingest a report or a daily analytics feed for the distributor company',
  details: [
    `SOURCE is one of ${REPORT_SOURCES.map((source) => source.replaceAll('_', '-')).join(', ')}.`,
    'The distributor company owns every run: on a database without the demo data, create it first',
    'with `irama staff create`. An analytics feed states its own month and store. Exit codes: 0 done',
    '(or already ingested), 1 refused or failed, 2 wrong arguments.',
  ],
};

/** Runs `irama ingest <file> --type …`: prints the run and returns the exit code. */
export async function runIngestCommand(
  db: Db,
  file: string | undefined,
  options: IngestCommandOptions,
): Promise<number> {
  if (options.type === 'analytics' && file) {
    if (options.period || options.store) {
      console.error('An analytics feed states its own month and store; drop --period and --store.');
      return 2;
    }
    return ingestAnalytics(db, file);
  }
  const parsed = ReportUploadFieldsSchema.safeParse(options);
  if (!file || !parsed.success) {
    console.error(formatCommandHelp(INGEST_HELP));
    return 2;
  }
  const { type, period, store } = parsed.data;
  const result = await ingestFile(db, { path: file, type, period, store }).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    console.error(`Refused: ${error.message}`);
    return null;
  });
  if (!result) return 1;
  const { run, isAlreadyIngested } = result;
  const { id, status, period: runPeriod, total_rows, matched_rows, unmatched_rows, total_micros, total_idr } = run;
  console.log(isAlreadyIngested ? `Already ingested as run ${id}.` : `Run ${id}: ${status}.`);
  console.log(
    JSON.stringify({
      id,
      status,
      period: runPeriod,
      total_rows,
      matched_rows,
      unmatched_rows,
      total_micros,
      total_idr,
    }),
  );
  if (status === 'failed') console.error(run.errors);
  if (status === 'needs_review') {
    console.error('Its summary totals disagree with its body: staff accept or reject it on /ops/ingest.');
  }
  return status === 'failed' ? 1 : 0;
}

/** An analytics feed says its feed, store and month itself, so it takes no --period or --store. */
async function ingestAnalytics(db: Db, file: string): Promise<number> {
  const { run, isAlreadyIngested } = await ingestAnalyticsFile(db, { path: file });
  const { id, status, feed, store, period, total_rows, matched_rows, unmatched_rows } = run;
  console.log(isAlreadyIngested ? `Already ingested as analytics run ${id}.` : `Analytics run ${id}: ${status}.`);
  console.log(JSON.stringify({ id, status, feed, store, period, total_rows, matched_rows, unmatched_rows }));
  if (status === 'failed') console.error(run.errors);
  return status === 'failed' ? 1 : 0;
}
