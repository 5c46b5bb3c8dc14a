import { RELEASE_TRANSITIONS, type ReleaseDetail } from '@irama/contracts';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { ReleaseStatusBadge } from '../../components/release/release-status-badge.tsx';
import { errorMessageKey } from '../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useOpsCompaniesQuery } from '../../lib/ops-companies.ts';
import { type StaffStatus, useChangeOpsReleaseStatusMutation } from './api/change-ops-release-status.ts';
import { useDownloadOpsReleaseDdexMutation } from './api/download-ops-release-ddex.ts';
import { useOpsReleaseQuery } from './api/get-ops-release.ts';
import { ConfirmStatusModal } from './components/ops/confirm-status-modal.tsx';
import { type Rejection, RejectModal } from './components/ops/reject-modal.tsx';
import { AlbumSection, CurrentErrors, HistorySection } from './components/ops/release-review-sections.tsx';
import { TrackCard } from './components/ops/track-card.tsx';

const STAFF_STATUSES: readonly StaffStatus[] = ['on_progress', 'success', 'rejected', 'taken_down'];
// Shade 9: white text on Mantine's lighter shades fails WCAG contrast.
const MOVE_COLORS: Record<StaffStatus, string> = {
  on_progress: 'blue.9',
  success: 'teal.9',
  rejected: 'red.9',
  taken_down: 'red.9',
};

/** The moves staff may make from a release's status, in the order the buttons show. */
function staffMovesFrom(release: ReleaseDetail): StaffStatus[] {
  return STAFF_STATUSES.filter((status) => RELEASE_TRANSITIONS[release.status].includes(status));
}

/** /ops/releases/:id (staff): the whole release, its history, its DDEX file and the review decisions. */
export default function OpsReleasePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const release = useOpsReleaseQuery(id);
  const companies = useOpsCompaniesQuery();
  const change = useChangeOpsReleaseStatusMutation(id);
  const ddex = useDownloadOpsReleaseDdexMutation(id);
  const [pending, setPending] = useState<Exclude<StaffStatus, 'rejected'> | null>(null);
  const [isRejecting, setRejecting] = useState(false);

  if (!release.data) {
    return (
      <Stack gap="lg" maw={1100}>
        <BackLink />
        <QueryState error={release.error} />
      </Stack>
    );
  }
  const data = release.data;
  const title = data.title || t('release.list.untitled');
  const company = companies.data?.find((candidate) => candidate.id === data.company_id)?.company;
  const moves = staffMovesFrom(data);

  function move(status: StaffStatus, rejection?: Rejection) {
    change.mutate(
      { status, ...rejection },
      {
        onSuccess: () => {
          notifySuccess(t('release.ops.notify.moved', { title, status: t(`release.status.${status}.label`) }));
          setPending(null);
          setRejecting(false);
        },
        onError: (error) => notifyError(t, t('release.ops.notify.moveFailed'), error),
      },
    );
  }

  function handleDownload() {
    ddex.mutate(undefined, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          withBorder: true,
          title: t('release.ops.notify.downloadFailed'),
          message: t(errorMessageKey(error)),
        }),
    });
  }

  return (
    <Stack gap="lg" maw={1100}>
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            <ReleaseStatusBadge status={data.status} />
          </Group>
          <Text c="dimmed" size="sm">
            {[data.album_id, company, data.artist_names.join(', ')].filter(Boolean).join(' · ')}
          </Text>
        </div>
        {data.has_ddex && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={handleDownload}
            loading={ddex.isPending}
          >
            {t('release.ops.actions.ddex')}
          </Button>
        )}
      </Group>

      <Group gap="sm" aria-label={t('release.ops.detail.actions')} role="group">
        {moves.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('release.ops.detail.noActions')}
          </Text>
        )}
        {moves.map((status) =>
          status === 'rejected' ? (
            <Button key={status} color={MOVE_COLORS.rejected} onClick={() => setRejecting(true)}>
              {t('release.ops.actions.rejected')}
            </Button>
          ) : (
            <Button
              key={status}
              color={MOVE_COLORS[status]}
              variant={status === 'taken_down' ? 'outline' : 'filled'}
              onClick={() => setPending(status)}
            >
              {t(`release.ops.actions.${status}`)}
            </Button>
          ),
        )}
      </Group>

      <CurrentErrors release={data} />
      <AlbumSection release={data} />
      <Stack gap="sm" component="section" aria-label={t('release.ops.detail.tracksTitle')}>
        <Title order={2} size="h4">
          {t('release.ops.detail.tracksTitle')} ({data.tracks.length})
        </Title>
        {data.tracks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('release.ops.detail.noTracks')}
          </Text>
        ) : (
          data.tracks.map((track, index) => <TrackCard key={track.id} track={track} index={index} />)
        )}
      </Stack>
      <HistorySection release={data} />

      <ConfirmStatusModal
        status={pending}
        releaseTitle={title}
        isPending={change.isPending}
        onConfirm={() => pending && move(pending)}
        onClose={() => setPending(null)}
      />
      <RejectModal
        opened={isRejecting}
        release={data}
        isPending={change.isPending}
        onSubmit={(rejection) => move('rejected', rejection)}
        onClose={() => setRejecting(false)}
      />
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/ops/releases" size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('release.ops.detail.back')}
      </Group>
    </Anchor>
  );
}
