import type { ConflictStatus } from '@irama/contracts';
import { Badge, type MantineColor, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Open asks for action, an appeal waits, won keeps the claim, released and lost gave it away. */
const CONFLICT_STATUS_COLORS: Record<ConflictStatus, MantineColor> = {
  open: 'orange',
  appealed: 'blue',
  won: 'green',
  released: 'gray',
  lost: 'red',
  expired: 'dark',
};

/** The translated status, with what it means as a tooltip. */
export function ConflictStatusBadge({ status }: { status: ConflictStatus }) {
  const { t } = useTranslation();
  return (
    <Tooltip
      label={t(`catalogs.conflicts.status.${status}.help`)}
      multiline
      maw={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      {/* Near-black text: the light variant's own text colours fail WCAG contrast on their tints. */}
      <Badge color={CONFLICT_STATUS_COLORS[status]} c="dark.7" variant="light" radius="sm" tt="none" tabIndex={0}>
        {t(`catalogs.conflicts.status.${status}.label`)}
      </Badge>
    </Tooltip>
  );
}
