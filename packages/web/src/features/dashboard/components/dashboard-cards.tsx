import type { Dashboard } from '@irama/contracts';
import { Box, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from '../../../components/ideas/announcement-list.tsx';
import { BannerStrip } from '../../../components/ideas/banner-strip.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { PerformanceCard } from './performance-card.tsx';
import { ReleasesCard } from './releases-card.tsx';
import { SocialCard } from './social-card.tsx';
import { SummaryCard } from './summary-card.tsx';
import { TopContentCard } from './top-content-card.tsx';

/** Home's widgets from one dashboard answer; a card the company or user has no part in is left out. */
export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { isEntertainmentOnly } = useSession();
  const hasTop = dashboard.top_music !== null || dashboard.top_video !== null;
  return (
    <Stack gap="md">
      <Box data-tour="home-banners">
        <BannerStrip banners={dashboard.banners} label={t('dashboard.banners')} />
      </Box>
      {!isEntertainmentOnly && (
        <Box data-tour="home-performance">
          <PerformanceCard performance={dashboard.performance} />
        </Box>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {dashboard.summary && (
          <Box data-tour="home-summary">
            <SummaryCard summary={dashboard.summary} />
          </Box>
        )}
        {hasTop && (
          <Box data-tour="home-top">
            <TopContentCard music={dashboard.top_music} video={dashboard.top_video} />
          </Box>
        )}
        {dashboard.releases && (
          <Box data-tour="home-releases">
            <ReleasesCard releases={dashboard.releases} />
          </Box>
        )}
        <Box data-tour="home-announcements">
          <SectionCard title={t('ideas.announcements.title')} description={t('dashboard.announcementsDescription')}>
            <AnnouncementList items={dashboard.announcements} />
          </SectionCard>
        </Box>
      </SimpleGrid>
      <Box data-tour="home-social">
        <SocialCard social={dashboard.social} />
      </Box>
    </Stack>
  );
}
