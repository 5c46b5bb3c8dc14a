import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MyNetworkplaceProfile,
  NETWORKPLACE_INDUSTRIES,
  NETWORKPLACE_LIMITS,
  NETWORKPLACE_TYPES,
  NETWORKPLACE_VISIBILITIES,
  pick,
  UpdateNetworkplaceProfileRequestSchema,
} from '@irama/contracts';
import { Button, Group, Radio, Select, SimpleGrid, Stack, TagsInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ControlledField, TextField, useFieldError } from '../../../components/form-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useUpdateNetworkplaceProfileMutation } from '../api/update-networkplace-profile.ts';

type FormInput = z.input<typeof UpdateNetworkplaceProfileRequestSchema>;
type FormOutput = z.output<typeof UpdateNetworkplaceProfileRequestSchema>;
const FIELDS = ['display_name', 'profession', 'skills', 'industry', 'visibility', 'bio', 'artist_label'] as const;

/** What the caller says about themselves in Networkplace; the figures are not part of it. */
export function NetworkplaceForm({ profile }: { profile: MyNetworkplaceProfile }) {
  const { t } = useTranslation();
  const mutation = useUpdateNetworkplaceProfileMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(UpdateNetworkplaceProfileRequestSchema),
    values: pick(profile, FIELDS),
  });
  const bioError = useFieldError(form, 'bio');

  function handleSubmit(values: FormOutput) {
    mutation.mutate(values, {
      onSuccess: () => notifySuccess(t('profile.networkplace.saved')),
      onError: (error) => showFormError(t, t('profile.networkplace.saveFailed'), error, form.setError, FIELDS),
    });
  }

  return (
    <SectionCard title={t('profile.networkplace.title')} description={t('profile.networkplace.description')}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField form={form} name="display_name" label={t('profile.networkplace.fields.displayName')} required />
            <TextField
              form={form}
              name="artist_label"
              label={t('profile.networkplace.fields.artistLabel')}
              description={t('profile.networkplace.fields.artistLabelHint')}
            />
            <ControlledField
              form={form}
              name="profession"
              render={(field, error) => (
                <Select
                  label={t('profile.networkplace.fields.profession')}
                  data={NETWORKPLACE_TYPES.map((type) => ({ value: type, label: t(`networkplace.types.${type}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? field.value)}
                  allowDeselect={false}
                  error={error}
                  required
                />
              )}
            />
            <ControlledField
              form={form}
              name="industry"
              render={(field, error) => (
                <Select
                  label={t('profile.networkplace.fields.industry')}
                  data={NETWORKPLACE_INDUSTRIES.map((industry) => ({
                    value: industry,
                    label: t(`networkplace.industries.${industry}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? field.value)}
                  allowDeselect={false}
                  error={error}
                  required
                />
              )}
            />
          </SimpleGrid>
          <ControlledField
            form={form}
            name="skills"
            render={(field, error) => (
              <TagsInput
                label={t('profile.networkplace.fields.skills')}
                description={t('profile.networkplace.fields.skillsHint', { max: NETWORKPLACE_LIMITS.skillsMax })}
                value={field.value}
                onChange={field.onChange}
                maxTags={NETWORKPLACE_LIMITS.skillsMax}
                splitChars={[',']}
                clearable
                error={error}
              />
            )}
          />
          <Textarea
            label={t('profile.networkplace.fields.bio')}
            description={t('profile.networkplace.fields.bioHint', { max: NETWORKPLACE_LIMITS.bioMaxLength })}
            autosize
            minRows={4}
            maxLength={NETWORKPLACE_LIMITS.bioMaxLength}
            error={bioError}
            {...form.register('bio')}
          />
          <ControlledField
            form={form}
            name="visibility"
            render={(field, error) => (
              <Radio.Group
                label={t('profile.networkplace.fields.visibility')}
                value={field.value}
                onChange={field.onChange}
                error={error}
              >
                <Stack gap="xs" mt="xs">
                  {NETWORKPLACE_VISIBILITIES.map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      label={t(`profile.networkplace.visibility.${value}.label`)}
                      description={t(`profile.networkplace.visibility.${value}.description`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.networkplace.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
