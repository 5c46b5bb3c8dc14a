import { ActionIcon, Popover, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The bell's slot in the top bar; the notification panel itself comes with its own issue. */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          radius="xl"
          aria-label={t('layout.notifications.open')}
          data-tour="notification-bell"
        >
          <IconBell size={20} stroke={1.7} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Title order={2} size="h5" mb="sm">
          {t('layout.notifications.title')}
        </Title>
        <Stack align="center" gap="xs" py="md">
          <IconBellOff size={32} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="sm" c="dimmed" ta="center">
            {t('layout.notifications.empty')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
