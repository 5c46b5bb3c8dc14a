import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { SPOTIFY_LIKE_MAPPING, storeFixtureCsv } from '../../packages/server/src/ingest/store/index.ts';

/** Writes a generated Spotify-like report with backpressure, so the generator never runs ahead of the disk. */
export async function writeStoreFixture(file: string, fixture: Parameters<typeof storeFixtureCsv>[1]): Promise<void> {
  const out = createWriteStream(file);
  for (const chunk of storeFixtureCsv(SPOTIFY_LIKE_MAPPING, fixture)) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
