import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import classes from './auth.module.css';
import { LanguageSwitch } from './language-switch.tsx';

/** The frame of the sign-in pages: the host's branding beside a form card (white-label aware). */
export function AuthLayout() {
  const { t } = useTranslation();
  const { branding } = useSession();
  const background = branding.login_background_url
    ? `url("${branding.login_background_url}") center / cover no-repeat`
    : `linear-gradient(135deg, ${branding.colors.main} 0%, ${branding.colors.dark} 100%)`;

  return (
    <div className={classes.page} style={{ '--irama-login-bg': background } as CSSProperties}>
      <Box className={classes.aside} style={{ background }} visibleFrom="md" aria-hidden>
        <div className={classes.asideShade} />
        <Stack className={classes.asideText} gap="xs">
          <Title order={2} c="white" fz={36}>
            {branding.app_name}
          </Title>
          <Text c="white" fz="lg" maw={420}>
            {t('auth.layout.tagline')}
          </Text>
        </Stack>
      </Box>
      <main className={classes.formSide}>
        <div className={classes.topRow}>
          <BrandLogo branding={branding} className={classes.logo} />
          <LanguageSwitch />
        </div>
        <Paper className={classes.card} radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder>
          {/* No Suspense here: the root's waits for the page, so the card never paints empty and then jumps. */}
          <Outlet />
        </Paper>
        <Text component="footer" size="xs" ta="center" mt="lg">
          {t('layout.footer.copyright', { name: branding.company_name || branding.app_name })}
        </Text>
      </main>
    </div>
  );
}
