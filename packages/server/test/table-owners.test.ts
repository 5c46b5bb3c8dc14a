import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryExports } from './support/repository-tables.ts';

// A module's tables are its own (docs/adding-a-domain.md): another module reads them through the
// owner's face, never with a query of its own, so the owner can change them without reading the
// rest. The core tables of db/schema.ts (companies, users, …) and the ingest engine's are shared.

const MODULES = resolve(import.meta.dirname, '../src/modules');

function filesOf(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

const moduleOf = (path: string) => relative(MODULES, path).split('/')[0] ?? '';

/** The tables a `*.tables.ts` source adds to the schema, from its `declare module` block. */
function declaredTables(source: string): string[] {
  const block = /declare module '[^']*schema\.ts' \{\s*interface Database \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] ?? '');
}

/** `file: function (table of module)` for each repository export that reaches another module's table. */
function foreignQueries(owners: Map<string, string>, path: string, source: string): string[] {
  const own = moduleOf(path);
  return repositoryExports(path, source).flatMap((fn) =>
    fn.tables
      .filter((table) => (owners.get(table) ?? own) !== own)
      .sort()
      .map((table) => `${relative(MODULES, path)}: ${fn.name} (${table} of ${owners.get(table)})`),
  );
}

const owners = new Map(
  filesOf(MODULES, '.tables.ts').flatMap((path) =>
    declaredTables(readFileSync(path, 'utf8')).map((table) => [table, moduleOf(path)] as const),
  ),
);

describe('table owners', () => {
  it("knows which module declares each module's table", () => {
    expect(owners.get('tracks')).toBe('release');
    expect(owners.get('withdrawals')).toBe('balance');
    expect(owners.has('companies')).toBe(false);
  });

  it("finds a query of another module's table, also through a private helper", () => {
    const source = `
      const datesOf = (db: Db, scope: Scope) => db.selectFrom('tracks as t').innerJoin('releases as r', 'r.id', 't.release_id').execute();
      export function releaseDates(db: Db, scope: Scope) { return datesOf(db, scope); }
      export function firstDay(db: Db, scope: Scope) { return selectScoped(db, 'analytics_rollups', scope).execute(); }
    `;
    expect(foreignQueries(owners, join(MODULES, 'dsp/fixture.repository.ts'), source)).toEqual([
      'dsp/fixture.repository.ts: releaseDates (releases of release)',
      'dsp/fixture.repository.ts: releaseDates (tracks of release)',
    ]);
  });

  it("lets no module's repository query another module's tables", () => {
    const foreign = filesOf(MODULES, '.repository.ts').flatMap((path) =>
      foreignQueries(owners, path, readFileSync(path, 'utf8')),
    );
    expect(foreign).toEqual([]);
  });
});
