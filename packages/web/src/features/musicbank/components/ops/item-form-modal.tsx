import {
  MUSICBANK_GENRES,
  MUSICBANK_LANGUAGES,
  MUSICBANK_MOODS,
  MusicbankItemInputSchema,
  type OpsMusicbankItem,
} from '@irama/contracts';
import { Checkbox, Divider, Select, SimpleGrid, TagsInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField, TextareaField, TextField } from '../../../../components/form-field.tsx';
import { RupiahField } from '../../../../components/rupiah-input.tsx';
import { StaffFormModal } from '../../../../components/staff-form-modal.tsx';
import { formatRupiahInput } from '../../../../lib/money.ts';
import { saveOutcome } from '../../../../lib/save-outcome.ts';
import { useSaveItemMutation } from '../../api/save-item.ts';
import { checkFeeForm } from '../../lib/check-fee-form.ts';
import { DemoUpload } from './demo-upload.tsx';

interface FormValues {
  title: string;
  writers: string[];
  genre: string;
  mood: string;
  language: string;
  lyrics: string;
  terms: string;
  /** As typed: whole rupiah, read with `parseRupiah` on save. */
  fee_idr: string;
  is_exclusive: boolean;
  is_listed: boolean;
}
const FIELDS = Object.keys(MusicbankItemInputSchema.shape);

function valuesOf(item: OpsMusicbankItem | null, language: string): FormValues {
  return {
    title: item?.title ?? '',
    writers: item?.writers ?? [],
    genre: item?.genre ?? '',
    mood: item?.mood ?? '',
    language: item?.language ?? '',
    lyrics: item?.lyrics ?? '',
    terms: item?.terms ?? '',
    fee_idr: item ? formatRupiahInput(item.fee_idr, language) : '',
    is_exclusive: item?.is_exclusive ?? false,
    is_listed: item?.is_listed ?? true,
  };
}

interface ItemFormModalProps {
  /** The song to edit, or null to add one. */
  item: OpsMusicbankItem | null;
  opened: boolean;
  onClose: () => void;
  /** A song just added (its form stays open, now editing it, so its demo can be uploaded) or a new demo. */
  onChanged: (item: OpsMusicbankItem) => void;
}

/** Adds or edits a song of the bank, every field checked by the contract's schema; a saved song takes a demo. */
export function ItemFormModal({ item, opened, onClose, onChanged }: ItemFormModalProps) {
  const { t, i18n } = useTranslation();
  const mutation = useSaveItemMutation();
  const form = useForm<FormValues>({ values: valuesOf(item, i18n.language) });
  const choice = (name: 'genre' | 'mood' | 'language', values: readonly string[], labels: string) => (
    <ControlledField
      form={form}
      name={name}
      render={(field, error) => (
        <Select
          label={t(`musicbank.ops.fields.${name}`)}
          data={values.map((value) => ({ value, label: t(`musicbank.${labels}.${value}`) }))}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          error={error}
          allowDeselect={false}
          required
        />
      )}
    />
  );

  function handleSubmit(values: FormValues) {
    const body = checkFeeForm(MusicbankItemInputSchema, values, i18n.language, form.setError);
    if (!body) return;
    mutation.mutate(
      { id: item?.id ?? null, body },
      saveOutcome(
        t,
        {
          savedKey: 'musicbank.ops.items.saved',
          failedKey: 'musicbank.ops.items.saveFailed',
          // A new song stays open, now as itself, for its demo.
          onClose: item ? onClose : () => {},
          setError: form.setError,
          fields: FIELDS,
        },
        onChanged,
      ),
    );
  }

  return (
    <StaffFormModal
      opened={opened}
      onClose={onClose}
      title={item ? t('musicbank.ops.items.edit', { title: item.title }) : t('musicbank.ops.items.add')}
      size="lg"
      onSubmit={form.handleSubmit(handleSubmit)}
      isPending={mutation.isPending}
      submitLabel={t('musicbank.ops.save')}
    >
      <TextField form={form} name="title" label={t('musicbank.ops.fields.title')} required />
      <ControlledField
        form={form}
        name="writers"
        render={(field, error) => (
          <TagsInput
            label={t('musicbank.ops.fields.writers')}
            description={t('musicbank.ops.fields.writersHelp')}
            value={field.value}
            onChange={field.onChange}
            splitChars={[',']}
            maxTags={10}
            error={error}
            required
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {choice('genre', MUSICBANK_GENRES, 'genres')}
        {choice('mood', MUSICBANK_MOODS, 'moods')}
        {choice('language', MUSICBANK_LANGUAGES, 'languages')}
      </SimpleGrid>
      <RupiahField form={form} name="fee_idr" label={t('musicbank.ops.fields.fee')} required maw={260} />
      <TextareaField
        form={form}
        name="lyrics"
        label={t('musicbank.ops.fields.lyrics')}
        autosize
        minRows={4}
        maxRows={12}
      />
      <TextareaField
        form={form}
        name="terms"
        label={t('musicbank.ops.fields.terms')}
        description={t('musicbank.ops.fields.termsHelp')}
        autosize
        minRows={3}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Checkbox label={t('musicbank.ops.fields.exclusive')} {...form.register('is_exclusive')} />
        <Checkbox label={t('musicbank.ops.fields.listed')} {...form.register('is_listed')} />
      </SimpleGrid>
      {item && (
        <>
          <Divider />
          <DemoUpload item={item} onUploaded={onChanged} />
        </>
      )}
    </StaffFormModal>
  );
}
