import type { SwitchAuditEntry } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/** Who turned which feature on or off, and when: the newest changes first. */
export function SwitchAudit({ entries }: { entries: readonly SwitchAuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const state = (isOn: boolean) => t(isOn ? 'switches.on' : 'switches.off');
  if (entries.length === 0) {
    return <ListEmpty title={t('switches.audit.empty.title')} description={t('switches.audit.empty.description')} />;
  }
  return (
    <ListTable
      rows={entries}
      rowKey={(entry) => entry.id}
      label={t('switches.audit.title')}
      heading={{
        header: t('switches.audit.at'),
        cell: (entry) => (
          <Text size="sm" fw={600}>
            {formatDateTime(entry.at, i18n.language)}
          </Text>
        ),
      }}
      columns={[
        { header: t('switches.audit.feature'), cell: (entry) => t(`switches.features.${entry.key}.name`) },
        {
          header: t('switches.audit.change'),
          cell: (entry) => t('switches.audit.fromTo', { from: state(entry.was_on), to: state(entry.is_on) }),
        },
      ]}
      trailing={{
        header: t('switches.audit.actor'),
        cell: (entry) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.actor}
          </Text>
        ),
      }}
      minWidth={560}
      isScrollFocusable
    />
  );
}
