import type { ReleaseDetail } from '@irama/contracts';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog.tsx';
import { errorFieldOptions } from './error-fields.ts';

const MESSAGE_MAX = 500;
const NOTE_MAX = 1000;

interface RejectValues {
  errors: { field: string | null; message: string }[];
  note: string;
}

export interface Rejection {
  errors: Record<string, string>;
  note?: string;
}

interface RejectModalProps {
  opened: boolean;
  release: ReleaseDetail;
  isPending: boolean;
  onSubmit: (rejection: Rejection) => void;
  onClose: () => void;
}

/** Staff reject a release with one message per field to fix; the owner sees each on its field. */
export function RejectModal({ opened, release, isPending, onSubmit, onClose }: RejectModalProps) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, formState, getValues, reset } = useForm<RejectValues>({
    defaultValues: { errors: [{ field: null, message: '' }], note: '' },
  });
  const pairs = useFieldArray({ control, name: 'errors' });
  const options = errorFieldOptions(release, t);

  function handleClose() {
    reset();
    onClose();
  }

  function submit(values: RejectValues) {
    const errors = Object.fromEntries(values.errors.map((pair) => [pair.field ?? '', pair.message.trim()]));
    const note = values.note.trim();
    onSubmit(note ? { errors, note } : { errors });
  }

  return (
    <FormDialog
      opened={opened}
      onClose={handleClose}
      title={t('release.ops.reject.title')}
      onSubmit={handleSubmit(submit)}
      gap="md"
      cancelLabel={t('release.ops.actions.cancel')}
      submitLabel={t('release.ops.reject.submit')}
      submitColor="red.9"
      isPending={isPending}
    >
      <Text size="sm" c="dimmed">
        {t('release.ops.reject.description')}
      </Text>
      {pairs.fields.map((pair, index) => (
        <Paper key={pair.id} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('release.ops.reject.pair', { number: index + 1 })}
              </Text>
              {pairs.fields.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => pairs.remove(index)}
                  aria-label={t('release.ops.reject.removePair', { number: index + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <Controller
              control={control}
              name={`errors.${index}.field`}
              rules={{
                required: 'release.ops.reject.fieldRequired',
                validate: (value) =>
                  getValues('errors').filter((other) => other.field === value).length < 2 ||
                  'release.ops.reject.duplicateField',
              }}
              render={({ field, fieldState }) => (
                <Select
                  label={t('release.ops.reject.field')}
                  placeholder={t('release.ops.reject.fieldPlaceholder')}
                  data={options}
                  searchable
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Textarea
              label={t('release.ops.reject.message')}
              placeholder={t('release.ops.reject.messagePlaceholder')}
              withAsterisk
              rows={3}
              maxLength={MESSAGE_MAX}
              {...register(`errors.${index}.message`, {
                validate: (value) => value.trim() !== '' || 'release.ops.reject.messageRequired',
              })}
              error={
                formState.errors.errors?.[index]?.message?.message
                  ? t(formState.errors.errors[index].message.message)
                  : undefined
              }
            />
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => pairs.append({ field: null, message: '' })}
        w="fit-content"
      >
        {t('release.ops.reject.addPair')}
      </Button>
      <Textarea
        label={t('release.ops.reject.note')}
        description={t('release.ops.reject.noteHelp')}
        rows={3}
        maxLength={NOTE_MAX}
        {...register('note')}
      />
      <Text size="sm" c="red.9">
        {t('release.ops.reject.warning')}
      </Text>
    </FormDialog>
  );
}
