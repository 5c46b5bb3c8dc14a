import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAnalyticsTag } from '../lib/analytics.ts';
import { loadRuntimeConfig } from '../lib/runtime-config.ts';
import { useSession } from '../lib/session-context.tsx';
import { brandVariables, buildTheme } from '../lib/theme.ts';

// The notification stack (with its transitions, drag handling and styles) is a sizeable part of a
// first load, and nothing is shown on the first screens.
const NotificationsHost = lazy(() => import('./notifications-host.tsx'));

/**
 * Mounts the notification stack once the first notification is shown. Mantine keeps notifications
 * in a module store, so one shown before the stack has loaded appears when it has.
 */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  // Stays mounted once needed, so closing the last notification still plays its exit transition.
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/** Paints the app with the session's branding (group theme or white-label) and names the tab after it. */
export function BrandingThemeProvider({ children }: { children: ReactNode }) {
  const { branding } = useSession();
  const { t } = useTranslation();
  const clear = t('common.clear');
  const theme = useMemo(() => buildTheme(branding.colors, { clear }), [branding.colors, clear]);
  const variables = useMemo(() => brandVariables(branding.colors), [branding.colors]);

  useEffect(() => {
    document.title = branding.app_name;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', branding.colors.main);
  }, [branding.app_name, branding.colors.main]);

  useEffect(() => {
    // The config promise rather than its query: each update of the query would re-render the whole
    // themed tree, twice, while the first screen is still being painted.
    void loadRuntimeConfig().then((config) => loadAnalyticsTag(config.analytics_id));
  }, []);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={variables} defaultColorScheme="light">
      <NotificationsOnDemand />
      {children}
    </MantineProvider>
  );
}
