import type { AssetRow, CoOwnedProjectRow, CountryRow, ProjectRow, SourceRow } from '@irama/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { countryName } from '../../../lib/country-name.ts';
import type { UsdPrecision } from '../../../lib/money.ts';
import { figureColumns } from './figure-columns.tsx';

const MIN_WIDTH = 820;

/** The period by source: ads, Premium, license fees, Shorts, paid features. */
export function SourceTable({ rows, precision }: { rows: readonly SourceRow[]; precision?: UsdPrecision }) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.source}
      label={t('youtube.tabs.sources')}
      minWidth={MIN_WIDTH}
      isScrollFocusable
      heading={{
        header: t('youtube.columns.source'),
        cell: (row) => <RowTitle title={t(`youtube.sources.${row.source}`)} />,
      }}
      {...figureColumns<SourceRow>(t, i18n.language, precision)}
    />
  );
}

/** The projects' name, '' being the assets the company has not put in one. */
function useProjectName() {
  const { t } = useTranslation();
  return (project: string) => project || t('youtube.projects.none');
}

/** The period by project, largest first; a row opens the project's assets. */
export function ProjectTable({ rows, onOpen }: { rows: readonly ProjectRow[]; onOpen: (project: string) => void }) {
  const { t, i18n } = useTranslation();
  const projectName = useProjectName();
  const figures = figureColumns<ProjectRow>(t, i18n.language);
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.project}
      label={t('youtube.tabs.projects')}
      minWidth={MIN_WIDTH}
      heading={{
        header: t('youtube.columns.project'),
        cell: (row) => <RowTitle title={projectName(row.project)} onOpen={() => onOpen(row.project)} />,
      }}
      columns={[
        { header: t('youtube.columns.assets'), cell: (row) => new Intl.NumberFormat(i18n.language).format(row.assets) },
        ...figures.columns,
      ]}
      trailing={figures.trailing}
    />
  );
}

/** The co-owned part of each co-ownership project, with who shares it and at what cut. */
export function CoOwnedProjectTable({
  rows,
  onOpen,
}: {
  rows: readonly CoOwnedProjectRow[];
  onOpen: (project: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const projectName = useProjectName();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const figures = figureColumns<CoOwnedProjectRow>(t, i18n.language);
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.project}
      label={t('youtube.tabs.coowned')}
      minWidth={MIN_WIDTH + 80}
      heading={{
        header: t('youtube.columns.project'),
        cell: (row) => <RowTitle title={projectName(row.project)} onOpen={() => onOpen(row.project)} />,
      }}
      columns={[
        {
          header: t('youtube.columns.coOwners'),
          cell: (row) => (
            <Group gap={4}>
              {row.co_owners.map((owner) => (
                <Badge key={owner.name} variant="light" color="gray" c="dark.7" radius="sm" tt="none">
                  {/* Basis points are whole hundredths of a percent: the division only formats them. */}
                  {`${owner.name} ${percent.format(owner.share_bps / 10_000)}`}
                </Badge>
              ))}
            </Group>
          ),
        },
        ...figures.columns,
      ]}
      trailing={figures.trailing}
    />
  );
}

/** The period's assets, largest first; a row opens the asset's detail when the page offers one. */
export function AssetTable({ rows, onOpen }: { rows: readonly AssetRow[]; onOpen?: (assetId: string) => void }) {
  const { t, i18n } = useTranslation();
  const projectName = useProjectName();
  const figures = figureColumns<AssetRow>(t, i18n.language);
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.asset_id}
      label={t('youtube.tabs.assets')}
      minWidth={MIN_WIDTH + 120}
      isScrollFocusable={!onOpen}
      heading={{
        header: t('youtube.columns.asset'),
        cell: (row) => (
          <RowTitle
            title={row.title ?? t('youtube.assets.untitled')}
            detail={[row.artist, row.asset_id].filter(Boolean).join(' · ')}
            onOpen={onOpen && (() => onOpen(row.asset_id))}
          />
        ),
      }}
      columns={[
        {
          header: t('youtube.columns.project'),
          cell: (row) => (
            <>
              {projectName(row.project)}
              {row.is_co_owned && (
                <Badge ml={6} variant="light" c="dark.7" color="grape" radius="sm" size="sm" tt="none">
                  {t('youtube.assets.coOwned')}
                </Badge>
              )}
            </>
          ),
        },
        ...figures.columns,
      ]}
      trailing={figures.trailing}
    />
  );
}

/** One asset's period by country. */
export function CountryTable({ rows, precision }: { rows: readonly CountryRow[]; precision?: UsdPrecision }) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.country}
      label={t('youtube.detail.countries')}
      minWidth={MIN_WIDTH}
      isScrollFocusable
      heading={{
        header: t('youtube.columns.country'),
        cell: (row) => <RowTitle title={countryName(row.country, i18n.language)} detail={row.country} />,
      }}
      {...figureColumns<CountryRow>(t, i18n.language, precision)}
    />
  );
}
