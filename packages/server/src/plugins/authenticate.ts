import type { PermissionKey, SwitchKey } from '@irama/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../lib/caller.ts';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, branding, health, the SPA's own files). */
    isPublic?: boolean;
    /** The feature key the route needs; 403 `permission_denied` without it. */
    permission?: PermissionKey;
    /** Distributor staff only (the /api/ops routes). */
    isStaffOnly?: boolean;
    /** The portal-wide switch the route's feature needs; while it is off the route answers as an unknown one (404). */
    featureSwitch?: SwitchKey;
  }
  interface FastifyInstance {
    /** Every route the app registered, with the access its config declares (tests walk it). */
    readonly routeAccess: RouteAccess[];
  }
}

/** Who may call one registered route, read from that route's own config. */
export type RouteAccess = {
  method: string;
  url: string;
  isPublic: boolean;
  isStaffOnly: boolean;
  permission: PermissionKey | null;
  featureSwitch: SwitchKey | null;
};

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The bearer token of `X-Authorization` (what the SPA sends), or else of the standard
 * `Authorization` header (what most HTTP clients send). A token is never read from a cookie.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers['x-authorization'] ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.match(BEARER)?.[1] ?? null;
}

/** The signed-in caller of a route that is not public; routes only run once this is set. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('auth.session_expired');
  return request.caller;
}

function accessOf(route: RouteOptions): RouteAccess[] {
  const config = route.config ?? {};
  if (config.isPublic && (config.isStaffOnly || config.permission || config.featureSwitch)) {
    // A public route that also names who may call it is a mistake that would silently open it.
    throw new Error(`${route.url}: a public route cannot also be staff-only, need a permission or a switch`);
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => ({
    method,
    url: route.url,
    isPublic: config.isPublic === true,
    isStaffOnly: config.isStaffOnly === true,
    permission: config.permission ?? null,
    featureSwitch: config.featureSwitch ?? null,
  }));
}

export type AuthenticateOptions = {
  /** The caller a session token belongs to, or null when it is no live session (the auth module knows sessions). */
  resolveCaller(token: string): Promise<Caller | null>;
  /** Whether a portal-wide feature switch is on now (the switches module knows them). */
  isSwitchOn(key: SwitchKey): Promise<boolean>;
};

/**
 * Default deny, decided by the route that answers: every route needs a live session unless its
 * own config says `isPublic`, then the feature switch, staff flag and permission key of that same
 * config apply.
 * Nothing here reads the URL's text, so no spelling of a path can reach a route past its rules.
 * A request no route matches needs no session: it is answered 404 whoever asks.
 */
export const authenticate = fp(async (app: FastifyInstance, options: AuthenticateOptions) => {
  // Kept as registered and read when asked: a plugin's own onRoute hook (the SPA's files) may
  // still set the config after this one has seen the route.
  const routes: RouteOptions[] = [];
  app.decorateRequest('caller', null);
  app.decorate('routeAccess', { getter: () => routes.flatMap(accessOf) });
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', (done) => {
    try {
      for (const route of routes) accessOf(route);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('onRequest', async (request) => {
    // One read: `routeOptions` is a getter that builds a new object each time.
    const { config, url } = request.routeOptions;
    if (url === undefined || config.isPublic) return;
    const token = bearerToken(request);
    const caller = token ? await options.resolveCaller(token) : null;
    if (!caller) throw new AppError('auth.session_expired');
    request.caller = caller;
    // A feature switched off is not there: the same answer as a path no route matches.
    if (config.featureSwitch && !(await options.isSwitchOn(config.featureSwitch))) throw new AppError('not_found');
    if (config.isStaffOnly && !caller.isDistributorStaff) throw new AppError('permission_denied');
    if (config.permission && caller.permissions[config.permission] !== true) throw new AppError('permission_denied');
  });
});
