import type { OpsSwitches, SwitchAuditEntry } from '@irama/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import OpsSwitchesPage from './ops-switches-page.tsx';

const TURNED_ON: SwitchAuditEntry = {
  id: 1,
  key: 'achievements',
  was_on: false,
  is_on: true,
  actor: 'staff@irama.demo',
  at: '2026-11-20T03:00:00.000Z',
};

const ok = (data: OpsSwitches): Answer => ({ status: 200, body: { data } });

/** The staff switches API over a mutable state, recording each change as the server audits it. */
function stubSwitches(initial: OpsSwitches, put?: () => Answer) {
  let state = initial;
  return stubApi({
    'GET /api/ops/switches': () => ok(state),
    'PUT /api/ops/switches/achievements': (init) => {
      if (put) return put();
      const isOn = JSON.parse(String(init?.body)).on as boolean;
      const entry = { ...TURNED_ON, id: state.audit.length + 1, was_on: state.switches.achievements, is_on: isOn };
      state = { switches: { ...state.switches, achievements: isOn }, audit: [entry, ...state.audit] };
      return ok(state);
    },
  });
}

const renderOps = () => renderSignedIn(<OpsSwitchesPage />, { role: 'staff', path: '/ops/switches' });
const puts = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((call) => call.method === 'PUT').map((call) => ({ path: call.url.pathname, body: call.body }));

describe('staff feature switches', () => {
  it('turns a feature off after asking, and the change appears in the history', async () => {
    const api = stubSwitches({
      switches: { achievements: true, musicbank: false, paylater: false },
      audit: [TURNED_ON],
    });
    renderOps();

    const toggle = await screen.findByRole('switch', { name: 'Pencapaian' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Music Bank' })).not.toBeChecked();
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Matikan Pencapaian?' });
    expect(puts(api)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Matikan' }));

    expect(await screen.findByText('Pencapaian sekarang mati untuk seluruh portal.')).toBeInTheDocument();
    expect(puts(api)).toEqual([{ path: '/api/ops/switches/achievements', body: { on: false } }]);
    expect(screen.getByRole('switch', { name: 'Pencapaian' })).not.toBeChecked();
    const history = screen.getByRole('table', { name: 'Riwayat perubahan' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('Nyala → Mati')).toBeInTheDocument();
    expect(within(history).getAllByText('staff@irama.demo')).toHaveLength(2);
  });

  it('changes nothing when the question is cancelled', async () => {
    const api = stubSwitches({ switches: { achievements: false, musicbank: false, paylater: false }, audit: [] });
    renderOps();

    expect(await screen.findByText('Belum ada perubahan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Pencapaian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nyalakan Pencapaian?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));

    expect(puts(api)).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Pencapaian' })).not.toBeChecked();
  });

  it('says why a change failed and keeps the switch as it was', async () => {
    stubSwitches({ switches: { achievements: false, musicbank: false, paylater: false }, audit: [] }, () => ({
      status: 403,
      body: { code: 'permission_denied' },
    }));
    renderOps();

    await userEvent.click(await screen.findByRole('switch', { name: 'Pencapaian' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nyalakan' }));

    expect(await screen.findByText('Pengaturan fitur tidak dapat diubah')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pencapaian' })).not.toBeChecked();
  });
});
