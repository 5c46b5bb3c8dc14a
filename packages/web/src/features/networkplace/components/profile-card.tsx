import type { NetworkplaceProfile } from '@irama/contracts';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NetworkplaceFigures } from '../../../components/networkplace-figures.tsx';
import { LikeButton } from './like-button.tsx';
import { ProfileTags } from './profile-tags.tsx';

interface ProfileCardProps {
  profile: NetworkplaceProfile;
  onOpen: (id: number) => void;
}

/** One creator in explore: who they are, their verified figures, and the like toggle. */
export function ProfileCard({ profile, onOpen }: ProfileCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={profile.display_name} flex={1}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={profile.photo_url} alt="" radius="xl" size={48} color="brand" name={profile.display_name} />
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {profile.display_name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`networkplace.types.${profile.profession}`)} · {t(`networkplace.industries.${profile.industry}`)}
            </Text>
            {profile.artist_label && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('networkplace.card.label', { label: profile.artist_label })}
              </Text>
            )}
          </div>
        </Group>
        {profile.likes_me && (
          <Badge variant="light" color="pink" tt="none" w="fit-content">
            {t('networkplace.card.likesYou')}
          </Badge>
        )}
        <ProfileTags skills={profile.skills} />
        <NetworkplaceFigures stats={profile.stats} isCompact />
        <Group gap="xs" mt="auto" justify="space-between">
          {!profile.is_mine && <LikeButton profile={profile} size="xs" />}
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onOpen(profile.id)}
            aria-label={t('networkplace.card.openName', { name: profile.display_name })}
          >
            {t('networkplace.card.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
