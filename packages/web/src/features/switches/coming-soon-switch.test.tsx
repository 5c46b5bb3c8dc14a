import type { SwitchStates } from '@irama/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { ComingSoonSwitch } from './coming-soon-switch.tsx';

const PAGES = { achievement: { switchKey: 'achievements', page: <h1>Pencapaian perusahaan</h1> } } as const;

function renderFeature(feature: string, switches: Answer) {
  const api = stubApi({ 'GET /api/switches': () => switches });
  renderSignedIn(<ComingSoonSwitch pages={PAGES} comingSoon={<h1>Segera hadir</h1>} />, {
    path: `/comingsoon/${feature}`,
    routePath: '/comingsoon/:feature',
  });
  return api;
}

const states = (overrides: Partial<SwitchStates>): Answer => ({
  status: 200,
  body: { data: { achievements: false, musicbank: false, paylater: false, ...overrides } },
});

describe('coming-soon features behind their switches', () => {
  it('opens the built page while its switch is on', async () => {
    renderFeature('achievement', states({ achievements: true }));
    expect(await screen.findByRole('heading', { name: 'Pencapaian perusahaan' })).toBeInTheDocument();
  });

  it('keeps the coming-soon screen while the switch is off', async () => {
    renderFeature('achievement', states({ musicbank: true, paylater: true }));
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
    expect(screen.queryByText('Pencapaian perusahaan')).not.toBeInTheDocument();
  });

  it('keeps a feature whose page is not built coming soon even when switched on', async () => {
    renderFeature('musicbank', states({ achievements: true, musicbank: true }));
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
  });

  it('stays coming soon when the switches cannot be read', async () => {
    renderFeature('achievement', { status: 500, body: { code: 'internal' } });
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
  });
});
