import type { ReleaseFile } from '@irama/contracts';
import { Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileFacts } from './file-format.ts';

interface UploadedFileProps {
  file: ReleaseFile;
  /** A local preview of an image just uploaded, for files the server gives no thumbnail of. */
  preview: { fileId: string; url: string } | null;
  icon: Icon;
  /** The replace and remove buttons. */
  actions: ReactNode;
}

/** A stored release file: its thumbnail (or its type's icon), name and what the server read from it. */
export function UploadedFile({ file, preview, icon: TypeIcon, actions }: UploadedFileProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {file.thumbnail_url || preview?.fileId === file.file_id ? (
        <Image
          src={file.thumbnail_url ?? preview?.url}
          alt={t('release.upload.imagePreview')}
          w={64}
          h={64}
          radius="sm"
          fit="cover"
        />
      ) : (
        <ThemeIcon size={48} radius="md" variant="light">
          <TypeIcon size={26} aria-hidden />
        </ThemeIcon>
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {file.name ?? t('release.upload.unnamed')}
        </Text>
        <Text size="xs" c="dimmed">
          {fileFacts(file, t, i18n.language).join(' · ')}
        </Text>
        <Group gap="xs" mt={4}>
          {actions}
        </Group>
      </Stack>
    </Group>
  );
}
