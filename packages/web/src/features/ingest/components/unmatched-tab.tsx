import {
  type CompanySummary,
  type IngestRun,
  isYoutubeReportSource,
  type ResolveUnmatchedRequest,
  type UnmatchedRow,
} from '@irama/contracts';
import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { UNMATCHED_PAGE_SIZE, useUnmatchedQuery } from '../api/get-unmatched.ts';
import { useResolveUnmatchedMutation } from '../api/resolve-unmatched.ts';
import { AssignModal } from './assign-modal.tsx';
import { PagePicker } from './page-picker.tsx';
import { UnmatchedActions, UnmatchedAmount, UnmatchedItem, UnmatchedStatus } from './unmatched-row-cells.tsx';
import { UnmatchedSelectionBar } from './unmatched-selection-bar.tsx';

interface UnmatchedTabProps {
  run: IngestRun;
  /** Rows in the queue, every status (the queue endpoint pages without a count). */
  rowCount: number;
  companies: readonly CompanySummary[];
  companyNames: ReadonlyMap<number, CompanySummary>;
}

/** The run's rows that matched nobody: assign them to a company, or set them aside as not ours, one or many. */
export function UnmatchedTab({ run, rowCount, companies, companyNames }: UnmatchedTabProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [assigning, setAssigning] = useState<readonly UnmatchedRow[]>([]);
  const query = useUnmatchedQuery(run.id, page);
  const mutation = useResolveUnmatchedMutation();
  const rows = query.data?.results ?? [];
  const openRows = rows.filter((row) => row.status === 'open');
  const isEditable = run.status === 'parsed';
  const isYoutube = isYoutubeReportSource(run.source);
  // On a phone the amount, status and actions go under the title instead of off-screen columns.
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;

  function resolve(targets: readonly UnmatchedRow[], decision: ResolveUnmatchedRequest) {
    mutation.mutate(
      { ids: targets.map((row) => row.id), decision },
      {
        onSuccess: () => {
          setSelected([]);
          setAssigning([]);
          notifySuccess(
            t(decision.action === 'assign' ? 'ingest.unmatched.assigned' : 'ingest.unmatched.setAside', {
              count: targets.length,
            }),
          );
        },
      },
    );
  }

  function toggle(id: number, isChecked: boolean) {
    setSelected((current) => (isChecked ? [...current, id] : current.filter((each) => each !== id)));
  }

  if (rowCount === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('ingest.unmatched.empty')}
      </Text>
    );
  }
  const chosen = openRows.filter((row) => selected.includes(row.id));
  const single = assigning.length === 1 ? assigning[0] : undefined;
  const actions = (row: UnmatchedRow) => (
    <UnmatchedActions
      row={row}
      isNarrow={isNarrow}
      onAssign={() => setAssigning([row])}
      onNotOurs={() => resolve([row], { action: 'not_ours' })}
    />
  );
  return (
    <Stack gap="sm">
      {query.isError && <ErrorAlert error={query.error} />}
      {mutation.isError && assigning.length === 0 && <ErrorAlert error={mutation.error} />}
      {isEditable && (
        <UnmatchedSelectionBar
          count={chosen.length}
          isPending={mutation.isPending && assigning.length === 0}
          onAssign={() => setAssigning(chosen)}
          onNotOurs={() => resolve(chosen, { action: 'not_ours' })}
        />
      )}
      <Table.ScrollContainer minWidth={isNarrow ? 0 : 760}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {isEditable && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('ingest.unmatched.selectAll')}
                    checked={openRows.length > 0 && chosen.length === openRows.length}
                    indeterminate={chosen.length > 0 && chosen.length < openRows.length}
                    disabled={openRows.length === 0}
                    onChange={(event) => setSelected(event.currentTarget.checked ? openRows.map((row) => row.id) : [])}
                  />
                </Table.Th>
              )}
              <Table.Th>{t('ingest.unmatched.line')}</Table.Th>
              <Table.Th>{t('ingest.unmatched.item')}</Table.Th>
              {!isNarrow && (
                <>
                  <Table.Th ta="right">{t('ingest.unmatched.amount')}</Table.Th>
                  <Table.Th>{t('ingest.unmatched.status')}</Table.Th>
                  {isEditable && <Table.Th />}
                </>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {isEditable && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('ingest.unmatched.selectRow', { line: row.line })}
                      checked={selected.includes(row.id)}
                      disabled={row.status !== 'open'}
                      onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td>{row.line}</Table.Td>
                {isNarrow ? (
                  <Table.Td>
                    <Stack gap={6}>
                      <UnmatchedItem row={row} />
                      <Group justify="space-between" gap="xs">
                        <UnmatchedAmount row={row} isYoutube={isYoutube} />
                        <UnmatchedStatus row={row} companyNames={companyNames} />
                      </Group>
                      {isEditable && actions(row)}
                    </Stack>
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td maw={280}>
                      <UnmatchedItem row={row} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <UnmatchedAmount row={row} isYoutube={isYoutube} />
                    </Table.Td>
                    <Table.Td>
                      <UnmatchedStatus row={row} companyNames={companyNames} />
                    </Table.Td>
                    {isEditable && <Table.Td>{actions(row)}</Table.Td>}
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PagePicker
        total={Math.ceil(rowCount / UNMATCHED_PAGE_SIZE)}
        value={page}
        onChange={(next) => {
          setSelected([]);
          setPage(next);
        }}
      />
      {assigning.length > 0 && (
        <AssignModal
          opened
          rowCount={assigning.length}
          companies={companies}
          canTeachAsset={isYoutube && single !== undefined}
          defaultAssetId={single?.keys.asset_id ?? ''}
          isPending={mutation.isPending}
          error={mutation.error}
          onClose={() => {
            mutation.reset();
            setAssigning([]);
          }}
          onAssign={({ companyId, assetId }) =>
            resolve(assigning, { action: 'assign', company_id: companyId, ...(assetId ? { asset_id: assetId } : {}) })
          }
        />
      )}
    </Stack>
  );
}
