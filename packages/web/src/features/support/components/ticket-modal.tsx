import { Group, Modal, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import type { Desk } from '../api/desk-page.ts';
import { useTicketQuery } from '../api/get-ticket.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';
import { TicketThread } from './ticket-thread.tsx';

interface TicketModalProps {
  desk: Desk;
  /** The open ticket; the modal is closed while undefined. */
  ticketId: number | undefined;
  onClose: () => void;
  /** Beside the status (staff: the close button). */
  actions?: ReactNode;
}

/** One ticket's thread over the list; full screen on a phone. */
export function TicketModal({ desk, ticketId, onClose, actions }: TicketModalProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const isNarrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const ticket = useTicketQuery(desk, ticketId);
  const data = ticket.data?.id === ticketId ? ticket.data : undefined;
  return (
    <Modal
      opened={ticketId !== undefined}
      onClose={onClose}
      size="lg"
      fullScreen={isNarrow}
      title={data ? data.subject : t('support.thread.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {data ? (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <TicketStatusBadge status={data.status} />
              <Text size="sm" c="dimmed">
                {t(`support.ticket.categories.${data.category}`)} · #{data.id}
                {desk === 'ops' ? ` · ${data.company_name}` : ''}
              </Text>
            </Group>
            {actions}
          </Group>
          <TicketThread desk={desk} ticket={data} />
        </Stack>
      ) : (
        <QueryState error={ticket.error} />
      )}
    </Modal>
  );
}
