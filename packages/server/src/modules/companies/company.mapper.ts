import type { CompanySummary, GroupName, PermissionKey, ServiceName } from '@irama/contracts';
import type { CompanyRow } from '../../db/schema.ts';

/** The services and feature keys of a company, parsed from their JSON columns. */
export type CompanyLists = Pick<CompanySummary, 'services' | 'features'>;

export function parseCompanyLists(row: Pick<CompanyRow, 'services' | 'features'>): CompanyLists {
  return { services: JSON.parse(row.services) as ServiceName[], features: JSON.parse(row.features) as PermissionKey[] };
}

/** The public shape of a company row. */
export function toCompanySummary(
  row: Pick<
    CompanyRow,
    'id' | 'name' | 'group_name' | 'services' | 'features' | 'logo_url' | 'is_sub_aggregator' | 'parent_id'
  >,
): CompanySummary {
  return companySummaryOf(row, parseCompanyLists(row));
}

/** The public shape of a company row whose JSON columns are already parsed. */
export function companySummaryOf(
  row: Pick<CompanyRow, 'id' | 'name' | 'group_name' | 'logo_url' | 'is_sub_aggregator' | 'parent_id'>,
  lists: CompanyLists,
): CompanySummary {
  return {
    id: row.id,
    company: row.name,
    group_name: row.group_name as GroupName,
    services: lists.services,
    features: lists.features,
    logo_url: row.logo_url,
    is_sub_aggregator: Boolean(row.is_sub_aggregator),
    parent_id: row.parent_id,
  };
}
