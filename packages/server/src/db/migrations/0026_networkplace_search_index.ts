import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// Explore over tens of thousands of profiles: every filter walks an index in explore's order (most
// streamed first, then newest). On SQLite, search reads an FTS5 trigram table that triggers keep in
// step with the profiles. PostgreSQL reads `search_text` itself: an extension's index (pg_trgm)
// would tie the schema to where a database keeps its extensions, and explore shares each search's
// matches among all who ask (`exploreReads`), so the read is rare.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await db.schema.dropIndex('networkplace_profiles_explore').execute();
  const shown = ['visibility', 'is_hidden_by_staff'];
  const ranked = ['stat_monthly_streams', 'id'];
  await c.index('networkplace_profiles_by_type', 'networkplace_profiles', [
    ...shown,
    'profession',
    'industry',
    ...ranked,
  ]);
  await c.index('networkplace_profiles_by_industry', 'networkplace_profiles', [...shown, 'industry', ...ranked]);
  if (c.isPostgres) return;

  await sql`create virtual table networkplace_search using fts5(
    search_text, content = 'networkplace_profiles', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger networkplace_search_insert after insert on networkplace_profiles begin
    insert into networkplace_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger networkplace_search_delete after delete on networkplace_profiles begin
    insert into networkplace_search (networkplace_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger networkplace_search_update after update of search_text on networkplace_profiles begin
    insert into networkplace_search (networkplace_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into networkplace_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`insert into networkplace_search (networkplace_search) values ('rebuild')`.execute(db);
}
