// What other modules may use of releases: reading and counting them, when they went live or were rejected, naming tracks, serving files,
// a live track's public share page, and artists with the tracks crediting them.
export {
  artistCatalogue,
  type CatalogueArtist,
  type CatalogueTrack,
  catalogueArtists,
  catalogueTrack,
  foldName,
  releasesLiveAt,
} from './artist-catalogue.ts';
export { isPdf } from './files/sniff.ts';
export { createReadDeps, createShareDeps } from './release.deps.ts';
export type { ReadDeps } from './release.read.ts';
export {
  countDeliveredTracks,
  countReleases,
  firstLiveTimes,
  latestRejectionAt,
  listReleases,
  nextReleaseDate,
} from './release.service.ts';
export { contentDisposition } from './serving/content-disposition.ts';
export {
  findCompanyTrackShare,
  findSharedTrack,
  type ShareDeps,
  type SharedTrack,
  writePreviewExcerpt,
} from './shared-track.ts';
export { hasTrackWithIsrc, releaseDatesByIsrc, trackNamesVersion } from './track-descriptions.repository.ts';
export { describeTracks } from './track-descriptions.ts';
