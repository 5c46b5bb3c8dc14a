import { Stack, Tabs } from '@mantine/core';
import { IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { CourseSections } from './components/course-sections.tsx';
import { TeamProgressSection } from './components/team-progress-section.tsx';

const TABS = ['courses', 'team'] as const;

/** /expertise (SPEC §2, needs `expertise`): courses to learn from, with progress; the owner also sees the team's. */
export default function ExpertisePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const [tab, handleTabChange] = useUrlTab(TABS);
  const header = <PageHeader title={t('expertise.page.title')} subtitle={t('expertise.page.subtitle')} />;

  if (me?.user.role !== 'owner') {
    return (
      <Stack gap="lg" maw={1280}>
        {header}
        <CourseSections />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1280}>
      {header}
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <IconTabsList
          tabs={[
            { value: 'courses', icon: IconSchool, label: t('expertise.tabs.courses') },
            { value: 'team', icon: IconUsersGroup, label: t('expertise.tabs.team') },
          ]}
        />
        <Tabs.Panel value="courses" pt="lg">
          <CourseSections />
        </Tabs.Panel>
        <Tabs.Panel value="team" pt="lg">
          <TeamProgressSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
