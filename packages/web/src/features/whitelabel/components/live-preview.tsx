import type { BrandColors } from '@irama/contracts';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './live-preview.module.css';

export interface PreviewBranding {
  appName: string;
  companyName: string;
  appLogoUrl: string;
  companyLogoUrl: string;
  loginBackgroundUrl: string;
  colors: BrandColors;
}

/** A miniature of the portal (top bar, sidebar, a primary button) and of the login card, in the edited branding. */
export function LivePreview({ branding }: { branding: PreviewBranding }) {
  const { t } = useTranslation();
  const { colors } = branding;
  const background = branding.loginBackgroundUrl ? `url("${branding.loginBackgroundUrl}") center / cover` : colors.dark;
  return (
    <Box role="img" aria-label={t('whitelabel.preview.label')} className={classes.root}>
      <div className={classes.portal}>
        <div className={classes.topBar} style={{ borderBottomColor: colors.main }}>
          {branding.appLogoUrl ? (
            <img src={branding.appLogoUrl} alt="" className={classes.logo} />
          ) : (
            <span className={classes.appName} style={{ color: colors.dark }}>
              {branding.appName}
            </span>
          )}
        </div>
        <div className={classes.body}>
          <div className={classes.sidebar} style={{ background: colors.menu, color: colors.dark }}>
            <span className={classes.menuItem} style={{ background: colors.hover, color: '#ffffff' }}>
              {t('whitelabel.preview.home')}
            </span>
            <span className={classes.menuItem}>{t('whitelabel.preview.release')}</span>
            <span className={classes.menuItem}>{t('whitelabel.preview.reports')}</span>
          </div>
          <div className={classes.content}>
            <span className={classes.heading} style={{ color: colors.dark }}>
              {t('whitelabel.preview.welcome')}
            </span>
            <span className={classes.button} style={{ background: colors.main }}>
              {t('whitelabel.preview.button')}
            </span>
            <span className={classes.accent} style={{ background: colors.accent }} />
          </div>
        </div>
      </div>
      <div className={classes.login} style={{ background }}>
        <div className={classes.loginCard}>
          {branding.companyLogoUrl ? (
            <img src={branding.companyLogoUrl} alt="" className={classes.companyLogo} />
          ) : null}
          <Text size="xs" fw={700} c={colors.dark} ta="center" lineClamp={1}>
            {branding.companyName}
          </Text>
          <span className={classes.field} />
          <span className={classes.field} />
          <span className={classes.button} style={{ background: colors.main, width: '100%' }}>
            {t('whitelabel.preview.signIn')}
          </span>
        </div>
      </div>
    </Box>
  );
}
