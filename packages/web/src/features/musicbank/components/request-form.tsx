import { CreateMusicbankRequestSchema, MUSICBANK_LIMITS, type MusicbankRequest } from '@irama/contracts';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, useFieldError } from '../../../components/form-field.tsx';
import { checkForm } from '../../../lib/check-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useCreateRequestMutation } from '../api/create-request.ts';

interface FormValues {
  intended_release: string;
  message: string;
}
const FIELDS = ['intended_release', 'message'];

interface RequestFormProps {
  itemId: number;
  title: string;
  onRequested: (request: MusicbankRequest) => void;
}

/** Asks to record and release a song: when the company means to release it and a word to the writers' team. */
export function RequestForm({ itemId, title, onRequested }: RequestFormProps) {
  const { t } = useTranslation();
  const create = useCreateRequestMutation();
  const form = useForm<FormValues>({ defaultValues: { intended_release: '', message: '' } });
  const messageError = useFieldError(form, 'message');

  function handleSubmit(values: FormValues) {
    const body = checkForm(CreateMusicbankRequestSchema, { item_id: itemId, ...values }, form.setError);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (request) => {
        notifySuccess(t('musicbank.request.sent', { title, reference: request.reference }));
        onRequested(request);
      },
      onError: (error) => showFormError(t, t('musicbank.request.failed'), error, form.setError, FIELDS),
    });
  }

  return (
    <form onSubmit={form.handleSubmit(handleSubmit)} noValidate aria-label={t('musicbank.request.formLabel')}>
      <Stack gap="sm">
        <TextField
          form={form}
          name="intended_release"
          type="date"
          label={t('musicbank.request.intendedRelease')}
          description={t('musicbank.request.intendedReleaseHelp')}
          required
        />
        <Textarea
          label={t('musicbank.request.message')}
          description={t('musicbank.request.messageHelp')}
          autosize
          minRows={3}
          maxLength={MUSICBANK_LIMITS.messageMax}
          error={messageError}
          {...form.register('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('musicbank.request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
