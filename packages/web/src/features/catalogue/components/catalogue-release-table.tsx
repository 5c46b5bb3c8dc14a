import type { ReleaseSummary } from '@irama/contracts';
import { Paper, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReleaseRow, ReleaseStatusCell, ReleaseTitleCell } from '../../../components/release/release-table-parts.tsx';
import { formatDate } from '../../../lib/format-date.ts';

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
              <ReleaseRow key={release.id}>
                <ReleaseTitleCell
                  to={`/release/${release.id}`}
                  title={release.title || t('catalogue.releases.untitled')}
                  details={`${release.album_id} · ${release.artist_names.join(', ')}`}
                />
                <Table.Td>{release.release_type ? t(`catalogue.releases.type.${release.release_type}`) : '—'}</Table.Td>
                <Table.Td>{release.upc ?? '—'}</Table.Td>
                <Table.Td>{release.label ?? '—'}</Table.Td>
                <Table.Td>{release.release_date ? formatDate(release.release_date, i18n.language) : '—'}</Table.Td>
                <Table.Td>{release.track_count}</Table.Td>
                <ReleaseStatusCell status={release.status} />
              </ReleaseRow>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
