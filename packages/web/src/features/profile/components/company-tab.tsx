import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useCompanyQuery } from '../api/get-company.ts';
import { CompanyForm } from './company-form.tsx';
import { CompanyOverview } from './company-overview.tsx';

/** Company information (SPEC §3): the owner edits it, admins read it. */
export function CompanyTab({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const company = useCompanyQuery();
  if (!company.data) return <QueryState error={company.error} />;
  return (
    <Stack gap="lg">
      {!isOwner && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('profile.company.readOnly')}
        </Alert>
      )}
      <CompanyOverview company={company.data} isOwner={isOwner} />
      <CompanyForm company={company.data} isOwner={isOwner} />
    </Stack>
  );
}
