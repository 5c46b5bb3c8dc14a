import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();

// Raw JSON, so the lone surrogate arrives as the `\ud800` escape a hostile client would send.
const ATTACKS = [
  { name: 'a NUL byte', json: '"Senja\\u0000Jakarta"', key: 'validation.text.control_character' },
  { name: 'a lone UTF-16 surrogate', json: '"Senja\\ud800Jakarta"', key: 'validation.text.invalid_unicode' },
  { name: 'a right-to-left override', json: '"Senja\\u202eatrakaJ"', key: 'validation.text.bidi_override' },
];

function sendAlbum(method: 'POST' | 'PUT', url: string, headers: Record<string, string>, body: string) {
  return t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: body });
}

const storedTitles = async (companyId: number) =>
  (await t.db.selectFrom('releases').select('title').where('company_id', '=', companyId).execute()).map(
    (row) => row.title,
  );

describe('album title text hygiene', () => {
  for (const attack of ATTACKS) {
    it(`refuses a new album whose title holds ${attack.name}, with ${attack.key}, and stores nothing`, async () => {
      const owner = await t.factories.buildSignedInUser();
      const response = await sendAlbum('POST', '/api/v2/release/album', owner.headers, `{"title":${attack.json}}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { title: attack.key } });
      expect(await storedTitles(owner.companyId)).toEqual([]);
    });

    it(`refuses renaming an album to a title holding ${attack.name}, and keeps the old title`, async () => {
      const owner = await t.factories.buildSignedInUser();
      const created = await sendAlbum('POST', '/api/v2/release/album', owner.headers, '{"title":"Senja"}');
      const { id } = created.json().data;
      const response = await sendAlbum(
        'PUT',
        `/api/v2/release/album/id/${id}`,
        owner.headers,
        `{"title":${attack.json}}`,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ title: attack.key });
      expect(await storedTitles(owner.companyId)).toEqual(['Senja']);
    });
  }

  it('stores a title typed in decomposed form composed (NFC) and trimmed', async () => {
    const owner = await t.factories.buildSignedInUser();
    const response = await sendAlbum(
      'POST',
      '/api/v2/release/album',
      owner.headers,
      '{"title":"  Cafe\\u0301 Senja "}',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.title).toBe('Caf\u00e9 Senja');
    expect(await storedTitles(owner.companyId)).toEqual(['Caf\u00e9 Senja']);
  });
});
