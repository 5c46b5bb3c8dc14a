import type { Page, Ticket } from '@irama/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { ListParams } from '../../../lib/use-list-params.ts';
import type { Desk } from '../api/desk-page.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';

interface TicketListProps {
  desk: Desk;
  query: { data: Page<Ticket> | undefined; error: unknown };
  params: Pick<ListParams<string, string>, 'page' | 'setPage'>;
  limit: number;
  onOpen: (ticket: Ticket) => void;
}

/** Tickets, most recently active first: a partner's as compact cards beside the form, staff's as a table with the company. */
export function TicketList({ desk, query, params, limit, onOpen }: TicketListProps) {
  const { t, i18n } = useTranslation();
  const columns = [
    {
      header: t('support.ticket.category'),
      cell: (ticket: Ticket) => t(`support.ticket.categories.${ticket.category}`),
    },
    { header: t('support.ticket.updated'), cell: (ticket: Ticket) => formatDateTime(ticket.updated_at, i18n.language) },
    { header: t('support.ticket.replies'), cell: (ticket: Ticket) => ticket.replies },
  ];
  return (
    <ListResults
      query={query}
      params={params}
      limit={limit}
      empty={
        <ListEmpty title={t('support.ticket.emptyTitle')} description={t(`support.ticket.emptyDescription.${desk}`)} />
      }
    >
      {(results) =>
        desk === 'partner' ? (
          <Stack gap="sm" role="list" aria-label={t('support.ticket.listLabel')}>
            {results.map((ticket) => (
              <Paper key={ticket.id} withBorder radius="md" p="sm" role="listitem" style={{ position: 'relative' }}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <RowTitle
                    title={ticket.subject}
                    detail={`#${ticket.id} · ${t(`support.ticket.categories.${ticket.category}`)} · ${formatDateTime(ticket.updated_at, i18n.language)}`}
                    onOpen={() => onOpen(ticket)}
                  />
                  <div style={{ flexShrink: 0 }}>
                    <TicketStatusBadge status={ticket.status} />
                  </div>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <ListTable
            rows={results}
            rowKey={(ticket) => ticket.id}
            label={t('support.ticket.listLabel')}
            minWidth={640}
            heading={{
              header: t('support.ticket.subject'),
              cell: (ticket) => (
                <RowTitle
                  title={ticket.subject}
                  detail={`${ticket.company_name} · #${ticket.id}`}
                  onOpen={() => onOpen(ticket)}
                />
              ),
            }}
            columns={columns}
            trailing={{
              header: t('support.ticket.status'),
              cell: (ticket) => (
                <Text span>
                  <TicketStatusBadge status={ticket.status} />
                </Text>
              ),
            }}
          />
        )
      }
    </ListResults>
  );
}
