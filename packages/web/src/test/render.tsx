import { DEFAULT_BRANDING, type Me, type Permissions } from '@irama/contracts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type Session, SessionContext } from '../lib/session-context.tsx';

/** A signed-in user of the music group; tests override what they are about. */
export function buildMe(overrides: { permissions?: Permissions; services?: Me['company']['services'] } = {}): Me {
  return {
    user: {
      id: 7,
      firstname: 'Budi',
      lastname: 'Santoso',
      email: 'owner@musik.demo',
      language: 'id',
      role: 'owner',
      profile_image_url: null,
    },
    company: {
      id: 3,
      company: 'PT Musik Nusantara',
      group_name: 'music',
      services: overrides.services ?? ['music', 'youtube', 'dsp'],
      features: [],
      logo_url: null,
      is_sub_aggregator: false,
      parent_id: null,
    },
    permissions: overrides.permissions ?? {},
    branding: DEFAULT_BRANDING,
  };
}

export function buildSession(me: Me | null, overrides: Partial<Session> = {}): Session {
  return {
    token: 'test-token',
    me,
    isMeLoading: false,
    permissions: me?.permissions ?? {},
    isEntertainmentOnly: me ? me.company.services.every((service) => service === 'entertainment') : false,
    branding: DEFAULT_BRANDING,
    signIn: () => {},
    signOut: async () => {},
    changeLanguage: () => {},
    ...overrides,
  };
}

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

/** Renders UI inside Mantine, a memory router at `path` and the given session. */
export function renderWithSession(
  ui: ReactNode,
  { session, path = '/', routePath = '*' }: { session: Session; path?: string; routePath?: string },
) {
  return render(
    // Without transitions a menu or dropdown is there as soon as it opens: on a busy machine an
    // animated one once missed its test's wait.
    <MantineProvider env="test">
      <SessionContext value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            <Route path="/notfound/:feature" element={<CurrentPath />} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </MantineProvider>,
  );
}
