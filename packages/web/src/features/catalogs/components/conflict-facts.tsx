import type { Conflict } from '@irama/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { ConflictDeadline } from './conflict-deadline.tsx';
import { Territories } from './territories.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The conflict's fields (SPEC §3 Conflict asset) as label and value pairs. */
export function ConflictFacts({ conflict }: { conflict: Conflict }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
      <Fact label={t('catalogs.conflicts.fields.assetId')}>{conflict.asset_id ?? '—'}</Fact>
      <Fact label={t('catalogs.conflicts.fields.type')}>{t(`catalogs.assets.type.${conflict.asset_type}`)}</Fact>
      <Fact label={t('catalogs.conflicts.fields.isrc')}>{conflict.isrc ?? '—'}</Fact>
      <Fact label={t('catalogs.conflicts.fields.label')}>{conflict.label ?? '—'}</Fact>
      <Fact label={t('catalogs.conflicts.fields.owner')}>{conflict.conflicting_owner}</Fact>
      <Fact label={t('catalogs.conflicts.fields.territories')}>
        <Territories codes={conflict.territories} />
      </Fact>
      <Fact label={t('catalogs.conflicts.fields.views')}>{number.format(conflict.views)}</Fact>
      <Fact label={t('catalogs.conflicts.fields.claims')}>{number.format(conflict.active_claims)}</Fact>
      <Fact label={t('catalogs.conflicts.fields.opened')}>{formatDateTime(conflict.opened_at, i18n.language)}</Fact>
      {conflict.status === 'open' && (
        <Fact label={t('catalogs.conflicts.fields.deadline')}>
          <ConflictDeadline conflict={conflict} />
        </Fact>
      )}
      <Fact label={t('catalogs.conflicts.fields.updated')}>{formatDateTime(conflict.updated_at, i18n.language)}</Fact>
    </SimpleGrid>
  );
}
