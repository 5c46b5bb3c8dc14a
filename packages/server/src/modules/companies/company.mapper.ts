import type { CompanySummary, GroupName, PermissionKey, ServiceName } from '@irama/contracts';
import type { CompanyRow } from '../../db/schema.ts';

/** The public shape of a company row. */
export function toCompanySummary(
  row: Pick<
    CompanyRow,
    'id' | 'name' | 'group_name' | 'services' | 'features' | 'logo_url' | 'is_sub_aggregator' | 'parent_id'
  >,
): CompanySummary {
  return {
    id: row.id,
    company: row.name,
    group_name: row.group_name as GroupName,
    services: JSON.parse(row.services) as ServiceName[],
    features: JSON.parse(row.features) as PermissionKey[],
    logo_url: row.logo_url,
    is_sub_aggregator: Boolean(row.is_sub_aggregator),
    parent_id: row.parent_id,
  };
}
