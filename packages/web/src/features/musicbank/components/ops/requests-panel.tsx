import { MUSICBANK_REQUEST_STATUSES, type OpsMusicbankRequest } from '@irama/contracts';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '../../../../components/decision-buttons.tsx';
import { IdrAmount } from '../../../../components/idr-amount.tsx';
import { ListEmpty } from '../../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../../components/list-page/list-results.tsx';
import { ListSearch } from '../../../../components/list-page/list-search.tsx';
import { ListSelect } from '../../../../components/list-page/list-select.tsx';
import { ListTable } from '../../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../../components/list-page/row-title.tsx';
import { formatDate, formatDay } from '../../../../lib/format-date.ts';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { useOpsRequestsQuery } from '../../api/get-ops-requests.ts';
import { declineNote } from '../../lib/decline-note.ts';
import { RequestStatusBadge } from '../request-status-badge.tsx';
import { AcceptModal } from './accept-modal.tsx';
import { DeclineModal } from './decline-modal.tsx';

const PAGE_SIZE = 20;

/** Every company's requests for staff, waiting ones first by default; one on request can be accepted or declined. */
export function RequestsPanel() {
  const { t, i18n } = useTranslation();
  const params = useListParams(MUSICBANK_REQUEST_STATUSES, 'on_request');
  const requests = useOpsRequestsQuery({
    page: params.page,
    limit: PAGE_SIZE,
    status: params.status,
    search: params.search || undefined,
  });
  const [accepting, setAccepting] = useState<OpsMusicbankRequest | null>(null);
  const [declining, setDeclining] = useState<OpsMusicbankRequest | null>(null);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
        <ListSearch
          params={params}
          label={t('musicbank.ops.requests.search')}
          placeholder={t('musicbank.ops.requests.searchPlaceholder')}
        />
        <ListSelect
          label={t('musicbank.ops.requests.status')}
          allLabel={t('musicbank.ops.requests.allStatuses')}
          options={MUSICBANK_REQUEST_STATUSES.map((value) => ({ value, label: t(`musicbank.statuses.${value}`) }))}
          value={params.status}
          onChange={params.setStatus}
        />
      </SimpleGrid>
      <ListResults
        query={requests}
        params={params}
        limit={PAGE_SIZE}
        empty={
          <ListEmpty
            title={t('musicbank.ops.requests.empty.title')}
            description={t('musicbank.ops.requests.empty.description')}
          />
        }
      >
        {(rows) => (
          <ListTable
            rows={rows}
            rowKey={(request) => request.id}
            label={t('musicbank.ops.requests.label')}
            minWidth={960}
            isBusy={requests.isPlaceholderData}
            heading={{
              header: t('musicbank.requests.columns.song'),
              cell: (request) => <RowTitle title={request.item.title} detail={request.reference} />,
            }}
            columns={[
              { header: t('musicbank.ops.requests.company'), cell: (request) => request.company.name },
              {
                header: t('musicbank.requests.columns.requested'),
                cell: (request) => formatDay(request.created_at, i18n.language),
              },
              {
                header: t('musicbank.detail.intendedRelease'),
                cell: (request) => formatDate(request.intended_release, i18n.language),
              },
              {
                header: t('musicbank.requests.columns.fee'),
                cell: (request) => <IdrAmount amount={request.fee_idr} />,
              },
              {
                header: t('musicbank.ops.requests.actions'),
                cell: (request) =>
                  request.status === 'on_request' ? (
                    <Group gap={4} wrap="nowrap">
                      <DecisionButtons
                        accept={{
                          label: t('musicbank.ops.requests.accept'),
                          ariaLabel: t('musicbank.ops.requests.acceptFor', { reference: request.reference }),
                          onClick: () => setAccepting(request),
                        }}
                        refuse={{
                          label: t('musicbank.ops.requests.decline'),
                          ariaLabel: t('musicbank.ops.requests.declineFor', { reference: request.reference }),
                          onClick: () => setDeclining(request),
                        }}
                      />
                    </Group>
                  ) : (
                    (declineNote(request, t) ?? '—')
                  ),
              },
            ]}
            trailing={{
              header: t('musicbank.requests.columns.status'),
              cell: (request) => <RequestStatusBadge status={request.status} />,
            }}
          />
        )}
      </ListResults>
      <AcceptModal request={accepting} onClose={() => setAccepting(null)} />
      <DeclineModal request={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}
