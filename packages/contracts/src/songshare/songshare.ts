import { z } from 'zod';
import { IdParamsSchema } from '../shared/decimal.ts';

/** A share id is this many base62 characters (about 65 random bits). */
export const SHARE_ID_LENGTH = 11;
/** How long the share page's preview plays, in seconds. */
export const SHARE_PREVIEW_SECONDS = 30;

/** `{id}` of `/api/v5/songshare/track/{id}` and `/s/{id}`: any malformed id answers 404 like an unknown one. */
export const ShareIdParamsSchema = z.object({ id: z.string().max(64).describe('The track’s share id') });

/** One store a shared track is live on, with its link. */
export const ShareStoreLinkSchema = z.object({
  store: z.string().describe('Platform id, as the release lists it (`spotify`, `apple_music`, …)'),
  name: z.string().describe('The store’s name as people know it'),
  url: z.string().describe('The store’s own search or album link for this track, built from its link pattern'),
});
export type ShareStoreLink = z.infer<typeof ShareStoreLinkSchema>;

/** A released, live track as its public share page shows it. */
export const SharedTrackSchema = z.object({
  id: z.string().describe('The share id'),
  title: z.string(),
  artists: z.array(z.string()).describe('Credited artist names, in order'),
  cover: z
    .object({
      webp_url: z.string().describe('640×640 WebP, under 200 KB'),
      jpeg_url: z.string().describe('640×640 JPEG, under 200 KB'),
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable()
    .describe('The release’s cover art made for sharing; null when the release has none'),
  preview: z
    .object({
      url: z.string().describe('A WAV excerpt, public under the share id, with range requests'),
      seconds: z.number().describe('Its length: 30 s, less when the recording is shorter'),
    })
    .nullable()
    .describe('Null when the track has no audio'),
  stores: z.array(ShareStoreLinkSchema).describe('One link per store the track is live on that has a link pattern'),
  url: z.string().describe('The public share page, `/s/{id}`'),
});
export type SharedTrack = z.infer<typeof SharedTrackSchema>;

export const SharedTrackResponseSchema = z.object({ data: SharedTrackSchema });

/** `{id}` of `/api/v2/songshare/clicks/{id}`: the track's id. */
export const ShareClicksParamsSchema = IdParamsSchema;

/** Store-link clicks of one store on one day (WIB). */
export const ShareClickDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD, WIB'),
  store: z.string().describe('Platform id'),
  clicks: z.number().int().describe('Clicks on the share page’s link to this store that day, bots left out'),
});

export const ShareClicksSchema = z.object({
  track_id: z.number().int(),
  share_id: z.string().nullable().describe('Null until the release is live'),
  total: z.number().int().describe('Every click counted'),
  by_store: z.array(z.object({ store: z.string(), clicks: z.number().int() })).describe('Most clicked first'),
  by_day: z.array(ShareClickDaySchema).describe('Oldest day first'),
});
export type ShareClicks = z.infer<typeof ShareClicksSchema>;

export const ShareClicksResponseSchema = z.object({ data: ShareClicksSchema });
