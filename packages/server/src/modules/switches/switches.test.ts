import { describe, expect, it } from 'vitest';
import { useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const { owner, staff } = useOwnerAndStaff(t);

type Headers = Record<string, string>;
const send = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const turn = (key: string, on: unknown, headers: Headers = staff.headers) =>
  send('PUT', `/api/ops/switches/${key}`, headers, { on });
const statesOf = async (headers: Headers) => {
  const response = await send('GET', '/api/switches', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('feature switches', () => {
  it('are all off until staff turn one on, for any signed-in user to read', async () => {
    expect(await statesOf(owner.headers)).toEqual({ achievements: false, musicbank: false, paylater: false });
    expect(await statesOf(staff.headers)).toEqual({ achievements: false, musicbank: false, paylater: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/switches' })).statusCode).toBe(401);
  });

  it('let staff turn one on and off, each change audited newest first, a repeat not', async () => {
    const staffEmail = (await send('GET', '/api/auth/me', staff.headers)).json().data.user.email;
    const on = await turn('musicbank', true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.switches).toEqual({ achievements: false, musicbank: true, paylater: false });
    expect(await statesOf(owner.headers)).toMatchObject({ musicbank: true });

    expect((await turn('musicbank', true)).statusCode).toBe(200);
    const off = await turn('musicbank', false);
    const { switches, audit } = off.json().data;
    expect(switches.musicbank).toBe(false);
    expect(
      audit.map(({ key, was_on, is_on, actor }: Record<string, unknown>) => ({ key, was_on, is_on, actor })),
    ).toEqual([
      { key: 'musicbank', was_on: true, is_on: false, actor: staffEmail },
      { key: 'musicbank', was_on: false, is_on: true, actor: staffEmail },
    ]);
    expect(Date.parse(audit[0].at)).toBeGreaterThanOrEqual(Date.parse(audit[1].at));
    const page = await send('GET', '/api/ops/switches', staff.headers);
    expect(page.json().data).toEqual(off.json().data);
  });

  it('audit one change once when the same change races', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => turn('paylater', true)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const audit = (await send('GET', '/api/ops/switches', staff.headers)).json().data.audit;
    expect(audit.filter((entry: { key: string }) => entry.key === 'paylater')).toHaveLength(1);
    await turn('paylater', false);
  });

  it('keep the staff page and changes to distributor staff', async () => {
    expect((await send('GET', '/api/ops/switches', owner.headers)).statusCode).toBe(403);
    const refused = await turn('achievements', true, owner.headers);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'permission_denied']);
    expect((await statesOf(owner.headers)).achievements).toBe(false);
  });

  it('answer a bad key or body with 400 and the field', async () => {
    const badKey = await turn('dark_mode', true);
    expect([badKey.statusCode, badKey.json().errors]).toEqual([400, { key: 'validation.invalid' }]);
    for (const body of [{ on: 'yes' }, { on: 1 }, {}]) {
      const response = await send('PUT', '/api/ops/switches/achievements', staff.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['on']);
    }
    expect((await statesOf(owner.headers)).achievements).toBe(false);
  });
});
