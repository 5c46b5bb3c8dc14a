import type { ReleaseFile } from '@irama/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// What the server sends inline; a PDF (or anything else) comes as an attachment and downloads.
const OPENS_INLINE = /^(image|audio|video)\//;

/** A stored release file's name, linked to its signed URL: images and media open in a new tab, documents download. */
export function ReleaseFileLink({ file }: { file: ReleaseFile }) {
  const { t } = useTranslation();
  const opensInline = OPENS_INLINE.test(file.mime);
  return (
    <Anchor
      href={file.url}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
      {...(opensInline ? { target: '_blank', rel: 'noopener noreferrer' } : { download: file.name ?? true })}
    >
      {file.name ?? t('release.upload.unnamed')}
    </Anchor>
  );
}
