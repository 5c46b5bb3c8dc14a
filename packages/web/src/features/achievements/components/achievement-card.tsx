import type { Achievement, AchievementStatus } from '@irama/contracts';
import { Badge, Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGift, IconLock, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useClaimAchievementMutation } from '../api/claim-achievement.ts';

const LOOK: Record<AchievementStatus, { color: string; icon: ReactNode }> = {
  locked: { color: 'gray', icon: <IconLock size={22} stroke={1.6} /> },
  ready: { color: 'green', icon: <IconGift size={22} stroke={1.6} /> },
  claimed: { color: 'yellow', icon: <IconTrophy size={22} stroke={1.6} /> },
};

/** The achievement's progress: current of goal, as a bar that says both numbers to a screen reader. */
function AchievementProgress({ achievement, title }: { achievement: Achievement; title: string }) {
  const { t, i18n } = useTranslation();
  const { current, goal } = achievement.progress;
  const text = t('achievements.progress', {
    current: formatCount(current, i18n.language),
    goal: formatCount(goal, i18n.language),
  });
  return (
    <Stack gap={4}>
      <Progress.Root
        size="md"
        role="progressbar"
        aria-label={t('achievements.progressOf', { title })}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={current}
        aria-valuetext={text}
      >
        <Progress.Section
          value={goal > 0 ? Math.min(100, (current / goal) * 100) : 0}
          color={LOOK[achievement.status].color}
          withAria={false}
        />
      </Progress.Root>
      <Text size="xs" c="dimmed" aria-hidden>
        {text}
      </Text>
    </Stack>
  );
}

/** When it was earned and claimed, in the reader's language. */
function AchievementDates({ achievement }: { achievement: Achievement }) {
  const { t, i18n } = useTranslation();
  const dates = [
    achievement.earned_at && t('achievements.earnedOn', { date: formatDay(achievement.earned_at, i18n.language) }),
    achievement.claimed_at && t('achievements.claimedOn', { date: formatDay(achievement.claimed_at, i18n.language) }),
  ].filter(Boolean);
  if (dates.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {dates.join(' · ')}
    </Text>
  );
}

/** The Claim button of an earned achievement; a refusal says why, in the reader's language. */
function ClaimButton({ achievement, title }: { achievement: Achievement; title: string }) {
  const { t } = useTranslation();
  const claim = useClaimAchievementMutation();
  // Awaited rather than `mutate` callbacks: once claimed, the card leaves the ready list and this button
  // unmounts before they would run.
  async function handleClaim() {
    try {
      await claim.mutateAsync({ achievement_id: achievement.id });
      notifySuccess(t('achievements.claim.done', { title }));
    } catch (error) {
      notifyError(t, t('achievements.claim.failed'), error);
    }
  }
  return (
    <Button
      size="sm"
      color="green"
      leftSection={<IconGift size={16} aria-hidden />}
      loading={claim.isPending}
      onClick={() => void handleClaim()}
      aria-label={t('achievements.claim.buttonFor', { title })}
    >
      {t('achievements.claim.button')}
    </Button>
  );
}

/** One achievement: what it is for, how far the company is, and the Claim button once it is earned. */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation();
  const title = t(achievement.title_key);
  const look = LOOK[achievement.status];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title} h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon size={44} radius="xl" variant="light" color={look.color} aria-hidden>
            {look.icon}
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Text fw={600} component="h3" size="md" m={0} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Text>
              <Badge color={look.color} variant="light" tt="none">
                {t(`achievements.statuses.${achievement.status}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t(achievement.description_key)}
            </Text>
          </Stack>
        </Group>
        <div style={{ marginTop: 'auto' }}>
          <AchievementProgress achievement={achievement} title={title} />
        </div>
        {achievement.status !== 'locked' && (
          <Group justify="space-between" gap="xs">
            <AchievementDates achievement={achievement} />
            {achievement.status === 'ready' && <ClaimButton achievement={achievement} title={title} />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
