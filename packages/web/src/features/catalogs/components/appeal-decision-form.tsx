import { AppealDecisionSchema, type AppealOutcome } from '@irama/contracts';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from '../../../components/reason-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { validateWith } from '../../../lib/validate-with.ts';
import { useResolveConflictMutation } from '../api/resolve-conflict.ts';

/** Staff decide an appeal, won or lost, with a note the owner reads in the conflict's history. */
export function AppealDecisionForm({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const resolve = useResolveConflictMutation(id);
  const [outcome, setOutcome] = useState<AppealOutcome>('won');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateWith(AppealDecisionSchema, { outcome, note });
    setNoteError(checked.errors?.note ?? null);
    if (!checked.data) return;
    resolve.mutate(checked.data, {
      onSuccess: () => {
        notifySuccess(t(`catalogs.ops.notify.${outcome}`, { title }));
        setNote('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.note) setNoteError(error.fieldErrors.note);
        notifyError(t, t('catalogs.ops.notify.failed'), error);
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" fw={600} id={`decision-${id}`}>
          {t('catalogs.ops.decision.title')}
        </Text>
        <SegmentedControl
          aria-labelledby={`decision-${id}`}
          value={outcome}
          onChange={(value) => setOutcome(value as AppealOutcome)}
          data={[
            { value: 'won', label: t('catalogs.ops.decision.won') },
            { value: 'lost', label: t('catalogs.ops.decision.lost') },
          ]}
        />
        <Text size="xs" c="dimmed">
          {t(`catalogs.ops.decision.${outcome}Help`)}
        </Text>
        <ReasonField
          label={t('catalogs.ops.decision.note')}
          description={t('catalogs.ops.decision.noteHelp')}
          rows={4}
          value={note}
          onChange={setNote}
          error={noteError}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={resolve.isPending} color={outcome === 'lost' ? 'red.9' : undefined}>
            {t('catalogs.ops.decision.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
