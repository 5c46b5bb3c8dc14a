import { parseArgs } from 'node:util';
import { RELEASE_STATUSES, type ReleaseStatus, ReleaseStatusSchema } from '@irama/contracts';
import type { AppContext } from '../../context.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { type CommandHelp, formatCommandHelp } from '../../lib/command-help.ts';
import { AppError } from '../../lib/errors.ts';
import { createReleaseDeps } from './release.deps.ts';
import { listReleases } from './release.service.ts';
import { changeStatusAsStaff } from './release-status.service.ts';

export const RELEASE_HELP: CommandHelp = {
  name: 'release',
  usage: ['release list [--status <status>]', 'release status <id> <status> [--error field=message …]'],
  summary: 'the staff review queue: list releases, move one to another status',
  details: [
    '`list` shows the releases of every company, newest change first; `status` moves one release,',
    'with --error once per field the partner must correct.',
    `Statuses: ${RELEASE_STATUSES.join(', ')}.`,
  ],
};

/** `irama release …`: the staff review queue from a terminal. Returns the exit code. */
export async function runReleaseCommand(context: AppContext, argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { status: { type: 'string' }, error: { type: 'string', multiple: true } },
  });
  const [sub, id, status] = positionals;
  const deps = createReleaseDeps(context);
  if (sub === 'list') {
    const filter = values.status ? ReleaseStatusSchema.safeParse(values.status) : undefined;
    if (filter && !filter.success) return fail(`Unknown status ${values.status}`);
    const page = await listReleases(deps, ALL_COMPANIES, { search: '', page: 1, limit: 100, status: filter?.data });
    for (const release of page.results) {
      console.log(
        [
          release.id,
          release.album_id,
          release.status.padEnd(11),
          `company ${release.company_id}`,
          release.title ?? '(untitled)',
        ].join('\t'),
      );
    }
    console.log(`${page.results.length} of ${page.total} releases`);
    return 0;
  }
  if (sub === 'status' && id && status) {
    const to = ReleaseStatusSchema.safeParse(status);
    if (!to.success) return fail(`Unknown status ${status}`);
    const errors: Record<string, string> = {};
    for (const pair of values.error ?? []) {
      const at = pair.indexOf('=');
      if (at < 1) return fail(`--error takes field=message, got ${pair}`);
      errors[pair.slice(0, at)] = pair.slice(at + 1);
    }
    try {
      const release = await changeStatusAsStaff(deps, null, Number(id), {
        status: to.data as ReleaseStatus,
        ...(Object.keys(errors).length > 0 ? { errors } : {}),
      });
      console.log(`${release.album_id} is now ${release.status}`);
      return 0;
    } catch (error) {
      if (error instanceof AppError)
        return fail(
          `${error.code}: ${error.message}${error.fieldErrors ? ` ${JSON.stringify(error.fieldErrors)}` : ''}`,
        );
      throw error;
    }
  }
  return fail(formatCommandHelp(RELEASE_HELP));
}

function fail(message: string): number {
  console.error(message);
  return 1;
}
