import type { TicketStatus } from '@irama/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TicketStatus, string> = { open: 'orange', answered: 'green', closed: 'gray' };

/** A ticket's status as a coloured badge. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" c="dark.7">
      {t(`support.ticket.statuses.${status}`)}
    </Badge>
  );
}
