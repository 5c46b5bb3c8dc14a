import { TICKET_STATUSES } from '@irama/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useTicketQuery } from './api/get-ticket.ts';
import { useTicketsQuery } from './api/get-tickets.ts';
import { useCloseTicketMutation } from './api/send-ticket.ts';
import { TicketList } from './components/ticket-list.tsx';
import { TicketModal } from './components/ticket-modal.tsx';
import { TicketStatusSelect } from './components/ticket-status-select.tsx';

const PAGE_SIZE = 20;

/** /ops/support (staff): every company's tickets, open ones first; answering and closing them. */
export default function OpsTicketsPage() {
  const { t } = useTranslation();
  const params = useListParams(TICKET_STATUSES, 'open');
  const tickets = useTicketsQuery('ops', { status: params.status, page: params.page, limit: PAGE_SIZE });
  // Kept out of the URL so opening a ticket leaves the list on its page.
  const [openId, setOpenId] = useState<number | undefined>();
  const open = useTicketQuery('ops', openId);
  const close = useCloseTicketMutation();

  function handleClose() {
    if (openId === undefined) return;
    close.mutate(openId, {
      onSuccess: () => notifySuccess(t('support.ops.closed')),
      onError: (error) => notifyError(t, t('support.ops.closeFailed'), error),
    });
  }

  return (
    <ListPage title={t('support.ops.title')} subtitle={t('support.ops.subtitle')} maw={1200}>
      <TicketStatusSelect value={params.status} onChange={params.setStatus} />
      <TicketList
        desk="ops"
        query={tickets}
        params={params}
        limit={PAGE_SIZE}
        onOpen={(ticket) => setOpenId(ticket.id)}
      />
      <TicketModal
        desk="ops"
        ticketId={openId}
        onClose={() => setOpenId(undefined)}
        actions={
          open.data && open.data.status !== 'closed' ? (
            <Button size="compact-sm" variant="default" loading={close.isPending} onClick={handleClose}>
              {t('support.ops.close')}
            </Button>
          ) : undefined
        }
      />
    </ListPage>
  );
}
