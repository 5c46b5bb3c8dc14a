import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../components/grid-list.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useUrlIds } from '../../lib/use-url-ids.ts';
import { useExploreQuery } from './api/get-explore.ts';
import { useMyProfileQuery } from './api/get-my-profile.ts';
import { ExploreEmpty } from './components/explore-empty.tsx';
import { ExploreFilters } from './components/explore-filters.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { ProfileDrawer } from './components/profile-drawer.tsx';
import { SetupBanner } from './components/setup-banner.tsx';
import { EXPLORE_FILTER_KEYS, exploreFilterOf, isFiltered } from './lib/explore-filters.ts';

const PAGE_SIZE = 12;
const NO_STATUSES: readonly never[] = [];

/** /networking (SPEC §1, §2): find creators by type, industry, name and verified figures; like, open, message. */
export default function NetworkplaceExplorePage() {
  const { t, i18n } = useTranslation();
  const params = useListParams<never, (typeof EXPLORE_FILTER_KEYS)[number]>(
    NO_STATUSES,
    undefined,
    EXPLORE_FILTER_KEYS,
  );
  const { ids, open } = useUrlIds(['profile']);
  const mine = useMyProfileQuery();
  const explore = useExploreQuery(exploreFilterOf(params.filters, params.search, params.page, PAGE_SIZE));
  const openId = ids.profile;
  const isProfileRequired = explore.error instanceof ApiError && explore.error.code === 'networkplace.profile_required';
  const needsProfile = mine.data?.is_set_up === false || isProfileRequired;

  const setOpenId = (id: number | null) => open('profile', id);

  const empty = (
    <ExploreEmpty
      needsProfile={needsProfile}
      isFiltered={isFiltered(params.filters, params.search)}
      onClearFilters={params.clearFilters}
    />
  );

  return (
    <ListPage title={t('networkplace.explore.title')} subtitle={t('networkplace.explore.subtitle')} maw={1280}>
      {needsProfile && <SetupBanner />}
      <ExploreFilters params={params} />
      <Stack gap="sm" aria-busy={explore.isFetching}>
        {isProfileRequired ? (
          empty
        ) : (
          <ListResults query={explore} params={params} limit={PAGE_SIZE} empty={empty}>
            {(profiles) => (
              <GridList cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label={t('networkplace.explore.results')}>
                {profiles.map((profile) => (
                  <li key={profile.id} style={{ display: 'flex', flexDirection: 'column' }}>
                    <ProfileCard profile={profile} onOpen={setOpenId} />
                  </li>
                ))}
              </GridList>
            )}
          </ListResults>
        )}
        {explore.data?.total_is_capped && (
          <Text size="sm" c="dimmed" ta="center">
            {t('networkplace.explore.capped', { count: formatCount(explore.data.total, i18n.language) })}
          </Text>
        )}
      </Stack>
      <ProfileDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
