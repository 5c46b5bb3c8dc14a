import type { MyNetworkplaceProfile, NetworkplaceProfile } from '@irama/contracts';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { expect } from 'vitest';
import { type Answer, renderSignedIn } from '../../test/api-stub.tsx';
import NetworkplaceExplorePage from './networkplace-explore-page.tsx';

export { fieldErrors, renderSignedIn, stubApi } from '../../test/api-stub.tsx';

/** A creator as explore answers them; tests override what they are about. */
export function buildProfile(overrides: Partial<NetworkplaceProfile> = {}): NetworkplaceProfile {
  return {
    id: 5,
    display_name: 'Rara Sekar',
    profession: 'songwriter',
    skills: ['Lirik', 'Aransemen'],
    industry: 'music',
    bio: 'Menulis lagu pop dan folk dari Bandung.',
    artist_label: 'Suara Timur Records',
    photo_url: null,
    stats: {
      subscribers: 120_000,
      total_assets: 48,
      monthly_streams: 2_500_000,
      top_videos: [{ title: 'Hujan di Braga', views: 910_000 }],
      as_of: '2026-10-31',
      is_verified: true,
    },
    is_mine: false,
    liked_by_me: false,
    likes_me: false,
    ...overrides,
  };
}

/** The caller's own profile, set up unless told otherwise. */
export function buildMine(overrides: Partial<MyNetworkplaceProfile> = {}): MyNetworkplaceProfile {
  return {
    ...buildProfile({ id: 1, display_name: 'Budi Santoso', is_mine: true }),
    visibility: 'public',
    is_set_up: true,
    is_hidden_by_staff: false,
    likes_received: 3,
    ...overrides,
  };
}

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
export const pageOf = <T,>(results: T[], more: { total?: number; total_is_capped?: boolean } = {}): Answer =>
  ok({ results, page: 1, limit: 12, total: results.length, total_is_capped: false, ...more });
export const problem = (status: number, code: string): Answer => ({ status, body: { code } });

/** Where the router is, query included, for tests of what a click puts in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The explore page at `path`, with where the router is beside it. */
export function renderExplore(path = '/networking') {
  renderSignedIn(
    <>
      <NetworkplaceExplorePage />
      <LocationProbe />
    </>,
    { path },
  );
}

/** Picks an option of a Mantine select in its own listbox, as other selects' options are in the page too. */
export async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select);
  const listboxOf = () => document.getElementById(select.getAttribute('aria-controls') ?? '');
  await waitFor(() => expect(listboxOf()).not.toBeNull());
  await userEvent.click(within(listboxOf() as HTMLElement).getByRole('option', { name: option, hidden: true }));
}
