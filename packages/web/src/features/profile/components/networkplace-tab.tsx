import { Stack, Text } from '@mantine/core';
import { IconEyeOff, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NetworkplaceFigures } from '../../../components/networkplace-figures.tsx';
import { NoticeAlert } from '../../../components/notice-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useNetworkplaceProfileQuery } from '../api/get-networkplace-profile.ts';
import { BlockedProfiles } from './blocked-profiles.tsx';
import { NetworkplaceForm } from './networkplace-form.tsx';

/** The Networkplace tab (SPEC §2, §3): the social profile others find in explore, its verified figures, and blocks. */
export function NetworkplaceTab() {
  const { t } = useTranslation();
  const profile = useNetworkplaceProfileQuery();
  if (!profile.data) return <QueryState error={profile.error} />;
  const { stats } = profile.data;
  return (
    <Stack gap="lg">
      {profile.data.is_hidden_by_staff && (
        <NoticeAlert color="red" icon={IconEyeOff} title={t('profile.networkplace.hiddenByStaff.title')}>
          {t('profile.networkplace.hiddenByStaff.description')}
        </NoticeAlert>
      )}
      {!profile.data.is_set_up && (
        <NoticeAlert color="blue" icon={IconInfoCircle} title={t('profile.networkplace.notSetUp.title')}>
          {t('profile.networkplace.notSetUp.description')}
        </NoticeAlert>
      )}
      <NetworkplaceForm profile={profile.data} />
      <SectionCard
        title={t('profile.networkplace.figures.title')}
        description={t('profile.networkplace.figures.description')}
      >
        <NetworkplaceFigures stats={stats} />
        {!stats.is_verified && (
          <Text size="sm" c="dimmed">
            {t('profile.networkplace.figures.noReports')}
          </Text>
        )}
      </SectionCard>
      <BlockedProfiles />
    </Stack>
  );
}
