// What other modules may use of Networkplace: who a profile is and whether two may meet (chat codes
// against these), filing and resolving message reports, refreshing a company's figures, and folding
// text for an accent-blind search as explore does.
export {
  counterpartOf,
  isBlockedEitherWay,
  likeState,
  memberOfUser,
  membersByIds,
  type NetworkplaceMember,
  publicProfileIds,
  type Relation,
  reachableMember,
  recordLike,
  relationsWith,
  sharedMemberOfUser,
} from './members.service.ts';
export { saveProfile } from './profile.service.ts';
export { fileMessageReport, resolveConversationReports } from './reports.service.ts';
export { foldForSearch } from './search-text.ts';
export { refreshEveryNetworkplaceStats, refreshNetworkplaceStats } from './stats.service.ts';
