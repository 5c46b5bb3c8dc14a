import { isValidGtin, isValidIsrc, RELEASE_MIN_DAYS_AFTER_SUBMIT } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { releaseHistory } from '../seed/release.seed.ts';
import { DEMO_COMPANIES, isOnStores, songOf, songsOf, storesOf } from './model.ts';

const NOW = new Date('2026-11-28T03:00:00Z');
const allSongs = DEMO_COMPANIES.flatMap(songsOf);

describe('the demo model', () => {
  it('gives every song one title in the whole world, one main artist and a valid ISRC of its own', () => {
    const titles = allSongs.map((song) => song.title);
    expect(new Set(titles).size).toBe(titles.length);
    const isrcs = allSongs.map((song) => song.isrc);
    expect(new Set(isrcs).size).toBe(isrcs.length);
    expect(isrcs.filter((isrc) => !isValidIsrc(isrc))).toEqual([]);
    for (const song of allSongs) expect(song.artist).toBe(song.release.artist);
  });

  it('keeps an artist to one company', () => {
    const companiesOf = new Map<string, Set<string>>();
    for (const song of allSongs) {
      companiesOf.set(song.artist, (companiesOf.get(song.artist) ?? new Set()).add(song.company.key));
    }
    expect([...companiesOf].filter(([, companies]) => companies.size > 1)).toEqual([]);
  });

  it('names only its own songs in shares and uploads, and uploads only of songs on YouTube', () => {
    for (const company of DEMO_COMPANIES) {
      for (const { song } of [...company.coOwners, ...company.uploads]) {
        expect(() => songOf(company.key, song)).not.toThrow();
      }
      for (const upload of company.uploads) {
        const { release } = songOf(company.key, upload.song);
        expect([company.youtube, isOnStores(release), storesOf(release).youtube]).toEqual([true, true, true]);
      }
    }
    expect(() => songOf('musik', 'Sio Mama')).toThrow(/no song/);
  });

  it('puts only live releases on the stores, each on the stores of its platforms', () => {
    for (const song of allSongs) {
      const { stores, youtube } = storesOf(song.release);
      if (!isOnStores(song.release)) continue;
      expect(stores.length + (youtube ? 1 : 0)).toBeGreaterThan(0);
      expect(stores.every((store) => (song.release.platforms as readonly string[]).includes(store))).toBe(true);
    }
    expect(DEMO_COMPANIES.flatMap((c) => c.releases).filter((r) => r.upc && !isValidGtin(r.upc))).toEqual([]);
  });

  it('tells each release’s history in order, in the past, submitted at least a week before its release date', () => {
    for (const company of DEMO_COMPANIES) {
      for (const release of company.releases) {
        const steps = releaseHistory(release, NOW);
        const times = steps.map((step) => step.at.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(times.every((time) => time <= NOW.getTime())).toBe(true);
        const submitted = steps.find((step) => step.to === 'on_progress');
        if (submitted) {
          const lead = (Date.parse(`${release.releaseDate}T00:00:00Z`) - submitted.at.getTime()) / 86_400_000;
          expect(lead).toBeGreaterThanOrEqual(RELEASE_MIN_DAYS_AFTER_SUBMIT);
        }
        expect(steps.at(-1)?.to ?? (release.isBackCatalogue ? 'success' : 'draft')).toBe(release.status);
      }
    }
  });
});
