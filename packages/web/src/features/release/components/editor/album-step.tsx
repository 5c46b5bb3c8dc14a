import {
  AUTO_PLATFORMS,
  earliestReleaseDate,
  PLATFORMS,
  type PlatformId,
  type ReleaseFile,
  todayInWib,
} from '@irama/contracts';
import { ActionIcon, Button, Checkbox, Group, Input, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField, FieldList, TextField } from '../../../../components/form-field.tsx';
import { SectionCard } from '../../../../components/section-card.tsx';
import { formatBytes } from '../../../../lib/format-number.ts';
import { useFieldMessage } from '../../../../lib/use-field-message.ts';
import type { AlbumFormValues } from './album-form-values.ts';
import { ArtistCreditsField } from './artists/artist-credits-field.tsx';
import { FileFormField } from './upload/file-form-field.tsx';
import { FileUploadField } from './upload/file-upload-field.tsx';

const AUTO = AUTO_PLATFORMS as readonly PlatformId[];
const CHOOSABLE = PLATFORMS.filter((platform) => !AUTO.includes(platform.id)).map((platform) => platform.id);
const ALBUM_FILES = [
  { name: 'cover_art', type: 'cover', hint: 'release.editor.files.coverHint' },
  { name: 'statement_letter', type: 'letter', hint: 'release.editor.files.letterHint' },
] as const;

/** Step 1: album or single data, artists, dates, labels, files and platforms. */
export function AlbumStep({ form }: { form: UseFormReturn<AlbumFormValues> }) {
  const { t } = useTranslation();
  const _message = useFieldMessage();
  const earliest = earliestReleaseDate(todayInWib(new Date()));

  return (
    <Stack gap="lg">
      <SectionCard title={t('release.editor.album.title')} description={t('release.editor.album.description')}>
        <ControlledField
          form={form}
          name="release_type"
          render={(field, error) => (
            <Radio.Group
              label={t('release.editor.fields.release_type')}
              withAsterisk
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === 'album' || value === 'single' ? value : null)}
              error={error}
            >
              <Group mt="xs">
                <Radio value="single" label={t('release.editor.releaseType.single')} ref={field.ref} />
                <Radio value="album" label={t('release.editor.releaseType.album')} />
              </Group>
            </Radio.Group>
          )}
        />
        <TextField form={form} name="title" label={t('release.editor.fields.title')} withAsterisk />
        <div data-tour="release-form-artists">
          <ArtistCreditsField form={form} name="artists" label={t('release.editor.fields.artists')} />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FieldList
            form={form}
            fields={[
              {
                name: 'upc',
                label: t('release.editor.fields.upc'),
                description: t('release.editor.album.upcHint'),
                inputMode: 'numeric',
              },
              {
                name: 'release_date',
                type: 'date',
                label: t('release.editor.fields.release_date'),
                description: t('release.editor.album.releaseDateHint', { date: earliest }),
                withAsterisk: true,
                min: earliest,
              },
              { name: 'label', label: t('release.editor.fields.label'), withAsterisk: true },
              {
                name: 'asset_label',
                label: t('release.editor.fields.asset_label'),
                description: t('release.editor.album.assetLabelHint'),
                withAsterisk: true,
              },
            ]}
          />
        </SimpleGrid>
      </SectionCard>

      <SectionCard title={t('release.editor.files.title')} description={t('release.editor.files.description')}>
        {ALBUM_FILES.map(({ name, type, hint }) => (
          <FileFormField
            key={name}
            form={form}
            name={name}
            type={type}
            label={t(`release.editor.fields.${name}`)}
            description={t(hint)}
          />
        ))}
        <ControlledField
          form={form}
          name="documentation"
          render={(field, error) => <DocumentationField files={field.value} onChange={field.onChange} error={error} />}
        />
      </SectionCard>

      <SectionCard title={t('release.editor.platforms.title')} description={t('release.editor.platforms.description')}>
        <ControlledField
          form={form}
          name="platforms"
          render={(field, error) => (
            <Checkbox.Group
              label={t('release.editor.fields.platforms')}
              withAsterisk
              value={[...field.value, ...AUTO]}
              onChange={(ids) => field.onChange(CHOOSABLE.filter((id) => ids.includes(id)))}
              error={error}
            >
              <Group justify="flex-end" mb="xs">
                <Button variant="subtle" size="compact-sm" onClick={() => field.onChange(CHOOSABLE)}>
                  {t('release.editor.platforms.selectAll')}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs" ref={field.ref}>
                {PLATFORMS.map((platform) => (
                  <Checkbox
                    key={platform.id}
                    value={platform.id}
                    label={platform.name}
                    disabled={AUTO.includes(platform.id)}
                    description={AUTO.includes(platform.id) ? t('release.editor.platforms.automatic') : undefined}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
      </SectionCard>
    </Stack>
  );
}

/** Optional photos or videos: each upload is added to the list, and any can be removed. */
function DocumentationField(props: { files: ReleaseFile[]; onChange: (files: ReleaseFile[]) => void; error?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Input.Wrapper label={t('release.editor.fields.documentation')} error={props.error}>
      <Stack gap="xs" mt={4}>
        {props.files.map((file) => (
          <Group key={file.file_id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end">
              {file.name ?? file.file_id} · {formatBytes(file.size, i18n.language)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('release.editor.files.remove', { name: file.name ?? file.file_id })}
              onClick={() => props.onChange(props.files.filter((other) => other.file_id !== file.file_id))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <FileUploadField
          type="documentation"
          label={t('release.editor.files.addDocumentation')}
          description={t('release.editor.files.documentationHint')}
          value={null}
          onChange={(file) => {
            if (file) props.onChange([...props.files, file]);
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}
