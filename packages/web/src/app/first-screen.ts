import { logoUrlOf } from '../components/brand-logo.tsx';
import { publicBrandingQueryOptions } from '../features/auth/api/get-public-branding.ts';
import { queryClient } from '../lib/query-client.ts';
import { loadRuntimeConfig } from '../lib/runtime-config.ts';
import { readToken } from '../lib/session-token.ts';

/** The lazy route modules of the first screens; routes.tsx uses the same loaders. */
export const loadAuthLayout = () => import('../features/auth/components/auth-layout.tsx');
export const loadLoginPage = () => import('../features/auth/pages/login-page.tsx');
export const loadAppLayout = () => import('../features/shell/components/app-layout.tsx');
export const loadHomePage = () => import('../features/home/home-page.tsx');

const SIGNED_OUT_PAGES = ['/register', '/reset-password'];

function ignore(): void {
  // A failed preload is retried by the lazy route itself, which shows the error if it fails again.
}

/**
 * Starts, in parallel, what the first screen needs: the runtime config, the branding and the
 * route's chunks. Otherwise each waits for the one before (catalogue, config, branding, layout,
 * page), which on a phone network costs a round trip each before anything is painted.
 */
export function warmUpFirstScreen(): void {
  void loadRuntimeConfig();
  const { pathname } = window.location;
  if (readToken()) {
    loadAppLayout().catch(ignore);
    if (pathname === '/') loadHomePage().catch(ignore);
    return;
  }
  queryClient
    .fetchQuery(publicBrandingQueryOptions())
    .then((branding) => {
      // The logo is the sign-in page's largest paint; fetch it before React asks for it.
      new Image().src = logoUrlOf(branding);
    })
    .catch(ignore);
  // Every other signed-out visit is sent to /login.
  if (!SIGNED_OUT_PAGES.some((page) => pathname.startsWith(page))) {
    loadAuthLayout().catch(ignore);
    loadLoginPage().catch(ignore);
  }
}
