import type { SwitchStates } from '@irama/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { ComingSoonSwitch } from './coming-soon-switch.tsx';

function renderAchievements(switches: Answer) {
  const api = stubApi({ 'GET /api/switches': () => switches });
  renderSignedIn(
    <ComingSoonSwitch switchKey="achievements" comingSoon={<h1>Segera hadir</h1>}>
      <h1>Pencapaian perusahaan</h1>
    </ComingSoonSwitch>,
    { path: '/comingsoon/achievement' },
  );
  return api;
}

const states = (overrides: Partial<SwitchStates>): Answer => ({
  status: 200,
  body: { data: { achievements: false, musicbank: false, paylater: false, ...overrides } },
});

describe('coming-soon features behind their switches', () => {
  it('opens the built page while its switch is on', async () => {
    renderAchievements(states({ achievements: true }));
    expect(await screen.findByRole('heading', { name: 'Pencapaian perusahaan' })).toBeInTheDocument();
  });

  it('keeps the coming-soon screen while the switch is off', async () => {
    renderAchievements(states({ musicbank: true, paylater: true }));
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
    expect(screen.queryByText('Pencapaian perusahaan')).not.toBeInTheDocument();
  });

  it('stays coming soon when the switches cannot be read', async () => {
    renderAchievements({ status: 500, body: { code: 'internal' } });
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
  });
});
