import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AnnouncementsTable, IdeasContentTable } from '../modules/ideas/ideas.tables.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_CONTENT } from './ideas.seed-data.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 86_400_000;

/** Home's and Ideas' staff content and announcements, dated in the days before the seed runs. */
export async function seedIdeas(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const dayOf = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
  const positions = new Map<string, number>();
  await db
    .insertInto('ideas_content')
    .values(
      DEMO_CONTENT.map((item): Insertable<IdeasContentTable> => {
        const position = positions.get(item.kind) ?? 0;
        positions.set(item.kind, position + 1);
        return {
          kind: item.kind,
          title: item.title,
          title_en: item.title_en,
          summary: item.summary,
          summary_en: item.summary_en,
          image_url: item.image,
          link_url: item.link,
          published_on: dayOf(item.daysAgo),
          starts_on: null,
          ends_on: null,
          position,
          feed_url: null,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
  const staff = seed.userId('staff@irama.demo');
  await db
    .insertInto('announcements')
    .values(
      DEMO_ANNOUNCEMENTS.map(
        (item): Insertable<AnnouncementsTable> => ({
          title: item.title,
          title_en: item.title_en,
          content: item.content,
          content_en: item.content_en,
          is_important: item.isImportant,
          published_at: new Date(now.getTime() - item.daysAgo * DAY).toISOString(),
          created_by: staff,
        }),
      ),
    )
    .execute();
}
