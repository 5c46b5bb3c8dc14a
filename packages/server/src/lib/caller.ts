import type { CompanySummary, Permissions, User } from '@irama/contracts';

/** Who is calling: the signed-in user, their company and their effective permissions. */
export type Caller = {
  sessionId: number;
  user: User;
  company: CompanySummary;
  permissions: Permissions;
  isDistributorStaff: boolean;
};
