import type { UploadPurpose, UploadType } from '@irama/contracts';
import { Alert } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatExpiresIn } from '../../../../../lib/format-span.ts';
import { useUnfinishedUploads } from '../../../../../lib/unfinished-uploads.ts';
import { fitsType } from './upload-release-file.ts';

/**
 * The unfinished uploads (this device or another) that this field could continue: picking the
 * same file goes on from where it stopped instead of sending it again.
 */
export function UnfinishedUploadNotice({ type, purpose }: { type: UploadType; purpose: UploadPurpose | undefined }) {
  const { t } = useTranslation();
  const uploads = useUnfinishedUploads(purpose).filter((upload) => fitsType(type, upload.filename));
  if (uploads.length === 0) return null;
  return (
    <Alert variant="light" color="yellow" p="xs" icon={<IconPlayerPause size={16} aria-hidden />}>
      {uploads.map((upload) => (
        <div key={upload.id}>
          {t('release.upload.unfinished', {
            name: upload.filename,
            percent: upload.size > 0 ? Math.floor((upload.offset / upload.size) * 100) : 0,
            expiry: formatExpiresIn(new Date(upload.expires_at), t),
          })}
        </div>
      ))}
    </Alert>
  );
}
