import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * True where the column holds `search` anywhere, ignoring letter case; `%`, `_` and `\` in the
 * search match themselves. The same on SQLite and PostgreSQL (both told the escape character).
 */
export function containsText(column: string, search: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(search.toLowerCase())} escape '\\'`;
}

/**
 * True where a column already kept in lower case holds `search` (lower case too). Without `lower()`
 * around the column, an index on it (a trigram one, say) could answer the search.
 */
export function containsLowerText(column: string, search: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(search)} escape '\\'`;
}

function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
