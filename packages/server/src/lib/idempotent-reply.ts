import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, IdempotencyKeySchema } from '@irama/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, problemOf } from './errors.ts';

/**
 * A keyed request's outcome: the work's answer, or the domain error that refused it with the id of
 * the request it first answered; and whether it is the first request's answer given again.
 */
export type OnceAnswer<T> = { isReplay: boolean } & ({ done: T } | { refused: AppError; refusedRequestId: string });

/** The request's Idempotency-Key: a request that moves money without one is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = IdempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (!key.success) throw new AppError('balance.idempotency_key_required');
  return key.data;
}

/**
 * Answers a keyed request: 201 with the work's answer, or its refusal as a problem (a refusal is an
 * answer the key keeps, so it is sent here rather than thrown), each marked when it is a replay.
 */
export function replyOnce<T>(reply: FastifyReply, answer: OnceAnswer<T>) {
  if (answer.isReplay) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  if ('done' in answer) return reply.status(201).send(answer.done);
  return reply
    .status(answer.refused.status)
    .type('application/problem+json')
    .send(problemOf(answer.refused, answer.refusedRequestId));
}
