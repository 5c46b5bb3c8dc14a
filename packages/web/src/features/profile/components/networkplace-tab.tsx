import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Networkplace tab: its setup arrives with the Networkplace feature. */
export function NetworkplaceTab() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconUsersGroup size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('profile.networkplace.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('profile.networkplace.description')}
        </Text>
        <Badge
          variant="light"
          size="lg"
          radius="sm"
          h="auto"
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {t('profile.networkplace.badge')}
        </Badge>
      </Stack>
    </Paper>
  );
}
