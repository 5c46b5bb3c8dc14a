import type { Kysely } from 'kysely';

// An asset may stand for a video someone else uploaded of the partner's song, which Content ID found and
// claimed (a cover, a fan upload): whose upload it is, so a top video never passes for the partner's own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('youtube_assets').addColumn('uploader', 'text').execute();
  await db.schema.alterTable('youtube_assets').addColumn('upload_kind', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['upload_kind', 'uploader']) {
    await db.schema.alterTable('youtube_assets').dropColumn(column).execute();
  }
}
