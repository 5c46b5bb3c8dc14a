import type { MusicbankList, MusicbankRequest } from '@irama/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../components/idr-amount.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListSearch } from '../../../components/list-page/list-search.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useRequestsQuery } from '../api/get-requests.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';

const PAGE_SIZE = 20;

/** The date a list cares about: when it was asked, when payment is due, or when it ended. */
function keyDateOf(request: MusicbankRequest): string {
  if (request.status === 'need_action') return request.pay_by ?? request.created_at;
  return request.paid_at ?? request.closed_at ?? request.decided_at ?? request.created_at;
}

interface RequestListTabProps {
  list: MusicbankList;
  onOpenRequest: (requestId: number) => void;
}

/** One of the company's request lists (on request, needing action, history), searched and paged. */
export function RequestListTab({ list, onOpenRequest }: RequestListTabProps) {
  const { t, i18n } = useTranslation();
  const params = useListParams([]);
  const requests = useRequestsQuery(list, { page: params.page, limit: PAGE_SIZE, search: params.search || undefined });
  const label = t(`musicbank.tabs.${list}`);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(`musicbank.requests.describe.${list}`)}
      </Text>
      <ListSearch
        params={params}
        label={t('musicbank.requests.search')}
        placeholder={t('musicbank.requests.searchPlaceholder')}
        maw={420}
      />
      <ListResults
        query={requests}
        params={params}
        limit={PAGE_SIZE}
        empty={
          <ListEmpty
            title={t(`musicbank.requests.empty.${list}.title`)}
            description={t(`musicbank.requests.empty.${list}.description`)}
          />
        }
      >
        {(rows) => (
          <ListTable
            rows={rows}
            rowKey={(request) => request.id}
            label={label}
            minWidth={760}
            isBusy={requests.isPlaceholderData}
            heading={{
              header: t('musicbank.requests.columns.song'),
              cell: (request) => (
                <RowTitle
                  title={request.item.title}
                  detail={request.reference}
                  onOpen={() => onOpenRequest(request.id)}
                />
              ),
            }}
            columns={[
              {
                header: t('musicbank.requests.columns.requested'),
                cell: (request) => formatDay(request.created_at, i18n.language),
              },
              {
                header: t(`musicbank.requests.columns.keyDate.${list}`),
                cell: (request) => formatDay(keyDateOf(request), i18n.language),
              },
              {
                header: t('musicbank.requests.columns.fee'),
                cell: (request) => <IdrAmount amount={request.fee_idr} />,
              },
            ]}
            trailing={{
              header: t('musicbank.requests.columns.status'),
              cell: (request) => <RequestStatusBadge status={request.status} />,
            }}
          />
        )}
      </ListResults>
    </Stack>
  );
}
