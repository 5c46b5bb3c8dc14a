import { ActionIcon, Button, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import type { TrackFormValues } from './track-form-values.ts';

interface ContributorsFieldProps {
  name: 'performer_contributors' | 'production_contributors';
  label: string;
  description: string;
  roles: readonly string[];
  control: Control<TrackFormValues>;
  register: UseFormRegister<TrackFormValues>;
  errors: FieldErrors<TrackFormValues>;
}

/** Rows of name and role; at least one is required, so the last row cannot be removed. */
export function ContributorsField(props: ContributorsFieldProps) {
  const { t } = useTranslation();
  const releaseMessage = useFieldMessage();
  const { fields, append, remove } = useFieldArray({ control: props.control, name: props.name });
  const listErrors = props.errors[props.name];
  const listMessage = listErrors?.message ?? listErrors?.root?.message;

  return (
    <Input.Wrapper label={props.label} description={props.description} error={releaseMessage(listMessage)} withAsterisk>
      <Stack gap="xs" mt={6}>
        {fields.map((field, index) => {
          const rowErrors = listErrors?.[index];
          return (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <Group gap="xs" align="flex-start" style={{ flex: 1, minWidth: 0 }} wrap="nowrap">
                <TextInput
                  aria-label={t('release.trackStep.contributors.name', { number: index + 1 })}
                  placeholder={t('release.trackStep.contributors.namePlaceholder')}
                  error={releaseMessage(rowErrors?.name?.message)}
                  style={{ flex: 1, minWidth: 0 }}
                  {...props.register(`${props.name}.${index}.name`)}
                />
                <Controller
                  control={props.control}
                  name={`${props.name}.${index}.role`}
                  render={({ field: roleField }) => (
                    <Select
                      aria-label={t('release.trackStep.contributors.role', { number: index + 1 })}
                      placeholder={t('release.trackStep.contributors.rolePlaceholder')}
                      data={
                        roleField.value && !props.roles.includes(roleField.value)
                          ? [roleField.value, ...props.roles]
                          : [...props.roles]
                      }
                      searchable
                      nothingFoundMessage={t('release.trackStep.contributors.noRole')}
                      value={roleField.value || null}
                      onChange={(role) => roleField.onChange(role ?? '')}
                      onBlur={roleField.onBlur}
                      ref={roleField.ref}
                      error={releaseMessage(rowErrors?.role?.message)}
                      style={{ flex: 1, minWidth: 0 }}
                    />
                  )}
                />
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                disabled={fields.length <= 1}
                aria-label={t('release.trackStep.contributors.remove', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          size="xs"
          variant="subtle"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => append({ name: '', role: '' })}
        >
          {t('release.trackStep.contributors.add')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
