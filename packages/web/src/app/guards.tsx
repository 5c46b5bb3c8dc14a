import type { PermissionKey, ServiceName } from '@irama/contracts';
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PermissionDeniedPage } from '../features/system/permission-denied-page.tsx';
import { can, useSession } from '../lib/session-context.tsx';

// Lazy as in routes.tsx: only a company without a page's service ever sees it, so it stays out of the entry chunk.
const NotFoundPage = lazy(() => import('../components/not-found-page.tsx'));

/** Sends a visitor without a session to /login, remembering where they were going. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  if (token) return children;
  const redirect = pathname === '/' && !search ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;
  return <Navigate to={`/login${redirect}`} replace />;
}

/** Keeps a signed-in user away from the sign-in pages. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { search } = useLocation();
  if (!token) return children;
  const target = new URLSearchParams(search).get('redirect');
  // Only same-site paths: an open redirect would hand the session to another site.
  const safeTarget = target?.startsWith('/') && !target.startsWith('//') ? target : '/';
  return <Navigate to={safeTarget} replace />;
}

/** The /notfound/<feature> page an entertainment-only company gets instead of a feature (SPEC §2). */
export type ServiceArea = 'rilis' | 'katalog' | 'analyticdsp' | 'reportdsp';

interface GuardProps {
  service?: ServiceArea;
  permission?: PermissionKey;
  subAggregatorOnly?: boolean;
  /** A page only companies with this service have; the others get the not-found page, as the API answers them. */
  requiresService?: ServiceName;
  children: ReactNode;
}

/** Route gate: waits for /me, then applies the entertainment redirect and the permission check. */
export function Guard({ service, permission, subAggregatorOnly = false, requiresService, children }: GuardProps) {
  const { t } = useTranslation();
  const { me, isMeLoading, permissions, isEntertainmentOnly } = useSession();
  if (isMeLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (service && isEntertainmentOnly) {
    return <Navigate to={`/notfound/${service}`} replace />;
  }
  if (permission && !can(permissions, permission)) return <PermissionDeniedPage />;
  if (subAggregatorOnly && !me?.company.is_sub_aggregator) return <PermissionDeniedPage />;
  if (requiresService && !me?.company.services.includes(requiresService)) return <NotFoundPage />;
  return children;
}

/** Route gate of the distributor's own pages (/ops/…): staff only, everyone else gets the permission page. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { me, isMeLoading } = useSession();
  if (isMeLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (me?.user.role !== 'staff') return <PermissionDeniedPage />;
  return children;
}
