import type { ReleaseStatus } from '@irama/contracts';
import { Badge, type MantineColor, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per status of SPEC §4, so a rejected release reads as a problem at a glance. */
const RELEASE_STATUS_COLORS: Record<ReleaseStatus, MantineColor> = {
  draft: 'gray',
  ready: 'blue',
  on_progress: 'yellow',
  success: 'green',
  rejected: 'red',
  taken_down: 'dark',
};

/** The translated status with its SPEC §4 meaning as a tooltip; used by the release list, catalogue and review queue. */
export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  const { t } = useTranslation();
  return (
    <Tooltip
      label={t(`release.status.${status}.help`)}
      multiline
      maw={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      {/* Near-black text: Mantine's light-variant text colours (yellow, green) fail WCAG contrast on their own tints. */}
      <Badge color={RELEASE_STATUS_COLORS[status]} c="dark.7" variant="light" radius="sm" tt="none" tabIndex={0}>
        {t(`release.status.${status}.label`)}
      </Badge>
    </Tooltip>
  );
}
