import type { UserRole } from '@irama/contracts';
import type { Db } from '../db/database.ts';

/** Every demo account shares this password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Irama-demo-2026';

/** The demo logins printed at start-up and listed in the README. */
export const DEMO_ACCOUNTS = [
  { email: 'owner@musik.demo', shows: 'music group (red theme), all six permission keys' },
  { email: 'admin@musik.demo', shows: 'admin in the same company; switches: payment and YouTube report only' },
  { email: 'admin2@musik.demo', shows: 'second admin there; switches: release catalogue, DSP report, new DSP report' },
  { email: 'owner@timur.demo', shows: 'eastern-region group (orange theme)' },
  { email: 'owner@indie.demo', shows: 'independent group (green-cyan theme)' },
  { email: 'owner@ent.demo', shows: 'only the entertainment service (goes to the not-found pages)' },
  { email: 'owner@nofeature.demo', shows: 'no feature keys (gets the permission pages)' },
  { email: 'owner@agg.demo', shows: 'sub-aggregator with a white-label configuration and two client companies' },
  { email: 'staff@irama.demo', shows: 'distributor staff (operator routes)' },
] as const;

/** A demo user as the services take their caller: the user with their role, and their company. */
export async function demoActorOf(
  db: Db,
  email: string,
): Promise<{ user: { id: number; role: UserRole }; company: { id: number } }> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'company_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { user: { id: row.id, role: row.role as UserRole }, company: { id: row.company_id } };
}
