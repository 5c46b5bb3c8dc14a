import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HomeButton, StatusPage } from './status-page.tsx';

/** The 404 page for any path the portal does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconMapPinOff size={36} />}
      title={t('system.notFound.title')}
      description={t('system.notFound.description')}
      actions={<HomeButton label={t('system.actions.home')} />}
    />
  );
}
