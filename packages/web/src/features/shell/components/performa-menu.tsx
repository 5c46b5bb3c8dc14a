import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconGauge, IconRocket } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, useSession } from '../../../lib/session-context.tsx';
import { type PagePath, permissionOf } from '../../../lib/signed-in-pages.ts';
import { useTypeAhead } from '../hooks/use-type-ahead.ts';

interface PerformaLink {
  labelKey: string;
  to: PagePath;
  /** Shown even to a user without the page's key, who is told there that it is missing. */
  isShownToAll?: boolean;
}

/**
 * SPEC §2 "Performa": Reports, Analytics and Finance, each link gated by its page's key; the DSP
 * analytics entry opens the YouTube revenue report, and shows to everyone.
 */
const SECTIONS: { labelKey: string; links: PerformaLink[] }[] = [
  {
    labelKey: 'layout.performa.reports',
    links: [
      { labelKey: 'layout.performa.youtubeReport', to: '/reports/youtube-report' },
      { labelKey: 'layout.performa.dspReport', to: '/reports/dsp-report' },
    ],
  },
  {
    labelKey: 'layout.performa.analytics',
    links: [
      { labelKey: 'layout.performa.youtubeAnalytic', to: '/analytics/youtube-analytic' },
      { labelKey: 'layout.performa.dspAnalytic', to: '/reports/youtube/revenue', isShownToAll: true },
    ],
  },
  {
    labelKey: 'layout.performa.finance',
    links: [
      { labelKey: 'layout.performa.payment', to: '/reports/payment' },
      { labelKey: 'layout.performa.incomeHistory', to: '/riwayatpendapatan' },
    ],
  },
];

/** The top-bar Performa menu, gated by its pages' permission keys like the sidebar. */
export function PerformaMenu() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const handleKeyDown = useTypeAhead<HTMLDivElement>();
  const canRelease = can(permissions, permissionOf('/release'));
  const sections = SECTIONS.map((section) => ({
    ...section,
    links: section.links.filter((link) => link.isShownToAll || can(permissions, permissionOf(link.to))),
  })).filter((section) => section.links.length > 0);

  return (
    <Menu
      position="bottom-end"
      width={250}
      shadow="md"
      withinPortal
      // Mantine's focus placeholder is a role="presentation" child, which a role="menu" may not hold.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconGauge size={18} />}
          rightSection={<IconChevronDown size={14} />}
          data-tour="performa-menu"
          aria-label={t('layout.performa.title')}
          px={{ base: 8, sm: 'md' }}
        >
          {/* Phones keep only the icon so the logo keeps its room; the button is still labelled. */}
          <Box component="span" visibleFrom="sm">
            {t('layout.performa.title')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown onKeyDown={handleKeyDown}>
        {canRelease && (
          <Menu.Item component={Link} to="/release" leftSection={<IconRocket size={16} />} fw={600} c="brand.8">
            {t('layout.performa.release')}
          </Menu.Item>
        )}
        {sections.map((section, index) => (
          <Fragment key={section.labelKey}>
            {(index > 0 || canRelease) && <Menu.Divider />}
            <Menu.Label>{t(section.labelKey)}</Menu.Label>
            {section.links.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {t(link.labelKey)}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
