import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeadingWithHint } from '../../../components/heading-with-hint.tsx';
import classes from './chat.module.css';

/** No conversation yet: how one starts (a like, then an introduction) and where to find people. */
export function NoConversations() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" className={classes.empty}>
      <Stack align="center" gap="sm" maw={460}>
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconHeartHandshake size={26} stroke={1.6} />
        </ThemeIcon>
        <HeadingWithHint order={2} title={t('chat.empty.title')} hint={t('chat.empty.likesFirst')} />
        <Button component={Link} to="/networking">
          {t('chat.empty.explore')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The thread's place before a conversation is chosen, or when the one in the URL is not there. */
export function NoneSelected({ isMissing }: { isMissing: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.empty}>
      <Stack align="center" gap="xs">
        <IconMessages size={36} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text c="dimmed" size="sm">
          {t(isMissing ? 'chat.thread.missing' : 'chat.thread.choose')}
        </Text>
      </Stack>
    </div>
  );
}
