import type { ReleaseFile } from '@irama/contracts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReleaseCover } from '../../../../components/release/release-cover.tsx';
import { ReleaseFileLink } from '../../../../components/release/release-file-link.tsx';
import { fileFacts } from './file-facts.ts';
import classes from './ops.module.css';

/** A definition list of label → value rows; empty values read as "not filled in". */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.factRow}>
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' || value === false ? (
              <Text span size="sm" c="dimmed" fs="italic">
                {t('release.ops.detail.empty')}
              </Text>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A stored file by name, linked to its signed URL (documents download), with what the server read
 * from it; audio and video play in place, fetched only when played.
 */
export function FileFacts({ file }: { file: ReleaseFile | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!file) return null;
  const label = t('release.ops.detail.player', { name: file.name ?? file.file_id });
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconFile size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <div>
          <ReleaseFileLink file={file} />
          <Text size="xs" c="dimmed">
            {fileFacts(file, i18n.language).join(' · ')}
          </Text>
        </div>
      </Group>
      {file.mime.startsWith('audio/') && (
        // biome-ignore lint/a11y/useMediaCaption: a song under review has no caption track
        <audio controls preload="none" src={file.url} aria-label={label} className={classes.player} />
      )}
      {file.mime.startsWith('video/') && (
        // biome-ignore lint/a11y/useMediaCaption: a music video under review has no caption track
        <video controls preload="none" src={file.url} aria-label={label} className={classes.video} />
      )}
    </Stack>
  );
}

/** The cover as the stores will show it, with its file facts beside it (below it on a phone). */
export function CoverFacts({ cover, title }: { cover: ReleaseFile; title: string }) {
  return (
    <Group gap="sm" align="flex-start">
      <ReleaseCover cover={cover} title={title} size={120} />
      <Box miw={180} style={{ flex: 1 }}>
        <FileFacts file={cover} />
      </Box>
    </Group>
  );
}

/** Several files, one under the other. */
export function FileList({ files }: { files: ReleaseFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap="xs">
      {files.map((file) => (
        <FileFacts key={file.file_id} file={file} />
      ))}
    </Stack>
  );
}
