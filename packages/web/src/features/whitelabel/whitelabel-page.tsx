import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useWhitelabelQuery } from './api/get-whitelabel.ts';
import { WhitelabelForm } from './components/whitelabel-form.tsx';

/** /sub-aggregator: a sub-aggregator owner's white-label branding, previewed live (SPEC §1, §3). */
export default function WhitelabelPage() {
  const { t } = useTranslation();
  const config = useWhitelabelQuery();
  return (
    <Stack gap="lg">
      <PageHeader title={t('whitelabel.title')} subtitle={t('whitelabel.subtitle')} />
      {config.data ? <WhitelabelForm config={config.data} /> : <QueryState error={config.error} />}
    </Stack>
  );
}
