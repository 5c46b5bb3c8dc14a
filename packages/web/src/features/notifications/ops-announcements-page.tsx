import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { AnnouncementForm } from './components/announcement-form.tsx';

/** /ops/announcements (staff): a notice for every partner user, or for one company group. */
export default function OpsAnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('notifications.announcement.title')} subtitle={t('notifications.announcement.subtitle')} />
      <AnnouncementForm />
    </Stack>
  );
}
