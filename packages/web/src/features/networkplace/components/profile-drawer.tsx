import type { NetworkplaceProfile } from '@irama/contracts';
import { Avatar, Badge, Button, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { NetworkplaceFigures } from '../../../components/networkplace-figures.tsx';
import { QueryDrawer } from '../../../components/query-drawer.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useBlockMutation } from '../api/block-profile.ts';
import { useProfileQuery } from '../api/get-profile.ts';
import { LikeButton } from './like-button.tsx';
import { MessageAction } from './message-action.tsx';
import { ProfileTags } from './profile-tags.tsx';
import { ReportModal } from './report-modal.tsx';

/** Like, message, block and report: what the caller may do with someone else's profile. */
function ProfileActions({ profile, onClose }: { profile: NetworkplaceProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const block = useBlockMutation();
  const [isBlocking, setBlocking] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const name = profile.display_name;

  function handleBlock() {
    block.mutate(profile.id, {
      onSuccess: () => {
        notifySuccess(t('networkplace.block.done', { name }));
        setBlocking(false);
        onClose();
      },
      onError: (error) => notifyError(t, t('networkplace.block.failed'), error),
    });
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <LikeButton profile={profile} />
        {profile.likes_me && (
          <Badge variant="light" color="pink" tt="none">
            {t('networkplace.card.likesYou')}
          </Badge>
        )}
      </Group>
      <MessageAction profile={profile} />
      <Divider />
      <Group gap="xs">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconBan size={14} aria-hidden />}
          onClick={() => setBlocking(true)}
        >
          {t('networkplace.block.action')}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={<IconFlag size={14} aria-hidden />}
          onClick={() => setReporting(true)}
        >
          {t('networkplace.report.action')}
        </Button>
      </Group>
      <ConfirmModal
        opened={isBlocking}
        title={t('networkplace.block.title', { name })}
        message={t('networkplace.block.message', { name })}
        confirmLabel={t('networkplace.block.confirm')}
        isDanger
        isPending={block.isPending}
        onConfirm={handleBlock}
        onClose={() => setBlocking(false)}
      />
      {isReporting && <ReportModal profileId={profile.id} name={name} onClose={() => setReporting(false)} />}
    </Stack>
  );
}

/** A profile's whole story: bio, figures, top videos, and what the caller can do with it. */
function ProfileDetail({ profile, onClose }: { profile: NetworkplaceProfile; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar src={profile.photo_url} alt="" radius="xl" size={64} color="brand" name={profile.display_name} />
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {profile.display_name}
          </Title>
          <Text c="dimmed">
            {t(`networkplace.types.${profile.profession}`)} · {t(`networkplace.industries.${profile.industry}`)}
          </Text>
          {profile.artist_label && (
            <Text size="sm">{t('networkplace.card.label', { label: profile.artist_label })}</Text>
          )}
        </div>
      </Group>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {profile.bio || t('networkplace.detail.noBio')}
      </Text>
      <ProfileTags skills={profile.skills} />
      <NetworkplaceFigures stats={profile.stats} />
      <div>
        <Title order={3} size="h5" mb="xs">
          {t('networkplace.detail.topVideos')}
        </Title>
        {profile.stats.top_videos.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('networkplace.detail.noVideos')}
          </Text>
        ) : (
          <List type="ordered" spacing={4} size="sm">
            {profile.stats.top_videos.map((video) => (
              <List.Item key={video.title}>
                {t('networkplace.detail.video', { title: video.title, views: formatCount(video.views, i18n.language) })}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      {!profile.is_mine && <ProfileActions profile={profile} onClose={onClose} />}
    </Stack>
  );
}

/** The profile named by `?profile=` in a drawer; closing it drops the parameter. */
export function ProfileDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useProfileQuery(id);
  return (
    <QueryDrawer
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={t('networkplace.detail.title')}
      query={profile}
    >
      {(data) => <ProfileDetail profile={data} onClose={onClose} />}
    </QueryDrawer>
  );
}
