import type { ReleaseSummary } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { ReleaseTable } from '../../../components/release/release-table.tsx';
import { formatDate } from '../../../lib/format-date.ts';

/** The catalogue's releases; each opens its release page. */
export function CatalogReleaseTable({ releases }: { releases: readonly ReleaseSummary[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ReleaseTable
      releases={releases}
      label={t('catalogs.releases.tableLabel')}
      headers={{ release: t('catalogs.releases.columns.release'), status: t('catalogs.releases.columns.status') }}
      link={(release) => `/release/${release.id}`}
      title={(release) => release.title || t('catalogs.releases.untitled')}
      details={(release) => `${release.album_id} · ${release.artist_names.join(', ')}`}
      minWidth={760}
      columns={[
        {
          header: t('catalogs.releases.columns.type'),
          cell: (release) => (release.release_type ? t(`catalogs.releases.type.${release.release_type}`) : '—'),
        },
        { header: t('catalogs.releases.columns.upc'), cell: (release) => release.upc ?? '—' },
        { header: t('catalogs.releases.columns.label'), cell: (release) => release.label ?? '—' },
        {
          header: t('catalogs.releases.columns.releaseDate'),
          cell: (release) => (release.release_date ? formatDate(release.release_date, i18n.language) : '—'),
        },
        { header: t('catalogs.releases.columns.tracks'), cell: (release) => release.track_count },
      ]}
    />
  );
}
