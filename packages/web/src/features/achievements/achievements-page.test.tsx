import type { Achievement, AchievementSummary } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSwitches } from '../../lib/feature-switches.ts';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import AchievementsPage from './achievements-page.tsx';

function buildAchievement(overrides: Partial<Achievement> & Pick<Achievement, 'id' | 'key'>): Achievement {
  return {
    title_key: `achievements.items.${overrides.key}.title`,
    description_key: `achievements.items.${overrides.key}.description`,
    status: 'locked',
    progress: { current: 0, goal: 1 },
    earned_at: null,
    claimed_at: null,
    ...overrides,
  };
}

/** An achievement whose goal is met: its progress full, ready to claim unless `status` says it is claimed. */
function buildEarned(overrides: Partial<Achievement> & Pick<Achievement, 'id' | 'key' | 'earned_at'>): Achievement {
  return buildAchievement({ status: 'ready', progress: { current: 1, goal: 1 }, ...overrides });
}

const FIRST_RELEASE = buildEarned({ id: 1, key: 'first_release_live', earned_at: '2026-10-02T03:00:00.000Z' });
const STREAMS = buildAchievement({ id: 4, key: 'million_streams', progress: { current: 120_000, goal: 1_000_000 } });
const WITHDRAWAL = buildEarned({
  id: 5,
  key: 'first_withdrawal_paid',
  status: 'claimed',
  earned_at: '2026-09-01T03:00:00.000Z',
  claimed_at: '2026-09-03T03:00:00.000Z',
});

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const pageOf = (results: Achievement[]): Answer => ok({ results, page: 1, limit: 6, total: results.length });

function summaryOf(achievements: Achievement[]): AchievementSummary {
  const count = (status: Achievement['status']) => achievements.filter((item) => item.status === status).length;
  return {
    locked: count('locked'),
    ready: count('ready'),
    claimed: count('claimed'),
    total: achievements.length,
    latest_earned: FIRST_RELEASE,
  };
}

/** The achievements API over a mutable list, as the server would answer it. */
function stubAchievements(achievements: Achievement[], claim: (id: number) => Answer) {
  return stubApi({
    'GET /api/v2/achievements/summary': () => ok(summaryOf(achievements)),
    'GET /api/v2/achievements/all': (_init, url) => {
      const status = url.searchParams.get('status');
      const ready = url.searchParams.get('ready');
      return pageOf(
        achievements.filter(
          (item) =>
            (status === null || item.status === status) &&
            (ready === null || (item.status === 'ready') === (ready === '1')),
        ),
      );
    },
    'POST /api/v2/achievements/claim': (init) => claim(JSON.parse(String(init?.body)).achievement_id),
  });
}

/** What the route deciding between this page and the coming-soon screen reads. */
function SwitchProbe() {
  const switches = useSwitches();
  return <output>{switches && `achievements ${switches.achievements ? 'on' : 'off'}`}</output>;
}

const renderPage = (path = '/comingsoon/achievement') => renderSignedIn(<AchievementsPage />, { path });

describe('achievements page', () => {
  it('sums up what is earned and lists the ready ones first, each with its progress', async () => {
    stubAchievements([FIRST_RELEASE, STREAMS, WITHDRAWAL], () => ok(FIRST_RELEASE));
    renderPage();

    const summary = await screen.findByRole('region', { name: 'Ringkasan pencapaian' });
    expect(await within(summary).findByText('2 dari 3')).toBeInTheDocument();
    const ready = await screen.findByRole('list', { name: 'Siap diklaim' });
    expect(within(ready).getByRole('article', { name: 'Rilis pertama tayang' })).toBeInTheDocument();
    const others = await screen.findByRole('list', { name: 'Pencapaian lainnya' });
    const streams = within(others).getByRole('article', { name: '1 juta stream' });
    expect(within(streams).getByRole('progressbar', { name: 'Kemajuan 1 juta stream' })).toHaveAttribute(
      'aria-valuetext',
      '120.000 dari 1.000.000',
    );
    expect(within(streams).queryByRole('button')).not.toBeInTheDocument();
    expect(within(others).getByRole('article', { name: 'Penarikan pertama dibayar' })).toHaveTextContent('Diklaim');
  });

  it('claims a ready achievement and shows it claimed, with the summary updated', async () => {
    const achievements = [FIRST_RELEASE, STREAMS];
    const api = stubAchievements(achievements, (id) => {
      achievements[0] = { ...FIRST_RELEASE, status: 'claimed', claimed_at: '2026-11-28T03:00:00.000Z' };
      return ok({ ...achievements[0], id });
    });
    renderPage();
    const readyTile = within(await screen.findByRole('region', { name: 'Ringkasan pencapaian' })).getByText(
      'Siap diklaim',
    );
    await waitFor(() => expect(readyTile.parentElement).toHaveTextContent(/^Siap diklaim1$/));

    await userEvent.click(await screen.findByRole('button', { name: 'Klaim Rilis pertama tayang' }));

    expect(await screen.findByText('Pencapaian "Rilis pertama tayang" berhasil diklaim. Selamat!')).toBeInTheDocument();
    expect(api.requests.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { achievement_id: 1 },
    ]);
    const others = await screen.findByRole('list', { name: 'Semua pencapaian' });
    expect(within(others).getByRole('article', { name: 'Rilis pertama tayang' })).toHaveTextContent('Diklaim');
    expect(screen.queryByRole('button', { name: /^Klaim/ })).not.toBeInTheDocument();
    await waitFor(() => expect(readyTile.parentElement).toHaveTextContent(/^Siap diklaim0$/));
  });

  it('says, translated, why a claim is refused', async () => {
    stubAchievements([FIRST_RELEASE], () => ({ status: 409, body: { code: 'achievements.already_claimed' } }));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Klaim Rilis pertama tayang' }));

    expect(await screen.findByText('Pencapaian tidak dapat diklaim')).toBeInTheDocument();
    expect(screen.getByText('Pencapaian ini sudah diklaim sebelumnya.')).toBeInTheDocument();
  });

  it('filters by status in the URL and says so when nothing matches', async () => {
    const api = stubAchievements([STREAMS], () => ok(STREAMS));
    renderPage();

    await userEvent.click(await screen.findByRole('radio', { name: 'Siap diklaim' }));

    expect(await screen.findByText('Belum ada yang siap diklaim')).toBeInTheDocument();
    expect(api.requests.some((call) => call.url.searchParams.get('status') === 'ready')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Terkunci' }));
    const locked = await screen.findByRole('list', { name: 'Terkunci' });
    expect(within(locked).getByRole('article', { name: '1 juta stream' })).toBeInTheDocument();
  });

  it('reads the switches again when the API says achievements were turned off meanwhile', async () => {
    // On when the session first read it, off since.
    let reads = 0;
    stubApi({
      'GET /api/switches': () => {
        reads += 1;
        return ok({ achievements: reads === 1, musicbank: false, paylater: false });
      },
      'GET /api/v2/achievements/summary': () => ({ status: 404, body: { code: 'not_found' } }),
    });
    renderSignedIn(
      <>
        <SwitchProbe />
        <AchievementsPage />
      </>,
      { path: '/comingsoon/achievement' },
    );

    expect(await screen.findByText('achievements off')).toBeInTheDocument();
  });
});
