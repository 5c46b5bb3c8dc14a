import { type OpsWithdrawal, PayBatchRequestSchema } from '@irama/contracts';
import { Alert, Button, FileButton, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { formatIdr } from '../../../lib/money.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { usePayBatchMutation } from '../api/settle-withdrawals.ts';
import { parseBatchCodes } from '../lib/batch-codes.ts';

interface PayBatchModalProps {
  /** The chosen waiting withdrawals; the modal is open while there are any and `opened` is set. */
  withdrawals: readonly OpsWithdrawal[];
  opened: boolean;
  onClose: () => void;
  onPaid: () => void;
}

/** The server's per-item message keys (`items.2.payment_code`) by withdrawal id. */
function itemErrors(error: unknown, withdrawals: readonly OpsWithdrawal[]): Map<number, string> {
  const errors = new Map<number, string>();
  if (!(error instanceof ApiError)) return errors;
  for (const [path, key] of Object.entries(error.fieldErrors)) {
    const index = Number(path.split('.')[1]);
    const withdrawal = withdrawals[index];
    if (withdrawal) errors.set(withdrawal.id, key);
  }
  return errors;
}

/** Staff mark a bank batch paid: a payment code per withdrawal, typed or read from the bank's file, in one call. */
export function PayBatchModal({ withdrawals, opened, onClose, onPaid }: PayBatchModalProps) {
  const { t, i18n } = useTranslation();
  const fieldMessage = useFieldMessage();
  const pay = usePayBatchMutation();
  const [codes, setCodes] = useState<Record<number, string>>({});
  const [pasted, setPasted] = useState('');
  const [fillNote, setFillNote] = useState<string | undefined>();
  const [errors, setErrors] = useState<Map<number, string>>(new Map());

  function handleClose() {
    if (pay.isPending) return;
    setCodes({});
    setPasted('');
    setFillNote(undefined);
    setErrors(new Map());
    pay.reset();
    onClose();
  }

  function fillFrom(text: string) {
    const { codes: read, badLines } = parseBatchCodes(text);
    const byReference = new Map(withdrawals.map((withdrawal) => [withdrawal.reference, withdrawal.id]));
    const filled: Record<number, string> = {};
    const unknown: string[] = [];
    for (const [reference, code] of read) {
      const id = byReference.get(reference);
      if (id === undefined) unknown.push(reference);
      else filled[id] = code;
    }
    setCodes((current) => ({ ...current, ...filled }));
    setFillNote(
      [
        t('balance.batch.filled', { count: Object.keys(filled).length }),
        unknown.length > 0 ? t('balance.batch.unknown', { references: unknown.join(', ') }) : '',
        badLines.length > 0 ? t('balance.batch.badLines', { lines: badLines.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }

  async function handleFile(file: File | null) {
    if (file) fillFrom(await file.text());
  }

  function handleSubmit() {
    const body = {
      items: withdrawals.map((withdrawal) => ({ id: withdrawal.id, payment_code: codes[withdrawal.id] ?? '' })),
    };
    const checked = PayBatchRequestSchema.safeParse(body);
    if (!checked.success) {
      const local = new Map<number, string>();
      for (const issue of checked.error.issues) {
        const withdrawal = withdrawals[Number(issue.path[1])];
        if (withdrawal && !local.has(withdrawal.id)) local.set(withdrawal.id, issue.message);
      }
      setErrors(local);
      return;
    }
    setErrors(new Map());
    pay.mutate(checked.data, {
      onSuccess: () => {
        notifySuccess(t('balance.batch.paid', { count: withdrawals.length }));
        onPaid();
        handleClose();
      },
      onError: (failure) => setErrors(itemErrors(failure, withdrawals)),
    });
  }

  return (
    <Modal
      opened={opened && withdrawals.length > 0}
      onClose={handleClose}
      title={t('balance.batch.title', { count: withdrawals.length })}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('balance.batch.message')}</Text>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('balance.batch.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('balance.success.reference')}</Table.Th>
                <Table.Th>{t('balance.ops.columns.company')}</Table.Th>
                <Table.Th>{t('balance.history.columns.total')}</Table.Th>
                <Table.Th>{t('balance.ops.paymentCode')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withdrawals.map((withdrawal) => (
                <Table.Tr key={withdrawal.id}>
                  <Table.Td ff="monospace" fz="sm">
                    {withdrawal.reference}
                  </Table.Td>
                  <Table.Td fz="sm">{withdrawal.company_name}</Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatIdr(withdrawal.total_idr, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={t('balance.batch.codeFor', { reference: withdrawal.reference })}
                      value={codes[withdrawal.id] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setCodes((current) => ({ ...current, [withdrawal.id]: value }));
                      }}
                      error={fieldMessage(errors.get(withdrawal.id))}
                      disabled={pay.isPending}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Textarea
          label={t('balance.batch.paste')}
          description={t('balance.batch.pasteHelp')}
          placeholder={'reference,payment_code\nWD-2026-000042,TRX-0001'}
          rows={3}
          value={pasted}
          onChange={(event) => setPasted(event.currentTarget.value)}
          disabled={pay.isPending}
        />
        <Group gap="sm">
          <Button variant="default" onClick={() => fillFrom(pasted)} disabled={pasted.trim() === '' || pay.isPending}>
            {t('balance.batch.fill')}
          </Button>
          <FileButton onChange={(file) => void handleFile(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button variant="default" leftSection={<IconUpload size={16} />} disabled={pay.isPending} {...props}>
                {t('balance.batch.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {fillNote && (
          <Text size="sm" role="status">
            {fillNote}
          </Text>
        )}
        {pay.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t(errorMessageKey(pay.error))}
            {pay.error instanceof ApiError && pay.error.status === 409 && ` ${t('balance.batch.nothingPaid')}`}
          </Alert>
        )}
        <ModalActions
          cancelLabel={t('balance.actions.cancel')}
          onCancel={handleClose}
          submitLabel={t('balance.batch.submit', { count: withdrawals.length })}
          isPending={pay.isPending}
          isCancelLocked
          onSubmit={handleSubmit}
        />
      </Stack>
    </Modal>
  );
}
