import { ACHIEVEMENT_STATUSES, type AchievementStatus, PAGE_LIMIT_MAX } from '@irama/contracts';
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { type ListParams, useListParams } from '../../lib/use-list-params.ts';
import { useSwitchedOffCheck } from '../../lib/use-switched-off-check.ts';
import { useAchievementSummaryQuery } from './api/get-achievement-summary.ts';
import { type AchievementsFilter, useAchievementsQuery } from './api/get-achievements.ts';
import { AchievementGrid } from './components/achievement-grid.tsx';
import { AchievementSummary } from './components/achievement-summary.tsx';

const PAGE_SIZE = 6;
const ALL = 'all';

type Params = ListParams<AchievementStatus>;

/** One paged list of achievements under its heading, with what to say when it is empty. */
function AchievementSection({
  title,
  filter,
  params,
  empty,
}: {
  title: string;
  filter: AchievementsFilter;
  params: Params;
  empty: { title: string; description: string };
}) {
  const list = useAchievementsQuery(filter);
  return (
    <Stack gap="sm" component="section" aria-label={title} aria-busy={list.isFetching}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <ListResults
        query={list}
        params={params}
        limit={filter.perPage}
        empty={<ListEmpty title={empty.title} description={empty.description} />}
      >
        {(results) => <AchievementGrid achievements={results} label={title} />}
      </ListResults>
    </Stack>
  );
}

/** Without a status filter: the ready ones first, all on one page, then the rest, paged. */
function ReadyFirst({ params }: { params: Params }) {
  const { t } = useTranslation();
  const ready = useAchievementsQuery({ isReady: true, page: 1, perPage: PAGE_LIMIT_MAX });
  const readyOnes = ready.data?.results ?? [];
  return (
    <>
      {readyOnes.length > 0 && (
        <Stack gap="sm" component="section" aria-label={t('achievements.sections.ready')}>
          <Title order={2} size="h4">
            {t('achievements.sections.ready')}
          </Title>
          <AchievementGrid achievements={readyOnes} label={t('achievements.sections.ready')} />
        </Stack>
      )}
      <AchievementSection
        title={t(readyOnes.length > 0 ? 'achievements.sections.others' : 'achievements.sections.all')}
        filter={{ isReady: false, page: params.page, perPage: PAGE_SIZE }}
        params={params}
        empty={{ title: t('achievements.empty.others.title'), description: t('achievements.empty.others.description') }}
      />
    </>
  );
}

/** /comingsoon/achievement while the achievements switch is on: what the company earned, and its claims. */
export default function AchievementsPage() {
  const { t } = useTranslation();
  const params = useListParams(ACHIEVEMENT_STATUSES);
  const summary = useAchievementSummaryQuery();
  useSwitchedOffCheck(summary.error);
  const status = params.status;

  return (
    <ListPage title={t('achievements.title')} subtitle={t('achievements.subtitle')} maw={1000}>
      {summary.error ? <QueryState error={summary.error} /> : <AchievementSummary summary={summary.data} />}
      <SegmentedControl
        aria-label={t('achievements.filter')}
        value={status ?? ALL}
        onChange={(value) => params.setStatus(ACHIEVEMENT_STATUSES.find((candidate) => candidate === value))}
        data={[ALL, 'ready', 'locked', 'claimed'].map((value) => ({
          value,
          label: t(`achievements.filters.${value}`),
        }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {status ? (
        <AchievementSection
          title={t(`achievements.filters.${status}`)}
          filter={{ status, page: params.page, perPage: PAGE_SIZE }}
          params={params}
          empty={{
            title: t(`achievements.empty.${status}.title`),
            description: t(`achievements.empty.${status}.description`),
          }}
        />
      ) : (
        <ReadyFirst params={params} />
      )}
    </ListPage>
  );
}
