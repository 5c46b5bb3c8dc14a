import { RELEASE_STATUSES, type ReleaseStatus } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { ListSelect, type ListSelectProps } from '../list-page/list-select.tsx';

/** A release list's status filter: "all", then every status by its name. */
export function ReleaseStatusSelect(props: Omit<ListSelectProps<ReleaseStatus>, 'options'>) {
  const { t } = useTranslation();
  return (
    <ListSelect
      options={RELEASE_STATUSES.map((status) => ({ value: status, label: t(`release.status.${status}.label`) }))}
      w={220}
      {...props}
    />
  );
}
