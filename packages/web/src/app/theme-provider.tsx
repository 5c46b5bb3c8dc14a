import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo } from 'react';
import { loadAnalyticsTag } from '../lib/analytics.ts';
import { useSession } from '../lib/session-context.tsx';
import { brandVariables, buildTheme } from '../lib/theme.ts';
import { useRuntimeConfigQuery } from '../lib/use-runtime-config.ts';

/** Paints the app with the session's branding (group theme or white-label) and names the tab after it. */
export function BrandingThemeProvider({ children }: { children: ReactNode }) {
  const { branding } = useSession();
  const config = useRuntimeConfigQuery();
  const theme = useMemo(() => buildTheme(branding.colors), [branding.colors]);
  const variables = useMemo(() => brandVariables(branding.colors), [branding.colors]);

  useEffect(() => {
    document.title = branding.app_name;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', branding.colors.main);
  }, [branding.app_name, branding.colors.main]);

  useEffect(() => {
    if (config.data) loadAnalyticsTag(config.data.analytics_id);
  }, [config.data]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={variables} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={1000} />
      {children}
    </MantineProvider>
  );
}
