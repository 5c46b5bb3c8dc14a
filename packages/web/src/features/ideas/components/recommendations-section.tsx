import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RankedList } from '../../../components/ideas/ranked-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { type RecommendationKind, useRecommendationsQuery } from '../api/get-recommendations.ts';
import { QueryBody } from './query-body.tsx';

const UNITS: Record<RecommendationKind, string> = { top_video: 'ideas.views', top_music: 'ideas.streams' };

function RecommendationList({ kind }: { kind: RecommendationKind }) {
  const { t } = useTranslation();
  const query = useRecommendationsQuery(kind);
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {t(`ideas.recommendations.${kind}`)}
      </Text>
      <QueryBody query={query}>
        {(data) => (
          <RankedList items={data.results} unitKey={UNITS[kind]} emptyText={t('ideas.recommendations.empty')} />
        )}
      </QueryBody>
    </Stack>
  );
}

/** The company's own videos and songs that grew most lately, of the services it takes. */
export function RecommendationsSection({ kinds }: { kinds: readonly RecommendationKind[] }) {
  const { t } = useTranslation();
  if (kinds.length === 0) return null;
  return (
    <SectionCard title={t('ideas.recommendations.title')} description={t('ideas.recommendations.description')}>
      <SimpleGrid cols={{ base: 1, sm: kinds.length }} spacing="lg">
        {kinds.map((kind) => (
          <RecommendationList key={kind} kind={kind} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
