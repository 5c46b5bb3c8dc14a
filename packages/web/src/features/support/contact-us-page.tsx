import { TICKET_STATUSES } from '@irama/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { useSupportInfoQuery } from './api/get-support-info.ts';
import { useTicketsQuery } from './api/get-tickets.ts';
import { SupportHoursCard } from './components/support-hours-card.tsx';
import { TicketForm } from './components/ticket-form.tsx';
import { TicketList } from './components/ticket-list.tsx';
import { TicketModal } from './components/ticket-modal.tsx';
import { TicketStatusSelect } from './components/ticket-status-select.tsx';

const PAGE_SIZE = 10;

/** /infos/contact-us: WhatsApp and support hours, a new ticket, and the company's tickets with their replies. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const info = useSupportInfoQuery();
  const params = useListParams(TICKET_STATUSES, undefined, ['ticket']);
  const tickets = useTicketsQuery('partner', { status: params.status, page: params.page, limit: PAGE_SIZE });
  const openId = Number(params.filters.ticket) || undefined;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('support.contact.title')} subtitle={t('support.contact.subtitle')} />
      {info.data ? <SupportHoursCard info={info.data} /> : <QueryState error={info.error} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <TicketForm onCreated={(ticket) => params.setFilter('ticket', String(ticket.id))} />
        <SectionCard
          title={t('support.ticket.mineTitle')}
          description={t('support.ticket.mineDescription')}
          actions={<TicketStatusSelect mt="sm" value={params.status} onChange={params.setStatus} />}
        >
          <TicketList
            desk="partner"
            query={tickets}
            params={params}
            limit={PAGE_SIZE}
            onOpen={(ticket) => params.setFilter('ticket', String(ticket.id))}
          />
        </SectionCard>
      </SimpleGrid>
      <TicketModal desk="partner" ticketId={openId} onClose={() => params.setFilter('ticket', undefined)} />
    </Stack>
  );
}
