// What other modules may use of ideas: the content and announcements it shows, and its recommendations.
export { contentShownOn, type IdeasDeps, listAnnouncements } from './ideas.service.ts';
export { mostPlayed, rankedMusic, rankedVideos } from './recommendations.service.ts';
