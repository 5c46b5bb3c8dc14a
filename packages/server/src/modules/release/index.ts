// What other modules may use of releases: reading and counting them, when they went live or were rejected, naming tracks, serving files.
export { isPdf } from './files/sniff.ts';
export { createReadDeps } from './release.deps.ts';
export type { ReadDeps } from './release.read.ts';
export {
  countDeliveredTracks,
  countReleases,
  firstLiveTimes,
  latestRejectionAt,
  listReleases,
} from './release.service.ts';
export { contentDisposition } from './serving/content-disposition.ts';
export { trackNamesVersion } from './track-descriptions.repository.ts';
export { describeTracks } from './track-descriptions.ts';
