import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/api-error.ts';
import { CenteredSpinner } from './loading-spinner.tsx';

/** While a page's data is missing: the loader, or the translated reason the call failed. */
export function QueryState({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {t(errorMessageKey(error))}
      </Alert>
    );
  }
  return <CenteredSpinner />;
}
