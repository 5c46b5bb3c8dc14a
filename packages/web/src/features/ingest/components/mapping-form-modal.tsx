import { zodResolver } from '@hookform/resolvers/zod';
import { type ColumnRole, DECIMAL_SEPARATORS, DELIMITERS, PERIOD_FORMATS } from '@irama/contracts';
import { Code, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { HeadingWithHint } from '../../../components/heading-with-hint.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveStoreMappingMutation } from '../api/store-mappings.ts';
import {
  DELIMITER_KEYS,
  headerPreview,
  MappingFormSchema,
  type MappingFormValues,
  OPTIONAL_COLUMNS,
  REQUIRED_COLUMNS,
  SEPARATOR_KEYS,
  toMapping,
} from '../lib/mapping-form.ts';

interface MappingFormModalProps {
  /** The values to edit, or null while closed; a saved store keeps its name. */
  initial: { values: MappingFormValues; isNew: boolean } | null;
  onClose: () => void;
}

/** Creates or edits one store's column mapping, with the header line the file must carry as a check. */
export function MappingFormModal({ initial, onClose }: MappingFormModalProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={initial !== null}
      onClose={onClose}
      title={initial?.isNew ? t('ingest.mappings.form.newTitle') : t('ingest.mappings.form.editTitle')}
      size="xl"
      fullScreen={isNarrow}
    >
      {initial && <MappingForm initial={initial.values} isNew={initial.isNew} onClose={onClose} />}
    </Modal>
  );
}

function MappingForm({ initial, isNew, onClose }: { initial: MappingFormValues; isNew: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useSaveStoreMappingMutation();
  const form = useForm<MappingFormValues>({ resolver: zodResolver(MappingFormSchema), defaultValues: initial });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const preview = headerPreview(form.watch());

  function handleSubmit(values: MappingFormValues) {
    const mapping = toMapping(values);
    mutation.mutate(mapping, {
      onSuccess: () => {
        notifySuccess(t('ingest.mappings.saved', { store: mapping.store }));
        onClose();
      },
    });
  }

  const columnInput = (role: ColumnRole, isRequired: boolean) => (
    <TextInput
      key={role}
      label={t(`ingest.mappings.columns.${role}`)}
      placeholder={t(`ingest.mappings.placeholders.${role}`)}
      required={isRequired}
      error={message(errors.columns?.[role]?.message)}
      {...form.register(`columns.${role}`)}
    />
  );

  // The file's format: one required choice each, labelled by its field's name.
  const choice = (
    name: 'delimiter' | 'decimalSeparator' | 'periodFormat',
    data: { value: string; label: string }[] | string[],
    description?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`ingest.mappings.form.${name}`)}
          description={description}
          required
          allowDeselect={false}
          data={data}
          value={field.value}
          onChange={(value) => value && field.onChange(value)}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('ingest.mappings.form.store')}
            description={isNew ? t('ingest.mappings.form.storeHint') : t('ingest.mappings.form.storeFixed')}
            required
            readOnly={!isNew}
            error={message(errors.store?.message)}
            data-autofocus
            {...form.register('store')}
          />
          <TextInput
            label={t('ingest.mappings.form.currency')}
            description={t('ingest.mappings.form.currencyHint')}
            placeholder="USD"
            maxLength={3}
            error={message(errors.currency?.message)}
            {...form.register('currency')}
          />
          {choice(
            'delimiter',
            DELIMITERS.map((d) => ({ value: d, label: t(`ingest.mappings.delimiters.${DELIMITER_KEYS[d]}`) })),
          )}
          {choice(
            'decimalSeparator',
            DECIMAL_SEPARATORS.map((s) => ({ value: s, label: t(`ingest.mappings.separators.${SEPARATOR_KEYS[s]}`) })),
          )}
          {choice('periodFormat', [...PERIOD_FORMATS], t('ingest.mappings.form.periodFormatHint'))}
        </SimpleGrid>
        <div>
          <HeadingWithHint
            title={t('ingest.mappings.form.columnsTitle')}
            hint={t('ingest.mappings.form.columnsHint')}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {REQUIRED_COLUMNS.map((role) => columnInput(role, true))}
          {OPTIONAL_COLUMNS.map((role) => columnInput(role, false))}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('ingest.mappings.form.preview')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {preview || t('ingest.mappings.form.previewEmpty')}
          </Code>
        </Stack>
        {mutation.isError && <ErrorAlert error={mutation.error} />}
        <ModalActions
          cancelLabel={t('ingest.actions.cancel')}
          onCancel={onClose}
          submitLabel={t('ingest.mappings.form.save')}
          isPending={mutation.isPending}
        />
      </Stack>
    </form>
  );
}
