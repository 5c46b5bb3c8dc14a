import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

// Percent-encodings of characters that never need encoding (RFC 3986 §2.3) or of the path's own
// delimiters: a client that sends them is spelling a path differently, not naming another one.
const NEEDLESS_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5f|7e|5c|3b)/i;
const NOT_CANONICAL = [
  NEEDLESS_ESCAPE,
  /\/\//, // empty segment
  /(?:^|\/)\.{1,2}(?:\/|$)/, // dot segment
  /[;\\]/, // matrix parameters, backslashes
  /.\/$/, // trailing slash, other than the root
  /\.$/, // trailing dot
];

/** The path of a request target, without its query string. */
export function pathOf(rawUrl: string): string {
  const query = rawUrl.indexOf('?');
  return query === -1 ? rawUrl : rawUrl.slice(0, query);
}

/** Whether a path is spelled the one way our routes are registered in. */
export function isCanonicalPath(path: string): boolean {
  return path.startsWith('/') && !NOT_CANONICAL.some((pattern) => pattern.test(path));
}

/**
 * A route is reached only through its canonical path: any other spelling of a path that some
 * route would answer (`/%61pi/…`, `//api/…`, `/api/./…`, a trailing slash or dot, `;x`) is a 404,
 * decided before any other hook, so no spelling gets an answer its canonical form would not.
 */
export const canonicalPaths = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.url !== undefined && !isCanonicalPath(pathOf(request.raw.url ?? '/'))) {
      done(new AppError('not_found'));
      return;
    }
    done();
  });
});
