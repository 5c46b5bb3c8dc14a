import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A live track's public page by its share id, on the host the partner is on: a white-label portal
 * shares its own name, whatever PUBLIC_URL the server knows.
 */
export const sharePageUrl = (shareId: string) => `${window.location.origin}/s/${shareId}`;

/**
 * A track's public share page as a link to copy or open. It reads the release editor's texts, so the same
 * link is offered in the same words wherever a partner meets it.
 */
export function ShareLinkField({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    // On a phone the link takes its own line, so it is not cut down to its first characters.
    <Group gap="xs" align="flex-end">
      <TextInput readOnly value={url} aria-label={t('release.share.link')} style={{ flex: '1 1 260px' }} />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          >
            {t(copied ? 'release.share.copied' : 'release.share.copy')}
          </Button>
        )}
      </CopyButton>
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener"
        variant="subtle"
        aria-label={t('release.share.open')}
        px="xs"
      >
        <IconExternalLink size={18} />
      </Button>
    </Group>
  );
}
