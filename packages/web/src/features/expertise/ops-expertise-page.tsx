import { Stack } from '@mantine/core';
import { IconCategory, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { UrlPageTabs } from '../../components/page-tabs.tsx';
import { CoursesPanel } from './components/ops/courses-panel.tsx';
import { TopicsPanel } from './components/ops/topics-panel.tsx';

/** /ops/expertise (staff): topics, courses (mandatory, featured order, suggestions) and episodes with their files. */
export default function OpsExpertisePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('expertise.ops.title')} subtitle={t('expertise.ops.subtitle')} />
      <UrlPageTabs
        tabs={[
          { value: 'courses', icon: IconSchool, label: t('expertise.ops.tabs.courses'), panel: <CoursesPanel /> },
          { value: 'topics', icon: IconCategory, label: t('expertise.ops.tabs.topics'), panel: <TopicsPanel /> },
        ]}
      />
    </Stack>
  );
}
