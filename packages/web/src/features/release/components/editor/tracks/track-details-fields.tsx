import { GENRES, LYRIC_LANGUAGES, REGIONS } from '@irama/contracts';
import { Group, Select, SimpleGrid, Switch, Textarea } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField, FieldList } from '../../../../../components/form-field.tsx';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import { FormSection } from './form-section.tsx';
import type { TrackFormValues } from './track-form-values.ts';

const ISRC_FIELDS = [
  { name: 'isrc', placeholder: 'ID-A12-24-00001' },
  { name: 'video_isrc', placeholder: 'ID-A12-24-00002' },
] as const;
const LIST_FIELDS = [
  { name: 'genre', required: true, options: GENRES },
  { name: 'language', required: false, options: LYRIC_LANGUAGES },
  { name: 'region', required: true, options: REGIONS },
] as const;

interface TrackSelectProps {
  form: UseFormReturn<TrackFormValues>;
  name: 'genre' | 'language' | 'region';
  data: { value: string; label: string }[];
  label: string;
  required: boolean;
}

/** A searchable pick from one of the contracts' lists, clearable where the field is optional. */
function TrackSelect({ form, name, data, label, required }: TrackSelectProps) {
  const { t } = useTranslation();
  return (
    <ControlledField
      form={form}
      name={name}
      render={(field, error) => (
        <Select
          label={label}
          withAsterisk={required}
          data={data}
          searchable
          clearable={!required}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          nothingFoundMessage={t('release.trackStep.nothingFound')}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** The track's codes, genre, language, region, content flags and lyrics. */
export function TrackDetailsFields({ form }: { form: UseFormReturn<TrackFormValues> }) {
  const { t, i18n } = useTranslation();
  const releaseMessage = useFieldMessage();
  const language = i18n.language === 'en' ? 'en' : 'id';
  const isInstrumental = form.watch('is_instrumental');
  return (
    <FormSection title={t('release.trackStep.sections.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FieldList
          form={form}
          fields={ISRC_FIELDS.map(({ name, placeholder }) => ({
            name,
            label: t(`release.trackStep.fields.${name}`),
            description: t('release.trackStep.isrcHint'),
            placeholder,
            autoCapitalize: 'characters',
          }))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {LIST_FIELDS.map(({ name, required, options }) => (
          <TrackSelect
            key={name}
            form={form}
            name={name}
            label={t(`release.trackStep.fields.${name}`)}
            required={required}
            data={options.map((option) => ({ value: option.id, label: option.name[language] }))}
          />
        ))}
      </SimpleGrid>
      <Group gap="xl">
        <Switch label={t('release.trackStep.fields.is_explicit')} {...form.register('is_explicit')} />
        <Switch
          label={t('release.trackStep.fields.is_instrumental')}
          {...form.register('is_instrumental', {
            // Lyrics stop (or start) being required: the shown message must follow at once.
            onChange: () => (form.getFieldState('lyrics').error ? void form.trigger('lyrics') : undefined),
          })}
        />
      </Group>
      <Textarea
        data-tour="release-form-lyrics"
        label={t('release.trackStep.fields.lyrics')}
        description={t(isInstrumental ? 'release.trackStep.lyricsOptional' : 'release.trackStep.lyricsHint')}
        withAsterisk={!isInstrumental}
        rows={6}
        resize="vertical"
        error={releaseMessage(form.formState.errors.lyrics?.message)}
        {...form.register('lyrics')}
      />
    </FormSection>
  );
}
