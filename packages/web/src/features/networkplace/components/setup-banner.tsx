import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The link to the profile's Networkplace tab (`/profile?tab=networkplace`). */
export const PROFILE_SETUP_PATH = '/profile?tab=networkplace';

/** Shown while the caller has no profile set up: others cannot find them, and messaging needs one. */
export function SetupBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconUserEdit size={18} aria-hidden />}
      title={t('networkplace.setup.title')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('networkplace.setup.description')}</Text>
        <Button component={Link} to={PROFILE_SETUP_PATH} size="xs" color="yellow">
          {t('networkplace.setup.action')}
        </Button>
      </Group>
    </Alert>
  );
}
