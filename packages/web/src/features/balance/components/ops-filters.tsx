import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import { OpsCompanySelect } from '../../../components/ops/company-select.tsx';
import type { ListParams } from '../../../lib/use-list-params.ts';

export interface OpsFiltersProps<S extends string> {
  params: ListParams<S, 'company'>;
  /** The second filter: a status or an action, held in the list's `status` parameter. */
  choice: { label: string; allLabel: string; options: readonly { value: S; label: string }[]; width: number };
}

/** The company every staff list of the balance can be narrowed to, and its status (or action) filter. */
export function OpsFilters<S extends string>({ params, choice }: OpsFiltersProps<S>) {
  const { t } = useTranslation();
  const companyId = Number(params.filters.company) || undefined;
  return (
    <Group gap="sm" align="flex-end">
      <OpsCompanySelect
        label={t('balance.ops.company')}
        allLabel={t('balance.ops.allCompanies')}
        value={companyId ? String(companyId) : undefined}
        onChange={(value) => params.setFilter('company', value)}
        nothingFoundMessage={t('balance.ops.noCompany')}
      />
      <ListSelect
        label={choice.label}
        allLabel={choice.allLabel}
        options={choice.options}
        value={params.status}
        onChange={params.setStatus}
        w={{ base: '100%', xs: choice.width }}
      />
    </Group>
  );
}
