import type { PermissionKey } from '@irama/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { resolveCaller } from '../modules/auth/caller.service.ts';
import type { Caller } from '../modules/auth/caller.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, branding, health). */
    isPublic?: boolean;
    /** The feature key the route needs; 403 `permission_denied` without it. */
    permission?: PermissionKey;
    /** Distributor staff only (the /api/ops routes). */
    isStaffOnly?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The bearer token of `X-Authorization`, the only place a token is read from (never a cookie). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers['x-authorization'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.match(BEARER)?.[1] ?? null;
}

/** The signed-in caller of a route that is not public; routes only run once this is set. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('auth.session_expired');
  return request.caller;
}

/**
 * Every /api route needs a live session unless it says `isPublic`, then the permission key and
 * staff flag it declares. Partner routes never serve distributor staff partner data: staff
 * belong to the distributor's own company, and every query is scoped by the caller's company.
 */
export const authenticate = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    // One read: `routeOptions` is a getter that builds a new object each time.
    const { config, url } = request.routeOptions;
    if (!request.url.startsWith('/api/') || config.isPublic || url === undefined) return;
    const token = bearerToken(request);
    const caller = token ? await resolveCaller(options.db, token) : null;
    if (!caller) throw new AppError('auth.session_expired');
    request.caller = caller;
    if (config.isStaffOnly && !caller.isDistributorStaff) throw new AppError('permission_denied');
    if (config.permission && caller.permissions[config.permission] !== true) throw new AppError('permission_denied');
  });
});
