import type { SongstatsMetric, SongstatsScope } from '@irama/contracts';

/** A source the external Songstats API adds; its id is `songstats:<its own source id>`. */
export interface ExternalSource {
  id: string;
  name: string;
  metrics: SongstatsMetric[];
}

/** One external source's figures for an artist or a track over a scope. */
export interface ExternalStats {
  source: string;
  name: string;
  asOf: string | null;
  values: Partial<Record<SongstatsMetric, number>>;
}

/** One external source's daily history of a metric. */
export interface ExternalHistory {
  source: string;
  name: string;
  asOf: string | null;
  points: { date: string; value: number }[];
}

/** What an external call gave: its value, or that it failed (timed out, answered an error, or the breaker is open). */
export type External<T> = { status: 'ok'; value: T } | { status: 'failed' };

/**
 * The external Songstats API as the songstats module reads it. Tracks are named by ISRC, artists by
 * their Spotify id. No method throws: a failure is `{ status: 'failed' }`, and the page answers from
 * Irama's own data and says so.
 */
export interface SongstatsProvider {
  sources(): Promise<External<ExternalSource[]>>;
  trackStats(isrc: string, scope: SongstatsScope): Promise<External<ExternalStats[]>>;
  trackHistory(isrc: string, metric: SongstatsMetric, scope: SongstatsScope): Promise<External<ExternalHistory[]>>;
  artistStats(spotifyArtistId: string, scope: SongstatsScope): Promise<External<ExternalStats[]>>;
  artistHistory(
    spotifyArtistId: string,
    metric: SongstatsMetric,
    scope: SongstatsScope,
  ): Promise<External<ExternalHistory[]>>;
}
