import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryExports } from './support/repository-tables.ts';
import { openTestDatabase } from './support/test-app.ts';

// Tenancy said one way (docs/adding-a-domain.md): every exported repository function that reaches a
// company's table (one with a company_id column) takes a `Scope` first after the database handle,
// so a query cannot forget whose rows it may touch. A write that creates a company's row takes a
// `CompanyScope`: it needs the one company the row belongs to.

const SRC = resolve(import.meta.dirname, '../src');

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(path);
    return entry.name.endsWith('.repository.ts') ? [path] : [];
  });
}

let companyTables = new Set<string>();
let drop = async () => {};

beforeAll(async () => {
  const opened = await openTestDatabase({ migrated: true });
  const tables = await opened.database.db.introspection.getTables();
  companyTables = new Set(
    tables.filter((table) => table.columns.some((column) => column.name === 'company_id')).map((table) => table.name),
  );
  drop = async () => {
    await opened.database.db.destroy();
    await opened.drop();
  };
});
afterAll(() => drop());

const MODULES = join(SRC, 'modules');
// Where a module may build a query: its repositories, and its tests with their kits.
const MAY_QUERY = /\.repository\.ts$|\.test\.ts$|test-support|(^|\/)testing\//;
// A query-builder call or a raw SQL template.
const QUERY = /\.(?:selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(?:<.*?>)?`/;

const SCOPE_TYPES = new Set(['Scope', 'CompanyScope']);
const isScope = (type: string | undefined) => SCOPE_TYPES.has(type ?? '');
/** The scope first after the database handle, or first of all in a query fragment that runs nothing itself. */
const takesScope = ([first, second]: (string | undefined)[]) => isScope(second) || isScope(first);

/** `file: function (tables)` for each export that reaches a company table without a scope. */
function unscoped(fileName: string, source: string): string[] {
  return repositoryExports(fileName, source)
    .filter((fn) => fn.tables.some((table) => companyTables.has(table)) && !takesScope(fn.parameterTypes))
    .map((fn) => `${fileName}: ${fn.name} (${fn.tables.filter((table) => companyTables.has(table)).join(', ')})`);
}

describe('repository tenancy', () => {
  it('knows the company tables of the schema', () => {
    expect(companyTables.has('releases')).toBe(true);
    expect(companyTables.has('withdrawals')).toBe(true);
    expect(companyTables.has('users')).toBe(true);
  });

  it('finds a company query without a scope, also one reached through a private helper', () => {
    const source = `
      const rowsOf = (db: Db, id: number) => db.selectFrom('releases as r').selectAll().where('r.id', '=', id).execute();
      export function findRelease(db: Db, id: number) { return rowsOf(db, id); }
      export function findSongs(db: Db) { return db.selectFrom('musicbank_items').selectAll().execute(); }
      export const renameRelease = (db: Db, scope: Scope, id: number, title: string) =>
        db.updateTable('releases').set({ title }).where(inScope(scope)).where('id', '=', id).execute();
      export async function sumCredits(db: Db) { return sql\`select sum(amount_idr) from ledger_entries\`.execute(db); }
      export const creditsSince = (scope: Scope) => sql\`(select max(id) from ledger_entries where \${inScope(scope)})\`;
    `;
    expect(unscoped('fixture.repository.ts', source)).toEqual([
      'fixture.repository.ts: findRelease (releases)',
      'fixture.repository.ts: sumCredits (ledger_entries)',
    ]);
  });

  it('gives every repository function that reaches a company table a scope first after the database', () => {
    const missing = repositoryFiles(SRC).flatMap((path) => unscoped(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(missing).toEqual([]);
  });

  it('keeps SQL in repositories', () => {
    expect(QUERY.test("await db.selectFrom('releases').selectAll().execute()")).toBe(true);
    expect(QUERY.test('await sql<number>`select 1`.execute(db)')).toBe(true);
    expect(QUERY.test("const label = 'select from the list';")).toBe(false);
    const offenders = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !MAY_QUERY.test(path))
      .filter((path) => QUERY.test(readFileSync(join(MODULES, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
