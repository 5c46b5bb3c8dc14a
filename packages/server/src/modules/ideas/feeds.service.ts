import { FEED_ITEMS_MAX, FeedItemSchema, FeedSchema, type SocialWidget } from '@irama/contracts';
import { type ContentInsert, replaceFeedContent } from './ideas.repository.ts';
import type { IdeasDeps } from './ideas.service.ts';

/** How long one feed may take to answer. */
const FEED_TIMEOUT_MS = 10_000;

/** The valid items of a feed's JSON, newest first, at most FEED_ITEMS_MAX; null when it is no feed at all. */
export function feedItemsOf(json: unknown) {
  const feed = FeedSchema.safeParse(json);
  if (!feed.success) return null;
  return feed.data
    .flatMap((item) => {
      const parsed = FeedItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, FEED_ITEMS_MAX);
}

/**
 * Reads one configured widget feed and replaces what was read from it before. A feed that cannot be
 * reached or read leaves its earlier items in place, and says why.
 */
export async function sweepFeed(deps: IdeasDeps, kind: SocialWidget, url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const items = feedItemsOf(await response.json());
  if (!items) throw new Error(`${url} is not a list of posts`);
  const at = deps.now().toISOString();
  const rows: ContentInsert[] = items.map((item, position) => ({
    kind,
    title: item.title,
    summary: item.summary,
    image_url: item.image_url,
    link_url: item.url,
    published_on: item.date,
    starts_on: null,
    ends_on: null,
    // After what staff wrote, which keeps its own order from 0.
    position: 100 + position,
    feed_url: url,
    created_at: at,
    updated_at: at,
  }));
  await replaceFeedContent(deps.db, url, rows);
  return rows.length;
}
