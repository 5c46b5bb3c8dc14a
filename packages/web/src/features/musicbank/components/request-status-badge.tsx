import type { MusicbankRequestStatus } from '@irama/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MusicbankRequestStatus, string> = {
  on_request: 'blue',
  need_action: 'orange',
  declined: 'red',
  paid: 'green',
  expired: 'gray',
  cancelled: 'gray',
};

/** A request's status in its colour. */
export function RequestStatusBadge({ status }: { status: MusicbankRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" c="dark.7" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {t(`musicbank.statuses.${status}`)}
    </Badge>
  );
}
