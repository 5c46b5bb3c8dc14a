import { logoUrlOf } from '../components/brand-logo.tsx';
import { meQueryOptions } from '../features/auth/api/get-me.ts';
import { publicBrandingQueryOptions } from '../features/auth/api/get-public-branding.ts';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard.ts';
import { loadWholeCatalogue } from '../i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { readToken } from '../lib/session-token.ts';
import { runtimeConfigQueryOptions } from '../lib/use-runtime-config.ts';

/**
 * The lazy route modules of the signed-in first screen; routes.tsx uses the same loaders. The app
 * layout brings what the sign-in pages' first paint left out: the rest of Mantine's stylesheet
 * (first-paint-styles.ts) and the strings beyond theirs.
 */
export const loadAppLayout = () =>
  Promise.all([import('./signed-in-layout.tsx'), import('@mantine/core/styles.layer.css'), loadWholeCatalogue()]).then(
    ([layout]) => layout,
  );
export const loadDashboardPage = () => import('../features/dashboard/dashboard-page.tsx');

function ignore(): void {
  // A failed preload is retried by the lazy route itself, which shows the error if it fails again.
}

/**
 * Starts, in parallel, what the first screen needs: the runtime config, the branding and the
 * route's chunks. Otherwise each waits for the one before (catalogue, config, branding, layout,
 * page), which on a phone network costs a round trip each before anything is painted. The
 * sign-in pages' layout and /login are in the entry chunk already (routes.tsx).
 */
export function warmUpFirstScreen(): void {
  // Through the query cache, so a screen that reads the config has it on its first render.
  queryClient.prefetchQuery(runtimeConfigQueryOptions).catch(ignore);
  const { pathname } = window.location;
  const token = readToken();
  if (token) {
    loadAppLayout().catch(ignore);
    // The session's user and permissions shape every signed-in page; without them it renders half.
    queryClient.prefetchQuery(meQueryOptions(token)).catch(ignore);
    if (pathname === '/') {
      loadDashboardPage().catch(ignore);
      // Home's one call, asked for beside its code rather than after it has rendered.
      queryClient
        .fetchQuery(dashboardQueryOptions())
        .then((dashboard) => {
          // The first banner is Home's largest paint on a phone: fetch its picture before React asks.
          const banner = dashboard.banners.find((item) => item.image_url !== null);
          if (banner?.image_url) new Image().src = banner.image_url;
        })
        .catch(ignore);
    }
    return;
  }
  queryClient
    .fetchQuery(publicBrandingQueryOptions())
    .then((branding) => {
      // The logo is the sign-in page's largest paint; fetch it before React asks for it.
      new Image().src = logoUrlOf(branding);
    })
    .catch(ignore);
}
