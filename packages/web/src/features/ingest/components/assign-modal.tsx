import type { CompanySummary } from '@irama/contracts';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useSession } from '../../../lib/session-context.tsx';

interface AssignModalProps {
  opened: boolean;
  rowCount: number;
  companies: readonly CompanySummary[];
  /** One YouTube row can also teach the catalogue its asset id, so next month's rows match. */
  canTeachAsset: boolean;
  defaultAssetId: string;
  isPending: boolean;
  error: unknown;
  onAssign: (decision: { companyId: number; assetId: string }) => void;
  onClose: () => void;
}

/** Picks the company (and for YouTube, optionally the asset) that unmatched rows belong to. */
export function AssignModal(props: AssignModalProps) {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [assetId, setAssetId] = useState(props.defaultAssetId);
  const { me } = useSession();
  // Staff belong to the distributor; its own revenue is not a partner's to receive.
  const data = props.companies
    .filter((company) => company.id !== me?.company.id)
    .map((company) => ({ value: String(company.id), label: company.company }));
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('ingest.assign.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('ingest.assign.message', { count: props.rowCount })}</Text>
        <Select
          label={t('ingest.assign.company')}
          placeholder={t('ingest.assign.companyPlaceholder')}
          nothingFoundMessage={t('ingest.assign.noCompany')}
          data={data}
          value={companyId}
          onChange={setCompanyId}
          searchable
          required
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        {props.canTeachAsset && (
          <TextInput
            label={t('ingest.assign.asset')}
            description={t('ingest.assign.assetHint')}
            value={assetId}
            onChange={(event) => setAssetId(event.currentTarget.value)}
          />
        )}
        {Boolean(props.error) && <ErrorAlert error={props.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('ingest.actions.cancel')}
          </Button>
          <Button
            disabled={companyId === null}
            loading={props.isPending}
            onClick={() => companyId && props.onAssign({ companyId: Number(companyId), assetId: assetId.trim() })}
          >
            {t('ingest.assign.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
