import type { ServiceSource } from '@irama/contracts';
import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeButton, StatusPage } from '../../components/status-page.tsx';
import { useSession } from '../../lib/session-context.tsx';

/**
 * A page whose data comes from a service the company does not take: it says which, and whom to ask,
 * rather than showing an empty report.
 */
export function ServiceMissingPage({ source }: { source: ServiceSource }) {
  const { t } = useTranslation();
  const { me, branding } = useSession();
  const service = t(`system.serviceMissing.services.${source}`);
  return (
    <StatusPage
      icon={<IconPlugConnectedX size={36} />}
      title={t('system.serviceMissing.title', { service })}
      description={t('system.serviceMissing.description', {
        service,
        company: me?.company.company ?? '',
        portal: branding.app_name,
      })}
      actions={
        <>
          <Button component={Link} to="/infos/contact-us">
            {t('system.serviceMissing.contact')}
          </Button>
          <HomeButton label={t('system.actions.home')} variant="default" />
        </>
      }
    />
  );
}
