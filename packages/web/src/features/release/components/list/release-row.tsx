import type { ReleaseSummary } from '@irama/contracts';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReleaseCover } from '../../../../components/release/release-cover.tsx';
import { ReleaseStatusBadge } from '../../../../components/release/release-status-badge.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { DeleteDraftButton } from '../delete-draft-button.tsx';
import classes from './release-list.module.css';

interface ReleaseRowProps {
  release: ReleaseSummary;
  'data-tour'?: string | undefined;
}

/** One release in the list: a link to its page, with what tells releases apart at a glance. */
export function ReleaseRow({ release, 'data-tour': dataTour }: ReleaseRowProps) {
  const { t, i18n } = useTranslation();
  const isRejected = release.status === 'rejected';
  const title = release.title || t('release.list.untitled');
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      className={classes.row}
      data-rejected={isRejected || undefined}
      data-tour={dataTour}
    >
      <div className={classes.inner}>
        <ReleaseCover cover={release.cover_art} title={title} />
        <Stack gap={2} className={classes.main}>
          <UnstyledButton component={Link} to={`/release/${release.id}`} className={classes.link}>
            <Text fw={600} truncate>
              {title}
            </Text>
          </UnstyledButton>
          <Text size="sm" c="dimmed" truncate>
            {release.artist_names.length > 0 ? release.artist_names.join(', ') : t('release.list.noArtists')}
          </Text>
          <Group gap="xs" mt={4} className={classes.meta}>
            {release.release_type && (
              <Badge variant="outline" color="gray.7" size="sm" radius="sm" tt="none">
                {t(`release.list.type.${release.release_type}`)}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {release.release_date
                ? t('release.list.releaseDate', { date: formatDate(release.release_date, i18n.language) })
                : t('release.list.noReleaseDate')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('release.list.trackCount', { count: release.track_count })}
            </Text>
          </Group>
          {isRejected && (
            <Group gap={4} c="red.9" wrap="nowrap">
              <IconAlertTriangle size={14} aria-hidden />
              <Text size="xs" fw={600}>
                {t('release.list.needsCorrection')}
              </Text>
            </Group>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" className={classes.status}>
          {release.status === 'draft' && <DeleteDraftButton releaseId={release.id} title={title} variant="icon" />}
          <ReleaseStatusBadge status={release.status} />
          <IconChevronRight size={16} aria-hidden className={classes.chevron} />
        </Group>
      </div>
    </Paper>
  );
}
