import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';
import { type CompanyScope, companyScope } from './scope.ts';

const SLOT_PREFIX = '\u0000slot:';

/**
 * A query built and compiled once per database handle, then run with fresh values in its named
 * slots. For the few queries on every request's path (the session lookup), where building and
 * compiling with Kysely costs more than running the query.
 */
export function preparedQuery<Row, Slot extends string>(
  build: (db: Db, slot: (name: Slot) => string) => Compilable<Row>,
): (db: Db, values: Record<Slot, unknown>) => Promise<Row[]> {
  const compiledByDb = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db, values) => {
    let compiled = compiledByDb.get(db);
    if (!compiled) {
      compiled = build(db, (name) => SLOT_PREFIX + name).compile();
      compiledByDb.set(db, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      typeof parameter === 'string' && parameter.startsWith(SLOT_PREFIX)
        ? values[parameter.slice(SLOT_PREFIX.length) as Slot]
        : parameter,
    );
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}

/** The scope of the company whose id each run puts in a prepared query's slot: `slotScope(slot('companyId'))`. */
export function slotScope(placeholder: string): CompanyScope {
  // Typed as the id it stands for: the placeholder is only ever bound as a parameter, and each run binds the id instead.
  return companyScope(placeholder as unknown as number);
}
