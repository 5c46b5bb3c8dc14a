import { TRACK_NUMBER_MAX } from '@irama/contracts';
import { Grid, NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField, FieldList, TextField } from '../../../../../components/form-field.tsx';
import { ArtistCreditsField } from '../artists/artist-credits-field.tsx';
import { FormSection } from './form-section.tsx';
import type { TrackFormValues } from './track-form-values.ts';

/** The song's title, number, artists and composer. */
export function TrackSongFields({ form, isEditable }: { form: UseFormReturn<TrackFormValues>; isEditable: boolean }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('release.trackStep.sections.song')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextField form={form} name="title" label={t('release.trackStep.fields.title')} withAsterisk />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <ControlledField
            form={form}
            name="track_number"
            render={(field, error) => (
              <NumberInput
                label={t('release.trackStep.fields.track_number')}
                withAsterisk
                min={1}
                max={TRACK_NUMBER_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={error}
              />
            )}
          />
        </Grid.Col>
      </Grid>
      <div data-tour="release-form-artists">
        <ArtistCreditsField
          form={form}
          name="artists"
          label={t('release.trackStep.fields.artists')}
          withAsterisk
          disabled={!isEditable}
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FieldList
          form={form}
          fields={(['composer_first_name', 'composer_last_name'] as const).map((name) => ({
            name,
            label: t(`release.trackStep.fields.${name}`),
            description: t('release.trackStep.composerHint'),
            withAsterisk: true,
          }))}
        />
      </SimpleGrid>
    </FormSection>
  );
}
