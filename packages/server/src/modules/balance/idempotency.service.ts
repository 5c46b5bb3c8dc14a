import type { ErrorCode } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import type { OnceAnswer } from '../../lib/idempotent-reply.ts';
import { claimKey, dropKey, findKey, finishKey, type KeyClaim, takeOverKey } from './balance.repository.ts';
import { withBalanceLock } from './money.repository.ts';

/** A key whose request has been in flight this long is taken to have died with its process. */
export const IN_FLIGHT_TAKEOVER_MS = 60_000;

/**
 * The status a key stores for work done. Withdrawals stored 201 (created) before any other use of
 * keys existed, and every use creates something, so done stays 201 and keys already stored replay.
 */
const DONE_STATUS = 201;

/** One use of an Idempotency-Key: whose, what it asks for (the fingerprint), and the balances it moves. */
export interface OnceRequest {
  companyId: number;
  userId: number;
  key: string;
  /** What the request asks for: the same key with another fingerprint is refused. */
  fingerprint: string;
  /** The request's id, which a stored refusal keeps so a retry answers as the first request did. */
  requestId: string;
  now: Date;
  /** The companies whose balance lock `work` runs under. */
  lockCompanyIds: readonly number[];
}

/** What a key keeps of a refusal: the error and the request it answered (the fields of the problem it was). */
type StoredRefusal = {
  code: ErrorCode;
  errors?: Record<string, string>;
  expected?: Record<string, string>;
  requestId: string;
};

const storedRefusal = (error: AppError, requestId: string): StoredRefusal => ({
  code: error.code,
  errors: error.fieldErrors,
  expected: error.expectedTypes,
  requestId,
});

/** The first request's outcome, as its key stored it: the work's answer, or the refusal. */
function replayOf<T>(row: { response_status: number | null; response_body: string | null }): OnceAnswer<T> {
  const body = JSON.parse(row.response_body ?? 'null');
  if (row.response_status === DONE_STATUS) return { done: body as T, isReplay: true };
  const refusal = body as StoredRefusal;
  return {
    refused: new AppError(refusal.code, { fieldErrors: refusal.errors, expectedTypes: refusal.expected }),
    refusedRequestId: refusal.requestId,
    isReplay: true,
  };
}

/**
 * Claims the key for this request: a new key is written in flight (committed on its own); a key
 * done answers its first response; a key in flight is refused unless its request died (no word for
 * IN_FLIGHT_TAKEOVER_MS); the same key with another fingerprint is refused.
 */
async function claim<T>(db: Db, scope: CompanyScope, once: OnceRequest): Promise<KeyClaim | OnceAnswer<T>> {
  const at = once.now.toISOString();
  const claimed = await claimKey(db, scope, {
    key: once.key,
    user_id: once.userId,
    fingerprint: once.fingerprint,
    state: 'in_flight',
    created_at: at,
    updated_at: at,
  });
  if (claimed !== undefined) return { id: claimed, at };
  const row = await findKey(db, scope, once.key);
  if (!row) throw new AppError('balance.request_in_flight');
  if (row.fingerprint !== once.fingerprint) throw new AppError('balance.idempotency_key_reused');
  if (row.state === 'done') return replayOf<T>(row);
  const isStale = Date.parse(row.updated_at) <= once.now.getTime() - IN_FLIGHT_TAKEOVER_MS;
  if (isStale && (await takeOverKey(db, scope, row.id, row.updated_at, { userId: once.userId, at }))) {
    return { id: row.id, at };
  }
  throw new AppError('balance.request_in_flight');
}

/**
 * Runs `work` once per Idempotency-Key of the company, in one transaction holding the balance lock of
 * `lockCompanyIds`. Its answer (or the domain error that refused it) is stored with the key, the answer
 * in the same transaction as the work, and every later request with the key gets it back; a key in
 * flight is refused, and an unexpected failure frees the key for a retry.
 */
export async function runOnce<T>(db: Db, once: OnceRequest, work: (trx: Db) => Promise<T>): Promise<OnceAnswer<T>> {
  const scope = companyScope(once.companyId);
  const claimed = await claim<T>(db, scope, once);
  if ('isReplay' in claimed) return claimed;
  try {
    return await withBalanceLock(db, once.lockCompanyIds, async (trx) => {
      const done = await work(trx);
      const isStored = await finishKey(trx, scope, claimed, {
        status: DONE_STATUS,
        body: JSON.stringify(done),
        at: once.now.toISOString(),
      });
      // Taken over while this request waited: the work rolls back, the other request answers for the key.
      if (!isStored) throw new AppError('balance.request_in_flight');
      return { done, isReplay: false };
    });
  } catch (error) {
    if (!(error instanceof AppError)) {
      await dropKey(db, scope, claimed);
      throw error;
    }
    await finishKey(db, scope, claimed, {
      status: error.status,
      body: JSON.stringify(storedRefusal(error, once.requestId)),
      at: once.now.toISOString(),
    });
    return { refused: error, refusedRequestId: once.requestId, isReplay: false };
  }
}
