import { Stack, Tabs } from '@mantine/core';
import { IconCategory, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { CoursesPanel } from './components/ops/courses-panel.tsx';
import { TopicsPanel } from './components/ops/topics-panel.tsx';

const TABS = ['courses', 'topics'] as const;

/** /ops/expertise (staff): topics, courses (mandatory, featured order, suggestions) and episodes with their files. */
export default function OpsExpertisePage() {
  const { t } = useTranslation();
  const [tab, handleTabChange] = useUrlTab(TABS);
  return (
    <Stack gap="lg">
      <PageHeader title={t('expertise.ops.title')} subtitle={t('expertise.ops.subtitle')} />
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <IconTabsList
          tabs={[
            { value: 'courses', icon: IconSchool, label: t('expertise.ops.tabs.courses') },
            { value: 'topics', icon: IconCategory, label: t('expertise.ops.tabs.topics') },
          ]}
        />
        <Tabs.Panel value="courses" pt="lg">
          <CoursesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="topics" pt="lg">
          <TopicsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
