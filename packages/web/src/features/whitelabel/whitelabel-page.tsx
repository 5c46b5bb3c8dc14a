import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageKey } from '../../lib/api-error.ts';
import { useWhitelabelQuery } from './api/get-whitelabel.ts';
import { WhitelabelForm } from './components/whitelabel-form.tsx';

/** /sub-aggregator: a sub-aggregator owner's white-label branding, previewed live (SPEC §1, §3). */
export default function WhitelabelPage() {
  const { t } = useTranslation();
  const config = useWhitelabelQuery();
  return (
    <Stack gap="lg">
      <PageHeader title={t('whitelabel.title')} subtitle={t('whitelabel.subtitle')} />
      {config.data ? (
        <WhitelabelForm config={config.data} />
      ) : config.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t(errorMessageKey(config.error))}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      )}
    </Stack>
  );
}
