import { useOpsCompaniesQuery } from '../../lib/ops-companies.ts';
import { ListSelect } from '../list-page/list-select.tsx';

interface OpsCompanySelectProps {
  /** The chosen company's id as text (from the URL), or undefined for all. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  allLabel: string;
  nothingFoundMessage: string;
}

/** A staff list's company filter: every partner company by name, searchable. */
export function OpsCompanySelect({ value, onChange, label, allLabel, nothingFoundMessage }: OpsCompanySelectProps) {
  const companies = useOpsCompaniesQuery();
  return (
    <ListSelect
      label={label}
      allLabel={allLabel}
      options={(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.company }))}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={nothingFoundMessage}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
