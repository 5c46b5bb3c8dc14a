import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HomeButton, StatusPage } from '../../components/status-page.tsx';

/** SPEC §6: the page of a feature the user's permissions do not include. */
export function PermissionDeniedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconLock size={36} />}
      title={t('system.permissionDenied.title')}
      description={t('system.permissionDenied.description')}
      actions={
        <>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('system.actions.refresh')}
          </Button>
          <HomeButton label={t('system.actions.home')} />
        </>
      }
    />
  );
}
