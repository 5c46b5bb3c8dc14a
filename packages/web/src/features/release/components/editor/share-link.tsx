import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShareClicks } from '../../../../components/share-clicks.tsx';
import { ShareLinkField, sharePageUrl } from '../../../../components/share-link-field.tsx';

/** A live track's public share page: its link to copy or open, and the store clicks it brought. */
export function ShareLink({ trackId, shareId }: { trackId: number; shareId: string }) {
  const { t } = useTranslation();
  const url = sharePageUrl(shareId);
  return (
    <Stack gap="xs" mt="md">
      <Title order={4} size="h6">
        {t('release.share.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('release.share.hint')}
      </Text>
      <ShareLinkField url={url} />
      <ShareClicks trackId={trackId} />
    </Stack>
  );
}
