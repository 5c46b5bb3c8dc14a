import type { ReleaseDetail, ReleaseFile } from '@irama/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReleaseFileLink } from '../../../../components/release/release-file-link.tsx';
import { fileFacts } from './upload/file-format.ts';

/** One labelled value of the review; an empty one says so, in red when it has an issue. */
export function Fact({ label, children, hasIssue }: { label: string; children: ReactNode; hasIssue?: boolean }) {
  const { t } = useTranslation();
  const isEmpty = children === null || children === undefined || children === '' || children === false;
  return (
    <div>
      <Text size="xs" c={hasIssue ? 'red' : 'dimmed'} fw={500}>
        {label}
      </Text>
      {isEmpty ? (
        <Text size="sm" c={hasIssue ? 'red' : 'dimmed'} fs="italic">
          {t('release.editor.review.empty')}
        </Text>
      ) : (
        <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      )}
    </div>
  );
}

/** A stored file: a link to it and what the server read from it. */
export function FileFact({ file }: { file: ReleaseFile | null }) {
  const { t, i18n } = useTranslation();
  if (!file) return null;
  return (
    <>
      <ReleaseFileLink file={file} />
      <Text size="xs" c="dimmed">
        {fileFacts(file, t, i18n.language).join(' · ')}
      </Text>
    </>
  );
}

/** The credited artists in one line, the featured ones marked. */
export function artistNames(t: TFunction, artists: ReleaseDetail['artists']): string {
  return artists
    .map((artist) =>
      artist.role === 'featured'
        ? `${artist.name ?? ''} (${t('release.editor.review.featured')})`
        : (artist.name ?? ''),
    )
    .filter(Boolean)
    .join(', ');
}
