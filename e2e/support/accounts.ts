import { PERMISSION_KEYS, type PermissionKey, type ServiceName } from '@irama/contracts';

/** Every demo account shares this password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Irama-demo-2026';

export interface DemoAccount {
  email: string;
  /** The keys the seed grants (company features, narrowed by an admin's switches). */
  permissions: readonly PermissionKey[];
  /** The language stored on the profile; the portal switches to it after sign-in. */
  language: 'id' | 'en';
  /** Distributor staff (role `staff`): the operator pages under /ops. */
  isStaff?: boolean;
  /** The company's services, where a link depends on one. */
  services?: readonly ServiceName[];
}

const ALL: readonly PermissionKey[] = PERMISSION_KEYS;

/** The demo accounts of the seed, written out here so the tests do not trust the SPA's tables. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'owner@musik.demo', permissions: ALL, language: 'id' },
  {
    email: 'admin@musik.demo',
    permissions: ['estimates', 'assetreports', 'networkplace', 'expertise'],
    language: 'id',
  },
  {
    email: 'admin2@musik.demo',
    permissions: ['deliveryrelease', 'dspreport', 'networkplace', 'expertise'],
    language: 'id',
  },
  {
    email: 'owner@timur.demo',
    permissions: ['estimates', 'deliveryrelease', 'networkplace', 'assetreports', 'dspreport'],
    language: 'id',
  },
  {
    email: 'owner@indie.demo',
    permissions: ['estimates', 'deliveryrelease', 'networkplace', 'dspreport'],
    language: 'en',
  },
  {
    email: 'owner@ent.demo',
    permissions: ['estimates', 'networkplace', 'assetreports', 'dspreport'],
    language: 'id',
    services: ['entertainment'],
  },
  { email: 'owner@nofeature.demo', permissions: [], language: 'id' },
  { email: 'owner@agg.demo', permissions: ALL, language: 'id' },
  { email: 'staff@irama.demo', permissions: [], language: 'id', isStaff: true },
];

/** One demo account by email. */
export function demoAccount(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account;
}
