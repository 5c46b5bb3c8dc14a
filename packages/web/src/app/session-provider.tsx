import type { Language, Permissions, User } from '@irama/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ME_QUERY_KEY, type MeResult, useMeQuery } from '../features/auth/api/get-me.ts';
import { usePublicBrandingQuery } from '../features/auth/api/get-public-branding.ts';
import { logout } from '../features/auth/api/logout.ts';
import { updateLanguage } from '../features/profile/api/update-language.ts';
import { applyLanguage, storedLanguage } from '../i18n/index.ts';
import { clearAnalyticsSelection } from '../lib/analytics-selection.ts';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { clearDailyCache } from '../lib/daily-cache.ts';
import { claimQueryCache, clearQueryCache } from '../lib/query-client.ts';
import { type Session, SessionContext } from '../lib/session-context.tsx';
import { clearToken, readToken, writeToken } from '../lib/session-token.ts';
import { forgetUnsavedLanguage, markLanguageUnsaved, unsavedLanguage } from '../lib/unsaved-language.ts';

const NO_PERMISSIONS: Permissions = {};
const PAGE_LOADED_AT = Date.now();

function forgetSession(): void {
  forgetUnsavedLanguage();
  clearToken();
  clearQueryCache();
  clearDailyCache();
  clearAnalyticsSelection();
}

/** Owns the token, /me and the branding; turns a dead session into /login with the alert. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);
  const meQuery = useMeQuery(token);
  const me = token ? (meQuery.data?.me ?? null) : null;
  const publicBranding = usePublicBrandingQuery(me === null);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      const { pathname, search } = window.location;
      forgetSession();
      setToken(null);
      const redirect = pathname.startsWith('/login') ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;
      void navigate(`/login${redirect}`, { replace: true, state: { sessionExpired: true } });
    });
  }, [navigate]);

  useEffect(() => {
    // SPEC §8: a failed permission fetch is only logged; the map stays empty.
    if (meQuery.error) console.error('Could not load the session (/api/auth/me)', meQuery.error);
  }, [meQuery.error]);

  const saveLanguage = useCallback(
    (user: User, language: Language) => {
      markLanguageUnsaved(user.id, language);
      // The cached /me is persisted; it must carry the new choice at once.
      queryClient.setQueryData<MeResult>(
        ME_QUERY_KEY,
        (cached) => cached && { ...cached, me: { ...cached.me, user: { ...cached.me.user, language } } },
      );
      updateLanguage(user, language)
        .then(() => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }))
        .catch((error: unknown) => console.error('Could not save the language on the profile', error));
    },
    [queryClient],
  );

  const isMeFromThisPage = meQuery.dataUpdatedAt >= PAGE_LOADED_AT;
  useEffect(() => {
    if (!me) return;
    claimQueryCache(me.user.id);
    const unsaved = unsavedLanguage(me.user.id);
    if (unsaved === null) {
      // A /me restored from storage may predate the last switch (it is written with a delay): until
      // the server answers, the language last shown on this browser stands.
      void applyLanguage(isMeFromThisPage ? me.user.language : storedLanguage());
      return;
    }
    void applyLanguage(unsaved);
    // The save was lost (a reload cut it off, say): send it again.
    if (unsaved !== me.user.language) saveLanguage(me.user, unsaved);
  }, [me, isMeFromThisPage, saveLanguage]);

  const signIn = useCallback(
    (newToken: string) => {
      writeToken(newToken);
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      setToken(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // The token is dropped either way; a server that cannot be reached keeps nothing usable.
      console.error('Logout call failed', error);
    }
    forgetSession();
    setToken(null);
    await navigate('/login', { replace: true });
  }, [navigate]);

  const changeLanguage = useCallback(
    (language: Language) => {
      void applyLanguage(language);
      if (me) saveLanguage(me.user, language);
    },
    [me, saveLanguage],
  );

  const branding = me?.branding ?? publicBranding.data ?? null;
  const isEntertainmentOnly = token !== null && meQuery.data?.isEntertainmentOnly === true;
  const session = useMemo<Session | null>(
    () =>
      branding && {
        token,
        me,
        isMeLoading: token !== null && meQuery.isPending,
        permissions: me?.permissions ?? NO_PERMISSIONS,
        isEntertainmentOnly,
        branding,
        signIn,
        signOut,
        changeLanguage,
      },
    [token, me, meQuery.isPending, isEntertainmentOnly, branding, signIn, signOut, changeLanguage],
  );

  // Nothing is painted before the branding is known, so a white-label host never flashes another theme.
  if (!session) return null;
  return <SessionContext value={session}>{children}</SessionContext>;
}
