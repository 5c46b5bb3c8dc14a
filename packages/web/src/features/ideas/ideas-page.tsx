import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BannerStrip } from '../../components/ideas/banner-strip.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useContentQuery } from './api/get-content.ts';
import type { RecommendationKind } from './api/get-recommendations.ts';
import { AnnouncementsSection } from './components/announcements-section.tsx';
import { ContentSection } from './components/content-section.tsx';
import { RecommendationsSection } from './components/recommendations-section.tsx';

const WIDGETS = ['instagram', 'tiktok', 'article'] as const;

/** Ideas (SPEC §2): what grew in the company's own catalogue, what the team sees trending, and the news. */
export default function IdeasPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const services = me?.company.services ?? [];
  const kinds: RecommendationKind[] = [
    ...(services.includes('youtube') ? (['top_video'] as const) : []),
    ...(services.includes('dsp') || services.includes('music') ? (['top_music'] as const) : []),
  ];
  const banners = useContentQuery('banner', 1, 10);
  return (
    <Stack gap="lg">
      <PageHeader title={t('ideas.title')} subtitle={t('ideas.subtitle')} />
      <BannerStrip banners={banners.data?.results ?? []} label={t('dashboard.banners')} />
      <RecommendationsSection kinds={kinds} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ContentSection
          kind="hot_topic"
          titleKey="ideas.hotTopics.title"
          descriptionKey="ideas.hotTopics.description"
          emptyKey="ideas.hotTopics.empty"
          columns={1}
        />
        <ContentSection
          kind="trending_video"
          titleKey="ideas.trending.title"
          descriptionKey="ideas.trending.description"
          emptyKey="ideas.trending.empty"
          columns={1}
        />
      </SimpleGrid>
      {WIDGETS.map((kind) => (
        <ContentSection
          key={kind}
          kind={kind}
          titleKey={`ideas.widgets.${kind}`}
          descriptionKey={`ideas.widgets.${kind}Description`}
          emptyKey="ideas.widgets.empty"
        />
      ))}
      <AnnouncementsSection />
    </Stack>
  );
}
