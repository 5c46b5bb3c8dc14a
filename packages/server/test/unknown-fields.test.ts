import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './support/factories.ts';
import { useOwnerAndStaff, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const { owner, staff } = useOwnerAndStaff(t);

async function refusal(method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method, url, headers, payload: payload as object });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'validation_failed' });
  return (response.json() as { errors: Record<string, string> }).errors;
}

describe('a field the API does not know', () => {
  it('is refused with a 400 naming it, beside the other fields’ messages', async () => {
    const errors = await refusal('POST', '/api/auth/client', { email: 'not-an-email', password: 'x', colour: 'red' });
    expect(errors).toEqual({ colour: 'validation.unknown_field', email: 'validation.email.invalid' });
  });

  it('is refused deep inside a body, by its path', async () => {
    const errors = await refusal(
      'POST',
      '/api/v2/release/album',
      { title: 'Senja', artists: [{ name: 'Nadia', role: 'main', colour: 'red' }] },
      owner.headers,
    );
    expect(errors).toEqual({ 'artists.0.colour': 'validation.unknown_field' });
  });

  it('is refused in the chosen branch of a body with alternatives', async () => {
    const errors = await refusal(
      'POST',
      '/api/ops/ingest/unmatched/1',
      { action: 'not_ours', note: 'x' },
      staff.headers,
    );
    expect(errors).toEqual({ note: 'validation.unknown_field' });
  });

  it('leaves the schemas’ own cross-field rules in force', async () => {
    const errors = await refusal(
      'PUT',
      '/api/v2/profile/changepassword',
      { current_password: TEST_PASSWORD, new_password: 'Another-pass-1', repeat_password: 'Another-pass-2' },
      owner.headers,
    );
    expect(errors).toEqual({ repeat_password: 'validation.password.mismatch' });
  });
});

describe('a value of the wrong shape', () => {
  it('gets the type key, never zod’s English sentence', async () => {
    expect(await refusal('POST', '/api/auth/client', [1])).toEqual({ _: 'validation.type' });
    const errors = await refusal('POST', '/api/ops/ingest/publish', { source: 'youtube', period: 42 }, staff.headers);
    expect(errors).toEqual({ period: 'validation.type' });
  });

  it('gets the generic message key in an upload form’s fields too', async () => {
    const form = new FormData();
    form.append('type', 'not-a-source');
    form.append('file', new Blob(['Asset ID\nA1\n']), 'report.csv');
    expect(await refusal('POST', '/api/ops/ingest', form, staff.headers)).toEqual({ type: 'validation.invalid' });
  });
});
