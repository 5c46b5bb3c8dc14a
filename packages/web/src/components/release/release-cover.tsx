import type { ReleaseFile } from '@irama/contracts';
import { Image, ThemeIcon } from '@mantine/core';
import { IconDisc } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReleaseCoverProps {
  /** The release's cover, whose signed thumbnail URL is shown; null shows the disc mark. */
  cover: ReleaseFile | null;
  /** The release's title as the page shows it, for the image's name. */
  title: string;
  size?: number;
}

/**
 * The cover slot of a release: its 300×300 thumbnail, or a disc mark while the release has no
 * cover or when the thumbnail cannot be loaded (an expired URL, say).
 */
export function ReleaseCover({ cover, title, size = 48 }: ReleaseCoverProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = cover?.thumbnail_url;
  if (!url || url === failedUrl) {
    return (
      <ThemeIcon size={size} radius="md" variant="light" color="gray" aria-hidden style={{ flexShrink: 0 }}>
        <IconDisc size={size * 0.55} stroke={1.5} />
      </ThemeIcon>
    );
  }
  return (
    <Image
      src={url}
      alt={t('release.list.coverAlt', { title })}
      w={size}
      h={size}
      radius="md"
      fit="cover"
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      style={{ flexShrink: 0 }}
    />
  );
}
