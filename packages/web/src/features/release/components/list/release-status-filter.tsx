import { RELEASE_STATUSES, type ReleaseStatus } from '@irama/contracts';
import { Chip, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseCounts } from '../../api/get-release-info.ts';

interface ReleaseStatusFilterProps {
  value: ReleaseStatus | undefined;
  counts: ReleaseCounts | undefined;
  onChange: (status: ReleaseStatus | undefined) => void;
}

/** "All" plus one chip per SPEC §4 status, each with its count and its meaning on hover. */
export function ReleaseStatusFilter({ value, counts, onChange }: ReleaseStatusFilterProps) {
  const { t } = useTranslation();
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  return (
    <Chip.Group
      multiple={false}
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as ReleaseStatus))}
    >
      <Group gap="xs" role="group" aria-label={t('release.list.statusFilter')} data-tour="release-list-status">
        <Chip value="all" size="sm" radius="sm">
          {withCount(t('release.list.allStatuses'), counts?.total)}
        </Chip>
        {RELEASE_STATUSES.map((status) => (
          <Tooltip
            key={status}
            label={t(`release.status.${status}.help`)}
            multiline
            maw={260}
            withArrow
            openDelay={300}
          >
            <Chip
              value={status}
              size="sm"
              radius="sm"
              data-tour={status === 'draft' ? 'release-list-draft' : undefined}
            >
              {withCount(t(`release.status.${status}.label`), counts?.by_status[status])}
            </Chip>
          </Tooltip>
        ))}
      </Group>
    </Chip.Group>
  );
}
