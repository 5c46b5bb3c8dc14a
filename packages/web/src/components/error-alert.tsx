import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../lib/api-error.ts';

/** The translated message of a failed call, with the wait time when the server asks for one. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {t(errorMessageKey(error))}
      {retryAfter !== undefined && ` ${t('errors.retryAfter', { count: Math.ceil(retryAfter / 60) })}`}
    </Alert>
  );
}
