import type { ReleaseSummary } from '@irama/contracts';
import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReleaseStatusBadge } from '../../../components/release/release-status-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import classes from './catalogue.module.css';

/** The catalogue's releases as a table; each title opens the release. */
export function CatalogueReleaseTable({ releases }: { releases: ReleaseSummary[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('catalogue.releases.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.releases.columns.release')}</Table.Th>
              <Table.Th>{t('catalogue.releases.columns.type')}</Table.Th>
              <Table.Th>{t('catalogue.releases.columns.upc')}</Table.Th>
              <Table.Th>{t('catalogue.releases.columns.label')}</Table.Th>
              <Table.Th>{t('catalogue.releases.columns.releaseDate')}</Table.Th>
              <Table.Th>{t('catalogue.releases.columns.tracks')}</Table.Th>
              <Table.Th>{t('catalogue.releases.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {releases.map((release) => (
              <Table.Tr key={release.id} className={classes.row}>
                <Table.Td>
                  <Link to={`/release/${release.id}`} className={classes.link}>
                    {release.title || t('catalogue.releases.untitled')}
                  </Link>
                  <Text size="xs" c="dimmed">
                    {release.album_id} · {release.artist_names.join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>{release.release_type ? t(`catalogue.releases.type.${release.release_type}`) : '—'}</Table.Td>
                <Table.Td>{release.upc ?? '—'}</Table.Td>
                <Table.Td>{release.label ?? '—'}</Table.Td>
                <Table.Td>{release.release_date ? formatDate(release.release_date, i18n.language) : '—'}</Table.Td>
                <Table.Td>{release.track_count}</Table.Td>
                <Table.Td className={classes.statusCell}>
                  <ReleaseStatusBadge status={release.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
