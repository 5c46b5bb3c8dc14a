import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, problemOf } from '../lib/errors.ts';

/** Answers with the problem JSON of an AppError. */
export function sendProblem(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  return reply
    .status(error.status)
    .headers(error.headers)
    .type('application/problem+json')
    .send(problemOf(error, request.id));
}

const malformed = () => new AppError('validation_failed', { fieldErrors: { _: 'validation.malformed' } });

/**
 * SQLSTATEs of PostgreSQL refusing a value a request carried: text with a NUL character (22021,
 * 22P05 inside JSON) or a number beyond its column (22003). SQLite stores the same values, and
 * either way they are the client's, so a 400 rather than a 500, on whatever route they reach.
 */
const VALUES_POSTGRES_REFUSES = new Set(['22021', '22P05', '22003']);

/** Turns a thrown error into the AppError a client may see; anything unexpected is `internal`. */
function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (VALUES_POSTGRES_REFUSES.has(error.code)) {
    return new AppError('validation_failed', { fieldErrors: { _: 'validation.invalid' } });
  }
  switch (error.statusCode) {
    case 400:
      return malformed();
    case 413:
      return new AppError('payload_too_large');
    case 415:
      return new AppError('unsupported_media_type');
    case 429:
      return new AppError('rate_limited', { headers: {} });
    case 503:
      return new AppError('service_unavailable');
  }
  // Any other refusal a plugin raises (a multipart field that is not the JSON it claims, say) is
  // still the request's fault, never ours.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return malformed();
  return new AppError('internal');
}

/** Fastify's own refusals before any route runs (a bad URL, a path parameter too long), as problem JSON. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused');
  return sendProblem(reply.header('x-request-id', request.id), request, toAppError(error));
}

/** RFC 9457 problem JSON for every error, with the request id and never a stack trace. */
export const problems = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code }, 'request refused');
    return sendProblem(reply, request, appError);
  });
});
