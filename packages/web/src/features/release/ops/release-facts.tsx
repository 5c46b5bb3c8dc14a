import type { ReleaseFile } from '@irama/contracts';
import { Group, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A stored file by name with what the server read from it, or nothing when none was uploaded. */
export function FileFacts({ file }: { file: ReleaseFile | null | undefined }) {
  const { i18n } = useTranslation();
  if (!file) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconFile size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <div>
        <Text size="sm">{file.name ?? file.file_id}</Text>
        <Text size="xs" c="dimmed">
          {fileFacts(file, i18n.language).join(' · ')}
        </Text>
      </div>
    </Group>
  );
}

/** Several files, one under the other. */
export function FileList({ files }: { files: ReleaseFile[] }) {
  if (files.length === 0) return null;
  return (
    <div>
      {files.map((file) => (
        <FileFacts key={file.file_id} file={file} />
      ))}
    </div>
  );
}
