import { NOTICE_MESSAGES } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import { findRequest } from './requests.repository.ts';

/** Where a request's notice leads: the Music Bank page with the request open. */
export const requestUrl = (id: number) => `/comingsoon/musicbank?request=${id}`;

/**
 * Tells the owners of each request's company what it has become, in the caller's transaction (the
 * one that changed it). A request in need of action is important: it expires unless paid.
 */
export async function announceRequests(trx: Db, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const request = await findRequest(trx, ALL_COMPANIES, id);
    if (!request) continue;
    await notifyOwners(trx, [request.company_id], {
      subject: { type: 'musicbank_request', id },
      message: {
        key: NOTICE_MESSAGES.musicbankRequestStatus,
        values: { title: request.item_title, reference: request.reference, status: request.status },
      },
      // Licensing a song is about the partner's catalogue, as release decisions are.
      categoryId: NOTIFICATION_CATEGORY.content,
      isImportant: request.status === 'need_action',
      url: requestUrl(id),
      feature: 'musicbank',
    });
  }
}
