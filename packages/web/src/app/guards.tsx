import { hasServiceFor } from '@irama/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CenteredSpinner } from '../components/loading-spinner.tsx';
import { PermissionDeniedPage } from '../features/system/permission-denied-page.tsx';
import { ServiceMissingPage } from '../features/system/service-missing-page.tsx';
import { can, useSession } from '../lib/session-context.tsx';
import type { SessionGates } from '../lib/signed-in-pages.ts';

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

export type { ServiceArea } from '../lib/signed-in-pages.ts';

interface GuardProps extends SessionGates {
  children: ReactNode;
}

/**
 * Route gate: waits for /me, then applies the entertainment redirect, the permission check (a user
 * without the key is told that first, as SPEC §6 has it) and the company's services.
 */
export function Guard({ service, permission, subAggregatorOnly = false, source, children }: GuardProps) {
  const { me, isMeLoading, permissions, isEntertainmentOnly } = useSession();
  if (isMeLoading) {
    return <CenteredSpinner />;
  }
  if (service && isEntertainmentOnly) {
    return <Navigate to={`/notfound/${service}`} replace />;
  }
  if (permission && !can(permissions, permission)) return <PermissionDeniedPage />;
  if (subAggregatorOnly && !me?.company.is_sub_aggregator) return <PermissionDeniedPage />;
  if (source && !hasServiceFor(me?.company.services ?? [], source)) return <ServiceMissingPage source={source} />;
  return children;
}

/** Route gate of the distributor's own pages (/ops/…): staff only, everyone else gets the permission page. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { me, isMeLoading } = useSession();
  if (isMeLoading) {
    return <CenteredSpinner />;
  }
  if (me?.user.role !== 'staff') return <PermissionDeniedPage />;
  return children;
}
