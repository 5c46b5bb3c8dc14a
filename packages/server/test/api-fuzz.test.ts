import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProblemSchema } from '@irama/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD } from '../src/ingest/engine/test-support.ts';
import { SPOTIFY_LIKE_MAPPING } from '../src/ingest/store/fixtures.ts';
import { setUpStaffRun } from '../src/modules/ingest/ingest.test-support.ts';
import { releaseApi } from '../src/modules/release/testing/release-test-kit.ts';
import { type KnownValues, requestsFor } from './support/fuzz-requests.ts';
import { type FuzzRequest, type OpenApiDocument, type Operation, operationsOf } from './support/openapi-fuzz.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * Drives every operation of the OpenAPI document with requests built from and around its schemas,
 * each sent without a token, as a partner owner with every feature and as distributor staff: no
 * answer may be a 5xx, every refusal is problem JSON, and the server stays healthy. FUZZ_RUNS sets
 * the requests per operation (10); FUZZ_SEED (in the suite's name) replays a run, and with
 * FUZZ_OPERATION and FUZZ_PATH (printed on failure) one failing case.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ONLY = process.env.FUZZ_OPERATION;
const REPLAY = ONLY ? process.env.FUZZ_PATH : undefined;

// An empty key set: Google sign-in is configured, so its route verifies tokens instead of answering 404.
const jwks = http.createServer((_request, response) => response.writeHead(200).end('{"keys":[]}'));
await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const t = await createTestApp({
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
  GOOGLE_CLIENT_ID: 'fuzz.apps.googleusercontent.com',
  GOOGLE_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`,
});
const operations = operationsOf(t.app.swagger() as OpenApiDocument).filter(
  (operation) => !ONLY || `${operation.method} ${operation.path}` === ONLY,
);

type Identity = { name: string; headers: Record<string, string>; renew(): Promise<void> };
const identities: Identity[] = [];
const known: KnownValues = { store: [SPOTIFY_LIKE_MAPPING.store], period: [PERIOD] };

/** A signed-in identity that signs in again when the fuzz ended its session (a logout, say). */
function signedIn(name: string, user: { email: string; headers: Record<string, string> }): Identity {
  const identity: Identity = {
    name,
    headers: user.headers,
    async renew() {
      identity.headers = { 'x-authorization': `Bearer ${await t.factories.signIn(user.email)}` };
    },
  };
  return identity;
}

/** Rows for the fuzz to reach: releases, tracks, artists, a report run, a change request and a store mapping. */
async function seedRows() {
  const { staff, form } = await setUpStaffRun(t);
  const owner = await t.factories.buildSignedInUser();
  await t.factories.buildUser(owner.companyId, { role: 'admin' });
  await t.factories.buildUser(owner.companyId, { role: 'admin' });
  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method, url, headers, payload }).then((response) => {
      if (response.statusCode >= 300) throw new Error(`${method} ${url} failed: ${response.body}`);
    });
  const api = releaseApi(t);
  const submitted = await api.completeRelease(owner.headers, 1);
  await send('PATCH', `/api/v2/release/album/id/${submitted}`, owner.headers, { status: 'on_progress' });
  for (const title of ['Draft one', 'Draft two']) {
    const album = await t.app.inject({
      method: 'POST',
      url: '/api/v2/release/album',
      headers: owner.headers,
      payload: { title },
    });
    await send('POST', '/api/v2/release/track', owner.headers, { release_id: album.json().data.id, track_number: 1 });
  }
  for (const name of ['Nadia', 'Bayu', 'Sari']) await send('POST', '/api/v2/release/artist', owner.headers, { name });
  await send('PUT', '/api/v2/profile/company', owner.headers, { bank_name: 'Bank Fuzz' });
  await send('POST', '/api/ops/ingest', staff.headers, form());
  await send(
    'PUT',
    `/api/ops/ingest/store-mappings/${SPOTIFY_LIKE_MAPPING.store}`,
    staff.headers,
    SPOTIFY_LIKE_MAPPING,
  );
  identities.push(
    { name: 'no token', headers: {}, renew: async () => {} },
    signedIn('partner owner', owner),
    signedIn('distributor staff', staff),
  );
}

const preview = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 300)} [${request.headers['content-type'] ?? 'no content type'}] ${String(request.payload ?? '').slice(0, 300)}`;

/** Sends a request as an identity and throws, describing both, when the answer breaks the rules. */
async function sendChecked(request: FuzzRequest, identity: Identity): Promise<void> {
  const response = await t.app.inject({ ...request, headers: { ...request.headers, ...identity.headers } });
  const fail = (why: string) => {
    throw new Error(
      `${why} as ${identity.name}: ${response.statusCode} ${response.body.slice(0, 500)}\n  ${preview(request)}`,
    );
  };
  if (response.statusCode >= 500) fail('a 5xx');
  if (response.statusCode >= 400) {
    if (!String(response.headers['content-type']).startsWith('application/problem+json')) fail('not problem JSON');
    const problem = ProblemSchema.strict().safeParse(response.json());
    if (!problem.success || problem.data.status !== response.statusCode) fail('a malformed problem');
  }
  if (response.statusCode === 401) await identity.renew();
}

beforeAll(seedRows, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => jwks.close(() => resolve()));
});

describe(`the API under fuzzing (FUZZ_SEED=${SEED})`, () => {
  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s never answers 5xx and refuses in problem JSON',
    async (name: string, operation: Operation) => {
      const details = await fc.check(
        fc.asyncProperty(requestsFor(operation, known), async (request) => {
          for (const identity of identities) await sendChecked(request, identity);
        }),
        // No shrinking: each smaller case would meet a server the cases before it have changed.
        { numRuns: RUNS, seed: SEED, ...(REPLAY ? { path: REPLAY } : {}), endOnFailure: true },
      );
      if (details.failed) {
        const replay = `FUZZ_SEED=${details.seed} FUZZ_OPERATION='${name}' FUZZ_PATH='${details.counterexamplePath}'`;
        throw new Error(`${name} failed; replay with ${replay}\n${String(details.errorInstance)}`);
      }
    },
    60_000,
  );

  it('leaves the server healthy and a new user able to sign in and read their session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const { headers } = await t.factories.buildSignedInUser();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(200);
  });
});
