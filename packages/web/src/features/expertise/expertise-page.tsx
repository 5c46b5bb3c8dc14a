import { Stack } from '@mantine/core';
import { IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { UrlPageTabs } from '../../components/page-tabs.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { CourseSections } from './components/course-sections.tsx';
import { TeamProgressSection } from './components/team-progress-section.tsx';

/** /expertise (SPEC §2, needs `expertise`): courses to learn from, with progress; the owner also sees the team's. */
export default function ExpertisePage() {
  const { t } = useTranslation();
  const { me } = useSession();
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
      <UrlPageTabs
        tabs={[
          { value: 'courses', icon: IconSchool, label: t('expertise.tabs.courses'), panel: <CourseSections /> },
          { value: 'team', icon: IconUsersGroup, label: t('expertise.tabs.team'), panel: <TeamProgressSection /> },
        ]}
      />
    </Stack>
  );
}
