import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * True where the column holds `search` anywhere, ignoring letter case; `%`, `_` and `\` in the
 * search match themselves. The same on SQLite and PostgreSQL (both told the escape character).
 */
export function containsText(column: string, search: string): Expression<SqlBool> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
