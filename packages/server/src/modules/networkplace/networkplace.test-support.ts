import type { UpdateNetworkplaceProfileRequest } from '@irama/contracts';
import type { TestApp } from '../../../test/support/test-app.ts';

// Builders for Networkplace tests: creators of their own companies, with a profile saved through the API.

export type Creator = { id: number; userId: number; companyId: number; headers: Record<string, string> };

let sequence = 0;

/** A word no other test's profile holds, to find one's own profiles among everyone's. */
export function uniqueTag(): string {
  sequence += 1;
  return `tag${Date.now().toString(36)}x${sequence}`;
}

export function profileInput(
  overrides: Partial<UpdateNetworkplaceProfileRequest> = {},
): UpdateNetworkplaceProfileRequest {
  return {
    display_name: 'Rani Kusuma',
    profession: 'artist',
    skills: ['Vokal', 'Penulisan lagu'],
    industry: 'music',
    visibility: 'public',
    bio: 'Penyanyi pop dari Yogyakarta.',
    artist_label: 'Rumah Nada',
    ...overrides,
  };
}

/** A signed-in owner of a new company with the `networkplace` permission and a saved profile. */
export async function buildCreator(
  t: TestApp,
  overrides: Partial<UpdateNetworkplaceProfileRequest> = {},
): Promise<Creator> {
  const user = await t.factories.buildSignedInUser();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v2/profile/networkplace',
    headers: user.headers,
    payload: profileInput(overrides),
  });
  if (saved.statusCode !== 200) throw new Error(`profile save failed: ${saved.body}`);
  return { id: saved.json().data.id, userId: user.id, companyId: user.companyId, headers: user.headers };
}
