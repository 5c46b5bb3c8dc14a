import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SWITCH_FOR_KEY } from '@irama/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/plugins/authenticate.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The SPA build the app serves in this test: its files are public routes of their own.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-route-access-'));
const SPA_FILES = ['/index.html', '/favicon.svg', '/assets/index-Ab12Cd34.js'];

let t: TestApp;
let routes: RouteAccess[];
let staff: Record<string, string>;
let owner: Record<string, string>;
let featurelessOwner: Record<string, string>;
let switchlessAdmin: Record<string, string>;

beforeAll(async () => {
  for (const file of SPA_FILES) {
    fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    fs.writeFileSync(path.join(webDist, file), file === '/index.html' ? '<div id="root"></div>' : 'x');
  }
  t = await createTestApp({ WEB_DIST: webDist });
  routes = t.app.routeAccess;
  const { buildSignedInUser } = t.factories;
  staff = (await buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' })).headers;
  owner = (await buildSignedInUser()).headers;
  featurelessOwner = (await buildSignedInUser({ features: [] })).headers;
  switchlessAdmin = (await buildSignedInUser({}, { role: 'admin', switches: {} })).headers;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

type Method = InjectOptions['method'];
const nameOf = (route: RouteAccess) => `${route.method} ${route.url}`;
/** A concrete URL for a route pattern: every parameter is `1`. */
const urlOf = (route: RouteAccess) => route.url.replace(/:\w+/g, '1').replace(/\*$/, '1');
const send = (route: RouteAccess, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: route.method as Method, url, headers });
const isReadOnly = (route: RouteAccess) => route.method === 'GET' || route.method === 'HEAD';

type RawAnswer = { statusCode: number; location: string | undefined; contentType: string | undefined };

/**
 * Sends a path over a real socket exactly as spelled: `inject` resolves dot segments before the
 * app sees them, as browsers do, but an attacker's client need not.
 */
function sendRaw(method: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          statusCode: response.statusCode ?? 0,
          location: response.headers.location,
          contentType: response.headers['content-type'],
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The public routes docs/security.md names, as `METHOD /path`. */
function documentedPublicRoutes(): Set<string> {
  const page = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/security.md'), 'utf8');
  const section = page.split('## What is public')[1]?.split('\n## ')[0] ?? '';
  return new Set([...section.matchAll(/^- `((?:GET|POST|PUT|PATCH|DELETE) \/\S*)`/gm)].map((match) => match[1] ?? ''));
}

/** Other spellings of a path: escapes, dot segments, doubled slashes, case, `;`, trailing dot and slash. */
function spellingsOf(url: string): string[] {
  const escapeFirst = (segment: string) =>
    segment ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}` : segment;
  const segments = url.split('/');
  const first = segments[1] ?? '';
  const rest = segments.slice(2).join('/');
  const spellings = [
    `/${escapeFirst(first)}/${rest}`,
    `/${escapeFirst(first).toUpperCase()}/${rest}`,
    `/${segments.slice(1, -1).join('/')}/${escapeFirst(segments.at(-1) ?? '')}`,
    `/${first}%2F${rest}`,
    `/${first}%2f${rest}`,
    `/${first}%5C${rest}`,
    `//${first}/${rest}`,
    `/${first}//${rest}`,
    `/./${first}/${rest}`,
    `/${first}/./${rest}`,
    `/${first}/x/../${rest}`,
    `/x/../${first}/${rest}`,
    `/${first}/%2e/${rest}`,
    `/${first}/%2E%2E/${first}/${rest}`,
    `/${first};x/${rest}`,
    `${url};x`,
    `${url}.`,
    `${url}/`,
    `${url}%20`,
    `${url}\\`,
    url.toUpperCase(),
    `/${first.charAt(0).toUpperCase()}${first.slice(1)}/${rest}`,
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== url);
}

describe('every route the app registers', () => {
  it('is walked by this test: the list holds every module, staff routes and the SPA files', () => {
    const names = routes.map(nameOf);
    for (const expected of [
      'GET /api/auth/me',
      'POST /api/v2/release/album',
      'GET /api/ops/ingest/runs',
      'GET /api/ops/releases/:id/ddex',
      'POST /api/v1/media',
      'GET /assets/index-Ab12Cd34.js',
    ]) {
      expect(names).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(60);
  });

  it('is public only when docs/security.md lists it, or it is a file of the SPA build', () => {
    const documented = documentedPublicRoutes();
    expect(documented.size).toBeGreaterThan(5);
    const isSpaFile = (route: RouteAccess) => SPA_FILES.includes(route.url);
    const publicRoutes = routes.filter((route) => route.isPublic && !isSpaFile(route));
    const asGet = (route: RouteAccess) => (route.method === 'HEAD' ? `GET ${route.url}` : nameOf(route));
    expect(new Set(publicRoutes.map(asGet))).toEqual(documented);
    for (const route of routes.filter(isSpaFile)) expect(route.isPublic, nameOf(route)).toBe(true);
  });

  it('answers 401 without a token, and with a token that is not a session, unless it is public', async () => {
    for (const route of routes.filter((candidate) => !candidate.isPublic)) {
      const anonymous: Record<string, string>[] = [{}, { 'x-authorization': 'Bearer not-a-session-token' }];
      for (const headers of anonymous) {
        const response = await send(route, urlOf(route), headers);
        expect(response.statusCode, `${nameOf(route)} ${JSON.stringify(headers)}`).toBe(401);
        if (route.method !== 'HEAD') expect(response.json().code).toBe('auth.session_expired');
      }
    }
  });

  it('never answers 2xx to another spelling of its path, with or without a token', async () => {
    for (const route of routes) {
      const callers = isReadOnly(route) ? [{}, staff, owner] : [{}];
      for (const spelling of spellingsOf(urlOf(route))) {
        for (const headers of callers) {
          const response = await sendRaw(route.method, spelling, headers);
          const label = `${route.method} ${spelling} (${nameOf(route)})`;
          expect(response.statusCode, label).toBeGreaterThanOrEqual(300);
          expect(response.statusCode, label).not.toBe(500);
          // A redirect only ever points back at this site, at the canonical page.
          if (response.location !== undefined) expect(response.location, label).toMatch(/^\/[^/\\]/);
        }
      }
    }
  });

  it('answers 403 to a partner owner with every feature on each staff route', async () => {
    const staffRoutes = routes.filter((route) => route.isStaffOnly);
    expect(staffRoutes.length).toBeGreaterThan(10);
    for (const route of staffRoutes) {
      const response = await send(route, urlOf(route), owner);
      expect(response.statusCode, nameOf(route)).toBe(403);
    }
  });

  it("answers 403 on each feature route to an owner whose company lacks it, and to an admin without the route's switch", async () => {
    const featureRoutes = routes.filter((route) => route.permission !== null);
    expect(featureRoutes.length).toBeGreaterThan(10);
    for (const route of featureRoutes) {
      expect((await send(route, urlOf(route), featurelessOwner)).statusCode, nameOf(route)).toBe(403);
      expect((await send(route, urlOf(route), staff)).statusCode, nameOf(route)).toBe(403);
      if (route.permission && SWITCH_FOR_KEY[route.permission]) {
        expect((await send(route, urlOf(route), switchlessAdmin)).statusCode, nameOf(route)).toBe(403);
      }
    }
  });
});

describe('paths that no route answers', () => {
  it('answers 404 to any spelling of an API path, never the SPA page', async () => {
    for (const url of ['/api/nothing', '/API/health', '/Api/v2/release/info', '/%61pi/x', '/x/../api/y', '/a;/api']) {
      const response = await sendRaw('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.contentType, url).toMatch(/^application\/problem\+json/);
    }
  });

  it('serves the SPA page for a page path, and sends a trailing slash back to the path without it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/release' })).body).toContain('<div id="root">');
    const redirected = await t.app.inject({ method: 'GET', url: '/release/new/?step=2' });
    expect(redirected.statusCode).toBe(308);
    expect(redirected.headers.location).toBe('/release/new?step=2');
    for (const url of ['//evil.example/', '/release//x', '/release/./x', '/%72elease']) {
      expect((await sendRaw('GET', url)).statusCode, url).toBe(404);
    }
  });
});
