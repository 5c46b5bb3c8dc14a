import type { PermissionKey } from '@irama/contracts';
import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconGauge, IconRocket } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, useSession } from '../../../lib/session-context.tsx';
import { useTypeAhead } from '../hooks/use-type-ahead.ts';

interface PerformaLink {
  labelKey: string;
  to: string;
  permission?: PermissionKey;
}

/** SPEC §2 "Performa": Reports, Analytics and Finance; the DSP analytics entry opens the revenue report. */
const SECTIONS: { labelKey: string; links: PerformaLink[] }[] = [
  {
    labelKey: 'layout.performa.reports',
    links: [
      { labelKey: 'layout.performa.youtubeReport', to: '/reports/youtube-report', permission: 'assetreports' },
      { labelKey: 'layout.performa.dspReport', to: '/reports/dsp-report', permission: 'dspreport' },
    ],
  },
  {
    labelKey: 'layout.performa.analytics',
    links: [
      { labelKey: 'layout.performa.youtubeAnalytic', to: '/analytics/youtube-analytic' },
      { labelKey: 'layout.performa.dspAnalytic', to: '/reports/youtube/revenue' },
    ],
  },
  {
    labelKey: 'layout.performa.finance',
    links: [
      { labelKey: 'layout.performa.payment', to: '/reports/payment', permission: 'estimates' },
      { labelKey: 'layout.performa.incomeHistory', to: '/riwayatpendapatan', permission: 'dspreport' },
    ],
  },
];

/** The top-bar Performa menu, gated by the same permission keys as the sidebar. */
export function PerformaMenu() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const handleKeyDown = useTypeAhead<HTMLDivElement>();
  const sections = SECTIONS.map((section) => ({
    ...section,
    links: section.links.filter((link) => can(permissions, link.permission)),
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
        {can(permissions, 'deliveryrelease') && (
          <Menu.Item component={Link} to="/release" leftSection={<IconRocket size={16} />} fw={600} c="brand.8">
            {t('layout.performa.release')}
          </Menu.Item>
        )}
        {sections.map((section, index) => (
          <Fragment key={section.labelKey}>
            {(index > 0 || can(permissions, 'deliveryrelease')) && <Menu.Divider />}
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
