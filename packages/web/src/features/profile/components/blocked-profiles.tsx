import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useBlockedProfilesQuery } from '../api/get-blocked-profiles.ts';
import { useUnblockMutation } from '../api/unblock-profile.ts';

/** The profiles the caller blocked, each with a way to unblock it. */
export function BlockedProfiles() {
  const { t, i18n } = useTranslation();
  const blocked = useBlockedProfilesQuery();
  const unblock = useUnblockMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);

  function handleUnblock(id: number, name: string) {
    setPendingId(id);
    unblock.mutate(id, {
      onSuccess: () => notifySuccess(t('profile.networkplace.blocked.unblocked', { name })),
      onError: (error) => notifyError(t, t('profile.networkplace.blocked.failed'), error),
      onSettled: () => setPendingId(null),
    });
  }

  return (
    <SectionCard
      title={t('profile.networkplace.blocked.title')}
      description={t('profile.networkplace.blocked.description')}
    >
      {!blocked.data ? (
        <QueryState error={blocked.error} />
      ) : blocked.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.networkplace.blocked.empty')}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('profile.networkplace.blocked.title')}>
          {blocked.data.map((profile) => (
            <Group key={profile.id} justify="space-between" gap="sm" role="listitem" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {profile.display_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('profile.networkplace.blocked.since', { date: formatDay(profile.blocked_at, i18n.language) })}
                </Text>
              </div>
              <Button
                size="xs"
                variant="default"
                loading={pendingId === profile.id}
                onClick={() => handleUnblock(profile.id, profile.display_name)}
                aria-label={t('profile.networkplace.blocked.unblockName', { name: profile.display_name })}
              >
                {t('profile.networkplace.blocked.unblock')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
