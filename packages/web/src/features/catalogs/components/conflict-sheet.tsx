import type { ConflictDetail } from '@irama/contracts';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDrawer } from '../../../components/query-drawer.tsx';
import { ConflictFacts } from './conflict-facts.tsx';
import { ConflictHistory } from './conflict-history.tsx';
import { ConflictStatusBadge } from './conflict-status-badge.tsx';

interface ConflictSheetProps<D extends ConflictDetail> {
  /** The conflict shown; null keeps the drawer closed. */
  id: number | null;
  query: { data: D | undefined; error: unknown };
  onClose: () => void;
  /** Before "claimed by", e.g. the company on the staff page. */
  owner?: (conflict: D) => string;
  /** What the reader may do, between the facts and the history. */
  children: (conflict: D, title: string) => ReactNode;
}

/** A conflict in a side drawer: its asset, status and fields, what the reader may do, then its history. */
export function ConflictSheet<D extends ConflictDetail>({
  id,
  query,
  onClose,
  owner,
  children,
}: ConflictSheetProps<D>) {
  const { t } = useTranslation();
  return (
    <QueryDrawer
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={t('catalogs.conflicts.detail.title')}
      query={query}
    >
      {(data) => {
        const title = data.asset_title ?? data.asset_id ?? `#${data.id}`;
        const against = t('catalogs.conflicts.detail.against', { owner: data.conflicting_owner });
        return (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {owner ? `${owner(data)} · ${against}` : against}
                </Text>
              </div>
              <ConflictStatusBadge status={data.status} />
            </Group>
            <ConflictFacts conflict={data} />
            {children(data, title)}
            <div>
              <Title order={3} size="h5" mb="sm">
                {t('catalogs.conflicts.history.title')}
              </Title>
              <ConflictHistory history={data.history} />
            </div>
          </Stack>
        );
      }}
    </QueryDrawer>
  );
}
