import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-error.ts';

/** The loader, or the translated reason a tab's data could not be read. */
export function LoadingBlock({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {t(errorMessageKey(error))}
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
