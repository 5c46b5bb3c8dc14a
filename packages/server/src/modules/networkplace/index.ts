// What other modules may use of Networkplace: who a profile is and whether two may meet (chat codes
// against these), filing and resolving message reports, and refreshing a company's figures.
export {
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
} from './members.service.ts';
export { saveProfile } from './profile.service.ts';
export { fileMessageReport, resolveConversationReports } from './reports.service.ts';
export { refreshEveryNetworkplaceStats, refreshNetworkplaceStats } from './stats.service.ts';
