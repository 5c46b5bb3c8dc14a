import type { UpdateNetworkplaceProfileRequest } from '@irama/contracts';
import type { TestApp } from '../../../test/support/test-app.ts';

/** A signed-in creator with a Networkplace profile, for chat's tests. */
export type Creator = { userId: number; companyId: number; profileId: number; headers: Record<string, string> };

let sequence = 0;

/** A company with an owner signed in and their Networkplace profile, saved through networkplace's API. */
export async function buildCreator(t: TestApp, name?: string): Promise<Creator> {
  sequence += 1;
  const user = await t.factories.buildSignedInUser();
  const profile: UpdateNetworkplaceProfileRequest = {
    display_name: name ?? `Kreator ${sequence}`,
    profession: 'artist',
    skills: ['Vokal'],
    industry: 'music',
    visibility: 'public',
    bio: 'Penyanyi pop dari Yogyakarta.',
    artist_label: '',
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v2/profile/networkplace',
    headers: user.headers,
    payload: profile,
  });
  if (saved.statusCode !== 200) throw new Error(`profile save failed: ${saved.body}`);
  const profileId = (saved.json() as { data: { id: number } }).data.id;
  return { userId: user.id, companyId: user.companyId, profileId, headers: user.headers };
}

async function put(t: TestApp, from: Creator, url: string): Promise<void> {
  const response = await t.app.inject({ method: 'PUT', url, headers: from.headers });
  if (response.statusCode !== 200) throw new Error(`PUT ${url} failed: ${response.body}`);
}

/** `from` likes `to` (a knock), through networkplace's API. */
export function like(t: TestApp, from: Creator, to: Creator): Promise<void> {
  return put(t, from, `/api/v2/networkplace/like/id/${to.profileId}`);
}

/** `blocker` blocks `blocked`, through networkplace's API. */
export function block(t: TestApp, blocker: Creator, blocked: Creator): Promise<void> {
  return put(t, blocker, `/api/v2/networkplace/block/id/${blocked.profileId}`);
}

/** Opens (or answers) the conversation of `from` with `to`. */
export function openWith(t: TestApp, from: Creator, to: Creator) {
  return t.app.inject({ method: 'POST', url: `/api/conversations/${to.profileId}`, headers: from.headers });
}

/** The conversation id of `from` with `to`, opened as it must be for the test to go on. */
export async function conversationOf(t: TestApp, from: Creator, to: Creator): Promise<number> {
  const response = await openWith(t, from, to);
  if (response.statusCode !== 200) throw new Error(`could not open the conversation: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

/** `from` sends `message` in the conversation. */
export function send(t: TestApp, from: Creator, conversationId: number, message: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: from.headers,
    payload: { message },
  });
}

/** Two creators who like each other, and their open conversation. */
export async function buildPair(t: TestApp): Promise<{ a: Creator; b: Creator; conversationId: number }> {
  const a = await buildCreator(t);
  const b = await buildCreator(t);
  await like(t, a, b);
  await like(t, b, a);
  return { a, b, conversationId: await conversationOf(t, a, b) };
}
