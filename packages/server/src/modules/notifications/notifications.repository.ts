import type { Db } from '../../db/database.ts';
import { assertWithinScope, inScope, type Scope } from '../../db/scope.ts';
import { selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import type { Notice, Recipient } from './notice.ts';
import './notifications.tables.ts';

/** The owner accounts of the given companies in the scope, by id. */
export function findOwners(db: Db, scope: Scope, companyIds: readonly number[]) {
  return selectScoped(db, 'users', scope)
    .select(['id', 'company_id'])
    .where('company_id', 'in', companyIds)
    .where('role', '=', 'owner')
    .orderBy('id')
    .execute();
}

/** Every user of the given companies in the scope: who reads a notice left for a company as a whole. */
export function findCompanyUsers(db: Db, scope: Scope, companyIds: readonly number[]) {
  return selectScoped(db, 'users', scope).select(['id', 'company_id']).where('company_id', 'in', companyIds).execute();
}

/**
 * Writes one notice row for each recipient with the given stored text; returns their ids, in order.
 * A recipient outside the scope is a caller's mistake, refused before anything is written.
 */
export async function insertNoticeRows(
  db: Db,
  scope: Scope,
  recipients: readonly Recipient[],
  notice: Notice,
  text: { title: string; content: string },
  createdAt: string,
): Promise<number[]> {
  const { url, feature } = notice;
  const [message, subject] = 'message' in notice ? [notice.message, notice.subject] : [undefined, undefined];
  assertWithinScope(
    scope,
    recipients.map(({ companyId }) => companyId),
    'a notice',
  );
  const rows = await db
    .insertInto('notifications')
    .values(
      recipients.map(({ companyId, userId }) => ({
        company_id: companyId,
        user_id: userId,
        title: text.title,
        content: text.content,
        category_id: notice.categoryId,
        is_read: false,
        is_important: notice.isImportant,
        additional_data: JSON.stringify({ url, feature, message, subject }),
        created_at: createdAt,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Marks every notice in the scope left before `before` (an ISO time) as read: what the demo's owners have seen. */
export async function markNoticesReadBefore(db: Db, scope: Scope, before: string): Promise<void> {
  await updateScoped(db, 'notifications', scope).set({ is_read: true }).where('created_at', '<', before).execute();
}

/** The newest `limit` notices of a user: their own and their company's (the scope's), newest first. */
export async function findNotices(db: Db, scope: Scope, userId: number, limit: number) {
  return selectScoped(db, 'notifications', scope)
    .select(['id', 'title', 'content', 'created_at', 'is_read', 'is_important', 'category_id', 'additional_data'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks those of `ids` that are the user's (or their company's as a whole) read; returns the ids it marked. */
export async function markNoticesReadFor(
  db: Db,
  scope: Scope,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await updateScoped(db, 'notifications', scope)
    .set({ is_read: true })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Every enabled user of the partner companies in the scope, or of those of one company group. */
export async function findPartnerUsers(db: Db, scope: Scope, groupName: string | null): Promise<Recipient[]> {
  let query = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.company_id as companyId', 'users.id as userId'])
    .where(inScope(scope, 'users.company_id'))
    .where('companies.is_distributor', '=', false)
    .where('users.is_disabled', '=', false);
  if (groupName !== null) query = query.where('companies.group_name', '=', groupName);
  return query.orderBy('users.id').execute();
}
